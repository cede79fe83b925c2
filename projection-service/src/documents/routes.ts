import type { Response } from 'express';
import type { Language } from '@hotel/events/messages';
import { parseLanguage } from '@hotel/events/messages';
import { bankById } from '@hotel/events/reference/banks';
import { HttpProblemNotFound } from '@hotel/infra/http/auth';
import {
  type GuardedRoutes,
  propertyCallerOf,
  propertyRoute,
} from '@hotel/infra/http/route-policy';
import type { ReadStore } from '@hotel/infra/read-store/port';
import {
  HOTEL_BANK_ACCOUNTS,
  HOTEL_PROFILES,
  HOTEL_RULES,
  type HotelBankAccountDoc,
  type HotelProfileDoc,
  type HotelRuleDoc,
} from '../profile/projection';
import { findGroup, findReservation, propertyDayOf } from '../reservations/routes';

/**
 * The printouts' data (docs/documents.md): a reservation's or a group's folios as the detail
 * reads them, with the hotel's letterhead. Every figure a document prints is one the folio
 * already holds (amount, paid, balance, the price breakdown): no document adds anything up
 * the folio does not. Anyone who may read reservations may print them (spec: print pages ask
 * for no other permission).
 */
const READ_RESERVATIONS = propertyRoute('manage-reservations', 'show-reservations');

/** What every document prints of the hotel. Rules and banks only where the hotel shows them. */
export interface Letterhead {
  name: string;
  companyName: string;
  registerNo: string;
  logo: string | null;
  address: string | null;
  phone: string | null;
  reservationPhone: string | null;
  email: string | null;
  reservationEmail: string | null;
  website: string | null;
  checkInTime: string;
  checkOutTime: string;
  rules: { id: string; title: string; description: string }[];
  banks: { id: string; bankName: string; accountName: string; number: string; currency: string }[];
  emailHeader: string | null;
  emailBody: string | null;
  emailFooter: string | null;
  emailContact: string | null;
}

const letterheadOf = async (
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
    name: info.name,
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

const languageOf = (value: unknown): Language =>
  parseLanguage(typeof value === 'string' ? value : null);

/**
 * GET /api/documents/reservations/:id and /documents/groups/:id (the printouts' data), in the
 * document's language (`?language=en`; the interface's otherwise): a document is printed in
 * either whatever the interface speaks.
 */
export const documentQueries = (routes: GuardedRoutes, readStore: ReadStore): void => {
  const respond = async (
    res: Response,
    propertyId: string,
    language: Language,
    subject: {
      group: { id: string; number: number; createdAt: string } | null;
      reservations: NonNullable<Awaited<ReturnType<typeof findReservation>>>[];
    },
  ) => {
    const [hotel, day] = await Promise.all([
      letterheadOf(readStore, propertyId, language),
      propertyDayOf(readStore, propertyId),
    ]);
    if (!hotel) throw new HttpProblemNotFound(res);
    const { reservations } = subject;
    res.json({
      hotel,
      group: subject.group,
      reservations,
      totals: {
        amount: reservations.reduce((sum, r) => sum + r.amount, 0),
        paid: reservations.reduce((sum, r) => sum + r.paid, 0),
        balance: reservations.reduce((sum, r) => sum + r.balance, 0),
      },
      workingDate: day.workingDate,
      timeZone: day.timeZone,
    });
  };

  routes.get('/documents/reservations/:id', READ_RESERVATIONS, async (req, res) => {
    const { propertyId } = propertyCallerOf(res);
    const reservation = await findReservation(readStore, propertyId, String(req.params.id));
    if (!reservation) throw new HttpProblemNotFound(res);
    await respond(res, propertyId, languageOf(req.query.language ?? req.headers['x-language']), {
      group: null,
      reservations: [reservation],
    });
  });

  routes.get('/documents/groups/:id', READ_RESERVATIONS, async (req, res) => {
    const { propertyId } = propertyCallerOf(res);
    const group = await findGroup(readStore, propertyId, String(req.params.id));
    if (!group) throw new HttpProblemNotFound(res);
    await respond(res, propertyId, languageOf(req.query.language ?? req.headers['x-language']), {
      group: { id: group.id, number: group.number, createdAt: group.createdAt },
      reservations: group.reservations,
    });
  });
};
