// @vitest-environment jsdom
import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../app/router';
import type { CurrentUser } from '../../lib/session-api';
import { emptyDashboard } from '../../test/dashboard';
import { installFakeServer, json } from '../../test/fake-server';
import { renderRoutes } from '../../test/render';
import { isNewReservationShortcut } from './new-reservation-button';
import { owner } from './test-server';

// The setup wizard's welcome dialog would cover the home page.
beforeEach(() => localStorage.setItem('pms.setup.welcome', 'off'));

// Lazy screens and several requests per step: a busy machine needs more than a second.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const withPermissions = (permissions: string[]): CurrentUser => ({
  ...owner,
  isDefault: false,
  hotels: owner.hotels.map((hotel) => ({
    ...hotel,
    isOwner: false,
    role: { id: 'r-1', name: 'Ресепшн', nameEn: null, isDefault: false, permissions },
  })),
});

const open = async (path: string, user: CurrentUser) => {
  installFakeServer((request) =>
    request.url === '/api/user'
      ? json(user)
      : request.url === '/api/dashboard'
        ? json(emptyDashboard(user.hotels[0]?.workingDate ?? '2026-12-09'))
        : json({ data: [], total: 0 }),
  );
  const rendered = await renderRoutes(routes, { path, token: 't0k3n' });
  await screen.findByTestId('property-name');
  return rendered;
};

const altN = () =>
  fireEvent.keyDown(window, { key: 'т', code: 'KeyN', altKey: true, bubbles: true });

describe('top bar: new reservation', () => {
  it('links to the stepper, with Alt+N in its hint; Alt+N opens it', async () => {
    const { router } = await open('/p/h-1', withPermissions(['manage-reservations']));
    const button = screen.getByRole('link', { name: 'Шинэ захиалга' });
    expect(button.getAttribute('href')).toBe('/p/h-1/new/reservation');
    expect(button.getAttribute('aria-keyshortcuts')).toBe('Alt+N');
    expect(button.getAttribute('title')).toBe('Шинэ захиалга (Alt+N)');
    altN();
    await waitFor(() => expect(router.state.location.pathname).toBe('/p/h-1/new/reservation'));
    // The stepper's own page has no button to itself.
    expect(
      await screen.findByRole('button', { name: 'Өрөө хайх' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Шинэ захиалга' })).toBeNull();
  });

  it('stays in English under /en', async () => {
    const { router } = await open('/en/p/h-1', owner);
    // The English namespaces load after the first paint in Mongolian.
    expect(
      (await screen.findByRole('link', { name: 'New reservation' })).getAttribute('href'),
    ).toBe('/en/p/h-1/new/reservation');
    altN();
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/p/h-1/new/reservation'));
  });

  it('is hidden, and Alt+N does nothing, without manage-reservations', async () => {
    const { router } = await open('/p/h-1', withPermissions(['show-reservations']));
    expect(screen.queryByRole('link', { name: 'Шинэ захиалга' })).toBeNull();
    altN();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/p/h-1');
  });

  it('Alt+N only: not Ctrl+Alt+N, not Alt+Shift+N, not plain N', () => {
    const key = {
      altKey: true,
      ctrlKey: false,
      metaKey: false,
      shiftKey: false,
      code: 'KeyN',
      key: 'n',
    };
    expect(isNewReservationShortcut(key)).toBe(true);
    expect(isNewReservationShortcut({ ...key, key: '˜' })).toBe(true);
    expect(isNewReservationShortcut({ ...key, ctrlKey: true })).toBe(false);
    expect(isNewReservationShortcut({ ...key, shiftKey: true })).toBe(false);
    expect(isNewReservationShortcut({ ...key, altKey: false })).toBe(false);
    expect(isNewReservationShortcut({ ...key, code: 'KeyM', key: 'm' })).toBe(false);
  });
});
