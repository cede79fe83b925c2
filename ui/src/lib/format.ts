/**
 * Numbers and money as every screen shows them. Amounts are integer tugrik (MNT); the
 * thousands separator follows the interface language. Money and numbers are formatted by
 * events/src/format.ts, which the e-mailed documents use too.
 */

export { TUGRIK, formatMoney, formatNumber } from '@hotel/events/format';
import { formatNumber } from '@hotel/events/format';

/** A percentage: 10 → "10%". */
export const formatPercent = (value: number, language: string): string =>
  `${formatNumber(value, language)}%`;

/** What a user typed into an amount field, digits only ("150,000₮" → "150000"). */
export const digitsOf = (text: string): string => text.replace(/\D+/g, '');
