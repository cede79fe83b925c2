import { errorsShownByScreen } from '../../lib/api';
import { injectPropertyEndpoints } from '../../lib/property-endpoints';
import {
  type DatesCheck,
  type DatesRequest,
  moveEndpoints,
} from '../../shared/reservations/reservations-api';

/**
 * The calendar's own names for the check and the changes of a move (POST /api/check/reservation,
 * /reservation/dates, /reservation/room, /update/roomtype): a move the server refuses (400,
 * 404, 409, 422 — a room taken or blocked meanwhile names its field, which the app's error
 * notification would leave to a form) is shown in the calendar's warning dialog, never
 * silently, and the notification stays out of it. Declared under their own endpoint names so
 * other screens' calls keep the notification; the commands themselves are the reservations'
 * (moveEndpoints: same requests, same refreshed lists).
 */
const calendarApi = injectPropertyEndpoints((property) => {
  const moves = moveEndpoints(property);
  return {
    checkCalendarMove: property.check<DatesCheck, { dates: DatesRequest }>(
      '/check/reservation',
      'dates',
    ),
    changeCalendarDates: moves.changeDates,
    assignCalendarRoom: moves.assignRoom,
    changeCalendarRoomType: moves.changeRoomType,
  };
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
