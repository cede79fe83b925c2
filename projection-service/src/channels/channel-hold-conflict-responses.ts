import { z } from 'zod';
import { apiSchema } from '@hotel/infra/http/api-schemas';

/**
 * A booking site's event that collides with what holds the room, with both parties named for
 * the desk (GET /api/calendar/conflicts, the dashboard; GET /api/calendar, the room calendar).
 */

/** Our side of a conflict: what held the room (or its type) first, named for people. */
export const holdConflictPartyResponse = apiSchema(
  'HoldConflictParty',
  z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('stay'),
      reservationId: z.string(),
      number: z.number().int().nullable(),
      guestName: z.string().nullable().describe('Null: the reservation is not on the list (yet)'),
    }),
    z.object({
      kind: z.literal('block'),
      blockId: z.string(),
      description: z.string().nullable(),
    }),
    z.object({
      kind: z.literal('channelHold'),
      holdId: z.string(),
      channel: z.string(),
      uid: z.string(),
    }),
    z.object({ kind: z.literal('roomType'), roomTypeId: z.string() }),
  ]),
);

export const holdConflictResponse = apiSchema(
  'HoldConflict',
  z.object({
    holdId: z.string(),
    importId: z.string(),
    roomId: z.string(),
    roomName: z.string().nullable(),
    roomTypeId: z.string(),
    channel: z.string(),
    uid: z.string(),
    startDate: z.string(),
    endDate: z.string().describe('The departure (exclusive)'),
    date: z.string().describe('The first night both want'),
    with: holdConflictPartyResponse,
  }),
);

export const holdConflictListResponse = apiSchema(
  'HoldConflictList',
  z.object({ conflicts: z.array(holdConflictResponse) }),
);

/** A site's held booking as the room calendar draws it (its own bar). */
export const calendarChannelHoldResponse = apiSchema(
  'CalendarChannelHold',
  z.object({
    id: z.string().describe('The hold (also the id of its entry in `blocks`)'),
    importId: z.string(),
    roomId: z.string(),
    channel: z.string(),
    uid: z.string(),
    startDate: z.string(),
    endDate: z.string(),
  }),
);
