import type { FolioWindow } from '@hotel/events/folio/routing';
import type { components } from '../../lib/api-types.gen';

type Schemas = components['schemas'];

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

/** The booking's guest as the reservation keeps them (generated, as every type below). */
export type GuestClone = Schemas['Reservation']['guestClone'];

/** The room type as it was at booking. */
export type RoomTypeClone = Schemas['Reservation']['roomTypeClone'];

/** What a stay costs: its nights' rates, its lines (room, child, extra bed, …), taxes, total. */
export type Price = Schemas['Reservation']['price'];
export type PriceLine = Price['lines'][number];

/**
 * A status move the rules refuse today (events/src/reservations/rules.ts `statusRefusal`): the
 * rule's message key (`reservation.checkInFuture`, `reservation.balanceDue`, …) and its values.
 */
export type StatusRefusal = Schemas['ReservationAllowed']['refusedStatuses'][number];

/** How a room-type change prices the room: the rate plan, the current price, or typed. */
export type RoomTypeCalcType = 'ratePlan' | 'keep' | 'currency';

/** One room type in the room-type change's check (POST /api/room/types/check). */
export type RoomTypeFit = Schemas['RoomTypesCheckAnswer']['roomTypes'][number];

/** What one price choice of a room-type change would cost (null total: not sellable). */
export type ChoicePrice = NonNullable<RoomTypeFit['keep']>;

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

/** One room type's answer to an availability search (POST /api/availability). */
export type RoomTypeAvailability = Schemas['AvailabilityAnswer']['roomTypes'][number];

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
