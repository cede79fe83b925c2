import type { CurrentUser } from '../lib/session-api';

/** Property h-1 (Хан Палас) as the signed-in owner sees it in the list of their properties. */
export const khanPalaceOf = (workingDate: string): CurrentUser['hotels'][number] => ({
  id: 'h-1',
  name: 'Хан Палас',
  nameEn: null,
  status: 'active',
  workingDate,
  // The browser's zone, as where a property names none.
  timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  image: null,
  address: null,
  stay: { checkInTime: '14:00', checkOutTime: '12:00', hasTime: false, maxTime: null },
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
  registeredAt: '2026-01-05T09:00:00.000Z',
  isOperator: false,
  hotels: workingDate === null ? [] : [khanPalaceOf(workingDate)],
  ...overrides,
});
