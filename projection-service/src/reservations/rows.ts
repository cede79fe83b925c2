import type { GuestClone, Price, ReservationCreated } from '@hotel/events/reservations/events';
import { balanceOf, owesFee } from '@hotel/events/reservations/rules';
import { unsettledOf, windowsOf } from '@hotel/events/folio/routing';
import type { Document, ReadSession } from '@hotel/infra/read-store/port';
import type { ProjectedEvent } from '../runtime/projection';
import { DASHBOARD_STAYS, dashboardStayOf } from '../dashboard/stays';
import { saveCalendarRows, type StampedBy } from './calendar-rows';
import { RESERVATIONS, type ReservationDoc, type ReservationState } from './documents';

/** One event type's handler of the reservations projection. */
export type Handler = (event: ProjectedEvent, session: ReadSession) => Promise<void>;

export const guestNameOf = (guest: GuestClone): string =>
  [guest.name, guest.surname].filter((part) => part && part.trim()).join(' ');

/** The fields every change recomputes from the others. */
const derived = (doc: ReservationState): ReservationDoc => {
  const guestName = guestNameOf(doc.guestClone);
  const roomName = doc.roomClone?.name ?? null;
  const windows = windowsOf({
    routing: doc.routing,
    price: doc.price,
    fee: owesFee(doc) ? (doc.cancellation?.isPaid ? 0 : (doc.cancellation?.amount ?? 0)) : null,
    payments: doc.payments.map((p) => ({
      windowId: p.windowId ?? null,
      net: p.amountMnt - (p.refunds ?? []).reduce((r, refund) => r + refund.amount, 0),
    })),
  });
  return {
    ...doc,
    balance: balanceOf(doc),
    windows,
    unsettled: unsettledOf(windows),
    guestName,
    roomName,
    searchText: [doc.number, guestName, doc.guestClone.phoneNumber, roomName]
      .filter((part) => part !== null && part !== '')
      .join(' ')
      .toLowerCase(),
  };
};

export const priced = (price: Price) => ({
  price,
  dayRates: price.dayRates,
  amount: price.total,
  stayNights: price.nights,
});

/**
 * Stores the reservation and its calendar rows (replacing those of `previous`). Every write
 * names documents by `_id`, the cheapest lookup on either store.
 */
export const save = async (
  session: ReadSession,
  event: StampedBy,
  doc: ReservationDoc,
  previous: ReservationDoc | null,
): Promise<void> => {
  await session
    .collection<ReservationDoc>(RESERVATIONS)
    .replaceOne({ _id: doc._id }, doc, { upsert: true });
  await session
    .collection(DASHBOARD_STAYS)
    .replaceOne({ _id: doc._id }, dashboardStayOf(doc), { upsert: true });
  await saveCalendarRows(session, event, doc, previous);
};

/**
 * A document by id. `find` on `_id` alone is a direct lookup on both stores (the embedded
 * store's `findOne` builds a query cursor for its `limit`).
 */
export const byId = async <T extends Document>(
  session: ReadSession,
  collection: string,
  id: string,
): Promise<T | null> => (await session.collection<T>(collection).find({ _id: id }))[0] ?? null;

/** Applies a change to a stored reservation (an unknown id is ignored, never thrown on). */
export const change = async (
  session: ReadSession,
  event: StampedBy,
  reservationId: string,
  edit: (doc: ReservationDoc) => Partial<ReservationDoc>,
): Promise<void> => {
  const doc = await byId<ReservationDoc>(session, RESERVATIONS, reservationId);
  if (!doc) return;
  await save(session, event, derived({ ...doc, ...edit(doc) }), doc);
};

export const created = (
  data: ReservationCreated['data'],
  groupSize: number,
  resReqId: string | null,
): ReservationDoc => {
  const { reservationId, propertyId, price, ...fields } = data;
  return derived({
    _id: reservationId,
    propertyId,
    resReqId,
    number: fields.number,
    groupId: fields.groupId,
    groupNumber: fields.groupNumber,
    groupSize,
    isGroup: groupSize > 1,
    status: fields.status,
    statusAt: fields.createdAt,
    stayType: fields.stayType,
    checkIn: fields.checkIn,
    checkOut: fields.checkOut,
    arrivalTime: fields.arrivalTime,
    exitTime: fields.exitTime,
    hours: fields.hours,
    ...priced(price),
    numberOfGuests: fields.numberOfGuests,
    numberOfChildren: fields.childrenAges.length,
    childrenAges: fields.childrenAges,
    roomTypeClone: fields.roomTypeClone,
    roomClone: fields.roomClone,
    sourceClone: fields.sourceClone,
    partnerClone: fields.partnerClone,
    userClone: fields.userClone,
    ratePlanClone: fields.ratePlanClone,
    cancellationPolicyClone: fields.cancellationPolicyClone,
    taxClones: fields.taxClones,
    guestClone: fields.guestClone,
    items: [],
    extraBeds: [],
    guestClones: [],
    payments: [],
    paid: 0,
    discount: 0,
    discountType: 'currency',
    timePrice: fields.timePrice,
    cancellation: null,
    notes: fields.notes,
    isSendEmail: fields.isSendEmail,
    createdAt: fields.createdAt,
  });
};
