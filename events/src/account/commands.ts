import { z } from 'zod';
import { requiredText, whenFieldsValid } from '../fields';

/** Characters as people count them (NFC code points), the way the password is hashed. */
const characters = (value: string): number => [...value.normalize('NFC')].length;

/** Passwords: 8 to 128 characters, any characters (NFC-normalised before hashing). */
const password = z
  .string({ error: 'validation.required' })
  .min(1, { error: 'validation.required', abort: true })
  .refine((value) => characters(value) >= 8, { error: 'validation.passwordTooShort', abort: true })
  .refine((value) => characters(value) <= 128, { error: 'validation.tooLong' });

const email = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required', abort: true })
  .max(254, { error: 'validation.tooLong' })
  .email({ error: 'validation.email' })
  .transform((value) => value.toLowerCase());

/** POST /api/register — an owner registers themselves (the password confirmation stays in the browser). */
const phoneNumber = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required', abort: true })
  .regex(/^\+?[0-9][0-9 -]{5,19}$/, { error: 'validation.phone' });

/** POST /api/users — add (no id: e-mail and password required) or edit (id) a staff user. */
export const saveStaffUserSchema = z
  .object({
    id: z.string().uuid({ error: 'validation.invalid' }).optional(),
    name: requiredText(120),
    position: requiredText(120),
    phoneNumber,
    email: email.optional(),
    password: password.optional(),
    role: z.object(
      { id: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }) },
      { error: 'validation.required' },
    ),
  })
  .superRefine((user, ctx) => {
    if (user.id) return;
    if (!user.email)
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'validation.required' });
    if (!user.password)
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'validation.required' });
  }, whenFieldsValid);
export type SaveStaffUser = z.infer<typeof saveStaffUserSchema>;

export const registerAccountSchema = z.object({
  name: requiredText(120),
  position: requiredText(120),
  phoneNumber,
  email,
  password,
});
export type RegisterAccount = z.infer<typeof registerAccountSchema>;

export const loginSchema = z.object({
  email,
  password: z
    .string({ error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .max(1024),
});
export type Login = z.infer<typeof loginSchema>;

export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .max(1024),
  password,
});
export type ChangePassword = z.infer<typeof changePasswordSchema>;

export const requestPasswordResetSchema = z.object({ email });
export type RequestPasswordReset = z.infer<typeof requestPasswordResetSchema>;

export const resetPasswordSchema = z.object({
  email,
  password,
  token: z
    .string({ error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .max(200),
});
export type ResetPassword = z.infer<typeof resetPasswordSchema>;
