import type {
  CancellationPolicyClone,
  DiscountType,
  GuestClone,
  PartnerClone,
  Price,
  RatePlanClone,
  ReservationStatus,
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
  PaymentIncomeType,
  ServiceItem,
  StayGuest,
} from '@hotel/events/folio/events';
import type { FolioWindow, Routing, WindowId } from '@hotel/events/folio/routing';
import type { CancellationFee } from '@hotel/events/reservations/fees';
import type { Document } from '@hotel/infra/read-store/port';
import type { PackedStay } from './calendar-payload';

// The reservations projection's collections and the documents it keeps in them.

export const RESERVATIONS = 'reservations';
export const RESERVATION_GROUPS = 'reservation_groups';
/** The calendar's slim copy of each live stay, one row per week the stay touches. */
export const CALENDAR_STAYS = 'calendar_stays';
/**
 * Reservation → the request it was converted from. The request's event and the
 * reservation's come in one append, in either order: whichever comes second finds the other.
 */
export const RESERVATION_REQUEST_LINKS = 'reservation_request_links';

export interface RequestLinkDoc extends Document {
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
 * When a property's week of calendar rows last changed: the position and id of the event that
 * changed them (`weekStamp`; a rebuild gives the same stamps; weeks stamped by earlier
 * versions hold the position alone). The calendar's answer keeps each week's rows packed and
 * compressed against it (calendar-cache.ts). `_id` = `{propertyId}|{week}`.
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
