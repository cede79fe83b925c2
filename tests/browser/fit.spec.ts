import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import {
  DEMO_URL,
  apiAs,
  fieldLabel,
  navigateInApp,
  newOwner,
  propertyThroughApi,
  registerOwner,
  screenshot,
} from './support';

/**
 * Pages that fit (issue 32), with the fonts a Linux desk has (fonts-noto-core): on the demo
 * hotel's real lists no table scrolls sideways at 1366 × 768 with the side navigation open
 * (long texts wrap, low-priority columns collapse, the balance stays), and no page scrolls
 * sideways at 390 × 844; the calendar's views end on a whole day at 1280 px; the public
 * booking page keeps its total and Continue at the bottom of a phone, and takes the guest's
 * country for the phone and the nationality — in Mongolian and in English.
 */

const DEMO_OWNER = { email: 'demo@hotel.mn', password: 'demo-hotel-2026' };
const LANGUAGES = ['mn', 'en'] as const;
const prefixOf = (language: string) => (language === 'en' ? '/en' : '');

/** Logs in at the demo hotel (the Mongolian login page) and answers its property's id. */
const demoHotel = async (page: Page, request: APIRequestContext): Promise<string> => {
  const login = await request.post(`${DEMO_URL}/api/login`, {
    data: DEMO_OWNER,
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(login.status()).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const hotels = await request.get(`${DEMO_URL}/api/hotels`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest', Authorization: `Bearer ${accessToken}` },
  });
  const propertyId = ((await hotels.json()) as { data: { id: string }[] }).data[0]!.id;
  await page.goto(`${DEMO_URL}/login`);
  await page.getByLabel('Имэйл хаяг').fill(DEMO_OWNER.email);
  await page.getByLabel(fieldLabel('Нууц үг')).fill(DEMO_OWNER.password);
  await page.getByRole('button', { name: 'Нэвтрэх' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Зочид буудлууд' })).toBeVisible();
  return propertyId;
};

/** The list pages of a property (with rows on the demo hotel). */
const LIST_PAGES = [
  'reservations',
  'reservations?tab=other',
  'incomes',
  'guests',
  'invoices',
  'res-requests',
  'blocks',
  'house/keeping',
  'activity',
];

/** Waits for the page's content (no skeleton, a list's rows), then fonts. */
const settled = async (page: Page) => {
  await expect(page.locator('main')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await page.evaluate('document.fonts.ready');
  await page.waitForTimeout(300);
};

/** How far the page, and each table inside its frame, reach past their right edges. */
const overflows = (page: Page) =>
  page.evaluate<{ page: number; tables: { label: string; over: number }[] }>(`(() => ({
    page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    tables: [...document.querySelectorAll('main table')].map((table) => ({
      label: table.getAttribute('aria-label') ?? '',
      over: table.parentElement.scrollWidth - table.parentElement.clientWidth,
    })),
  }))()`);

test.describe(() => {
  test.use({ baseURL: DEMO_URL });

  test('no list scrolls sideways at 1366 × 768, no page at 390 × 844 (demo hotel, mn and en)', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(300_000);
    const propertyId = await demoHotel(page, request);
    const wide: string[] = [];
    for (const language of LANGUAGES) {
      for (const [i, path] of LIST_PAGES.entries()) {
        await page.setViewportSize({ width: 1366, height: 768 });
        // The language's first page loaded in full, the others as the app's links go.
        const to = `${prefixOf(language)}/p/${propertyId}/${path}`;
        await (i === 0 ? page.goto(to) : navigateInApp(page, to));
        await settled(page);
        if (path !== 'house/keeping')
          await expect(page.locator('main table tbody tr').first()).toBeVisible();
        const desk = await overflows(page);
        if (desk.page > 0) wide.push(`${language} 1366 ${path}: the page ${desk.page}px too wide`);
        for (const table of desk.tables.filter((t) => t.over > 0)) {
          wide.push(`${language} 1366 ${path}: "${table.label}" scrolls ${table.over}px`);
        }
        await page.setViewportSize({ width: 390, height: 844 });
        await page.waitForTimeout(300);
        const phone = await overflows(page);
        if (phone.page > 0) wide.push(`${language} 390 ${path}: the page ${phone.page}px too wide`);
      }
    }
    expect(wide).toEqual([]);

    // The balance is in view on the reservation list, the amount on the incomes, unscrolled.
    for (const language of LANGUAGES) {
      const en = language === 'en';
      await page.setViewportSize({ width: 1366, height: 768 });
      await page.goto(`${prefixOf(language)}/p/${propertyId}/reservations?tab=other`);
      await settled(page);
      const balance = page.getByRole('columnheader', { name: en ? 'Balance' : 'Үлдэгдэл' });
      await expect(balance).toBeInViewport({ ratio: 1 });
      await screenshot(page, testInfo, `reservations-1366-${language}`);
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, testInfo, `reservations-390-${language}`);
      await page.setViewportSize({ width: 1366, height: 768 });
      await page.goto(`${prefixOf(language)}/p/${propertyId}/incomes`);
      await settled(page);
      await expect(page.getByRole('columnheader', { name: en ? 'Amount' : 'Дүн' })).toBeInViewport({
        ratio: 1,
      });
      await screenshot(page, testInfo, `incomes-1366-${language}`);
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, testInfo, `incomes-390-${language}`);
    }
  });

  test('the calendar views end on a whole column at 1280 px (mn and en)', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const propertyId = await demoHotel(page, request);
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const language of LANGUAGES) {
      for (const view of ['week', 'month', 'day'] as const) {
        await page.goto(`${prefixOf(language)}/p/${propertyId}/calendar?view=${view}`);
        const grid = page.getByTestId('calendar-scroll');
        await expect(grid.getByRole('columnheader').nth(1)).toBeVisible();
        await settled(page);
        // Every column that reaches the area's right edge ends there, or starts there.
        // (A string: the tests compile without the DOM's types.)
        const cut = await page.evaluate<{ whole: number; cut: string[] }>(`(() => {
          const box = document.querySelector('[data-testid="calendar-scroll"]');
          const edge = box.getBoundingClientRect().left + box.clientLeft + box.clientWidth;
          const columns = [...box.querySelectorAll('[role="columnheader"]')].slice(1);
          return {
            whole: columns.filter((c) => c.getBoundingClientRect().right <= edge + 1).length,
            cut: columns
              .map((c) => c.getBoundingClientRect())
              .filter((r) => r.left < edge - 1 && r.right > edge + 1)
              .map((r) => Math.round(r.left) + '-' + Math.round(r.right) + ' past ' + edge),
          };
        })()`);
        expect(cut.cut, `${language} ${view}`).toEqual([]);
        // Six whole days of the week at 120 px or more beside the rooms (the seventh scrolls).
        if (view !== 'day') expect(cut.whole, `${language} ${view}`).toBeGreaterThanOrEqual(6);
        if (view === 'week') await screenshot(page, testInfo, `calendar-week-1280-${language}`);
      }
    }
  });
});

