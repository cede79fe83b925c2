/** Dates are `YYYY-MM-DD` strings in the property's time zone. */
export const DEFAULT_TIME_ZONE = 'Asia/Ulaanbaatar';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date of an instant in a time zone, as YYYY-MM-DD. */
export const dateInTimeZone = (instant: Date | string, timeZone: string): string => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter.format(typeof instant === 'string' ? new Date(instant) : instant);
};

const timeFormatters = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock time (HH:mm, 24-hour) of an instant in a time zone. */
export const timeInTimeZone = (instant: Date | string, timeZone: string): string => {
  let formatter = timeFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    timeFormatters.set(timeZone, formatter);
  }
  return formatter.format(typeof instant === 'string' ? new Date(instant) : instant);
};

const DAY_MS = 86_400_000;
const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a real calendar date written YYYY-MM-DD. */
export const isIsoDate = (text: string): boolean => {
  const match = isoDate.exec(text);
  if (!match) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
};

const toUtc = (date: string): number => Date.parse(`${date}T00:00:00Z`);
const fromUtc = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The date `days` days after (or before, if negative) `date`. */
export const addDays = (date: string, days: number): string => fromUtc(toUtc(date) + days * DAY_MS);

/** Nights from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((toUtc(to) - toUtc(from)) / DAY_MS);

/** ISO weekday of a date: 1 = Monday … 7 = Sunday. */
export const weekdayOf = (date: string): number => {
  const day = new Date(toUtc(date)).getUTCDay();
  return day === 0 ? 7 : day;
};

/** Each date from `from` up to, not including, `to`. */
export const datesFrom = (from: string, to: string): string[] => {
  const dates: string[] = [];
  for (let ms = toUtc(from), end = toUtc(to); ms < end; ms += DAY_MS) dates.push(fromUtc(ms));
  return dates;
};
