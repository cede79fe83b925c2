export { TUGRIK, formatMoney } from '../../lib/format';

/** Initials of the name's words, upper case, at most 3 (as the server derives them). */
export const shortNameOf = (name: string): string =>
  name
    .trim()
    .split(/[\s\-–—/]+/)
    .map((word) => [...word.replace(/[^\p{L}\p{N}]/gu, '')][0] ?? '')
    .join('')
    .slice(0, 3)
    .toLocaleUpperCase();
