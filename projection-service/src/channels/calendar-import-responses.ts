import { z } from 'zod';
import { calendarFetchStatuses } from '@hotel/events/channels/calendar-import-events';
import { holdCollisionSchema } from '@hotel/events/channels/calendar-hold-events';
import { apiSchema } from '@hotel/infra/http/api-schemas';

/** What GET /api/calendar/imports answers (the UI's types are generated from these). */

const lastFetchResponse = z.object({
  at: z.string(),
  status: z.enum(calendarFetchStatuses),
  /** Why it failed, in the caller's language (null: it did not). */
  error: z.string().nullable(),
});

/** A live import: its room, site, address, last fetch, and how many holds it has. */
export const calendarImportResponse = apiSchema(
  'CalendarImport',
  z.object({
    id: z.string(),
    roomId: z.string(),
    channel: z.string(),
    url: z.string(),
    registeredAt: z.string(),
    lastFetch: lastFetchResponse.nullable().describe('Null: not fetched yet'),
    lastOkAt: z.string().nullable(),
    holds: z.number().int().describe('Holds taking their nights'),
    conflicts: z.number().int().describe('Holds in conflict'),
  }),
);

/** A site's event that collides with what holds the room, with both parties. */
export const calendarImportConflictResponse = apiSchema(
  'CalendarImportConflict',
  z.object({
    holdId: z.string(),
    importId: z.string(),
    roomId: z.string(),
    channel: z.string(),
    uid: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    /** The first night both want. */
    date: z.string(),
    with: holdCollisionSchema,
  }),
);

/** A site's booking holding its room's nights (one a staff member may make a reservation). */
export const calendarImportHeldResponse = apiSchema(
  'CalendarImportHeld',
  z.object({
    holdId: z.string(),
    importId: z.string(),
    roomId: z.string(),
    roomTypeId: z.string(),
    channel: z.string(),
    uid: z.string(),
    startDate: z.string(),
    endDate: z.string(),
  }),
);

export const calendarImportListResponse = apiSchema(
  'CalendarImportList',
  z.object({
    imports: z.array(calendarImportResponse),
    conflicts: z.array(calendarImportConflictResponse),
    held: z.array(calendarImportHeldResponse),
  }),
);
