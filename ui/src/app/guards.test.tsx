// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserHotel } from '../lib/session-api';
import { session } from '../lib/session';
import { type RecordedRequest, installFakeServer, json } from '../test/fake-server';
import { LocationProbe, renderRoutes } from '../test/render';
import { khanPalaceOf } from '../test/users';
import { GuestOnly, RequireAuth, RequirePermission, RequireProperty } from './guards';
import { usePermission } from '../components/use-current-hotel';

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
    await renderRoutes(routes, { path: '/p/khan-palace', token: 'old' });
    expect(await screen.findByRole('heading', { name: 'login' })).toBeTruthy();
    expect(location()).toBe('/login?redirect=%2Fp%2Fkhan-palace');
    expect(requests.map((r: RecordedRequest) => r.url)).toEqual(['/api/user', '/api/auth/refresh']);
    expect(session.get()).toMatchObject({ token: null, ended: 'expired' });
  });

  it('shows the plain login page after the user logged out', async () => {
    installFakeServer(() => json(user));
    await renderRoutes(routes, { path: '/p/khan-palace', token: 't' });
    await screen.findByRole('heading', { name: 'property' });
    act(() => session.loggedOut());
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

describe('property and permission guards', () => {
  /** Shows what usePermission answers on the page. */
  function PermissionProbe() {
    const manageUsers = usePermission('manage-users');
    const showReservations = usePermission('show-reservations');
    return (
      <output data-testid="can">{`users:${manageUsers} reservations:${showReservations}`}</output>
    );
  }

  const propertyRoutes: RouteObject[] = [
    {
      Component: RequireAuth,
      children: inBothLanguages(() => [
        { index: true, element: page('picker') },
        {
          Component: RequireProperty,
          children: [
            {
              path: 'p/:slug',
              children: [
                {
                  index: true,
                  element: (
                    <>
                      {page('property home')}
                      <PermissionProbe />
                    </>
                  ),
                },
                {
                  path: 's/users',
                  element: <RequirePermission code="manage-users" />,
                  children: [{ index: true, element: page('users') }],
                },
              ],
            },
          ],
        },
      ]),
    },
  ];

  const hotel = (overrides: Partial<UserHotel> = {}): UserHotel => ({
    ...khanPalaceOf('2026-11-22'),
    isOwner: false,
    role: {
      id: 'r-1',
      name: 'Хүлээн авах',
      nameEn: null,
      isDefault: false,
      permissions: ['show-reservations'],
    },
    ...overrides,
  });

  const as = (hotels: UserHotel[], isDefault = false) =>
    installFakeServer(() => json({ ...user, isDefault, hotels }));

  it('opens a property of the user and answers their permissions there', async () => {
    as([hotel()]);
    await renderRoutes(propertyRoutes, { path: '/p/h-1', token: 't' });
    expect(await screen.findByRole('heading', { name: 'property home' })).toBeTruthy();
    expect(screen.getByTestId('can').textContent).toBe('users:false reservations:true');
  });

  it('lets the owner pass every permission check', async () => {
    as([hotel({ isOwner: true, role: null })], true);
    await renderRoutes(propertyRoutes, { path: '/en/p/h-1/s/users', token: 't' });
    expect(await screen.findByRole('heading', { name: 'users' })).toBeTruthy();
    expect(location()).toBe('/en/p/h-1/s/users');
  });

  it('sends a user without the permission to / (in their language)', async () => {
    as([hotel(), hotel({ id: 'h-2' })]);
    await renderRoutes(propertyRoutes, { path: '/en/p/h-1/s/users', token: 't' });
    expect(await screen.findByRole('heading', { name: 'picker' })).toBeTruthy();
    expect(location()).toBe('/en/');
  });

  it('lets a role holding the code in', async () => {
    as([
      hotel({
        role: {
          id: 'r-2',
          name: 'Менежер',
          nameEn: null,
          isDefault: true,
          permissions: ['manage-users'],
        },
      }),
    ]);
    await renderRoutes(propertyRoutes, { path: '/p/h-1/s/users', token: 't' });
    expect(await screen.findByRole('heading', { name: 'users' })).toBeTruthy();
  });

  it.each([
    ['not one of the user’s hotels', '/p/someone-elses', [hotel()]],
    ['waiting for confirmation', '/p/h-1', [hotel({ status: 'pending' })]],
  ])('sends a property %s back to the list', async (_case, path, hotels) => {
    as(hotels);
    await renderRoutes(propertyRoutes, { path, token: 't' });
    expect(await screen.findByRole('heading', { name: 'picker' })).toBeTruthy();
    expect(location()).toBe('/');
  });
});
