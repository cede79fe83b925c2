import { describe, expect, it } from 'vitest';
import { localName, localShortName } from './names';

describe('names in the interface language', () => {
  it('English names in English, the name otherwise and where there is no English one', () => {
    const twin = { name: 'Стандарт хоёр ортой', nameEn: 'Standard Twin' };
    expect(localName(twin, 'en')).toBe('Standard Twin');
    expect(localName(twin, 'mn')).toBe('Стандарт хоёр ортой');
    expect(localName({ name: 'Люкс' }, 'en')).toBe('Люкс');
    expect(localName({ name: 'Люкс', nameEn: '  ' }, 'en')).toBe('Люкс');
    expect(localName({ name: 'Люкс', nameEn: null }, 'en')).toBe('Люкс');
  });
});

describe('short codes in the interface language', () => {
  it('the English code in English when there is one, the code otherwise', () => {
    expect(localShortName({ shortName: 'ГБӨ', shortNameEn: 'DBL' }, 'en')).toBe('DBL');
    expect(localShortName({ shortName: 'ГБӨ', shortNameEn: 'DBL' }, 'mn')).toBe('ГБӨ');
    expect(localShortName({ shortName: 'ГБӨ' }, 'en')).toBe('ГБӨ');
    expect(localShortName({ shortName: 'ГБӨ', shortNameEn: null }, 'en')).toBe('ГБӨ');
  });
});
