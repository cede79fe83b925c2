import { z } from 'zod';
import { uuid } from '../fields';
import { calendarExportTargets } from './calendar-export-events';

/** POST /api/calendar/exports: open the feed of one room or one room type. */
export const createCalendarExportSchema = z.object({
  target: z.enum(calendarExportTargets, { error: 'validation.invalid' }),
  targetId: uuid(),
});
export type CreateCalendarExport = z.output<typeof createCalendarExportSchema>;

/** DELETE /api/calendar/exports/:id: revoke a feed. */
export const revokeCalendarExportSchema = z.object({ id: uuid() });
export type RevokeCalendarExport = z.output<typeof revokeCalendarExportSchema>;
