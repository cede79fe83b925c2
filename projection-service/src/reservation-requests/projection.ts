import type {
  RequestBankAccount,
  RequestedRoomType,
  RequestGuest,
  RequestRoomsHeld,
  RequestRoomsReleased,
  RequestStatus,
  ReservationRequestCanceled,
  ReservationRequestConfirmed,
  ReservationRequestConverted,
  ReservationRequestPaid,
  ReservationRequestPaymentRequested,
  ReservationRequestReceived,
  ReservationRequestsAreaEvent,
} from '@hotel/events/reservation-requests/events';
import { reservationRequestEventTypes } from '@hotel/events/reservation-requests/events';
import { requestLabel } from '@hotel/events/reservation-requests/rules';
import type { SourceClone } from '@hotel/events/reservations/events';
import type { Document, ReadSession } from '@hotel/infra/read-store/port';
import type { Projection } from '../runtime/projection';

export const RESERVATION_REQUESTS = 'reservation_requests';
/** The ledger's hold of each request (its own collection: the two streams' events may come in either order). */
export const RESERVATION_REQUEST_HOLDS = 'reservation_request_holds';

/** One reservation request as the list and the detail read it. */
export interface ReservationRequestDoc extends Document {
  propertyId: string;
  number: number;
  /** RN-{number} */
  label: string;
  status: RequestStatus;
  channel: string;
  syncId: string | null;
  sourceClone: SourceClone;
  stayType: 'night';
  checkIn: string;
  checkOut: string;
  stayNights: number;
  guest: RequestGuest;
  guestName: string;
  roomTypes: RequestedRoomType[];
  numberOfGuests: number;
  numberOfRooms: number;
  amount: number;
  amountPaid: number;
  isPaid: boolean;
  paidAt: string | null;
  isFetchPayment: boolean;
  paymentRequest: {
    at: string;
    amount: number;
    bankAccount: RequestBankAccount;
    email: string;
  } | null;
  notes: string | null;
  language: 'mn' | 'en';
  createdAt: string;
  confirmedAt: string | null;
  canceledAt: string | null;
  cancelReason: string | null;
  convertedAt: string | null;
  groupId: string | null;
  groupNumber: number | null;
  reservationIds: string[];
  /** Number, label, guest name, phone and e-mail in lower case (what `search` matches). */
  searchText: string;
}

/** Whether the request still holds its rooms in the ledger, and until when. */
export interface RequestHoldDoc extends Document {
  propertyId: string;
  /** An instant; null: until converted or canceled. */
  until: string | null;
  released: boolean;
}

const searchTextOf = (doc: Pick<ReservationRequestDoc, 'number' | 'guestName' | 'guest'>) =>
  [doc.number, requestLabel(doc.number), doc.guestName, doc.guest.phoneNumber, doc.guest.email]
    .filter((part) => part !== null && part !== '')
    .join(' ')
    .toLowerCase();

const received = (data: ReservationRequestReceived['data']): ReservationRequestDoc => {
  const guestName = [data.guest.name, data.guest.surname].filter(Boolean).join(' ');
  return {
    _id: data.resReqId,
    propertyId: data.propertyId,
    number: data.number,
    label: requestLabel(data.number),
    status: 'pending',
    channel: data.channel,
    syncId: data.syncId,
    sourceClone: data.sourceClone,
    stayType: 'night',
    checkIn: data.checkIn,
    checkOut: data.checkOut,
    stayNights: data.stayNights,
    guest: data.guest,
    guestName,
    roomTypes: data.roomTypes,
    numberOfGuests: data.numberOfGuests,
    numberOfRooms: data.numberOfRooms,
    amount: data.amount,
    amountPaid: 0,
    isPaid: false,
    paidAt: null,
    isFetchPayment: false,
    paymentRequest: null,
    notes: data.notes,
    language: data.language,
    createdAt: data.createdAt,
    confirmedAt: null,
    canceledAt: null,
    cancelReason: null,
    convertedAt: null,
    groupId: null,
    groupNumber: null,
    reservationIds: [],
    searchText: searchTextOf({ number: data.number, guestName, guest: data.guest }),
  };
};

