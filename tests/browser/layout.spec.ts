import { type APIRequestContext, type Locator, type Page, expect, test } from '@playwright/test';
import {
  apiAs,
  navigateInApp,
  newOwner,
  propertyThroughApi,
  registerOwner,
  screenshot,
  signIn,
} from './support';

/**
 * No page scrolls sideways (issue 18): every page of a property, the property picker and the
 * registered users, at 1280×800 and 1920×1080, with data in the lists — and the reservation
 * list at 769 px (the spec's mobile breakpoint), whose low-priority columns collapse, and on a
 * phone, where its table scrolls inside its own frame with its first columns pinned
 * (tests/browser/fit.spec.ts: lists at 1366 × 768, the calendar, the public page).
 */

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

interface RoomType {
  id: string;
  rooms: { id: string; name: string }[];
}

/** A furnished property: two room types, a partner, reservations, payments, a block, a request. */
const furnish = async (request: APIRequestContext, owner: ReturnType<typeof newOwner>) => {
  const propertyId = await propertyThroughApi(request, owner, {
    name: 'Өргөн Хүрээний Зочид Буудал',
    roomTypes: [
      {
        name: 'Стандарт хоёр ортой',
        shortName: 'STD',
        defaultPrice: 180000,
        occupancy: 2,
        names: ['101', '102', '103', '104', '105', '106'],
      },
      {
        name: 'Люкс өрөө',
        shortName: 'LUX',
        defaultPrice: 420000,
        occupancy: 3,
        names: ['201', '202', '203'],
      },
    ],
  });
  const { post, get } = await apiAs(request, owner, propertyId);
  const today = (await get('/today')).date as string;
  const types = (await get('/room/types?with=rooms')).data as RoomType[];
  const standard = types.find((t) => t.rooms.some((r) => r.name === '101'))!;
  const lux = types.find((t) => t.rooms.some((r) => r.name === '201'))!;
  const partner = (await post('/partners', {
    name: 'Монголын Аялал Жуулчлалын Үндэсний Холбоо ХХК',
    type: 'partner',
    discount: 10,
  })) as { id: string };
  const cash = (
    (await get('/payment/methods')) as { data: { id: string; isDefault: boolean }[] }
  ).data.find((m) => m.isDefault)!.id;

  const guests = [
    ['Батбаяр', 'Очирбатын'],
    ['Энхтуяа', 'Дашдоржийн'],
    ['Alexander', 'Montgomery-Whitfield'],
    ['Сарангэрэл', 'Цэрэндоржийн'],
    ['Ганзориг', 'Лхагвасүрэнгийн'],
    ['Margarethe', 'Schwarzenberger'],
  ] as const;
  const reservationIds: string[] = [];
  let groupId = '';
  for (const [index, [name, surname]] of guests.entries()) {
    // A room of its own for each.
    const roomName = ['101', '102', '201', '103', '104', '202'][index]!;
    const type = roomName.startsWith('2') ? lux : standard;
    const room = type.rooms.find((r) => r.name === roomName)!;
    const booked = (await post('/reservations/book', {
      stayType: 'night',
      checkIn: addDays(today, index % 2),
      checkOut: addDays(today, 2 + index),
      roomTypes: [{ roomTypeId: type.id, numberOfGuests: 2, quantity: 1, roomIds: [room.id] }],
      guest: { name, surname, phoneNumber: '+976 9911 22' + String(10 + index) },
      ...(index % 2 === 0 ? { partner: { id: partner.id } } : {}),
      notes: 'Нисэх онгоцны буудлаас тосох, өглөөний цай өрөөнд',
    })) as { reservationIds: string[]; groupId: string };
    reservationIds.push(...booked.reservationIds);
    groupId = booked.groupId;
  }
  // A group of two rooms.
  const group = (await post('/reservations/book', {
    stayType: 'night',
    checkIn: addDays(today, 3),
    checkOut: addDays(today, 6),
    roomTypes: [{ roomTypeId: standard.id, numberOfGuests: 2, quantity: 2 }],
    guest: { name: 'Оюунчимэг', surname: 'Баттулгын' },
  })) as { groupId: string };
  groupId = group.groupId;
  for (const id of reservationIds.slice(0, 3)) {
    await post('/payments', {
      id,
      incomeType: 'prepaid',
      pays: [{ paymentMethod: { id: cash }, amount: 50_000 }],
    });
  }
  await post('/blocks', {
    roomTypeId: lux.id,
    rooms: [lux.rooms[2]!.id],
    startDate: addDays(today, 1),
    endDate: addDays(today, 4),
    description: 'Засвар: угаалгын өрөөний хоолой солих',
  });
  // A request from the online booking page (public: no token).
  const plan = (await post('/rate/plans', {
    name: 'Онлайн',
    roomType: { id: standard.id },
    type: 'other',
    isOnlineBook: true,
  })) as { id: string };
  await post('/hotel/online-booking', { hasOnlineBook: true });
  const asked = await request.post(`/api/online/book/${propertyId}/requests`, {
    headers: { 'X-Language': 'mn', 'Content-Type': 'application/json' },
    data: {
      checkIn: addDays(today, 10),
      checkOut: addDays(today, 12),
      rooms: [{ roomTypeId: standard.id, quantity: 1 }],
      guest: {
        name: 'Anna',
        surname: 'Smith',
        email: 'anna@example.com',
        phoneNumber: '+976 99112233',
      },
    },
  });
  expect(asked.status(), await asked.text()).toBeLessThan(300);
  const requests = (await get('/reservation/requests')) as { data: { id: string }[] };
  return {
    propertyId,
    reservationId: reservationIds[0]!,
    groupId,
    requestId: requests.data[0]?.id ?? '',
    ratePlanId: plan.id,
    roomTypeId: standard.id,
  };
};

