import { expect, test } from '@playwright/test';
import { apiAs, newOwner, propertyThroughApi, registerOwner, screenshot, signIn } from './support';

/**
 * English means English (docs/english.md; issue 32): in /en the calendar, the header and a
 * reservation show the names the hotel entered in English — the room type's English code, the
 * rate plan's and the hotel's English names — and a guest's nationality in English, even one
 * stored as Mongolian text before the country list.
 */
test('in /en the calendar and a reservation show the English names and the nationality', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const owner = newOwner('english-names');
  await registerOwner(request, owner);
  const propertyId = await propertyThroughApi(request, owner, {
    name: 'Туул Ривер',
    roomTypes: [
      {
        name: 'Гэр бүлийн өрөө',
        nameEn: 'Family Room',
        shortName: 'ГБӨ',
        shortNameEn: 'FAM',
        defaultPrice: 150000,
        occupancy: 3,
        names: ['401'],
      },
    ],
  });
  const { post, get } = await apiAs(request, owner, propertyId);
  await post('/hotel/info', {
    hotelTypeId: 'hotel',
    name: 'Туул Ривер',
    nameEn: 'Tuul River Hotel',
    checkInTime: '14:00',
    checkOutTime: '12:00',
    countryId: 'MN',
    provinceId: 'MN-1',
  });
  const today = (await get('/today')).date as string;
  const type = ((await get('/room/types')) as { data: { id: string }[] }).data[0]!;
  const plan = await post('/rate/plans', {
    name: 'Өглөөний цайтай',
    nameEn: 'Bed and breakfast',
    roomType: { id: type.id },
    type: 'other',
  });
  const checkOut = new Date(`${today}T00:00:00Z`);
  checkOut.setUTCDate(checkOut.getUTCDate() + 2);
  const booked = (await post('/reservations/book', {
    stayType: 'night',
    checkIn: today,
    checkOut: checkOut.toISOString().slice(0, 10),
    roomTypes: [{ roomTypeId: type.id, ratePlanId: plan.id, numberOfGuests: 2, quantity: 1 }],
    // Free text as guests were saved before the country list: shown as the country in English.
    guest: { name: 'Батаа', surname: 'Дорж', nationality: 'Монгол' },
  })) as { reservationIds: string[] };

  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, owner, `/en/p/${propertyId}/calendar`);
  await expect(page.getByTestId('property-name')).toHaveText('Tuul River Hotel');
  const row = page.locator(`[data-room-type="${type.id}"]`);
  await expect(row).toContainText('Family Room');
  await expect(row).toContainText('FAM');
  await expect(row).not.toContainText('ГБӨ');
  await screenshot(page, testInfo, 'calendar-en');

  await page.goto(`/en/p/${propertyId}/reservation/${booked.reservationIds[0]}`);
  await expect(page.getByText('Bed and breakfast', { exact: true })).toBeVisible();
  const general = page.getByRole('region', { name: 'General' });
  await expect(general.getByText('Mongolia', { exact: true })).toBeVisible();
  await expect(page.getByTestId('guests-panel')).toContainText('Mongolia');
  await expect(page.getByText(/Family Room.*FAM/)).toBeVisible();
  await expect(page.getByText('Өглөөний цайтай')).toHaveCount(0);
  await screenshot(page, testInfo, 'reservation-en');
});
