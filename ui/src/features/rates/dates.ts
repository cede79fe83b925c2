/**
 * The date arithmetic of the rate screens: the shared helpers of ui/src/lib/dates and the
 * month grid's own.
 */
import { addDays, datesFrom, mondayOf } from '../../lib/dates';

export {
  MIN_DATE,
  WEEKDAYS,
  type Weekday,
  addDays,
  browserToday,
  datesFrom,
  daysBetween,
  isDateFrom2000 as isRateDate,
  isIsoDate,
  isWeekend,
  mondayOf,
  weekdayOf,
} from '../../lib/dates';

/** The first day of the month of `date`. */
export const monthOf = (date: string): string => `${date.slice(0, 7)}-01`;

/** The first day of the month `months` months after (before) the month of `date`. */
export const addMonths = (date: string, months: number): string => {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7)) - 1 + months;
  const y = year + Math.floor(month / 12);
  const m = ((month % 12) + 12) % 12;
  return `${String(y).padStart(4, '0')}-${String(m + 1).padStart(2, '0')}-01`;
};

/** The last day of the month of `date`. */
export const endOfMonth = (date: string): string => addDays(addMonths(date, 1), -1);

/**
 * The weeks shown by a month grid, Monday first: whole weeks from the Monday on or before the
 * 1st to the Sunday on or after the last day. Dates outside the month are included (greyed).
 */
export const monthWeeks = (date: string): string[][] => {
  const first = monthOf(date);
  const start = mondayOf(first);
  const end = addDays(mondayOf(endOfMonth(first)), 6);
  const weeks: string[][] = [];
  for (let monday = start; monday <= end; monday = addDays(monday, 7)) {
    weeks.push(datesFrom(monday, 7));
  }
  return weeks;
};

/** The earlier of two dates, or the later — for clamping to MIN_DATE. */
export const laterOf = (a: string, b: string): string => (a > b ? a : b);
