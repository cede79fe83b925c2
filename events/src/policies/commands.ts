import { z } from 'zod';
import { money, uuid, wholeNumber, whenFieldsValid } from '../fields';
import { cancellationPercentIds, cancellationTimeIds } from '../reference/cancellation';
import { feeBases } from '../reservations/fees';
import {
  ADULT_AGE,
  ageTypes,
  CHILD_AGE_MAX,
  CHILD_AGE_MIN,
  extraBedPriceTypes,
  MAX_POLICY_PRICE,
  POLICY_AGE_MAX,
  priceTypes,
} from './events';

/**
 * The bodies of the policy commands (settings spec §7). Shape and bounds are checked here
 * (422 per field); rules across fields and against the property's state (a percent above
 * 100, min age not below max age, ages against the child age, overlapping ranges, locked
 * fields) are the decider's (400 with the field).
 */

const optionalBoolean = (fallback: boolean) =>
  z.boolean({ error: 'validation.invalid' }).optional().default(fallback);

/** A reference chosen in a form: `{ id }`, the id itself, or empty (→ null). */
const referenceId = (ids: [string, ...string[]]) =>
  z.preprocess(
    (v) => (v !== null && typeof v === 'object' && 'id' in v ? (v as { id: unknown }).id : v),
    z
      .union([z.enum(ids), z.literal(''), z.null()], { error: 'validation.invalid' })
      .optional()
      .transform((v) => v || null),
  );

/** The largest fixed cancellation fee a policy may set. */
export const MAX_FIXED_FEE = 100_000_000;

/**
 * POST /api/cancellation/policies: the property's one cancellation policy. `basis` says what
 * the percents are of (the whole stay, the default, or the first night), or `fixed`: a fixed
 * amount (`fixedAmount`) instead of the percents, charged after the deadline (always, without
 * one) and for a no-show.
 */
export const saveCancellationPolicySchema = z
  .object({
    isFree: optionalBoolean(false),
    cancellationTime: referenceId(cancellationTimeIds),
    cancellationPercent: referenceId(cancellationPercentIds),
    cancellationAdditionPercent: referenceId(cancellationPercentIds),
    basis: z.enum(feeBases, { error: 'validation.invalid' }).optional().default('wholeStay'),
    fixedAmount: z
      .union([money(MAX_FIXED_FEE), z.literal(''), z.null()], { error: 'validation.number' })
      .optional()
      .transform((v) => (typeof v === 'number' ? v : null)),
    hasPrepayment: optionalBoolean(false),
  })
  .superRefine((v, ctx) => {
    if (v.isFree) return;
    if (v.basis === 'fixed') {
      if (!v.fixedAmount) {
        ctx.addIssue({ code: 'custom', path: ['fixedAmount'], message: 'validation.required' });
      }
    } else if (!v.cancellationPercent) {
      ctx.addIssue({
        code: 'custom',
        path: ['cancellationPercent'],
        message: 'validation.required',
      });
    }
  }, whenFieldsValid)
  // Free cancellation has no deadline, charge or prepayment (settings spec §4); a fixed amount
  // has no percents, a percent no fixed amount.
  .transform((v) =>
    v.isFree
      ? {
          isFree: true,
          cancellationTime: null,
          cancellationPercent: null,
          cancellationAdditionPercent: null,
          basis: 'wholeStay' as const,
          fixedAmount: null,
          hasPrepayment: false,
        }
      : v.basis === 'fixed'
        ? { ...v, cancellationPercent: null, cancellationAdditionPercent: null }
        : { ...v, fixedAmount: null },
  );
export type SaveCancellationPolicy = z.infer<typeof saveCancellationPolicySchema>;

/** A price field: empty → null (allowed only for free prices, the decider's rule). */
const price = () =>
  z
    .union([money(MAX_POLICY_PRICE), z.literal(''), z.null()], { error: 'validation.number' })
    .optional()
    .transform((v) => (typeof v === 'number' ? v : null));

const optionalAge = (min: number, max: number) =>
  z
    .union([wholeNumber(min, max), z.literal(''), z.null()], { error: 'validation.number' })
    .optional()
    .transform((v) => (typeof v === 'number' ? v : null));

const requirePrice = (
  v: { priceType: string; price: number | null },
  ctx: z.RefinementCtx,
): void => {
  if (v.priceType !== 'free' && v.price === null) {
    ctx.addIssue({ code: 'custom', path: ['price'], message: 'validation.required' });
  }
};

/**
 * POST /api/children/policies: without `id` a new child policy, with it a change (its age
 * type and ages stay as they are: settings spec §5).
 */
export const saveChildPolicySchema = z
  .object({
    id: uuid().optional(),
    ageType: z.literal('children', { error: 'validation.invalid' }).optional().default('children'),
    priceType: z.enum(priceTypes, { error: 'validation.required' }),
    price: price(),
    minAge: wholeNumber(0, POLICY_AGE_MAX),
    maxAge: wholeNumber(1, POLICY_AGE_MAX),
  })
  .superRefine(requirePrice, whenFieldsValid)
  .transform((v) => ({ ...v, price: v.priceType === 'free' ? 0 : (v.price ?? 0) }));
export type SaveChildPolicy = z.infer<typeof saveChildPolicySchema>;

/**
 * POST /api/extrabed/policies: without `id` a new extra-bed policy, with it a change. Adults
 * are 18–18 and "any" 0–18 whatever was sent; children need both ages (settings spec §5).
 */
export const saveExtraBedPolicySchema = z
  .object({
    id: uuid().optional(),
    ageType: z.enum(ageTypes, { error: 'validation.required' }),
    priceType: z.enum(extraBedPriceTypes, { error: 'validation.invalid' }),
    price: price(),
    // Adults send 18–18; children's ages are checked against each other by the decider.
    minAge: optionalAge(0, ADULT_AGE),
    maxAge: optionalAge(1, ADULT_AGE),
  })
  .superRefine(requirePrice, whenFieldsValid)
  .superRefine((v, ctx) => {
    if (v.ageType !== 'children') return;
    if (v.minAge === null) {
      ctx.addIssue({ code: 'custom', path: ['minAge'], message: 'validation.required' });
    }
    if (v.maxAge === null) {
      ctx.addIssue({ code: 'custom', path: ['maxAge'], message: 'validation.required' });
    }
  }, whenFieldsValid)
  .transform((v) => ({
    ...v,
    price: v.priceType === 'free' ? 0 : (v.price ?? 0),
    minAge: v.ageType === 'adults' ? ADULT_AGE : v.ageType === 'any' ? 0 : (v.minAge ?? 0),
    maxAge: v.ageType === 'children' ? (v.maxAge ?? 0) : ADULT_AGE,
  }));
export type SaveExtraBedPolicy = z.infer<typeof saveExtraBedPolicySchema>;

/** POST /api/hotel/update/age: the child age (guests younger than it are children). */
export const setChildAgeSchema = z.object({ age: wholeNumber(CHILD_AGE_MIN, CHILD_AGE_MAX) });
export type SetChildAge = z.infer<typeof setChildAgeSchema>;
