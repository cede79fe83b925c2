import { z } from 'zod';
import { uuid } from '../fields';

/** The documents that can be e-mailed: confirmation letter, registration card, payment receipt. */
export const documentTypes = ['reservation', 'registration', 'payment'] as const;

/**
 * POST /api/send/email (settings spec §7) — e-mails a reservation's or a group's document as
 * HTML with its PDF attached, in `language` (Mongolian by default, or the X-Language header's).
 */
export const sendDocumentSchema = z.object({
  id: uuid(),
  isGroup: z.boolean({ error: 'validation.invalid' }),
  email: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required', abort: true })
    .email({ error: 'validation.email' })
    .max(200, { error: 'validation.tooLong' }),
  type: z.enum(documentTypes, { error: 'validation.invalid' }),
  language: z.enum(['mn', 'en'], { error: 'validation.invalid' }).optional(),
});
export type SendDocument = z.infer<typeof sendDocumentSchema>;
