import { z } from 'zod';
import { isPermissionCode } from '../permissions';

const requiredText = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required', abort: true })
    .max(max, { error: 'validation.tooLong' });

/** POST /api/roles — create (no id) or update (id) a role. */
export const saveRoleSchema = z.object({
  id: z.string().uuid({ error: 'validation.invalid' }).optional(),
  name: requiredText(60),
  permissions: z
    .array(z.string().refine(isPermissionCode, { error: 'validation.invalid' }), {
      error: 'validation.required',
    })
    .transform((codes) => [...new Set(codes)].sort()),
});
export type SaveRole = z.infer<typeof saveRoleSchema>;

export const idParamSchema = z.object({ id: z.string().uuid({ error: 'validation.invalid' }) });
