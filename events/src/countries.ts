import isoCountries from 'i18n-iso-countries';
import enNames from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import mnNames from 'i18n-iso-countries/langs/mn.json' with { type: 'json' };
import {
  type CountryCode,
  getCountryCallingCode,
  isSupportedCountry,
} from 'libphonenumber-js/core';
import phoneMetadata from 'libphonenumber-js/min/metadata';

/**
 * The world's countries in both of the interface's languages, with their dialling codes: the
 * one list every country field uses (a guest's nationality on the staff forms, the public
 * booking page's nationality and phone). Only Mongolian and English are registered, so the
 * bundle carries two name lists, not the library's ~80.
 *
 * A nationality is stored as the country's ISO 3166-1 alpha-2 code ("MN", "GB"); guests saved
 * before that hold free text ("Монгол", "Mongolia", "Mongolian"), which is still accepted and
 * shown as the country when it is a country's name in either language (docs/english.md).
 */
isoCountries.registerLocale(enNames);
isoCountries.registerLocale(mnNames);

export interface Country {
  /** ISO 3166-1 alpha-2, upper case: "MN". */
  readonly code: string;
  /** The name in Mongolian: "Монгол". */
  readonly mn: string;
  /** The name in English: "Mongolia". */
  readonly en: string;
  /** The international dialling code with its plus, "+976"; null where there is none. */
  readonly dialCode: string | null;
}

/** The country of Mongolia, the default nationality of a guest entered at the desk. */
export const MONGOLIA = 'MN';

const dialCodeOf = (code: string): string | null =>
  isSupportedCountry(code as CountryCode, phoneMetadata)
    ? `+${getCountryCallingCode(code as CountryCode, phoneMetadata)}`
    : null;

const official = (names: Record<string, string>, code: string): string => names[code] ?? code;

const englishNames = isoCountries.getNames('en', { select: 'official' });
const mongolianNames = isoCountries.getNames('mn', { select: 'official' });

/** Every country, by code. */
export const countries: readonly Country[] = Object.keys(isoCountries.getAlpha2Codes()).map(
  (code) => ({
    code,
    mn: official(mongolianNames, code),
    en: official(englishNames, code),
    dialCode: dialCodeOf(code),
  }),
);

const byCode = new Map(countries.map((c) => [c.code, c]));

const key = (text: string) => text.trim().toLocaleLowerCase();

/** Every name a country goes by in either language (English aliases too: "UK", "Russia"). */
const byName = new Map<string, Country>();
for (const country of countries) {
  const aliases = isoCountries.getName(country.code, 'en', { select: 'all' }) ?? [];
  for (const name of [country.mn, country.en, ...aliases]) {
    if (!byName.has(key(name))) byName.set(key(name), country);
  }
}

/** The country of a code ("mn" too) or of a name in either language; undefined for other text. */
export function countryOf(value: string | null | undefined): Country | undefined {
  if (!value) return undefined;
  const text = value.trim();
  if (/^[A-Za-z]{2}$/.test(text)) {
    const country = byCode.get(text.toUpperCase());
    if (country) return country;
  }
  return byName.get(key(text));
}

/** A country's name in the language ('en' English, anything else Mongolian). */
export const countryName = (country: Country, language: string): string =>
  language === 'en' ? country.en : country.mn;

/**
 * A stored nationality in the language: the country's name when it is a code or a country's
 * name, else the text as it was entered ("Mongolian").
 */
export const nationalityName = (value: string | null | undefined, language: string): string => {
  const country = countryOf(value);
  return country ? countryName(country, language) : (value ?? '');
};

/**
 * What a country field stores for what was typed or picked: the country's code when it names a
 * country, else the trimmed text (a nationality the list does not have); null when empty.
 */
export const nationalityValue = (input: string): string | null => {
  const text = input.trim();
  if (!text) return null;
  return countryOf(text)?.code ?? text;
};

/** The countries sorted by their name in the language. */
export function countriesIn(language: string): readonly Country[] {
  const collator = new Intl.Collator(language === 'en' ? 'en' : 'mn');
  return [...countries].sort((a, b) =>
    collator.compare(countryName(a, language), countryName(b, language)),
  );
}
