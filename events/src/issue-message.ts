import type { z } from 'zod';
import { isMessageKey, type Language, translate } from './messages';

/**
 * The text of a command schema's issue, in the language: the schema names a `validation.*`
 * key as the issue's message, bounds fill its `{min}`/`{max}`, a missing value is
 * "required", anything else "not valid". The server's 422 (infra's `validationProblem`) and
 * the browser's form checks (ui's `useCommandForm`) both word an issue here, so a rule the
 * browser checks reads the same as the same rule refused by the server.
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
