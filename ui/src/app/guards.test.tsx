// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loggedOut } from '../lib/session-slice';
import { type RecordedRequest, installFakeServer, json } from '../test/fake-server';
import { LocationProbe, renderRoutes } from '../test/render';
import { GuestOnly, RequireAuth } from './guards';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const page = (name: string) => (
  <>
    <h1>{name}</h1>
    <LocationProbe />
  </>
);

const inBothLanguages = (routes: () => RouteObject[]): RouteObject[] => [
  { path: 'en', children: routes() },
  ...routes(),
];

const routes: RouteObject[] = [
  {
    Component: GuestOnly,
    children: inBothLanguages(() => [
      { path: 'login', element: page('login') },
      { path: 'register', element: page('register') },
    ]),
  },
  {
    Component: RequireAuth,
    children: inBothLanguages(() => [
      { index: true, element: page('home') },
      { path: 'p/:slug/*', element: page('property') },
    ]),
  },
];

const user = {
  id: 'u-1',
  name: 'Болд',
  email: 'bold@khanpalace.mn',
  position: 'Менежер',
  phoneNumber: '99112233',
  isDefault: true,
  hotels: [],
};

const location = () => screen.getByTestId('location').textContent;

describe('route guards', () => {
  it('sends a logged-out user to login, remembering the page (without its language)', async () => {
    const requests = installFakeServer(() => json({}, 500));
    await renderRoutes(routes, { path: '/p/khan-palace/calendar?from=2026-11-01' });
    expect(await screen.findByRole('heading', { name: 'login' })).toBeTruthy();
    expect(location()).toBe('/login?redirect=%2Fp%2Fkhan-palace%2Fcalendar%3Ffrom%3D2026-11-01');
    expect(requests).toHaveLength(0);
    cleanup();

    await renderRoutes(routes, { path: '/en/' });
    await screen.findByRole('heading', { name: 'login' });
    expect(location()).toBe('/en/login?redirect=%2F');
  });

  it('loads the user before showing a page to a logged-in user', async () => {
    let answer: (response: Response) => void = () => {};
    const requests = installFakeServer(
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    await renderRoutes(routes, { path: '/', token: 't0k3n' });
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'home' })).toBeNull();
    expect(screen.getByRole('status')).toBeTruthy();
    expect(requests[0]!.url).toBe('/api/user');
    expect(requests[0]!.headers.get('Authorization')).toBe('Bearer t0k3n');
    answer(json(user));
    expect(await screen.findByRole('heading', { name: 'home' })).toBeTruthy();
  });

  it('sends to login with the page remembered when the session cannot be refreshed', async () => {
    const requests = installFakeServer(() => json({ title: 'Нэвтэрнэ үү.', status: 401 }, 401));
    const { store } = await renderRoutes(routes, { path: '/p/khan-palace', token: 'old' });
    expect(await screen.findByRole('heading', { name: 'login' })).toBeTruthy();
    expect(location()).toBe('/login?redirect=%2Fp%2Fkhan-palace');
    expect(requests.map((r: RecordedRequest) => r.url)).toEqual(['/api/user', '/api/auth/refresh']);
    expect(store.getState().session).toMatchObject({ token: null, ended: 'expired' });
  });

  it('shows the plain login page after the user logged out', async () => {
    installFakeServer(() => json(user));
    const { store } = await renderRoutes(routes, { path: '/p/khan-palace', token: 't' });
    await screen.findByRole('heading', { name: 'property' });
    store.dispatch(loggedOut());
    expect(await screen.findByRole('heading', { name: 'login' })).toBeTruthy();
    expect(location()).toBe('/login');
  });

  it('keeps logged-in users away from the login and register pages', async () => {
    installFakeServer(() => json(user));
    await renderRoutes(routes, { path: '/login?redirect=%2Fp%2Fkhan-palace', token: 't' });
    expect(await screen.findByRole('heading', { name: 'property' })).toBeTruthy();
    expect(location()).toBe('/p/khan-palace');
    cleanup();

    await renderRoutes(routes, { path: '/en/register', token: 't' });
    await screen.findByRole('heading', { name: 'home' });
    expect(location()).toBe('/en/');
    cleanup();

    await renderRoutes(routes, { path: '/login?redirect=%2F%2Fevil.example', token: 't' });
    await screen.findByRole('heading', { name: 'home' });
    expect(location()).toBe('/');
  });

  it('lets logged-out users reach the login and register pages', async () => {
    installFakeServer(() => json({}, 500));
    await renderRoutes(routes, { path: '/en/register' });
    expect(await screen.findByRole('heading', { name: 'register' })).toBeTruthy();
    expect(location()).toBe('/en/register');
  });
});
