import ICAL from 'ical.js';
import { addDays } from '@hotel/events/dates';
import type { FeedEvent } from './calendar-holds';

/** The calendar could not be read as iCalendar (malformed, or not a VCALENDAR at all). */
export class NotACalendar extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'NotACalendar';
  }
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The date of an iCalendar time as written (a date, or the date of its wall-clock time). */
const dateOf = (time: ICAL.Time): string => `${time.year}-${pad(time.month)}-${pad(time.day)}`;

/**
 * The events of a site's calendar that take nights, parsed with ical.js (docs/channels.md):
 * - nights `DTSTART` … `DTEND` (exclusive, as all-day events are written); a date-time takes
 *   the date it falls on (an arrival at 15:00 on the 1st and a departure at 11:00 on the 4th
 *   hold the nights of the 1st–3rd); a `DURATION` in place of `DTEND` counts too; an all-day
 *   `DTSTART` alone is one night (RFC 5545 §3.6.1);
 * - `STATUS:CANCELLED` events take nothing; recurrence rules are not expanded (the sites write
 *   one event per booking or closed span);
 * - an event without a `UID` is named by its dates (the sites always send one).
 */
export const parseCalendar = (text: string): FeedEvent[] => {
  let parsed: unknown;
  try {
    parsed = ICAL.parse(text);
  } catch (error) {
    throw new NotACalendar(error instanceof Error ? error.message : String(error));
  }
  const roots = Array.isArray(parsed) && typeof parsed[0] === 'string' ? [parsed] : parsed;
  if (!Array.isArray(roots) || roots.length === 0) throw new NotACalendar('empty');
  const events: FeedEvent[] = [];
  for (const root of roots) {
    const calendar = new ICAL.Component(root as unknown[]);
    if (calendar.name !== 'vcalendar') throw new NotACalendar(`not a calendar: ${calendar.name}`);
    for (const vevent of calendar.getAllSubcomponents('vevent')) {
      const status = vevent.getFirstPropertyValue('status');
      if (typeof status === 'string' && status.toUpperCase() === 'CANCELLED') continue;
      const event = new ICAL.Event(vevent);
      const start = event.startDate as ICAL.Time | null;
      if (!start) continue;
      const end =
        vevent.hasProperty('dtend') || vevent.hasProperty('duration') ? event.endDate : null;
      const startDate = dateOf(start);
      const endDate = end ? dateOf(end) : start.isDate ? addDays(startDate, 1) : startDate;
      const uid = event.uid ? String(event.uid) : `${startDate}/${endDate}`;
      events.push({ uid, startDate, endDate });
    }
  }
  return events;
};
