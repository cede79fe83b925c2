import { type Page, expect, test } from '@playwright/test';
import {
  fieldLabel,
  newOwner,
  propertyThroughApi,
  readAfterWrites,
  registerOwner,
  screenshot,
  signIn,
} from './support';

/** The calendar row of a room. */
const roomRow = (page: Page, name: string) => page.locator(`[data-room-name="${name}"]`);

test('book a two-room group, move it on the calendar, check in, refuse a check-out, cancel with a fee', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const owner = newOwner('booking-owner');
  await registerOwner(request, owner);
  const propertyId = await propertyThroughApi(request, owner, {
    name: 'Тэрэлж Резорт',
    roomTypes: [
      { name: 'Стандарт', defaultPrice: 120000, occupancy: 2, names: ['101', '102', '103'] },
    ],
  });
  await page.setViewportSize({ width: 1440, height: 960 });

  // The top bar's button (Alt+N) opens the stepper.
  await signIn(page, owner, `/p/${propertyId}`);
  await expect(page.getByRole('link', { name: /Шинэ захиалга/ })).toBeVisible();
  await page.keyboard.press('Alt+n');
  await expect(page).toHaveURL(new RegExp(`/p/${propertyId}/new/reservation`));

  // Step 1: a night from the working date; search.
  await expect(page.getByLabel(fieldLabel('Ирэх огноо'))).toBeVisible();
  await screenshot(page, testInfo, '01-new-reservation-general');
  await page.getByRole('button', { name: 'Өрөө хайх' }).click();

  // Step 2: two rooms of the room type at its price.
  const add = page.getByRole('button', { name: /^Стандарт өрөөг .* нэмэх$/ });
  await expect(add).toBeVisible();
  await add.click();
  await page.getByLabel(fieldLabel('Өрөөний тоо')).selectOption('2');
  await expect(page.getByText('240,000₮').first()).toBeVisible();
  await screenshot(page, testInfo, '02-new-reservation-rooms');
  await page.getByRole('button', { name: 'Үргэлжлүүлэх' }).click();

  // Step 3: the guest; save → the group page.
  await page.getByLabel(fieldLabel('Нэр')).fill('Бат');
  await page.getByLabel(/^Овог/).fill('Дорж');
  await page.getByLabel(/^Утасны дугаар/).fill('99112233');
  await expect(page.getByRole('button', { name: 'Хадгалаад илгээх' })).toBeHidden();
  await screenshot(page, testInfo, '03-new-reservation-guest');
  await page.getByRole('button', { name: 'Хадгалах', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/p/${propertyId}/group/`));
  await expect(page.getByText('2 захиалга хадгалагдлаа')).toBeVisible();
  await screenshot(page, testInfo, '04-group');

  // The calendar: both rooms wait in the unassigned panel; give them rooms 101 and 102.
  await page.goto(`/p/${propertyId}/calendar`);
  await expect(page.getByRole('table', { name: 'Захиалгын хуанли' })).toBeVisible();
  const unassigned = page.getByRole('button', { name: /Өрөөгүй 2: өрөө оноогоогүй захиалга/ });
  if (await unassigned.isVisible()) await unassigned.click();
  for (const [number, room] of [
    [1, '101'],
    [2, '102'],
  ] as const) {
    const select = page.getByLabel(`Захиалга №${number}-ийн өрөө`);
    const option = select.locator('option', { hasText: room });
    await select.selectOption((await option.getAttribute('value')) ?? '');
    const confirm = page.getByRole('dialog', { name: 'Өөрчлөлтийг хадгалах уу?' });
    await confirm.getByRole('button', { name: 'Хадгалах' }).click();
    await expect(confirm).toBeHidden();
    await expect(
      roomRow(page, room).getByRole('button', { name: new RegExp(`№${number} `) }),
    ).toBeVisible();
  }
  await page.getByRole('button', { name: 'Жагсаалтыг хаах' }).click();
  await screenshot(page, testInfo, '05-calendar');

  // Drag no. 1 from room 101 to room 103 (same dates): confirm, saved.
  const bar = roomRow(page, '101').getByRole('button', { name: /№1 / });
  await bar.scrollIntoViewIfNeeded();
  const from = (await bar.boundingBox())!;
  const to = (await roomRow(page, '103').boundingBox())!;
  await page.mouse.move(from.x + 20, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 25, to.y + to.height / 2, { steps: 8 });
  await page.mouse.move(from.x + 20, to.y + to.height / 2, { steps: 4 });
  await page.mouse.up();
  const moved = page.getByRole('dialog', { name: 'Өөрчлөлтийг хадгалах уу?' });
  await expect(moved).toContainText('103');
  await screenshot(page, testInfo, '06-calendar-move');
  await moved.getByRole('button', { name: 'Хадгалах' }).click();
  await expect(roomRow(page, '103').getByRole('button', { name: /№1 / })).toBeVisible();

  // Today's arrivals: check no. 1 in.
  await page.goto(`/p/${propertyId}/reservations?tab=todayCheckin`);
  await page.getByRole('button', { name: '1 дугаар захиалгын төлөв солих' }).click();
  await page.getByRole('menuitem', { name: 'Байрласан' }).click();
  let dialog = page.getByRole('dialog', { name: 'Төлөв солих уу?' });
  await dialog.getByRole('button', { name: 'Тийм, солих' }).click();
  await expect(page.getByText('1 дугаар захиалга Байрласан төлөвт шилжлээ.')).toBeVisible();
  await screenshot(page, testInfo, '07-list-checked-in');

  // Check-out with the stay unpaid: the button and the menu's item are disabled and say why.
  await page.goto(`/p/${propertyId}/reservations?tab=other`);
  await page.getByRole('link', { name: '1 дугаар захиалгыг нээх' }).click();
  await expect(page.getByRole('heading', { name: 'Захиалга №1' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Гаргах', exact: true })).toBeDisabled();
  await expect(page.getByTestId('action-reason')).toHaveText('120,000₮ үлдэгдэл төлөгдөөгүй');
  await page.getByRole('button', { name: '1 дугаар захиалгын төлөв солих' }).click();
  await expect(page.getByRole('menuitem', { name: 'Гарсан' })).toBeDisabled();
  await screenshot(page, testInfo, '08-check-out-refused');
  await page.keyboard.press('Escape');

  // Cancel no. 2 from today's arrivals with a fee, not paid yet.
  await page.goto(`/p/${propertyId}/reservations?tab=todayCheckin`);
  await page.getByRole('button', { name: '2 дугаар захиалгын төлөв солих' }).click();
  await page.getByRole('menuitem', { name: 'Цуцлагдсан' }).click();
  dialog = page.getByRole('dialog', { name: 'Төлөв солих уу?' });
  await dialog.getByLabel(fieldLabel('Цуцлалтын төлбөр')).fill('30000');
  await screenshot(page, testInfo, '09-cancel-with-fee');
  await dialog.getByRole('button', { name: 'Тийм, солих' }).click();
  await expect(page.getByText('2 дугаар захиалга Цуцлагдсан төлөвт шилжлээ.')).toBeVisible();

  // The other tab shows both as they are now.
  await page.goto(`/p/${propertyId}/reservations?tab=other`);
  await expect(page.getByRole('row', { name: /Байрласан/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Цуцлагдсан/ })).toBeVisible();
  await screenshot(page, testInfo, '10-list-other');
});

test('a reservation changed several times: its history, and the detail as it stood then', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const owner = newOwner('history-owner');
  await registerOwner(request, owner);
  const propertyId = await propertyThroughApi(request, owner, {
    name: 'Хөвсгөл Лодж',
    roomTypes: [{ name: 'Стандарт', defaultPrice: 100000, occupancy: 2, names: ['201', '202'] }],
  });
  // Booked and changed through the API: dates, a room, notes.
  const login = await request.post('/api/login', {
    data: { email: owner.email, password: owner.password },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const headers = {
    'X-Requested-With': 'XMLHttpRequest',
    'X-Language': 'mn',
    'X-Slug': propertyId,
    Authorization: `Bearer ${accessToken}`,
  };
  // After the set-up's writes (the property, its room types): the worker may not hold them yet.
  const types = (await (
    await request.get('/api/room/types?with=rooms', {
      headers: { ...headers, ...readAfterWrites(propertyId) },
    })
  ).json()) as {
    data: { id: string; rooms: { id: string; name: string }[] }[];
  };
  const type = types.data[0]!;
  const today = (await (await request.get('/api/today', { headers })).json()) as { date: string };
  const later = (date: string, days: number) =>
    new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  const post = async (path: string, data: object) => {
    const response = await request.post(`/api${path}`, { data, headers });
    expect(response.ok(), await response.text()).toBe(true);
    return response.json() as Promise<Record<string, unknown>>;
  };
  const booked = await post('/reservations/book', {
    stayType: 'night',
    checkIn: later(today.date, 2),
    checkOut: later(today.date, 4),
    roomTypes: [{ roomTypeId: type.id, numberOfGuests: 2, quantity: 1 }],
    guest: { name: 'Сүрэн', surname: 'Бат', phoneNumber: '99001122' },
  });
  const id = (booked.reservationIds as string[])[0]!;
  await post('/reservation/dates', {
    id,
    checkIn: later(today.date, 2),
    checkOut: later(today.date, 5),
  });
  await post('/reservation/room', { id, roomId: type.rooms[0]!.id });
  await post('/reservations/notes', { id, notes: 'Цонхны тал' });

  await page.setViewportSize({ width: 1440, height: 960 });
  await signIn(page, owner, `/p/${propertyId}/reservation/${id}`);
  await expect(page.getByRole('heading', { name: 'Захиалга №1' })).toBeVisible();
  await page.getByRole('tab', { name: 'Түүх' }).click();
  const entries = page.getByTestId('history-entry');
  await expect(entries).toHaveCount(4);
  // Newest first: the notes, the room, the dates, the booking — each by the owner.
  await expect(entries.first()).toContainText('Тэмдэглэл өөрчлөв');
  await expect(entries.first()).toContainText(owner.email);
  await expect(entries.nth(1)).toContainText('Өрөө оноов: 201');
  await expect(entries.nth(2)).toContainText('Огноо өөрчлөв');
  await expect(entries.nth(2).getByTestId('change-checkOut')).toContainText(
    `${later(today.date, 4)}→${later(today.date, 5)}`,
  );
  await screenshot(page, testInfo, '11-history');

  // The booking's moment: the detail as it was then, read-only, and back.
  await entries
    .last()
    .getByRole('button', { name: /байдлаар харах$/ })
    .click();
  const banner = page.getByTestId('as-of-banner');
  await expect(banner).toContainText('байдлаар харуулж байна');
  await expect(page.getByText('Өмнөх байдал')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Төлөв солих' })).toBeHidden();
  await screenshot(page, testInfo, '12-as-of');
  await banner.getByRole('button', { name: 'Одоогийн байдал руу буцах' }).click();
  await expect(banner).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Түүх', selected: true })).toBeVisible();
});
