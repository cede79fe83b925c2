import { expect, test } from '@playwright/test';
import { apiAs, newOwner, propertyThroughApi, registerOwner, screenshot, signIn } from './support';

/**
 * A room-type change as the desk does it (docs/reservations.md, "Changing the room type"): the
 * dialog checks first (a full room type disabled), shows each price choice's total, and saves a
 * typed price.
 */
test('room-type change: checked first, a full type disabled, a typed price saved', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const owner = newOwner('roomtype');
  await registerOwner(request, owner);
  const propertyId = await propertyThroughApi(request, owner, {
    name: 'Төрлийн буудал',
    roomTypes: [
      { name: 'Стандарт', defaultPrice: 100000, occupancy: 2, names: ['101', '102'] },
      { name: 'Люкс', defaultPrice: 200000, occupancy: 2, names: ['201'] },
      { name: 'Сьют', defaultPrice: 300000, occupancy: 2, names: ['301'] },
    ],
  });
  const { post, get } = await apiAs(request, owner, propertyId);
  const today = (await get('/today')).date as string;
  const plus = (days: number) => {
    const d = new Date(`${today}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + days);
    return d.toISOString().slice(0, 10);
  };
  const types = (await get('/room/types')) as { data: { id: string; name: string }[] };
  const typeId = (name: string) => types.data.find((t) => t.name === name)!.id;
  const booking = (name: string) => ({
    stayType: 'night',
    checkIn: plus(1),
    checkOut: plus(3),
    roomTypes: [{ roomTypeId: typeId(name), numberOfGuests: 2, quantity: 1 }],
    guest: { name: 'Бат', surname: 'Дорж' },
  });
  await post('/reservations/book', booking('Сьют'));
  const booked = (await post('/reservations/book', booking('Стандарт'))) as {
    reservationIds: string[];
  };
  await signIn(page, owner, `/p/${propertyId}/reservation/${booked.reservationIds[0]}`);
  await page.getByTestId('room-block').getByRole('button', { name: 'Өрөөний төрөл солих' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('option', { name: 'Сьют (дүүрсэн)' })).toBeDisabled();
  await dialog.getByLabel(/^Өрөөний төрөл/).selectOption({ label: 'Люкс (1 сул)' });
  await expect(dialog.getByText('нийт 400,000₮', { exact: true })).toBeVisible();
  await expect(dialog.getByText('нийт 200,000₮', { exact: true })).toBeVisible();
  await dialog.getByText('Үнэ оруулах').click();
  await dialog.getByLabel(/Байрлалын өрөөний дүн/).fill('250001');
  await expect(dialog.getByText('нийт 250,001₮', { exact: true })).toBeVisible();
  await screenshot(page, testInfo, '01-room-type-dialog-mn');
  await dialog.getByRole('button', { name: 'Хадгалах' }).click();
  await expect(page.getByText('Өрөөний төрөл Люкс боллоо.')).toBeVisible();
  await expect(page.getByTestId('room-block')).toContainText('Люкс');
});
