/** The tugrik sign (settings spec §1: prices are in tugrik). */
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

/** A decimal number field's text: digits and one decimal point ("3 450,5" → "3450.5"). */
export const decimalOf = (text: string): string => {
  const cleaned = text.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const [whole = '', ...fraction] = cleaned.split('.');
  return fraction.length > 0 ? `${whole}.${fraction.join('')}` : whole;
};
