import { z } from 'zod';
import type { DomainEvent } from '../metadata';

/**
 * Rate plans and their rates (settings spec §3, §5).
 * - `rateplans-{propertyId}`: the plans of a property (one OTA plan and one online-booking plan
 *   per room type hold together there).
 * - `rates-{ratePlanId}`: what was set on a plan's calendar, as written: ranges of daily
 *   rates and restrictions, and intervals. The calendar of a date is the fold of these writes
 *   in order (../pricing/rate-calendar.ts), so removing an interval brings back what lay under it.
 */

export const occupancyRateSchema = z.object({
  /** Adults in the room. */
  occupancy: z.number().int(),
  /** Tugrik off the night's price at this occupancy. */
  discount: z.number().int(),
  isActive: z.boolean(),
  /** The room type's full occupancy: the plan's own price, not editable. */
  isDefault: z.boolean(),
});
export type OccupancyRate = z.infer<typeof occupancyRateSchema>;

export const ratePlanFieldsSchema = z.object({
  name: z.string(),
  /** The name in English, shown in English when set (absent in older events). */
  nameEn: z.string().nullable().optional(),
  roomTypeId: z.string(),
  /** Priced per date on the rate calendar (daily) or by the room type's prices only. */
  isDaily: z.boolean(),
  /** Non-refundable: the cancellation policy does not apply, nothing is refunded. */
  nonRef: z.boolean(),
  /** Sent to channel managers / OTAs (one plan per room type). */
  isOta: z.boolean(),
  /** Offered on the online booking page (one plan per room type). */
  isOnlineBook: z.boolean(),
  partnerIds: z.array(z.string()),
  mealIds: z.array(z.string()),
  occupancyRates: z.array(occupancyRateSchema),
});
export type RatePlanFields = z.infer<typeof ratePlanFieldsSchema>;

const plan = { propertyId: z.string(), ratePlanId: z.string() };

export const ratePlanAddedSchema = ratePlanFieldsSchema.extend(plan);
export type RatePlanAdded = DomainEvent<'RatePlanAdded', z.infer<typeof ratePlanAddedSchema>>;
/** The whole plan after the change. */
export const ratePlanChangedSchema = ratePlanAddedSchema;
export type RatePlanChanged = DomainEvent<'RatePlanChanged', z.infer<typeof ratePlanChangedSchema>>;
export const ratePlanRemovedSchema = z.object(plan);
export type RatePlanRemoved = DomainEvent<'RatePlanRemoved', z.infer<typeof ratePlanRemovedSchema>>;

export const weekdays = [1, 2, 3, 4, 5, 6, 7] as const;
/** ISO weekday: 1 = Monday … 7 = Sunday. */
export type Weekday = (typeof weekdays)[number];

/** A night's price: tugrik, or a percent change of the room type's default price. */
export const priceSchema = z.object({ op: z.enum(['mnt', 'percent']), value: z.number() });
export type RatePrice = z.infer<typeof priceSchema>;

/**
 * Rates and restrictions set on the dates of a range that fall on the chosen weekdays. A null
 * field leaves that part of those dates as it was.
 */
export const dailyRatesSetSchema = z.object({
  ...plan,
  startDate: z.string(),
  endDate: z.string(),
  days: z.array(z.number().int().min(1).max(7)),
  price: priceSchema.nullable(),
  /** Minimum nights of a stay arriving on the date; 1 = none. */
  minLos: z.number().int().nullable(),
  /** Maximum nights of a stay arriving on the date; 0 = none. */
  maxLos: z.number().int().nullable(),
  closedToArrival: z.boolean().nullable(),
  closedToDeparture: z.boolean().nullable(),
  stopSell: z.boolean().nullable(),
});
export type DailyRatesSet = DomainEvent<'DailyRatesSet', z.infer<typeof dailyRatesSetSchema>>;

/** A named range with a price per weekday (Monday … Sunday). Saving again replaces it. */
export const intervalSavedSchema = z.object({
  ...plan,
  intervalId: z.string(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  minLos: z.number().int().nullable(),
  maxLos: z.number().int().nullable(),
  /** Tugrik per night, Monday first (7 values). */
  rates: z.array(z.number().int()).length(7),
});
export type IntervalSaved = DomainEvent<'IntervalSaved', z.infer<typeof intervalSavedSchema>>;
export const intervalRemovedSchema = z.object({ ...plan, intervalId: z.string() });
export type IntervalRemoved = DomainEvent<'IntervalRemoved', z.infer<typeof intervalRemovedSchema>>;

export type RatePlanEvent = RatePlanAdded | RatePlanChanged | RatePlanRemoved;
export type RateCalendarEvent = DailyRatesSet | IntervalSaved | IntervalRemoved;
export type RatesEvent = RatePlanEvent | RateCalendarEvent;

export const ratesEventSchemas: { [T in RatesEvent['type']]: z.ZodType } = {
  RatePlanAdded: ratePlanAddedSchema,
  RatePlanChanged: ratePlanChangedSchema,
  RatePlanRemoved: ratePlanRemovedSchema,
  DailyRatesSet: dailyRatesSetSchema,
  IntervalSaved: intervalSavedSchema,
  IntervalRemoved: intervalRemovedSchema,
};
