import { z } from 'zod';
import type { DomainEvent } from '../metadata';
import { feeBases } from '../reservations/fees';

/**
 * The policies of a property (settings spec §3, §5, §9), one aggregate per property
 * (`policies-{propertyId}`): its cancellation policy, its child policies (what a child's stay
 * costs, by age), its extra-bed policies (what an extra bed costs, by who sleeps in it) and
 * its child age (guests younger than it are children).
 */

/** Guests younger than this are children, until the property sets its own (settings §3 ageChild). */
export const DEFAULT_CHILD_AGE = 12;
/** The child age a property may set. */
export const CHILD_AGE_MIN = 1;
export const CHILD_AGE_MAX = 17;
/** Ages a policy form offers (settings spec §5, §9): 0 to 17. */
export const POLICY_AGE_MAX = 17;
/** Adults are this old or older (settings spec §9). */
export const ADULT_AGE = 18;
/** Child and extra-bed prices: 0 to 1,000,000 tugrik (settings spec §9). */
export const MAX_POLICY_PRICE = 1_000_000;

export const ageTypes = ['children', 'adults', 'any'] as const;
export type AgeType = (typeof ageTypes)[number];
export const priceTypes = ['free', 'mnt', 'percent'] as const;
export type PriceType = (typeof priceTypes)[number];
/** Extra beds are free or priced in tugrik, never a percent (settings spec §5). */
export const extraBedPriceTypes = ['free', 'mnt'] as const;
export type ExtraBedPriceType = (typeof extraBedPriceTypes)[number];

/** A text in both product languages (generated summaries printed on documents). */
export const bilingualSchema = z.object({ mn: z.string(), en: z.string() });
export type Bilingual = z.infer<typeof bilingualSchema>;

const property = { propertyId: z.string() };

export const cancellationPolicySetSchema = z.object({
  ...property,
  /** Stable for the property: the first set gives it, later ones keep it. */
  id: z.string(),
  isFree: z.boolean(),
  /** The deadline (reference id and its day count); null when free or without a deadline. */
  cancellationTime: z.object({ id: z.string(), day: z.number().int().min(0) }).nullable(),
  /** The charge (reference id and percent); null when free. */
  cancellationPercent: z.object({ id: z.string(), percent: z.number() }).nullable(),
  /** The higher charge after the deadline; only with a deadline. */
  cancellationAdditionPercent: z.object({ id: z.string(), percent: z.number() }).nullable(),
  /**
   * What the percents are of (`wholeStay`, `firstNight`) or `fixed` (the fixed amount instead
   * of a percent). Absent in events before issue 31: the whole stay.
   */
  basis: z.enum(feeBases).optional(),
  /** The fixed fee in tugrik (basis `fixed`; null otherwise). */
  fixedAmount: z.number().int().nullable().optional(),
  hasPrepayment: z.boolean(),
  policySummary: bilingualSchema,
  prepaymentSummary: bilingualSchema,
});
export type CancellationPolicySet = DomainEvent<
  'CancellationPolicySet',
  z.infer<typeof cancellationPolicySetSchema>
>;

/** A child policy: what a child of `minAge` up to (not including) `maxAge` pays per night. */
export const childPolicySchema = z.object({
  ...property,
  id: z.string(),
  ageType: z.literal('children'),
  priceType: z.enum(priceTypes),
  /** Tugrik (mnt) or percent of the room's nightly rate (percent); 0 when free. */
  price: z.number().int().min(0),
  minAge: z.number().int().min(0),
  maxAge: z.number().int().min(1),
});
export type ChildPolicy = z.infer<typeof childPolicySchema>;

/** An extra-bed policy: what one extra bed costs per night, by who sleeps in it. */
export const extraBedPolicySchema = z.object({
  ...property,
  id: z.string(),
  ageType: z.enum(ageTypes),
  priceType: z.enum(extraBedPriceTypes),
  price: z.number().int().min(0),
  minAge: z.number().int().min(0),
  maxAge: z.number().int().min(0),
});
export type ExtraBedPolicy = z.infer<typeof extraBedPolicySchema>;

const removedSchema = z.object({ ...property, id: z.string() });

export const childAgeSetSchema = z.object({ ...property, age: z.number().int() });

export type ChildPolicyAdded = DomainEvent<'ChildPolicyAdded', ChildPolicy>;
export type ChildPolicyChanged = DomainEvent<'ChildPolicyChanged', ChildPolicy>;
export type ChildPolicyRemoved = DomainEvent<'ChildPolicyRemoved', z.infer<typeof removedSchema>>;
export type ExtraBedPolicyAdded = DomainEvent<'ExtraBedPolicyAdded', ExtraBedPolicy>;
export type ExtraBedPolicyChanged = DomainEvent<'ExtraBedPolicyChanged', ExtraBedPolicy>;
export type ExtraBedPolicyRemoved = DomainEvent<
  'ExtraBedPolicyRemoved',
  z.infer<typeof removedSchema>
>;
export type ChildAgeSet = DomainEvent<'ChildAgeSet', z.infer<typeof childAgeSetSchema>>;

/** The events of this area. */
export type PoliciesEvent =
  | CancellationPolicySet
  | ChildPolicyAdded
  | ChildPolicyChanged
  | ChildPolicyRemoved
  | ExtraBedPolicyAdded
  | ExtraBedPolicyChanged
  | ExtraBedPolicyRemoved
  | ChildAgeSet;

/** Data schema of every event type of this area (merged into ../catalogue.ts). */
export const policiesEventSchemas: { [T in PoliciesEvent['type']]: z.ZodType } = {
  CancellationPolicySet: cancellationPolicySetSchema,
  ChildPolicyAdded: childPolicySchema,
  ChildPolicyChanged: childPolicySchema,
  ChildPolicyRemoved: removedSchema,
  ExtraBedPolicyAdded: extraBedPolicySchema,
  ExtraBedPolicyChanged: extraBedPolicySchema,
  ExtraBedPolicyRemoved: removedSchema,
  ChildAgeSet: childAgeSetSchema,
};

export const policiesEventTypes = Object.keys(policiesEventSchemas) as PoliciesEvent['type'][];
