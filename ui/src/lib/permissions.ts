import type { UserHotel } from './session-api';

/** What a permission check reads of a property of the user's: owner or not, and the role's codes. */
type Access = Pick<UserHotel, 'isOwner'> & {
  role: Pick<NonNullable<UserHotel['role']>, 'permissions'> | null;
};

/** The permission codes of the product (GET /api/permissions names them in the user's language). */
export const PERMISSIONS = [
  'manage-rooms',
  'manage-rates',
  'manage-services',
  'manage-partners',
  'manage-sources',
  'manage-payment-methods',
  'manage-currencies',
  'manage-taxes',
  'manage-users',
  'manage-settings',
  'manage-channels',
  'manage-reservations',
  'edit-cancellation-fees',
  'manage-blocks',
  'manage-room-cleans',
  'manage-guests',
  'manage-invoices',
  'access-reports',
  'show-reservations',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

/**
 * Whether the user may do what `code` guards at this property: the owner passes every check,
 * anyone else needs the code in their role there. No property (not one of theirs): never.
 */
export const hasPermission = (hotel: Access | null | undefined, code: Permission): boolean => {
  if (!hotel) return false;
  if (hotel.isOwner) return true;
  return hotel.role?.permissions.includes(code) ?? false;
};
