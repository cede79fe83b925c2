/** The tugrik sign (amounts are integer tugrik). */
const TUGRIK = '₮';

const formats = new Map<string, Intl.NumberFormat>();

const numberFormat = (language: string): Intl.NumberFormat => {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language === 'en' ? 'en-US' : 'mn-MN', {
      maximumFractionDigits: 0,
    });
    formats.set(language, format);
  }
  return format;
};

/** An amount of tugrik: 150000 → "150,000₮". */
export const formatMoney = (value: number, language: string): string =>
  `${numberFormat(language).format(value)}${TUGRIK}`;
