/**
 * Integer tugrik arithmetic. Percentages may carry two decimals (12.5 %); they are scaled to
 * hundredths so that every product is an exact integer before the one division, and the spec's
 * "rounded up" rules (paid percent, discounted prices) never suffer from float error.
 */
const hundredths = (percent: number): number => Math.round(percent * 100);

/** `percent` % of `amount`, rounded up: 10 % of 12,345 → 1,235. */
export const percentOfUp = (amount: number, percent: number): number =>
  Math.ceil((amount * hundredths(percent)) / 10_000);

/** `amount` less `percent` %, rounded up (the discounted price). */
export const lessPercentUp = (amount: number, percent: number): number =>
  Math.ceil((amount * (10_000 - hundredths(percent))) / 10_000);

/** `amount` changed by `percent` % (negative lowers it), rounded up, never below 0. */
export const changedByPercentUp = (amount: number, percent: number): number =>
  Math.max(0, Math.ceil((amount * (10_000 + hundredths(percent))) / 10_000));

/** The tax contained in a price that includes it: price × p / (100 + p), rounded. */
export const includedTax = (amount: number, percent: number): number =>
  Math.round((amount * hundredths(percent)) / (10_000 + hundredths(percent)));
