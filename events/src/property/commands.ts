import { z } from 'zod';

const optionalText = (schema: z.ZodString) =>
  z
    .union([schema, z.literal(''), z.null()])
    .optional()
    .transform((v) => (v ? v : null));

/** POST /api/hotels — register a property (the slice; full property info comes later). */
export const registerPropertySchema = z.object({
  name: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required', abort: true })
    .min(2, { error: 'validation.tooShort' })
    .max(120, { error: 'validation.tooLong' }),
  registerNo: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required', abort: true })
    .regex(/^\d{7}$/, { error: 'validation.registerNo' }),
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
