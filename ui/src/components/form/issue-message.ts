/**
 * The form field a message of a path belongs to: the field itself, or the field a part of it
 * belongs to (`pays.0.amount` → `pays`, `serviceCategory.id` → `serviceCategory`); undefined
 * when the form has no such field (the form's alert shows it).
 */
export const fieldOfPath = <F extends string>(path: string, fields: readonly F[]): F | undefined =>
  fields.find((field) => path === field || path.startsWith(`${field}.`));
