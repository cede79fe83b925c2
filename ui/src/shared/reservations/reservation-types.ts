import type { FolioWindow } from '@hotel/events/folio/routing';
import type { ExpandedStay } from '@hotel/events/reservations/calendar-payload';
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

/** What the calendar reads besides its stays (GET /api/calendar; generated). */
type Calendar = Schemas['Calendar'];
export type CalendarRoomType = Calendar['roomTypes'][number];
export type CalendarRoom = CalendarRoomType['rooms'][number];

/** A reservation as the calendar draws it: a stay unpacked by `@hotel/events`' decoder. */
export type CalendarBooking = ExpandedStay<ReservationStatus, StayType>;

/** A room block on the calendar (docs/front-office.md): the room is out of sale for its span. */
export type CalendarBlock = Calendar['blocks'][number];

/** A booking site's held booking on the calendar (its entry in `blocks` has the same id). */
export type CalendarChannelHold = Calendar['channelHolds'][number];
/** A site's event in conflict with what holds its room, with both parties (docs/channels.md). */
export type CalendarConflict = Calendar['conflicts'][number];
/** Rooms the allotments still hold of a room type on a night (docs/allotments.md). */
export type CalendarAllotted = Calendar['allotted'][number];

/** The calendar with its stays unpacked (`bookings`). */
export type CalendarData = Omit<
  Calendar,
  'stays' | 'blocks' | 'channelHolds' | 'conflicts' | 'allotted'
> & {
  /** Absent from older answers (and the screens' samples that leave them out). */
  blocks?: CalendarBlock[];
  channelHolds?: CalendarChannelHold[];
  conflicts?: CalendarConflict[];
  allotted?: CalendarAllotted[];
  bookings: CalendarBooking[];
};

/** One room type's answer to an availability search (POST /api/availability). */
export type RoomTypeAvailability = Schemas['AvailabilityAnswer']['roomTypes'][number];

/** When a stay is: its kind, its dates and (by the hour) its times; searched and booked alike. */
interface StayWhen {
  stayType: StayType;
  checkIn: string;
  checkOut: string;
  arrivalTime?: string | null;
  exitTime?: string | null;
  resTime?: number | null;
}

export interface AvailabilityRequest extends StayWhen {
  adults?: number | null;
  partner?: { id: string } | null;
}

export interface BookRequest extends StayWhen {
  gid?: string | null;
  source?: { id: string } | null;
  partner?: { id: string } | null;
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

/** POST /api/reservations/book: the group and its reservations (generated). */
export type Booked = Schemas['BookingAnswer'];

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
export type DatesCheck = Schemas['DatesCheckAnswer'];

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

/** A command's answer (generated: `CommandAnswer`): the position to read the change from. */
export type Saved = components['schemas']['CommandAnswer'];
