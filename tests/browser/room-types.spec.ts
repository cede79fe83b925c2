import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import sharp from 'sharp';
import { fieldLabel, newOwner, type Owner, registerOwner, screenshot, signIn } from './support';

/** A notice (toast): shown for a few seconds, so watched for from the click on. */
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).last();

const HEADERS = { 'X-Requested-With': 'XMLHttpRequest', 'X-Language': 'mn' };

/** A register number no other run has used. */
const registerNo = () => String(1_000_000 + Math.floor(Math.random() * 8_999_999));

/** Registers a property for `owner` through the API (not what this test is about). */
const propertyOf = async (request: APIRequestContext, owner: Owner): Promise<string> => {
  const login = await request.post('/api/login', {
    data: { email: owner.email, password: owner.password },
    headers: HEADERS,
  });
  expect(login.status(), await login.text()).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const created = await request.post('/api/hotels', {
    data: { name: 'Хөвсгөл Лодж', registerNo: registerNo(), companyName: 'Хөвсгөл Лодж ХХК' },
    headers: { ...HEADERS, Authorization: `Bearer ${accessToken}` },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
};

/** A photo-like PNG (a gradient) of the given colour. */
const photo = (from: string, to: string) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="520"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="800" height="520" fill="url(#g)"/><rect x="120" y="260" width="560" height="160" rx="24" fill="#ffffff" fill-opacity="0.85"/><rect x="160" y="210" width="200" height="90" rx="18" fill="#ffffff" fill-opacity="0.6"/></svg>`,
    ),
  )
    .png()
    .toBuffer();

test('the owner sets up room types, rooms, images and amenities', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const owner = newOwner('rooms-owner');
  await registerOwner(request, owner);
  const propertyId = await propertyOf(request, owner);

  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await signIn(page, owner, `/p/${propertyId}/s/room/types`);
  await expect(page.getByRole('heading', { level: 1, name: 'Өрөөний төрөл' })).toBeVisible();
  await expect(page.getByText('Өрөөний төрөл бүртгэгдээгүй байна')).toBeVisible();
  await screenshot(page, testInfo, '1-empty');

  // A room type with three rooms, entered as chips.
  await page.getByRole('button', { name: 'Өрөөний төрөл нэмэх' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Өрөөний төрөл нэмэх' });
  await dialog.getByLabel(fieldLabel('Нэр')).fill('Стандарт хоёр ортой');
  await expect(dialog.getByLabel('Товч нэр', { exact: true })).toHaveValue('СХО');
  await dialog.getByLabel('Нэр (англи)').fill('Standard twin');
  await dialog.getByLabel('Орны төрөл').selectOption({ label: 'Хоёр тусдаа ор' });
  await dialog.getByLabel(fieldLabel('Үндсэн үнэ')).fill('120000');
  await dialog.getByLabel(fieldLabel('Том хүний багтаамж')).fill('2');
  await dialog.getByLabel('Хүүхдийн багтаамж').fill('1');
  await dialog.getByLabel('Талбай').fill('24');
  const numbers = dialog.getByRole('textbox', { name: 'Өрөөний дугаарууд' });
  await numbers.fill('101');
  await numbers.press('Enter');
  await numbers.pressSequentially('102,');
  await numbers.pressSequentially('103');
  await numbers.press('Enter');
  // The same number twice is refused at once.
  await numbers.pressSequentially('102');
  await numbers.press('Enter');
  await expect(dialog.getByText('Өрөөний дугаар давхардаж байна: 102.')).toBeVisible();
  await numbers.fill('');
  await expect(dialog.getByRole('button', { name: '103 дугаарыг хасах' })).toBeVisible();
  await screenshot(page, testInfo, '2-room-type-dialog');
  await dialog.getByRole('button', { name: 'Нэмэх' }).click();
  await expect(dialog).toBeHidden();

  const card = page.getByRole('article', { name: 'Стандарт хоёр ортой' });
  await expect(card.getByText('120,000₮')).toBeVisible();
  await expect(card.getByText('Том хүн × 2')).toBeVisible();
  await expect(card.getByText('Хүүхэд × 1')).toBeVisible();
  const rooms = card.getByRole('list', { name: 'Стандарт хоёр ортой төрлийн өрөөнүүд' });
  await expect(rooms.getByRole('listitem')).toHaveText(['101', '102', '103']);

  // Adding a number the property already has shows the rule; a new one is added.
  await card.getByRole('button', { name: 'Өрөө нэмэх' }).click();
  const roomsDialog = page.getByRole('dialog', { name: 'Өрөө нэмэх' });
  const more = roomsDialog.getByRole('textbox', { name: 'Өрөөний дугаарууд' });
  await more.pressSequentially('101');
  await more.press('Enter');
  await expect(roomsDialog.getByText('Өрөөний дугаар давхардаж байна: 101.')).toBeVisible();
  await screenshot(page, testInfo, '3-duplicate-room');
  await more.fill('104');
  await more.press('Enter');
  await roomsDialog.getByRole('button', { name: 'Нэмэх' }).click();
  await expect(roomsDialog).toBeHidden();
  await expect(rooms.getByRole('listitem')).toHaveText(['101', '102', '103', '104']);

  // One room's number and description.
  await card.getByRole('button', { name: '104 өрөөг засах' }).click();
  const roomDialog = page.getByRole('dialog', { name: 'Өрөө засах' });
  await roomDialog.getByLabel(fieldLabel('Өрөөний дугаар')).fill('102');
  await roomDialog.getByLabel('Тайлбар').fill('Нуурын талд, тагттай');
  await roomDialog.getByRole('button', { name: 'Хадгалах' }).click();
  await expect(roomDialog.getByText('Өрөөний дугаар давхардаж байна.')).toBeVisible();
  await roomDialog.getByLabel(fieldLabel('Өрөөний дугаар')).fill('104A');
  await roomDialog.getByRole('button', { name: 'Хадгалах' }).click();
  await expect(roomDialog).toBeHidden();
  await expect(rooms.getByRole('listitem').last()).toContainText('104A');
  await expect(rooms.getByRole('listitem').last()).toContainText('Нуурын талд, тагттай');

  // A second room type without a price: red, and deletable (no rooms).
  await page.getByRole('button', { name: 'Өрөөний төрөл нэмэх' }).first().click();
  const second = page.getByRole('dialog', { name: 'Өрөөний төрөл нэмэх' });
  await second.getByLabel(fieldLabel('Нэр')).fill('Гэр');
  await second.getByLabel(fieldLabel('Үндсэн үнэ')).fill('0');
  await second.getByRole('button', { name: 'Нэмэх' }).click();
  await expect(second).toBeHidden();
  const ger = page.getByRole('article', { name: 'Гэр' });
  await expect(ger.getByTestId('room-type-price')).toHaveText('0₮');
  await ger.getByRole('button', { name: '«Гэр» төрлийг устгах' }).click();
  await Promise.all([
    expect(toast(page, '«Гэр» төрөл устгагдлаа.')).toBeVisible(),
    page.getByRole('alertdialog').getByRole('button', { name: 'Устгах' }).click(),
  ]);
  await expect(ger).toBeHidden();
  await expect(
    card.getByRole('button', { name: '«Стандарт хоёр ортой» төрлийг устгах' }),
  ).toBeDisabled();
  await screenshot(page, testInfo, '4-room-types');

  // Images: a file that is not an image is refused with the server's message; photos upload.
  await card.getByRole('link', { name: 'Зураг (0)' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Өрөөний төрлийн зураг' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /Стандарт хоёр ортой/ })).toBeVisible();
  const files = page.getByLabel('Зураг нэмэх', { exact: true });
  await files.setInputFiles({
    name: 'not-a-photo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('this is text, not a picture'),
  });
  await expect(
    page.getByText('not-a-photo.png: Зөвхөн svg, jpeg, png өргөтгөлтэй зураг оруулна уу.'),
  ).toBeVisible();
  const photos = [
    { name: 'room.png', mimeType: 'image/png', buffer: await photo('#1c7df6', '#9fd3ff') },
    { name: 'bath.png', mimeType: 'image/png', buffer: await photo('#0f766e', '#a7f3d0') },
    { name: 'view.png', mimeType: 'image/png', buffer: await photo('#b45309', '#fde68a') },
  ];
  await Promise.all([
    expect(toast(page, 'Зураг нэмэгдлээ (3).')).toBeVisible(),
    files.setInputFiles(photos),
  ]);
  const tiles = page.getByTestId('image-tile');
  await expect(tiles).toHaveCount(3);
  await expect(tiles.first().getByText('Үндсэн зураг')).toBeVisible();
  await expect(tiles.nth(2).getByRole('img')).toHaveJSProperty('complete', true);
  await screenshot(page, testInfo, '5-images');

  // Reorder with the keyboard (as a screen reader user would), then delete one.
  // A tile's picture has no src until its thumbnail has loaded: read the first one's once it has.
  await expect(tiles.first().getByRole('img')).toHaveAttribute('src', /./);
  const firstSrc = await tiles.first().getByRole('img').getAttribute('src');
  await tiles.nth(1).getByRole('button', { name: '2-р зургийг зөөх' }).focus();
  // Each key waits for the sortable to show the last one's effect (picked up, then moved): a
  // busy machine may otherwise drop the picture before the arrow has moved it.
  await page.keyboard.press('Space');
  await expect(tiles.nth(1).getByRole('button', { name: '2-р зургийг зөөх' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.keyboard.press('ArrowLeft');
  await expect(
    page.getByText('2-р зургийг 1-р байранд зөөж байна.', { exact: true }),
  ).toBeAttached();
  await Promise.all([
    expect(toast(page, 'Зургийн дараалал хадгалагдлаа.')).toBeVisible(),
    page.keyboard.press('Space'),
  ]);
  await expect(tiles.nth(1).getByRole('img')).toHaveAttribute('src', firstSrc ?? '');
  await tiles.nth(2).getByRole('button', { name: '3-р зургийг устгах' }).click();
  await Promise.all([
    expect(toast(page, 'Зураг устгагдлаа.')).toBeVisible(),
    page.getByRole('alertdialog').getByRole('button', { name: 'Устгах' }).click(),
  ]);
  await expect(tiles).toHaveCount(2);

  // Amenities by category.
  await page.getByRole('link', { name: 'Өрөөний төрлүүд рүү буцах' }).click();
  await card.getByRole('link', { name: 'Тохижилт (0)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Өрөөний тохижилт' })).toBeVisible();
  await page.getByRole('region', { name: 'Угаалгын өрөө' }).getByText('Шүршүүр').click();
  await page.getByRole('region', { name: 'Технологи' }).getByText('Үнэгүй Wi-Fi').click();
  await page.getByRole('region', { name: 'Харагдах байдал' }).getByText('Нуурын үзэмжтэй').click();
  await expect(page.getByText('Хадгалаагүй өөрчлөлт байна.')).toBeVisible();
  await Promise.all([
    expect(toast(page, 'Тохижилт хадгалагдлаа.')).toBeVisible(),
    page.getByRole('button', { name: 'Хадгалах' }).click(),
  ]);
  await expect(page.getByText('Сонгосон: 3')).toBeVisible();
  await screenshot(page, testInfo, '6-amenities');

  await page.getByRole('link', { name: 'Өрөөний төрлүүд рүү буцах' }).click();
  await expect(card.getByRole('link', { name: 'Зураг (2)' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Тохижилт (3)' })).toBeVisible();
  await screenshot(page, testInfo, '7-room-types-done');

  // English: the same screen in the other language.
  await page.goto(`/en/p/${propertyId}/s/room/types`);
  await expect(
    page.getByRole('article', { name: 'Стандарт хоёр ортой' }).getByText('Adults × 2'),
  ).toBeVisible();
  await screenshot(page, testInfo, '8-room-types-en');
  await context.close();
});
