import { z } from 'zod';
import { occupancyRateSchema, priceSchema, ratePlanFieldsSchema } from '@hotel/events/rates/events';
import { apiSchema } from '@hotel/infra/http/api-schemas';

/**
 * What the rate plan queries answer (the UI's types are generated from these: see
 * docs/adding-a-feature.md, "Generated types").
 */

/** A meal a rate plan may include, named in the caller's language. */
export const mealResponse = apiSchema(
  'Meal',
  z.object({ id: z.string(), code: z.string(), name: z.string() }),
);

export const occupancyRatePlanResponse = apiSchema('OccupancyRatePlan', occupancyRateSchema);

/** A rate plan as the screens use it: its room type, partners, meals and occupancy rows. */
export const ratePlanResponse = apiSchema(
  'RatePlan',
  ratePlanFieldsSchema
    .omit({ roomTypeId: true, partnerIds: true, mealIds: true, occupancyRates: true })
    .extend({
      id: z.string(),
      type: z.enum(['daily', 'other']),
      roomType: z.object({ id: z.string(), name: z.string(), nameEn: z.string().nullable() }),
      partners: z.array(z.object({ id: z.string(), name: z.string() })),
      meals: z.array(mealResponse),
      occupancyRatePlans: z.array(occupancyRatePlanResponse),
    }),
);

export const ratePlanListResponse = apiSchema(
  'RatePlanList',
  z.object({ data: z.array(ratePlanResponse), total: z.number().int() }),
);

export const ratePlanDetailResponse = apiSchema(
  'RatePlanDetail',
  z.object({ ratePlan: ratePlanResponse }),
);

export const ratePriceResponse = apiSchema('RatePrice', priceSchema);

/** One date of a plan's calendar, with the night's price resolved. */
export const rateDayResponse = apiSchema(
  'RateDay',
  z.object({
    date: z.string(),
    price: ratePriceResponse.nullable(),
    minLos: z.number().int().describe('Minimum nights of a stay arriving on the date (1 = none)'),
    maxLos: z.number().int().describe('Maximum nights of a stay arriving on the date (0 = none)'),
    closedToArrival: z.boolean(),
    closedToDeparture: z.boolean(),
    stopSell: z.boolean(),
    value: z.number().describe("The night's price in tugrik (the default price where unset)"),
    isSet: z.boolean().describe('A price was set on this date (daily rates or an interval)'),
  }),
);

export const rateCalendarResponse = apiSchema(
  'RateCalendar',
  z.object({ data: z.array(rateDayResponse), defaultPrice: z.number() }),
);

/** A named range of a plan with a price per weekday (Monday first). */
export const rateIntervalResponse = apiSchema(
  'RateInterval',
  z.object({
    id: z.string(),
    ratePlan: z.object({ id: z.string() }),
    name: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    minLos: z.number().int().nullable(),
    maxLos: z.number().int().nullable(),
    rates: z.array(z.number().int()),
  }),
);

export const rateIntervalListResponse = apiSchema(
  'RateIntervalList',
  z.object({ data: z.array(rateIntervalResponse), total: z.number().int() }),
);

export const mealListResponse = apiSchema(
  'MealList',
  z.object({ data: z.array(mealResponse), total: z.number().int() }),
);

/** One priced part of a quote: a night's room, a child, an extra bed, a service, a discount, a tax. */
export const quoteLineResponse = apiSchema(
  'QuoteLine',
  z.object({
    kind: z.enum(['room', 'child', 'extraBed', 'service', 'discount', 'tax']),
    name: z.string().optional(),
    date: z.string().optional(),
    quantity: z.number(),
    price: z.number(),
    amount: z.number(),
  }),
);

/** GET /api/quote: what one room would cost for a stay and its guests (nothing is saved). */
export const stayQuoteResponse = apiSchema(
  'StayQuote',
  z.object({
    sellable: z
      .boolean()
      .describe('Nothing stops the sale (no restriction, the guests fit, a price exists)'),
    reasons: z
      .array(
        z.object({
          code: z.string(),
          params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
          message: z.string().describe('Why not, in the language of the X-Language header'),
        }),
      )
      .describe('Why the stay cannot be sold'),
    nights: z.number().int(),
    dayRates: z
      .array(z.object({ date: z.string(), value: z.number() }))
      .describe("The room's price per night after occupancy and partner discounts"),
    lines: z.array(quoteLineResponse).describe('Everything the guest pays; total is their sum'),
    roomAmount: z.number(),
    childrenAmount: z.number(),
    extraBedAmount: z.number(),
    servicesAmount: z.number(),
    discountAmount: z.number(),
    taxes: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        percentage: z.number(),
        inclusive: z.boolean(),
        amount: z.number(),
      }),
    ),
    total: z.number(),
  }),
);
