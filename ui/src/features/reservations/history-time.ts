/**
 * Instants in the property's time zone, for the reservation's history: shown as the
 * property's wall-clock time (whatever the browser's zone), and typed back into instants.
 */

const partsIn = (instant: number, timeZone: string): Record<string, number> =>
  Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(instant))
      .filter((part) => part.type !== 'literal')
      .map((part) => [part.type, Number(part.value)]),
  );

const pad = (n: number | undefined, width = 2) => String(n ?? 0).padStart(width, '0');

/** Minutes the zone is ahead of UTC at an instant. */
const offsetMinutes = (instant: number, timeZone: string): number => {
  const p = partsIn(instant, timeZone);
  const local = Date.UTC(
    p.year ?? 1970,
    (p.month ?? 1) - 1,
    p.day ?? 1,
    p.hour ?? 0,
    p.minute ?? 0,
    p.second ?? 0,
  );
  return Math.round((local - Math.floor(instant / 1000) * 1000) / 60_000);
};

/** `YYYY-MM-DDTHH:mm:ss`: the wall-clock time of an instant in the zone (a datetime field's value). */
export const localDateTimeOf = (iso: string, timeZone: string): string => {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return '';
  const p = partsIn(instant, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
};

/** `YYYY-MM-DD HH:mm:ss` in the zone, as the history shows when something happened. */
export const formatInZone = (iso: string, timeZone: string): string =>
  localDateTimeOf(iso, timeZone).replace('T', ' ') || iso;

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The instant (ISO, UTC) a wall-clock time of the zone names (`YYYY-MM-DDTHH:mm[:ss]`, as a
 * datetime field gives it), or null when it is not one. In a daylight-saving gap the time is
 * read with the offset before the change.
 */
export const instantOf = (local: string, timeZone: string): string | null => {
  const match = LOCAL.exec(local);
  if (!match) return null;
  const [y, mo, d, h, mi, s] = match.slice(1).map((part) => Number(part ?? 0));
  const asUtc = Date.UTC(y!, mo! - 1, d!, h!, mi!, s!);
  if (Number.isNaN(asUtc)) return null;
  const guess = asUtc - offsetMinutes(asUtc, timeZone) * 60_000;
  const instant = asUtc - offsetMinutes(guess, timeZone) * 60_000;
  return new Date(instant).toISOString();
};
