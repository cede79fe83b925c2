import { api } from '../../lib/api';
import type { components } from '../../lib/api-types.gen';
import { type OfProperty, propertyHeaders } from '../../lib/property-requests';

/**
 * The booking sites' conflicts with our bookings, both parties named (GET /api/calendar/
 * conflicts; generated from projection-service/src/channels/channel-hold-conflict-responses.ts;
 * docs/channels.md "Conflicts on the dashboard and the calendar").
 */
type Schemas = components['schemas'];
export type HoldConflict = Schemas['HoldConflict'];
export type HoldConflictList = Schemas['HoldConflictList'];

const holdConflictsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listHoldConflicts: build.query<HoldConflictList, OfProperty>({
      query: (args) => ({ url: '/calendar/conflicts', headers: propertyHeaders(args) }),
      // The holds change with the imports' read model; our side's number and guest with the
      // reservations, a block's description with the blocks.
      providesTags: ['calendarImports', 'reservations', 'blocks'],
    }),
  }),
});

export const { useListHoldConflictsQuery } = holdConflictsApi;
