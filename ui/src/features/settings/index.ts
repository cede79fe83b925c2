/** The settings feature's public surface: what other features may use (docs/adding-a-feature.md, "Layers"). */
export { MoneyInput } from './money-input';
export {
  useListCurrenciesQuery,
  useListPartnersQuery,
  useListPaymentMethodsQuery,
  useListServiceCategoriesQuery,
  useListSourcesQuery,
  useListTaxesQuery,
} from './settings-api';
export type { Partner, PaymentMethod, Source } from './settings-api';
