import { z } from 'zod';
import { optionalText, requiredText } from '../fields';
import { isPermissionCode } from '../permissions';

/** POST /api/roles — create (no id) or update (id) a role. */
export const saveRoleSchema = z.object({
  id: z.string().uuid({ error: 'validation.invalid' }).optional(),
  name: requiredText(60),
  nameEn: optionalText(60),
  permissions: z
    .array(z.string().refine(isPermissionCode, { error: 'validation.invalid' }), {
      error: 'validation.required',
    })
    .transform((codes) => [...new Set(codes)].sort()),
});
export type SaveRole = z.infer<typeof saveRoleSchema>;