/** A property with one room type booked online, its page open (no house rules). */
const onlineHotel = async (request: APIRequestContext) => {
  const owner = newOwner('fit-online');
  await registerOwner(request, owner);
  const propertyId = await propertyThroughApi(request, owner, {
    name: 'Тэрэлж Лодж',
    roomTypes: [
      {
        name: 'Стандарт',
        nameEn: 'Standard',
        defaultPrice: 150000,
        occupancy: 2,
        names: ['101', '102', '103'],
      },
    ],
  });
  const { post, get } = await apiAs(request, owner, propertyId);
  const types = (await get('/room/types')) as { data: { id: string }[] };
  await post('/rate/plans', {
    name: 'Онлайн',
    roomType: { id: types.data[0]!.id },
    type: 'other',
    isOnlineBook: true,
  });
  await post('/hotel/info', {
    name: 'Тэрэлж Лодж',
    hotelTypeId: 'hotel',
    countryId: 'MN',
    provinceId: 'MN-1',
    description: 'Тэрэлжийн хөндийд.',
    descriptionEn: 'In the Terelj valley.',
    phone: '+976 7011 2233',
    checkInTime: '14:00',
    checkOutTime: '12:00',
  });
  await post('/hotel/online-booking', { hasOnlineBook: true });
  return { propertyId, get };
};

test('a phone keeps the total and Continue in view; the guest chooses the country (mn and en)', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const { propertyId, get } = await onlineHotel(request);
  await page.setViewportSize({ width: 390, height: 844 });

  // In Mongolian: Mongolia (+976) to start with, for the phone and the nationality.
  await page.goto(`/online/book/${propertyId}`);
  const bar = page.getByTestId('booking-bar');
  await expect(bar).toBeInViewport();
  await expect(bar.getByRole('button', { name: 'Үргэлжлүүлэх' })).toBeDisabled();
  await page.getByRole('button', { name: /^Стандарт.*нэмэх$/ }).click();
  await expect(bar.getByTestId('booking-bar-total')).toHaveText('150,000₮');
  await bar.getByRole('button', { name: 'Үргэлжлүүлэх' }).click();
  await expect(page.getByRole('heading', { name: 'Таны мэдээлэл' })).toBeInViewport();
  await expect(bar).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Улсын код' })).toHaveValue('MN');
  await expect(page.getByRole('combobox', { name: 'Иргэншил' })).toHaveValue('Монгол');
  await screenshot(page, testInfo, 'online-guest-390-mn');

  // In English: nothing chosen for the guest; the bar stays at the bottom as the list scrolls.
  await page.goto(`/en/online/book/${propertyId}`);
  await expect(page.getByTestId('room-type-Standard')).toBeVisible();
  await page.getByRole('button', { name: 'One more room of Standard' }).click();
  await page.evaluate('window.scrollTo(0, document.body.scrollHeight)');
  await expect(bar).toBeInViewport();
  const box = await bar.boundingBox();
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeCloseTo(844, 0);
  await expect(bar.getByTestId('booking-bar-total')).toHaveText('150,000₮');
  await expect(bar).toContainText('1 room · 1 night');
  await screenshot(page, testInfo, 'online-rooms-390-en');
  expect(
    await page.evaluate<number>(
      'document.documentElement.scrollWidth - document.documentElement.clientWidth',
    ),
  ).toBeLessThanOrEqual(0);
  await bar.getByRole('button', { name: 'Continue' }).click();
  const code = page.getByRole('combobox', { name: 'Country code' });
  await expect(code).toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Nationality' })).toHaveValue('');
  await page.getByRole('textbox', { name: 'First name' }).fill('Oliver');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Brown');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('oliver@example.co.uk');
  await page.getByRole('textbox', { name: 'Phone' }).fill('07700 900123');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Choose the country of the phone number.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Nationality' }).fill('United Kingdom');
  await code.selectOption('GB');
  await screenshot(page, testInfo, 'online-guest-390-en');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByTestId('request-sent')).toBeVisible();

  // Saved as the guest chose: +44 and the United Kingdom, not +976 and Mongolia.
  await expect
    .poll(async () => {
      const requests = (await get('/reservation/requests')) as {
        data: { guest: { phoneNumber: string; nationality: string } }[];
      };
      return requests.data[0]?.guest;
    })
    .toMatchObject({ phoneNumber: '+44 7700900123', nationality: 'GB' });
});
