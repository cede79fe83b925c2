import { z } from 'zod';
import type { DomainEvent } from '../metadata';

/**
 * Calendar exports (issue 36, "iCal sync — Export"; docs/channels.md): a secret, revocable
 * iCalendar feed (`/ical/{token}.ics`) of the nights a room, or a room type, is taken, which the
 * booking sites (Airbnb, Booking.com, Vrbo) import without a connectivity contract. A property
 * keeps its exports on one stream (`calexports-{propertyId}`), so "one live export per room or
 * room type" holds.
 *
 * The token is kept in the event, in the clear: the feed's URL is a capability URL that staff
 * copy again whenever a site asks for it, so it must be readable later. Whoever holds the URL
 * sees which nights are taken — never a guest, a name, a number or a price — and revoking the
 * export (a new one gets a new token) is the protection when a URL leaks.
 */

export const calendarExportTargets = ['room', 'roomType'] as const;
export type CalendarExportTarget = (typeof calendarExportTargets)[number];

/** A token: 32 random bytes, base64url (43 characters). */
export const CALENDAR_EXPORT_TOKEN = /^[A-Za-z0-9_-]{43}$/;

const property = { propertyId: z.string() };

/** A feed was opened for a room or a room type. */
export const calendarExportCreatedSchema = z.object({
  ...property,
  exportId: z.string(),
  target: z.enum(calendarExportTargets),
  /** The room's or the room type's id. */
  targetId: z.string(),
  token: z.string().regex(CALENDAR_EXPORT_TOKEN),
  createdAt: z.string(),
});
export type CalendarExportCreated = DomainEvent<
  'CalendarExportCreated',
  z.infer<typeof calendarExportCreatedSchema>
>;

/** A feed was revoked: its URL answers 404 from now on. */
export const calendarExportRevokedSchema = z.object({
  ...property,
  exportId: z.string(),
  revokedAt: z.string(),
});
export type CalendarExportRevoked = DomainEvent<
  'CalendarExportRevoked',
  z.infer<typeof calendarExportRevokedSchema>
>;

export type CalendarExportEvent = CalendarExportCreated | CalendarExportRevoked;

export const calendarExportEventSchemas = {
  CalendarExportCreated: calendarExportCreatedSchema,
  CalendarExportRevoked: calendarExportRevokedSchema,
} as const;

export const calendarExportEventTypes = Object.keys(
  calendarExportEventSchemas,
) as CalendarExportEvent['type'][];
