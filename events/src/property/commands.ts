import { z } from 'zod';

const optionalText = (schema: z.ZodString) =>
  z
    .union([schema, z.literal(''), z.null()])
    .optional()
    .transform((v) => (v ? v : null));

/** A Mongolian company (legal entity) register number: 7 digits. */
export const REGISTER_NO = /^\d{7}$/;

const registerNoField = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required', abort: true })
  .regex(REGISTER_NO, { error: 'validation.registerNo' });

/**
 * POST /api/hotels/lookup — step 1 of adding a property: is this register number free, and
 * what is the company called (when a company registry is configured)?
 */
export const lookupRegisterNoSchema = z.object({ registerNo: registerNoField });
export type LookupRegisterNo = z.infer<typeof lookupRegisterNoSchema>;

/** POST /api/hotels — register a property (step 2 of adding a property). */
export const registerPropertySchema = z.object({
  name: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required', abort: true })
    .min(2, { error: 'validation.tooShort' })
    .max(120, { error: 'validation.tooLong' }),
  registerNo: registerNoField,
  companyName: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required', abort: true })
    .min(2, { error: 'validation.tooShort' })
    .max(200, { error: 'validation.tooLong' }),
  email: optionalText(z.string().trim().email({ error: 'validation.email' })),
  phone: optionalText(
    z
      .string()
      .trim()
      .regex(/^\+?[0-9][0-9 -]{5,19}$/, { error: 'validation.phone' }),
  ),
});
export type RegisterProperty = z.infer<typeof registerPropertySchema>;
