/** The policies tests' world: a property's policies given as events, commands as the edge parses them. */
import {
  saveCancellationPolicySchema,
  saveChildPolicySchema,
  saveExtraBedPolicySchema,
} from '@hotel/events/policies/commands';
import type { ChildPolicy, ExtraBedPolicy, PoliciesEvent } from '@hotel/events/policies/events';
import { RuleBroken } from '@hotel/events/rule-broken';
import { policies } from './decider';

export const given = (events: PoliciesEvent[]) =>
  events.reduce(policies.evolve, policies.initialState());

export const P = 'p-1';

/** A command as the HTTP edge parses it, plus the property and the id a new item gets. */
export const cancellation = (body: object) => ({
  ...saveCancellationPolicySchema.parse(body),
  propertyId: P,
  newId: 'cp-1',
});
export const child = (body: object, newId = 'new-child') => ({
  ...saveChildPolicySchema.parse(body),
  propertyId: P,
  newId,
});
export const extraBed = (body: object, newId = 'new-bed') => ({
  ...saveExtraBedPolicySchema.parse(body),
  propertyId: P,
  newId,
});

export const childPolicy = (id: string, minAge: number, maxAge: number): PoliciesEvent => ({
  type: 'ChildPolicyAdded',
  data: {
    propertyId: P,
    id,
    ageType: 'children',
    priceType: 'mnt',
    price: 20_000,
    minAge,
    maxAge,
  } satisfies ChildPolicy,
});

export const bedPolicy = (id: string, fields: Partial<ExtraBedPolicy> = {}): PoliciesEvent => ({
  type: 'ExtraBedPolicyAdded',
  data: {
    propertyId: P,
    id,
    ageType: 'adults',
    priceType: 'mnt',
    price: 40_000,
    minAge: 18,
    maxAge: 18,
    ...fields,
  },
});

export const rule = (
  key: ConstructorParameters<typeof RuleBroken>[0],
  params = {},
  field?: string,
) => new RuleBroken(key, params, field);
