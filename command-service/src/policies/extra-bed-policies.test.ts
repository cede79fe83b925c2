import { describe, expect, it } from 'vitest';
import { saveExtraBedPolicySchema } from '@hotel/events/policies/commands';
import { NotFound } from '@hotel/events/rule-broken';
import { removeExtraBedPolicy, saveExtraBedPolicy } from './decider';
import { given, P, extraBed, bedPolicy, rule } from './test-world';

/** Extra-bed policies for adults, children or anyone (settings §4). */
describe('extra-bed policies', () => {
  it('adults are 18–18 and anyone 0–18, whatever ages were sent', () => {
    const [adults] = saveExtraBedPolicy(
      extraBed({ ageType: 'adults', priceType: 'mnt', price: 40_000, minAge: 3, maxAge: 5 }),
      given([]),
    );
    expect(adults?.data).toMatchObject({ ageType: 'adults', minAge: 18, maxAge: 18 });
    const [any] = saveExtraBedPolicy(
      extraBed({ ageType: 'any', priceType: 'free', price: 100 }),
      given([]),
    );
    expect(any).toEqual({
      type: 'ExtraBedPolicyAdded',
      data: {
        propertyId: P,
        id: 'new-bed',
        ageType: 'any',
        priceType: 'free',
        price: 0,
        minAge: 0,
        maxAge: 18,
      },
    });
  });

  it('children need both ages, the maximum above the minimum', () => {
    expect(
      saveExtraBedPolicySchema
        .safeParse({ ageType: 'children', priceType: 'free' })
        .error?.issues.map((i) => i.path.join('.')),
    ).toEqual(['minAge', 'maxAge']);
    expect(() =>
      saveExtraBedPolicy(
        extraBed({ ageType: 'children', priceType: 'free', minAge: 8, maxAge: 4 }),
        given([]),
      ),
    ).toThrow(rule('policy.maxAgeNotAboveMin', { min: 8 }, 'maxAge'));
    const [event] = saveExtraBedPolicy(
      extraBed({ ageType: 'children', priceType: 'mnt', price: 20_000, minAge: 4, maxAge: 12 }),
      given([]),
    );
    expect(event?.data).toMatchObject({ minAge: 4, maxAge: 12 });
  });

  it('refuses a percent price (422) and a price above 1,000,000', () => {
    expect(
      saveExtraBedPolicySchema.safeParse({ ageType: 'adults', priceType: 'percent', price: 10 })
        .error?.issues[0]?.path,
    ).toEqual(['priceType']);
    expect(
      saveExtraBedPolicySchema.safeParse({ ageType: 'adults', priceType: 'mnt', price: 1_000_001 })
        .error?.issues[0]?.path,
    ).toEqual(['price']);
  });

  it('refuses a second policy for the same age type and ages', () => {
    const state = given([bedPolicy('a')]);
    expect(() =>
      saveExtraBedPolicy(extraBed({ ageType: 'adults', priceType: 'free' }), state),
    ).toThrow(rule('extraBedPolicy.duplicate', {}, 'ageType'));
  });

  it('given a policy, when changed, then ExtraBedPolicyChanged; unknown ids are not found', () => {
    const id = '6a1f0c1e-2b3d-4e5f-8a9b-0c1d2e3f4a5b';
    const state = given([bedPolicy(id)]);
    expect(
      saveExtraBedPolicy(extraBed({ id, ageType: 'any', priceType: 'mnt', price: 30_000 }), state),
    ).toEqual([
      {
        type: 'ExtraBedPolicyChanged',
        data: {
          propertyId: P,
          id,
          ageType: 'any',
          priceType: 'mnt',
          price: 30_000,
          minAge: 0,
          maxAge: 18,
        },
      },
    ]);
    expect(() =>
      saveExtraBedPolicy(
        extraBed({ id: '00000000-0000-4000-8000-000000000000', ageType: 'any', priceType: 'free' }),
        state,
      ),
    ).toThrow(NotFound);
    expect(removeExtraBedPolicy(id, state)).toEqual([
      { type: 'ExtraBedPolicyRemoved', data: { propertyId: P, id } },
    ]);
    expect(() => removeExtraBedPolicy('x', given([]))).toThrow(NotFound);
  });
});
