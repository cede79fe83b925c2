/**
 * Commercial banks of Mongolia a property can be paid into (settings spec §3 Hotel bank
 * account `bank {id, name, hasQr}`). `hasQr`: the bank issues a payment QR code for an account,
 * which the property may upload to show guests on confirmation letters.
 */
export const banks = [
  { id: 'khan', mn: 'Хаан банк', en: 'Khan Bank', hasQr: true },
  { id: 'golomt', mn: 'Голомт банк', en: 'Golomt Bank', hasQr: true },
  { id: 'tdb', mn: 'Худалдаа хөгжлийн банк', en: 'Trade and Development Bank', hasQr: true },
  { id: 'state', mn: 'Төрийн банк', en: 'State Bank', hasQr: true },
  { id: 'xac', mn: 'Хас банк', en: 'XacBank', hasQr: true },
  { id: 'capitron', mn: 'Капитрон банк', en: 'Capitron Bank', hasQr: true },
  { id: 'bogd', mn: 'Богд банк', en: 'Bogd Bank', hasQr: true },
  { id: 'mbank', mn: 'М банк', en: 'M bank', hasQr: true },
  { id: 'arig', mn: 'Ариг банк', en: 'Arig Bank', hasQr: false },
  { id: 'chinggis-khaan', mn: 'Чингис хаан банк', en: 'Chinggis Khaan Bank', hasQr: false },
  { id: 'trans', mn: 'Тээвэр хөгжлийн банк', en: 'Transport and Development Bank', hasQr: false },
  {
    id: 'nibank',
    mn: 'Үндэсний хөрөнгө оруулалтын банк',
    en: 'National Investment Bank',
    hasQr: false,
  },
  { id: 'credit', mn: 'Кредит банк', en: 'Credit Bank', hasQr: false },
] as const;

export type BankId = (typeof banks)[number]['id'];

export const bankIds = banks.map((b) => b.id) as [BankId, ...BankId[]];

export const bankById = (id: string) => banks.find((b) => b.id === id);
