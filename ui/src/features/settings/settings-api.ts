import { api } from '../../lib/api';
import type { components } from '../../lib/api-types.gen';

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

export interface ListOf<T> {
  data: T[];
  total: number;
}

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

/** A command's answer: the id it made or changed and the position to read from. */
export interface Saved {
  id: string;
  position: string;
}

export interface Removed {
  position: string;
}

/**
 * Calls name their property (`slug`): it is the cache key of the lists and the X-Slug the
 * server reads, so an answer always belongs to the property it was asked for.
 */
export interface OfProperty {
  slug: string;
}

export interface Command extends OfProperty {
  idempotencyKey: string;
}

export interface RemoveCommand extends Command {
  id: string;
}

type Tag = 'sources' | 'paymentMethods' | 'currencies' | 'taxes' | 'partners' | 'serviceCategories';

const LIST = 'LIST';
const listTag = (type: Tag) => ({ type, id: LIST });

/** Every list is read whole (rowsPerPage 0): they are short, and the screens show them all. */
const readList =
  (url: string) =>
  ({ slug, ...params }: OfProperty & Record<string, string | undefined>) => ({
    url,
    params: {
      rowsPerPage: 0,
      ...Object.fromEntries(Object.entries(params).filter(([, value]) => value)),
    },
    headers: { 'X-Slug': slug },
  });

const commandHeaders = ({ slug, idempotencyKey }: Command) => ({
  'X-Slug': slug,
  'Idempotency-Key': idempotencyKey,
});

const save =
  (url: string) =>
  <T>({ item, ...command }: Command & { item: T }) => ({
    url,
    method: 'POST',
    body: item,
    headers: commandHeaders(command),
  });

const remove =
  (url: string) =>
  ({ id, ...command }: RemoveCommand) => ({
    url: `${url}/${encodeURIComponent(id)}`,
    method: 'DELETE',
    headers: commandHeaders(command),
  });

/** What a change invalidates: its own list, and lists that show a copy of it. */
const invalidates =
  (...tags: Tag[]) =>
  (result: unknown) =>
    result ? tags.map(listTag) : [];

const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listSources: build.query<ListOf<Source>, OfProperty>({
      query: readList('/sources'),
      providesTags: [listTag('sources')],
    }),
    saveSource: build.mutation<Saved, Command & { item: SaveSourceRequest }>({
      query: save('/sources'),
      invalidatesTags: invalidates('sources'),
    }),
    deleteSource: build.mutation<Removed, RemoveCommand>({
      query: remove('/sources'),
      invalidatesTags: invalidates('sources'),
    }),

    listPaymentMethods: build.query<ListOf<PaymentMethod>, OfProperty>({
      query: readList('/payment/methods'),
      providesTags: [listTag('paymentMethods')],
    }),
    savePaymentMethod: build.mutation<Saved, Command & { item: SavePaymentMethodRequest }>({
      query: save('/payment/methods'),
      invalidatesTags: invalidates('paymentMethods'),
    }),
    deletePaymentMethod: build.mutation<Removed, RemoveCommand>({
      query: remove('/payment/methods'),
      invalidatesTags: invalidates('paymentMethods'),
    }),

    listCurrencies: build.query<ListOf<Currency>, OfProperty>({
      query: readList('/currencies'),
      providesTags: [listTag('currencies')],
    }),
    saveCurrency: build.mutation<Saved, Command & { item: SaveCurrencyRequest }>({
      query: save('/currencies'),
      invalidatesTags: invalidates('currencies'),
    }),
    deleteCurrency: build.mutation<Removed, RemoveCommand>({
      query: remove('/currencies'),
      invalidatesTags: invalidates('currencies'),
    }),

    listTaxes: build.query<ListOf<Tax>, OfProperty>({
      query: readList('/taxes'),
      providesTags: [listTag('taxes')],
    }),
    saveTax: build.mutation<Saved, Command & { item: SaveTaxRequest }>({
      query: save('/taxes'),
      invalidatesTags: invalidates('taxes'),
    }),
    deleteTax: build.mutation<Removed, RemoveCommand>({
      query: remove('/taxes'),
      invalidatesTags: invalidates('taxes'),
    }),

    /** `type` narrows to one kind (a tab); `search` matches the name and contacts. */
    listPartners: build.query<
      ListOf<Partner>,
      OfProperty & { type?: PartnerType; search?: string }
    >({
      query: readList('/partners'),
      providesTags: [listTag('partners')],
    }),
    savePartner: build.mutation<Saved, Command & { item: SavePartnerRequest }>({
      query: save('/partners'),
      // Services show their partner's name.
      invalidatesTags: invalidates('partners', 'serviceCategories'),
    }),
    deletePartner: build.mutation<Removed, RemoveCommand>({
      query: remove('/partners'),
      invalidatesTags: invalidates('partners'),
    }),

    listServiceCategories: build.query<ListOf<ServiceCategory>, OfProperty>({
      query: readList('/service/categories'),
      providesTags: [listTag('serviceCategories')],
    }),
    saveServiceCategory: build.mutation<Saved, Command & { item: SaveServiceCategoryRequest }>({
      query: save('/service/categories'),
      invalidatesTags: invalidates('serviceCategories'),
    }),
    deleteServiceCategory: build.mutation<Removed, RemoveCommand>({
      query: remove('/service/categories'),
      invalidatesTags: invalidates('serviceCategories'),
    }),
    saveService: build.mutation<Saved, Command & { item: SaveServiceRequest }>({
      query: save('/services'),
      invalidatesTags: invalidates('serviceCategories'),
    }),
    deleteService: build.mutation<Removed, RemoveCommand>({
      query: remove('/services'),
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
  }),
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
