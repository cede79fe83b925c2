import type { Letterhead } from '@hotel/events/documents/data';
import type { Language } from '@hotel/events/messages';
import { localName } from '@hotel/events/names';
import { bankById } from '@hotel/events/reference/banks';
import type { ReadStore } from '@hotel/infra/read-store/port';
import {
  HOTEL_BANK_ACCOUNTS,
  HOTEL_PROFILES,
  HOTEL_RULES,
  type HotelBankAccountDoc,
  type HotelProfileDoc,
  type HotelRuleDoc,
} from '../profile/projection';

/**
 * What every document prints of the hotel, from its profile, in the document's language (rules
 * and bank accounts only where the hotel shows them); null when the property has no profile.
 */
export const letterheadOf = async (
  readStore: ReadStore,
  propertyId: string,
  language: Language,
): Promise<Letterhead | null> => {
  const profile = await readStore
    .collection<HotelProfileDoc>(HOTEL_PROFILES)
    .findOne({ _id: propertyId });
  if (!profile) return null;
  const { info, setting } = profile;
  const [rules, banks] = await Promise.all([
    info.isShowRules
      ? readStore
          .collection<HotelRuleDoc>(HOTEL_RULES)
          .find({ propertyId }, { sort: { order: 1, _id: 1 } })
      : [],
    info.isShowPayment
      ? readStore
          .collection<HotelBankAccountDoc>(HOTEL_BANK_ACCOUNTS)
          .find({ propertyId }, { sort: { order: 1, _id: 1 } })
      : [],
  ]);
  return {
    // The hotel's English name in English, where it has one (issue 32).
    name: localName(info, language),
    companyName: profile.companyName,
    registerNo: profile.registerNo,
    logo: info.image,
    address: info.address,
    phone: info.phone,
    reservationPhone: info.resPhone,
    email: info.email,
    reservationEmail: info.resEmail,
    website: info.website,
    checkInTime: info.checkInTime,
    checkOutTime: info.checkOutTime,
    rules: rules.map(({ _id, title, description }) => ({ id: _id, title, description })),
    banks: banks.map(({ _id, bankId, accountName, number, currency }) => {
      const bank = bankById(bankId);
      return {
        id: _id,
        bankName: bank ? bank[language] : bankId,
        accountName,
        number,
        currency,
      };
    }),
    emailHeader: setting.emailHeader,
    emailBody: setting.emailBody,
    emailFooter: setting.emailFooter,
    emailContact: setting.emailContact,
  };
};
