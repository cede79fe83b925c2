/**
 * Whether `value` is one of `values` (a list `as const`: languages, tabs, steps), narrowing it
 * to their type; a search parameter, a stored string or anything else read from outside.
 */
export const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value);
