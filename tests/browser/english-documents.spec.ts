import { expect, test } from '@playwright/test';
import { apiAs, newOwner, propertyThroughApi, registerOwner, screenshot, signIn } from './support';

/**
 * English means English (docs/documents.md "Language and dates"; issue 32): a reservation's
 * confirmation letter opened from its print menu in /en is English — its title, its room type's
 * English name, its dates YYYY-MM-DD with HH:mm times — and is mailed in English unless switched.
 */
test('a reservation’s letter opened in /en is English, its dates YYYY-MM-DD', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const owner = newOwner('english-documents');
  await registerOwner(request, owner);
  const propertyId = await propertyThroughApi(request, owner, {
    name: 'Англи буудал',
    roomTypes: [
      { name: 'Стандарт', nameEn: 'Standard', defaultPrice: 64000, occupancy: 2, names: ['101'] },
    ],
  });
  const { post, get } = await apiAs(request, owner, propertyId);
  const today = (await get('/today')).date as string;
  const type = ((await get('/room/types')) as { data: { id: string }[] }).data[0]!;
  const checkOut = new Date(`${today}T00:00:00Z`);
  checkOut.setUTCDate(checkOut.getUTCDate() + 1);
  const departure = checkOut.toISOString().slice(0, 10);
  const booked = (await post('/reservations/book', {
    stayType: 'night',
    checkIn: today,
    checkOut: departure,
    roomTypes: [{ roomTypeId: type.id, numberOfGuests: 2, quantity: 1 }],
    guest: { name: 'John', surname: 'Smith', email: 'john@example.com', phoneNumber: '99112233' },
    status: 'confirmed',
  })) as { reservationIds: string[] };

  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, owner, `/en/p/${propertyId}/reservation/${booked.reservationIds[0]}`);
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  const [letter] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('menuitem', { name: 'Reservation confirmation' }).click(),
  ]);
  await letter.waitForLoadState();
  await expect(letter.getByRole('heading', { name: 'Reservation confirmation' })).toBeVisible();
  const stays = letter.getByTestId('document-reservations');
  await expect(stays).toContainText('Standard');
  await expect(stays).toContainText(new RegExp(`${today} \\d{2}:\\d{2}`));
  await expect(stays).toContainText(new RegExp(`${departure} \\d{2}:\\d{2}`));
  await expect(letter.getByTestId('document-totals')).toContainText('64,000₮');
  await expect(letter.getByTestId('document-sheet')).not.toContainText(/\b\d{2}\/\d{2}\/\d{2}\b/);
  // The mail goes in English too, unless switched beside the address.
  const mailIn = letter.getByRole('group', { name: 'E-mail language' });
  await expect(mailIn.getByRole('button', { name: 'EN', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await screenshot(letter, testInfo, 'letter-en');

  // Still printable in Mongolian from the English interface.
  await letter.getByRole('button', { name: 'Монгол' }).click();
  await expect(letter.getByRole('heading', { name: 'Захиалгын баталгаажуулалт' })).toBeVisible();
  await expect(stays).toContainText(new RegExp(`${today} \\d{2}:\\d{2}`));
});