const set = (session: ReadSession, id: string, fields: Partial<ReservationRequestDoc>) =>
  session
    .collection<ReservationRequestDoc>(RESERVATION_REQUESTS)
    .updateOne({ _id: id }, { $set: fields });

/**
 * Reservation requests (read model `reservationRequests`): the list, the detail and the
 * figures of the dashboard. Also the user's hotels (`hasResRequest`).
 */
export const reservationRequestsProjection: Projection = {
  name: 'reservation-requests',
  version: 1,
  collections: [RESERVATION_REQUESTS, RESERVATION_REQUEST_HOLDS],
  readModels: ['reservationRequests', 'user'],
  handles: reservationRequestEventTypes,
  setup: async (store) => {
    const requests = store.collection(RESERVATION_REQUESTS);
    await requests.createIndex({ propertyId: 1 });
    await requests.createIndex({ propertyId: 1, createdAt: -1, number: -1 });
    await requests.createIndex({ propertyId: 1, searchText: 'text' });
  },
  apply: async (event, session) => {
    const typed = { type: event.type, data: event.data } as ReservationRequestsAreaEvent;
    switch (typed.type) {
      case 'ReservationRequestReceived':
        await session
          .collection<ReservationRequestDoc>(RESERVATION_REQUESTS)
          .replaceOne({ _id: typed.data.resReqId }, received(typed.data), { upsert: true });
        return;
      case 'ReservationRequestConfirmed': {
        const data: ReservationRequestConfirmed['data'] = typed.data;
        await set(session, data.resReqId, { status: 'confirmed', confirmedAt: data.at });
        return;
      }
      case 'ReservationRequestCanceled': {
        const data: ReservationRequestCanceled['data'] = typed.data;
        await set(session, data.resReqId, {
          status: 'canceled',
          canceledAt: data.at,
          cancelReason: data.reason,
        });
        return;
      }
      case 'ReservationRequestPaymentRequested': {
        const data: ReservationRequestPaymentRequested['data'] = typed.data;
        await set(session, data.resReqId, {
          isFetchPayment: true,
          paymentRequest: {
            at: data.at,
            amount: data.amount,
            bankAccount: data.bankAccount,
            email: data.email,
          },
        });
        return;
      }
      case 'ReservationRequestPaid': {
        const data: ReservationRequestPaid['data'] = typed.data;
        const requests = session.collection<ReservationRequestDoc>(RESERVATION_REQUESTS);
        const doc = (await requests.find({ _id: data.resReqId }))[0];
        if (!doc) return;
        await set(session, data.resReqId, {
          isPaid: true,
          paidAt: data.paidAt,
          amountPaid: doc.amountPaid + data.amount,
        });
        return;
      }
      case 'ReservationRequestConverted': {
        const data: ReservationRequestConverted['data'] = typed.data;
        await set(session, data.resReqId, {
          status: 'reservation',
          convertedAt: data.at,
          groupId: data.groupId,
          groupNumber: data.groupNumber,
          reservationIds: data.reservationIds,
        });
        return;
      }
      case 'RequestRoomsHeld': {
        const data: RequestRoomsHeld['data'] = typed.data;
        await session
          .collection<RequestHoldDoc>(RESERVATION_REQUEST_HOLDS)
          .replaceOne(
            { _id: data.resReqId },
            { _id: data.resReqId, propertyId: data.propertyId, until: data.until, released: false },
            { upsert: true },
          );
        return;
      }
      case 'RequestRoomsReleased': {
        const data: RequestRoomsReleased['data'] = typed.data;
        await session
          .collection<RequestHoldDoc>(RESERVATION_REQUEST_HOLDS)
          .updateOne({ _id: data.resReqId }, { $set: { released: true } });
        return;
      }
      default: {
        const unexpected: never = typed;
        return unexpected;
      }
    }
  },
};
