import type { Language } from '../messages';

/** Server messages of this area (Property profile: general info, hotel settings, bank accounts, rules, images, facilities.), in both languages. */
export const profileMessages = {
  'profile.provinceNotInCountry': {
    mn: 'Энэ аймаг, хот сонгосон улсад байхгүй.',
    en: 'This province is not in the chosen country.',
  },
  'profile.districtNotInProvince': {
    mn: 'Энэ дүүрэг, сум сонгосон аймаг, хотод байхгүй.',
    en: 'This district is not in the chosen province.',
  },
  'profile.maxTimeNeedsHourly': {
    mn: 'Цагийн захиалга идэвхжүүлээгүй бол хамгийн урт хугацааг оруулахгүй.',
    en: 'The longest hourly stay applies only when hourly stays are on.',
  },
  'profile.maxTimeRequired': {
    mn: 'Цагийн захиалгын хамгийн урт хугацааг (1-6 цаг) оруулна уу.',
    en: 'Enter the longest hourly stay (1 to 6 hours).',
  },
  'profile.bankHasNoQr': {
    mn: 'Энэ банк QR код олгодоггүй.',
    en: 'This bank does not issue QR codes.',
  },
  'profile.bankAccountTaken': {
    mn: 'Энэ дансны дугаар бүртгэлтэй байна.',
    en: 'This account number is already listed.',
  },
  'profile.bankDefaultNeeded': {
    mn: 'Өөр дансыг үндсэн болгосны дараа үүнийг үндсэн биш болгоно уу.',
    en: 'Make another account the default first.',
  },
} as const satisfies Record<string, Record<Language, string>>;
