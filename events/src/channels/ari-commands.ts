import { z } from 'zod';
import { uuid } from '../fields';
import { CALENDAR_IMPORT_URL_MAX, isCalendarUrl } from './calendar-import-commands';

/** PUT /api/channels/:id/ari: where the channel's ARI messages go, and whether they are sent. */
export const setAriEndpointSchema = z.object({
  id: uuid(),
  url: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required', abort: true })
    .max(CALENDAR_IMPORT_URL_MAX, { error: 'validation.tooLong', abort: true })
    .refine(isCalendarUrl, { error: 'validation.ariUrl' }),
  enabled: z.boolean({ error: 'validation.required' }),
});
export type SetAriEndpoint = z.output<typeof setAriEndpointSchema>;

/** POST /api/channels/:id/ari/secret: a new signing secret (shown once). */
export const rotateAriSecretSchema = z.object({ id: uuid() });
export type RotateAriSecret = z.output<typeof rotateAriSecretSchema>;

/** POST /api/channels/:id/ari/resync: send every mapped room type's whole horizon again. */
export const resyncAriSchema = z.object({ id: uuid() });
export type ResyncAri = z.output<typeof resyncAriSchema>;
