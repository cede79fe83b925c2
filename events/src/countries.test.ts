import { describe, expect, it } from 'vitest';
import { countries, countriesIn, countryOf, nationalityName, nationalityValue } from './countries';

describe('countries', () => {
  it('lists every country with its names in both languages and its dialling code', () => {
    expect(countries.length).toBeGreaterThan(240);
    expect(countries.find((c) => c.code === 'MN')).toEqual({
      code: 'MN',
      mn: 'Монгол',
      en: 'Mongolia',
      dialCode: '+976',
    });
    expect(countries.find((c) => c.code === 'GB')?.dialCode).toBe('+44');
    expect(countries.every((c) => c.mn && c.en)).toBe(true);
  });

  it('finds a country by its code or by a name in either language', () => {
    expect(countryOf('MN')?.code).toBe('MN');
    expect(countryOf('gb')?.code).toBe('GB');
    expect(countryOf(' монгол ')?.code).toBe('MN');
    expect(countryOf('Mongolia')?.code).toBe('MN');
    expect(countryOf('UK')?.code).toBe('GB');
    expect(countryOf('Орос')?.code).toBe('RU');
    expect(countryOf('Mongolian')).toBeUndefined();
    expect(countryOf('')).toBeUndefined();
  });

  it('shows a stored nationality in the language, other text as it was entered', () => {
    expect(nationalityName('MN', 'en')).toBe('Mongolia');
    expect(nationalityName('MN', 'mn')).toBe('Монгол');
    expect(nationalityName('Монгол', 'en')).toBe('Mongolia');
    expect(nationalityName('Germany', 'mn')).toBe('Герман');
    expect(nationalityName('Mongolian', 'en')).toBe('Mongolian');
  });

  it('stores a country as its code and other text trimmed', () => {
    expect(nationalityValue('Их Британи')).toBe('GB');
    expect(nationalityValue('Mongolia')).toBe('MN');
    expect(nationalityValue(' Mongolian ')).toBe('Mongolian');
    expect(nationalityValue('  ')).toBeNull();
  });

  it('sorts by the name in the language', () => {
    const en = countriesIn('en').map((c) => c.en);
    expect(en[0]).toBe('Afghanistan');
    const mn = countriesIn('mn').map((c) => c.mn);
    expect(mn.indexOf('Австри')).toBeLessThan(mn.indexOf('Япон'));
  });
});
