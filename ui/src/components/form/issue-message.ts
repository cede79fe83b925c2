import { isMessageKey, type Language, translate } from '@hotel/events/messages';
import type { z } from 'zod';

/**
 * The text of a command schema's issue, exactly as the server writes it in a 422 (infra's
 * `validationProblem`): the schema names a `validation.*` key as the issue's message, bounds
 * fill its `{min}`/`{max}`, a missing value is "required", anything else "not valid". So a
 * rule the browser checks reads the same as the same rule refused by the server.
 */
export const issueMessage = (issue: z.core.$ZodIssue, language: Language): string => {
  const key =
    isMessageKey(issue.message) && issue.message.startsWith('validation.')
      ? issue.message
      : issue.code === 'invalid_type' && issue.input === undefined
        ? 'validation.required'
        : 'validation.invalid';
  const params: Record<string, number> = {};
  if ('minimum' in issue) params.min = Number(issue.minimum);
  if ('maximum' in issue) params.max = Number(issue.maximum);
  return translate(key, language, params);
};

/**
 * The form field a message of a path belongs to: the field itself, or the field a part of it
 * belongs to (`pays.0.amount` → `pays`, `serviceCategory.id` → `serviceCategory`); undefined
 * when the form has no such field (the form's alert shows it).
 */
export const fieldOfPath = <F extends string>(path: string, fields: readonly F[]): F | undefined =>
  fields.find((field) => path === field || path.startsWith(`${field}.`));
