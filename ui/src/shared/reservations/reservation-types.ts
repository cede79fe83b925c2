import type { CancellationFee, Fee, FeeBasis } from '@hotel/events/reservations/fees';
import type { FolioWindow, Routing } from '@hotel/events/folio/routing';
import type { ExtraBed, Payment, ServiceItem, StayGuest } from './folio-api';

/**
 * The reservations' read models and request bodies as the screens use them (the list, a
 * reservation, a group, the calendar, availability); the calls are in reservations-api.ts.
 */

export const RESERVATION_STATUSES = [
  'pending',
  'confirmed',
  'checked-in',
  'checked-out',
  'canceled',
  'no-show',
] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

export const STAY_TYPES = ['night', 'day', 'time'] as const;
export type StayType = (typeof STAY_TYPES)[number];

export type DiscountType = 'percent' | 'currency';

export const RESERVATION_TABS = [
  'todayCheckin',
  'todayCheckout',
  'tomorrowCheckin',
  'other',
] as const;
export type ReservationTab = (typeof RESERVATION_TABS)[number];

export interface GuestClone {
  name: string;
  surname: string | null;
  nationality: string;
  phoneNumber: string | null;
  email: string | null;
}

export interface RoomTypeClone {
  roomTypeId: string;
  name: string;
  /** The English name, when the room type had one at booking. */
  nameEn?: string;
  shortName: string;
  /** The English short name ("DBL"), when the room type had one at booking. */
  shortNameEn?: string;
  defaultPrice: number;
  priceDayUse: number;
  hasExtraBed: boolean;
  extraBeds: number | null;
}

export interface PriceLine {
  kind: 'room' | 'child' | 'extraBed' | 'service' | 'discount' | 'tax';
  name?: string;
  date?: string;
  quantity: number;
  price: number;
  amount: number;
}

export interface Price {
  nights: number;
  dayRates: { date: string; value: number }[];
  lines: PriceLine[];
  roomAmount: number;
  childrenAmount: number;
  discountAmount: number;
  taxes: { id: string; name: string; percentage: number; inclusive: boolean; amount: number }[];
  total: number;
}

/**
 * A status move the rules refuse today (events/src/reservations/rules.ts `statusRefusal`): the
 * rule's message key (`reservation.checkInFuture`, `reservation.balanceDue`, …) and its values.
 */
export interface StatusRefusal {
  status: ReservationStatus;
  rule: string;
  params: Record<string, string | number>;
}

/** One reservation (one room) as the list, the detail page and the group page read it. */
/** How a room-type change prices the room: the rate plan, the current price, or typed. */
export type RoomTypeCalcType = 'ratePlan' | 'keep' | 'currency';

/** What one price choice of a room-type change would cost (null total: not sellable). */
export interface ChoicePrice {
  total: number | null;
  roomAmount: number | null;
  reasons: string[];
}

/** One room type in the room-type change's check (POST /api/room/types/check). */
export interface RoomTypeFit {
  roomTypeId: string;
  name: string;
  nameEn: string | null;
  shortName: string;
  shortNameEn: string | null;
  current: boolean;
  available: boolean;
  freeRooms: { id: string; name: string }[];
  message: string | null;
  ratePlans: ({
    id: string | null;
    name: string;
    nameEn?: string | null;
    nonRef: boolean;
  } & ChoicePrice)[];
  keep: ChoicePrice | null;
  currency: ChoicePrice | null;
}

