/**
 * Integer tugrik arithmetic, and the one rounding rule for tax and discounts (docs/documents.md,
 * "One rounding rule"). Percentages may carry two decimals (12.5 %); they are scaled to
 * hundredths so that every product is an exact integer before the one division, and the spec's
 * "rounded up" rules (paid percent, discounted prices) never suffer from float error. Every
 * document, read model and UI preview computes tax and discounts with these functions only.
 */
const hundredths = (percent: number): number => Math.round(percent * 100);

/** `numerator / denominator` (both integers, denominator > 0) rounded up. */
const divideUp = (numerator: number, denominator: number): number =>
  Math.ceil(numerator / denominator);

/** `numerator / denominator` (integers, denominator > 0) rounded half up, exact for halves. */
const divideHalfUp = (numerator: number, denominator: number): number =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));

/** Negative amounts (a credit, a reversal) are rounded as their positive mirror: f(−x) = −f(x). */
const mirrored =
  (rule: (amount: number, percent: number) => number) =>
  (amount: number, percent: number): number =>
    amount < 0 ? 0 - rule(-amount, percent) : rule(amount, percent);

/** `percent` % of `amount`, rounded up: 10 % of 12,345 → 1,235. */
export const percentOfUp = mirrored((amount, percent) =>
  divideUp(amount * hundredths(percent), 10_000),
);

/** `amount` less `percent` %, rounded up (the discounted price). */
export const lessPercentUp = (amount: number, percent: number): number =>
  divideUp(amount * (10_000 - hundredths(percent)), 10_000);

/** What `percent` % off `amount` takes away: the amount less its discounted price. */
export const percentDiscount = (amount: number, percent: number): number =>
  amount - lessPercentUp(amount, Math.min(100, percent));

/** `amount` changed by `percent` % (negative lowers it), rounded up, never below 0. */
export const changedByPercentUp = (amount: number, percent: number): number =>
  Math.max(0, divideUp(amount * (10_000 + hundredths(percent)), 10_000));

/** The tax contained in a price that includes it: price × p / (100 + p), rounded half up. */
export const includedTax = mirrored((amount, percent) =>
  divideHalfUp(amount * hundredths(percent), 10_000 + hundredths(percent)),
);

/** A tax as the rule reads it: its rate and whether prices include it. */
export interface TaxRate {
  readonly percentage: number;
  readonly inclusive: boolean;
}

/**
 * THE tax rule: the tax of one stay (one folio) on its taxable amount — the room less its
 * discount, children, extra beds and services. Included in the prices: contained in the amount,
 * rounded half up; on top: added, rounded up. A document covering several stays shows the sum
 * of its stays' taxes (`sumTaxes`), never a tax recomputed on their total.
 */
export const taxOf = (taxable: number, tax: TaxRate): number =>
  tax.inclusive ? includedTax(taxable, tax.percentage) : percentOfUp(taxable, tax.percentage);

/** A tax of a stay with its amount, as the folio keeps it (`price.taxes`). */
export interface TaxAmount extends TaxRate {
  readonly id: string;
  readonly name: string;
  readonly amount: number;
}

/**
 * The taxes of several stays, one per tax (by id, in the order first met), each the sum of the
 * stays' own amounts: how a group's documents show the taxes of their folios.
 */
export const sumTaxes = <Tax extends TaxAmount>(stays: readonly (readonly Tax[])[]): Tax[] => {
  const sums = new Map<string, Tax>();
  for (const taxes of stays) {
    for (const tax of taxes) {
      const known = sums.get(tax.id);
      sums.set(tax.id, known ? { ...known, amount: known.amount + tax.amount } : { ...tax });
    }
  }
  return [...sums.values()];
};

/**
 * A line of `amount` for `quantity` units as a document prints it, so that quantity × unit
 * price is the amount exactly: n × (amount / n) when it divides, else 1 × the amount.
 */
export const perUnit = (
  amount: number,
  quantity: number,
): { readonly quantity: number; readonly price: number } =>
  quantity > 1 && Number.isInteger(quantity) && amount % quantity === 0
    ? { quantity, price: amount / quantity }
    : { quantity: 1, price: amount };
