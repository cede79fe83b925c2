/** The tugrik sign (prices are integer tugrik). */
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

/** A signed percent change: 20 → "+20%", -10 → "−10%". */
export const formatPercentChange = (value: number, language: string): string =>
  `${value > 0 ? '+' : value < 0 ? '−' : ''}${formatNumber(Math.abs(value), language)}%`;

/** What a user typed into an amount field, digits only ("150,000₮" → "150000"). */
export const digitsOf = (text: string): string => text.replace(/\D+/g, '');

/** A signed decimal field's text: an optional minus, digits and one decimal point. */
export const signedDecimalOf = (text: string): string => {
  const negative = /^\s*[-−]/.test(text);
  const cleaned = text.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const [whole = '', ...fraction] = cleaned.split('.');
  const number = fraction.length > 0 ? `${whole}.${fraction.join('')}` : whole;
  return negative ? `-${number}` : number;
};
