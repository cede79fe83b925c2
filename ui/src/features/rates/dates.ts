/**
 * The date names the rate screens use, from the one date module (`@hotel/events/dates`), and
 * the rate screens' own clamp.
 */
export {
  MIN_DATE,
  WEEKDAYS,
  type Weekday,
  addDays,
  addMonths,
  datesFrom,
  daysBetween,
  endOfMonth,
  isDateFrom2000 as isRateDate,
  isIsoDate,
  isWeekend,
  mondayOf,
  monthOf,
  monthWeeks,
  weekdayOf,
} from '@hotel/events/dates';
export { browserToday } from '../../lib/dates';

/** The later of two dates — for clamping to MIN_DATE. */
export const laterOf = (a: string, b: string): string => (a > b ? a : b);
