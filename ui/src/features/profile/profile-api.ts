import { api } from '../../lib/api';

/**
 * The property profile (settings spec §3 Hotel, Hotel setting, Hotel bank account, Hotel rule,
 * Facility category, Contact): general info, hotel settings with the contacts, bank accounts,
 * house rules, images and facilities of the X-Slug property.
 */

/** A reference item named in the interface language. */
export interface Named {
  id: string;
  name: string;
}

export interface MapPoint {
  lat: number;
  lng: number;
}

/** The general info (GET /api/hotels/data/edit `hotel`). */
export interface HotelInfo {
  id: string;
  /** From the registration; never changed here. */
  registerNo: string;
  companyName: string;
  image: string | null;
  hotelTypeId: string | null;
  name: string;
  /** The name in English, shown in English when set (none on older profiles). */
  nameEn?: string | null;
  starRating: number | null;
  description: string | null;
  descriptionEn: string | null;
  email: string | null;
  phone: string | null;
  website: string | null;
  address: string | null;
  resEmail: string | null;
  resPhone: string | null;
  checkInTime: string;
  checkOutTime: string;
  zipCode: string | null;
  countryId: string;
  provinceId: string | null;
  districtId: string | null;
  commonLocationIds: string[];
  location: MapPoint | null;
  hasTime: boolean;
  maxTime: number | null;
  isAutoArrange: boolean;
  isShowRules: boolean;
  isShowPayment: boolean;
  /** Saved at least once (otherwise it holds what the registration said). */
  isSaved: boolean;
}

/** GET /api/hotels/data/edit: the info and the choices of its form. */
export interface HotelEditData {
  hotel: HotelInfo;
  hotelTypes: Named[];
  countries: Named[];
  provinces: (Named & { countryId: string })[];
  districts: (Named & { provinceId: string })[];
  commonLocations: (Named & { provinceId: string })[];
}

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

/** Hotel settings (GET/POST /api/hotel/setting). */
export interface HotelSetting {
  isMustPay: boolean;
  bccEmails: string[];
  emailHeader: string | null;
  emailBody: string | null;
  emailFooter: string | null;
  emailContact: string | null;
  /** The public online booking page is open (read here, set by POST /hotel/online-booking). */
  hasOnlineBook?: boolean;
}

export const HOTEL_SETTING_FIELDS = [
  'isMustPay',
  'bccEmails',
  'emailHeader',
  'emailBody',
  'emailFooter',
  'emailContact',
] as const;

/** A bank of the reference list (GET /api/banks). */
export interface Bank extends Named {
  /** The bank issues payment QR codes. */
  hasQr: boolean;
}

/** A bank account of the property (GET /api/hotel/banks). */
export interface HotelBankAccount {
  id: string;
  bank: Bank;
  accountName: string;
  number: string;
  currency: string;
  qrImage: string | null;
  isDefault: boolean;
}

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
export interface HotelRule {
  id: string;
  title: string;
  description: string;
}

export interface SaveRuleRequest {
  id?: string;
  title: string;
  description: string;
}

export const RULE_FIELDS = ['title', 'description'] as const;

/** A facility category with its facilities (GET /api/facility/categories). */
export interface FacilityCategory extends Named {
  facilities: Named[];
}

/** A contact person of the property (GET /api/contacts). */
export interface Contact {
  id: string;
  name: string;
  position: string | null;
  phoneNumber: string | null;
  email: string | null;
  /** The contact every property starts with: only the owner edits it; nobody deletes it. */
  isDefault: boolean;
}

export interface SaveContactRequest {
  id?: string;
  name: string;
  position: string;
  phoneNumber: string;
  email: string;
}

export const CONTACT_FIELDS = ['name', 'position', 'phoneNumber', 'email'] as const;

export interface ListOf<T> {
  data: T[];
  total: number;
}

export interface Saved {
  id: string;
  position: string;
}

export interface Accepted {
  position: string;
}

/**
 * Calls name their property (`slug`): the cache key of what they read, and the X-Slug the
 * server reads. Reference names come in the interface language, which is part of the key.
 */
interface OfProperty {
  slug: string;
}

interface InLanguage extends OfProperty {
  language: string;
}

interface Command extends OfProperty {
  idempotencyKey: string;
}

const PROFILE = { type: 'hotelProfile', id: 'LIST' } as const;
const CONTACTS = { type: 'contacts', id: 'LIST' } as const;

const headers = ({ slug }: OfProperty) => ({ 'X-Slug': slug });
const commandHeaders = ({ slug, idempotencyKey }: Command) => ({
  'X-Slug': slug,
  'Idempotency-Key': idempotencyKey,
});

