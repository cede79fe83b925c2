import type { CurrentUser } from '../lib/session-api';

/** Property h-1 (Хан Палас) as the signed-in owner sees it in the list of their properties. */
export const khanPalaceOf = (workingDate: string): CurrentUser['hotels'][number] => ({
  id: 'h-1',
  name: 'Хан Палас',
  status: 'active',
  workingDate,
  hasResRequest: false,
  isOwner: true,
  role: null,
});

/**
 * The signed-in owner of the screens' component tests (Болд): of property h-1 at `workingDate`,
 * or of the `hotels` given (none: a user with no property yet).
 */
export const ownerOf = (
  workingDate: string | null,
  overrides: Partial<CurrentUser> = {},
): CurrentUser => ({
  id: 'u-1',
  name: 'Болд',
  email: 'bold@khanpalace.mn',
  position: 'Захирал',
  phoneNumber: '99112233',
  isDefault: true,
  hotels: workingDate === null ? [] : [khanPalaceOf(workingDate)],
  ...overrides,
});
