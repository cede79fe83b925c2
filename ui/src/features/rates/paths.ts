import { propertyHomePath } from '../../lib/locale';

/** Locale-neutral paths of the screens the rate screens link to (see PROPERTY_PAGES). */
export const roomTypesPath = (slug: string) => `${propertyHomePath(slug)}/s/room/types`;
export const ratePlansPath = (slug: string) => `${propertyHomePath(slug)}/s/rate/plans`;
export const ratePlanRatesPath = (slug: string, id: string) =>
  `${propertyHomePath(slug)}/s/rate/plans/${encodeURIComponent(id)}`;
export const ratesCalendarPath = (slug: string) => `${propertyHomePath(slug)}/rates`;
