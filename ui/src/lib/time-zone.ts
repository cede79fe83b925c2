import { isTimeZone, localDateTimeOf } from '@hotel/events/dates';

/**
 * Times as the hotel reads them: instants (`createdAt`, `statusAt`, …) shown as wall-clock time
 * in the property's time zone, whatever the browser's zone, so "created 19:31" and the working
 * date agree. The property layout sets the zone of the property being shown; outside a
 * property (or before it is known) the browser's zone is used. The conversions themselves are
 * `@hotel/events/dates`' (one `Intl` formatter a zone, shared with the server).
 */

let displayZone: string | undefined;

/** The zone times are shown in from now on (the property layout calls it; undefined: the browser's). */
export const setDisplayTimeZone = (timeZone: string | undefined): void => {
  displayZone = timeZone && isTimeZone(timeZone) ? timeZone : undefined;
};

/** The zone times are shown in (undefined: the browser's). */
export const displayTimeZone = (): string | undefined => displayZone;

/**
 * `2026-12-09T08:30:00.000Z` → `2026-12-09 16:30` in the property's zone (Asia/Ulaanbaatar);
 * with `seconds`, `2026-12-09 16:30:00` (the reservation's history). Anything that is no
 * instant is shown as it came.
 */
export const formatDateTime = (
  iso: string,
  timeZone: string | undefined = displayZone,
  { seconds = false }: { seconds?: boolean } = {},
): string => {
  const local = localDateTimeOf(iso, timeZone);
  return local ? local.slice(0, seconds ? 19 : 16).replace('T', ' ') : iso;
};
