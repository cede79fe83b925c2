import { api } from '../../lib/api';
import type { components } from '../../lib/api-types.gen';
import {
  onceAccepted,
  type OfProperty,
  postCommand,
  propertyHeaders,
  type PropertyCommand,
  removeOf,
  type RemoveCommand,
} from '../../lib/property-requests';

/**
 * Calendar sync, import (docs/channels.md): the sites' calendar addresses registered per room,
 * each with its last fetch and holds, the conflicts, and the commands that add and remove one.
 */

type Schemas = components['schemas'];
/** GET /api/calendar/imports (generated: projection-service/src/channels/calendar-import-responses.ts). */
export type CalendarImportList = Schemas['CalendarImportList'];
export type CalendarImport = Schemas['CalendarImport'];
export type CalendarImportConflict = Schemas['CalendarImportConflict'];
export type CalendarImportHeld = Schemas['CalendarImportHeld'];

const calendarImportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listCalendarImports: build.query<CalendarImportList, OfProperty>({
      query: (args) => ({ url: '/calendar/imports', headers: propertyHeaders(args) }),
      providesTags: ['calendarImports'],
    }),
    registerCalendarImport: build.mutation<
      Schemas['CalendarImportRegisteredAnswer'],
      PropertyCommand & { roomId: string; channel: string; url: string }
    >({
      query: ({ roomId, channel, url, ...command }) =>
        postCommand('/calendar/imports', { roomId, channel, url }, command),
      invalidatesTags: onceAccepted('calendarImports'),
    }),
    /** A site's held booking made a reservation (docs/channels.md "A hold made a reservation"). */
    convertChannelHold: build.mutation<
      Schemas['IdAnswer'],
      PropertyCommand & {
        holdId: string;
        guestName: string;
        phoneNumber: string;
        ratePlanId: string;
        adults: string;
      }
    >({
      query: ({ holdId, guestName, phoneNumber, ratePlanId, adults, ...command }) =>
        postCommand(
          `/calendar/holds/${encodeURIComponent(holdId)}/reservation`,
          { guestName, phoneNumber, ratePlanId, adults },
          command,
        ),
      invalidatesTags: onceAccepted('calendarImports', 'calendar', 'reservations', 'groups'),
    }),
    removeCalendarImport: build.mutation<Schemas['CommandAnswer'], RemoveCommand>({
      query: removeOf('/calendar/imports'),
      invalidatesTags: onceAccepted('calendarImports'),
    }),
  }),
});

export const {
  useListCalendarImportsQuery,
  useRegisterCalendarImportMutation,
  useRemoveCalendarImportMutation,
  useConvertChannelHoldMutation,
} = calendarImportsApi;
