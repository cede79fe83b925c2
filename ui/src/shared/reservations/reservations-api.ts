import type { CancellationFee, Fee, FeeBasis } from '@hotel/events/reservations/fees';
import { api } from '../../lib/api';
import type { FolioWindow, Routing } from '@hotel/events/folio/routing';
import type { ExtraBed, Payment, ServiceItem, StayGuest } from './folio-api';
import { type CompactCalendar, expandStays } from '@hotel/events/reservations/calendar-payload';

/**
 * Reservations, groups, the calendar and availability: the calls of docs/reservations.md.
 * Queries read the read models (projection service); commands go to the command service.
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

interface OfProperty {
  slug: string;
}

interface Command extends OfProperty {
  idempotencyKey: string;
}

const commandHeaders = ({ slug, idempotencyKey }: Command) => ({
  'X-Slug': slug,
  'Idempotency-Key': idempotencyKey,
});

const post = <Body>(url: string, body: Body, command: Command) => ({
  url,
  method: 'POST' as const,
  body,
  headers: commandHeaders(command),
});

/** Every reservation change touches the list, the detail, the group and the calendar. */
const CHANGED = ['reservations', 'groups', 'calendar'] as const;

const reservationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listReservations: build.query<
      { data: Reservation[]; total: number; workingDate: string },
      OfProperty & ReservationListQuery
    >({
      query: ({ slug, statuses, ...query }) => ({
        url: '/reservations',
        params: {
          ...Object.fromEntries(
            Object.entries(query).filter(([, v]) => v !== undefined && v !== '' && v !== false),
          ),
          ...(statuses && statuses.length > 0 ? { statuses: statuses.join(',') } : {}),
        },
        headers: { 'X-Slug': slug },
      }),
      providesTags: ['reservations'],
    }),
    getReservation: build.query<Reservation, OfProperty & { id: string }>({
      query: ({ slug, id }) => ({
        url: `/reservations/${encodeURIComponent(id)}`,
        headers: { 'X-Slug': slug },
      }),
      transformResponse: (response: { reservation: Reservation }) => response.reservation,
      providesTags: ['reservations'],
    }),
    getGroup: build.query<Group, OfProperty & { id: string }>({
      query: ({ slug, id }) => ({
        url: `/groups/${encodeURIComponent(id)}`,
        headers: { 'X-Slug': slug },
      }),
      transformResponse: (response: { group: Group }) => response.group,
      providesTags: ['groups', 'reservations'],
    }),
    /** Rooms and bookings from `from` up to, not including, `to`. */
    getCalendar: build.query<CalendarData, OfProperty & { from: string; to: string }>({
      query: ({ slug, from, to }) => ({
        url: '/calendar',
        params: { from, to },
        headers: { 'X-Slug': slug },
      }),
      // The stays come packed (calendar-payload.ts); the screens read them as objects.
      transformResponse: ({ stays, ...calendar }: CompactCalendar<CalendarData>): CalendarData => ({
        ...calendar,
        bookings: expandStays<ReservationStatus, StayType>(stays),
      }),
      providesTags: ['calendar', 'roomTypes'],
    }),
    /** The stepper's search (POST, but nothing is saved). */
    checkAvailability: build.mutation<
      { roomTypes: RoomTypeAvailability[] },
      OfProperty & { search: AvailabilityRequest }
    >({
      query: ({ slug, search }) => ({
        url: '/check/availability',
        method: 'POST',
        body: search,
        headers: { 'X-Slug': slug },
      }),
    }),
    bookReservation: build.mutation<Booked, Command & { booking: BookRequest }>({
      query: ({ booking, ...command }) => post('/reservations/book', booking, command),
      invalidatesTags: (result) => (result ? [...CHANGED] : []),
    }),
    changeStatus: build.mutation<Saved, Command & { change: StatusRequest }>({
      query: ({ change, ...command }) => post('/reservations/status', change, command),
      invalidatesTags: (result) => (result ? [...CHANGED] : []),
    }),
    changeCancellationFee: build.mutation<Saved, Command & { change: CancellationFeeRequest }>({
      query: ({ change, ...command }) => post('/reservation/cancellation', change, command),
      // A paid fee is an income of its own.
      invalidatesTags: (result) => (result ? [...CHANGED, 'incomes'] : []),
    }),
    changeNotes: build.mutation<Saved, Command & { id: string; notes: string | null }>({
      query: ({ id, notes, ...command }) => post('/reservations/notes', { id, notes }, command),
      // The page that typed the notes keeps its text; other screens refresh by notice.
      invalidatesTags: [],
    }),
    checkDates: build.mutation<DatesCheck, OfProperty & { dates: DatesRequest }>({
      query: ({ slug, dates }) => ({
        url: '/check/reservation',
        method: 'POST',
        body: dates,
        headers: { 'X-Slug': slug },
      }),
    }),
    changeDates: build.mutation<Saved, Command & { dates: DatesRequest }>({
      query: ({ dates, ...command }) => post('/reservation/dates', dates, command),
      invalidatesTags: (result) => (result ? [...CHANGED] : []),
    }),
    assignRoom: build.mutation<Saved, Command & { id: string; roomId: string | null }>({
      query: ({ id, roomId, ...command }) => post('/reservation/room', { id, roomId }, command),
      invalidatesTags: (result) => (result ? [...CHANGED] : []),
    }),
    changeRoomType: build.mutation<
      Saved,
      Command & {
        id: string;
        roomTypeId: string;
        ratePlanId: string | null;
        roomId?: string | null;
        calcTypeValue?: RoomTypeCalcType;
        calcValue?: number | null;
      }
    >({
      query: ({ slug, idempotencyKey, ...body }) =>
        post('/update/roomtype', body, { slug, idempotencyKey }),
      invalidatesTags: (result) => (result ? [...CHANGED] : []),
    }),
    /** POST /api/room/types/check: which room types can take the stay, each choice's price. */
    checkRoomTypes: build.query<
      { roomTypes: RoomTypeFit[] },
      OfProperty & { id: string; calcValue: number | null }
    >({
      query: ({ slug, id, calcValue }) => ({
        url: '/room/types/check',
        method: 'POST',
        body: { id, calcValue },
        headers: { 'X-Slug': slug },
      }),
      providesTags: ['reservations', 'calendar'],
    }),
    setDiscount: build.mutation<
      Saved,
      Command & { id: string; discountType: DiscountType; discount: number }
    >({
      query: ({ slug, idempotencyKey, ...body }) =>
        post('/reservation/discount', body, { slug, idempotencyKey }),
      invalidatesTags: (result) => (result ? [...CHANGED] : []),
    }),
  }),
});

export const {
  useListReservationsQuery,
  useGetReservationQuery,
  useGetGroupQuery,
  useGetCalendarQuery,
  useCheckAvailabilityMutation,
  useBookReservationMutation,
  useChangeStatusMutation,
  useChangeCancellationFeeMutation,
  useChangeNotesMutation,
  useCheckDatesMutation,
  useChangeDatesMutation,
  useAssignRoomMutation,
  useChangeRoomTypeMutation,
  useCheckRoomTypesQuery,
  useSetDiscountMutation,
} = reservationsApi;
