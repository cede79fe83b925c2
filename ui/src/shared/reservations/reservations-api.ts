import { type CompactCalendar, expandStays } from '@hotel/events/reservations/calendar-payload';
import { rangeTagId } from '../../lib/live-updates';
import type {
  ReservationStatus,
  StayType,
  DiscountType,
  RoomTypeCalcType,
  RoomTypeFit,
  Reservation,
  CancellationFeeRequest,
  ReservationListQuery,
  Group,
  CalendarData,
  RoomTypeAvailability,
  AvailabilityRequest,
  BookRequest,
  Booked,
  DatesRequest,
  DatesCheck,
  StatusRequest,
  Saved,
} from './reservation-types';
import { type PropertyEndpoints, injectPropertyEndpoints } from '../../lib/property-endpoints';
import { type OfProperty, propertyHeaders } from '../../lib/property-requests';

export * from './reservation-types';

/**
 * Reservations, groups, the calendar and availability: the calls of docs/reservations.md.
 * Queries read the read models (projection service); commands go to the command service.
 */

/** Every reservation change touches the list, the detail, the group and the calendar. */
const CHANGED = ['reservations', 'groups', 'calendar'] as const;

/**
 * A stay's move: other dates, a room, another room type. The calendar declares the same
 * commands again under its own names (calendar-api.ts), so that it shows their refusals itself.
 */
export const moveEndpoints = (property: PropertyEndpoints) => ({
  changeDates: property.save<Saved, { dates: DatesRequest }>(
    '/reservation/dates',
    'dates',
    ...CHANGED,
  ),
  assignRoom: property.command<Saved, { id: string; roomId: string | null }>(
    '/reservation/room',
    ...CHANGED,
  ),
  changeRoomType: property.command<
    Saved,
    {
      id: string;
      roomTypeId: string;
      ratePlanId: string | null;
      roomId?: string | null;
      calcTypeValue?: RoomTypeCalcType;
      calcValue?: number | null;
    }
  >('/update/roomtype', ...CHANGED),
});

const reservationsApi = injectPropertyEndpoints((property, build) => ({
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
      headers: propertyHeaders({ slug }),
    }),
    providesTags: ['reservations'],
  }),
  getReservation: property.readItemIn<{ reservation: Reservation }>(
    '/reservations',
    'reservation',
    'reservations',
  ),
  getGroup: property.readItemIn<{ group: Group }>('/groups', 'group', 'groups', 'reservations'),
  /** Rooms and bookings from `from` up to, not including, `to`. */
  getCalendar: build.query<CalendarData, OfProperty & { from: string; to: string }>({
    query: ({ slug, from, to }) => ({
      url: '/calendar',
      params: { from, to },
      headers: propertyHeaders({ slug }),
    }),
    // The stays come packed (calendar-payload.ts); the screens read them as objects.
    transformResponse: ({ stays, ...calendar }: CompactCalendar<CalendarData>): CalendarData => ({
      ...calendar,
      bookings: expandStays<ReservationStatus, StayType>(stays),
    }),
    // Tagged with its range: a live notice refetches only the ranges its nights overlap.
    providesTags: (_result, _error, { from, to }) => [
      { type: 'calendar', id: rangeTagId(from, to) },
      'roomTypes',
    ],
  }),
  /** The stepper's search (POST, but nothing is saved). */
  checkAvailability: property.check<
    { roomTypes: RoomTypeAvailability[] },
    { search: AvailabilityRequest }
  >('/check/availability', 'search'),
  bookReservation: property.save<Booked, { booking: BookRequest }>(
    '/reservations/book',
    'booking',
    ...CHANGED,
  ),
  changeStatus: property.save<Saved, { change: StatusRequest }>(
    '/reservations/status',
    'change',
    ...CHANGED,
  ),
  // A paid fee is an income of its own.
  changeCancellationFee: property.save<Saved, { change: CancellationFeeRequest }>(
    '/reservation/cancellation',
    'change',
    ...CHANGED,
    'incomes',
  ),
  // The page that typed the notes keeps its text; other screens refresh by notice.
  changeNotes: property.command<Saved, { id: string; notes: string | null }>('/reservations/notes'),
  checkDates: property.check<DatesCheck, { dates: DatesRequest }>('/check/reservation', 'dates'),
  ...moveEndpoints(property),
  /** POST /api/room/types/check: which room types can take the stay, each choice's price. */
  checkRoomTypes: build.query<
    { roomTypes: RoomTypeFit[] },
    OfProperty & { id: string; calcValue: number | null }
  >({
    query: ({ slug, id, calcValue }) => ({
      url: '/room/types/check',
      method: 'POST',
      body: { id, calcValue },
      headers: propertyHeaders({ slug }),
    }),
    providesTags: ['reservations', 'calendar'],
  }),
  setDiscount: property.command<
    Saved,
    { id: string; discountType: DiscountType; discount: number }
  >('/reservation/discount', ...CHANGED),
}));

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