export interface Reservation {
  id: string;
  /** The reservation request it was made from, if any. */
  resReqId?: string | null;
  number: number;
  groupId: string;
  groupNumber: number;
  /** Rooms in the group. */
  groupSize: number;
  isGroup: boolean;
  status: ReservationStatus;
  /** When the status last changed (ISO). */
  statusAt: string;
  stayType: StayType;
  checkIn: string;
  checkOut: string;
  arrivalTime: string;
  exitTime: string;
  hours: number | null;
  /** Nights (night stays), else 0. */
  stayNights: number;
  numberOfGuests: number;
  numberOfChildren: number;
  childrenAges: number[];
  roomTypeClone: RoomTypeClone;
  roomClone: { roomId: string; name: string } | null;
  /**
   * The rooms slept in before a mid-stay move, oldest first (nights `from` up to `to`); the
   * current room holds from the last one's `to`. Absent or empty: the stay never moved mid-stay.
   */
  roomSegments?: { roomClone: { roomId: string; name: string }; from: string; to: string }[];
  sourceClone: {
    sourceId: string | null;
    name: string;
    nameEn?: string;
    shortName: string;
    color: string | null;
    isDefault: boolean;
    serviceName: string | null;
  };
  partnerClone: { partnerId: string; name: string; discount: number } | null;
  userClone: { userId: string; name: string | null; email: string | null };
  ratePlanClone: { ratePlanId: string; name: string; nameEn?: string; nonRef: boolean } | null;
  cancellationPolicyClone: {
    isFree: boolean;
    days: number | null;
    percent: number | null;
    additionPercent: number | null;
    basis?: FeeBasis;
    fixedAmount?: number | null;
    summaries: { mn: string; en: string };
  } | null;
  taxClones: {
    taxId: string;
    name: string;
    nameEn?: string;
    percentage: number;
    inclusive: boolean;
    isDefault: boolean;
  }[];
  guestClone: GuestClone;
  dayRates: { date: string; value: number }[];
  price: Price;
  /** What the stay costs (price.total). */
  amount: number;
  /** The folio's services, extra beds and the guests staying besides the booking's. */
  items: ServiceItem[];
  extraBeds: ExtraBed[];
  guestClones: StayGuest[];
  /** The folio's payments (oldest first) and their sum in tugrik. */
  payments: Payment[];
  paid: number;
  balance: number;
  /** Who pays which charges (null or absent: the guest pays everything). */
  routing?: Routing | null;
  /** The payer windows, the guest's first, each with its charges, paid and balance. */
  windows?: FolioWindow[];
  /** What a check-out still needs settled: every window's positive balance. */
  unsettled?: number;
  discount: number;
  discountType: DiscountType;
  timePrice: number | null;
  /** The fee of a canceled or no-show stay: the rule that gave it, how it was paid. */
  cancellation: CancellationFee | null;
  notes: string | null;
  isSendEmail: boolean;
  createdAt: string;
  /** What the screens may offer (the server enforces the same rules). */
  allowed: {
    /** Something is due: the pay dialog may open. */
    pay: boolean;
    /** Services, extra beds and taxes may be added (not canceled, not a no-show). */
    charge: boolean;
    addExtraBed: boolean;
    /** Taxes other than the default may be removed (nothing paid). */
    removeTax: boolean;
    /** The statuses the rules allow now (a list tab: those of its tab). */
    statuses: ReservationStatus[];
    /** The detail's other moves that make sense but are refused today, with the rule's reason. */
    refusedStatuses: StatusRefusal[];
    changeDates: boolean;
    changeCheckIn: boolean;
    changeRoomType: boolean;
    changeRoom: boolean;
    clearRoom: boolean;
    /** The fee of a canceled or no-show stay may be changed (also needs edit-cancellation-fees). */
    changeFee: boolean;
  };
  /** The fee the cancellation policy asks for cancelling on the working date. */
  suggestedCancellationFee: number;
  /** The policy's fees on the working date, with the rules that give them. */
  suggestedFees: { cancellation: Fee; noShow: Fee };
}

/** POST /api/reservation/cancellation: the fee of a canceled or no-show stay, afterwards. */
export interface CancellationFeeRequest {
  id: string;
  amount: number;
  isPaid: boolean;
  paymentMethodId: string | null;
  reason: string;
}

export interface ReservationListQuery {
  tab: ReservationTab;
  filterType?: 'createdAt' | 'checkIn' | 'checkOut';
  start?: string;
  end?: string;
  statuses?: ReservationStatus[];
  stayType?: StayType | '';
  isRequest?: boolean;
  notPaid?: boolean;
  search?: string;
  page: number;
  /** 0: all. */
  rowsPerPage: number;
}

export interface Group {
  id: string;
  number: number;
  createdAt: string;
  sourceClone: Reservation['sourceClone'];
  partnerClone: Reservation['partnerClone'];
  guestClone: GuestClone;
  reservations: Reservation[];
  amount: number;
  balance: number;
}

export interface CalendarRoom {
  id: string;
  name: string;
  status: 'clean' | 'dirty';
}

export interface CalendarRoomType {
  id: string;
  name: string;
  /** The English name, when it has one. */
  nameEn?: string;
  shortName: string;
  /** The English short name ("DBL"), when it has one. */
  shortNameEn?: string;
  rooms: CalendarRoom[];
}

