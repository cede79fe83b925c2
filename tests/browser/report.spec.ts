import { type APIRequestContext, expect, test } from '@playwright/test';
import {
  newOwner,
  type Owner,
  propertyThroughApi,
  registerOwner,
  screenshot,
  signIn,
} from './support';

/**
 * The sales report (docs/report.md) with data: bookings over three room types (one with a
 * discount), a cancellation with a fee paid on the spot, payments in two methods and a service;
 * the month's report in Mongolian and in English, the definitions, and a date range; then a
 * night audit, after which the ADR / RevPAR columns of both days carry their own values.
 */

const HEADERS = { 'X-Requested-With': 'XMLHttpRequest', 'X-Language': 'mn' };

const api = async (request: APIRequestContext, owner: Owner, propertyId: string) => {
  const login = await request.post('/api/login', {
    data: { email: owner.email, password: owner.password },
    headers: HEADERS,
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const headers = { ...HEADERS, Authorization: `Bearer ${accessToken}`, 'X-Slug': propertyId };
  return {
    post: async (path: string, data: unknown) => {
      const response = await request.post(`/api${path}`, { data, headers });
      expect(response.status(), await response.text()).toBeLessThan(300);
      return (await response.json()) as Record<string, unknown>;
    },
    get: async (path: string) => {
      const response = await request.get(`/api${path}`, { headers });
      expect(response.status(), await response.text()).toBe(200);
      return (await response.json()) as Record<string, unknown>;
    },
  };
};

test('the sales report with data, in Mongolian and English', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const owner = newOwner('report');
  await registerOwner(request, owner);
  const propertyId = await propertyThroughApi(request, owner, {
    name: 'Тайлангийн буудал',
    roomTypes: [
      { name: 'Стандарт', defaultPrice: 120000, occupancy: 2, names: ['101', '102', '103', '104'] },
      { name: 'Люкс', defaultPrice: 250000, occupancy: 2, names: ['201', '202'] },
      { name: 'Гэр бүлийн', defaultPrice: 180000, occupancy: 4, names: ['301', '302'] },
    ],
  });
  const { post, get } = await api(request, owner, propertyId);
  const card = (
    (await post('/payment/methods', {
      name: 'Карт',
      color: '#6b46c1',
      incomeTypes: ['paid', 'prepaid'],
    })) as { id: string }
  ).id;
  const methods = (await get('/payment/methods')) as { data: { id: string; isDefault: boolean }[] };
  const cash = methods.data.find((m) => m.isDefault)!.id;
  const category = (
    (await get('/service/categories')) as { data: { id: string; isDefault: boolean }[] }
  ).data.find((c) => c.isDefault)!.id;
  const minibar = (
    (await post('/services', {
      name: 'Минибар',
      price: 15000,
      serviceCategory: { id: category },
    })) as {
      id: string;
    }
  ).id;
  const today = (await get('/today')).date as string;
  const plus = (days: number) => {
    const d = new Date(`${today}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + days);
    return d.toISOString().slice(0, 10);
  };
  const types = (
    (await get('/room/types?with=rooms')) as {
      data: { id: string; name: string; rooms: { id: string; name: string }[] }[];
    }
  ).data;
  const typeId = (name: string) => types.find((t) => t.name === name)!.id;
  const roomId = (name: string) => types.flatMap((t) => t.rooms).find((r) => r.name === name)!.id;
  const book = async (type: string, room: string, nights: number, adults = 2) =>
    (
      (await post('/reservations/book', {
        stayType: 'night',
        checkIn: today,
        checkOut: plus(nights),
        roomTypes: [
          {
            roomTypeId: typeId(type),
            numberOfGuests: adults,
            quantity: 1,
            roomIds: [roomId(room)],
          },
        ],
        guest: { name: 'Бат', surname: 'Дорж' },
      })) as { reservationIds: string[] }
    ).reservationIds[0]!;
  const a = await book('Стандарт', '101', 2);
  const b = await book('Люкс', '201', 1);
  await book('Стандарт', '102', 3);
  const c = await book('Гэр бүлийн', '301', 2, 3);
  const d = await book('Стандарт', '103', 1);
  // 20,001 off c's two nights of 180,000: 10,000 tonight, 10,001 tomorrow.
  await post('/reservation/discount', { id: c, discountType: 'currency', discount: 20001 });
  await post('/reservations/status', {
    id: d,
    status: 'canceled',
    oldStatus: 'pending',
    cancellationPayment: 40000,
    isPaid: true,
    paymentMethodId: cash,
  });
  await post('/items', {
    id: a,
    serviceCategory: { id: category },
    service: { id: minibar },
    quantity: 2,
  });
  await post('/payments', {
    id: a,
    incomeType: 'paid',
    pays: [
      { paymentMethod: { id: cash }, amount: 150000 },
      { paymentMethod: { id: card }, amount: 80000 },
    ],
  });
  await post('/payments', {
    id: b,
    incomeType: 'prepaid',
    pays: [{ paymentMethod: { id: card }, amount: 250000 }],
  });
  await post('/payments', {
    id: c,
    incomeType: 'prepaid',
    pays: [{ paymentMethod: { id: cash }, amount: 100000 }],
  });

  await signIn(page, owner);
  await page.setViewportSize({ width: 1360, height: 900 });
  await page.goto(`/p/${propertyId}/report`);
  const report = page.getByTestId('sales-report');
  await expect(page.getByRole('heading', { level: 1, name: 'Тайлан' })).toBeVisible();
  // Today (live: the arrivals are expected): 120 000 + 250 000 + 120 000 + 170 000 of rooms
  // (c net of its discount), 30 000 of services.
  await expect(page.getByTestId('card-total')).toContainText('690,000₮');
  await expect(page.getByTestId('card-rooms')).toContainText('660,000₮');
  await expect(page.getByTestId('card-services')).toContainText('30,000₮');
  await expect(page.getByTestId('card-occupancy')).toContainText('50%');
  await expect(report.getByText('Хамгийн их')).toBeVisible();
  await screenshot(page, testInfo, 'report-today-mn');

  await page.getByTestId('tab-month').click();
  await expect(page.getByTestId('report-period')).toContainText(`${today.slice(0, 8)}01`);
  await page.getByRole('button', { name: 'Тоонуудыг хэрхэн тооцдог вэ' }).click();
  await expect(page.getByText('Нийт борлуулалт = өрөөний борлуулалт')).toBeVisible();
  await screenshot(page, testInfo, 'report-month-definitions-mn');
  await page.keyboard.press('Escape');

  // A range: the end reloads it.
  await page.locator('input[name="from"]').fill(plus(-6));
  await page.locator('input[name="to"]').fill(today);
  await expect(page.getByTestId('report-period')).toContainText(`${plus(-6)} – ${today}`);

  await page.goto(`/en/p/${propertyId}/report`);
  await expect(page.getByRole('heading', { level: 1, name: 'Report' })).toBeVisible();
  await expect(page.getByTestId('card-total')).toContainText('690,000₮');
  await expect(page.getByText('Payments by method')).toBeVisible();
  await screenshot(page, testInfo, 'report-today-en');

  // a, b and c come; the third standard stay does not: the audit leaves it pending.
  for (const id of [a, b, c]) await post('/reservations/status', { id, status: 'checked-in' });
  await post('/night-audit/perform', { date: today, noShows: [] });
  await page.reload();
  await expect(page.getByText(`${plus(1)} compared with ${today}`)).toBeVisible();
  await expect(page.getByTestId('card-rooms')).toContainText('409,999₮');
  // Before (today, audited): a 120 000 + b 250 000 + c 170 000 over 3 rooms sold (the pending
  // arrival sold nothing) → ADR 180 000, RevPAR 540 000 / 8 = 67 500. Now (tomorrow, live):
  // a 120 000 + c 169 999 + the arrival still due 120 000 over 3 → ADR 136 666, RevPAR
  // 409 999 / 8 = 51 250. Each column shows its own value, never the two periods' sum.
  const columns = page
    .getByRole('img', { name: 'ADR and RevPAR against the previous period' })
    .getByTestId('column-value');
  await expect(columns).toHaveCount(4);
  expect((await columns.allTextContents()).sort()).toEqual(
    ['136,666₮', '180,000₮', '51,250₮', '67,500₮'].sort(),
  );
  await page.getByText('ADR and RevPAR against the previous period').scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, 'report-after-audit-en');
});
