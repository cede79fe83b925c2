/**
 * The one date module of the server and the screens (browser-safe: no node imports). Dates are
 * `YYYY-MM-DD` strings in the property's time zone, computed on UTC midnights so no
 * daylight-saving shift moves a day; times of day are `HH:mm` on a 24-hour clock. Instants
 * (an event's `occurredAt`, "now") meet a zone only through ./time-zone, re-exported here.
 */
export {
  DEFAULT_TIME_ZONE,
  type Instant,
  type WallClock,
  dateInTimeZone,
  instantOf,
  isTimeZone,
  localDateTimeOf,
  startOfDay,
  timeInTimeZone,
  wallClockOf,
  zoneOffsetMinutes,
} from './time-zone';

/** The earliest date the date fields accept (settings spec §9: year 2000 at least). */
export const MIN_DATE = '2000-01-01';

/** ISO weekdays, Monday first: 1 = Monday … 7 = Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const DAY_MS = 86_400_000;
const DAY_MINUTES = 1440;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const toUtc = (date: string): number => Date.parse(`${date}T00:00:00Z`);
const fromUtc = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Whether `text` is a real calendar date written YYYY-MM-DD. */
export const isIsoDate = (text: string): boolean => {
  if (!ISO_DATE.test(text)) return false;
  const ms = toUtc(text);
  return !Number.isNaN(ms) && fromUtc(ms) === text;
};

/** A date the date fields accept: a real date from 2000 on. */
export const isDateFrom2000 = (text: string): boolean => isIsoDate(text) && text >= MIN_DATE;

/** The date `days` days after (or before, if negative) `date`. */
export const addDays = (date: string, days: number): string => fromUtc(toUtc(date) + days * DAY_MS);

/** Days (nights) from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((toUtc(to) - toUtc(from)) / DAY_MS);

/** Each date from `from` up to, not including, `to` (a stay's nights): `daysBetween` of them. */
export const datesBetween = (from: string, to: string): string[] => {
  const dates: string[] = [];
  for (let ms = toUtc(from), end = toUtc(to); ms < end; ms += DAY_MS) dates.push(fromUtc(ms));
  return dates;
};

/** `count` dates from `from` on (a calendar's columns). */
export const datesFrom = (from: string, count: number): string[] =>
  Array.from({ length: Math.max(0, count) }, (_, i) => addDays(from, i));

/** ISO weekday of a date: 1 = Monday … 7 = Sunday. */
export const weekdayOf = (date: string): Weekday => {
  const day = new Date(toUtc(date)).getUTCDay();
  return (day === 0 ? 7 : day) as Weekday;
};

/** Saturday and Sunday. */
export const isWeekend = (date: string): boolean => weekdayOf(date) >= 6;

/** The Monday of the week of `date`. */
export const mondayOf = (date: string): string => addDays(date, 1 - weekdayOf(date));

/** The first day of the month of `date`. */
export const monthOf = (date: string): string => `${date.slice(0, 7)}-01`;

/** The first day of the month `months` months after (before) the month of `date`. */
export const addMonths = (date: string, months: number): string => {
  const month = Number(date.slice(5, 7)) - 1 + months;
  const year = Number(date.slice(0, 4)) + Math.floor(month / 12);
  return `${pad(year, 4)}-${pad((((month % 12) + 12) % 12) + 1)}-01`;
};

/** The last day of the month of `date`. */
export const endOfMonth = (date: string): string => addDays(addMonths(date, 1), -1);

/** The same day `months` months later (earlier), kept inside its month (Jan 31 → Feb 28). */
export const shiftMonths = (date: string, months: number): string => {
  const first = addMonths(date, months);
  const lastDay = Number(endOfMonth(first).slice(8));
  return `${first.slice(0, 8)}${pad(Math.min(Number(date.slice(8)), lastDay))}`;
};

/**
 * A month laid out in weeks, Monday first: whole weeks from the Monday on or before the 1st to
 * the Sunday on or after the last day, and more after them up to `minWeeks` (a date field's
 * calendar keeps six rows so it keeps its size). Dates outside the month are included.
 */
export const monthWeeks = (date: string, minWeeks = 0): string[][] => {
  const start = mondayOf(monthOf(date));
  const weeks = Math.max(minWeeks, daysBetween(start, addDays(endOfMonth(date), 1)) / 7);
  return Array.from({ length: Math.ceil(weeks) }, (_, week) =>
    datesFrom(addDays(start, week * 7), 7),
  );
};

const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$/;
const TIME_WITH_SECONDS = /^([01]\d|2[0-3]):([0-5]\d):([0-5]\d)$/;

/** A time of day, `HH:mm` on a 24-hour clock (00:00 … 23:59): the commands' time fields. */
export const TIME_OF_DAY_PATTERN = TIME_OF_DAY;

/** Whether `text` is a time of day written `HH:mm` (or, `withSeconds`, `HH:mm:ss`). */
export const isTimeOfDay = (text: string, withSeconds = false): boolean =>
  (withSeconds ? TIME_WITH_SECONDS : TIME_OF_DAY).test(text);

/**
 * Minutes after midnight of a time `H:mm` or `HH:mm` (seconds after it are ignored; 24:00 is
 * the day's end, 1440); null for anything else.
 */
export const minutesOfTime = (time: string | null | undefined): number | null => {
  const match = /^(\d{1,2}):(\d{2})/.exec(time ?? '');
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes >= 0 && minutes <= DAY_MINUTES ? minutes : null;
};

/** `HH:mm` of minutes after midnight, on a 24-hour clock (past midnight it wraps). */
export const timeOfMinutes = (minutes: number): string => {
  const wrapped = ((Math.round(minutes) % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return `${pad(Math.floor(wrapped / 60))}:${pad(wrapped % 60)}`;
};

/** The time `hours` hours after `time` (`HH:mm`), on a 24-hour clock (past midnight it wraps). */
export const addHours = (time: string, hours: number): string =>
  timeOfMinutes((minutesOfTime(time) ?? 0) + hours * 60);
