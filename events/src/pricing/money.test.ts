import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  includedTax,
  lessPercentUp,
  percentDiscount,
  percentOfUp,
  perUnit,
  sumTaxes,
  taxOf,
} from './money';

describe('the one rounding rule for tax', () => {
  it('given a price that includes 10 % VAT, then the VAT in it is rounded half up', () => {
    expect(includedTax(110_000, 10)).toBe(10_000);
    expect(includedTax(100_000, 10)).toBe(9_091); // 9,090.9…
    expect(includedTax(55, 10)).toBe(5); // 5.0
    expect(includedTax(165, 10)).toBe(15);
    expect(includedTax(1_125, 12.5)).toBe(125); // exactly 125
    expect(includedTax(9, 12.5)).toBe(1); // 1.0
    expect(includedTax(36, 20)).toBe(6); // exactly 6
    expect(includedTax(15, 20)).toBe(3); // 2.5 → 3
  });

  it('given a tax on top, then it is rounded up', () => {
    expect(percentOfUp(12_345, 10)).toBe(1_235);
    expect(percentOfUp(100_000, 1)).toBe(1_000);
    expect(percentOfUp(100_001, 1)).toBe(1_001);
  });

  it('given a credit (a negative amount), then its tax is the mirror of the charge’s', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.integer({ min: 0, max: 3_000 }).map((h) => h / 100),
        fc.boolean(),
        (amount, percentage, inclusive) => {
          const tax = { percentage, inclusive };
          expect(taxOf(0 - amount, tax)).toBe(0 - taxOf(amount, tax));
        },
      ),
    );
  });

  it('is the exact rational rounding for any amount and two-decimal percent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (amount, hundredths) => {
          const percent = hundredths / 100;
          const a = BigInt(amount);
          const h = BigInt(hundredths);
          // Included: round half up of a·h / (10000 + h), in exact integers.
          const d = 10_000n + h;
          expect(includedTax(amount, percent)).toBe(Number((2n * a * h + d) / (2n * d)));
          // On top: ceil of a·h / 10000.
          expect(percentOfUp(amount, percent)).toBe(Number((a * h + 9_999n) / 10_000n));
          // Discounted price: ceil of a·(10000 − h) / 10000 (h ≤ 100 %).
          expect(lessPercentUp(amount, percent)).toBe(
            Number((a * (10_000n - h) + 9_999n) / 10_000n),
          );
        },
      ),
    );
  });

  it('given 5,600 list prices and partner discounts, then no discounted price is off by a tugrik', () => {
    // The add-service dialog's old float formula, ceil(unit × (100 − d) / 100), was off in
    // hundreds of these cases; the rule is exact integer arithmetic.
    let checked = 0;
    for (let unit = 500; unit <= 280_000; unit += 500) {
      for (const discount of [3, 7, 12.5, 15, 17, 33.33, 35, 57, 65, 99]) {
        const exact = Number(
          (BigInt(unit) * BigInt(10_000 - Math.round(discount * 100)) + 9_999n) / 10_000n,
        );
        expect(lessPercentUp(unit, discount)).toBe(exact);
        checked += 1;
      }
    }
    expect(checked).toBe(5_600);
  });

  it('given a percent discount, then it takes the amount less the discounted price (at most all)', () => {
    expect(percentDiscount(100_000, 10)).toBe(10_000);
    expect(percentDiscount(33_333, 10)).toBe(3_333); // discounted price 30,000 rounded up
    expect(percentDiscount(50_000, 150)).toBe(50_000);
  });
});

describe('a group’s taxes', () => {
  it('given stays with their own taxes, then each tax is the sum of the stays’ amounts', () => {
    const vat = { id: 'vat', name: 'НӨАТ', percentage: 10, inclusive: true };
    const city = { id: 'city', name: 'НХАТ', percentage: 1, inclusive: false };
    expect(
      sumTaxes([
        [
          { ...vat, amount: 9_091 },
          { ...city, amount: 1_000 },
        ],
        [{ ...vat, amount: 9_091 }],
      ]),
    ).toEqual([
      { ...vat, amount: 18_182 },
      { ...city, amount: 1_000 },
    ]);
  });

  it('shows the stays’ own tax, which may differ by a tugrik from a tax on their total', () => {
    // Two stays of 100,005: 9,091 each (9,091.4), 18,182 together, against 18,183 (18,182.7)
    // on their total — the 1₮ the invoice and the VAT receipt used to disagree by.
    const vat = { percentage: 10, inclusive: true };
    expect(taxOf(100_005, vat) * 2).toBe(18_182);
    expect(taxOf(200_010, vat)).toBe(18_183);
  });
});

describe('quantity × unit price', () => {
  it('given an amount that divides by the quantity, then n × the unit price', () => {
    expect(perUnit(300_000, 3)).toEqual({ quantity: 3, price: 100_000 });
  });

  it('given one that does not, then 1 × the amount, so the line never lies', () => {
    expect(perUnit(300_001, 3)).toEqual({ quantity: 1, price: 300_001 });
    expect(perUnit(5_000, 1)).toEqual({ quantity: 1, price: 5_000 });
    expect(perUnit(5_000, 0)).toEqual({ quantity: 1, price: 5_000 });
  });
});
