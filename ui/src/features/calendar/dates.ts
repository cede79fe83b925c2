/**
 * Calendar dates as `YYYY-MM-DD` strings (the property's dates, no time zone), computed on UTC
 * midnights so no daylight-saving shift moves a day; times as `HH:MM`.
 */

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Minutes in a day. */
export const DAY_MINUTES = 1440;

const toUtc = (date: string): number => Date.parse(`${date}T00:00:00Z`);
const fromUtc = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** Whether `text` is a real calendar date written YYYY-MM-DD (from the year 2000 on). */
export const isCalendarDate = (text: string): boolean => {
  if (!ISO_DATE.test(text) || text < '2000-01-01') return false;
  const ms = toUtc(text);
  return !Number.isNaN(ms) && fromUtc(ms) === text;
};

/** The date `days` days after (before, if negative) `date`. */
export const addDays = (date: string, days: number): string => fromUtc(toUtc(date) + days * DAY_MS);

/** Days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((toUtc(to) - toUtc(from)) / DAY_MS);

/** ISO weekday of a date: 1 = Monday … 7 = Sunday. */
export const weekdayOf = (date: string): number => {
  const day = new Date(toUtc(date)).getUTCDay();
  return day === 0 ? 7 : day;
};

export const isWeekend = (date: string): boolean => weekdayOf(date) >= 6;

/** The Monday of the week of `date` (weeks start on Monday). */
export const mondayOf = (date: string): string => addDays(date, 1 - weekdayOf(date));

/** `count` dates from `from` on. */
export const datesFrom = (from: string, count: number): string[] =>
  Array.from({ length: Math.max(0, count) }, (_, i) => addDays(from, i));

/** Minutes after midnight of `HH:MM` (null for anything else). */
export const minutesOfTime = (time: string | null | undefined): number | null => {
  const match = /^(\d{1,2}):(\d{2})/.exec(time ?? '');
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes >= 0 && minutes <= DAY_MINUTES ? minutes : null;
};

/** Today in the browser's time zone (when the property's working date is not known). */
export const browserToday = (now: Date = new Date()): string => {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
};
