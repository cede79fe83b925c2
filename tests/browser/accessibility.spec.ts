import { type Locator, type Page, expect, test } from '@playwright/test';
import axe from 'axe-core';
import {
  apiAs,
  fieldLabel,
  navigateInApp,
  newOwner,
  type Owner,
  propertyThroughApi,
  registerOwner,
  signIn,
} from './support';

/**
 * Accessibility (issue 32): axe-core with the WCAG 2.1 A/AA rules finds no critical and no
 * serious violation on the eight pages a receptionist and a guest use most, in Mongolian and
 * in English (/en), and a booking is made and checked in with the keyboard alone.
 */

const WCAG21 = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Violation = {
  id: string;
  impact: string | null;
  nodes: { target: unknown[]; html: string; data?: Record<string, unknown>; summary?: string }[];
};

/** The critical and serious violations of the page as it is now, one line each. */
const seriousViolations = async (page: Page): Promise<string[]> => {
  await page.evaluate('document.fonts.ready');
  // Let entry animations end: colours are measured as painted.
  await page.waitForTimeout(500);
  // Evaluated, not a <script> tag: the page's CSP forbids inline scripts.
  if (!(await page.evaluate('typeof window.axe !== "undefined"'))) await page.evaluate(axe.source);
  const violations = (await page.evaluate(
    `window.axe.run(document, { runOnly: { type: 'tag', values: ${JSON.stringify(WCAG21)} }, resultTypes: ['violations'] }).then((r) => r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => ({ target: n.target, html: n.html, data: n.any[0]?.data, summary: n.failureSummary })) })))`,
  )) as Violation[];
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map(
      (v) =>
        `${v.impact} ${v.id} ×${v.nodes.length}: ${v.nodes
          .slice(0, 6)
          .map((n) => {
            const colours = n.data?.fgColor
              ? ` ${String(n.data.fgColor)} on ${String(n.data.bgColor)} ${String(n.data.contrastRatio)}`
              : ` ${(n.summary ?? '').replace(/\s+/g, ' ').slice(0, 160)}`;
            return `${n.target.join(' ')} ${n.html.slice(0, 90)}${colours}`;
          })
          .join('\n      ')}`,
    );
};

const plus = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** A hotel with two room types, a booking checked in with a payment, and online booking on. */
const furnishedHotel = async (request: Parameters<typeof registerOwner>[0], owner: Owner) => {
  await registerOwner(request, owner);
  const propertyId = await propertyThroughApi(request, owner, {
    name: 'Хөвсгөл Лодж',
    roomTypes: [
      {
        name: 'Стандарт',
        nameEn: 'Standard',
        defaultPrice: 120000,
        occupancy: 2,
        bedTypeId: 'double',
        floorSize: 24,
        description: 'Хоёр хүний ортой өрөө.',
        descriptionEn: 'A room with a double bed.',
        names: ['101', '102', '103'],
      },
      { name: 'Люкс', defaultPrice: 250000, occupancy: 2, names: ['201'] },
    ],
  });
  const { post, get } = await apiAs(request, owner, propertyId);
  const types = (
    (await get('/room/types?with=rooms')) as {
      data: { id: string; name: string; rooms: { id: string; name: string }[] }[];
    }
  ).data;
  const standard = types.find((t) => t.name === 'Стандарт')!;
  const today = (await get('/today')).date as string;
  const cash = (
    (await get('/payment/methods')) as { data: { id: string; isDefault: boolean }[] }
  ).data.find((m) => m.isDefault)!.id;
  const booked = (await post('/reservations/book', {
    stayType: 'night',
    checkIn: today,
    checkOut: plus(today, 2),
    roomId: standard.rooms[0]!.id,
    roomTypes: [{ roomTypeId: standard.id, numberOfGuests: 2, quantity: 1 }],
    guest: { name: 'Бат', surname: 'Дорж' },
  })) as { reservationIds: string[] };
  const reservationId = booked.reservationIds[0]!;
  // The calendar shows a bar of each colour: checked in, pending and confirmed.
  for (const [roomIndex, surname, status] of [
    [1, 'Сүрэн', 'pending'],
    [2, 'Очир', 'confirmed'],
  ] as const) {
    const other = (await post('/reservations/book', {
      stayType: 'night',
      checkIn: plus(today, 1),
      checkOut: plus(today, 3),
      roomId: standard.rooms[roomIndex]!.id,
      roomTypes: [{ roomTypeId: standard.id, numberOfGuests: 1, quantity: 1 }],
      guest: { name: 'Дулмаа', surname },
    })) as { reservationIds: string[] };
    if (status === 'confirmed')
      await post('/reservations/status', { id: other.reservationIds[0], status });
  }
  await post('/reservations/status', { id: reservationId, status: 'checked-in' });
  await post('/payments', {
    id: reservationId,
    incomeType: 'paid',
    pays: [{ paymentMethod: { id: cash }, amount: 100000 }],
  });
  await post('/rate/plans', {
    name: 'Онлайн',
    roomType: { id: standard.id },
    type: 'other',
    isOnlineBook: true,
  });
  await post('/hotel/info', {
    name: 'Хөвсгөл Лодж',
    hotelTypeId: 'hotel',
    countryId: 'MN',
    provinceId: 'MN-1',
    description: 'Хөвсгөл нуурын эрэгт.',
    descriptionEn: 'On the shore of Lake Khuvsgul.',
    phone: '+976 7011 2233',
    checkInTime: '14:00',
    checkOutTime: '12:00',
  });
  await post('/hotel/online-booking', { hasOnlineBook: true });
  return { propertyId, reservationId };
};

