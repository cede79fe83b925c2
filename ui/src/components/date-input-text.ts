import { isIsoDate, isTimeOfDay } from '@hotel/events/dates';

/**
 * The text of the date and time fields (date-input.tsx): what a clerk types, tidied into the
 * app's one format — `YYYY-MM-DD` dates and 24-hour `HH:mm` times (the month grid and the
 * date math are `@hotel/events/dates`').
 */

const LOOSE_DATE = /^(\d{4})[-./ ](\d{1,2})[-./ ](\d{1,2})$/;
const COMPACT_DATE = /^(\d{4})(\d{2})(\d{2})$/;

const pad = (n: number | string, width = 2) => String(n).padStart(width, '0');

/**
 * A typed date in the app's form when it names a real date (`2026-1-5`, `2026.01.05`,
 * `20260105` → `2026-01-05`); anything else comes back as typed (trimmed), for the form to
 * call it invalid.
 */
export const tidyDate = (typed: string): string => {
  const text = typed.trim();
  const match = LOOSE_DATE.exec(text) ?? COMPACT_DATE.exec(text);
  if (!match) return text;
  const date = `${match[1]}-${pad(match[2] ?? '')}-${pad(match[3] ?? '')}`;
  return isIsoDate(date) ? date : text;
};

/**
 * A typed time in the app's form when it names a time of day (`930`, `9:30`, `9.30`, `0930`
 * → `09:30`; `14` → `14:00`; with seconds `9:30` → `09:30:00`); anything else comes back as
 * typed (trimmed).
 */
export const tidyTime = (typed: string, withSeconds = false): string => {
  const text = typed.trim();
  let parts: string[] | null = null;
  const separated = /^(\d{1,2})[:.](\d{2})(?:[:.](\d{2}))?$/.exec(text);
  if (separated) parts = separated.slice(1).filter((part): part is string => !!part);
  else if (/^\d{1,2}$/.test(text)) parts = [text, '00'];
  else if (/^\d{3,4}$/.test(text)) parts = [text.slice(0, -2), text.slice(-2)];
  else if (/^\d{6}$/.test(text)) parts = [text.slice(0, 2), text.slice(2, 4), text.slice(4)];
  if (!parts) return text;
  const [hours = '', minutes = '', seconds] = parts;
  if (seconds !== undefined && !withSeconds) return text;
  const time = [pad(hours), minutes, ...(withSeconds ? [seconds ?? '00'] : [])].join(':');
  return isTimeOfDay(time, withSeconds) ? time : text;
};

/** `date` moved inside `min` … `max` (either may be missing). */
export const clampDate = (date: string, min?: string, max?: string): string => {
  if (min && isIsoDate(min) && date < min) return min;
  if (max && isIsoDate(max) && date > max) return max;
  return date;
};
