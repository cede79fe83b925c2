import { addDays, daysBetween, weekdayOf } from '@hotel/events/dates';
import type {
  CancellationFeeChanged,
  CancellationPolicyClone,
  DiscountType,
  GroupOpened,
  GuestClone,
  PartnerClone,
  Price,
  RatePlanClone,
  ReservationCreated,
  ReservationDatesChanged,
  ReservationDiscountSet,
  ReservationNotesChanged,
  ReservationRoomAssigned,
  ReservationRoomTypeChanged,
  ReservationsJoinedGroup,
  ReservationStatus,
  ReservationStatusChanged,
  RoomClone,
  RoomSegment,
  RoomTypeClone,
  SourceClone,
  StayType,
  TaxClone,
  UserClone,
} from '@hotel/events/reservations/events';
import type {
  BillType,
  ExtraBed,
  ExtraBedAdded,
  ExtraBedRemoved,
  ReservationTaxAdded,
  ReservationTaxRemoved,
  ServiceItem,
  ServiceItemAdded,
  ServiceItemRemoved,
  StayGuest,
  StayGuestRemoved,
  StayGuestSaved,
  PaymentDeleted,
  PaymentIncomeType,
  PaymentPosted,
  IncomeEdited,
  PaymentRefunded,
  FolioRoutingSet,
  PaymentWindowChanged,
  ReceivablePaid,
} from '@hotel/events/folio/events';
import { balanceOf, owesFee } from '@hotel/events/reservations/rules';
import {
  type FolioWindow,
  type Routing,
  type WindowId,
  unsettledOf,
  windowsOf,
} from '@hotel/events/folio/routing';
import type { CancellationFee } from '@hotel/events/reservations/fees';
import type { ReservationRequestConverted } from '@hotel/events/reservation-requests/events';
import type { Document, ReadSession } from '@hotel/infra/read-store/port';
import type { Projection } from '../runtime/projection';
import { DASHBOARD_STAYS, dashboardStayOf, setupDashboardStays } from '../dashboard/stays';
import { packStay, type PackedStay } from './calendar-payload';
import { englishNameOf } from '@hotel/events/settings/events';

export const RESERVATIONS = 'reservations';
export const RESERVATION_GROUPS = 'reservation_groups';
/** The calendar's slim copy of each live stay, one row per week the stay touches. */
export const CALENDAR_STAYS = 'calendar_stays';
/**
 * Reservation → the request it was converted from. The request's event and the
 * reservation's come in one append, in either order: whichever comes second finds the other.
 */
export const RESERVATION_REQUEST_LINKS = 'reservation_request_links';

interface RequestLinkDoc extends Document {
  resReqId: string;
}

/** A payment of the folio as the reservation's payments panel shows it. */
export interface PaymentView {
  id: string;
  postedDate: string;
  incomeType: PaymentIncomeType;
  billType: BillType;
  /** The currency's code and its rate to tugrik when posted. */
  currency: string;
  rate: number;
  /** In the payment's currency, and in tugrik. */
  amount: number;
  amountMnt: number;
  /** A cash line that recorded the money handed over keeps it and the change given back. */
  pays: {
    paymentMethod: { id: string; name: string; color: string };
    amount: number;
    tendered?: number;
    change?: number;
  }[];
  notes: string | null;
  /** A receivable is unpaid until its payer pays; every other payment is paid when posted. */
  isPaid: boolean;
  paidAt: string | null;
  isAudited: boolean;
  userName: string | null;
  createdAt: string;
  /** Money of it given back, oldest first (absent: none; docs/folio.md refunds). */
  refunds?: RefundView[];
  /** The payer window it pays (absent: the guest's, `1`). */
  windowId?: WindowId;
}

/** A refund under its payment in the payments panel. */
export interface RefundView {
  id: string;
  postedDate: string;
  amount: number;
  paymentMethod: { id: string; name: string; nameEn?: string; color: string };
  reason: string;
  userName: string | null;
  createdAt: string;
}

