import { expect, test } from '@playwright/test';
import { addDays, dateInTimeZone } from '@hotel/events/dates';
import { apiAs, newOwner, propertyThroughApi, registerOwner, screenshot, signIn } from './support';

/**
 * Channel connections (issue 36 part 2; docs/channels.md "Channel reservations"): the owner adds
 * a channel, makes its API key (shown once), maps the channel's room and rate codes, and the
 * channel manager's booking sent with that key becomes a reservation.
 */

const today = dateInTimeZone(new Date(), 'Asia/Ulaanbaatar');

test('add a channel, make its key, map its codes: its booking arrives', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const owner = newOwner('channels');
  await registerOwner(request, owner);
  const propertyId = await propertyThroughApi(request, owner, {
    name: 'Сувгийн Буудал',
    roomTypes: [{ name: 'Стандарт', defaultPrice: 100000, occupancy: 2, names: ['101', '102'] }],
  });
  const api = await apiAs(request, owner, propertyId);
  const types = (await api.get('/room/types')) as { data: { id: string }[] };
  await api.post('/rate/plans', {
    name: 'Үндсэн',
    roomType: { id: types.data[0]!.id },
    type: 'daily',
    meals: [],
  });

  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, owner, `/p/${propertyId}/s/channels`);
  await page.getByRole('button', { name: 'Суваг нэмэх' }).click();
  const add = page.getByRole('dialog', { name: 'Суваг нэмэх' });
  await add.getByLabel(/^Суваг/).fill('Booking.com');
  await add.getByRole('button', { name: 'Нэмэх' }).click();
  await expect(add).toBeHidden();
  await page.getByRole('link', { name: 'Booking.com сувгийг нээх' }).click();

  // The key, shown once.
  await page.getByRole('button', { name: 'Түлхүүр үүсгэх' }).click();
  const shown = page.getByRole('dialog', { name: 'Шинэ API түлхүүр' });
  const key = (await shown.getByTestId('channel-new-key').textContent()) ?? '';
  expect(key).toMatch(/^hpk_[A-Za-z0-9_-]{43}$/);
  await screenshot(page, testInfo, 'channel-key');
  await shown.getByRole('button', { name: 'Хаах' }).first().click();
  await expect(shown).toBeHidden();
  await expect(page.getByText(`…${key.slice(-4)}`)).toBeVisible();

  // The mapping: DBL → Стандарт, BAR → Үндсэн.
  await page.getByRole('button', { name: 'Өрөөний код нэмэх' }).click();
  await page.getByLabel(/^Өрөөний код 1/).fill('DBL');
  await page.getByRole('button', { name: 'Үнийн код нэмэх' }).click();
  await page.getByLabel(/^Үнийн код 1/).fill('BAR');
  await page.getByRole('button', { name: 'Холболтыг хадгалах' }).click();
  await expect(page.getByText('Booking.com сувгийн холболт хадгалагдлаа')).toBeVisible();
  await screenshot(page, testInfo, 'channel-mapping');

  // The channel manager's booking, with the key and the channel's codes.
  const channelId = page.url().split('/').at(-1)!;
  const booked = await request.post(`/api/channels/${channelId}/reservations`, {
    headers: { 'X-Api-Key': key },
    data: {
      reservationId: 'BDC-77',
      roomCode: 'DBL',
      rateCode: 'BAR',
      checkIn: addDays(today, 5),
      checkOut: addDays(today, 7),
      adults: 2,
      guest: { name: 'Anna', surname: 'Smith' },
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { reservationId } = (await booked.json()) as { reservationId: string };
  await page.goto(`/p/${propertyId}/reservation/${reservationId}`);
  await expect(page.getByTestId('external-ref')).toHaveText('BDC-77');
});
