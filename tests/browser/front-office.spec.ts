import { type Page, expect, test } from '@playwright/test';
import {
  fieldLabel,
  newOwner,
  propertyThroughApi,
  registerOwner,
  screenshot,
  signIn,
} from './support';

/**
 * Operations spec §2 "Blocks": block two rooms at once and see them on the calendar in the
 * "room blocked" colour; a block over a booked room is refused with the server's message;
 * edit and delete a block. Screenshots of the screens in mn and en.
 */

const roomRow = (page: Page, name: string) => page.locator(`[data-room-name="${name}"]`);

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

test('block two rooms and see them on the calendar; a booked room is refused', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const owner = newOwner('blocks');
  await registerOwner(request, owner);
  const propertyId = await propertyThroughApi(request, owner, {
    name: 'Хаалтын буудал',
    roomTypes: [
      { name: 'Стандарт', defaultPrice: 100000, occupancy: 2, names: ['101', '102', '103'] },
    ],
  });
  await signIn(page, owner, `/p/${propertyId}/blocks`);
  await expect(page.getByRole('heading', { level: 1, name: 'Өрөө хаалт' })).toBeVisible();
  await expect(page.getByText('Хаалттай өрөө алга')).toBeVisible();
  await screenshot(page, testInfo, '01-blocks-empty-mn');

  // Block rooms 101 and 102 from the working date for two nights.
  await page.getByRole('button', { name: 'Өрөө хаах' }).click();
  const dialog = page.getByRole('dialog', { name: 'Өрөө хаах' });
  await dialog.getByText('101', { exact: true }).click();
  await dialog.getByText('102', { exact: true }).click();
  await expect(dialog.getByText('2 өрөө сонгосон')).toBeVisible();
  const start = await dialog.getByLabel(fieldLabel('Эхлэх огноо')).inputValue();
  await dialog.getByLabel(fieldLabel('Борлуулалтад орох огноо')).fill(addDays(start, 2));
  await dialog.getByLabel('Тайлбар').fill('Сантехникийн засвар');
  await screenshot(page, testInfo, '02-block-dialog-mn');
  await dialog.getByRole('button', { name: 'Хаалт хийх' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('2 өрөө хаагдлаа')).toBeVisible();
  await expect(page.getByTestId('block-101')).toBeVisible();
  await expect(page.getByTestId('block-102')).toBeVisible();
  await screenshot(page, testInfo, '03-blocks-mn');

  // The calendar draws both blocks in the "room blocked" colour; room 103 stays free. (Opened
  // at the block's first night: in the week view a block that starts on a Friday runs past
  // the frame's edge, and the drag below would start outside it.)
  await page.goto(`/p/${propertyId}/calendar?view=month&date=${start}`);
  await expect(page.getByRole('table', { name: 'Захиалгын хуанли' })).toBeVisible();
  for (const room of ['101', '102']) {
    const bar = roomRow(page, room).locator('[data-block-id]');
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('aria-label', new RegExp(`Өрөө хаалттай ${start}`));
    await expect(bar).toHaveCSS('background-color', 'rgb(99, 99, 102)');
  }
  await expect(roomRow(page, '103').locator('[data-block-id]')).toHaveCount(0);
  await screenshot(page, testInfo, '04-calendar-blocks-mn');

  // Selecting nights over a block says so at once instead of opening the booking stepper:
  // from the free cell after the block back into it.
  const bar = await roomRow(page, '101').locator('[data-block-id]').boundingBox();
  if (!bar) throw new Error('the block is not drawn');
  const y = bar.y + bar.height / 2;
  await page.mouse.move(bar.x + bar.width + 12, y);
  await page.mouse.down();
  await page.mouse.move(bar.x + bar.width / 2, y, { steps: 6 });
  await page.mouse.up();
  await expect(page.getByText('101 өрөө сонгосон шөнүүдэд хаалттай байна.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Book 103 through the API, then try to block it: the server's message is shown.
  const login = await request.post('/api/login', {
    data: { email: owner.email, password: owner.password },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const staff = {
    'X-Requested-With': 'XMLHttpRequest',
    Authorization: `Bearer ${accessToken}`,
    'X-Slug': propertyId,
  };
  const types = (await (
    await request.get('/api/room/types?with=rooms', { headers: staff }).then((r) => r)
  ).json()) as {
    data: { id: string; rooms: { id: string; name: string }[] }[];
  };
  const standard = types.data[0]!;
  const booked = await request.post('/api/reservations/book', {
    headers: staff,
    data: {
      stayType: 'night',
      checkIn: start,
      checkOut: addDays(start, 1),
      roomId: standard.rooms.find((r) => r.name === '103')!.id,
      roomTypes: [{ roomTypeId: standard.id, numberOfGuests: 2, quantity: 1 }],
      guest: { name: 'Бат' },
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);

  await page.goto(`/en/p/${propertyId}/blocks`);
  await expect(page.getByRole('heading', { level: 1, name: 'Room blocks' })).toBeVisible();
  await screenshot(page, testInfo, '05-blocks-en');
  await page.getByRole('button', { name: 'Block rooms' }).click();
  const en = page.getByRole('dialog', { name: 'Block rooms' });
  await en.getByText('103', { exact: true }).click();
  await en.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(
    en.getByText(/Room 103 cannot be blocked: reservation #\d+ holds it on/),
  ).toBeVisible();
  await screenshot(page, testInfo, '06-block-refused-en');
  await en.getByRole('button', { name: 'Cancel' }).click();

  // Edit: move the block of 102 to hours; then delete the block of 101.
  await page.getByRole('button', { name: 'Edit the block of room 102' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit block' });
  await expect(edit.getByLabel(/^Room type/)).toBeDisabled();
  await edit.getByText('By the hour').click();
  await edit.getByLabel(fieldLabel('Start time')).fill('08:00');
  await edit.getByLabel(fieldLabel('End time')).fill('11:00');
  await screenshot(page, testInfo, '07-block-edit-en');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByTestId('block-102')).toContainText('08:00');

  await page.getByRole('button', { name: 'Delete the block of room 101' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('block-101')).toHaveCount(0);
});

test('toggle a room dirty: the calendar’s filter and another open screen follow live', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const owner = newOwner('housekeeping');
  await registerOwner(request, owner);
  const propertyId = await propertyThroughApi(request, owner, {
    name: 'Цэвэрлэгээний буудал',
    roomTypes: [
      { name: 'Стандарт', defaultPrice: 100000, occupancy: 2, names: ['101', '102'] },
      { name: 'Люкс', defaultPrice: 200000, occupancy: 2, names: ['201'] },
    ],
  });
  await signIn(page, owner);

  // A second screen (another member of staff) keeps the calendar open, filtered to dirty rooms.
  const other = await page.context().newPage();
  await other.goto(`/p/${propertyId}/calendar`);
  await expect(other.getByRole('table', { name: 'Захиалгын хуанли' })).toBeVisible();
  await other.getByRole('button', { name: /^Шүүлтүүр/ }).click();
  await other.getByText('Бохир өрөө', { exact: true }).click();
  await other.keyboard.press('Escape');
  await expect(other.getByText('Шүүлтүүрт тохирох өрөө алга.')).toBeVisible();

  await page.goto(`/p/${propertyId}/house/keeping`);
  await expect(page.getByRole('heading', { level: 1, name: 'Өрөө цэвэрлэгээ' })).toBeVisible();
  await expect(page.getByTestId('room-102')).toHaveAttribute('data-status', 'clean');
  await page.getByRole('checkbox', { name: '102 өрөө цэвэр' }).click({ force: true });
  await expect(page.getByTestId('room-102')).toHaveAttribute('data-status', 'dirty');
  await expect(page.getByTestId('room-102')).toContainText('Бохир');
  await screenshot(page, testInfo, '11-housekeeping-mn');

  // The other screen's calendar shows room 102 alone, without a reload.
  await expect(other.locator('[data-room-name="102"]')).toBeVisible();
  await expect(other.locator('[data-room-name="101"]')).toHaveCount(0);
  await screenshot(other, testInfo, '12-calendar-dirty-mn');
  await other.close();

  await page.getByRole('button', { name: 'Бүгдийг хураах' }).click();
  await expect(page.getByTestId('room-101')).toHaveCount(0);
  await page.getByRole('button', { name: 'Бүгдийг дэлгэх' }).click();
  await expect(page.getByTestId('room-101')).toBeVisible();

  await page.goto(`/en/p/${propertyId}/house/keeping`);
  await expect(page.getByRole('heading', { level: 1, name: 'Housekeeping' })).toBeVisible();
  await expect(page.getByText('1 dirty', { exact: true })).toBeVisible();
  await screenshot(page, testInfo, '13-housekeeping-en');
});

test('blacklist a guest and see the warning in the new reservation stepper', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const owner = newOwner('guests');
  await registerOwner(request, owner);
  const propertyId = await propertyThroughApi(request, owner, {
    name: 'Зочдын буудал',
    roomTypes: [{ name: 'Стандарт', defaultPrice: 120000, occupancy: 2, names: ['101', '102'] }],
  });
  await page.setViewportSize({ width: 1440, height: 960 });
  await signIn(page, owner, `/p/${propertyId}/guests`);
  await expect(page.getByRole('heading', { level: 1, name: 'Зочид' })).toBeVisible();
  await page.getByRole('button', { name: 'Зочин нэмэх' }).click();
  const dialog = page.getByRole('dialog', { name: 'Зочин нэмэх' });
  await dialog.getByLabel(fieldLabel('Нэр')).fill('Дорж');
  await dialog.getByLabel(/^Утас/).fill('+976 88001122');
  await expect(dialog.getByLabel(fieldLabel('Шалтгаан'))).toHaveCount(0);
  await dialog.getByText('Хар жагсаалт', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Нэмэх' }).click();
  // The reason is required once blacklisted, under its field.
  await expect(
    dialog.getByText('Заавал бөглөнө үү.').or(dialog.getByText(/бөглөнө/)),
  ).toBeVisible();
  await dialog.getByLabel(fieldLabel('Шалтгаан')).fill('Өрөөний тавилга эвдэлсэн');
  await screenshot(page, testInfo, '21-guest-dialog-mn');
  await dialog.getByRole('button', { name: 'Нэмэх' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('guest-Дорж')).toContainText('Хар жагсаалт');
  await screenshot(page, testInfo, '22-guests-mn');

  // The stepper warns when the guest typed is the blacklisted one.
  await page.goto(`/p/${propertyId}/new/reservation`);
  await page.getByRole('button', { name: 'Өрөө хайх' }).click();
  await page.getByRole('button', { name: /^Стандарт өрөөг .* нэмэх$/ }).click();
  await page.getByRole('button', { name: 'Үргэлжлүүлэх' }).click();
  await page.getByLabel(fieldLabel('Нэр')).fill('Дорж');
  await page.getByLabel(/^Утасны дугаар/).fill('88001122');
  const warning = page.getByTestId('blacklist-warning');
  await expect(warning).toContainText('Энэ зочин хар жагсаалтад байна');
  await expect(warning).toContainText('Өрөөний тавилга эвдэлсэн');
  await screenshot(page, testInfo, '23-stepper-warning-mn');
  // Saving is still allowed; the booking counts on the guest's profile.
  await page.getByRole('button', { name: 'Хадгалах', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/p/${propertyId}/reservation/`));

  await page.goto(`/en/p/${propertyId}/guests`);
  await expect(page.getByRole('heading', { level: 1, name: 'Guests' })).toBeVisible();
  await expect(page.getByTestId('guest-Дорж')).toContainText('Blacklist');
  await expect(page.getByTestId('guest-Дорж').getByRole('cell').nth(6)).toHaveText('1');
  await screenshot(page, testInfo, '24-guests-en');
});
