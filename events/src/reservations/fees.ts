import { z } from 'zod';
import { daysBetween } from '../dates';
import { percentOfUp } from '../pricing/money';

/**
 * Cancellation and no-show fees (issue 31 §2, docs/reservations.md "Cancellation and no-show
 * fees"): what the property's cancellation policy (as cloned at booking) charges, the rule that
 * produced the amount (shown beside it), and the fee a canceled or no-show stay carries (paid or
 * not, by which method, taken by whom). Pure; both sides use it. No import from ./events, so
 * the event schemas can import these.
 */

/** What a policy's percent is taken of, or a fixed amount (old policies: the whole stay). */
export const feeBases = ['wholeStay', 'firstNight', 'fixed'] as const;
export type FeeBasis = (typeof feeBases)[number];

/** When the fee was set: which of the policy's charges applied. */
export const feeTimings = [
  /** The policy is free (or the property has none): nothing to charge. */
  'free',
  /** Cancelled on or before the deadline (`deadlineDays` or more days before arrival). */
  'beforeDeadline',
  /** Cancelled after the deadline. */
  'afterDeadline',
  /** The policy has no deadline: the one charge whenever the guest cancels. */
  'noDeadline',
  /** The guest did not come: the policy's late charge. */
  'noShow',
] as const;
export type FeeTiming = (typeof feeTimings)[number];

/** The rule that produced a fee, stored with it (so the text never depends on today's policy). */
export const feeRuleSchema = z.object({
  basis: z.enum(feeBases),
  timing: z.enum(feeTimings),
  /** The percent charged (null: a fixed amount, or nothing). */
  percent: z.number().nullable(),
  /** What the percent is taken of (the stay's total, its first night) or the fixed amount. */
  baseAmount: z.number().int(),
  /** Days before arrival the stay was cancelled (null for a no-show). */
  daysBefore: z.number().int().nullable(),
  /** The policy's deadline in days before arrival (null: none). */
  deadlineDays: z.number().int().nullable(),
});
export type FeeRule = z.infer<typeof feeRuleSchema>;

/** The method a fee was paid by (the same shape as the folio's method clone). */
export const feeMethodSchema = z.object({
  paymentMethodId: z.string(),
  name: z.string(),
  nameEn: z.string().optional(),
  color: z.string(),
  isCash: z.boolean().optional(),
});
export type FeeMethod = z.infer<typeof feeMethodSchema>;

/** Who took the money. */
export const feeStaffSchema = z.object({
  userId: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
});
export type FeeStaff = z.infer<typeof feeStaffSchema>;

/** A fee received: by which method, who took it, when, and on which working date. */
export const feePaymentSchema = z.object({
  paymentMethodClone: feeMethodSchema,
  userClone: feeStaffSchema,
  /** The instant it was recorded, and the property's working date then (audited after it). */
  paidAt: z.string(),
  paidDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export type FeePayment = z.infer<typeof feePaymentSchema>;

/**
 * The fee of a canceled (or no-show) stay. Events before issue 31 hold only `amount` and
 * `isPaid`: their rule is unknown and their payment has no method.
 */
export const cancellationFeeSchema = z.object({
  amount: z.number().int(),
  isPaid: z.boolean(),
  /** The policy's rule that gave the amount; null when the amount was set by hand. */
  rule: feeRuleSchema.nullable().optional(),
  /** How it was paid, when paid (absent in older events). */
  payment: feePaymentSchema.nullable().optional(),
});
export type CancellationFee = z.infer<typeof cancellationFeeSchema>;

/** The policy as a reservation keeps it (the fields the fee reads). */
export interface FeePolicy {
  readonly isFree: boolean;
  readonly days: number | null;
  readonly percent: number | null;
  readonly additionPercent: number | null;
  readonly basis?: FeeBasis | undefined;
  readonly fixedAmount?: number | null | undefined;
}

/** What the fee is computed on: the stay's total and its nightly rates. */
export interface FeePrice {
  readonly total: number;
  readonly dayRates: readonly { readonly value: number }[];
}

export interface Fee {
  readonly amount: number;
  readonly rule: FeeRule;
}

/**
 * The amount a basis takes its percent of: the stay's total; its first night's rate (day and
 * hourly stays, which have no night: the total); or the fixed amount. Never above the total:
 * a fee never costs more than the stay.
 */
const baseOf = (policy: FeePolicy, price: FeePrice): number => {
  const basis = policy.basis ?? 'wholeStay';
  const total = Math.max(0, price.total);
  if (basis === 'fixed') return Math.min(policy.fixedAmount ?? 0, total);
  if (basis === 'firstNight') return Math.min(price.dayRates[0]?.value ?? total, total);
  return total;
};

/**
 * The fee the policy asks for (docs/reservations.md):
 *  - no policy or a free one: nothing;
 *  - a no-show: the late charge (the additional percent when there is one, else the percent;
 *    a fixed amount: the amount);
 *  - a cancellation with a deadline `days` before arrival: on or before it the percent (free
 *    when there is no additional percent, or with a fixed amount), after it the late charge;
 *  - without a deadline: the percent (or the fixed amount) whenever.
 * Percents are of the basis, rounded up.
 */
export const policyFee = (
  policy: FeePolicy | null,
  price: FeePrice,
  checkIn: string,
  workingDate: string,
  kind: 'cancellation' | 'noShow',
): Fee => {
  const basis = policy?.basis ?? 'wholeStay';
  const daysBefore = kind === 'noShow' ? null : daysBetween(workingDate, checkIn);
  const deadlineDays = policy?.days ?? null;
  const base = policy ? baseOf(policy, price) : 0;
  const rule = (timing: FeeTiming, percent: number | null): Fee => ({
    amount: timing === 'free' ? 0 : basis === 'fixed' ? base : percentOfUp(base, percent ?? 0),
    rule: {
      basis,
      timing,
      percent: basis === 'fixed' || timing === 'free' ? null : percent,
      baseAmount: base,
      daysBefore,
      deadlineDays,
    },
  });
  if (!policy || policy.isFree) return rule('free', null);
  const percent = policy.percent ?? 0;
  // The late charge: after the deadline, or a no-show.
  const late = policy.additionPercent ?? percent;
  if (kind === 'noShow') return rule('noShow', late);
  if (deadlineDays === null) return rule('noDeadline', percent);
  if ((daysBefore ?? 0) >= deadlineDays) {
    // Before the deadline: the lower percent, or free when the percent is the only charge.
    if (basis === 'fixed' || policy.additionPercent === null) return rule('free', null);
    return rule('beforeDeadline', percent);
  }
  return rule('afterDeadline', late);
};

/** The kind of fee a status move charges (null: none). */
export const feeKindOf = (to: string): 'cancellation' | 'noShow' | null =>
  to === 'canceled' ? 'cancellation' : to === 'no-show' ? 'noShow' : null;

/** Whether a stay's fee was audited: the night audit closed the date it was charged. */
export const isFeeAudited = (feeDate: string, workingDate: string): boolean =>
  feeDate < workingDate;

/** Whether the money of a paid fee was audited (received on a date the audit closed). */
export const isFeePaymentAudited = (fee: CancellationFee, workingDate: string): boolean =>
  fee.isPaid && fee.payment ? fee.payment.paidDate < workingDate : false;
