// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser, UserHotel } from '../lib/session-api';
import { emptyDashboard } from '../test/dashboard';
import { type RecordedRequest, installFakeServer, json } from '../test/fake-server';
import { renderRoutes } from '../test/render';
import { stubResizeObserver } from '../test/resize-observer';
import { khanPalaceOf, ownerOf } from '../test/users';
import { displayTimeZone, formatDateTime } from '../lib/time-zone';
import { PROPERTY_MENU } from './property-nav';
import { routes } from './router';

// The setup wizard's welcome dialog would cover the home page; its own test turns it on.
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem('pms.setup.welcome', 'off');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const khanPalace: UserHotel = khanPalaceOf('2026-11-22');

const owner: CurrentUser = ownerOf(khanPalace.workingDate);

const receptionist: CurrentUser = {
  ...owner,
  id: 'u-2',
  name: 'Сараа',
  isDefault: false,
  hotels: [
    {
      ...khanPalace,
      isOwner: false,
      role: {
        id: 'r-2',
        name: 'Хүлээн авах',
        nameEn: null,
        isDefault: false,
        permissions: ['show-reservations'],
      },
    },
  ],
};

const manager = {
  id: 'r-1',
  name: 'Менежер',
  isDefault: true,
  permissions: ['manage-users', 'show-reservations'],
};

/** The whole app at `path`, with the fake server answering GET /api/user with `user`. */
const open = async (
  path: string,
  user: CurrentUser,
  handler: (request: RecordedRequest) => Response = () => json({ data: [], total: 0 }),
) => {
  const requests = installFakeServer((request) =>
    request.url === '/api/user'
      ? json(user)
      : request.url === '/api/dashboard'
        ? json(emptyDashboard(khanPalace.workingDate))
        : handler(request),
  );
  const rendered = await renderRoutes(routes, { path, token: 't0k3n' });
  return { requests, ...rendered };
};

const menu = () => screen.getAllByRole('navigation', { name: 'Үндсэн цэс' })[0]!;

