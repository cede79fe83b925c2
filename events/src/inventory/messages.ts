import type { Language } from '../messages';

/** Server messages of this area (Room types, rooms, amenities and room type images.), in both languages. */
export const inventoryMessages = {} as const satisfies Record<string, Record<Language, string>>;
