/**
 * Calendar dates as `YYYY-MM-DD` strings (the property's dates, no time zone), computed on
 * UTC midnights so no daylight-saving shift moves a day. One copy for every screen.
 */

/** The earliest date the date fields accept (settings spec §9: year 2000 at least). */
export const MIN_DATE = '2000-01-01';

/** ISO weekdays, Monday first: 1 = Monday … 7 = Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const toUtc = (date: string): number => Date.parse(`${date}T00:00:00Z`);
const fromUtc = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** Whether `text` is a real calendar date written YYYY-MM-DD. */
export const isIsoDate = (text: string): boolean => {
  if (!ISO_DATE.test(text)) return false;
  const ms = toUtc(text);
  return !Number.isNaN(ms) && fromUtc(ms) === text;
};

/** A date the date fields accept: a real date from 2000 on. */
export const isDateFrom2000 = (text: string): boolean => isIsoDate(text) && text >= MIN_DATE;

/** The date `days` days after (before, if negative) `date`. */
export const addDays = (date: string, days: number): string => fromUtc(toUtc(date) + days * DAY_MS);

/** Days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((toUtc(to) - toUtc(from)) / DAY_MS);

/** ISO weekday of a date: 1 = Monday … 7 = Sunday. */
export const weekdayOf = (date: string): Weekday => {
  const day = new Date(toUtc(date)).getUTCDay();
  return (day === 0 ? 7 : day) as Weekday;
};

/** Saturday and Sunday. */
export const isWeekend = (date: string): boolean => weekdayOf(date) >= 6;

/** `count` dates from `from` on. */
export const datesFrom = (from: string, count: number): string[] =>
  Array.from({ length: Math.max(0, count) }, (_, i) => addDays(from, i));

/** The Monday of the week of `date`. */
export const mondayOf = (date: string): string => addDays(date, 1 - weekdayOf(date));

/** Today in the browser's time zone, YYYY-MM-DD (when the property's date is not known). */
export const browserToday = (now: Date = new Date()): string => {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
};
