import { describe, expect, it } from 'vitest';
import type { CancellationPercent, CancellationTime } from './policies-api';
import {
  type CancellationForm,
  additionChoices,
  cancellationPreview,
  cancellationRequestOf,
  changeCancellationForm,
  childMaxAges,
  childMinAges,
  extraBedAgesOf,
  extraBedMaxAges,
  offeredTimes,
  priceOf,
  priceProblem,
} from './policy-rules';

const percents: CancellationPercent[] = [0, 10, 50, 100].map((percent) => ({
  id: `p${percent}`,
  name: `${percent}%`,
  percent,
}));
const times: CancellationTime[] = [
  { id: 'd0', name: 'The day of arrival', day: 0, hasTime: false, hour: null },
  { id: 'd3', name: '3 days before arrival', day: 3, hasTime: false, hour: null },
  { id: 'h18', name: '18:00 on the day of arrival', day: 0, hasTime: true, hour: 18 },
];
const filled: CancellationForm = {
  isFree: false,
  timeId: 'd3',
  percentId: 'p10',
  additionId: 'p50',
  basis: 'wholeStay',
  fixedAmount: '',
  hasPrepayment: true,
};

describe('cancellation form (settings spec §4)', () => {
  it('switching free cancellation resets the deadline, percents and prepayment', () => {
    for (const value of [true, false]) {
      expect(changeCancellationForm(filled, { field: 'isFree', value }, percents)).toEqual({
        isFree: value,
        timeId: '',
        percentId: '',
        additionId: '',
        basis: 'wholeStay',
        fixedAmount: '',
        hasPrepayment: false,
      });
    }
  });

  it('clearing the deadline clears the additional percent', () => {
    expect(changeCancellationForm(filled, { field: 'timeId', value: '' }, percents)).toMatchObject({
      timeId: '',
      additionId: '',
    });
    expect(
      changeCancellationForm(filled, { field: 'timeId', value: 'd0' }, percents),
    ).toMatchObject({ timeId: 'd0', additionId: 'p50' });
  });

  it('offers only additional percents above the percent, and drops one no longer above it', () => {
    expect(additionChoices(percents, 'p10').map((p) => p.id)).toEqual(['p50', 'p100']);
    expect(additionChoices(percents, '').map((p) => p.id)).toEqual(['p10', 'p50', 'p100']);
    expect(
      changeCancellationForm(filled, { field: 'percentId', value: 'p50' }, percents),
    ).toMatchObject({ percentId: 'p50', additionId: '' });
    expect(
      changeCancellationForm(filled, { field: 'percentId', value: 'p0' }, percents),
    ).toMatchObject({ percentId: 'p0', additionId: 'p50' });
  });

  it('offers deadlines without an hour of the day only', () => {
    expect(offeredTimes(times).map((t) => t.id)).toEqual(['d0', 'd3']);
  });

  it('sends references by id, nothing but the flag when free', () => {
    expect(cancellationRequestOf(filled)).toEqual({
      isFree: false,
      cancellationTime: { id: 'd3' },
      cancellationPercent: { id: 'p10' },
      cancellationAdditionPercent: { id: 'p50' },
      basis: 'wholeStay',
      fixedAmount: null,
      hasPrepayment: true,
    });
    expect(cancellationRequestOf({ ...filled, isFree: true })).toEqual({
      isFree: true,
      cancellationTime: null,
      cancellationPercent: null,
      cancellationAdditionPercent: null,
      basis: 'wholeStay',
      fixedAmount: null,
      hasPrepayment: false,
    });
  });

  it('previews the charges as the server words them', () => {
    expect(cancellationPreview(filled, times, percents)).toEqual({
      kind: 'tiered',
      time: '3 days before arrival',
      early: 10,
      late: 50,
      basis: 'wholeStay',
    });
    expect(cancellationPreview({ ...filled, additionId: '' }, times, percents)).toEqual({
      kind: 'freeUntil',
      time: '3 days before arrival',
      late: 10,
      basis: 'wholeStay',
    });
    expect(cancellationPreview({ ...filled, timeId: '', additionId: '' }, times, percents)).toEqual(
      { kind: 'charged', late: 10, basis: 'wholeStay' },
    );
    expect(cancellationPreview({ ...filled, percentId: '' }, times, percents)).toEqual({
      kind: 'incomplete',
    });
    expect(cancellationPreview({ ...filled, isFree: true }, times, percents)).toEqual({
      kind: 'free',
    });
  });
});

describe('what the policy charges: the basis (issue 31)', () => {
  it('the first night: the same charges, of the first night', () => {
    expect(
      cancellationPreview({ ...filled, basis: 'firstNight', additionId: '' }, times, percents),
    ).toEqual({ kind: 'freeUntil', time: '3 days before arrival', late: 10, basis: 'firstNight' });
  });

  it('a fixed amount clears the percents, is previewed with its deadline and sent as a number', () => {
    const fixed = changeCancellationForm(filled, { field: 'basis', value: 'fixed' }, percents);
    expect(fixed).toMatchObject({ basis: 'fixed', percentId: '', additionId: '', timeId: 'd3' });
    expect(cancellationPreview(fixed, times, percents)).toEqual({ kind: 'incomplete' });
    const typed = changeCancellationForm(fixed, { field: 'fixedAmount', value: '50000' }, percents);
    expect(cancellationPreview(typed, times, percents)).toEqual({
      kind: 'fixed',
      amount: 50_000,
      time: '3 days before arrival',
    });
    expect(cancellationRequestOf(typed)).toMatchObject({
      basis: 'fixed',
      fixedAmount: 50_000,
      cancellationPercent: null,
      cancellationAdditionPercent: null,
    });
    // Back to a percent: the fixed amount goes.
    expect(
      changeCancellationForm(typed, { field: 'basis', value: 'wholeStay' }, percents),
    ).toMatchObject({ basis: 'wholeStay', fixedAmount: '' });
  });
});

describe('child and extra-bed policy forms (settings spec §5)', () => {
  it('child ages: minimum below the child age, maximum above it and at most the child age', () => {
    expect(childMinAges(4)).toEqual([0, 1, 2, 3]);
    expect(childMaxAges(4, null)).toEqual([1, 2, 3, 4]);
    expect(childMaxAges(4, 2)).toEqual([3, 4]);
    expect(childMinAges(12)).toHaveLength(12);
  });

  it('extra beds: adults 18–18, any 0–18, children chosen; maximum above the minimum', () => {
    expect(extraBedAgesOf('adults')).toEqual({ minAge: 18, maxAge: 18 });
    expect(extraBedAgesOf('any')).toEqual({ minAge: 0, maxAge: 18 });
    expect(extraBedAgesOf('children')).toEqual({ minAge: null, maxAge: null });
    expect(extraBedMaxAges(15)).toEqual([16, 17, 18]);
  });

  it('prices: 0 when free; 0 to 1,000,000; a percent at most 100', () => {
    expect(priceOf('free', '500')).toBe(0);
    expect(priceOf('mnt', '15000')).toBe(15_000);
    expect(priceProblem('free', '')).toBeNull();
    expect(priceProblem('mnt', '')).toBe('required');
    expect(priceProblem('mnt', '1000001')).toBe('max');
    expect(priceProblem('mnt', '1000000')).toBeNull();
    expect(priceProblem('percent', '101')).toBe('percent');
    expect(priceProblem('percent', '100')).toBeNull();
  });
});
