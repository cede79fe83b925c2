import { describe, expect, it } from 'vitest';
import { saveChildPolicySchema } from '@hotel/events/policies/commands';
import { NotFound } from '@hotel/events/rule-broken';
import { removeChildPolicy, saveChildPolicy, setChildAge } from './decider';
import { given, P, child, childPolicy, rule } from './test-world';

/** Child policies by age, and the child age they must stay within (settings §4). */
describe('child policies', () => {
  it('given the default child age 12, when a policy 0–6 is added, then it is stored', () => {
    expect(
      saveChildPolicy(child({ priceType: 'mnt', price: 15_000, minAge: 0, maxAge: 6 }), given([])),
    ).toEqual([
      {
        type: 'ChildPolicyAdded',
        data: {
          propertyId: P,
          id: 'new-child',
          ageType: 'children',
          priceType: 'mnt',
          price: 15_000,
          minAge: 0,
          maxAge: 6,
        },
      },
    ]);
  });

  it('a free policy costs 0, whatever price was sent', () => {
    const [event] = saveChildPolicy(
      child({ priceType: 'free', price: 5000, minAge: 0, maxAge: 3 }),
      given([]),
    );
    expect(event?.data).toMatchObject({ priceType: 'free', price: 0 });
  });

  it('refuses a minimum age at or above the child age and a maximum above it', () => {
    const state = given([{ type: 'ChildAgeSet', data: { propertyId: P, age: 10 } }]);
    expect(() =>
      saveChildPolicy(child({ priceType: 'free', minAge: 10, maxAge: 11 }), state),
    ).toThrow(rule('childPolicy.minAgeNotBelowChildAge', { age: 10 }, 'minAge'));
    expect(() =>
      saveChildPolicy(child({ priceType: 'free', minAge: 5, maxAge: 11 }), state),
    ).toThrow(rule('childPolicy.maxAgeAboveChildAge', { age: 10 }, 'maxAge'));
    expect(
      saveChildPolicy(child({ priceType: 'free', minAge: 5, maxAge: 10 }), state),
    ).toHaveLength(1);
  });

  it('refuses a maximum age not above the minimum', () => {
    expect(() =>
      saveChildPolicy(child({ priceType: 'free', minAge: 6, maxAge: 6 }), given([])),
    ).toThrow(rule('policy.maxAgeNotAboveMin', { min: 6 }, 'maxAge'));
  });

  it('refuses a percent above 100 and a price above 1,000,000 (422)', () => {
    expect(() =>
      saveChildPolicy(child({ priceType: 'percent', price: 120, minAge: 0, maxAge: 6 }), given([])),
    ).toThrow(rule('validation.percent', {}, 'price'));
    expect(
      saveChildPolicySchema.safeParse({ priceType: 'mnt', price: 1_000_001, minAge: 0, maxAge: 6 })
        .success,
    ).toBe(false);
    expect(
      saveChildPolicySchema.safeParse({ priceType: 'mnt', minAge: 0, maxAge: 6 }).error?.issues[0]
        ?.path,
    ).toEqual(['price']);
    expect(
      saveChildPolicySchema.safeParse({
        ageType: 'adults',
        priceType: 'free',
        minAge: 0,
        maxAge: 6,
      }).success,
    ).toBe(false);
  });

  it('refuses ranges that overlap another policy; touching ranges are fine', () => {
    const state = given([childPolicy('a', 0, 6)]);
    expect(() =>
      saveChildPolicy(child({ priceType: 'free', minAge: 5, maxAge: 8 }), state),
    ).toThrow(rule('childPolicy.overlaps', { min: 0, max: 6 }, 'minAge'));
    expect(() =>
      saveChildPolicy(child({ priceType: 'free', minAge: 0, maxAge: 12 }), state),
    ).toThrow(rule('childPolicy.overlaps', { min: 0, max: 6 }, 'minAge'));
    expect(
      saveChildPolicy(child({ priceType: 'free', minAge: 6, maxAge: 12 }), state),
    ).toHaveLength(1);
  });

  it('given a policy, when its price changes, then it is changed; its ages are locked', () => {
    const id = '6a1f0c1e-2b3d-4e5f-8a9b-0c1d2e3f4a5b';
    const state = given([childPolicy(id, 0, 6)]);
    expect(
      saveChildPolicy(child({ id, priceType: 'percent', price: 50, minAge: 0, maxAge: 6 }), state),
    ).toEqual([
      {
        type: 'ChildPolicyChanged',
        data: {
          propertyId: P,
          id,
          ageType: 'children',
          priceType: 'percent',
          price: 50,
          minAge: 0,
          maxAge: 6,
        },
      },
    ]);
    expect(() =>
      saveChildPolicy(child({ id, priceType: 'free', minAge: 0, maxAge: 7 }), state),
    ).toThrow(rule('childPolicy.agesLocked', {}, 'maxAge'));
    expect(
      saveChildPolicy(child({ id, priceType: 'mnt', price: 20_000, minAge: 0, maxAge: 6 }), state),
    ).toEqual([]);
  });

  it('a policy of another property (unknown here) is not found', () => {
    const id = '6a1f0c1e-2b3d-4e5f-8a9b-0c1d2e3f4a5b';
    expect(() =>
      saveChildPolicy(child({ id, priceType: 'free', minAge: 0, maxAge: 6 }), given([])),
    ).toThrow(NotFound);
    expect(() => removeChildPolicy(id, given([]))).toThrow(NotFound);
  });

  it('removes a policy', () => {
    expect(removeChildPolicy('a', given([childPolicy('a', 0, 6)]))).toEqual([
      { type: 'ChildPolicyRemoved', data: { propertyId: P, id: 'a' } },
    ]);
    expect(
      given([childPolicy('a', 0, 6), ...removeChildPolicy('a', given([childPolicy('a', 0, 6)]))])
        .children.size,
    ).toBe(0);
  });
});

describe('child age', () => {
  it('given no change yet, then it is 12; when set, then ChildAgeSet; the same age changes nothing', () => {
    expect(given([]).childAge).toBe(12);
    expect(setChildAge({ propertyId: P, age: 14 }, given([]))).toEqual([
      { type: 'ChildAgeSet', data: { propertyId: P, age: 14 } },
    ]);
    expect(setChildAge({ propertyId: P, age: 12 }, given([]))).toEqual([]);
  });

  it('refuses an age that would leave a child policy outside it', () => {
    const state = given([childPolicy('a', 0, 6), childPolicy('b', 6, 12)]);
    expect(() => setChildAge({ propertyId: P, age: 10 }, state)).toThrow(
      rule('childAge.policiesOutside', { max: 12 }, 'age'),
    );
    expect(setChildAge({ propertyId: P, age: 16 }, state)).toHaveLength(1);
  });
});