describe('property layout', () => {
  it('shows the owner the home page, the system date and every menu entry', async () => {
    await open('/p/h-1', owner);
    expect(await screen.findByRole('heading', { level: 2, name: 'Хан Палас' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Нүүр');
    expect(screen.getByTestId('system-date').textContent).toContain('2026-11-22');
    const nav = menu();
    expect(within(nav).getByRole('link', { name: 'Нүүр' }).getAttribute('href')).toBe('/p/h-1');
    expect(within(nav).getByRole('link', { name: 'Нүүр' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(nav).getByText('Тохиргоо')).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Хэрэглэгчийн эрх' }).getAttribute('href')).toBe(
      '/p/h-1/s/roles',
    );
    expect(within(nav).getByRole('link', { name: 'Хэрэглэгчид' }).getAttribute('href')).toBe(
      '/p/h-1/s/users',
    );
    // Every entry of the menu, and only those (no entries for pages that do not exist yet);
    // reservation requests only once the property has them.
    expect(within(nav).getAllByRole('link')).toHaveLength(
      PROPERTY_MENU.flatMap((group) => group.pages).length - 1,
    );
    expect(within(nav).queryByRole('link', { name: 'Захиалгын хүсэлт' })).toBeNull();
  });

  it("shows every time of the property's pages in its time zone", async () => {
    await open('/p/h-1', { ...owner, hotels: [{ ...khanPalace, timeZone: 'Asia/Ulaanbaatar' }] });
    expect(await screen.findByRole('heading', { level: 2, name: 'Хан Палас' })).toBeTruthy();
    expect(displayTimeZone()).toBe('Asia/Ulaanbaatar');
    expect(formatDateTime('2026-11-22T11:31:00.000Z')).toBe('2026-11-22 19:31');
  });

  it('shows the reservation requests entry when the property has requests', async () => {
    await open('/p/h-1', { ...owner, hotels: [{ ...khanPalace, hasResRequest: true }] });
    expect(await screen.findByRole('heading', { level: 2, name: 'Хан Палас' })).toBeTruthy();
    expect(
      within(menu()).getByRole('link', { name: 'Захиалгын хүсэлт' }).getAttribute('href'),
    ).toBe('/p/h-1/res-requests');
  });

  it('shows staff without manage-users only the home entry', async () => {
    await open('/en/p/h-1', receptionist);
    expect(await screen.findByRole('heading', { level: 2, name: 'Хан Палас' })).toBeTruthy();
    // The English texts of the dashboard load with it.
    const nav = (await screen.findAllByRole('navigation', { name: 'Main menu' }))[0]!;
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home']);
    expect(within(nav).queryByText('Settings')).toBeNull();
    // Their role at the property, in the menu and on the home page.
    expect(screen.getAllByText('Хүлээн авах').length).toBeGreaterThan(0);
  });

  it('sends staff who type a settings address to / (and on into their only hotel)', async () => {
    const { router } = await open('/p/h-1/s/users', receptionist);
    await waitFor(() => expect(router.state.location.pathname).toBe('/p/h-1'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Хан Палас' })).toBeTruthy();
  });

  it('sends an unknown property back to the property list', async () => {
    const { router } = await open('/p/nope', owner, () => json({ data: [], total: 0 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the roles page with the property in X-Slug, and a back link home', async () => {
    const { requests } = await open('/p/h-1/s/roles', owner, (request) =>
      request.url === '/api/roles'
        ? json({ data: [manager], total: 1 })
        : json({ data: [{ code: 'manage-users', name: 'Хэрэглэгч удирдах' }], total: 17 }),
    );
    expect(await screen.findByRole('cell', { name: /Менежер/ })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Хэрэглэгчийн эрх');
    expect(screen.getByRole('link', { name: 'Буцах' }).getAttribute('href')).toBe('/p/h-1');
    const list = requests.find((r) => r.url === '/api/roles')!;
    expect(list.headers.get('X-Slug')).toBe('h-1');
    expect(list.headers.get('Authorization')).toBe('Bearer t0k3n');
  });

  it('shows a 404 of the API as the not-found page', async () => {
    await open('/p/h-1/s/users', owner, () =>
      json({ title: 'Уучлаарай, хуудас олдсонгүй!', status: 404 }, 404),
    );
    expect(
      await screen.findByRole('heading', { name: 'Уучлаарай, хуудас олдсонгүй!' }),
    ).toBeTruthy();
  });

  it('shows a 403 of the API and goes to the property list', async () => {
    const { router } = await open('/p/h-1/s/users', owner, (request) =>
      request.url === '/api/users'
        ? json({ title: 'Танд энэ үйлдлийн эрх алга.', status: 403 }, 403)
        : json({ data: [], total: 0 }),
    );
    // (The test renders a second toaster beside the app's.)
    expect((await screen.findAllByText('Танд энэ үйлдлийн эрх алга.')).length).toBeGreaterThan(0);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('opens the menu as a drawer on narrow screens', async () => {
    await open('/p/h-1', owner);
    await screen.findByRole('heading', { level: 2, name: 'Хан Палас' });
    fireEvent.click(screen.getByRole('button', { name: 'Цэс нээх' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('link', { name: 'Хэрэглэгчид' })).toBeTruthy();
  });

  it('opens the account menu on the first press, its code loaded only then', async () => {
    // An open menu follows its trigger's size (jsdom has no ResizeObserver).
    stubResizeObserver();
    await open('/p/h-1', owner);
    await screen.findByRole('heading', { level: 2, name: 'Хан Палас' });
    const button = screen.getByRole('button', { name: 'Хэрэглэгчийн цэс: Болд' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menuitem', { name: 'Гарах' })).toBeNull();
    fireEvent.click(button);
    expect(await screen.findByRole('menuitem', { name: 'Нууц үг солих' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Гарах' })).toBeTruthy();
    // From then on it is the menu's own trigger.
    await waitFor(() =>
      expect(
        screen
          .getByRole('button', { name: 'Хэрэглэгчийн цэс: Болд' })
          .getAttribute('aria-expanded'),
      ).toBe('true'),
    );
  });

  it('opens the account menu with the arrow key too', async () => {
    stubResizeObserver();
    await open('/p/h-1', owner);
    await screen.findByRole('heading', { level: 2, name: 'Хан Палас' });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Хэрэглэгчийн цэс: Болд' }), {
      key: 'ArrowDown',
    });
    expect(await screen.findByRole('menuitem', { name: 'Гарах' })).toBeTruthy();
  });

  it('offers the setup wizard on the home page to whoever may change the settings', async () => {
    localStorage.removeItem('pms.setup.welcome');
    await open('/p/h-1', owner);
    const dialog = await screen.findByRole('dialog', { name: 'Хан Палас-д тавтай морил!' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Дараа хийх' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sessionStorage.getItem('pms.setup.h-1.later')).toBe('1');
    cleanup();
    // Staff who may not change the settings are not asked.
    sessionStorage.clear();
    await open('/p/h-1', receptionist);
    expect(await screen.findByRole('heading', { level: 2, name: 'Хан Палас' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not press the wizard on a property that already has its rooms', async () => {
    localStorage.removeItem('pms.setup.welcome');
    const { requests } = await open('/p/h-1', owner, (request) =>
      request.url === '/api/room/types'
        ? json({ data: [{ id: 'rt-1', name: 'Стандарт' }], total: 1 })
        : json({ data: [], total: 0 }),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Хан Палас' })).toBeTruthy();
    await waitFor(() => expect(requests.some((r) => r.url === '/api/room/types')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
