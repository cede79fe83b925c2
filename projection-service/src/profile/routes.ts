import type { Request, Response } from 'express';
import { type Language, parseLanguage } from '@hotel/events/messages';
import { bankById, banks } from '@hotel/events/reference/banks';
import { facilityById, facilityCategories } from '@hotel/events/reference/facilities';
import { hotelTypeById, hotelTypes } from '@hotel/events/reference/hotel-types';
import {
  commonLocationById,
  commonLocations,
  countries,
  countryById,
  districtById,
  districts,
  provinceById,
  provinces,
} from '@hotel/events/reference/places';
import { HttpProblemNotFound } from '@hotel/infra/http/auth';
import type { ReadStore } from '@hotel/infra/read-store/port';
import {
  type GuardedRoutes,
  propertyCallerOf,
  propertyRoute,
} from '@hotel/infra/http/route-policy';
import {
  HOTEL_BANK_ACCOUNTS,
  HOTEL_PROFILES,
  HOTEL_RULES,
  type HotelBankAccountDoc,
  type HotelProfileDoc,
  type HotelRuleDoc,
} from './projection';
import { profileResponses } from './responses';

const MANAGE_SETTINGS = propertyRoute('manage-settings');
/** Reference lists: any user of the property may read them. */
const ANY_MEMBER = propertyRoute();

const languageOf = (req: Request): Language =>
  parseLanguage(typeof req.headers['x-language'] === 'string' ? req.headers['x-language'] : null);

/** A reference item in the caller's language: `{ id, name }` plus what else it carries. */
const named = <T extends { id: string; mn: string; en: string }>(
  { mn, en, ...rest }: T,
  language: Language,
): Omit<T, 'mn' | 'en'> & { name: string } => ({
  ...rest,
  name: language === 'en' ? en : mn,
});

const namedOrNull = <T extends { id: string; mn: string; en: string }>(
  item: T | undefined,
  language: Language,
) => (item ? named(item, language) : null);

const list = <T>(data: T[]) => ({ data, total: data.length });

/**
 * GET queries of the property profile (settings spec §7 hotels/data/edit, hotels/{slug},
 * banks, hotel/banks, hotel/rules, hotel/setting, my/facilities, facility/categories).
 */