export const refundViewOf = (data: PaymentRefunded['data']): RefundView => {
  const line = data.pays[0];
  return {
    id: data.refundId,
    postedDate: data.postedDate,
    amount: data.amountMnt,
    paymentMethod: {
      id: line?.paymentMethodClone.paymentMethodId ?? '',
      name: line?.paymentMethodClone.name ?? '',
      ...(line ? englishNameOf(line.paymentMethodClone) : {}),
      color: line?.paymentMethodClone.color ?? '',
    },
    reason: data.reason,
    userName: data.userClone.name ?? data.userClone.email,
    createdAt: data.createdAt,
  };
};

export const paymentViewOf = (data: PaymentPosted['data']): PaymentView => ({
  id: data.paymentId,
  postedDate: data.postedDate,
  incomeType: data.incomeType,
  billType: data.billType,
  currency: data.currencyClone.shortName,
  rate: data.currencyClone.rate,
  amount: data.amount,
  amountMnt: data.amountMnt,
  pays: data.pays.map((line) => ({
    paymentMethod: {
      id: line.paymentMethodClone.paymentMethodId,
      name: line.paymentMethodClone.name,
      ...englishNameOf(line.paymentMethodClone),
      color: line.paymentMethodClone.color,
    },
    amount: line.amount,
    ...(line.tendered === undefined ? {} : { tendered: line.tendered, change: line.change ?? 0 }),
  })),
  notes: data.notes,
  isPaid: data.incomeType !== 'receivable',
  paidAt: data.incomeType === 'receivable' ? null : data.postedDate,
  isAudited: false,
  userName: data.userClone.name ?? data.userClone.email,
  createdAt: data.createdAt,
  ...(data.windowId ? { windowId: data.windowId } : {}),
});

/** What the guest has paid: the payments less what was refunded of them. */
const paidOf = (payments: readonly PaymentView[]): number =>
  payments.reduce(
    (sum, payment) =>
      sum + payment.amountMnt - (payment.refunds ?? []).reduce((r, refund) => r + refund.amount, 0),
    0,
  );

/**
 * One reservation (one room) as the list, the detail and the group page read it: the UI's
 * `Reservation` without what depends on the working date (`allowed`, the suggested fee),
 * which the queries add.
 */
export interface ReservationState {
  _id: string;
  propertyId: string;
  /** The reservation request it was converted from, if any. */
  resReqId: string | null;
  number: number;
  groupId: string;
  groupNumber: number;
  /** Rooms in the group. */
  groupSize: number;
  isGroup: boolean;
  status: ReservationStatus;
  /** When the status last changed (the creation time until it first does). */
  statusAt: string;
  stayType: StayType;
  checkIn: string;
  checkOut: string;
  arrivalTime: string;
  exitTime: string;
  hours: number | null;
  stayNights: number;
  numberOfGuests: number;
  numberOfChildren: number;
  childrenAges: number[];
  roomTypeClone: RoomTypeClone;
  roomClone: RoomClone | null;
  sourceClone: SourceClone;
  partnerClone: PartnerClone | null;
  userClone: UserClone;
  ratePlanClone: RatePlanClone | null;
  cancellationPolicyClone: CancellationPolicyClone | null;
  taxClones: TaxClone[];
  guestClone: GuestClone;
  dayRates: Price['dayRates'];
  price: Price;
  amount: number;
  /** The folio's services and extra beds, and the guests staying besides the booking's. */
  items: ServiceItem[];
  extraBeds: ExtraBed[];
  guestClones: StayGuest[];
  /** The folio's payments, oldest first, and their sum in tugrik. */
  payments: PaymentView[];
  paid: number;
  /** Who pays which charges (null or absent: the guest, everything; `@hotel/events/folio/routing`). */
  routing?: Routing | null;
  /** The rooms slept in before a mid-stay move, oldest first (absent or empty: none). */
  roomSegments?: RoomSegment[];
  discount: number;
  discountType: DiscountType;
  timePrice: number | null;
  /** The fee of a canceled or no-show stay (its rule, and how it was paid). */
  cancellation: CancellationFee | null;
  notes: string | null;
  isSendEmail: boolean;
  createdAt: string;
}

export type ReservationDoc = Document &
  ReservationState & {
    balance: number;
    /** The payer windows with their charges, payments and balances (one, the guest's, unrouted). */
    windows: FolioWindow[];
    /** What a check-out still needs settled: every window's positive balance. */
    unsettled: number;
    /** List helpers: "name surname", the room's name, and what `search` matches (lower case). */
    guestName: string;
    roomName: string | null;
    searchText: string;
  };

