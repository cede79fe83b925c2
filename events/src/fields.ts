import { z } from 'zod';
import { isIsoDate } from './dates';

/**
 * Field schemas shared by the command schemas of every area, with the message keys of
 * ./messages.ts as errors (the UI shows them under the field).
 */

/**
 * Options for every object's cross-field `superRefine`: it runs only when every field passed its
 * own checks, so a rule never computes with a malformed value (a date that is not a date).
 */
export const whenFieldsValid = {
  when: (payload: z.core.ParsePayload): boolean => payload.issues.length === 0,
};

/**
 * Control characters other than tab, newline and a carriage return before a newline, and
 * unpaired UTF-16 surrogates (text that is not valid Unicode). No user text may hold them.
 */
const INVALID_CHARACTERS =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|\r(?!\n)|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether a text holds a control character or invalid Unicode (see INVALID_CHARACTERS). */
export const hasInvalidCharacters = (text: string): boolean => INVALID_CHARACTERS.test(text);

/** The check every user text passes: no control characters, valid Unicode. */
const validCharacters = { error: 'validation.invalidCharacters', abort: true } as const;

/** A required, trimmed text of at most `max` characters. */
export const requiredText = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .refine((v) => !hasInvalidCharacters(v), validCharacters)
    .trim()
    .min(1, { error: 'validation.required', abort: true })
    .max(max, { error: 'validation.tooLong' });

/** An optional text: empty, null or missing all become `null`. */
export const optionalText = (max: number, schema: z.ZodString = z.string()) =>
  z
    .union(
      [
        schema
          .refine((v) => !hasInvalidCharacters(v), validCharacters)
          .trim()
          .max(max, { error: 'validation.tooLong' }),
        z.null(),
      ],
      { error: 'validation.invalid' },
    )
    .optional()
    .transform((v) => (v ? v : null));

export const optionalEmail = () =>
  z
    .union([z.literal(''), z.null(), z.string().trim().email({ error: 'validation.email' })], {
      error: 'validation.email',
    })
    .optional()
    .transform((v) => (v ? v.toLowerCase() : null));

export const optionalPhone = () =>
  z
    .union(
      [
        z.literal(''),
        z.null(),
        z
          .string()
          .trim()
          .regex(/^\+?[0-9][0-9 -]{5,19}$/, { error: 'validation.phone' }),
      ],
      { error: 'validation.phone' },
    )
    .optional()
    .transform((v) => (v ? v : null));

/** A number sent as a number or a numeric string (form fields), checked as a number. */
export const numberField = () =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.number({ error: 'validation.number' }).finite({ error: 'validation.number' }),
  );

/** Integer tugrik, 0 or more. */
export const money = (max = 1_000_000_000) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z
      .number({ error: 'validation.number' })
      .int({ error: 'validation.integer' })
      .min(0, { error: 'validation.notNegative' })
      .max(max, { error: 'validation.max' }),
  );

/** A whole number within [min, max]. */
export const wholeNumber = (min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z
      .number({ error: 'validation.number' })
      .int({ error: 'validation.integer' })
      .min(min, { error: 'validation.min' })
      .max(max, { error: 'validation.max' }),
  );

/** A percentage 0–100 (up to two decimals). */
export const percent = () =>
  numberField().pipe(
    z
      .number()
      .min(0, { error: 'validation.percent' })
      .max(100, { error: 'validation.percent' })
      .refine((v) => Math.round(v * 100) === v * 100, { error: 'validation.percent', abort: true }),
  );

/** A CSS hex colour, `#1c7df6`. */
export const hexColor = () =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, { error: 'validation.color' })
    .transform((v) => v.toLowerCase());

export const uuid = () => z.string().uuid({ error: 'validation.invalid' });

/** `{ id }` of a thing referred to by a form (e.g. `partner: { id }`); empty → null. */
export const optionalRef = () =>
  z
    .union([z.object({ id: z.union([uuid(), z.literal(''), z.null()]).optional() }), z.null()])
    .optional()
    .transform((v) => v?.id || null);

export const idParamSchema = z.object({ id: uuid() });

/**
 * A required `YYYY-MM-DD` date that exists on the calendar. Its failure aborts: cross-field
 * rules of the object around it (`superRefine`) only ever run on dates that passed.
 */
export const isoDate = () =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required', abort: true })
    .refine(isIsoDate, { error: 'validation.date', abort: true })
    .meta({ format: 'date', description: 'A calendar date, YYYY-MM-DD' });

/** A required e-mail address (kept in lower case). */
export const requiredEmail = () =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required', abort: true })
    .email({ error: 'validation.email' })
    .max(200, { error: 'validation.tooLong' })
    .transform((v) => v.toLowerCase());

/** A required phone number (digits, spaces and dashes, an optional leading +). */
export const requiredPhone = () =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required', abort: true })
    .regex(/^\+?[0-9][0-9 -]{5,19}$/, { error: 'validation.phone' });
