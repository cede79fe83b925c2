import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { requiredText, wholeNumber } from './fields';
import { issueMessage } from './issue-message';

const issuesOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected the value to be refused');
  return result.error.issues;
};

describe('issueMessage', () => {
  it('words a schema key in the language, with its bounds', () => {
    const [issue] = issuesOf(wholeNumber(1, 5), 9);
    expect(issueMessage(issue!, 'mn')).toBe('Хамгийн ихдээ 5 байна.');
    expect(issueMessage(issue!, 'en')).toBe('The largest value is 5.');
  });

  it('says a missing value is required, and anything unnamed is not valid', () => {
    const schema = z.object({ name: requiredText(10), code: z.string().regex(/^[A-Z]+$/) });
    const issues = issuesOf(schema, { code: 'abc' });
    const by = (path: string) => issues.find((i) => i.path.join('.') === path)!;
    expect(issueMessage(by('name'), 'en')).toBe('This field is required.');
    expect(issueMessage(by('code'), 'en')).toBe('This value is not valid.');
  });
});
