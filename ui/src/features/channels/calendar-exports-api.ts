import type { CalendarExportCreatedAnswer, CalendarExportList } from '../../lib/api-types.gen';
import { injectPropertyEndpoints } from '../../lib/property-endpoints';

/**
 * Calendar sync, export (docs/channels.md): the property's room types and rooms with their iCal
 * feeds, and the commands that create and revoke a feed.
 */

export type {
  /** GET /api/calendar/exports (generated: projection-service/src/channels/calendar-export-responses.ts). */
  CalendarExportList,
  /** A live feed: its id, token and when it was made. */
  CalendarExport,
} from '../../lib/api-types.gen';
export type CalendarExportTarget = 'room' | 'roomType';

/** The public address of a feed, on the app's own origin. */
export const feedUrlOf = (token: string, origin: string = window.location.origin): string =>
  `${origin}/ical/${token}.ics`;

const calendarExportsApi = injectPropertyEndpoints((property) => ({
  // The rooms and room types come from the room types' read model.
  listCalendarExports: property.read<CalendarExportList>(
    '/calendar/exports',
    'calendarExports',
    'roomTypes',
  ),
  createCalendarExport: property.command<
    CalendarExportCreatedAnswer,
    { target: CalendarExportTarget; targetId: string }
  >('/calendar/exports', 'calendarExports'),
  revokeCalendarExport: property.remove('/calendar/exports', 'calendarExports'),
}));

export const {
  useListCalendarExportsQuery,
  useCreateCalendarExportMutation,
  useRevokeCalendarExportMutation,
} = calendarExportsApi;
