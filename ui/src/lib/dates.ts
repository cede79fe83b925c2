import { dateInTimeZone } from '@hotel/events/dates';

/**
 * The screens' date helpers that only a browser has. Date math itself — calendar dates, months,
 * times of day, time zones — lives in `@hotel/events/dates`, which the server uses too: import
 * it from there.
 */

// For the calendar and online-booking screens, which still import these names from here.
export {
  addDays,
  datesFrom,
  daysBetween,
  isDateFrom2000,
  isIsoDate,
  isWeekend,
  mondayOf,
  weekdayOf,
} from '@hotel/events/dates';

/** Today in the browser's time zone, YYYY-MM-DD (when the property's date is not known). */
export const browserToday = (now: Date = new Date()): string => dateInTimeZone(now, undefined);
