import type { Language } from '../messages';

/** Server messages of this area (Property profile: general info, hotel settings, bank accounts, rules, images, facilities.), in both languages. */
export const profileMessages = {} as const satisfies Record<string, Record<Language, string>>;
