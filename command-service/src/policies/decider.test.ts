import { describe, expect, it } from 'vitest';
import {
  saveCancellationPolicySchema,
  saveChildPolicySchema,
  saveExtraBedPolicySchema,
} from '@hotel/events/policies/commands';
import type { ChildPolicy, ExtraBedPolicy, PoliciesEvent } from '@hotel/events/policies/events';
import { NotFound, RuleBroken } from '@hotel/events/rule-broken';
import {
  policies,
  removeChildPolicy,
  removeExtraBedPolicy,
  saveChildPolicy,
  saveExtraBedPolicy,
  setCancellationPolicy,
  setChildAge,
} from './decider';

const given = (events: PoliciesEvent[]) => events.reduce(policies.evolve, policies.initialState());

const P = 'p-1';

/** A command as the HTTP edge parses it, plus the property and the id a new item gets. */
const cancellation = (body: object) => ({
  ...saveCancellationPolicySchema.parse(body),
  propertyId: P,
  newId: 'cp-1',
});
const child = (body: object, newId = 'new-child') => ({
  ...saveChildPolicySchema.parse(body),
  propertyId: P,
  newId,
});
const extraBed = (body: object, newId = 'new-bed') => ({
  ...saveExtraBedPolicySchema.parse(body),
  propertyId: P,
  newId,
});

