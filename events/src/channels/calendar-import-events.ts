import { z } from 'zod';
import type { DomainEvent } from '../metadata';

/**
 * Calendar imports (issue 36, "iCal sync — Import"; docs/channels.md): a booking site's
 * iCalendar address registered for one of the property's rooms. The command service fetches it
 * on an interval and turns its events into channel holds on the occupancy ledger
 * (./calendar-hold-events.ts). A property keeps its imports, and each fetch's outcome, on one
 * stream (`calimports-{propertyId}`); the registry stream (`registry-calimports`) lists the
 * properties that have any, so the scheduler reads one stream instead of every property's.
 */

const property = { propertyId: z.string() };

/** A site's calendar address was registered for a room. */
export const calendarImportRegisteredSchema = z.object({
  ...property,
  feedId: z.string(),
  roomId: z.string(),
  roomTypeId: z.string(),
  /** The site, as staff name it ("Booking.com", "Airbnb"). */
  channel: z.string(),
  url: z.string(),
  registeredAt: z.string(),
});
export type CalendarImportRegistered = DomainEvent<
  'CalendarImportRegistered',
  z.infer<typeof calendarImportRegisteredSchema>
>;

/** The address was removed: it is fetched no more, and its holds were released with it. */
export const calendarImportRemovedSchema = z.object({
  ...property,
  feedId: z.string(),
  removedAt: z.string(),
});
export type CalendarImportRemoved = DomainEvent<
  'CalendarImportRemoved',
  z.infer<typeof calendarImportRemovedSchema>
>;

export const calendarFetchStatuses = ['ok', 'notModified', 'error'] as const;
export type CalendarFetchStatus = (typeof calendarFetchStatuses)[number];

/**
 * One fetch of the address: `ok` (read and applied: its holds were placed, moved or released
 * in the same append), `notModified` (the site answered 304), or `error` (unreachable, timed
 * out, too big, not a calendar: the holds of the last good fetch stay as they were).
 */
export const calendarImportFetchedSchema = z.object({
  ...property,
  feedId: z.string(),
  at: z.string(),
  status: z.enum(calendarFetchStatuses),
  /** What went wrong (a message key of calendar-import-messages with its params), or null. */
  error: z
    .object({ key: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])) })
    .nullable(),
  /** What the site answered, sent back on the next fetch (conditional request). */
  etag: z.string().nullable(),
  lastModified: z.string().nullable(),
  /** Events of the calendar that take nights (ok only; else null). */
  events: z.number().int().nullable(),
});
export type CalendarImportFetched = DomainEvent<
  'CalendarImportFetched',
  z.infer<typeof calendarImportFetchedSchema>
>;

export type CalendarImportEvent =
  CalendarImportRegistered | CalendarImportRemoved | CalendarImportFetched;

/** The registry of properties with calendar imports (`registry-calimports`). */
export const calendarImportsListedSchema = z.object({ ...property });
export type CalendarImportsListed = DomainEvent<
  'CalendarImportsListed',
  z.infer<typeof calendarImportsListedSchema>
>;

export const calendarImportEventSchemas = {
  CalendarImportRegistered: calendarImportRegisteredSchema,
  CalendarImportRemoved: calendarImportRemovedSchema,
  CalendarImportFetched: calendarImportFetchedSchema,
  CalendarImportsListed: calendarImportsListedSchema,
} as const;
