import type { z } from 'zod';
import type { CommandSchema } from './use-command-form';

/**
 * The command's schema, less its rules on the ids a form picks from the server's own lists
 * (a payment method, a partner, a policy): such an id is the server's to judge, as an id
 * from the server always is (`useCommandForm`). The form's own check says when none is chosen.
 * `names` are the body's fields holding such ids (`paymentMethod` also covers
 * `pays.1.paymentMethod.id`).
 */
export const idsLeftToServer = (
  schema: CommandSchema,
  names: readonly string[],
): CommandSchema => ({
  safeParse: (data) => {
    const result = schema.safeParse(data);
    if (result.success) return result;
    const issues = result.error.issues.filter(
      (issue) => !issue.path.some((part) => names.includes(String(part))),
    );
    if (issues.length === 0) return { success: true };
    return { success: false, error: { ...result.error, issues } as z.core.$ZodError };
  },
});