/** A reservation as the calendar draws it. */
export interface CalendarBooking {
  id: string;
  number: number;
  groupId: string;
  groupNumber: number;
  roomTypeId: string;
  /** Null: not assigned yet (the unassigned drawer). */
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
  /** The source's English name (only present when it has one). */
  sourceNameEn?: string;
  /** The reservation request it was made from (only present when there is one). */
  resReqId?: string;
  /**
   * The rooms slept in before a mid-stay move, oldest first (nights `from` up to `to`);
   * `roomId` holds from the last one's `to`. Only present when the stay moved mid-stay.
   */
  segments?: { roomId: string; from: string; to: string }[];
}

/** A room block on the calendar (docs/front-office.md): the room is out of sale for its span. */
export interface CalendarBlock {
  id: string;
  roomId: string;
  roomTypeId: string;
  /** Whole nights from `startDate` to `endDate` (back on sale), or hours when `isTime`. */
  startDate: string;
  endDate: string;
  isTime: boolean;
  startTime: string | null;
  endTime: string | null;
  description: string | null;
}

export interface CalendarData {
  from: string;
  to: string;
  workingDate: string;
  roomTypes: CalendarRoomType[];
  /** Absent from older answers. */
  blocks?: CalendarBlock[];
  bookings: CalendarBooking[];
}

/** One room type's answer to an availability search. */
export interface RoomTypeAvailability {
  roomTypeId: string;
  name: string;
  /** The English name, when it has one. */
  nameEn?: string | null;
  shortName: string;
  shortNameEn?: string | null;
  occupancy: number;
  occupancyChildren: number;
  /** Rooms of the type free for the whole stay. */
  available: number;
  total: number;
  freeRooms: { id: string; name: string }[];
  ratePlans: {
    id: string | null;
    name: string;
    /** The English name, when the plan has one. */
    nameEn?: string | null;
    nonRef: boolean;
    /** Quoted for `adults` (or the room type's occupancy). */
    total: number;
    sellable: boolean;
    reasons: string[];
  }[];
}

export interface AvailabilityRequest {
  stayType: StayType;
  checkIn: string;
  checkOut: string;
  arrivalTime?: string | null;
  exitTime?: string | null;
  resTime?: number | null;
  adults?: number | null;
  partner?: { id: string } | null;
}

export interface BookRequest {
  gid?: string | null;
  source?: { id: string } | null;
  partner?: { id: string } | null;
  stayType: StayType;
  checkIn: string;
  checkOut: string;
  arrivalTime?: string | null;
  exitTime?: string | null;
  resTime?: number | null;
  timePrice?: number | null;
  notes?: string | null;
  roomTypes: {
    roomTypeId: string;
    ratePlanId: string | null;
    numberOfGuests: number;
    ageOfChildren: number[];
    quantity: number;
    roomIds?: string[];
  }[];
  roomId?: string | null;
  guest: {
    name: string;
    surname?: string | null;
    phoneNumber?: string | null;
    email?: string | null;
    nationality?: string | null;
  };
  status?: 'pending' | 'confirmed';
  isSendEmail?: boolean;
  /** The charges the partner pays: each room's folio gets a payer window for it (docs/folio.md). */
  partnerPays?: ('room' | 'tax' | 'service' | 'extraBed')[];
}

export interface Booked {
  groupId: string;
  reservationIds: string[];
  position: string;
  /** Only when the letter was asked for: whether the mail server took it. */
  emailSent?: boolean;
}

export interface DatesRequest {
  id: string;
  checkIn: string;
  checkOut: string;
  stayType?: StayType;
  arrivalTime?: string | null;
  exitTime?: string | null;
  resTime?: number | null;
  timePrice?: number | null;
  /** Moves the stay to this room of its type in the same step (a calendar drag). */
  roomId?: string;
}

/** POST /api/check/reservation: the new dates' availability and price (nothing is saved). */
export interface DatesCheck {
  available: boolean;
  total: number;
  balance: number;
  checkOut: string;
  message: string;
}

export interface StatusRequest {
  id: string;
  status: ReservationStatus;
  oldStatus: ReservationStatus;
  cancellationPayment?: number | null;
  isPaid?: boolean;
  /** The method a fee paid on the spot was paid by. */
  paymentMethodId?: string | null;
  notes?: string | null;
}

export interface Saved {
  id?: string;
  position: string;
}
