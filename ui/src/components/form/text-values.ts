/** The keys of `T` whose values are texts (or missing: null, undefined). */
export type TextKeys<T> = {
  [K in keyof T]-?: T[K] extends string | null | undefined ? K : never;
}[keyof T] &
  string;

/**
 * A form's text fields as they start: each of `names` as `item` has it, or '' when the item has
 * none (a new item, a field left empty). `textValuesOf(contact, ['name', 'email'])` is
 * `{ name: contact?.name ?? '', email: contact?.email ?? '' }`.
 */
export const textValuesOf = <T extends object, K extends TextKeys<T>>(
  item: T | null | undefined,
  names: readonly K[],
): Record<K, string> =>
  Object.fromEntries(
    names.map((name) => [name, (item?.[name] as string | null | undefined) ?? '']),
  ) as Record<K, string>;

/** The form's text fields `names` as a body sends them: trimmed. */
export const trimmedValuesOf = <K extends string>(
  values: Record<K, string>,
  names: readonly K[],
): Record<K, string> =>
  Object.fromEntries(names.map((name) => [name, values[name].trim()])) as Record<K, string>;
