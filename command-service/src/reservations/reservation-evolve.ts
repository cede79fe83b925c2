import type { ReservationCreated, ReservationEvent, Stay } from '@hotel/events/reservations/events';
import type { Aggregate } from '../pipeline/aggregate';
import { evolveFolio } from './folio-evolve';
import type { LiveReservation, ReservationState } from './reservation-state';

const stayFields = (data: Stay): Stay => ({
  stayType: data.stayType,
  checkIn: data.checkIn,
  checkOut: data.checkOut,
  arrivalTime: data.arrivalTime,
  exitTime: data.exitTime,
  hours: data.hours,
});

/** A new reservation: its stay and terms as booked, an empty folio. */
const createdState = (d: ReservationCreated['data']): LiveReservation => ({
  exists: true,
  id: d.reservationId,
  propertyId: d.propertyId,
  number: d.number,
  groupId: d.groupId,
  guest: d.guestClone,
  status: d.status,
  stay: stayFields(d),
  numberOfGuests: d.numberOfGuests,
  childrenAges: d.childrenAges,
  roomTypeClone: d.roomTypeClone,
  roomClone: d.roomClone,
  roomSegments: [],
  sourceClone: d.sourceClone,
  partnerClone: d.partnerClone,
  ratePlanClone: d.ratePlanClone,
  cancellationPolicyClone: d.cancellationPolicyClone,
  taxClones: d.taxClones,
  discount: null,
  timePrice: d.timePrice,
  price: d.price,
  items: new Map(),
  extraBeds: new Map(),
  stayGuestIds: new Set(),
  payments: new Map(),
  paid: 0,
  routing: null,
  cancellation: null,
  feeDate: null,
  notes: d.notes,
});

/**
 * The reservation aggregate: the stay's own events here, the folio's (payments, charges,
 * routing, stay guests) in `./folio-evolve.ts`.
 */
export const reservation: Aggregate<ReservationState, ReservationEvent> = {
  // A folio's stream grows with every payment, service and change; folding it whole on each
  // command was the largest cost of posting a payment. The fold is pure (new objects per
  // event), so the cached state is shared safely.
  cached: true,
  initialState: () => ({ exists: false }),
  evolve: (state, event) => {
    if (event.type === 'ReservationCreated') return createdState(event.data);
    if (!state.exists) return state;
    switch (event.type) {
      case 'ReservationStatusChanged':
        return {
          ...state,
          status: event.data.to,
          cancellation: event.data.cancellation,
          feeDate: event.data.cancellation ? event.data.workingDate : null,
          notes: event.data.notes ?? state.notes,
          stay: event.data.checkOut ? { ...state.stay, checkOut: event.data.checkOut } : state.stay,
        };
      case 'ReservationDatesChanged':
        return {
          ...state,
          stay: stayFields(event.data),
          timePrice: event.data.timePrice,
          fixedNightPrices: null,
          price: event.data.price,
        };
      case 'ReservationRoomAssigned':
        return {
          ...state,
          roomClone: event.data.roomClone,
          roomSegments: event.data.segment
            ? [...state.roomSegments, event.data.segment]
            : state.roomSegments,
        };
      case 'ReservationRoomTypeChanged':
        return {
          ...state,
          roomTypeClone: event.data.roomTypeClone,
          ratePlanClone: event.data.ratePlanClone,
          roomClone: event.data.roomClone,
          fixedNightPrices:
            event.data.calcType &&
            event.data.calcType !== 'ratePlan' &&
            state.stay.stayType === 'night'
              ? event.data.price.dayRates.map((rate) => rate.value)
              : null,
          price: event.data.price,
        };
      case 'ReservationDiscountSet':
        return {
          ...state,
          discount: { type: event.data.discountType, value: event.data.discount },
          price: event.data.price,
        };
      case 'ReservationNotesChanged':
        return { ...state, notes: event.data.notes };
      case 'CancellationFeeChanged':
        return { ...state, cancellation: event.data.after };
      case 'PaymentPosted':
      case 'PaymentDeleted':
      case 'ReceivablePaid':
      case 'IncomeEdited':
      case 'PaymentRefunded':
      case 'FolioRoutingSet':
      case 'PaymentWindowChanged':
      case 'ServiceItemAdded':
      case 'ServiceItemRemoved':
      case 'ExtraBedAdded':
      case 'ExtraBedRemoved':
      case 'ReservationTaxAdded':
      case 'ReservationTaxRemoved':
      case 'StayGuestSaved':
      case 'StayGuestRemoved':
        return evolveFolio(state, event);
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  },
};
