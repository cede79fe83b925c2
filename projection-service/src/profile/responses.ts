import { z } from 'zod';
import { hotelInfoSchema, hotelSettingSchema } from '@hotel/events/profile/events';
import { apiSchema } from '@hotel/infra/http/api-schemas';

/**
 * What the property profile queries answer (the UI's types are generated from these: see
 * docs/adding-a-feature.md, "Generated types"). Reference items are named in the caller's
 * language.
 */
const listOf = <Item extends z.ZodType>(item: Item) =>
  z.object({ data: z.array(item), total: z.number().int() });

const named = { id: z.string(), name: z.string() };
export const namedItem = apiSchema('NamedItem', z.object(named));
export const provinceItem = apiSchema('Province', z.object({ ...named, countryId: z.string() }));
export const placeInProvinceItem = apiSchema(
  'PlaceInProvince',
  z.object({ ...named, provinceId: z.string() }),
);
export const bankItem = apiSchema('Bank', z.object({ ...named, hasQr: z.boolean() }));

/** The general info as the form edits it (`hotelTypeId`, `provinceId` null until saved). */
export const hotelInfoResponse = apiSchema(
  'HotelInfo',
  hotelInfoSchema.omit({ propertyId: true }).extend({
    hotelTypeId: z.string().nullable(),
    provinceId: z.string().nullable(),
    id: z.string(),
    registerNo: z.string(),
    companyName: z.string(),
    isSaved: z.boolean().describe('The general info was saved at least once'),
  }),
);

export const hotelSettingResponse = apiSchema(
  'HotelSetting',
  hotelSettingSchema.omit({ propertyId: true }),
);

export const hotelBankAccountResponse = apiSchema(
  'HotelBankAccount',
  z.object({
    id: z.string(),
    bank: bankItem,
    accountName: z.string(),
    number: z.string(),
    currency: z.string(),
    qrImage: z.string().nullable(),
    isDefault: z.boolean(),
  }),
);

export const hotelRuleResponse = apiSchema(
  'HotelRule',
  z.object({ id: z.string(), title: z.string(), description: z.string() }),
);

export const facilityCategoryItem = apiSchema(
  'FacilityCategory',
  z.object({ ...named, facilities: z.array(namedItem) }),
);

export const profileResponses = {
  dataEdit: apiSchema(
    'HotelDataEdit',
    z.object({
      hotel: hotelInfoResponse,
      hotelTypes: z.array(namedItem),
      countries: z.array(namedItem),
      provinces: z.array(provinceItem),
      districts: z.array(placeInProvinceItem),
      commonLocations: z.array(placeInProvinceItem),
    }),
  ),
  profile: apiSchema(
    'HotelProfile',
    z.object({
      hotel: hotelInfoResponse.omit({ commonLocationIds: true }).extend({
        commonLocationIds: z.array(z.string()),
        hotelType: namedItem.nullable(),
        country: namedItem.nullable(),
        province: provinceItem.nullable(),
        district: placeInProvinceItem.nullable(),
        commonLocations: z.array(placeInProvinceItem),
        rules: z.array(hotelRuleResponse),
        banks: z.array(hotelBankAccountResponse),
        setting: hotelSettingResponse,
        images: z.array(z.string()),
        facilities: z.array(namedItem),
      }),
    }),
  ),
  banks: apiSchema('BankList', listOf(bankItem)),
  bankAccounts: apiSchema('HotelBankAccountList', listOf(hotelBankAccountResponse)),
  rules: apiSchema('HotelRuleList', listOf(hotelRuleResponse)),
  setting: apiSchema(
    'HotelSettings',
    hotelSettingResponse.extend({
      hasOnlineBook: z.boolean().describe('The public online booking page is open'),
    }),
  ),
  images: apiSchema('HotelImageList', listOf(z.string())),
  facilities: apiSchema('FacilityList', listOf(namedItem)),
  facilityCategories: apiSchema('FacilityCategoryList', listOf(facilityCategoryItem)),
};
