import type {
  BankList,
  ContactList,
  FacilityCategoryList,
  HotelBankAccountList,
  HotelDataEdit,
  HotelImageList,
  HotelInfo,
  HotelRuleList,
  HotelSetting as ApiHotelSetting,
  NamedItem,
} from '../../lib/api-types.gen';
import { injectPropertyEndpoints } from '../../lib/property-endpoints';
import type { CommandAnswer, IdAnswer, InLanguage, ListOf } from '../../lib/property-requests';

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
/** A reference item named in the interface language. */
export type Named = NamedItem;
export type {
  /** The general info (GET /api/hotels/data/edit `hotel`). */
  HotelInfo,
  /** A bank of the reference list (GET /api/banks). */
  Bank,
  /** A bank account of the property (GET /api/hotel/banks). */
  HotelBankAccount,
  /** A house rule (GET /api/hotel/rules). */
  HotelRule,
  /** A facility category with its facilities (GET /api/facility/categories). */
  FacilityCategory,
  /** A contact person of the property (GET /api/contacts). */
  Contact,
} from '../../lib/api-types.gen';
export type MapPoint = NonNullable<HotelInfo['location']>;
/** GET /api/hotels/data/edit: the info and the choices of its form. */
export type HotelEditData = HotelDataEdit;

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
export type HotelSetting = ApiHotelSetting & { hasOnlineBook?: boolean };

export const HOTEL_SETTING_FIELDS = [
  'isMustPay',
  'bccEmails',
  'emailHeader',
  'emailBody',
  'emailFooter',
  'emailContact',
] as const;

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

export interface SaveRuleRequest {
  id?: string;
  title: string;
  description: string;
}

export const RULE_FIELDS = ['title', 'description'] as const;

export interface SaveContactRequest {
  id?: string;
  name: string;
  position: string;
  phoneNumber: string;
  email: string;
}

export const CONTACT_FIELDS = ['name', 'position', 'phoneNumber', 'email'] as const;

const PROFILE = { type: 'hotelProfile', id: 'LIST' } as const;
const CONTACTS = { type: 'contacts', id: 'LIST' } as const;

const profileApi = injectPropertyEndpoints((property) => ({
  getHotelEditData: property.read<HotelEditData, InLanguage>('/hotels/data/edit', PROFILE),
  // The property's name shows in the property list and the side menu.
  saveHotelInfo: property.save<CommandAnswer, { info: SaveHotelInfoRequest }>(
    '/hotel/info',
    'info',
    PROFILE,
    'properties',
    'user',
  ),
  getHotelSetting: property.read<HotelSetting>('/hotel/setting', PROFILE),
  saveHotelSetting: property.save<CommandAnswer, { setting: HotelSetting }>(
    '/hotel/setting',
    'setting',
    PROFILE,
  ),
  listBanks: property.reference<BankList>('/banks'),
  listBankAccounts: property.read<HotelBankAccountList, InLanguage>('/hotel/banks', PROFILE),
  saveBankAccount: property.save<IdAnswer, { account: SaveBankAccountRequest }>(
    '/hotel/banks',
    'account',
    PROFILE,
  ),
  deleteBankAccount: property.remove('/hotel/banks', PROFILE),
  listRules: property.read<HotelRuleList>('/hotel/rules', PROFILE),
  saveRule: property.save<IdAnswer, { rule: SaveRuleRequest }>('/hotel/rules', 'rule', PROFILE),
  deleteRule: property.remove('/hotel/rules', PROFILE),
  listImages: property.read<HotelImageList>('/hotel/images', PROFILE),
  saveImages: property.command<CommandAnswer, { images: string[] }>('/hotel/images', PROFILE),
  listFacilityCategories: property.reference<FacilityCategoryList>('/facility/categories'),
  listMyFacilities: property.read<ListOf<Named & { categoryId: string }>, InLanguage>(
    '/my/facilities',
    PROFILE,
  ),
  syncFacilities: property.command<CommandAnswer, { facilities: string[] }>(
    '/sync/facilities',
    PROFILE,
  ),
  listContacts: property.read<ContactList>('/contacts', CONTACTS),
  saveContact: property.save<IdAnswer, { contact: SaveContactRequest }>(
    '/contacts',
    'contact',
    CONTACTS,
  ),
  deleteContact: property.remove('/contacts', CONTACTS),
}));

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
