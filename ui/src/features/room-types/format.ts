/** The tugrik sign (prices are integer tugrik). */
export const TUGRIK = '₮';

const formats = new Map<string, Intl.NumberFormat>();

/** An amount of tugrik with thousands separators: 150000 → "150,000₮". */
export const formatMoney = (value: number, language: string): string => {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language === 'en' ? 'en-US' : 'mn-MN');
    formats.set(language, format);
  }
  return `${format.format(value)}${TUGRIK}`;
};

/** Initials of the name's words, upper case, at most 3 (as the server derives them). */
export const shortNameOf = (name: string): string =>
  name
    .trim()
    .split(/[\s\-–—/]+/)
    .map((word) => [...word.replace(/[^\p{L}\p{N}]/gu, '')][0] ?? '')
    .join('')
    .slice(0, 3)
    .toLocaleUpperCase();
