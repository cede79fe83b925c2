import { z } from 'zod';
import {
  bilingualSchema,
  childPolicySchema,
  extraBedPolicySchema,
} from '@hotel/events/policies/events';
import { feeBases } from '@hotel/events/reservations/fees';
import { apiSchema } from '@hotel/infra/http/api-schemas';

/**
 * What the policy queries answer (the UI's types are generated from these: see
 * docs/adding-a-feature.md, "Generated types").
 */

/** A cancellation deadline of the reference list, named in the caller's language. */
export const cancellationTimeResponse = apiSchema(
  'CancellationTime',
  z.object({
    id: z.string(),
    name: z.string(),
    day: z.number().int(),
    hasTime: z.boolean(),
    hour: z.number().int().nullable(),
  }),
);

/** A cancellation charge of the reference list, named in the caller's language. */
export const cancellationPercentResponse = apiSchema(
  'CancellationPercent',
  z.object({ id: z.string(), name: z.string(), percent: z.number() }),
);

/** The property's cancellation policy, its references resolved in the caller's language. */
export const cancellationPolicyResponse = apiSchema(
  'CancellationPolicy',
  z.object({
    id: z.string(),
    isFree: z.boolean(),
    cancellationTime: cancellationTimeResponse.nullable(),
    cancellationPercent: cancellationPercentResponse.nullable(),
    cancellationAdditionPercent: cancellationPercentResponse.nullable(),
    basis: z.enum(feeBases),
    fixedAmount: z.number().int().nullable(),
    hasPrepayment: z.boolean(),
    policySummary: z.string().describe("In the caller's language"),
    prepaymentSummary: z.string(),
    policySummaries: bilingualSchema.describe('In both, for documents printed in the other one'),
    prepaymentSummaries: bilingualSchema,
  }),
);

export const childPolicyResponse = apiSchema(
  'ChildPolicy',
  childPolicySchema.omit({ propertyId: true }),
);

export const extraBedPolicyResponse = apiSchema(
  'ExtraBedPolicy',
  extraBedPolicySchema.omit({ propertyId: true }),
);

const listOf = <Item extends z.ZodType>(item: Item) =>
  z.object({ data: z.array(item), total: z.number().int() });

export const policyResponses = {
  cancellationPolicies: apiSchema('CancellationPolicyList', listOf(cancellationPolicyResponse)),
  cancellationTimes: apiSchema('CancellationTimeList', listOf(cancellationTimeResponse)),
  cancellationPercents: apiSchema('CancellationPercentList', listOf(cancellationPercentResponse)),
  childPolicies: apiSchema(
    'ChildPolicyList',
    listOf(childPolicyResponse).extend({
      ageChild: z.number().int().describe('Guests younger are children'),
    }),
  ),
  childAge: apiSchema('ChildAge', z.object({ age: z.number().int() })),
  extraBedPolicies: apiSchema('ExtraBedPolicyList', listOf(extraBedPolicyResponse)),
};
