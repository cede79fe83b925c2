import { z } from 'zod';
import { daysBetween, isIsoDate } from '../dates';
import {
  numberField,
  optionalText,
  requiredText,
  uuid,
  wholeNumber,
  whenFieldsValid,
} from '../fields';
import { mealIds } from '../reference/meals';

/** The longest range one rate form may set (two years of dates). */
export const MAX_RATE_RANGE_DAYS = 731;

const isoDate = () =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required', abort: true })
    .refine(isIsoDate, { error: 'validation.date', abort: true })
    .refine((d) => d >= '2000-01-01', { error: 'validation.dateTooEarly' });

/** A number field that may be left empty (null: leave as it is). */
const emptyOr = <T extends z.ZodType>(schema: T) =>
  z
    .preprocess((v) => (v === '' || v === undefined ? null : v), z.union([z.null(), schema]))
    .transform((v) => v as z.output<T> | null);

const flag = () => z.boolean({ error: 'validation.invalid' }).optional().default(false);
const ref = () => z.object({ id: uuid() }, { error: 'validation.required' });

/** POST /api/rate/plans — a new plan (no id) or a change to one. */
export const saveRatePlanSchema = z
  .object({
    id: uuid().optional(),
    name: requiredText(60),
    /** The plan's name in English (shown in English when set). */
    nameEn: optionalText(60),
    roomType: ref(),
    /** 'daily': priced per date on the rate calendar; 'other': at the room type's prices. */
    type: z.enum(['daily', 'other'], { error: 'validation.invalid' }).optional().default('daily'),
    nonRef: flag(),
    isOta: flag(),
    isOnlineBook: flag(),
    partners: z.array(ref(), { error: 'validation.invalid' }).optional().default([]),
    meals: z
      .array(
        z.object({
          id: z.string().refine((id) => mealIds.includes(id), { error: 'validation.invalid' }),
        }),
        { error: 'validation.invalid' },
      )
      .optional()
      .default([]),
  })
  .transform(({ roomType, type, partners, meals, ...plan }) => ({
    ...plan,
    roomTypeId: roomType.id,
    isDaily: type === 'daily',
    partnerIds: [...new Set(partners.map((p) => p.id))],
    mealIds: [...new Set(meals.map((m) => m.id))],
  }));
export type SaveRatePlan = z.infer<typeof saveRatePlanSchema>;

/** POST /api/rate/plans/occupancy — the discount per occupancy of a plan. */
export const saveOccupancyRatesSchema = z.object({
  id: uuid(),
  occupancyRatePlans: z.array(
    z.object({
      occupancy: wholeNumber(1, 30),
      discount: emptyOr(wholeNumber(0, 100_000_000)).transform((v) => v ?? 0),
      isActive: flag(),
    }),
    { error: 'validation.invalid' },
  ),
});
export type SaveOccupancyRates = z.infer<typeof saveOccupancyRatesSchema>;

/** Weekday names the forms send, as ISO weekday numbers (1 = Monday). */
const weekdayNames = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const weekday = z.union([
  z.number().int().min(1).max(7),
  z.enum(weekdayNames as [string, ...string[]]).transform((d) => weekdayNames.indexOf(d) + 1),
]);

const rangeChecks = <T extends { startDate: string; endDate: string }>(
  v: T,
  ctx: z.RefinementCtx,
) => {
  if (v.endDate < v.startDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'validation.endBeforeStart' });
  } else if (daysBetween(v.startDate, v.endDate) >= MAX_RATE_RANGE_DAYS) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'validation.rangeTooLong' });
  }
};

const losChecks = <T extends { minLos: number | null; maxLos: number | null }>(
  v: T,
  ctx: z.RefinementCtx,
) => {
  if (v.minLos !== null && v.maxLos !== null && v.maxLos > 0 && v.maxLos < v.minLos) {
    ctx.addIssue({ code: 'custom', path: ['maxLos'], message: 'validation.maxLosBelowMin' });
  }
};

