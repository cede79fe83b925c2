import { api, errorsShownByScreen } from '../../lib/api';
import type { DatesCheck, DatesRequest, Saved } from '../../shared/reservations/reservations-api';

interface Command {
  slug: string;
  idempotencyKey: string;
}

const command = <Body>(url: string, body: Body, { slug, idempotencyKey }: Command) => ({
  url,
  method: 'POST' as const,
  body,
  headers: { 'X-Slug': slug, 'Idempotency-Key': idempotencyKey },
});

/** A move saved from the calendar changes the list, the detail, the group and the calendar. */
const CHANGED = ['reservations', 'groups', 'calendar'] as const;

/**
 * The calendar's own names for the check and the changes of a move (POST /api/check/reservation,
 * /reservation/dates, /reservation/room, /update/roomtype): a move the server refuses (400,
 * 404, 409, 422 — a room taken or blocked meanwhile names its field, which the app's error
 * notification would leave to a form) is shown in the calendar's warning dialog, never
 * silently, and the notification stays out of it. Declared under their own endpoint names so
 * other screens' calls keep the notification.
 */
const calendarApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkCalendarMove: build.mutation<DatesCheck, { slug: string; dates: DatesRequest }>({
      query: ({ slug, dates }) => ({
        url: '/check/reservation',
        method: 'POST',
        body: dates,
        headers: { 'X-Slug': slug },
      }),
    }),
    changeCalendarDates: build.mutation<Saved, Command & { dates: DatesRequest }>({
      query: ({ dates, ...rest }) => command('/reservation/dates', dates, rest),
      invalidatesTags: (result) => (result ? [...CHANGED] : []),
    }),
    assignCalendarRoom: build.mutation<Saved, Command & { id: string; roomId: string | null }>({
      query: ({ id, roomId, ...rest }) => command('/reservation/room', { id, roomId }, rest),
      invalidatesTags: (result) => (result ? [...CHANGED] : []),
    }),
    changeCalendarRoomType: build.mutation<
      Saved,
      Command & { id: string; roomTypeId: string; ratePlanId: null; roomId: string | null }
    >({
      query: ({ slug, idempotencyKey, ...body }) =>
        command('/update/roomtype', body, { slug, idempotencyKey }),
      invalidatesTags: (result) => (result ? [...CHANGED] : []),
    }),
  }),
});

/** Refusals of a check the calendar shows itself. */
export const CHECK_REFUSALS: readonly number[] = [400, 404, 409];
errorsShownByScreen('checkCalendarMove', CHECK_REFUSALS);

/** Refusals of a move's save the calendar shows itself. */
export const SAVE_REFUSALS: readonly number[] = [400, 404, 409, 422];
errorsShownByScreen('changeCalendarDates', SAVE_REFUSALS);
errorsShownByScreen('assignCalendarRoom', SAVE_REFUSALS);
errorsShownByScreen('changeCalendarRoomType', SAVE_REFUSALS);

export const {
  useCheckCalendarMoveMutation,
  useChangeCalendarDatesMutation,
  useAssignCalendarRoomMutation,
  useChangeCalendarRoomTypeMutation,
} = calendarApi;
