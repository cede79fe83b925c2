import type { Language } from '../messages';

/** Server messages of the e-mailed documents, in both languages. */
export const documentMessages = {
  'document.mailFailed': {
    mn: 'Баримтыг имэйлээр илгээж чадсангүй. Дахин оролдоно уу.',
    en: 'The document could not be e-mailed. Please try again.',
  },
  'document.unavailable': {
    mn: 'Энэ үйлчилгээнээс баримт имэйлээр илгээх боломжгүй байна.',
    en: 'Documents cannot be e-mailed from this service.',
  },
  'document.sent': { mn: 'Амжилттай илгээлээ.', en: 'Successfully sent.' },
} as const satisfies Record<string, Record<Language, string>>;