const post = <B>(url: string, body: B, command: Command) => ({
  url,
  method: 'POST',
  body,
  headers: commandHeaders(command),
});

const remove = (url: string, id: string, command: Command) => ({
  url: `${url}/${encodeURIComponent(id)}`,
  method: 'DELETE',
  headers: commandHeaders(command),
});

const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHotelEditData: build.query<HotelEditData, InLanguage>({
      query: (args) => ({ url: '/hotels/data/edit', headers: headers(args) }),
      providesTags: [PROFILE],
    }),
    saveHotelInfo: build.mutation<Accepted, Command & { info: SaveHotelInfoRequest }>({
      query: ({ info, ...command }) => post('/hotel/info', info, command),
      // The property's name shows in the property list and the side menu.
      invalidatesTags: (result) => (result ? [PROFILE, 'properties', 'user'] : []),
    }),
    getHotelSetting: build.query<HotelSetting, OfProperty>({
      query: (args) => ({ url: '/hotel/setting', headers: headers(args) }),
      providesTags: [PROFILE],
    }),
    saveHotelSetting: build.mutation<Accepted, Command & { setting: HotelSetting }>({
      query: ({ setting, ...command }) => post('/hotel/setting', setting, command),
      invalidatesTags: (result) => (result ? [PROFILE] : []),
    }),
    listBanks: build.query<ListOf<Bank>, InLanguage>({
      query: (args) => ({ url: '/banks', headers: headers(args) }),
      keepUnusedDataFor: 600,
    }),
    listBankAccounts: build.query<ListOf<HotelBankAccount>, InLanguage>({
      query: (args) => ({ url: '/hotel/banks', headers: headers(args) }),
      providesTags: [PROFILE],
    }),
    saveBankAccount: build.mutation<Saved, Command & { account: SaveBankAccountRequest }>({
      query: ({ account, ...command }) => post('/hotel/banks', account, command),
      invalidatesTags: (result) => (result ? [PROFILE] : []),
    }),
    deleteBankAccount: build.mutation<Accepted, Command & { id: string }>({
      query: ({ id, ...command }) => remove('/hotel/banks', id, command),
      invalidatesTags: (result) => (result ? [PROFILE] : []),
    }),
    listRules: build.query<ListOf<HotelRule>, OfProperty>({
      query: (args) => ({ url: '/hotel/rules', headers: headers(args) }),
      providesTags: [PROFILE],
    }),
    saveRule: build.mutation<Saved, Command & { rule: SaveRuleRequest }>({
      query: ({ rule, ...command }) => post('/hotel/rules', rule, command),
      invalidatesTags: (result) => (result ? [PROFILE] : []),
    }),
    deleteRule: build.mutation<Accepted, Command & { id: string }>({
      query: ({ id, ...command }) => remove('/hotel/rules', id, command),
      invalidatesTags: (result) => (result ? [PROFILE] : []),
    }),
    listImages: build.query<ListOf<string>, OfProperty>({
      query: (args) => ({ url: '/hotel/images', headers: headers(args) }),
      providesTags: [PROFILE],
    }),
    saveImages: build.mutation<Accepted, Command & { images: string[] }>({
      query: ({ images, ...command }) => post('/hotel/images', { images }, command),
      invalidatesTags: (result) => (result ? [PROFILE] : []),
    }),
    listFacilityCategories: build.query<ListOf<FacilityCategory>, InLanguage>({
      query: (args) => ({ url: '/facility/categories', headers: headers(args) }),
      keepUnusedDataFor: 600,
    }),
    listMyFacilities: build.query<ListOf<Named & { categoryId: string }>, InLanguage>({
      query: (args) => ({ url: '/my/facilities', headers: headers(args) }),
      providesTags: [PROFILE],
    }),
    syncFacilities: build.mutation<Accepted, Command & { facilities: string[] }>({
      query: ({ facilities, ...command }) => post('/sync/facilities', { facilities }, command),
      invalidatesTags: (result) => (result ? [PROFILE] : []),
    }),
    listContacts: build.query<ListOf<Contact>, OfProperty>({
      query: (args) => ({ url: '/contacts', headers: headers(args) }),
      providesTags: [CONTACTS],
    }),
    saveContact: build.mutation<Saved, Command & { contact: SaveContactRequest }>({
      query: ({ contact, ...command }) => post('/contacts', contact, command),
      invalidatesTags: (result) => (result ? [CONTACTS] : []),
    }),
    deleteContact: build.mutation<Accepted, Command & { id: string }>({
      query: ({ id, ...command }) => remove('/contacts', id, command),
      invalidatesTags: (result) => (result ? [CONTACTS] : []),
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