/** What the eight pages are recognised by, in each language of the interface. */
const WORDS = {
  mn: {
    prefix: '',
    logIn: 'Нэвтрэх',
    standard: 'room-type-Стандарт',
    calendar: 'Захиалгын хуанли',
    reservation: /Захиалга №1\b/,
    checkIn: 'Ирэх огноо',
  },
  en: {
    prefix: '/en',
    logIn: 'Log in',
    standard: 'room-type-Standard',
    calendar: 'Reservation calendar',
    reservation: /Reservation (№)?1\b/,
    checkIn: 'Check-in date',
  },
} as const;

for (const language of ['mn', 'en'] as const) {
  test(`no critical or serious axe violation on the eight main pages in ${language}`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const words = WORDS[language];
    const owner = newOwner(`a11y-${language}`);
    const { propertyId, reservationId } = await furnishedHotel(request, owner);
    await page.setViewportSize({ width: 1366, height: 900 });
    const found: Record<string, string[]> = {};

    await page.goto(`${words.prefix}/login`);
    await expect(page.getByRole('button', { name: words.logIn, exact: true })).toBeVisible();
    found.login = await seriousViolations(page);

    await page.goto(`${words.prefix}/online/book/${propertyId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Хөвсгөл Лодж' })).toBeVisible();
    await expect(page.getByTestId(words.standard)).toBeVisible();
    found.publicBooking = await seriousViolations(page);

    // The pages a logged-in user sees, reached as the app's own links do after the first.
    await signIn(page, owner, `${words.prefix}/p/${propertyId}`);
    const pages: [string, string, (p: Page) => Locator][] = [
      ['dashboard', '', (p) => p.getByTestId('dashboard').or(p.getByRole('tablist')).first()],
      ['calendar', '/calendar', (p) => p.getByRole('table', { name: words.calendar })],
      [
        'reservationDetail',
        `/reservation/${reservationId}`,
        (p) => p.getByRole('heading', { name: words.reservation }),
      ],
      ['newReservation', '/new/reservation', (p) => p.getByLabel(fieldLabel(words.checkIn))],
      ['incomes', '/incomes', (p) => p.getByText('100,000₮').first()],
      ['report', '/report', (p) => p.getByTestId('card-total')],
    ];
    for (const [name, path, ready] of pages) {
      if (name !== 'dashboard') await navigateInApp(page, `${words.prefix}/p/${propertyId}${path}`);
      await expect(ready(page)).toBeVisible();
      found[name] = await seriousViolations(page);
    }
    const summary = Object.entries(found)
      .map(([name, lines]) => `${name}: ${lines.length}\n${lines.map((l) => `  ${l}`).join('\n')}`)
      .join('\n');
    console.log(`${language}\n${summary}`);
    expect(Object.values(found).flat(), summary).toEqual([]);
  });
}

/** Presses Tab until `target` has the focus (keyboard only: no click, no focus()). */
const tabTo = async (page: Page, target: Locator, limit = 80): Promise<void> => {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < limit; presses += 1) {
    // Run in the page (the tests compile without the DOM's types: the document by globalThis).
    const focused = await target.evaluate(
      (element) =>
        element ===
        (globalThis as unknown as { document: { activeElement: unknown } }).document.activeElement,
    );
    if (focused) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${limit} presses of Tab never reached ${target.toString()}`);
};

test('a booking is made and checked in with the keyboard alone', async ({ page, request }) => {
  test.setTimeout(90_000);
  const owner = newOwner('a11y-keys');
  await registerOwner(request, owner);
  const propertyId = await propertyThroughApi(request, owner, {
    name: 'Гарын авлагагүй буудал',
    roomTypes: [{ name: 'Стандарт', defaultPrice: 120000, occupancy: 2, names: ['101', '102'] }],
  });

  await page.goto('/login');
  await tabTo(page, page.getByLabel('Имэйл хаяг'));
  await page.keyboard.type(owner.email);
  await tabTo(page, page.getByLabel(fieldLabel('Нууц үг')));
  await page.keyboard.type(owner.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Зочид буудлууд' })).toBeVisible();

  // The new-reservation shortcut, then the three steps.
  await page.goto(`/p/${propertyId}`);
  await expect(page.getByRole('link', { name: /Шинэ захиалга/ })).toBeVisible();
  await page.keyboard.press('Alt+n');
  await expect(page).toHaveURL(new RegExp(`/p/${propertyId}/new/reservation`));
  await tabTo(page, page.getByRole('button', { name: 'Өрөө хайх' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: /^Стандарт өрөөг .* нэмэх$/ }));
  await page.keyboard.press('Enter');
  const room = page.getByRole('button', { name: '101', exact: true });
  await tabTo(page, room);
  await page.keyboard.press('Space');
  await expect(room).toHaveAttribute('aria-pressed', 'true');
  await tabTo(page, page.getByRole('button', { name: 'Үргэлжлүүлэх' }));
  await page.keyboard.press('Enter');
  for (const [label, text] of [
    [fieldLabel('Нэр'), 'Сараа'],
    [/^Овог/, 'Бат'],
    [/^Утасны дугаар/, '99001122'],
  ] as const) {
    await tabTo(page, page.getByLabel(label));
    await page.keyboard.type(text);
  }
  await tabTo(page, page.getByRole('button', { name: 'Хадгалах', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Захиалга №1' })).toBeVisible();

  // Check in from the detail, confirming in the dialog.
  const checkIn = page
    .getByTestId('status-actions')
    .getByRole('button', { name: 'Байрлуулах', exact: true });
  await expect(checkIn).toBeEnabled();
  await tabTo(page, checkIn);
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('dialog').getByRole('button', { name: 'Тийм, солих' }));
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { level: 2 }).locator('..').getByText('Байрласан', { exact: true }),
  ).toBeVisible();
});
