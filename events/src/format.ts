/**
 * Numbers and money as every screen and every e-mailed document shows them. Amounts are
 * integer tugrik (MNT); the thousands separator follows the language (en: "150,000", mn: the
 * Mongolian locale's). The UI's lib/format.ts and the documents' renderer both use these.
 */

/** The tugrik sign. */
export const TUGRIK = '₮';

const formats = new Map<string, Intl.NumberFormat>();

const numberFormat = (language: string): Intl.NumberFormat => {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language === 'en' ? 'en-US' : 'mn-MN', {
      maximumFractionDigits: 2,
    });
    formats.set(language, format);
  }
  return format;
};

/** A number with thousands separators: 150000 → "150,000". */
export const formatNumber = (value: number, language: string): string =>
  numberFormat(language).format(value);

/** An amount of tugrik: 150000 → "150,000₮". */
export const formatMoney = (value: number, language: string): string =>
  `${formatNumber(value, language)}${TUGRIK}`;
