import { z } from 'zod';
import { requiredText, uuid } from '../fields';

/** Longest calendar address accepted (the sites' are ~100–200 characters). */
export const CALENDAR_IMPORT_URL_MAX = 2000;

/** Whether a text is an absolute http(s) address with a host (nothing else is fetched). */
export const isCalendarUrl = (text: string): boolean => {
  if (!URL.canParse(text)) return false;
  const url = new URL(text);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
};

/** POST /api/calendar/imports: fetch a booking site's calendar into one room. */
export const registerCalendarImportSchema = z.object({
  roomId: uuid(),
  channel: requiredText(60),
  url: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required', abort: true })
    .max(CALENDAR_IMPORT_URL_MAX, { error: 'validation.tooLong', abort: true })
    .refine(isCalendarUrl, { error: 'validation.calendarUrl' }),
});
export type RegisterCalendarImport = z.output<typeof registerCalendarImportSchema>;

/** DELETE /api/calendar/imports/:id: stop fetching it and release its holds. */
export const removeCalendarImportSchema = z.object({ id: uuid() });
export type RemoveCalendarImport = z.output<typeof removeCalendarImportSchema>;
