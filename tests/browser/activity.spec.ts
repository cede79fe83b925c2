import { expect, test } from '@playwright/test';
import { apiAs, newOwner, propertyThroughApi, registerOwner, screenshot, signIn } from './support';

/**
 * The activity log (docs/activity.md) as an auditor reads it: every command of the property,
 * newest first, before → after on a reservation; filtered by area and by one reservation from
 * its row; exported to Excel.
 */
test('the activity log: filters, a reservation picked from its row, the Excel export', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const owner = newOwner('activity');
  await registerOwner(request, owner);
  const propertyId = await propertyThroughApi(request, owner, {
    name: 'Аудитын буудал',
    roomTypes: [{ name: 'Стандарт', defaultPrice: 120000, occupancy: 2, names: ['101', '102'] }],
  });
  const api = await apiAs(request, owner, propertyId);
  const types = (await api.get('/room/types')) as { data: { id: string }[] };
  const today = ((await api.get('/today')) as { date: string }).date;
  const checkOut = new Date(Date.parse(`${today}T00:00:00Z`) + 2 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const booked = (await api.post('/reservations/book', {
    stayType: 'night',
    checkIn: today,
    checkOut,
    roomTypes: [{ roomTypeId: types.data[0]!.id, numberOfGuests: 1, quantity: 1 }],
    guest: { name: 'Бат' },
  })) as { id: string };
  await api.post('/reservations/notes', { id: booked.id, notes: 'Орой ирнэ' });
  await api.post('/payment/methods', { name: 'Карт', color: '#6b46c1', incomeTypes: ['paid'] });

  await signIn(page, owner, `/p/${propertyId}`);
  await page.getByRole('link', { name: 'Үйлдлийн бүртгэл' }).click();
  const table = page.getByRole('table', { name: 'Үйлдлийн бүртгэл' });
  await expect(table.getByRole('row').nth(1)).toContainText('Төлбөрийн хэрэгсэл хадгалсан');
  await expect(table.getByRole('row').nth(1)).toContainText('Карт');
  await expect(table).toContainText('Тэмдэглэл: хоосон → Орой ирнэ');
  await screenshot(page, testInfo, 'activity-mn');

  await page.getByLabel('Хэсэг').selectOption({ label: 'Захиалга' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await table
    .getByRole('button', { name: /Зөвхөн №\d+ захиалгын/ })
    .first()
    .click();
  await expect(page).toHaveURL(/reservationId=/);
  await expect(table.getByRole('row')).toHaveCount(3);

  await page.goto(`/en/p/${propertyId}/activity`);
  const english = page.getByRole('table', { name: 'Activity log' });
  await expect(english).toContainText('Changed a reservation’s notes');
  await screenshot(page, testInfo, 'activity-en');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Export to Excel/ }).click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
});
