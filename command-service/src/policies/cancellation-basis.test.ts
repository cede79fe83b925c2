import { describe, expect, it } from 'vitest';
import { saveCancellationPolicySchema } from '@hotel/events/policies/commands';
import { setCancellationPolicy } from './decider';
import { given, P, cancellation } from './test-world';

/** The cancellation policy's id, its basis (first night, a fixed amount) and older policies. */
describe('cancellation policy', () => {
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
