import { addDays, isIsoDate, weekdayOf } from '../lib/dates';

/**
 * The text of the date and time fields (date-input.tsx): what a clerk types, tidied into the
 * app's one format — `YYYY-MM-DD` dates and 24-hour `HH:mm` times — and the month grid the
 * date field's calendar shows (weeks start on Monday).
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

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const TIME_WITH_SECONDS = /^([01]\d|2[0-3]):([0-5]\d):([0-5]\d)$/;

/** Whether `text` is a time of day on a 24-hour clock, `HH:mm` (or `HH:mm:ss`). */
export const isTimeOfDay = (text: string, withSeconds = false): boolean =>
  (withSeconds ? TIME_WITH_SECONDS : TIME).test(text);

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

/** The first day of the month `months` months after (before) the month of `date`. */
export const addMonths = (date: string, months: number): string => {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7)) - 1 + months;
  const y = year + Math.floor(month / 12);
  const m = ((month % 12) + 12) % 12;
  return `${pad(y, 4)}-${pad(m + 1)}-01`;
};

/** The same day `months` months later (earlier), kept inside its month (Jan 31 → Feb 28). */
export const shiftMonths = (date: string, months: number): string => {
  const first = addMonths(date, months);
  const lastDay = Number(addDays(addMonths(first, 1), -1).slice(8));
  return `${first.slice(0, 8)}${pad(Math.min(Number(date.slice(8)), lastDay))}`;
};

/**
 * The weeks the calendar shows for the month of `date`: six rows of seven dates, Monday first,
 * from the Monday on or before the 1st (a fixed height, so the popover keeps its size).
 */
export const monthWeeks = (date: string): string[][] => {
  const first = `${date.slice(0, 8)}01`;
  const start = addDays(first, 1 - weekdayOf(first));
  return Array.from({ length: 6 }, (_, week) =>
    Array.from({ length: 7 }, (_, day) => addDays(start, week * 7 + day)),
  );
};

/** `date` moved inside `min` … `max` (either may be missing). */
export const clampDate = (date: string, min?: string, max?: string): string => {
  if (min && isIsoDate(min) && date < min) return min;
  if (max && isIsoDate(max) && date > max) return max;
  return date;
};
