import { z } from 'zod';
import { optionalEmail, optionalPhone, optionalText, requiredText, uuid } from '../fields';
import { DEFAULT_NATIONALITY } from '../reservations/commands';

/** The guest form (create and edit): a blacklisted guest needs the reason. */
const guestFields = {
  name: requiredText(100),
  surname: optionalText(100),
  phoneNumber: optionalPhone(),
  email: optionalEmail(),
  passportNumber: optionalText(30),
  nationality: optionalText(60).transform((v) => v ?? DEFAULT_NATIONALITY),
  description: optionalText(1000),
  isBlacklist: z.boolean({ error: 'validation.invalid' }).optional().default(false),
  blacklistReason: optionalText(500),
};

const reasonWhenBlacklisted = (
  v: { isBlacklist: boolean; blacklistReason: string | null },
  ctx: z.RefinementCtx,
) => {
  if (v.isBlacklist && !v.blacklistReason) {
    ctx.addIssue({ code: 'custom', path: ['blacklistReason'], message: 'validation.required' });
  }
};

/** The reason only means something for a blacklisted guest. */
const normalized = <T extends { isBlacklist: boolean; blacklistReason: string | null }>(v: T) =>
  v.isBlacklist ? v : { ...v, blacklistReason: null };

/** POST /api/guests */
export const createGuestSchema = z
  .object(guestFields)
  .superRefine(reasonWhenBlacklisted)
  .transform(normalized);
export type CreateGuest = z.output<typeof createGuestSchema>;

/** POST /api/guests/:id */
export const changeGuestSchema = z
  .object({ id: uuid(), ...guestFields })
  .superRefine(reasonWhenBlacklisted)
  .transform(normalized);
export type ChangeGuest = z.output<typeof changeGuestSchema>;

/** DELETE /api/guests/:id, POST /api/guests/delete { ids } */
export const removeGuestsSchema = z.object({
  ids: z
    .array(uuid(), { error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .max(1000, { error: 'validation.invalid' }),
});
export type RemoveGuests = z.output<typeof removeGuestsSchema>;
