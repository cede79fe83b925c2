import { api, errorsShownByScreen } from '../../lib/api';
import type { DatesCheck, DatesRequest } from '../reservations/reservations-api';

/**
 * The calendar's own name for POST /api/check/reservation: a drag that the server refuses
 * (400, 404, 409) is shown in the calendar's warning dialog, and the app's error notification
 * stays out of it. Declared under its own endpoint name so other screens' checks keep the
 * notification.
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
  }),
});

/** Refusals of a check the calendar shows itself. */
export const CHECK_REFUSALS: readonly number[] = [400, 404, 409];
errorsShownByScreen('checkCalendarMove', CHECK_REFUSALS);

export const { useCheckCalendarMoveMutation } = calendarApi;
