import type { Language } from '../messages';

/** Server messages of the guest register, in both languages. */
export const guestMessages = {
  'guest.emailTaken': {
    mn: 'Энэ имэйл хаягтай зочин ({guest}) бүртгэлтэй байна.',
    en: 'A guest with this e-mail ({guest}) is already registered.',
  },
  'guest.phoneTaken': {
    mn: 'Энэ утасны дугаартай зочин ({guest}) бүртгэлтэй байна.',
    en: 'A guest with this phone number ({guest}) is already registered.',
  },
  'guest.passportTaken': {
    mn: 'Энэ паспортын дугаартай зочин ({guest}) бүртгэлтэй байна.',
    en: 'A guest with this passport number ({guest}) is already registered.',
  },
} as const satisfies Record<string, Record<Language, string>>;
