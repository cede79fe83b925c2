import { describe, expect, it } from 'vitest';
import { type FeePolicy, isFeePaymentAudited, policyFee } from './fees';
import { balanceOf } from './rules';

/** Given a policy and a stay, when it is cancelled (or a no-show), then this fee by this rule. */

// Three nights: 100,000 + 120,000 + 120,000 = 340,000 (the total the percents of the whole stay take).
const price = {
  total: 340_000,
  dayRates: [{ value: 100_000 }, { value: 120_000 }, { value: 120_000 }],
};
const CHECK_IN = '2026-11-25';

const policy = (fields: Partial<FeePolicy> = {}): FeePolicy => ({
  isFree: false,
  days: null,
  percent: 50,
  additionPercent: null,
  ...fields,
});

describe('cancellation fee by the policy', () => {
  it('given no policy or a free one, then nothing, by the rule "free"', () => {
    expect(policyFee(null, price, CHECK_IN, '2026-11-24', 'cancellation')).toMatchObject({
      amount: 0,
      rule: { timing: 'free', basis: 'wholeStay', percent: null },
    });
    expect(
      policyFee(policy({ isFree: true }), price, CHECK_IN, '2026-11-24', 'noShow').amount,
    ).toBe(0);
  });

  it('given 50 % of the whole stay without a deadline, then half the total whenever', () => {
    expect(policyFee(policy(), price, CHECK_IN, '2026-11-01', 'cancellation')).toEqual({
      amount: 170_000,
      rule: {
        basis: 'wholeStay',
        timing: 'noDeadline',
        percent: 50,
        baseAmount: 340_000,
        daysBefore: 24,
        deadlineDays: null,
      },
    });
  });

  it('given 50 % of the first night, then half the first night (rounded up)', () => {
    const odd = { total: 340_001, dayRates: [{ value: 100_001 }] };
    expect(
      policyFee(policy({ basis: 'firstNight' }), odd, CHECK_IN, '2026-11-24', 'cancellation'),
    ).toMatchObject({ amount: 50_001, rule: { basis: 'firstNight', baseAmount: 100_001 } });
  });

  it('given a deadline of 3 days with 10 % then 50 %, then 10 % on or before it and 50 % after', () => {
    const tiered = policy({ days: 3, percent: 10, additionPercent: 50 });
    expect(policyFee(tiered, price, CHECK_IN, '2026-11-22', 'cancellation')).toMatchObject({
      amount: 34_000,
      rule: { timing: 'beforeDeadline', percent: 10, daysBefore: 3, deadlineDays: 3 },
    });
    expect(policyFee(tiered, price, CHECK_IN, '2026-11-23', 'cancellation')).toMatchObject({
      amount: 170_000,
      rule: { timing: 'afterDeadline', percent: 50, daysBefore: 2, deadlineDays: 3 },
    });
  });

  it('given a deadline alone, then free up to it and the percent after', () => {
    const freeUntil = policy({ days: 3, percent: 50 });
    expect(policyFee(freeUntil, price, CHECK_IN, '2026-11-20', 'cancellation')).toMatchObject({
      amount: 0,
      rule: { timing: 'free', daysBefore: 5, deadlineDays: 3 },
    });
    expect(policyFee(freeUntil, price, CHECK_IN, '2026-11-24', 'cancellation')).toMatchObject({
      amount: 170_000,
      rule: { timing: 'afterDeadline', percent: 50, daysBefore: 1 },
    });
  });

  it('given a fixed amount with a deadline, then free before it and the amount after, never above the total', () => {
    const fixed = policy({ basis: 'fixed', fixedAmount: 50_000, days: 3, percent: null });
    expect(policyFee(fixed, price, CHECK_IN, '2026-11-10', 'cancellation').amount).toBe(0);
    expect(policyFee(fixed, price, CHECK_IN, '2026-11-24', 'cancellation')).toMatchObject({
      amount: 50_000,
      rule: { basis: 'fixed', timing: 'afterDeadline', percent: null, baseAmount: 50_000 },
    });
    const cheap = { total: 30_000, dayRates: [{ value: 30_000 }] };
    expect(policyFee(fixed, cheap, CHECK_IN, '2026-11-24', 'cancellation').amount).toBe(30_000);
  });
});

describe('no-show fee by the policy', () => {
  it('given 10 % then 50 % after a deadline, then a no-show pays the late 50 %', () => {
    const tiered = policy({ days: 3, percent: 10, additionPercent: 50 });
    expect(policyFee(tiered, price, CHECK_IN, CHECK_IN, 'noShow')).toEqual({
      amount: 170_000,
      rule: {
        basis: 'wholeStay',
        timing: 'noShow',
        percent: 50,
        baseAmount: 340_000,
        daysBefore: null,
        deadlineDays: 3,
      },
    });
  });

  it('given the percent alone, of the first night, then a no-show pays it of the first night', () => {
    expect(
      policyFee(policy({ basis: 'firstNight', percent: 100 }), price, CHECK_IN, CHECK_IN, 'noShow')
        .amount,
    ).toBe(100_000);
  });

  it('given a fixed amount, then a no-show pays the amount', () => {
    const fixed = policy({ basis: 'fixed', fixedAmount: 60_000, percent: null });
    expect(policyFee(fixed, price, CHECK_IN, CHECK_IN, 'noShow').amount).toBe(60_000);
  });
});

describe('the balance of a stay that owes a fee', () => {
  const base = { amount: 340_000, paid: 100_000 };
  it('a no-show with its fee owes the fee less what was paid, not the stay', () => {
    expect(
      balanceOf({ ...base, status: 'no-show', cancellation: { amount: 170_000, isPaid: false } }),
    ).toBe(70_000);
  });
  it('a fee paid on the spot counts as paid: the deposit is owed back', () => {
    expect(
      balanceOf({ ...base, status: 'canceled', cancellation: { amount: 50_000, isPaid: true } }),
    ).toBe(-100_000);
  });
  it('a no-show stored before fees (no fee) still owes the stay', () => {
    expect(balanceOf({ ...base, status: 'no-show', cancellation: null })).toBe(240_000);
  });
});

describe('an audited fee payment', () => {
  const paid = {
    amount: 50_000,
    isPaid: true,
    payment: {
      paymentMethodClone: { paymentMethodId: 'm', name: 'Бэлэн', color: '#000' },
      userClone: { userId: 'u', name: null, email: null },
      paidAt: '2026-11-22T03:00:00.000Z',
      paidDate: '2026-11-22',
    },
  };
  it('is audited once the working date has moved past the day it was received', () => {
    expect(isFeePaymentAudited(paid, '2026-11-22')).toBe(false);
    expect(isFeePaymentAudited(paid, '2026-11-23')).toBe(true);
    expect(isFeePaymentAudited({ ...paid, isPaid: false, payment: null }, '2026-11-23')).toBe(
      false,
    );
  });
});
