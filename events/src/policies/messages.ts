import type { Language } from '../messages';

/** Server messages of this area (Cancellation, children and extra-bed policies.), in both languages. */
export const policiesMessages = {} as const satisfies Record<string, Record<Language, string>>;
