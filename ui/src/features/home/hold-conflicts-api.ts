import type { HoldConflictList } from '../../lib/api-types.gen';
import { injectPropertyEndpoints } from '../../lib/property-endpoints';

/**
 * The booking sites' conflicts with our bookings, both parties named (GET /api/calendar/
 * conflicts; generated from projection-service/src/channels/channel-hold-conflict-responses.ts;
 * docs/channels.md "Conflicts on the dashboard and the calendar").
 */
export type { HoldConflict, HoldConflictList } from '../../lib/api-types.gen';

const holdConflictsApi = injectPropertyEndpoints((property) => ({
  // The holds change with the imports' read model; our side's number and guest with the
  // reservations, a block's description with the blocks.
  listHoldConflicts: property.read<HoldConflictList>(
    '/calendar/conflicts',
    'calendarImports',
    'reservations',
    'blocks',
  ),
}));

export const { useListHoldConflictsQuery } = holdConflictsApi;
