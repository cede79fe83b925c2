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
