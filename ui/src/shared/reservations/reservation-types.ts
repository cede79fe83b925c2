import type { FolioWindow } from '@hotel/events/folio/routing';
import type { components } from '../../lib/api-types.gen';

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

/**
 * One reservation (one room) as the list, the detail page and the group page read it
 * (generated: projection-service/src/reservations/responses.ts).
 */
export type Reservation = Omit<
  components['schemas']['Reservation'],
  'resReqId' | 'windows' | 'unsettled' | 'guestName' | 'roomName'
> & {
  // The screens' sample and test reservations leave these out (the server always sends them).
  resReqId?: string | null;
  windows?: FolioWindow[];
  unsettled?: number;
};

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

export type Group = Omit<
  components['schemas']['ReservationGroupDetail']['group'],
  'reservations'
> & {
  reservations: Reservation[];
};

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
