import { propertyHomePath } from '../../lib/locale';

/** Locale-neutral paths of the room type screens (see PROPERTY_PAGES). */
export const roomTypesPath = (slug: string) => `${propertyHomePath(slug)}/s/room/types`;
export const roomTypeImagesPath = (slug: string, id: string) =>
  `${propertyHomePath(slug)}/rt/${encodeURIComponent(id)}/images`;
export const roomTypeAmenitiesPath = (slug: string, id: string) =>
  `${propertyHomePath(slug)}/rt/${encodeURIComponent(id)}/amenities`;
