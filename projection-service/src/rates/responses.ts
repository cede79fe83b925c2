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
