import { z } from 'zod';
import { TIME_OF_DAY_PATTERN } from '../dates';
import { isoDate, uuid } from '../fields';

/** Arrivals one audit may mark no-show (a 500-room hotel's whole day, with room to spare). */
export const MAX_NO_SHOWS = 2_000;

/**
 * POST /api/night-audit/perform — close the business date `date` (the working date the user
 * saw; an audit of any other date is refused, so a second press after the roll is told it is
 * done). `noShows`: the arrivals the desk chose to mark no-show; every other arrival not
 * checked in is left pending and stays on the next date's arrivals.
 */
export const performNightAuditSchema = z.object({
  date: isoDate(),
  noShows: z
    .array(uuid(), { error: 'validation.invalid' })
    .max(MAX_NO_SHOWS, { error: 'validation.invalid' })
    .optional()
    .default([]),
});
export type PerformNightAudit = z.infer<typeof performNightAuditSchema>;

/** POST /api/night-audit/schedule — run the night audit automatically at a local time. */
export const setNightAuditScheduleSchema = z.object({
  isNightauditAuto: z.boolean({ error: 'validation.invalid' }),
  runAt: z
    .string({ error: 'validation.required' })
    .regex(TIME_OF_DAY_PATTERN, { error: 'validation.time' }),
});
export type SetNightAuditSchedule = z.infer<typeof setNightAuditScheduleSchema>;
