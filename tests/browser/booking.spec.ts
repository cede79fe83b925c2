import { type Page, expect, test } from '@playwright/test';
import {
  fieldLabel,
  logIn,
  newOwner,
  propertyThroughApi,
  registerOwner,
  screenshot,
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
  await logIn(page, owner);

  // The top bar's button (Alt+N) opens the stepper.
  await page.goto(`/p/${propertyId}`);
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
  const unassigned = page.getByRole('button', { name: /Өрөө оноогоогүй захиалга: 2/ });
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

  // Check-out with the stay unpaid: the dialog only warns; nothing can be confirmed.
  await page.goto(`/p/${propertyId}/reservations?tab=other`);
  await page.getByRole('link', { name: '1 дугаар захиалгыг нээх' }).click();
  await expect(page.getByRole('heading', { name: 'Захиалга №1' })).toBeVisible();
  await page.getByRole('button', { name: 'Төлөв солих' }).click();
  await page.getByRole('menuitem', { name: 'Гарсан' }).click();
  dialog = page.getByRole('dialog', { name: 'Төлөв солих уу?' });
  await expect(dialog.getByText('Төлбөр дутуу байна')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Тийм, солих' })).toBeDisabled();
  await screenshot(page, testInfo, '08-check-out-refused');
  await dialog.getByRole('button', { name: 'Үгүй' }).click();

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
