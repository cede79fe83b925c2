import { describe, expect, it } from 'vitest';
import { saveCancellationPolicySchema } from '@hotel/events/policies/commands';
import { setCancellationPolicy } from './decider';
import { given, P, cancellation, rule } from './test-world';

/** The cancellation policy: free, a percent, a deadline (settings §4). */
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
});