/** The reservations booked together (`_id` = group id). */
export interface ReservationGroupDoc extends Document {
  propertyId: string;
  number: number;
  createdAt: string;
  sourceClone: SourceClone;
  partnerClone: PartnerClone | null;
  guestClone: GuestClone;
  reservationIds: string[];
}

/**
 * A live (not canceled) stay as the calendar draws it, once per week (named by its Monday)
 * from its check-in's week to its check-out's: a calendar range reads the rows of its few
 * weeks through the (propertyId, week[, first]) indexes instead of every reservation. The stay
 * itself is written packed, as the calendar's answer sends it (`packStay`).
 * `_id` = `{reservationId}|{week}`.
 */
export interface CalendarStayDoc extends Document, PackedStay {
  propertyId: string;
  week: string;
  /** The stay begins in this week (its first row). */
  first: boolean;
  reservationId: string;
  number: number;
  checkIn: string;
  checkOut: string;
}

/**
 * When a property's week of calendar rows last changed: the position of the event that changed
 * them (a rebuild gives the same stamps). The calendar's answer keeps each week's rows packed
 * and compressed against it (calendar-cache.ts). `_id` = `{propertyId}|{week}`.
 */
export const CALENDAR_WEEKS = 'calendar_weeks';
export interface CalendarWeekDoc extends Document {
  propertyId: string;
  week: string;
  stamp: string;
}

/** A reservation as the calendar draws it (ui: `CalendarBooking`). */
export interface CalendarBooking {
  id: string;
  number: number;
  groupId: string;
  groupNumber: number;
  roomTypeId: string;
  /** Null: not assigned yet. */
  roomId: string | null;
  status: ReservationStatus;
  stayType: StayType;
  checkIn: string;
  checkOut: string;
  arrivalTime: string;
  exitTime: string;
  guestName: string;
  numberOfGuests: number;
  amount: number;
  balance: number;
  sourceName: string;
  /** The source's English name; left out when it has none. */
  sourceNameEn?: string;
  /** The reservation request it was made from; left out when none (most bookings). */
  resReqId?: string;
  /**
   * The rooms slept in before a mid-stay move, oldest first (the nights `from` up to `to`);
   * `roomId` holds from the last one's `to`. Left out when the stay never moved mid-stay.
   */
  segments?: CalendarSegment[];
}

/** An earlier room of a stay that moved mid-stay, as the calendar draws it. */
export interface CalendarSegment {
  roomId: string;
  from: string;
  to: string;
}

export const guestNameOf = (guest: GuestClone): string =>
  [guest.name, guest.surname].filter((part) => part && part.trim()).join(' ');

/** The Monday of a date's week. */
export const weekOf = (date: string): string => addDays(date, 1 - weekdayOf(date));

/** The weeks (their Mondays) from `from`'s to `to`'s, both included. */
export const weeksBetween = (from: string, to: string): string[] => {
  const weeks: string[] = [];
  for (let week = weekOf(from); week <= to; week = addDays(week, 7)) weeks.push(week);
  return weeks;
};

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

const priced = (price: Price) => ({
  price,
  dayRates: price.dayRates,
  amount: price.total,
  stayNights: price.nights,
});

export const calendarBookingOf = (doc: ReservationDoc): CalendarBooking => ({
  id: doc._id,
  number: doc.number,
  groupId: doc.groupId,
  groupNumber: doc.groupNumber,
  roomTypeId: doc.roomTypeClone.roomTypeId,
  roomId: doc.roomClone?.roomId ?? null,
  status: doc.status,
  stayType: doc.stayType,
  checkIn: doc.checkIn,
  checkOut: doc.checkOut,
  arrivalTime: doc.arrivalTime,
  exitTime: doc.exitTime,
  guestName: doc.guestName,
  numberOfGuests: doc.numberOfGuests,
  amount: doc.amount,
  balance: doc.balance,
  sourceName: doc.sourceClone.name,
  ...(doc.sourceClone.nameEn ? { sourceNameEn: doc.sourceClone.nameEn } : {}),
  ...(doc.resReqId ? { resReqId: doc.resReqId } : {}),
  ...(doc.roomSegments?.length
    ? {
        segments: doc.roomSegments.map((segment) => ({
          roomId: segment.roomClone.roomId,
          from: segment.from,
          to: segment.to,
        })),
      }
    : {}),
});

