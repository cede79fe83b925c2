export { TUGRIK, digitsOf, formatMoney, formatNumber } from '../../lib/format';
import { formatNumber } from '../../lib/format';

/** A signed percent change: 20 → "+20%", -10 → "−10%". */
export const formatPercentChange = (value: number, language: string): string =>
  `${value > 0 ? '+' : value < 0 ? '−' : ''}${formatNumber(Math.abs(value), language)}%`;

/** A signed decimal field's text: an optional minus, digits and one decimal point. */
export const signedDecimalOf = (text: string): string => {
  const negative = /^\s*[-−]/.test(text);
  const cleaned = text.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const [whole = '', ...fraction] = cleaned.split('.');
  const number = fraction.length > 0 ? `${whole}.${fraction.join('')}` : whole;
  return negative ? `-${number}` : number;
};
