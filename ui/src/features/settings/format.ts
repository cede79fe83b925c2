export { TUGRIK, digitsOf, formatMoney, formatNumber } from '../../lib/format';
import { formatNumber } from '../../lib/format';

/** A percentage: 10 → "10%". */
export const formatPercent = (value: number, language: string): string =>
  `${formatNumber(value, language)}%`;

/** A decimal number field's text: digits and one decimal point ("3 450,5" → "3450.5"). */
export const decimalOf = (text: string): string => {
  const cleaned = text.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const [whole = '', ...fraction] = cleaned.split('.');
  return fraction.length > 0 ? `${whole}.${fraction.join('')}` : whole;
};
