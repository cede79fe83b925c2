import { api } from '../../lib/api';
import type { components } from '../../lib/api-types.gen';
import {
  removeOf,
  onceAccepted,
  postCommand,
  propertyHeaders,
  type OfProperty,
  type PropertyCommand,
  type RemoveCommand,
} from '../../lib/property-requests';

/**
 * Calendar sync, export (docs/channels.md): the property's room types and rooms with their iCal
 * feeds, and the commands that create and revoke a feed.
 */

type Schemas = components['schemas'];
/** GET /api/calendar/exports (generated: projection-service/src/channels/calendar-export-responses.ts). */
export type CalendarExportList = Schemas['CalendarExportList'];
/** A live feed: its id, token and when it was made. */
export type CalendarExport = Schemas['CalendarExport'];
export type CalendarExportTarget = 'room' | 'roomType';

/** The public address of a feed, on the app's own origin. */
export const feedUrlOf = (token: string, origin: string = window.location.origin): string =>
  `${origin}/ical/${token}.ics`;

const calendarExportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listCalendarExports: build.query<CalendarExportList, OfProperty>({
      query: (args) => ({ url: '/calendar/exports', headers: propertyHeaders(args) }),
      // The rooms and room types come from the room types' read model.
      providesTags: ['calendarExports', 'roomTypes'],
    }),
    createCalendarExport: build.mutation<
      Schemas['CalendarExportCreatedAnswer'],
      PropertyCommand & { target: CalendarExportTarget; targetId: string }
    >({
      query: ({ target, targetId, ...command }) =>
        postCommand('/calendar/exports', { target, targetId }, command),
      invalidatesTags: onceAccepted('calendarExports'),
    }),
    revokeCalendarExport: build.mutation<Schemas['CommandAnswer'], RemoveCommand>({
      query: removeOf('/calendar/exports'),
      invalidatesTags: onceAccepted('calendarExports'),
    }),
  }),
});

export const {
  useListCalendarExportsQuery,
  useCreateCalendarExportMutation,
  useRevokeCalendarExportMutation,
} = calendarExportsApi;
