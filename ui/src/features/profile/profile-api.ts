import { api } from '../../lib/api';
import type { components } from '../../lib/api-types.gen';
import {
  type CommandAnswer,
  type IdAnswer,
  type InLanguage,
  type ListOf,
  type OfProperty,
  type PropertyCommand,
  type RemoveCommand,
  onceAccepted,
  postCommand,
  readOf,
  removeOf,
} from '../../lib/property-requests';

/**
 * The property profile (settings spec §3 Hotel, Hotel setting, Hotel bank account, Hotel rule,
 * Facility category, Contact): general info, hotel settings with the contacts, bank accounts,
 * house rules, images and facilities of the X-Slug property.
 */

/**
 * What the profile queries answer, as the API's document declares it (generated:
 * ui/src/lib/api-types.gen.ts, `npm run api-types`; the schemas live in
 * projection-service/src/profile/responses.ts).
 */
type Schemas = components['schemas'];
/** A reference item named in the interface language. */
export type Named = Schemas['NamedItem'];
/** The general info (GET /api/hotels/data/edit `hotel`). */
export type HotelInfo = Schemas['HotelInfo'];
export type MapPoint = NonNullable<HotelInfo['location']>;
/** GET /api/hotels/data/edit: the info and the choices of its form. */
export type HotelEditData = Schemas['HotelDataEdit'];

/** POST /api/hotel/info. */
export type SaveHotelInfoRequest = Omit<
  HotelInfo,
  'id' | 'registerNo' | 'companyName' | 'isSaved' | 'starRating' | 'maxTime'
> & { starRating: number | null; maxTime: number | null };

/** The fields of the general info form, as the server names them in its errors. */
export const HOTEL_INFO_FIELDS = [
  'image',
  'name',
  'nameEn',
  'hotelTypeId',
  'starRating',
  'description',
  'descriptionEn',
  'email',
  'phone',
  'website',
  'resEmail',
  'resPhone',
  'countryId',
  'provinceId',
  'districtId',
  'address',
  'zipCode',
  'commonLocationIds',
  'location',
  'checkInTime',
  'checkOutTime',
  'hasTime',
  'maxTime',
  'isAutoArrange',
  'isShowRules',
  'isShowPayment',
] as const;

/** Hotel settings (GET/POST /api/hotel/setting; `hasOnlineBook` is read here only). */
export type HotelSetting = Schemas['HotelSetting'] & { hasOnlineBook?: boolean };

export const HOTEL_SETTING_FIELDS = [
  'isMustPay',
  'bccEmails',
  'emailHeader',
  'emailBody',
  'emailFooter',
  'emailContact',
] as const;

/** A bank of the reference list (GET /api/banks). */
export type Bank = Schemas['Bank'];
/** A bank account of the property (GET /api/hotel/banks). */
export type HotelBankAccount = Schemas['HotelBankAccount'];

export interface SaveBankAccountRequest {
  id?: string;
  bank: { id: string };
  accountName: string;
  number: string;
  currency: string;
  qrImage: string | null;
  isDefault: boolean;
}

export const BANK_ACCOUNT_FIELDS = [
  'bank',
  'accountName',
  'number',
  'currency',
  'qrImage',
  'isDefault',
] as const;

/** A house rule (GET /api/hotel/rules). */
export type HotelRule = Schemas['HotelRule'];

export interface SaveRuleRequest {
  id?: string;
  title: string;
  description: string;
}

export const RULE_FIELDS = ['title', 'description'] as const;

/** A facility category with its facilities (GET /api/facility/categories). */
export type FacilityCategory = Schemas['FacilityCategory'];
/** A contact person of the property (GET /api/contacts). */
export type Contact = Schemas['Contact'];

export interface SaveContactRequest {
  id?: string;
  name: string;
  position: string;
  phoneNumber: string;
  email: string;
}

export const CONTACT_FIELDS = ['name', 'position', 'phoneNumber', 'email'] as const;

type Command = PropertyCommand;

const PROFILE = { type: 'hotelProfile', id: 'LIST' } as const;
const CONTACTS = { type: 'contacts', id: 'LIST' } as const;