export const profileQueries = (routes: GuardedRoutes, readStore: ReadStore): void => {
  const profileOf = async (res: Response): Promise<HotelProfileDoc> => {
    const { propertyId } = propertyCallerOf(res);
    const doc = await readStore
      .collection<HotelProfileDoc>(HOTEL_PROFILES)
      .findOne({ _id: propertyId });
    if (!doc) throw new HttpProblemNotFound(res);
    return doc;
  };

  const bankAccountsOf = async (res: Response, language: Language) => {
    const docs = await readStore
      .collection<HotelBankAccountDoc>(HOTEL_BANK_ACCOUNTS)
      .find({ propertyId: propertyCallerOf(res).propertyId }, { sort: { order: 1, _id: 1 } });
    return docs.map(({ _id, bankId, accountName, number, currency, qrImage, isDefault }) => ({
      id: _id,
      bank: namedOrNull(bankById(bankId), language) ?? { id: bankId, name: bankId, hasQr: false },
      accountName,
      number,
      currency,
      qrImage,
      isDefault,
    }));
  };

  const rulesOf = async (res: Response) => {
    const docs = await readStore
      .collection<HotelRuleDoc>(HOTEL_RULES)
      .find({ propertyId: propertyCallerOf(res).propertyId }, { sort: { order: 1, _id: 1 } });
    return docs.map(({ _id, title, description }) => ({ id: _id, title, description }));
  };

  /** The general info as the form edits it. */
  const hotelOf = (doc: HotelProfileDoc) => ({
    id: doc._id,
    registerNo: doc.registerNo,
    companyName: doc.companyName,
    ...doc.info,
    isSaved: doc.infoSaved,
  });

  const facilitiesOf = (doc: HotelProfileDoc, language: Language) =>
    doc.facilityIds.flatMap((id) => {
      const facility = facilityById(id);
      return facility ? [named(facility, language)] : [];
    });

  routes.get('/hotels/data/edit', MANAGE_SETTINGS, async (req, res) => {
    const language = languageOf(req);
    const doc = await profileOf(res);
    res.json({
      hotel: hotelOf(doc),
      hotelTypes: hotelTypes.map((t) => named(t, language)),
      countries: countries.map((c) => named(c, language)),
      provinces: provinces.map((p) => named(p, language)),
      districts: districts.map((d) => named(d, language)),
      commonLocations: commonLocations.map((l) => named(l, language)),
    });
  });

  /** Everything guests and documents see: the spec's `GET hotels/{slug}` with its relations. */
  routes.get('/hotel/profile', MANAGE_SETTINGS, async (req, res) => {
    const language = languageOf(req);
    const doc = await profileOf(res);
    const { info } = doc;
    res.json({
      hotel: {
        ...hotelOf(doc),
        hotelType: info.hotelTypeId ? namedOrNull(hotelTypeById(info.hotelTypeId), language) : null,
        country: namedOrNull(countryById(info.countryId), language),
        province: info.provinceId ? namedOrNull(provinceById(info.provinceId), language) : null,
        district: info.districtId ? namedOrNull(districtById(info.districtId), language) : null,
        commonLocations: info.commonLocationIds.flatMap((id) => {
          const location = commonLocationById(id);
          return location ? [named(location, language)] : [];
        }),
        rules: await rulesOf(res),
        banks: await bankAccountsOf(res, language),
        setting: doc.setting,
        images: doc.images,
        facilities: facilitiesOf(doc, language),
      },
    });
  });

  routes.get('/banks', ANY_MEMBER, (req, res) => {
    const language = languageOf(req);
    res.json(list(banks.map((b) => named(b, language))));
  });

  routes.get('/hotel/banks', MANAGE_SETTINGS, async (req, res) => {
    res.json(list(await bankAccountsOf(res, languageOf(req))));
  });

  routes.get('/hotel/rules', MANAGE_SETTINGS, async (_req, res) => {
    res.json(list(await rulesOf(res)));
  });

  routes.get('/hotel/setting', MANAGE_SETTINGS, async (_req, res) => {
    const doc = await profileOf(res);
    // The online booking page's switch lives on the same tab (POST /hotel/online-booking).
    res.json({ ...doc.setting, hasOnlineBook: doc.hasOnlineBook ?? false });
  });

  routes.get('/hotel/images', MANAGE_SETTINGS, async (_req, res) => {
    res.json(list((await profileOf(res)).images));
  });

  routes.get('/my/facilities', MANAGE_SETTINGS, async (req, res) => {
    res.json(list(facilitiesOf(await profileOf(res), languageOf(req))));
  });

  routes.get('/facility/categories', ANY_MEMBER, (req, res) => {
    const language = languageOf(req);
    res.json(
      list(
        facilityCategories.map(({ facilities, ...category }) => ({
          ...named(category, language),
          facilities: facilities.map((f) => named(f, language)),
        })),
      ),
    );
  });
  routes.describe('get', '/hotels/data/edit', { response: profileResponses.dataEdit });
  routes.describe('get', '/hotel/profile', { response: profileResponses.profile });
  routes.describe('get', '/banks', { response: profileResponses.banks });
  routes.describe('get', '/hotel/banks', { response: profileResponses.bankAccounts });
  routes.describe('get', '/hotel/rules', { response: profileResponses.rules });
  routes.describe('get', '/hotel/setting', { response: profileResponses.setting });
  routes.describe('get', '/hotel/images', { response: profileResponses.images });
  routes.describe('get', '/my/facilities', { response: profileResponses.facilities });
  routes.describe('get', '/facility/categories', { response: profileResponses.facilityCategories });
};
