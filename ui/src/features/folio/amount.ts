/**
 * An amount as the desk types it, read strictly: whole digits, optionally grouped by thousands
 * with a comma or a space ("182000", "182,000", "182 000"). Anything else — letters, a minus,
 * decimals, a group of the wrong size — is not an amount: the field says so instead of
 * silently dropping characters (which once turned "182,000" + "182,000" into 182 billion).
 */

/** The largest amount one pay line may carry (the server's bound). */
export const MAX_AMOUNT = 1_000_000_000;

export type ParsedAmount =
  | { readonly kind: 'empty' }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'tooLarge' }
  | { readonly kind: 'amount'; readonly value: number };

const GROUPED = /^\d{1,3}(?:[, \u00a0\u202f]\d{3})+$/;
const PLAIN = /^\d+$/;

export const parseAmount = (text: string): ParsedAmount => {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  if (!PLAIN.test(trimmed) && !GROUPED.test(trimmed)) return { kind: 'invalid' };
  const value = Number(trimmed.replace(/\D/g, ''));
  if (!Number.isSafeInteger(value) || value > MAX_AMOUNT) return { kind: 'tooLarge' };
  return { kind: 'amount', value };
};

/** The amount, or null when the text is not one. */
export const amountOf = (text: string): number | null => {
  const parsed = parseAmount(text);
  return parsed.kind === 'amount' ? parsed.value : null;
};
