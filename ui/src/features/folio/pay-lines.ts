/** Pay lines of the pay form (reservation payments, receivables): their fields and arithmetic. */
import { parseAmount } from './amount';

/** Lines one payment may have (as the server allows). */
export const MAX_PAY_LINES = 10;

/** One line as the form keeps it: the method's id, the amounts as typed. */
export interface PayLineValues {
  paymentMethod: string;
  /** As typed (read by `parseAmount`). */
  amount: string;
  /** On a cash line: the money the guest handed over, as typed ('' — exactly the amount). */
  tendered: string;
}

/** The lines' fields as the server names them (`pays.1.paymentMethod.id` → `pays.1.paymentMethod`), in form order. */
export const payLineFields = Array.from({ length: MAX_PAY_LINES }, (_, n) => [
  `pays.${n}.paymentMethod` as const,
  `pays.${n}.amount` as const,
  `pays.${n}.tendered` as const,
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

/** A line read strictly, with what is wrong with it. */
export interface ReadLine {
  /** A cash line: it may say what the guest handed over. */
  cash: boolean;
  value: number;
  tendered: number | null;
  amountError: string | null;
  tenderedError: string | null;
  /** What is handed back on it. */
  change: number;
}

/** The words of a line's problems (the form's own, `folio:dialog.*`). */
export interface LineWords {
  amountInvalid: string;
  amountTooLarge: string;
  amountNeeded: string;
  tenderedBelow: (value: number) => string;
}

/**
 * Each line read strictly (a field error, never digits silently dropped); a cash line's money
 * handed over is never below its amount, and the change is that less the amount.
 */
export const readLine = (line: PayLineValues, cash: boolean, words: LineWords): ReadLine => {
  const amount = parseAmount(line.amount);
  const value = amount.kind === 'amount' ? amount.value : 0;
  const tendered = cash ? parseAmount(line.tendered) : ({ kind: 'empty' } as const);
  const amountError =
    amount.kind === 'invalid'
      ? words.amountInvalid
      : amount.kind === 'tooLarge'
        ? words.amountTooLarge
        : value <= 0
          ? words.amountNeeded
          : null;
  const tenderedError =
    tendered.kind === 'invalid'
      ? words.amountInvalid
      : tendered.kind === 'tooLarge'
        ? words.amountTooLarge
        : tendered.kind === 'amount' && value > 0 && tendered.value < value
          ? words.tenderedBelow(value)
          : null;
  const change =
    tendered.kind === 'amount' && !amountError && !tenderedError ? tendered.value - value : 0;
  return {
    cash,
    value,
    tendered: tendered.kind === 'amount' ? tendered.value : null,
    amountError,
    tenderedError,
    change,
  };
};