const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHotelEditData: build.query<HotelEditData, InLanguage>({
      query: readOf('/hotels/data/edit'),
      providesTags: [PROFILE],
    }),
    saveHotelInfo: build.mutation<CommandAnswer, Command & { info: SaveHotelInfoRequest }>({
      query: ({ info, ...command }) => postCommand('/hotel/info', info, command),
      // The property's name shows in the property list and the side menu.
      invalidatesTags: onceAccepted(PROFILE, 'properties', 'user'),
    }),
    getHotelSetting: build.query<HotelSetting, OfProperty>({
      query: readOf('/hotel/setting'),
      providesTags: [PROFILE],
    }),
    saveHotelSetting: build.mutation<CommandAnswer, Command & { setting: HotelSetting }>({
      query: ({ setting, ...command }) => postCommand('/hotel/setting', setting, command),
      invalidatesTags: onceAccepted(PROFILE),
    }),
    listBanks: build.query<ListOf<Bank>, InLanguage>({
      query: readOf('/banks'),
      keepUnusedDataFor: 600,
    }),
    listBankAccounts: build.query<ListOf<HotelBankAccount>, InLanguage>({
      query: readOf('/hotel/banks'),
      providesTags: [PROFILE],
    }),
    saveBankAccount: build.mutation<IdAnswer, Command & { account: SaveBankAccountRequest }>({
      query: ({ account, ...command }) => postCommand('/hotel/banks', account, command),
      invalidatesTags: onceAccepted(PROFILE),
    }),
    deleteBankAccount: build.mutation<CommandAnswer, RemoveCommand>({
      query: removeOf('/hotel/banks'),
      invalidatesTags: onceAccepted(PROFILE),
    }),
    listRules: build.query<ListOf<HotelRule>, OfProperty>({
      query: readOf('/hotel/rules'),
      providesTags: [PROFILE],
    }),
    saveRule: build.mutation<IdAnswer, Command & { rule: SaveRuleRequest }>({
      query: ({ rule, ...command }) => postCommand('/hotel/rules', rule, command),
      invalidatesTags: onceAccepted(PROFILE),
    }),
    deleteRule: build.mutation<CommandAnswer, RemoveCommand>({
      query: removeOf('/hotel/rules'),
      invalidatesTags: onceAccepted(PROFILE),
    }),
    listImages: build.query<ListOf<string>, OfProperty>({
      query: readOf('/hotel/images'),
      providesTags: [PROFILE],
    }),
    saveImages: build.mutation<CommandAnswer, Command & { images: string[] }>({
      query: ({ images, ...command }) => postCommand('/hotel/images', { images }, command),
      invalidatesTags: onceAccepted(PROFILE),
    }),
    listFacilityCategories: build.query<ListOf<FacilityCategory>, InLanguage>({
      query: readOf('/facility/categories'),
      keepUnusedDataFor: 600,
    }),
    listMyFacilities: build.query<ListOf<Named & { categoryId: string }>, InLanguage>({
      query: readOf('/my/facilities'),
      providesTags: [PROFILE],
    }),
    syncFacilities: build.mutation<CommandAnswer, Command & { facilities: string[] }>({
      query: ({ facilities, ...command }) =>
        postCommand('/sync/facilities', { facilities }, command),
      invalidatesTags: onceAccepted(PROFILE),
    }),
    listContacts: build.query<ListOf<Contact>, OfProperty>({
      query: readOf('/contacts'),
      providesTags: [CONTACTS],
    }),
    saveContact: build.mutation<IdAnswer, Command & { contact: SaveContactRequest }>({
      query: ({ contact, ...command }) => postCommand('/contacts', contact, command),
      invalidatesTags: onceAccepted(CONTACTS),
    }),
    deleteContact: build.mutation<CommandAnswer, RemoveCommand>({
      query: removeOf('/contacts'),
      invalidatesTags: onceAccepted(CONTACTS),
    }),
  }),
});

export const {
  useGetHotelEditDataQuery,
  useSaveHotelInfoMutation,
  useGetHotelSettingQuery,
  useSaveHotelSettingMutation,
  useListBanksQuery,
  useListBankAccountsQuery,
  useSaveBankAccountMutation,
  useDeleteBankAccountMutation,
  useListRulesQuery,
  useSaveRuleMutation,
  useDeleteRuleMutation,
  useListImagesQuery,
  useSaveImagesMutation,
  useListFacilityCategoriesQuery,
  useListMyFacilitiesQuery,
  useSyncFacilitiesMutation,
  useListContactsQuery,
  useSaveContactMutation,
  useDeleteContactMutation,
} = profileApi;