const calendarRowsOf = (doc: ReservationDoc): CalendarStayDoc[] => {
  if (doc.status === 'canceled') return [];
  const packed = packStay(calendarBookingOf(doc));
  return weeksBetween(doc.checkIn, doc.checkOut).map((week, index) => ({
    _id: `${doc._id}|${week}`,
    propertyId: doc.propertyId,
    week,
    first: index === 0,
    reservationId: doc._id,
    number: doc.number,
    checkIn: doc.checkIn,
    checkOut: doc.checkOut,
    ...packed,
  }));
};

/**
 * Stores the reservation and its calendar rows (replacing those of `previous`). Every write
 * names documents by `_id`, the cheapest lookup on either store.
 */
const save = async (
  session: ReadSession,
  position: bigint,
  doc: ReservationDoc,
  previous: ReservationDoc | null,
): Promise<void> => {
  await session
    .collection<ReservationDoc>(RESERVATIONS)
    .replaceOne({ _id: doc._id }, doc, { upsert: true });
  await session
    .collection(DASHBOARD_STAYS)
    .replaceOne({ _id: doc._id }, dashboardStayOf(doc), { upsert: true });
  // Only the calendar rows that changed are written, and their weeks stamped.
  const rows = calendarRowsOf(doc);
  const before = new Map((previous ? calendarRowsOf(previous) : []).map((row) => [row._id, row]));
  const changed = rows.filter((row) => {
    const old = before.get(row._id);
    before.delete(row._id);
    return !old || !sameCalendarRow(old, row);
  });
  const gone = [...before.values()];
  if (changed.length === 0 && gone.length === 0) return;
  await session.collection<CalendarStayDoc>(CALENDAR_STAYS).bulkWrite([
    ...gone.map((row) => ({ deleteOne: { filter: { _id: row._id } } })),
    ...changed.map((row) => ({
      replaceOne: { filter: { _id: row._id }, replacement: row, upsert: true },
    })),
  ]);
  const weeks = new Set([...gone, ...changed].map((row) => row.week));
  await session.collection<CalendarWeekDoc>(CALENDAR_WEEKS).bulkWrite(
    [...weeks].map((week) => ({
      updateOne: {
        filter: { _id: `${doc.propertyId}|${week}` },
        update: { $set: { propertyId: doc.propertyId, week, stamp: position.toString() } },
        upsert: true,
      },
    })),
  );
};

const sameCalendarRow = (a: CalendarStayDoc, b: CalendarStayDoc): boolean =>
  a.drawn === b.drawn &&
  a.fixed === b.fixed &&
  a.checkIn === b.checkIn &&
  a.checkOut === b.checkOut &&
  a.number === b.number &&
  a.first === b.first &&
  a.propertyId === b.propertyId;

/**
 * A document by id. `find` on `_id` alone is a direct lookup on both stores (the embedded
 * store's `findOne` builds a query cursor for its `limit`).
 */
const byId = async <T extends Document>(
  session: ReadSession,
  collection: string,
  id: string,
): Promise<T | null> => (await session.collection<T>(collection).find({ _id: id }))[0] ?? null;

/** Applies a change to a stored reservation (an unknown id is ignored, never thrown on). */
const change = async (
  session: ReadSession,
  position: bigint,
  reservationId: string,
  edit: (doc: ReservationDoc) => Partial<ReservationDoc>,
): Promise<void> => {
  const doc = await byId<ReservationDoc>(session, RESERVATIONS, reservationId);
  if (!doc) return;
  await save(session, position, derived({ ...doc, ...edit(doc) }), doc);
};

