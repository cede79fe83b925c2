import { type CompactCalendar, expandStays } from '@hotel/events/reservations/calendar-payload';
import { api } from '../../lib/api';
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
import {
  type OfProperty,
  type PropertyCommand,
  postCommand,
  propertyHeaders,
} from '../../lib/property-requests';

export * from './reservation-types';

/**
 * Reservations, groups, the calendar and availability: the calls of docs/reservations.md.
 * Queries read the read models (projection service); commands go to the command service.
 */

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
        headers: propertyHeaders({ slug }),
      }),
      providesTags: ['reservations'],
    }),
    getReservation: build.query<Reservation, OfProperty & { id: string }>({
      query: ({ slug, id }) => ({
        url: `/reservations/${encodeURIComponent(id)}`,
        headers: propertyHeaders({ slug }),
      }),
      transformResponse: (response: { reservation: Reservation }) => response.reservation,
      providesTags: ['reservations'],
    }),
    getGroup: build.query<Group, OfProperty & { id: string }>({
      query: ({ slug, id }) => ({
        url: `/groups/${encodeURIComponent(id)}`,
        headers: propertyHeaders({ slug }),
      }),
      transformResponse: (response: { group: Group }) => response.group,
      providesTags: ['groups', 'reservations'],
    }),
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
    checkAvailability: build.mutation<
      { roomTypes: RoomTypeAvailability[] },
      OfProperty & { search: AvailabilityRequest }
    >({
      query: ({ slug, search }) => ({
        url: '/check/availability',
        method: 'POST',
        body: search,
        headers: propertyHeaders({ slug }),
      }),
    }),
    bookReservation: build.mutation<Booked, PropertyCommand & { booking: BookRequest }>({
      query: ({ booking, ...command }) => postCommand('/reservations/book', booking, command),
      invalidatesTags: (result) => (result ? [...CHANGED] : []),
    }),
    changeStatus: build.mutation<Saved, PropertyCommand & { change: StatusRequest }>({
      query: ({ change, ...command }) => postCommand('/reservations/status', change, command),
      invalidatesTags: (result) => (result ? [...CHANGED] : []),
    }),
    changeCancellationFee: build.mutation<
      Saved,
      PropertyCommand & { change: CancellationFeeRequest }
    >({
      query: ({ change, ...command }) => postCommand('/reservation/cancellation', change, command),
      // A paid fee is an income of its own.
      invalidatesTags: (result) => (result ? [...CHANGED, 'incomes'] : []),
    }),
    changeNotes: build.mutation<Saved, PropertyCommand & { id: string; notes: string | null }>({
      query: ({ id, notes, ...command }) =>
        postCommand('/reservations/notes', { id, notes }, command),
      // The page that typed the notes keeps its text; other screens refresh by notice.
      invalidatesTags: [],
    }),
    checkDates: build.mutation<DatesCheck, OfProperty & { dates: DatesRequest }>({
      query: ({ slug, dates }) => ({
        url: '/check/reservation',
        method: 'POST',
        body: dates,
        headers: propertyHeaders({ slug }),
      }),
    }),
    changeDates: build.mutation<Saved, PropertyCommand & { dates: DatesRequest }>({
      query: ({ dates, ...command }) => postCommand('/reservation/dates', dates, command),
      invalidatesTags: (result) => (result ? [...CHANGED] : []),
    }),
    assignRoom: build.mutation<Saved, PropertyCommand & { id: string; roomId: string | null }>({
      query: ({ id, roomId, ...command }) =>
        postCommand('/reservation/room', { id, roomId }, command),
      invalidatesTags: (result) => (result ? [...CHANGED] : []),
    }),
    changeRoomType: build.mutation<
      Saved,
      PropertyCommand & {
        id: string;
        roomTypeId: string;
        ratePlanId: string | null;
        roomId?: string | null;
        calcTypeValue?: RoomTypeCalcType;
        calcValue?: number | null;
      }
    >({
      query: ({ slug, idempotencyKey, ...body }) =>
        postCommand('/update/roomtype', body, { slug, idempotencyKey }),
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
        headers: propertyHeaders({ slug }),
      }),
      providesTags: ['reservations', 'calendar'],
    }),
    setDiscount: build.mutation<
      Saved,
      PropertyCommand & { id: string; discountType: DiscountType; discount: number }
    >({
      query: ({ slug, idempotencyKey, ...body }) =>
        postCommand('/reservation/discount', body, { slug, idempotencyKey }),
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