const childPolicy = (id: string, minAge: number, maxAge: number): PoliciesEvent => ({
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

const bedPolicy = (id: string, fields: Partial<ExtraBedPolicy> = {}): PoliciesEvent => ({
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

const rule = (key: ConstructorParameters<typeof RuleBroken>[0], params = {}, field?: string) =>
  new RuleBroken(key, params, field);

describe('cancellation policy', () => {
  it('given nothing, when set free, then it is free with nothing else and texts in both languages', () => {
    expect(
      setCancellationPolicy(
        cancellation({
          isFree: true,
          cancellationTime: { id: 'd3' },
          cancellationPercent: { id: 'p50' },
          hasPrepayment: true,
        }),
        given([]),
      ),
    ).toEqual([
      {
        type: 'CancellationPolicySet',
        data: {
          propertyId: P,
          id: 'cp-1',
          isFree: true,
          cancellationTime: null,
          cancellationPercent: null,
          cancellationAdditionPercent: null,
          basis: 'wholeStay',
          fixedAmount: null,
          hasPrepayment: false,
          policySummary: {
            mn: 'Захиалгыг төлбөргүй цуцлах боломжтой.',
            en: 'Reservations can be cancelled free of charge.',
          },
          prepaymentSummary: {
            mn: 'Урьдчилгаа төлбөр шаардлагагүй.',
            en: 'No prepayment is required.',
          },
        },
      },
    ]);
  });

  it('when not free without a deadline, then the percent is charged whenever the guest cancels', () => {
    const [event] = setCancellationPolicy(
      cancellation({ cancellationPercent: { id: 'p30' }, hasPrepayment: true }),
      given([]),
    );
    expect(event?.data).toMatchObject({
      isFree: false,
      cancellationTime: null,
      cancellationPercent: { id: 'p30', percent: 30 },
      hasPrepayment: true,
      policySummary: {
        en: 'Cancellations and no-shows are charged 30% of the reservation total.',
      },
      prepaymentSummary: { en: 'A prepayment is required to confirm the reservation.' },
    });
  });

  it('with a deadline and an additional percent: the percent until it, the higher one after', () => {
    const [event] = setCancellationPolicy(
      cancellation({
        cancellationTime: { id: 'd3' },
        cancellationPercent: { id: 'p10' },
        cancellationAdditionPercent: { id: 'p50' },
      }),
      given([]),
    );
    expect(event?.data).toMatchObject({
      cancellationTime: { id: 'd3', day: 3 },
      cancellationAdditionPercent: { id: 'p50', percent: 50 },
      policySummary: {
        mn: 'Ирэхээс 3 хоногийн өмнө хүртэл цуцалбал нийт төлбөрийн 10 хувийг, түүнээс хойш цуцлах эсвэл зочин ирээгүй тохиолдолд 50 хувийг суутгана.',
        en: 'Cancellations until 3 days before arrival are charged 10% of the reservation total; later cancellations and no-shows 50%.',
      },
    });
  });

  it('with a deadline only: free until it, the percent after it', () => {
    const [event] = setCancellationPolicy(
      cancellation({ cancellationTime: 'd0', cancellationPercent: 'p100' }),
      given([]),
    );
    expect(event?.data).toMatchObject({
      policySummary: {
        en: 'Free cancellation until the day of arrival. Later cancellations and no-shows are charged 100% of the reservation total.',
      },
    });
  });

  it('requires a percent when not free (422 at the edge)', () => {
    const parsed = saveCancellationPolicySchema.safeParse({ isFree: false });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['cancellationPercent', 'validation.required'],
    ]);
    expect(saveCancellationPolicySchema.safeParse({ cancellationPercent: 'p15' }).success).toBe(
      false,
    );
  });

  it('refuses a deadline at an hour of the day (the form does not offer them)', () => {
    expect(() =>
      setCancellationPolicy(
        cancellation({ cancellationTime: 'h18', cancellationPercent: 'p10' }),
        given([]),
      ),
    ).toThrow(rule('cancellation.timeNotOffered', {}, 'cancellationTime'));
  });

  it('refuses an additional percent without a deadline', () => {
    expect(() =>
      setCancellationPolicy(
        cancellation({ cancellationPercent: 'p10', cancellationAdditionPercent: 'p50' }),
        given([]),
      ),
    ).toThrow(rule('cancellation.additionNeedsTime', {}, 'cancellationAdditionPercent'));
  });

  it('refuses an additional percent not above the percent', () => {
    for (const addition of ['p50', 'p40']) {
      expect(() =>
        setCancellationPolicy(
          cancellation({
            cancellationTime: 'd1',
            cancellationPercent: 'p50',
            cancellationAdditionPercent: addition,
          }),
          given([]),
        ),
      ).toThrow(
        rule('cancellation.additionNotHigher', { percent: 50 }, 'cancellationAdditionPercent'),
      );
    }
  });

  it('given a policy, when set again, then it keeps its id; the same policy again changes nothing', () => {
    const first = setCancellationPolicy(cancellation({ cancellationPercent: 'p20' }), given([]));
    const state = given(first);
    const again = setCancellationPolicy(
      { ...cancellation({ cancellationPercent: 'p20' }), newId: 'other' },
      state,
    );
    expect(again).toEqual([]);
    const changed = setCancellationPolicy(
      { ...cancellation({ isFree: true }), newId: 'other' },
      state,
    );
    expect(changed[0]?.data).toMatchObject({ id: 'cp-1', isFree: true });
  });

  it('with the first night as basis: the percents are of the first night, said so in both languages', () => {
    const [event] = setCancellationPolicy(
      cancellation({
        cancellationTime: { id: 'd3' },
        cancellationPercent: { id: 'p50' },
        basis: 'firstNight',
      }),
      given([]),
    );
    expect(event?.data).toMatchObject({
      basis: 'firstNight',
      fixedAmount: null,
      cancellationPercent: { id: 'p50', percent: 50 },
      policySummary: {
        mn: expect.stringContaining('эхний шөнийн төлбөрийн 50 хувийг'),
        en: expect.stringContaining('charged 50% of the first night.'),
      },
    });
  });

  it('with a fixed amount: no percents, free until the deadline, the amount after it', () => {
    const [event] = setCancellationPolicy(
      cancellation({
        cancellationTime: { id: 'd3' },
        cancellationPercent: { id: 'p50' },
        cancellationAdditionPercent: { id: 'p100' },
        basis: 'fixed',
        fixedAmount: 50_000,
      }),
      given([]),
    );
    expect(event?.data).toMatchObject({
      basis: 'fixed',
      fixedAmount: 50_000,
      cancellationPercent: null,
      cancellationAdditionPercent: null,
      cancellationTime: { id: 'd3', day: 3 },
      policySummary: {
        en: expect.stringMatching(/^Free cancellation until .*charged 50,000₮\.$/),
        mn: expect.stringContaining('50,000₮ суутгана'),
      },
    });
  });

  it('a fixed amount is required with the fixed basis; a percent is not (422 at the edge)', () => {
    const parsed = saveCancellationPolicySchema.safeParse({ basis: 'fixed' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['fixedAmount', 'validation.required'],
    ]);
    expect(
      saveCancellationPolicySchema.safeParse({ basis: 'fixed', fixedAmount: 1.5 }).success,
    ).toBe(false);
    expect(
      saveCancellationPolicySchema.safeParse({ basis: 'fixed', fixedAmount: -5 }).success,
    ).toBe(false);
    expect(saveCancellationPolicySchema.safeParse({ basis: 'nights' }).success).toBe(false);
  });

  it('given a policy stored before the basis existed, then it folds as it was (the whole stay)', () => {
    const state = given([
      {
        type: 'CancellationPolicySet',
        data: {
          propertyId: P,
          id: 'cp-old',
          isFree: false,
          cancellationTime: null,
          cancellationPercent: { id: 'p30', percent: 30 },
          cancellationAdditionPercent: null,
          hasPrepayment: false,
          policySummary: { mn: 'x', en: 'x' },
          prepaymentSummary: { mn: 'y', en: 'y' },
        },
      },
    ]);
    expect(state.cancellation?.basis).toBeUndefined();
    const [event] = setCancellationPolicy(cancellation({ cancellationPercent: 'p30' }), state);
    expect(event?.data).toMatchObject({ id: 'cp-old', basis: 'wholeStay' });
  });
});

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
