import { errorsShownByScreen } from '../../lib/api';
import { injectPropertyEndpoints } from '../../lib/property-endpoints';
import type { DatesCheck, DatesRequest, Saved } from '../../shared/reservations/reservations-api';

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
const calendarApi = injectPropertyEndpoints((property) => ({
  checkCalendarMove: property.check<DatesCheck, { dates: DatesRequest }>(
    '/check/reservation',
    'dates',
  ),
  changeCalendarDates: property.save<Saved, { dates: DatesRequest }>(
    '/reservation/dates',
    'dates',
    ...CHANGED,
  ),
  assignCalendarRoom: property.command<Saved, { id: string; roomId: string | null }>(
    '/reservation/room',
    ...CHANGED,
  ),
  changeCalendarRoomType: property.command<
    Saved,
    { id: string; roomTypeId: string; ratePlanId: null; roomId: string | null }
  >('/update/roomtype', ...CHANGED),
}));

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
