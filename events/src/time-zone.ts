/**
 * Instants and time zones: the one place that asks `Intl` what a zone's wall clock reads, for
 * the server and the browser alike (no node imports). Every conversion goes through it: the
 * calendar date and time of day of an instant in a zone ("today in the property"), a zone's
 * offset from UTC, and a wall-clock date and time of a zone back into the instant it names.
 * A zone `undefined` is the running process's own (the browser's, on a screen).
 */

/** The property's time zone until it has one of its own. */
export const DEFAULT_TIME_ZONE = 'Asia/Ulaanbaatar';

/** An instant: a Date, an ISO string or milliseconds since the epoch. */
export type Instant = Date | string | number;

/** The wall clock of a zone at an instant, in numbers (month 1 … 12, hour 0 … 23). */
export interface WallClock {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

/** One formatter a zone (the key '' is the process's own zone). */
const formatters = new Map<string, Intl.DateTimeFormat>();

const formatterOf = (timeZone: string | undefined): Intl.DateTimeFormat => {
  const key = timeZone ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      ...(timeZone ? { timeZone } : {}),
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(key, formatter);
  }
  return formatter;
};

const millisOf = (instant: Instant): number =>
  instant instanceof Date
    ? instant.getTime()
    : typeof instant === 'number'
      ? instant
      : Date.parse(instant);

/** Whether `timeZone` is a zone this runtime knows (an IANA name such as `Asia/Ulaanbaatar`). */
export const isTimeZone = (timeZone: string): boolean => {
  try {
    formatterOf(timeZone);
    return true;
  } catch {
    return false;
  }
};

/** The wall clock of `timeZone` at an instant; a RangeError for an instant that is no time. */
export const wallClockOf = (instant: Instant, timeZone: string | undefined): WallClock => {
  const ms = millisOf(instant);
  if (Number.isNaN(ms)) throw new RangeError(`Not an instant: ${String(instant)}`);
  const part: Record<string, number> = {};
  for (const { type, value } of formatterOf(timeZone).formatToParts(ms)) {
    if (type !== 'literal') part[type] = Number(value);
  }
  return {
    year: part.year ?? 1970,
    month: part.month ?? 1,
    day: part.day ?? 1,
    // Some engines write midnight as 24 even on a 23-hour cycle.
    hour: (part.hour ?? 0) % 24,
    minute: part.minute ?? 0,
    second: part.second ?? 0,
  };
};

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The calendar date (YYYY-MM-DD) of an instant in a time zone: "today in the property". */
export const dateInTimeZone = (instant: Instant, timeZone: string | undefined): string => {
  const { year, month, day } = wallClockOf(instant, timeZone);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
};

/** The wall-clock time (HH:mm, 24-hour) of an instant in a time zone. */
export const timeInTimeZone = (instant: Instant, timeZone: string | undefined): string => {
  const { hour, minute } = wallClockOf(instant, timeZone);
  return `${pad(hour)}:${pad(minute)}`;
};

/**
 * `YYYY-MM-DDTHH:mm:ss`: the wall-clock date and time of an instant in the zone (a datetime
 * field's value), or '' for an instant that is no time.
 */
export const localDateTimeOf = (instant: Instant, timeZone: string | undefined): string => {
  if (Number.isNaN(millisOf(instant))) return '';
  const c = wallClockOf(instant, timeZone);
  return `${pad(c.year, 4)}-${pad(c.month)}-${pad(c.day)}T${pad(c.hour)}:${pad(c.minute)}:${pad(c.second)}`;
};

/** Minutes the zone is ahead of UTC at an instant (Ulaanbaatar: 480; west of Greenwich: negative). */
export const zoneOffsetMinutes = (instant: Instant, timeZone: string | undefined): number => {
  const ms = Math.floor(millisOf(instant) / 1000) * 1000;
  const c = wallClockOf(ms, timeZone);
  const wall = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return Math.round((wall - ms) / 60_000);
};

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The instant (ISO, UTC) a wall-clock date and time of the zone names (`YYYY-MM-DDTHH:mm[:ss]`,
 * as a datetime field gives it), or null when it is not one. In a daylight-saving gap the time
 * is read with the offset before the change.
 */
export const instantOf = (local: string, timeZone: string | undefined): string | null => {
  const match = LOCAL.exec(local);
  if (!match) return null;
  const [y, mo, d, h, mi, s] = match.slice(1).map((part) => Number(part ?? 0));
  const asUtc = Date.UTC(y!, mo! - 1, d!, h!, mi!, s!);
  if (Number.isNaN(asUtc)) return null;
  const guess = asUtc - zoneOffsetMinutes(asUtc, timeZone) * 60_000;
  return new Date(asUtc - zoneOffsetMinutes(guess, timeZone) * 60_000).toISOString();
};

/** The instant (ISO) a date (YYYY-MM-DD) begins in the zone; a RangeError for no date. */
export const startOfDay = (date: string, timeZone: string | undefined): string => {
  const instant = instantOf(`${date}T00:00`, timeZone);
  if (instant === null) throw new RangeError(`Not a date: ${date}`);
  return instant;
};
