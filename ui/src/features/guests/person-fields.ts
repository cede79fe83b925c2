import { MONGOLIA, nationalityValue } from '@hotel/events/countries';

/**
 * Who a guest is, as every guest form holds it (the register's profile, a stay's guest) and as
 * the server names the fields in its errors (form order).
 */
export const PERSON_FIELDS = [
  'name',
  'surname',
  'phoneNumber',
  'email',
  'passportNumber',
  'nationality',
] as const;

export type PersonForm = Record<(typeof PERSON_FIELDS)[number], string>;

/** A form's person fields for a guest (null: a new one, from Mongolia unless said). */
export const personFormOf = (
  person: { [K in keyof PersonForm]?: string | null } | null,
): PersonForm => ({
  name: person?.name ?? '',
  surname: person?.surname ?? '',
  phoneNumber: person?.phoneNumber ?? '',
  email: person?.email ?? '',
  passportNumber: person?.passportNumber ?? '',
  // A country is kept as its code: an older guest's "Монгол" is saved back as MN.
  nationality: person ? (nationalityValue(person.nationality ?? '') ?? '') : MONGOLIA,
});
