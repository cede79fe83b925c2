import type {
  CalendarImportList,
  CalendarImportRegisteredAnswer,
  IdAnswer,
} from '../../lib/api-types.gen';
import { injectPropertyEndpoints } from '../../lib/property-endpoints';

/**
 * Calendar sync, import (docs/channels.md): the sites' calendar addresses registered per room,
 * each with its last fetch and holds, the conflicts, and the commands that add and remove one.
 */

export type {
  /** GET /api/calendar/imports (generated: projection-service/src/channels/calendar-import-responses.ts). */
  CalendarImportList,
  CalendarImport,
  CalendarImportConflict,
  CalendarImportHeld,
} from '../../lib/api-types.gen';

const calendarImportsApi = injectPropertyEndpoints((property) => ({
  listCalendarImports: property.read<CalendarImportList>('/calendar/imports', 'calendarImports'),
  registerCalendarImport: property.command<
    CalendarImportRegisteredAnswer,
    { roomId: string; channel: string; url: string }
  >('/calendar/imports', 'calendarImports'),
  /** A site's held booking made a reservation (docs/channels.md "A hold made a reservation"). */
  convertChannelHold: property.commandOn<
    IdAnswer,
    { holdId: string; guestName: string; phoneNumber: string; ratePlanId: string; adults: string }
  >(
    'holdId',
    (id) => `/calendar/holds/${id}/reservation`,
    'calendarImports',
    'calendar',
    'reservations',
    'groups',
  ),
  removeCalendarImport: property.remove('/calendar/imports', 'calendarImports'),
}));

export const {
  useListCalendarImportsQuery,
  useRegisterCalendarImportMutation,
  useRemoveCalendarImportMutation,
  useConvertChannelHoldMutation,
} = calendarImportsApi;
