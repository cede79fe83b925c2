import { api } from '../../lib/api';
import type { components } from '../../lib/api-types.gen';
import {
  type CommandAnswer,
  type IdAnswer,
  type ListOf,
  type OfProperty,
  type PropertyCommand,
  type RemoveCommand,
  onceAccepted,
  postCommand,
  propertyHeaders,
  removeOf,
} from '../../lib/property-requests';

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
type Schemas = components['schemas'];
/** A reservation channel (GET /api/sources). */
export type Source = Schemas['Source'];
/** A payment method (GET /api/payment/methods). */
export type PaymentMethod = Schemas['PaymentMethod'];
/** A currency (GET /api/currencies); `rate` is tugrik for one unit. */
export type Currency = Schemas['Currency'];
/** A tax (GET /api/taxes). */
export type Tax = Schemas['Tax'];
/** A partner organisation (GET /api/partners). */
export type Partner = Schemas['Partner'];
/** A product category of the reference list, shown as `code - name`. */
export type ProductCategory = Schemas['ProductCategory'];
/** A service of a category (inside GET /api/service/categories). */
export type Service = Schemas['Service'];
/** A service category with its services (GET /api/service/categories). */
export type ServiceCategory = Schemas['ServiceCategory'];

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

const LIST = 'LIST';
const listTag = (type: Tag) => ({ type, id: LIST });

/** Every list is read whole (rowsPerPage 0): they are short, and the screens show them all. */
const readList =
  <Filters extends object>(url: string) =>
  ({ slug, ...params }: OfProperty & Filters) => ({
    url,
    params: {
      rowsPerPage: 0,
      ...Object.fromEntries(Object.entries(params).filter(([, value]) => value)),
    },
    headers: propertyHeaders({ slug }),
  });

const save =
  (url: string) =>
  <T>({ item, ...command }: PropertyCommand & { item: T }) =>
    postCommand(url, item, command);

/** What a change invalidates: its own list, and lists that show a copy of it. */
const invalidates = (...tags: Tag[]) => onceAccepted(...tags.map(listTag));

type Build = Parameters<Parameters<typeof api.injectEndpoints>[0]['endpoints']>[0];

/**
 * The endpoints of one settings list at `url`: read it whole, save an item (`Body`), remove one.
 * A save also refreshes the lists that show a copy of the item (`savedAlsoIn`).
 */
const settingsList = <Item, Body, Filters extends object = object>(
  build: Build,
  url: string,
  tag: Tag,
  ...savedAlsoIn: Tag[]
) => ({
  list: build.query<ListOf<Item>, OfProperty & Filters>({
    query: readList<Filters>(url),
    providesTags: [listTag(tag)],
  }),
  save: build.mutation<IdAnswer, PropertyCommand & { item: Body }>({
    query: save(url),
    invalidatesTags: invalidates(tag, ...savedAlsoIn),
  }),
  remove: build.mutation<CommandAnswer, RemoveCommand>({
    query: removeOf(url),
    invalidatesTags: invalidates(tag),
  }),
});

const settingsApi = api.injectEndpoints({
  endpoints: (build) => {
    const sources = settingsList<Source, SaveSourceRequest>(build, '/sources', 'sources');
    const paymentMethods = settingsList<PaymentMethod, SavePaymentMethodRequest>(
      build,
      '/payment/methods',
      'paymentMethods',
    );
    const currencies = settingsList<Currency, SaveCurrencyRequest>(
      build,
      '/currencies',
      'currencies',
    );
    const taxes = settingsList<Tax, SaveTaxRequest>(build, '/taxes', 'taxes');
    // `type` narrows the partners to one kind (a tab); `search` matches the name and contacts.
    // Services show their partner's name, so a saved partner refreshes them too.
    const partners = settingsList<
      Partner,
      SavePartnerRequest,
      { type?: PartnerType; search?: string }
    >(build, '/partners', 'partners', 'serviceCategories');
    const serviceCategories = settingsList<ServiceCategory, SaveServiceCategoryRequest>(
      build,
      '/service/categories',
      'serviceCategories',
    );
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
      // A service lives inside its category's list.
      saveService: build.mutation<IdAnswer, PropertyCommand & { item: SaveServiceRequest }>({
        query: save('/services'),
        invalidatesTags: invalidates('serviceCategories'),
      }),
      deleteService: build.mutation<CommandAnswer, RemoveCommand>({
        query: removeOf('/services'),
        invalidatesTags: invalidates('serviceCategories'),
      }),
      /**
       * Reference data named in the interface language (X-Language), so the language is part
       * of the cache key.
       */
      listProductCategories: build.query<ListOf<ProductCategory>, { language: string }>({
        query: () => ({ url: '/product/categories', params: { rowsPerPage: 0 } }),
        keepUnusedDataFor: 600,
      }),
    };
  },
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
