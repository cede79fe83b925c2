/**
 * Times as the hotel reads them: instants (`createdAt`, `statusAt`, …) shown as wall-clock time
 * in the property's time zone, whatever the browser's zone, so "created 19:31" and the working
 * date agree. The property layout sets the zone of the property being shown; outside a
 * property (or before it is known) the browser's zone is used.
 */

let displayZone: string | undefined;

/** The zone times are shown in from now on (the property layout calls it; undefined: the browser's). */
export const setDisplayTimeZone = (timeZone: string | undefined): void => {
  displayZone = timeZone && isTimeZone(timeZone) ? timeZone : undefined;
};

/** The zone times are shown in (undefined: the browser's). */
export const displayTimeZone = (): string | undefined => displayZone;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter a zone: wall-clock year, month, day, hour and minute (h23). */
export const formatterOf = (timeZone: string | undefined): Intl.DateTimeFormat => {
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
    });
    formatters.set(key, formatter);
  }
  return formatter;
};

const isTimeZone = (timeZone: string): boolean => {
  try {
    formatterOf(timeZone);
    return true;
  } catch {
    return false;
  }
};

/** `2026-12-09T08:30:00.000Z` → `2026-12-09 16:30` in the property's zone (Asia/Ulaanbaatar). */
export const formatDateTime = (iso: string, timeZone: string | undefined = displayZone): string => {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return iso;
  const part: Record<string, string> = {};
  for (const { type, value } of formatterOf(timeZone).formatToParts(instant)) part[type] = value;
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
};
