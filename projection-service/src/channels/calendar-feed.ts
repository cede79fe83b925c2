import { addDays, daysBetween } from '@hotel/events/dates';

/**
 * An iCalendar feed (RFC 5545) of taken nights, written by hand: each event is an all-day
 * `DTSTART;VALUE=DATE` / `DTEND;VALUE=DATE` pair (the end exclusive: the departure date), which
 * is all the booking sites read. No library: ical-generator writes the same lines but adds a
 * dependency and a time-zone model these floating dates do not need (docs/channels.md).
 * Nothing in it names a guest, a reservation number or a price.
 */

/** The domain part of every UID: the same on every host, so a moved server keeps its UIDs. */
export const UID_DOMAIN = 'ical.hotel-pms';

/** What a booking site shows for a taken night. */
const SUMMARY = 'Not available';

/** One taken span of nights. */
export interface FeedEvent {
  readonly uid: string;
  /** The first night and the day after the last (exclusive), `YYYY-MM-DD`. */
  readonly from: string;
  readonly to: string;
  readonly sequence: number;
  /** When it last changed (an ISO instant): its `DTSTAMP`, so the body is stable. */
  readonly changedAt: string;
}

const basicDate = (date: string): string => date.replaceAll('-', '');

/** `2026-12-01T10:00:00.123Z` → `20261201T100000Z`. */
const basicInstant = (instant: string): string => `${instant.slice(0, 19).replace(/[-:]/g, '')}Z`;

/** The feed's text: CRLF line ends; every line is far below the 75-octet fold. */
export const icalFeed = (events: readonly FeedEvent[]): string => {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Hotel PMS//Calendar export//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ];
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}@${UID_DOMAIN}`,
      `DTSTAMP:${basicInstant(event.changedAt)}`,
      `DTSTART;VALUE=DATE:${basicDate(event.from)}`,
      `DTEND;VALUE=DATE:${basicDate(event.to)}`,
      `SEQUENCE:${event.sequence}`,
      `SUMMARY:${SUMMARY}`,
      'TRANSP:OPAQUE',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR', '');
  return lines.join('\r\n');
};

/** Something that takes a room type's rooms for some nights. */
export interface TypeHolder {
  readonly from: string;
  readonly to: string;
  readonly quantity: number;
  readonly changedAt: string;
}

/** A span of nights on which a room type has no room left to sell. */
export interface ClosedRange {
  readonly from: string;
  readonly to: string;
  /** The latest change of what takes or took rooms over it (or next to it). */
  readonly changedAt: string;
}

/** Seconds from this date to a change: the SEQUENCE of a room type's range, which only grows. */
const SEQUENCE_EPOCH = Date.parse('2026-01-01T00:00:00Z');
export const sequenceOf = (changedAt: string): number =>
  Math.max(0, Math.floor((Date.parse(changedAt) - SEQUENCE_EPOCH) / 1000));

/**
 * The nights from `from` on where the rooms taken reach `rooms` (every room of the type is
 * taken, or sold: the ledger never lets them exceed it), merged into contiguous ranges.
 * `holders` are the live ones; `changes` every holder (live or released) for the ranges' stamps.
 */
export const closedRanges = (
  holders: readonly TypeHolder[],
  rooms: number,
  from: string,
  changes: readonly TypeHolder[] = holders,
): ClosedRange[] => {
  let last = from;
  for (const holder of holders) if (holder.to > last) last = holder.to;
  const days = daysBetween(from, last);
  if (days <= 0) return [];
  const taken = new Int32Array(days + 1);
  for (const holder of holders) {
    if (holder.to <= holder.from) continue;
    const start = Math.max(0, daysBetween(from, holder.from));
    const end = Math.min(days, daysBetween(from, holder.to));
    if (end <= start) continue;
    taken[start]! += holder.quantity;
    taken[end]! -= holder.quantity;
  }
  const ranges: { from: string; to: string }[] = [];
  let count = 0;
  let open = -1;
  for (let day = 0; day <= days; day++) {
    count += day < days ? taken[day]! : 0;
    const closed = day < days && count >= rooms;
    if (closed && open < 0) open = day;
    if (!closed && open >= 0) {
      ranges.push({ from: addDays(from, open), to: addDays(from, day) });
      open = -1;
    }
  }
  // The latest change touching each day (a holder touches its nights and its departure day),
  // so each range's stamp is the latest over its days and the day after: O(days + nights).
  const stamps: string[] = new Array<string>(days + 1).fill('');
  for (const holder of changes) {
    const start = Math.max(0, daysBetween(from, holder.from));
    const end = Math.min(days, daysBetween(from, holder.to));
    for (let day = start; day <= end; day++) {
      if (holder.changedAt > stamps[day]!) stamps[day] = holder.changedAt;
    }
  }
  return ranges.map((range) => {
    let changedAt = '';
    const end = daysBetween(from, range.to);
    for (let day = daysBetween(from, range.from); day <= end; day++) {
      if (stamps[day]! > changedAt) changedAt = stamps[day]!;
    }
    return { ...range, changedAt };
  });
};
