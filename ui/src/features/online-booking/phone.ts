import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/core';
import phoneMetadata from 'libphonenumber-js/min/metadata';
import { countryOf } from '@hotel/events/countries';

/**
 * The phone number a guest gives on the public booking page, written as the hotel stores it:
 * `+<country's dialling code> <number>`. The country is the guest's choice (its ISO code); a
 * number typed with its own `+` is kept as typed; a national number's trunk prefix (the UK's
 * leading 0) is dropped where the country's numbering plan has one, otherwise the number
 * keeps the guest's spacing. Empty when nothing was typed; the number alone when the country
 * has no dialling code (the page asks for a country before it sends).
 */
export const internationalPhone = (countryCode: string, typed: string): string => {
  const number = typed.trim();
  if (number === '' || number.startsWith('+')) return number;
  const dialCode = countryOf(countryCode)?.dialCode;
  if (!dialCode) return number;
  const parsed = parsePhoneNumberFromString(number, countryCode as CountryCode, phoneMetadata);
  const digits = number.replace(/\D/g, '');
  const national =
    parsed && `+${parsed.countryCallingCode}` === dialCode && parsed.nationalNumber !== digits
      ? parsed.nationalNumber
      : number;
  return `${dialCode} ${national}`;
};

/**
 * The country the public page's phone and nationality start at: Mongolia in Mongolian, none
 * in English (the guest chooses).
 */
export const defaultCountry = (language: string): string => (language === 'en' ? '' : 'MN');