/** Every page of a property (ui/src/lib/property-pages.ts), with an id where it needs one. */
const propertyPages = (ids: Awaited<ReturnType<typeof furnish>>) => [
  '',
  'calendar',
  'reservations',
  'reservations?tab=other',
  `reservation/${ids.reservationId}`,
  'new/reservation',
  `group/${ids.groupId}`,
  'res-requests',
  ...(ids.requestId ? [`res-request/${ids.requestId}`] : []),
  'blocks',
  'house/keeping',
  'guests',
  'incomes',
  'invoices',
  'new/invoice',
  'check-night-audit',
  'report',
  'activity',
  'helps',
  's/roles',
  's/users',
  's/room/types',
  `rt/${ids.roomTypeId}/images`,
  `rt/${ids.roomTypeId}/amenities`,
  's/rate/plans',
  `s/rate/plans/${ids.ratePlanId}`,
  'rates',
  'allotments',
  's/services',
  's/partners',
  's/sources',
  's/payment/methods',
  's/currencies',
  's/taxes',
  's/calendar/sync',
  's/channels',
  's/policies',
  'edit',
  'settings',
  'accounts',
  'rules',
  'images',
  'facilities',
  'r/base',
  'r/policies',
  'r/regs',
  'r/companies',
  'r/services',
  'r/rooms',
  'r/rates',
];

