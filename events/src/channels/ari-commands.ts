import { z } from 'zod';
import { hasInvalidCharacters, optionalText, uuid, whenFieldsValid } from '../fields';
import { ariFormats } from './ari-events';
import { CALENDAR_IMPORT_URL_MAX, isCalendarUrl } from './calendar-import-commands';

/** An OTA's code for a hotel, or a user name it issued: letters, digits and `-_.@`. */
const OTA_CODE = /^[\p{L}\p{N}_.@-]+$/u;

/**
 * PUT /api/channels/:id/ari: where the channel's ARI messages go, whether they are sent, and
 * what the endpoint speaks (docs/channels.md "ARI push"). `format` `opentravel` needs the
 * site's `hotelCode`. `username` turns on HTTP Basic authentication; `password` left out (or
 * empty) keeps the one set before, and a cleared `username` removes both.
 */
export const setAriEndpointSchema = z
  .object({
    id: uuid(),
    url: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, { error: 'validation.required', abort: true })
      .max(CALENDAR_IMPORT_URL_MAX, { error: 'validation.tooLong', abort: true })
      .refine(isCalendarUrl, { error: 'validation.ariUrl' }),
    enabled: z.boolean({ error: 'validation.required' }),
    format: z.enum(ariFormats, { error: 'validation.invalid' }).default('json'),
    hotelCode: optionalText(64).refine((v) => v === null || OTA_CODE.test(v), {
      error: 'validation.otaCode',
    }),
    username: optionalText(120).refine((v) => v === null || OTA_CODE.test(v), {
      error: 'validation.otaCode',
    }),
    password: z
      .string({ error: 'validation.invalid' })
      .max(200, { error: 'validation.tooLong' })
      .refine((v) => !hasInvalidCharacters(v), { error: 'validation.invalidCharacters' })
      .nullable()
      .optional()
      .transform((v) => (v ? v : null)),
  })
  .superRefine((value, ctx) => {
    if (value.format === 'opentravel' && value.hotelCode === null) {
      ctx.addIssue({ code: 'custom', path: ['hotelCode'], message: 'validation.required' });
    }
  }, whenFieldsValid);
export type SetAriEndpoint = z.output<typeof setAriEndpointSchema>;

/** POST /api/channels/:id/ari/secret: a new signing secret (shown once). */
export const rotateAriSecretSchema = z.object({ id: uuid() });
export type RotateAriSecret = z.output<typeof rotateAriSecretSchema>;

/** POST /api/channels/:id/ari/resync: send every mapped room type's whole horizon again. */
export const resyncAriSchema = z.object({ id: uuid() });
export type ResyncAri = z.output<typeof resyncAriSchema>;
