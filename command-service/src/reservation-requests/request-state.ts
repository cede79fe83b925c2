import type { Language } from '@hotel/events/messages';
import type {
  RequestedRoomType,
  RequestGuest,
  RequestStatus,
  ReservationRequestEvent,
} from '@hotel/events/reservation-requests/events';
import type { SourceClone } from '@hotel/events/reservations/events';
import type { Aggregate } from '../pipeline/aggregate';

/** One reservation request (`resreq-{id}`): what its rules and conversion need. */
export type RequestState =
  | { readonly exists: false }
  | {
      readonly exists: true;
      readonly id: string;
      readonly propertyId: string;
      readonly number: number;
      readonly status: RequestStatus;
      readonly channel: string;
      readonly sourceClone: SourceClone;
      readonly checkIn: string;
      readonly checkOut: string;
      readonly stayNights: number;
      readonly guest: RequestGuest;
      readonly roomTypes: readonly RequestedRoomType[];
      readonly amount: number;
      readonly amountPaid: number;
      /** The notes staff wrote when recording the payment (the prepayment's notes). */
      readonly paymentNotes: string | null;
      readonly isPaid: boolean;
      readonly isFetchPayment: boolean;
      readonly notes: string | null;
      readonly language: Language;
    };

export type LiveRequest = Extract<RequestState, { exists: true }>;

export const reservationRequest: Aggregate<RequestState, ReservationRequestEvent> = {
  initialState: () => ({ exists: false }),
  evolve: (state, event) => {
    if (event.type === 'ReservationRequestReceived') {
      const d = event.data;
      return {
        exists: true,
        id: d.resReqId,
        propertyId: d.propertyId,
        number: d.number,
        status: 'pending',
        channel: d.channel,
        sourceClone: d.sourceClone,
        checkIn: d.checkIn,
        checkOut: d.checkOut,
        stayNights: d.stayNights,
        guest: d.guest,
        roomTypes: d.roomTypes,
        amount: d.amount,
        amountPaid: 0,
        paymentNotes: null,
        isPaid: false,
        isFetchPayment: false,
        notes: d.notes,
        language: d.language,
      };
    }
    if (!state.exists) return state;
    switch (event.type) {
      case 'ReservationRequestConfirmed':
        return { ...state, status: 'confirmed' };
      case 'ReservationRequestCanceled':
        return { ...state, status: 'canceled' };
      case 'ReservationRequestPaymentRequested':
        return { ...state, isFetchPayment: true };
      case 'ReservationRequestPaid':
        return {
          ...state,
          isPaid: true,
          amountPaid: state.amountPaid + event.data.amount,
          paymentNotes: event.data.notes ?? state.paymentNotes,
        };
      case 'ReservationRequestConverted':
        return { ...state, status: 'reservation' };
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  },
};
