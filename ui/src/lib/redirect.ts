import { type Language, localizePath, stripLanguage } from './locale';

/** The query parameter that carries the page to return to after login. */
export const REDIRECT_PARAM = 'redirect';

const ORIGIN = 'http://pms.invalid';

/**
 * Pages only a logged-out user reaches (locale-neutral). Sending a user back to one of them
 * after login would bounce between the guards, so such targets count as "no target".
 */
const GUEST_ONLY = /^\/(login|register|forgot\/password|password\/reset(\/.*)?)\/?$/;

/**
 * A redirect target from the URL, if it is a path on this site; null otherwise.
 *
 * Only `/…` paths are accepted. Rejected: other origins (`http:`, `javascript:`), protocol-
 * relative `//host`, backslashes (browsers read `/\host` as `//host`), and control or space
 * characters (the URL parser drops tabs and newlines, so `/\t/host` would become `//host`).
 * As a last check the path is resolved against a made-up origin and must stay on it.
 */
export const sanitizeRedirect = (value: string | null | undefined): string | null => {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u0020\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return null;
  }
  // Dot segments can still collapse into `//host` (`/a/..//host`).
  if (url.origin !== ORIGIN || url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
};

/** The locale-neutral path of a location, for `?redirect=` (`/en/p/x?a=1` → `/p/x?a=1`). */
export const redirectTargetOf = (location: {
  pathname: string;
  search?: string;
  hash?: string;
}): string => `${stripLanguage(location.pathname)}${location.search ?? ''}${location.hash ?? ''}`;

/** The login page in the given language, remembering where the user wanted to go. */
export const loginPath = (language: Language, redirect?: string | null): string => {
  const login = localizePath('/login', language);
  const target = sanitizeRedirect(redirect);
  return target ? `${login}?${new URLSearchParams({ [REDIRECT_PARAM]: target })}` : login;
};

/**
 * Where to go after login: the remembered page (if it is a local path and not a logged-out-
 * only page), shown in the current language; otherwise the home page.
 */
export const afterLoginPath = (redirect: string | null | undefined, language: Language): string => {
  const target = sanitizeRedirect(redirect);
  if (!target) return localizePath('/', language);
  const url = new URL(target, ORIGIN);
  const pathname = stripLanguage(url.pathname);
  if (GUEST_ONLY.test(pathname)) return localizePath('/', language);
  return `${localizePath(pathname, language)}${url.search}${url.hash}`;
};