/**
 * POST /api/rate/plans/{id}/daily/rates — set a price (or leave it, rate empty) and
 * restrictions on the chosen weekdays of a range. `priceOp` 1: `rate` is tugrik; 2: `rate` is a
 * percent change of the room type's default price (settings spec §9 rate types).
 */
export const setDailyRatesSchema = z
  .object({
    days: z
      .array(weekday, { error: 'validation.chooseDay' })
      .min(1, { error: 'validation.chooseDay' })
      .transform((days) => [...new Set(days)].sort()),
    startDate: isoDate(),
    endDate: isoDate(),
    rate: emptyOr(numberField()),
    priceOp: z.coerce
      .number({ error: 'validation.number' })
      .refine((v) => v === 1 || v === 2, { error: 'validation.invalid' })
      .optional()
      .default(1),
    minLos: emptyOr(wholeNumber(1, 365)),
    maxLos: emptyOr(wholeNumber(0, 365)),
    closedToArrival: z.boolean({ error: 'validation.invalid' }).nullable().optional().default(null),
    closedToDeparture: z
      .boolean({ error: 'validation.invalid' })
      .nullable()
      .optional()
      .default(null),
    stopSell: z.boolean({ error: 'validation.invalid' }).nullable().optional().default(null),
  })
  .superRefine((v, ctx) => {
    rangeChecks(v, ctx);
    losChecks(v, ctx);
    if (v.rate === null) return;
    if (v.priceOp === 1 && (!Number.isInteger(v.rate) || v.rate < 0 || v.rate > 100_000_000)) {
      ctx.addIssue({ code: 'custom', path: ['rate'], message: 'validation.money' });
    }
    if (v.priceOp === 2 && (v.rate < -100 || v.rate > 1000)) {
      ctx.addIssue({ code: 'custom', path: ['rate'], message: 'validation.percentChange' });
    }
  }, whenFieldsValid)
  .transform(({ rate, priceOp, ...v }) => ({
    ...v,
    price:
      rate === null
        ? null
        : { op: priceOp === 1 ? ('mnt' as const) : ('percent' as const), value: rate },
  }));
export type SetDailyRates = z.infer<typeof setDailyRatesSchema>;

const dayRate = () => wholeNumber(0, 100_000_000);

/** POST /api/intervals — a named range with a price per weekday. */
export const saveIntervalSchema = z
  .object({
    id: uuid().optional(),
    name: requiredText(60),
    ratePlan: ref(),
    startDate: isoDate(),
    endDate: isoDate(),
    minLos: emptyOr(wholeNumber(1, 365)),
    maxLos: emptyOr(wholeNumber(0, 365)),
    mondayRate: dayRate(),
    tuesdayRate: dayRate(),
    wednesdayRate: dayRate(),
    thursdayRate: dayRate(),
    fridayRate: dayRate(),
    saturdayRate: dayRate(),
    sundayRate: dayRate(),
  })
  .superRefine((v, ctx) => {
    rangeChecks(v, ctx);
    losChecks(v, ctx);
  }, whenFieldsValid)
  .transform((v) => ({
    id: v.id,
    name: v.name,
    ratePlanId: v.ratePlan.id,
    startDate: v.startDate,
    endDate: v.endDate,
    minLos: v.minLos,
    maxLos: v.maxLos,
    rates: [
      v.mondayRate,
      v.tuesdayRate,
      v.wednesdayRate,
      v.thursdayRate,
      v.fridayRate,
      v.saturdayRate,
      v.sundayRate,
    ],
  }));
export type SaveInterval = z.infer<typeof saveIntervalSchema>;

export const planAndIntervalParamsSchema = z.object({ planId: uuid(), id: uuid() });

/** GET /api/rate/plans/{id}/rates?from=&to= (to inclusive). */
export const ratesQuerySchema = z
  .object({ from: isoDate(), to: isoDate() })
  .superRefine((v, ctx) => {
    if (v.to < v.from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.endBeforeStart' });
    else if (daysBetween(v.from, v.to) > 400) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.rangeTooLong' });
    }
  }, whenFieldsValid);
