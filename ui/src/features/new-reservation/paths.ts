import { propertyHomePath } from '../../lib/locale';

/**
 * Locale-neutral paths of the screens the stepper goes to after saving (the pages
 * `reservation`, `group` and `calendar` of PROPERTY_PAGES; a test keeps them the same).
 */
export const reservationPath = (slug: string, id: string) =>
  `${propertyHomePath(slug)}/reservation/${encodeURIComponent(id)}`;
export const groupPath = (slug: string, id: string) =>
  `${propertyHomePath(slug)}/group/${encodeURIComponent(id)}`;
/** The calendar, showing `date` (the new stay's check-in). */
export const calendarPath = (slug: string, date?: string) =>
  `${propertyHomePath(slug)}/calendar${date ? `?${new URLSearchParams({ date }).toString()}` : ''}`;
/** The new-reservation stepper (the top bar's button). */
export const newReservationPath = (slug: string) => `${propertyHomePath(slug)}/new/reservation`;