/** Waits until the page has drawn its content (no skeleton left), then measures. */
const sidewaysOverflow = async (page: Page): Promise<number> => {
  await expect(page.locator('main')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await page.evaluate('document.fonts.ready');
  await page.waitForTimeout(250);
  // The page's width beyond the window (a string: the tests compile without the DOM's types).
  return page.evaluate<number>(
    'document.documentElement.scrollWidth - document.documentElement.clientWidth',
  );
};

/** A table's scrolling frame as the page has it (the tests compile without the DOM's types). */
interface ScrollingFrame {
  scrollWidth: number;
  clientWidth: number;
  scrollTo: (to: { left: number }) => void;
}

/** Scrolls a table's frame to its first or its last column. */
const scrollFrame = (frame: Locator, to: 'start' | 'end') =>
  frame.evaluate((el, end) => {
    const box = el as unknown as ScrollingFrame;
    box.scrollTo({ left: end ? box.scrollWidth : 0 });
  }, to === 'end');

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const;

test('no page scrolls sideways at 1280 and 1920 px, with data in the lists', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(600_000);
  const owner = newOwner('layout');
  await registerOwner(request, owner);
  const ids = await furnish(request, owner);
  await page.setViewportSize(VIEWPORTS[0]);
  await signIn(page, owner, '/');

  const wide: string[] = [];
  // Each page is loaded once and measured at both widths (a resize lays the page out again, as
  // a user widening the window would; loading every page twice took half of this test's time).
  for (const path of [
    '/',
    '/users',
    ...propertyPages(ids).map((p) => `/p/${ids.propertyId}/${p}`),
  ]) {
    await page.setViewportSize(VIEWPORTS[0]);
    if (path !== '/') await navigateInApp(page, path);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      const overflow = await sidewaysOverflow(page);
      if (overflow > 0) wide.push(`${viewport.width}px ${path}: ${overflow}px too wide`);
    }
  }
  // Every page that is too wide, in one message.
  expect(wide).toEqual([]);

  // The reservation list has rows, and its last columns are reachable inside the frame.
  await page.setViewportSize(VIEWPORTS[0]);
  await page.goto(`/p/${ids.propertyId}/reservations?tab=other`);
  const table = page.getByRole('table', { name: 'Бусад' });
  await expect(table.getByRole('row')).toHaveCount(9);
  await screenshot(page, testInfo, 'reservations-1280');
  await page.setViewportSize(VIEWPORTS[1]);
  // At 1920 px the whole list fits: balance, registered-by and created are in view unscrolled.
  await expect(page.getByRole('columnheader', { name: 'Үлдэгдэл' })).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('columnheader', { name: /^Бүртгэсэн/ })).toBeInViewport({
    ratio: 1,
  });
  await screenshot(page, testInfo, 'reservations-1920');
  await page.goto(`/p/${ids.propertyId}/guests`);
  await expect(page.getByRole('table')).toBeVisible();
  await screenshot(page, testInfo, 'guests-1920');
  await page.goto(`/p/${ids.propertyId}/incomes`);
  await expect(page.getByRole('table')).toBeVisible();
  await screenshot(page, testInfo, 'incomes-1920');
  await page.goto('/');
  await expect(page.getByRole('article', { name: 'Өргөн Хүрээний Зочид Буудал' })).toBeVisible();
  await screenshot(page, testInfo, 'picker-1920');
});

test('the reservation list at 769 px fits the page; on a phone it scrolls in its frame, number and box pinned', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const owner = newOwner('layout-769');
  await registerOwner(request, owner);
  const { propertyId } = await furnish(request, owner);
  await page.setViewportSize({ width: 769, height: 900 });
  await signIn(page, owner, `/p/${propertyId}/reservations?tab=other`);
  const table = page.getByRole('table', { name: 'Бусад' });
  await expect(table.getByRole('row')).toHaveCount(9);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  // Low-priority columns collapse first (data-collapse): who registered it goes, the balance stays.
  await expect(page.getByRole('columnheader', { name: /^Бүртгэсэн/ })).toBeHidden();
  const frame = table.locator('xpath=..');
  await scrollFrame(frame, 'end');
  await expect(page.getByRole('columnheader', { name: 'Үлдэгдэл' })).toBeInViewport();
  await screenshot(page, testInfo, 'reservations-769');

  // On a phone the frame is narrower than the table: it scrolls, the page does not.
  await page.setViewportSize({ width: 390, height: 844 });
  await scrollFrame(frame, 'start');
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  const { scrollWidth, clientWidth } = await frame.evaluate((el) => {
    const { scrollWidth, clientWidth } = el as unknown as ScrollingFrame;
    return { scrollWidth, clientWidth };
  });
  expect(scrollWidth).toBeGreaterThan(clientWidth);
  await screenshot(page, testInfo, 'reservations-390');

  // Scrolled to its end: the last column is in view, the selection box and the number stay put.
  const firstRow = table.getByRole('row').nth(1);
  await firstRow.scrollIntoViewIfNeeded();
  await scrollFrame(frame, 'start');
  const numberCell = firstRow.getByRole('cell').nth(1);
  const before = await numberCell.boundingBox();
  await scrollFrame(frame, 'end');
  await page.waitForTimeout(200);
  const after = await numberCell.boundingBox();
  expect(after?.x).toBeCloseTo(before?.x ?? -1, 0);
  await expect(firstRow.getByRole('link', { name: /дугаар захиалгыг нээх/ })).toBeInViewport();
  await expect(page.getByRole('columnheader', { name: 'Үлдэгдэл' })).toBeInViewport();
  await expect(frame).toHaveAttribute('data-scrolled', '');
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await screenshot(page, testInfo, 'reservations-390-scrolled');
});

