import { z } from 'zod';
import { blockSchema } from '@hotel/events/blocks/events';
import { cleanlinessStatuses } from '@hotel/events/housekeeping/events';
import { apiSchema } from '@hotel/infra/http/api-schemas';
import {
  calendarChannelHoldResponse,
  holdConflictResponse,
} from '../channels/channel-hold-conflict-responses';
import { STAY_COLUMNS } from './calendar-payload';

/**
 * What GET /api/calendar answers (docs/reservations.md, "The calendar's answer"): room types
 * with their rooms, the blocks, and the stays packed as calendar-payload.ts describes (the UI
 * expands them with events/src/reservations/calendar-payload.ts).
 */

const packedSegment = z
  .tuple([z.string(), z.number().int(), z.number().int()])
  .describe('[roomId, fromDay, toDay]: an earlier room of a stay that moved mid-stay');

/** The stays, packed: one row per stay, its values in the order of `columns`. */
export const calendarStaysResponse = apiSchema(
  'CalendarStays',
  z.object({
    columns: z.array(z.enum(STAY_COLUMNS)),
    dayZero: z.string().describe('Rows give their dates as days after this one'),
    roomTypeIds: z.array(z.string()),
    roomIds: z.array(z.string()),
    statuses: z.array(z.string()),
    stayTypes: z.array(z.string()),
    times: z.array(z.string()),
    sources: z.array(z.string()),
    sourcesEn: z.array(z.string().nullable()),
    rows: z
      .array(z.array(z.union([z.string(), z.number(), z.null(), z.array(packedSegment)])))
      .describe('Indexes into the tables above, dates as days after dayZero'),
  }),
);

/** GET /api/calendar: from `from` up to, not including, `to`. */
export const calendarResponse = apiSchema(
  'Calendar',
  z.object({
    from: z.string(),
    to: z.string(),
    workingDate: z.string(),
    roomTypes: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        nameEn: z.string().optional(),
        shortName: z.string(),
        shortNameEn: z.string().optional(),
        rooms: z.array(
          z.object({ id: z.string(), name: z.string(), status: z.enum(cleanlinessStatuses) }),
        ),
      }),
    ),
    blocks: z.array(blockSchema.omit({ blockId: true }).extend({ id: z.string() })),
    channelHolds: z
      .array(calendarChannelHoldResponse)
      .describe("The sites' held holds among `blocks` (drawn as their own bars)"),
    conflicts: z
      .array(holdConflictResponse)
      .describe("The sites' events in conflict whose nights touch the range, with both parties"),
    allotted: z
      .array(z.object({ roomTypeId: z.string(), date: z.string(), rooms: z.number().int() }))
      .describe('Rooms the allotments still hold per room type and night (none: not listed)'),
    stays: calendarStaysResponse,
  }),
);
