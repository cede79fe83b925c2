import type {
  CurrencyList,
  PartnerList,
  PaymentMethodList,
  ProductCategoryList,
  ServiceCategoryList,
  SourceList,
  TaxList,
} from '../../lib/api-types.gen';
import { type PropertyEndpoints, injectPropertyEndpoints } from '../../lib/property-endpoints';
import type { IdAnswer } from '../../lib/property-requests';

/**
 * The settings lists of a property (settings spec §3): reservation channels (sources), payment
 * methods, currencies, taxes, partners, service categories with their services, and the
 * product categories (reference data) a service may name.
 */

export const INCOME_TYPES = ['paid', 'prepaid', 'receivable', 'cancellation'] as const;
export type IncomeType = (typeof INCOME_TYPES)[number];

export const PARTNER_TYPES = ['contracter', 'partner', 'client'] as const;
export type PartnerType = (typeof PARTNER_TYPES)[number];

/**
 * What the lists answer, as the API's document declares it (generated: ui/src/lib/api-types.gen.ts,
 * `npm run api-types`; the schemas live in projection-service/src/settings/responses.ts).
 */
export type {
  /** A reservation channel (GET /api/sources). */
  Source,
  /** A payment method (GET /api/payment/methods). */
  PaymentMethod,
  /** A currency (GET /api/currencies); `rate` is tugrik for one unit. */
  Currency,
  /** A tax (GET /api/taxes). */
  Tax,
  /** A partner organisation (GET /api/partners). */
  Partner,
  /** A product category of the reference list, shown as `code - name`. */
  ProductCategory,
  /** A service of a category (inside GET /api/service/categories). */
  Service,
  /** A service category with its services (GET /api/service/categories). */
  ServiceCategory,
} from '../../lib/api-types.gen';

/** The forms' bodies: without `id` a new item, with it a change. */
export interface SaveSourceRequest {
  id?: string;
  name: string;
  /** Empty: no English name. */
  nameEn: string;
  shortName: string;
  color: string;
  isDefault: boolean;
}

export interface SavePaymentMethodRequest {
  id?: string;
  name: string;
  /** Empty: no English name. */
  nameEn: string;
  color: string;
  isPaid: boolean;
  incomeTypes: IncomeType[];
  isDefault: boolean;
}

export interface SaveCurrencyRequest {
  id?: string;
  name: string;
  /** Empty: no English name. */
  nameEn: string;
  shortName: string;
  rate: number | string;
  isDefault: boolean;
}

export interface SaveTaxRequest {
  id?: string;
  name: string;
  /** Empty: no English name. */
  nameEn: string;
  percentage: number | string;
  inclusive: boolean;
  isEnabled: boolean;
}

export interface SavePartnerRequest {
  id?: string;
  name: string;
  type: PartnerType;
  registerNo: string;
  description: string;
  contactPerson: string;
  phoneNumber: string;
  email: string;
  financePerson: string;
  financePhoneNumber: string;
  financeEmail: string;
  address: string;
  discount: number | string;
}

export interface SaveServiceCategoryRequest {
  id?: string;
  name: string;
  /** Empty: no English name. */
  nameEn: string;
  color: string;
}

export interface SaveServiceRequest {
  id?: string;
  name: string;
  nameEn: string;
  price: number | string;
  countable: boolean;
  quantity: number | string | null;
  barCode: string;
  serviceCategory: { id: string };
  partner: { id: string } | null;
  productCategory: { id: string } | null;
}

/** The fields of each form, as the server names them in its errors (in focus order). */
export const SOURCE_FIELDS = ['name', 'nameEn', 'shortName', 'color', 'isDefault'] as const;
export const PAYMENT_METHOD_FIELDS = [
  'name',
  'nameEn',
  'color',
  'isPaid',
  'isCash',
  'isOnline',
  'incomeTypes',
  'isDefault',
] as const;
export const CURRENCY_FIELDS = ['name', 'nameEn', 'shortName', 'rate', 'isDefault'] as const;
export const TAX_FIELDS = ['name', 'nameEn', 'percentage', 'inclusive', 'isEnabled'] as const;
export const PARTNER_FIELDS = [
  'name',
  'registerNo',
  'type',
  'discount',
  'address',
  'description',
  'contactPerson',
  'phoneNumber',
  'email',
  'financePerson',
  'financePhoneNumber',
  'financeEmail',
] as const;
export const SERVICE_CATEGORY_FIELDS = ['name', 'nameEn', 'color'] as const;
export const SERVICE_FIELDS = [
  'name',
  'nameEn',
  'serviceCategory',
  'price',
  'countable',
  'quantity',
  'barCode',
  'partner',
  'productCategory',
] as const;

