import { propertyHomePath } from '../../lib/locale';

/**
 * Locale-neutral paths of the reservation screens (the pages `reservations`, `reservation`,
 * `group` and `newReservation` of PROPERTY_PAGES; a test keeps the two the same).
 */
export const reservationsPath = (slug: string) => `${propertyHomePath(slug)}/reservations`;
export const reservationPath = (slug: string, id: string) =>
  `${propertyHomePath(slug)}/reservation/${encodeURIComponent(id)}`;
export const groupPath = (slug: string, id: string) =>
  `${propertyHomePath(slug)}/group/${encodeURIComponent(id)}`;
/** The new-reservation stepper; with `groupId` its rooms join that group (`?gid=`). */
export const newReservationPath = (slug: string, groupId?: string) =>
  `${propertyHomePath(slug)}/new/reservation${
    groupId ? `?${new URLSearchParams({ gid: groupId }).toString()}` : ''
  }`;
