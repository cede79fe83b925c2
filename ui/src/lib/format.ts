/**
 * Numbers and money as every screen shows them. Amounts are integer tugrik (MNT); the
 * thousands separator follows the interface language.
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

/** A percentage: 10 → "10%". */
export const formatPercent = (value: number, language: string): string =>
  `${formatNumber(value, language)}%`;

/** What a user typed into an amount field, digits only ("150,000₮" → "150000"). */
export const digitsOf = (text: string): string => text.replace(/\D+/g, '');
