import { describe, expect, it } from 'vitest';
import {
  initialRedirect,
  languageFromPath,
  localeCookie,
  localizePath,
  readLocaleCookie,
  slugFromPath,
  stripLanguage,
  switchLanguagePath,
} from './locale';

describe('locale paths', () => {
  it('reads the language from the URL prefix (mn has none)', () => {
    expect(languageFromPath('/')).toBe('mn');
    expect(languageFromPath('/p/abc/calendar')).toBe('mn');
    expect(languageFromPath('/en')).toBe('en');
    expect(languageFromPath('/en/')).toBe('en');
    expect(languageFromPath('/en/p/abc')).toBe('en');
    expect(languageFromPath('/english')).toBe('mn');
  });

  it('strips and adds the prefix', () => {
    expect(stripLanguage('/en')).toBe('/');
    expect(stripLanguage('/en/p/abc')).toBe('/p/abc');
    expect(stripLanguage('/p/abc')).toBe('/p/abc');
    expect(localizePath('/', 'en')).toBe('/en/');
    expect(localizePath('/p/abc', 'en')).toBe('/en/p/abc');
    expect(localizePath('p/abc', 'mn')).toBe('/p/abc');
  });

  it('switches the same page to the other language, keeping query and hash', () => {
    expect(switchLanguagePath({ pathname: '/p/abc/reservations', search: '?page=2' }, 'en')).toBe(
      '/en/p/abc/reservations?page=2',
    );
    expect(switchLanguagePath({ pathname: '/en/p/abc', hash: '#x' }, 'mn')).toBe('/p/abc#x');
    expect(switchLanguagePath({ pathname: '/en' }, 'mn')).toBe('/');
    expect(switchLanguagePath({ pathname: '/' }, 'en')).toBe('/en/');
  });

  it('finds the property slug under /p/{slug} in either language', () => {
    expect(slugFromPath('/')).toBeNull();
    expect(slugFromPath('/p/khan-palace')).toBe('khan-palace');
    expect(slugFromPath('/en/p/khan-palace/calendar')).toBe('khan-palace');
    expect(slugFromPath('/print/gres/1')).toBeNull();
  });
});

describe('locale cookie', () => {
  it('is kept for 365 days on the whole site', () => {
    expect(localeCookie('en')).toBe('i18n_locale=en; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('is read back, ignoring other cookies and unknown values', () => {
    expect(readLocaleCookie('a=1; i18n_locale=en; b=2')).toBe('en');
    expect(readLocaleCookie('i18n_locale=mn')).toBe('mn');
    expect(readLocaleCookie('i18n_locale=fr')).toBeNull();
    expect(readLocaleCookie('')).toBeNull();
  });

  it('sends a remembered English choice from the bare root to /en/ only', () => {
    expect(initialRedirect('/', 'i18n_locale=en')).toBe('/en/');
    expect(initialRedirect('/', 'i18n_locale=mn')).toBeNull();
    expect(initialRedirect('/', '')).toBeNull();
    expect(initialRedirect('/p/abc', 'i18n_locale=en')).toBeNull();
  });
});
