import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates';
import { grossRoomNights, nightlyRoomRevenue, type PricedRoom } from './nightly-revenue';

const nights = (values: number[], discountAmount: number, from = '2026-11-20'): PricedRoom => {
  const dayRates = values.map((value, i) => ({ date: addDays(from, i), value }));
  return {
    dayRates,
    lines: [
      ...dayRates.map((rate) => ({ kind: 'room', date: rate.date, amount: rate.value })),
      ...(discountAmount > 0 ? [{ kind: 'discount', amount: -discountAmount }] : []),
    ],
    discountAmount,
  };
};

describe('nightlyRoomRevenue', () => {
  it('given no discount, then each night is its room price', () => {
    expect(nightlyRoomRevenue(nights([100_000, 120_000], 0))).toEqual([
      { date: '2026-11-20', value: 100_000 },
      { date: '2026-11-21', value: 120_000 },
    ]);
  });

  it('given 10,000 off one night of 100,000, then the night counts 90,000', () => {
    expect(nightlyRoomRevenue(nights([100_000], 10_000))).toEqual([
      { date: '2026-11-20', value: 90_000 },
    ]);
  });

  it('given 10,000 off three equal nights, then the tugrik left over go to the later nights', () => {
    // 10,000 × ⅓ = 3,333.33 each: 3,333 × 3 = 9,999, the last tugrik to the last night.
    expect(
      nightlyRoomRevenue(nights([100_000, 100_000, 100_000], 10_000)).map((n) => n.value),
    ).toEqual([96_667, 96_667, 96_666]);
  });

  it('given unequal nights, then the discount is spread in proportion to each night', () => {
    // 30,000 over 100,000 + 200,000: 10,000 and 20,000 exactly.
    expect(nightlyRoomRevenue(nights([100_000, 200_000], 30_000)).map((n) => n.value)).toEqual([
      90_000, 180_000,
    ]);
  });

  it('given the largest remainder on the first night, then that night bears the extra tugrik', () => {
    // The whole room amount off: every night 0.
    expect(nightlyRoomRevenue(nights([1, 2], 3)).map((n) => n.value)).toEqual([0, 0]);
    // 2 over 1 + 2: 0.67 and 1.33 → 0 and 1, the last tugrik to the first night (.67 > .33).
    expect(nightlyRoomRevenue(nights([1, 2], 2)).map((n) => n.value)).toEqual([0, 1]);
  });

  it('given a discount above the room amount, then the nights are 0 (never negative)', () => {
    expect(nightlyRoomRevenue(nights([50_000, 50_000], 999_999)).map((n) => n.value)).toEqual([
      0, 0,
    ]);
  });

  it('given a day-use stay (no dayRates), then its dated room line is its revenue', () => {
    const price: PricedRoom = {
      dayRates: [],
      lines: [
        { kind: 'room', date: '2026-11-20', amount: 80_000 },
        { kind: 'service', amount: 5_000 },
        { kind: 'discount', amount: -8_000 },
      ],
      discountAmount: 8_000,
    };
    expect(nightlyRoomRevenue(price)).toEqual([{ date: '2026-11-20', value: 72_000 }]);
  });

  it('given a price without dated room lines, then its dayRates are the gross nights', () => {
    expect(
      grossRoomNights({
        dayRates: [{ date: '2026-11-20', value: 7 }],
        lines: [],
        discountAmount: 0,
      }),
    ).toEqual([{ date: '2026-11-20', value: 7 }]);
  });

  it('given huge amounts, then the shares stay exact (past 2^53)', () => {
    const values = [9_000_000_000_001, 3];
    const result = nightlyRoomRevenue(nights(values, 4_000_000_000_000));
    expect(result.reduce((sum, n) => sum + n.value, 0)).toBe(9_000_000_000_004 - 4_000_000_000_000);
  });

  it('property: the nights sum to the net room revenue exactly, none negative, none above its gross', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 1, maxLength: 60 }),
        fc.integer({ min: 0, max: 400_000_000 }),
        (values, rawDiscount) => {
          const gross = values.reduce((sum, v) => sum + v, 0);
          const result = nightlyRoomRevenue(nights(values, rawDiscount));
          const sum = result.reduce((total, n) => total + n.value, 0);
          expect(sum).toBe(gross - Math.min(gross, rawDiscount));
          result.forEach((night, i) => {
            expect(Number.isInteger(night.value)).toBe(true);
            expect(night.value).toBeGreaterThanOrEqual(0);
            expect(night.value).toBeLessThanOrEqual(values[i]!);
          });
        },
      ),
      { numRuns: 500 },
    );
  });

  it('property: a discount of d over equal nights differs by at most 1 tugrik between nights', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1, max: 2_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (count, rate, discount) => {
          const values = nightlyRoomRevenue(nights(Array(count).fill(rate), discount)).map(
            (n) => n.value,
          );
          expect(Math.max(...values) - Math.min(...values)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});
