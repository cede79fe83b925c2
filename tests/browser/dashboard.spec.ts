import { type APIRequestContext, expect, test } from '@playwright/test';
import {
  lastPositions,
  newOwner,
  propertyThroughApi,
  readAfterWrites,
  registerOwner,
  screenshot,
  signIn,
} from './support';

/** A day of a small hotel, booked through the API; the dashboard shows it (docs/dashboard.md). */

const dateIn = (days: number): string => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ulaanbaatar' }).format(
    new Date(),
  );
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const api = async (request: APIRequestContext, email: string, password: string, slug: string) => {
  const login = await request.post('/api/login', {
    data: { email, password },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const headers = {
    'X-Requested-With': 'XMLHttpRequest',
    'X-Language': 'mn',
    'X-Slug': slug,
    Authorization: `Bearer ${accessToken}`,
  };
  return {
    // Queries wait for the set-up's writes (read-your-writes), as the UI's do.
    get: async <T>(path: string): Promise<T> => {
      const response = await request.get(`/api${path}`, {
        headers: { ...headers, ...readAfterWrites(slug) },
      });
      expect(response.status(), await response.text()).toBe(200);
      return (await response.json()) as T;
    },
    post: async <T>(path: string, data: unknown): Promise<T> => {
      const response = await request.post(`/api${path}`, { data, headers });
      expect(response.status(), await response.text()).toBeLessThan(300);
      const body = (await response.json()) as T & { position?: unknown };
      if (typeof body.position === 'string') lastPositions.set(slug, body.position);
      return body;
    },
  };
};

test('the home dashboard shows the working date: counts, coloured tabs and their reservations', async ({
  page,
  request,
}, testInfo) => {
  const owner = newOwner('dashboard');
  await registerOwner(request, owner);
  const slug = await propertyThroughApi(request, owner, {
    name: 'Хаан Буудал',
    roomTypes: [
      {
        name: 'Стандарт',
        defaultPrice: 120_000,
        occupancy: 2,
        occupancyChildren: 1,
        names: ['101', '102', '103', '104', '105', '106'],
      },
      { name: 'Люкс', defaultPrice: 250_000, occupancy: 2, names: ['201', '202'] },
    ],
  });
  const calls = await api(request, owner.email, owner.password, slug);
  const types = await calls.get<{
    data: { id: string; name: string; rooms: { id: string; name: string }[] }[];
  }>('/room/types?with=rooms');
  const rooms = types.data.flatMap((type) =>
    type.rooms.map((room) => ({ roomTypeId: type.id, roomId: room.id, name: room.name })),
  );
  const room = (name: string) => rooms.find((r) => r.name === name)!;
  const book = async (
    guest: [string, string],
    checkIn: number,
    checkOut: number,
    roomName: string | null,
    extra: { status?: string; ageOfChildren?: number[]; numberOfGuests?: number } = {},
  ) => {
    const target = room(roomName ?? '106');
    const booked = await calls.post<{ id: string }>('/reservations/book', {
      stayType: 'night',
      checkIn: dateIn(checkIn),
      checkOut: dateIn(checkOut),
      roomTypes: [
        {
          roomTypeId: target.roomTypeId,
          ratePlanId: null,
          numberOfGuests: extra.numberOfGuests ?? 2,
          quantity: 1,
          ...(extra.ageOfChildren ? { ageOfChildren: extra.ageOfChildren } : {}),
          ...(roomName ? { roomIds: [target.roomId] } : {}),
        },
      ],
      guest: { name: guest[0], surname: guest[1], phoneNumber: '99112233' },
      ...(extra.status ? { status: extra.status } : {}),
    });
    return booked.id;
  };
  const status = (id: string, from: string, to: string, extra: object = {}) =>
    calls.post('/reservations/status', { id, status: to, oldStatus: from, ...extra });

  const arrived = await book(['Болормаа', 'Ганбат'], 0, 2, '101', { ageOfChildren: [7] });
  await status(arrived, 'pending', 'checked-in');
  await book(['Тэмүүлэн', 'Баяр'], 0, 3, '102', { status: 'confirmed' });
  await book(['John', 'Smith'], 0, 1, '201', { numberOfGuests: 1 });
  const leaving = await book(['Сарангэрэл', 'Очир'], -1, 0, '103');
  await status(leaving, 'pending', 'checked-in');
  const staying = await book(['Энхжаргал', 'Пүрэв'], -1, 3, '104');
  await status(staying, 'pending', 'checked-in');
  const suite = await book(['Анна', 'Мюллер'], -1, 2, '202', { numberOfGuests: 1 });
  await status(suite, 'pending', 'checked-in');
  await book(['Ганзориг', 'Дорж'], 1, 4, '105', { status: 'confirmed' });
  await book(['Нармандах', 'Сүх'], 1, 2, null);
  const canceled = await book(['Мөнхбат', 'Лхагва'], 2, 4, '103');
  await status(canceled, 'pending', 'canceled', { cancellationPayment: 0, isPaid: false });
  const methods = await calls.get<{ data: { id: string; isDefault: boolean }[] }>(
    '/payment/methods',
  );
  const cash = methods.data.find((m) => m.isDefault)!.id;
  await calls.post('/payments', {
    id: staying,
    incomeType: 'paid',
    pays: [{ paymentMethod: { id: cash }, amount: 200_000 }],
  });
  await calls.post('/payments', {
    id: suite,
    incomeType: 'prepaid',
    pays: [{ paymentMethod: { id: cash }, amount: 250_000 }],
  });

  await signIn(page, owner, `/p/${slug}`);
  const dashboard = page.getByTestId('dashboard');
  await expect(dashboard).toBeVisible();
  await expect(page.getByTestId('count-todayCheckin-value')).toHaveText('3');
  await expect(page.getByTestId('count-todayCheckout-value')).toHaveText('1');
  await expect(page.getByTestId('count-todayStaying-value')).toHaveText('3');
  await expect(page.getByTestId('count-tomorrowCheckin-value')).toHaveText('2');
  await expect(page.getByTestId('count-cancellations-value')).toHaveText('1');
  await expect(page.getByTestId('count-todayBooking-value')).toHaveText('8');
  await expect(page.getByTestId('count-todayIncome-value')).toHaveText(
    /450[\s,.\u00a0\u202f]?000₮/,
  );
  // Arrivals first, one row per reservation, linking to it.
  await expect(page.getByTestId(/^dashboard-row-/)).toHaveCount(3);
  await screenshot(page, testInfo, 'dashboard-mn');

  await page.getByRole('tab', { name: /Өнөө шөнө байрлах/ }).click();
  await expect(page).toHaveURL(/\?tab=todayStaying/);
  await expect(page.getByTestId(/^dashboard-row-/)).toHaveCount(3);
  await screenshot(page, testInfo, 'dashboard-staying-mn');

  await page.getByRole('tab', { name: /Цуцлалт/ }).click();
  await expect(page.getByTestId(/^dashboard-row-/)).toHaveCount(1);
  await expect(page.getByText('Мөнхбат Лхагва')).toBeVisible();

  // English, under /en; a row opens its reservation there.
  await page.goto(`/en/p/${slug}?tab=todayCheckout`);
  await expect(page.getByRole('tab', { name: /Today check-out/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText('Сарангэрэл Очир')).toBeVisible();
  await screenshot(page, testInfo, 'dashboard-checkout-en');
  await page
    .getByRole('link', { name: /Open reservation/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/en/p/${slug}/reservation/${leaving}$`));
});
