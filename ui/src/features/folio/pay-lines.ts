/** Pay lines of the pay dialogs (reservation payments, receivables): shared arithmetic. */

/** Lines one payment may have (as the server allows). */
export const MAX_PAY_LINES = 10;

/** The field names the server uses for the lines' errors, in form order. */
export const payLineFields: readonly string[] = Array.from({ length: MAX_PAY_LINES }, (_, n) => [
  `pays.${n}.paymentMethod.id`,
  `pays.${n}.amount`,
]).flat();

export const sumOf = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);

/**
 * Amounts given above what is due, brought down to it from the last line back (the change is
 * handed back from the last money received): [100 000, 60 000] for 150 000 → [100 000, 50 000].
 */
export const settledLines = (amounts: readonly number[], due: number): number[] => {
  let over = sumOf(amounts) - Math.max(0, due);
  const result = [...amounts];
  for (let i = result.length - 1; i >= 0 && over > 0; i--) {
    const cut = Math.min(over, result[i] ?? 0);
    result[i] = (result[i] ?? 0) - cut;
    over -= cut;
  }
  return result;
};