test('the property picker is cards with a plus card; registered users are cards per property', async ({
  page,
  request,
}, testInfo) => {
  const owner = newOwner('layout-cards');
  await registerOwner(request, owner);
  const first = await propertyThroughApi(request, owner, { name: 'Хөвсгөл Лодж' });
  await propertyThroughApi(request, owner, { name: 'Говь Гурван Сайхан Жуулчны Бааз' });
  const { post } = await apiAs(request, owner, first);
  await post('/hotel/info', {
    hotelTypeId: 'hotel',
    name: 'Хөвсгөл Лодж',
    starRating: 4,
    description: 'Хөвсгөл нуурын эрэгт.',
    address: 'Хөвсгөл аймаг, Ханх сум, Хатгал тосгон',
    email: 'info@khuvsgul.mn',
    phone: '+976 7011 2233',
    website: 'https://khuvsgul.mn',
    checkInTime: '14:00',
    checkOutTime: '12:00',
    countryId: 'MN',
    provinceId: 'MN-1',
    districtId: 'UB-SBD',
    commonLocationIds: [],
    location: { lat: 47.9185, lng: 106.9176 },
    hasTime: false,
    maxTime: null,
    isAutoArrange: false,
    isShowRules: false,
    isShowPayment: false,
  });
  for (const size of VIEWPORTS) {
    await page.setViewportSize(size);
    if (size.width === 1280) await signIn(page, owner, '/');
    else await page.goto('/');
    const list = page.getByRole('list', { name: 'Буудлын жагсаалт' });
    const lodge = list.getByRole('article', { name: 'Хөвсгөл Лодж' });
    await expect(lodge).toContainText('Хөвсгөл аймаг, Ханх сум, Хатгал тосгон');
    await expect(lodge).toContainText('Идэвхтэй');
    await expect(list.getByRole('article', { name: /Говь Гурван Сайхан/ })).toContainText(
      'Говь Гурван Сайхан Жуулчны Бааз ХХК',
    );
    await expect(list.getByRole('button', { name: 'Буудал нэмэх' })).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, testInfo, `picker-${size.width}`);
  }
  await page
    .getByRole('list', { name: 'Буудлын жагсаалт' })
    .getByRole('button', { name: 'Буудал нэмэх' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Шинэ буудал бүртгэх' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Болих' }).click();

  // The whole card opens the property.
  await page.getByRole('link', { name: 'Хөвсгөл Лодж буудлыг нээх' }).click();
  await expect(page).toHaveURL(new RegExp(`/p/${first}$`));

  await page.goto('/users');
  const lodge = page.getByRole('region', { name: 'Хөвсгөл Лодж' });
  await expect(lodge.getByRole('button', { name: 'Хэрэглэгч нэмэх' })).toBeVisible();
  await expect(lodge).toContainText('Хэрэглэгч нэмээгүй байна.');
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await screenshot(page, testInfo, 'registered-users-1920');
});