const created = (
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

const reservationEventTypes = [
  'ReservationCreated',
  'ReservationStatusChanged',
  'ReservationDatesChanged',
  'ReservationRoomAssigned',
  'ReservationRoomTypeChanged',
  'ReservationDiscountSet',
  'ReservationNotesChanged',
  'CancellationFeeChanged',
  'PaymentPosted',
  'PaymentDeleted',
  'ReceivablePaid',
  'IncomeEdited',
  'PaymentRefunded',
  'ServiceItemAdded',
  'ServiceItemRemoved',
  'ExtraBedAdded',
  'ExtraBedRemoved',
  'ReservationTaxAdded',
  'ReservationTaxRemoved',
  'StayGuestSaved',
  'StayGuestRemoved',
  'FolioRoutingSet',
  'PaymentWindowChanged',
  'GroupOpened',
  'ReservationsJoinedGroup',
  'ReservationRequestConverted',
] as const;
type HandledType = (typeof reservationEventTypes)[number];

/**
 * Reservations and groups (read models `reservations`, `groups`, `calendar`): the list, the
 * detail, the group page, the calendar and the dashboard's slim rows (`dashboard_stays`).
 * Everything comes from event data, so a rebuild gives the same documents.
 */
export const reservationsProjection: Projection = {
  name: 'reservations',
  // 3: the dashboard's rows; 4: calendar rows hold the stay packed as the calendar answer
  // sends it (calendar-payload.ts); 5: English names (payment methods, the dashboard's room
  // type, the calendar's source); 6: the calendar's week stamps; 7: payer windows and room
  // segments (issue 31: routing, mid-stay moves).
  version: 7,
  collections: [
    RESERVATIONS,
    RESERVATION_GROUPS,
    CALENDAR_STAYS,
    CALENDAR_WEEKS,
    RESERVATION_REQUEST_LINKS,
    DASHBOARD_STAYS,
  ],
  readModels: ['reservations', 'groups', 'calendar'],
  handles: reservationEventTypes,
  setup: async (store) => {
    // The embedded store answers an equality filter from the first index whose fields the
    // filter all names: the narrow ones go first.
    const reservations = store.collection(RESERVATIONS);
    await reservations.createIndex({ groupId: 1 });
    await reservations.createIndex({ propertyId: 1, checkIn: 1 });
    await reservations.createIndex({ propertyId: 1, checkOut: 1 });
    await reservations.createIndex({ propertyId: 1 });
    await reservations.createIndex({ propertyId: 1, createdAt: -1 });
    // The night audit's check: stays still waiting or in house, whatever their dates.
    await reservations.createIndex({ propertyId: 1, status: 1 });
    await store.collection(RESERVATION_GROUPS).createIndex({ propertyId: 1 });
    const calendar = store.collection(CALENDAR_STAYS);
    await calendar.createIndex({ propertyId: 1, week: 1, first: 1 });
    await calendar.createIndex({ propertyId: 1, week: 1 });
    await setupDashboardStays(store);
  },
  apply: async (event, session) => {
    const groups = session.collection<ReservationGroupDoc>(RESERVATION_GROUPS);
    const type = event.type as HandledType;
    switch (type) {
      case 'ReservationCreated': {
        const data = event.data as ReservationCreated['data'];
        // The group's events may come before or after the reservation's in one booking.
        const group = await byId<ReservationGroupDoc>(session, RESERVATION_GROUPS, data.groupId);
        const members = new Set([...(group?.reservationIds ?? []), data.reservationId]);
        const previous = await byId<ReservationDoc>(session, RESERVATIONS, data.reservationId);
        const link = await byId<RequestLinkDoc>(
          session,
          RESERVATION_REQUEST_LINKS,
          data.reservationId,
        );
        await save(
          session,
          event.position,
          created(data, members.size, link?.resReqId ?? null),
          previous,
        );
        return;
      }
      case 'ReservationStatusChanged': {
        const data = event.data as ReservationStatusChanged['data'];
        await change(session, event.position, data.reservationId, (doc) => {
          // A check-out before the booked departure ends the stay on the working date.
          const checkOut = data.checkOut ?? doc.checkOut;
          return {
            status: data.to,
            statusAt: data.at,
            cancellation: data.cancellation,
            notes: data.notes ?? doc.notes,
            checkOut,
            ...(checkOut !== doc.checkOut && doc.stayType === 'night'
              ? { stayNights: Math.max(0, daysBetween(doc.checkIn, checkOut)) }
              : {}),
          };
        });
        return;
      }
      case 'ReservationDatesChanged': {
        const data = event.data as ReservationDatesChanged['data'];
        await change(session, event.position, data.reservationId, () => ({
          stayType: data.stayType,
          checkIn: data.checkIn,
          checkOut: data.checkOut,
          arrivalTime: data.arrivalTime,
          exitTime: data.exitTime,
          hours: data.hours,
          timePrice: data.timePrice,
          ...priced(data.price),
        }));
        return;
      }
      case 'ReservationRoomAssigned': {
        const data = event.data as ReservationRoomAssigned['data'];
        await change(session, event.position, data.reservationId, (doc) => ({
          roomClone: data.roomClone,
          ...(data.segment ? { roomSegments: [...(doc.roomSegments ?? []), data.segment] } : {}),
        }));
        return;
      }
      case 'FolioRoutingSet': {
        const data = event.data as FolioRoutingSet['data'];
        await change(session, event.position, data.reservationId, () => ({
          routing: data.routing,
        }));
        return;
      }
      case 'PaymentWindowChanged': {
        const data = event.data as PaymentWindowChanged['data'];
        await change(session, event.position, data.reservationId, (doc) => ({
          payments: (doc.payments ?? []).map((p) =>
            p.id === data.paymentId ? { ...p, windowId: data.to } : p,
          ),
        }));
        return;
      }
      case 'ReservationRoomTypeChanged': {
        const data = event.data as ReservationRoomTypeChanged['data'];
        await change(session, event.position, data.reservationId, () => ({
          roomTypeClone: data.roomTypeClone,
          ratePlanClone: data.ratePlanClone,
          roomClone: data.roomClone,
          ...priced(data.price),
        }));
        return;
      }
      case 'ReservationDiscountSet': {
        const data = event.data as ReservationDiscountSet['data'];
        await change(session, event.position, data.reservationId, () => ({
          discountType: data.discountType,
          discount: data.discount,
          ...priced(data.price),
        }));
        return;
      }
      case 'CancellationFeeChanged': {
        const data = event.data as CancellationFeeChanged['data'];
        await change(session, event.position, data.reservationId, () => ({
          cancellation: data.after,
        }));
        return;
      }
      case 'ReservationNotesChanged': {
        const data = event.data as ReservationNotesChanged['data'];
        await change(session, event.position, data.reservationId, () => ({ notes: data.notes }));
        return;
      }
      case 'PaymentPosted': {
        const data = event.data as PaymentPosted['data'];
        await change(session, event.position, data.reservationId, (doc) => {
          const payments = [
            ...(doc.payments ?? []).filter((p) => p.id !== data.paymentId),
            paymentViewOf(data),
          ];
          return { payments, paid: paidOf(payments) };
        });
        return;
      }
      case 'PaymentDeleted': {
        const data = event.data as PaymentDeleted['data'];
        await change(session, event.position, data.reservationId, (doc) => {
          const payments = (doc.payments ?? []).filter((p) => p.id !== data.paymentId);
          return { payments, paid: paidOf(payments) };
        });
        return;
      }
      case 'ReceivablePaid': {
        const data = event.data as ReceivablePaid['data'];
        await change(session, event.position, data.reservationId, (doc) => ({
          payments: (doc.payments ?? []).map((p) =>
            p.id === data.paymentId ? { ...p, isPaid: true, paidAt: data.paidAt } : p,
          ),
        }));
        return;
      }
      case 'PaymentRefunded': {
        const data = event.data as PaymentRefunded['data'];
        await change(session, event.position, data.reservationId, (doc) => {
          const payments = (doc.payments ?? []).map((p) =>
            p.id === data.paymentId
              ? {
                  ...p,
                  refunds: [
                    ...(p.refunds ?? []).filter((r) => r.id !== data.refundId),
                    refundViewOf(data),
                  ],
                }
              : p,
          );
          return { payments, paid: paidOf(payments) };
        });
        return;
      }
      case 'IncomeEdited': {
        const data = event.data as IncomeEdited['data'];
        await change(session, event.position, data.reservationId, (doc) => ({
          payments: (doc.payments ?? []).map((p) =>
            p.id === data.paymentId ? { ...p, billType: data.billType, notes: data.notes } : p,
          ),
        }));
        return;
      }
      case 'ServiceItemAdded': {
        const data = event.data as ServiceItemAdded['data'];
        await change(session, event.position, data.reservationId, (doc) => ({
          items: [...(doc.items ?? []).filter((i) => i.itemId !== data.item.itemId), data.item],
          ...priced(data.price),
        }));
        return;
      }
      case 'ServiceItemRemoved': {
        const data = event.data as ServiceItemRemoved['data'];
        await change(session, event.position, data.reservationId, (doc) => ({
          items: (doc.items ?? []).filter((i) => i.itemId !== data.itemId),
          ...priced(data.price),
        }));
        return;
      }
      case 'ExtraBedAdded': {
        const data = event.data as ExtraBedAdded['data'];
        await change(session, event.position, data.reservationId, (doc) => ({
          extraBeds: [
            ...(doc.extraBeds ?? []).filter((b) => b.extraBedId !== data.extraBed.extraBedId),
            data.extraBed,
          ],
          ...priced(data.price),
        }));
        return;
      }
      case 'ExtraBedRemoved': {
        const data = event.data as ExtraBedRemoved['data'];
        await change(session, event.position, data.reservationId, (doc) => ({
          extraBeds: (doc.extraBeds ?? []).filter((b) => b.extraBedId !== data.extraBedId),
          ...priced(data.price),
        }));
        return;
      }
      case 'ReservationTaxAdded': {
        const data = event.data as ReservationTaxAdded['data'];
        await change(session, event.position, data.reservationId, (doc) => ({
          taxClones: [
            ...doc.taxClones.filter((t) => t.taxId !== data.taxClone.taxId),
            data.taxClone,
          ],
          ...priced(data.price),
        }));
        return;
      }
      case 'ReservationTaxRemoved': {
        const data = event.data as ReservationTaxRemoved['data'];
        await change(session, event.position, data.reservationId, (doc) => ({
          taxClones: doc.taxClones.filter((t) => t.taxId !== data.taxId),
          ...priced(data.price),
        }));
        return;
      }
      case 'StayGuestSaved': {
        const data = event.data as StayGuestSaved['data'];
        await change(session, event.position, data.reservationId, (doc) => {
          const guests = doc.guestClones ?? [];
          const known = guests.some((g) => g.guestCloneId === data.guest.guestCloneId);
          return {
            guestClones: known
              ? guests.map((g) => (g.guestCloneId === data.guest.guestCloneId ? data.guest : g))
              : [...guests, data.guest],
          };
        });
        return;
      }
      case 'StayGuestRemoved': {
        const data = event.data as StayGuestRemoved['data'];
        await change(session, event.position, data.reservationId, (doc) => ({
          guestClones: (doc.guestClones ?? []).filter((g) => g.guestCloneId !== data.guestCloneId),
        }));
        return;
      }
      case 'GroupOpened': {
        const { groupId, ...data } = event.data as GroupOpened['data'];
        const existing = await byId<ReservationGroupDoc>(session, RESERVATION_GROUPS, groupId);
        await groups.replaceOne(
          { _id: groupId },
          { _id: groupId, ...data, reservationIds: existing?.reservationIds ?? [] },
          { upsert: true },
        );
        return;
      }
      case 'ReservationsJoinedGroup': {
        const data = event.data as ReservationsJoinedGroup['data'];
        const group = await byId<ReservationGroupDoc>(session, RESERVATION_GROUPS, data.groupId);
        if (!group) return;
        const reservationIds = [...new Set([...group.reservationIds, ...data.reservationIds])];
        await groups.replaceOne({ _id: group._id }, { ...group, reservationIds });
        const groupSize = reservationIds.length;
        // Members not created yet take the size when they are.
        await session.collection<ReservationDoc>(RESERVATIONS).bulkWrite(
          reservationIds.map((id) => ({
            updateOne: {
              filter: { _id: id },
              update: { $set: { groupSize, isGroup: groupSize > 1 } },
            },
          })),
        );
        return;
      }
      case 'ReservationRequestConverted': {
        const data = event.data as ReservationRequestConverted['data'];
        await session.collection<RequestLinkDoc>(RESERVATION_REQUEST_LINKS).bulkWrite(
          data.reservationIds.map((id) => ({
            replaceOne: {
              filter: { _id: id },
              replacement: { _id: id, resReqId: data.resReqId },
              upsert: true,
            },
          })),
        );
        for (const id of data.reservationIds) {
          await change(session, event.position, id, () => ({ resReqId: data.resReqId }));
        }
        return;
      }
      default: {
        const unexpected: never = type;
        return unexpected;
      }
    }
  },
};
