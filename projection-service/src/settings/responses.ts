import { z } from 'zod';
import {
  contactSchema,
  currencySchema,
  partnerSchema,
  paymentMethodSchema,
  serviceCategorySchema,
  serviceSchema,
  sourceSchema,
  taxSchema,
} from '@hotel/events/settings/events';
import { apiSchema } from '@hotel/infra/http/api-schemas';

/**
 * What GET /api/<settings list> answers (the UI's types are generated from these: see
 * docs/adding-a-feature.md, "Generated types"): the kind's item as its events carry it, without
 * the property, in `{ data, total }`.
 */
const listOf = <Item extends z.ZodType>(item: Item) =>
  z.object({ data: z.array(item), total: z.number().int() });

const withoutProperty = { propertyId: true } as const;

export const sourceItem = apiSchema('Source', sourceSchema.omit(withoutProperty));
export const paymentMethodItem = apiSchema(
  'PaymentMethod',
  paymentMethodSchema.omit(withoutProperty),
);
export const currencyItem = apiSchema('Currency', currencySchema.omit(withoutProperty));
export const taxItem = apiSchema('Tax', taxSchema.omit(withoutProperty));
export const partnerItem = apiSchema('Partner', partnerSchema.omit(withoutProperty));
export const contactItem = apiSchema('Contact', contactSchema.omit(withoutProperty));

/** A product category of the reference list, named in the caller's language. */
export const productCategoryItem = apiSchema(
  'ProductCategory',
  z.object({ id: z.string(), code: z.string(), name: z.string() }),
);

/** A service of a category, with its partner and product category. */
export const serviceItem = apiSchema(
  'Service',
  serviceSchema
    .omit(withoutProperty)
    .omit({ serviceCategoryId: true, partnerId: true, productCategoryId: true })
    .extend({
      serviceCategory: z.object({ id: z.string(), isDefault: z.boolean() }),
      partner: z.object({ id: z.string(), name: z.string() }).nullable(),
      productCategory: productCategoryItem.nullable(),
    }),
);

/** A service category with its services. */
export const serviceCategoryItem = apiSchema(
  'ServiceCategory',
  serviceCategorySchema.omit(withoutProperty).extend({ services: z.array(serviceItem) }),
);

export const settingsListResponses = {
  Source: apiSchema('SourceList', listOf(sourceItem)),
  PaymentMethod: apiSchema('PaymentMethodList', listOf(paymentMethodItem)),
  Currency: apiSchema('CurrencyList', listOf(currencyItem)),
  Tax: apiSchema('TaxList', listOf(taxItem)),
  Partner: apiSchema('PartnerList', listOf(partnerItem)),
  ServiceCategory: apiSchema('ServiceCategoryList', listOf(serviceCategoryItem)),
  Contact: apiSchema('ContactList', listOf(contactItem)),
} as const;

export const productCategoryListResponse = apiSchema(
  'ProductCategoryList',
  listOf(productCategoryItem),
);
