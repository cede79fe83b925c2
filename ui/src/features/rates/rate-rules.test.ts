import { describe, expect, it } from 'vitest';
import {
  affectedDates,
  canBeActive,
  commonWeekdayPrice,
  dailyRateProblems,
  dailyRatesRequest,
  dayRequest,
  dayValues,
  emptyDailyRates,
  fillWeekdays,
  isAffected,
  restrictionsOf,
  toggleAllDays,
  toggleDay,
} from './rate-rules';
import type { RateDay } from './rates-api';

const week = emptyDailyRates('2026-12-07', '2026-12-13');

describe('the daily rates form', () => {
  it('needs a weekday, a range that does not end before it starts, and something to set', () => {
    expect(dailyRateProblems({ ...week, rate: '100000' })).toEqual({});
    expect(dailyRateProblems({ ...week, days: [], rate: '1' }).days).toBe('form.chooseDay');
    expect(
      dailyRateProblems({ ...week, startDate: '2026-12-10', endDate: '2026-12-01', rate: '1' })
        .endDate,
    ).toBe('form.endBeforeStart');
    expect(dailyRateProblems({ ...week, startDate: '1999-12-31', rate: '1' }).startDate).toBe(
      'form.dateTooEarly',
    );
    expect(dailyRateProblems(week).nothing).toBe('form.nothingToSet');
    // A restriction alone is something to set.
    expect(dailyRateProblems({ ...week, stopSell: true })).toEqual({});
  });

  it('takes whole tugrik, or a signed percent change', () => {
    expect(dailyRateProblems({ ...week, rate: '12.5' }).rate).toBe('form.rateWhole');
    expect(dailyRateProblems({ ...week, rate: '-10', priceOp: 2 })).toEqual({});
    expect(dailyRateProblems({ ...week, rate: '-', priceOp: 2 }).rate).toBe('form.rateNumber');
    expect(dailyRateProblems({ ...week, minLos: '3', maxLos: '2' }).maxLos).toBe(
      'form.maxBelowMin',
    );
    expect(dailyRateProblems({ ...week, minLos: '3', maxLos: '0' })).toEqual({});
  });

  it('sends the weekdays in order and empty fields as "leave"', () => {
    expect(
      dailyRatesRequest({ ...week, days: [6, 1, 3], rate: '20', priceOp: 2, stopSell: false }),
    ).toEqual({
      days: [1, 3, 6],
      startDate: '2026-12-07',
      endDate: '2026-12-13',
      rate: '20',
      priceOp: 2,
      minLos: '',
      maxLos: '',
      closedToArrival: null,
      closedToDeparture: null,
      stopSell: false,
    });
  });

  it('counts and marks the dates the form changes', () => {
    expect(affectedDates('2026-12-07', '2026-12-13', [1, 2, 3, 4, 5])).toBe(5);
    expect(affectedDates('2026-12-01', '2026-12-31', [6, 7])).toBe(8);
    expect(affectedDates('2026-12-13', '2026-12-07', [1])).toBe(0);
    const weekend = { ...week, days: [6, 7] } satisfies typeof week;
    expect(isAffected('2026-12-12', weekend)).toBe(true);
    expect(isAffected('2026-12-11', weekend)).toBe(false);
    expect(isAffected('2026-12-19', weekend)).toBe(false);
  });

  it('toggles weekdays; "all days" chooses all seven or none', () => {
    expect(toggleDay([1, 3], 2)).toEqual([1, 2, 3]);
    expect(toggleDay([1, 2, 3], 2)).toEqual([1, 3]);
    expect(toggleAllDays([1, 2])).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(toggleAllDays([1, 2, 3, 4, 5, 6, 7])).toEqual([]);
  });
});

describe('occupancy discounts and intervals', () => {
  it('lets a row be active only with a discount above 0', () => {
    expect(canBeActive('')).toBe(false);
    expect(canBeActive('0')).toBe(false);
    expect(canBeActive('20000')).toBe(true);
  });

  it('fills all seven weekday prices from the constant price', () => {
    const rates = fillWeekdays('90000');
    expect(Object.values(rates)).toEqual(Array(7).fill('90000'));
    expect(commonWeekdayPrice(rates)).toBe('90000');
    expect(commonWeekdayPrice({ ...rates, sundayRate: '1' })).toBe('');
  });
});

describe('one date of the calendar', () => {
  const day: RateDay = {
    date: '2026-12-09',
    value: 180000,
    isSet: true,
    price: { op: 'percent', value: 20 },
    minLos: 2,
    maxLos: 0,
    closedToArrival: true,
    closedToDeparture: false,
    stopSell: false,
  };

  it('lists its restrictions, most severe first', () => {
    expect(restrictionsOf({ ...day, stopSell: true, maxLos: 7 })).toEqual([
      { kind: 'stopSell' },
      { kind: 'closedToArrival' },
      { kind: 'minLos', nights: 2 },
      { kind: 'maxLos', nights: 7 },
    ]);
  });

  it('edits exactly that date: its weekday, its price, each rule as shown', () => {
    const values = dayValues(day);
    expect(values).toMatchObject({ days: [3], rate: '20', priceOp: 2, minLos: '2', maxLos: '' });
    expect(dayRequest({ ...values, minLos: '' })).toEqual({
      days: [3],
      startDate: '2026-12-09',
      endDate: '2026-12-09',
      rate: '20',
      priceOp: 2,
      minLos: '1',
      maxLos: '0',
      closedToArrival: true,
      closedToDeparture: false,
      stopSell: false,
    });
  });
});
