import { renderScreen } from '../../test/render';
import { CalendarSyncPage } from './calendar-sync-page';

/** A calendar feed's token, as the server makes them (long, URL-safe). */
export const TOKEN = 'Tk9ULWEtcmVhbC10b2tlbi1idXQtbG9uZy1lbm91Z2g';

/** The calendar sync page of property h-1, signed in (`search`: the address's query, `?hold=`). */
export const showCalendarSync = (search = '') =>
  renderScreen(<CalendarSyncPage />, {
    path: `/p/h-1/s/calendar/sync${search}`,
    namespaces: ['channels'],
    token: 't',
  });
