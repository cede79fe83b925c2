import type { Language } from '../messages';

/**
 * Server messages of this area (property registration, register-number lookup, operator
 * approval), in both languages. The older `property.registerNoTaken` and
 * `property.alreadyRegistered` live in ../messages.ts.
 */
export const propertyMessages = {
  'property.companyNotFound': {
    mn: 'Энэ регистрийн дугаартай байгууллага улсын бүртгэлд олдсонгүй.',
    en: 'No company with this register number was found in the company register.',
  },
  'property.alreadyActive': {
    mn: 'Энэ буудал аль хэдийн баталгаажсан байна.',
    en: 'This property is already confirmed.',
  },
} as const satisfies Record<string, Record<Language, string>>;
