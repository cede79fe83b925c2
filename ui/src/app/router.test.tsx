// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeServer, json } from '../test/fake-server';
import { renderRoutes } from '../test/render';
import { ownerOf } from '../test/users';
import { routes } from './router';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The app's router at `path` for a logged-in owner with no property yet. */
const open = (path: string, language: 'mn' | 'en') => {
  installFakeServer((request) =>
    request.url === '/api/user' ? json(ownerOf(null)) : json({ data: [], total: 0 }),
  );
  return renderRoutes(routes, { path, token: 't0k3n', language });
};

// The entry holds the login pages' routes only; the app's are found on the first navigation
// those do not match (router.tsx, patchRoutesOnNavigation).
describe('the app router', () => {
  it('finds the property list at / and at /en/, past the login pages', async () => {
    await open('/', 'mn');
    expect(await screen.findByRole('heading', { level: 1, name: 'Зочид буудлууд' })).toBeTruthy();
    cleanup();
    await open('/en/', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Properties' })).toBeTruthy();
    cleanup();
    await open('/en', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Properties' })).toBeTruthy();
  });

  it('answers an unknown address with the not-found page', async () => {
    await open('/en/no/such/page', 'en');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sorry, page not found!' }),
    ).toBeTruthy();
  });
});
