import { isOneOf } from './one-of';

/**
 * Locale rules of the product: Mongolian is the default and has no URL prefix, English lives
 * under /en. The chosen locale is remembered in a cookie for 365 days.
 */
export const LANGUAGES = ['mn', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'mn';

export const LOCALE_COOKIE = 'i18n_locale';
const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export const isLanguage = (value: unknown): value is Language => isOneOf(LANGUAGES, value);

const EN_PREFIX = /^\/en(?=\/|$)/;

/** The language a path is shown in: `/en` and `/en/...` are English, everything else Mongolian. */
export const languageFromPath = (pathname: string): Language =>
  EN_PREFIX.test(pathname) ? 'en' : 'mn';

/** The path without its locale prefix, always starting with `/`. */
export const stripLanguage = (pathname: string): string => {
  const rest = pathname.replace(EN_PREFIX, '');
  return rest.startsWith('/') ? rest : `/${rest}`;
};

/** A locale-neutral app path (`/`, `/p/abc/calendar`) as a link in the given language. */
export const localizePath = (path: string, language: Language): string => {
  const clean = path.startsWith('/') ? path : `/${path}`;
  return language === 'en' ? `/en${clean}` : clean;
};

/** The same page in another language, keeping the query string and hash. */
export const switchLanguagePath = (
  location: { pathname: string; search?: string; hash?: string },
  language: Language,
): string =>
  `${localizePath(stripLanguage(location.pathname), language)}${location.search ?? ''}${location.hash ?? ''}`;

/** The locale-neutral path of a property's home page (`/p/{slug}`); see slugFromPath. */
export const propertyHomePath = (slug: string): string => `/p/${encodeURIComponent(slug)}`;

/** The property slug of a route under `/p/{slug}/...` (in either language), if any. */
export const slugFromPath = (pathname: string): string | null => {
  const match = /^\/p\/([^/]+)/.exec(stripLanguage(pathname));
  return match?.[1] ? decodeURIComponent(match[1]) : null;
};

export const readLocaleCookie = (cookie: string): Language | null => {
  for (const part of cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === LOCALE_COOKIE) {
      const language = decodeURIComponent(value.join('='));
      return isLanguage(language) ? language : null;
    }
  }
  return null;
};

export const localeCookie = (language: Language): string =>
  `${LOCALE_COOKIE}=${language}; Max-Age=${LOCALE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`;

/** Remembers the user's explicit language choice. */
export const saveLanguageChoice = (language: Language): void => {
  document.cookie = localeCookie(language);
};

/**
 * On the very first load of the bare root `/`, a remembered English choice sends the user to
 * `/en/`. Other paths are taken as they are: a link to a Mongolian page stays Mongolian.
 */
export const initialRedirect = (pathname: string, cookie: string): string | null =>
  pathname === '/' && readLocaleCookie(cookie) === 'en' ? '/en/' : null;
