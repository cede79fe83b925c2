/**
 * The calendar's dates: the shared helpers of ui/src/lib/dates, and times as `HH:MM`.
 */
export {
  addDays,
  browserToday,
  datesFrom,
  daysBetween,
  isDateFrom2000 as isCalendarDate,
  isWeekend,
  mondayOf,
  weekdayOf,
} from '../../lib/dates';

/** Minutes in a day. */
export const DAY_MINUTES = 1440;

/** Minutes after midnight of `HH:MM` (null for anything else). */
export const minutesOfTime = (time: string | null | undefined): number | null => {
  const match = /^(\d{1,2}):(\d{2})/.exec(time ?? '');
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes >= 0 && minutes <= DAY_MINUTES ? minutes : null;
};
