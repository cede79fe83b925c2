import { describe, expect, it } from 'vitest';
import { afterLoginPath, loginPath, redirectTargetOf, sanitizeRedirect } from './redirect';

describe('redirect sanitiser', () => {
  it('accepts local paths, with their query and hash', () => {
    expect(sanitizeRedirect('/')).toBe('/');
    expect(sanitizeRedirect('/p/khan-palace/calendar?from=2026-11-01#today')).toBe(
      '/p/khan-palace/calendar?from=2026-11-01#today',
    );
    expect(sanitizeRedirect('/p/%D0%A5%D0%B0%D0%BD')).toBe('/p/%D0%A5%D0%B0%D0%BD');
  });

  it.each([
    ['protocol-relative', '//evil.example/phish'],
    ['absolute http', 'http://evil.example/'],
    ['absolute https', 'https://evil.example/'],
    ['javascript', 'javascript:alert(1)'],
    ['data', 'data:text/html,<script>alert(1)</script>'],
    ['backslash', '/\\evil.example'],
    ['backslashes', '\\\\evil.example'],
    ['tab inside', '/\t/evil.example'],
    ['newline inside', '/\n/evil.example'],
    ['leading space', ' /p/x'],
    ['relative', 'p/x'],
    ['dot segments to //', '/a/..//evil.example'],
    ['empty', ''],
  ])('rejects %s', (_name, value) => {
    expect(sanitizeRedirect(value)).toBeNull();
  });

  it('rejects missing values', () => {
    expect(sanitizeRedirect(null)).toBeNull();
    expect(sanitizeRedirect(undefined)).toBeNull();
  });
});

describe('login redirects', () => {
  it('remembers the page without its language prefix', () => {
    expect(redirectTargetOf({ pathname: '/en/p/x/calendar', search: '?a=1', hash: '#b' })).toBe(
      '/p/x/calendar?a=1#b',
    );
    expect(redirectTargetOf({ pathname: '/' })).toBe('/');
  });

  it('builds the login link in the page language', () => {
    expect(loginPath('mn', '/p/x')).toBe('/login?redirect=%2Fp%2Fx');
    expect(loginPath('en', '/')).toBe('/en/login?redirect=%2F');
    expect(loginPath('mn', null)).toBe('/login');
    expect(loginPath('mn', '//evil.example')).toBe('/login');
  });

  it('returns to the remembered page in the current language, or home', () => {
    expect(afterLoginPath('/p/x/calendar?a=1', 'mn')).toBe('/p/x/calendar?a=1');
    expect(afterLoginPath('/p/x/calendar', 'en')).toBe('/en/p/x/calendar');
    expect(afterLoginPath('/en/p/x', 'mn')).toBe('/p/x');
    expect(afterLoginPath(null, 'en')).toBe('/en/');
    expect(afterLoginPath('https://evil.example', 'mn')).toBe('/');
    expect(afterLoginPath('/\\evil.example', 'mn')).toBe('/');
  });

  it('never returns to a logged-out-only page (the guards would bounce)', () => {
    expect(afterLoginPath('/login', 'mn')).toBe('/');
    expect(afterLoginPath('/en/login?redirect=/x', 'en')).toBe('/en/');
    expect(afterLoginPath('/register', 'mn')).toBe('/');
    expect(afterLoginPath('/forgot/password', 'mn')).toBe('/');
    expect(afterLoginPath('/password/reset/abc', 'mn')).toBe('/');
  });
});