type Tag = 'sources' | 'paymentMethods' | 'currencies' | 'taxes' | 'partners' | 'serviceCategories';

const listTag = (type: Tag) => ({ type, id: 'LIST' });

/** The fixed parameters of every list: read whole (rowsPerPage 0), they are short and shown all. */
const WHOLE = { rowsPerPage: 0 };

/**
 * The endpoints of one settings list at `url`: read it whole, save an item (`Body`), remove one.
 * A save also refreshes the lists that show a copy of the item (`savedAlsoIn`).
 */
const settingsList = <List, Body, Filters extends object = object>(
  property: PropertyEndpoints,
  url: string,
  tag: Tag,
  ...savedAlsoIn: Tag[]
) => ({
  list: property.listWith<List, Filters>(url, WHOLE, listTag(tag)),
  save: property.save<IdAnswer, { item: Body }>(url, 'item', ...[tag, ...savedAlsoIn].map(listTag)),
  remove: property.remove(url, listTag(tag)),
});

const settingsApi = injectPropertyEndpoints((property, build) => {
  const sources = settingsList<SourceList, SaveSourceRequest>(property, '/sources', 'sources');
  const paymentMethods = settingsList<PaymentMethodList, SavePaymentMethodRequest>(
    property,
    '/payment/methods',
    'paymentMethods',
  );
  const currencies = settingsList<CurrencyList, SaveCurrencyRequest>(
    property,
    '/currencies',
    'currencies',
  );
  const taxes = settingsList<TaxList, SaveTaxRequest>(property, '/taxes', 'taxes');
  // `type` narrows the partners to one kind (a tab); `search` matches the name and contacts.
  // Services show their partner's name, so a saved partner refreshes them too.
  const partners = settingsList<
    PartnerList,
    SavePartnerRequest,
    { type?: PartnerType; search?: string }
  >(property, '/partners', 'partners', 'serviceCategories');
  const serviceCategories = settingsList<ServiceCategoryList, SaveServiceCategoryRequest>(
    property,
    '/service/categories',
    'serviceCategories',
  );
  // A service lives inside its category's list.
  const CATEGORIES = listTag('serviceCategories');
  return {
    listSources: sources.list,
    saveSource: sources.save,
    deleteSource: sources.remove,
    listPaymentMethods: paymentMethods.list,
    savePaymentMethod: paymentMethods.save,
    deletePaymentMethod: paymentMethods.remove,
    listCurrencies: currencies.list,
    saveCurrency: currencies.save,
    deleteCurrency: currencies.remove,
    listTaxes: taxes.list,
    saveTax: taxes.save,
    deleteTax: taxes.remove,
    listPartners: partners.list,
    savePartner: partners.save,
    deletePartner: partners.remove,
    listServiceCategories: serviceCategories.list,
    saveServiceCategory: serviceCategories.save,
    deleteServiceCategory: serviceCategories.remove,
    saveService: property.save<IdAnswer, { item: SaveServiceRequest }>(
      '/services',
      'item',
      CATEGORIES,
    ),
    deleteService: property.remove('/services', CATEGORIES),
    /**
     * Reference data named in the interface language (X-Language), so the language is part
     * of the cache key; not the property's (no X-Slug).
     */
    listProductCategories: build.query<ProductCategoryList, { language: string }>({
      query: () => ({ url: '/product/categories', params: WHOLE }),
      keepUnusedDataFor: 600,
    }),
  };
});

export const {
  useListSourcesQuery,
  useSaveSourceMutation,
  useDeleteSourceMutation,
  useListPaymentMethodsQuery,
  useSavePaymentMethodMutation,
  useDeletePaymentMethodMutation,
  useListCurrenciesQuery,
  useSaveCurrencyMutation,
  useDeleteCurrencyMutation,
  useListTaxesQuery,
  useSaveTaxMutation,
  useDeleteTaxMutation,
  useListPartnersQuery,
  useSavePartnerMutation,
  useDeletePartnerMutation,
  useListServiceCategoriesQuery,
  useSaveServiceCategoryMutation,
  useDeleteServiceCategoryMutation,
  useSaveServiceMutation,
  useDeleteServiceMutation,
  useListProductCategoriesQuery,
} = settingsApi;
