import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import {
  fieldLabel,
  logIn,
  newOwner,
  type Owner,
  registerOwner,
  screenshot,
  signIn,
} from './support';

/** A register number no other run has used (the data folder is fresh, but be safe). */
const registerNo = () => String(1_000_000 + Math.floor(Math.random() * 8_999_999));

const HEADERS = { 'X-Requested-With': 'XMLHttpRequest', 'X-Language': 'mn' };

/** The owner's side of the API, for setting up what a test is not about. */
const ownerApi = async (request: APIRequestContext, owner: Owner) => {
  const login = await request.post('/api/login', {
    data: { email: owner.email, password: owner.password },
    headers: HEADERS,
  });
  expect(login.status(), await login.text()).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  return async <T>(path: string, data: unknown, slug?: string): Promise<T> => {
    const response = await request.post(path, {
      data,
      headers: {
        ...HEADERS,
        Authorization: `Bearer ${accessToken}`,
        ...(slug ? { 'X-Slug': slug } : {}),
      },
    });
    expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
    return (await response.json()) as T;
  };
};

/** The app shell marks its server-sent-events connection; wait until it is listening. */
const waitForLiveUpdates = (page: Page) =>
  expect(page.locator('[data-live-updates="open"]')).toBeAttached();

test('add a property in two steps: lookup, details; live list in another window; English', async ({
  browser,
  request,
}, testInfo) => {
  const owner = newOwner('properties');
  await registerOwner(request, owner);
  const staff = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const colleague = await browser.newContext();
  const page = await staff.newPage();
  const other = await colleague.newPage();

  // The property list is behind login; Mongolian is the default: no URL prefix.
  await logIn(page, owner);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Бүртгэлтэй буудал алга байна')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'mn');

  // The owner has the same list open in another browser, before anything is added.
  await logIn(other, owner);
  await expect(other.getByText('Бүртгэлтэй буудал алга байна')).toBeVisible();
  await waitForLiveUpdates(other);

  // Step 1: the register number alone; "Continue" waits for one.
  await page.getByRole('button', { name: 'Буудал нэмэх' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Шинэ буудал бүртгэх' });
  await expect(dialog).toBeVisible();
  const registerNoInput = dialog.getByLabel('Байгууллагын регистрийн дугаар');
  await expect(registerNoInput).toBeFocused();
  const next = dialog.getByRole('button', { name: 'Үргэлжлүүлэх' });
  await expect(next).toBeDisabled();
  await expect(dialog.getByLabel('Буудлын нэр')).toHaveCount(0);
  await screenshot(page, testInfo, 'add-property-1-lookup');

  // A wrong number: the server's message (in Mongolian) under the field; still step 1.
  await registerNoInput.fill('12345');
  await next.click();
  await expect(registerNoInput).toHaveAttribute('aria-invalid', 'true');
  await expect(registerNoInput).toHaveAccessibleErrorMessage(/7/);
  await expect(dialog.getByLabel('Буудлын нэр')).toHaveCount(0);
  await screenshot(page, testInfo, 'add-property-2-lookup-error');

  // A free number leads on to step 2: the number is fixed, the company name is to be typed.
  const number = registerNo();
  await registerNoInput.fill(number);
  await next.click();
  const name = dialog.getByLabel('Буудлын нэр');
  await expect(name).toBeFocused();
  const fixedNumber = dialog.getByLabel('Байгууллагын регистрийн дугаар');
  await expect(fixedNumber).toHaveValue(number);
  await expect(fixedNumber).toHaveAttribute('readonly', '');
  await expect(dialog.getByText('Шалгасан: бүртгэлгүй байна')).toBeVisible();
  await expect(dialog.getByLabel('Байгууллагын нэр')).toBeEditable();
  await name.fill('Хан Палас');
  await dialog.getByLabel('Байгууллагын нэр').fill('Хан Палас ХХК');
  await dialog.getByLabel('Имэйл хаяг').fill('info@khanpalace.mn');
  await dialog.getByLabel('Утасны дугаар').fill('+976 7011 2233');
  await screenshot(page, testInfo, 'add-property-3-details');

  // Register: the dialog closes, a success notice shows, the list has it (no reload).
  await dialog.getByRole('button', { name: 'Бүртгэх' }).click();
  // (The notice first: it leaves after a few seconds, which a busy machine can take to close.)
  await expect(page.getByText('Буудал амжилттай бүртгэгдлээ')).toBeVisible();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('article', { name: 'Хан Палас' });
  await expect(card).toBeVisible();
  // No address in its profile yet: the company stands under the name.
  await expect(card).toContainText('Хан Палас ХХК');
  await expect(card).toContainText(number);
  // Approval is off here (the embedded default): the new property is active at once.
  await expect(card).toContainText('Идэвхтэй');
  await expect(card.getByRole('link', { name: 'Хан Палас буудлыг нээх' })).toBeVisible();
  await screenshot(page, testInfo, 'add-property-4-listed');

  // The colleague's list updated by itself (server-sent events), without a reload.
  await expect(other.getByRole('article', { name: 'Хан Палас' })).toBeVisible();
  await expect(other.getByText('Бүртгэлтэй буудал алга байна')).toBeHidden();

  // The same number again: refused at step 1, with the reason under the field.
  await page.getByRole('button', { name: 'Буудал нэмэх' }).first().click();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Байгууллагын регистрийн дугаар').fill(number);
  await dialog.getByRole('button', { name: 'Үргэлжлүүлэх' }).click();
  await expect(dialog.getByLabel('Байгууллагын регистрийн дугаар')).toHaveAccessibleErrorMessage(
    'Энэ регистрийн дугаартай байгууллага бүртгэлтэй байна.',
  );
  await expect(dialog.getByLabel('Буудлын нэр')).toHaveCount(0);
  await screenshot(page, testInfo, 'add-property-5-number-taken');
  await dialog.getByRole('button', { name: 'Болих' }).click();
  await expect(dialog).toBeHidden();

  // Switch to English: the URL gets the /en prefix, the heading and the row are in English.
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Properties' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const englishCard = page.getByRole('article', { name: 'Хан Палас' });
  await expect(englishCard).toContainText('Active');
  await expect(englishCard).toContainText('Reg. no.');
  // The plus card after the properties opens "Add property".
  await page
    .getByRole('list', { name: 'Property list' })
    .getByRole('button', { name: 'Add property' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Register a new property' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  // The choice is remembered: opening the bare root again lands on the English page.
  await page.goto('/');
  await expect(page).toHaveURL(/\/en\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Properties' })).toBeVisible();

  // /new/hotel opens "Add property" over the list, in English too; closing it returns to /.
  await page.goto('/en/new/hotel');
  const english = page.getByRole('dialog', { name: 'Register a new property' });
  await expect(english.getByLabel('Company register number')).toBeVisible();
  await expect(english.getByRole('button', { name: 'Continue' })).toBeVisible();
  await screenshot(page, testInfo, 'add-property-6-english');
  await english.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/en\/$/);

  await staff.close();
  await colleague.close();
});

test('registered users: each property with its staff, from the account menu', async ({
  page,
  request,
}, testInfo) => {
  const owner = newOwner('registered-users');
  await registerOwner(request, owner);
  const post = await ownerApi(request, owner);
  const khan = await post<{ id: string }>('/api/hotels', {
    name: 'Хан Палас',
    registerNo: registerNo(),
    companyName: 'Хан Палас ХХК',
  });
  await post('/api/hotels', {
    name: 'Тэрэлж Лодж',
    registerNo: registerNo(),
    companyName: 'Тэрэлж ХХК',
  });
  const role = await post<{ id: string }>(
    '/api/roles',
    { name: 'Ресепшн', permissions: ['manage-reservations'] },
    khan.id,
  );
  await post(
    '/api/users',
    {
      name: 'Сараа Бат',
      position: 'Ажилтан',
      phoneNumber: '+976 8811 2233',
      email: `saraa-${Date.now().toString(36)}@hotel.mn`,
      password: 'ресепшн-2026',
      role: { id: role.id },
    },
    khan.id,
  );

  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, owner, '/');
  await page.getByRole('button', { name: /Хэрэглэгчийн цэс/ }).click();
  await page.getByRole('menuitem', { name: 'Бүртгэлтэй хэрэглэгчид' }).click();
  await expect(page).toHaveURL(/\/users$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Бүртгэлтэй хэрэглэгчид' }),
  ).toBeVisible();
  const khanCard = page.getByRole('region', { name: 'Хан Палас' });
  const clerk = khanCard.getByRole('article', { name: 'Сараа Бат' });
  await expect(clerk).toContainText('Ресепшн');
  await expect(clerk).toContainText('+976 8811 2233');
  const terelj = page.getByRole('region', { name: 'Тэрэлж Лодж' });
  await expect(terelj).toContainText('Хэрэглэгч нэмээгүй байна.');
  await screenshot(page, testInfo, 'registered-users');

  // Add a user to Тэрэлж Лодж right here (its default role).
  await terelj.getByRole('button', { name: 'Хэрэглэгч нэмэх' }).click();
  let dialog = page.getByRole('dialog', { name: 'Шинэ хэрэглэгч нэмэх' });
  await dialog.getByLabel(fieldLabel('Нэр')).fill('Дулам Ганаа');
  await dialog.getByLabel(fieldLabel('Албан тушаал')).fill('Менежер');
  await dialog.getByLabel(fieldLabel('Утасны дугаар')).fill('+976 9900 1122');
  await dialog
    .getByLabel(fieldLabel('Имэйл хаяг'))
    .fill(`dulam-${Date.now().toString(36)}@hotel.mn`);
  await dialog.getByLabel(fieldLabel('Эрх')).selectOption({ index: 1 });
  await dialog.getByLabel(fieldLabel('Нууц үг')).fill('менежер-2026');
  await dialog.getByLabel(fieldLabel('Нууц үгээ давтах')).fill('менежер-2026');
  await dialog.getByRole('button', { name: 'Нэмэх' }).click();
  await expect(dialog).toBeHidden();
  const dulam = terelj.getByRole('article', { name: 'Дулам Ганаа' });
  await expect(dulam).toContainText('Менежер');

  // Edit the clerk's phone; change her role to the default one; the card follows.
  await clerk.getByRole('button', { name: 'Сараа Бат хэрэглэгчийн мэдээллийг засах' }).click();
  dialog = page.getByRole('dialog', { name: 'Хэрэглэгчийн мэдээлэл засах' });
  await dialog.getByLabel(fieldLabel('Утасны дугаар')).fill('+976 8811 0000');
  await dialog.getByRole('button', { name: 'Хадгалах' }).click();
  await expect(dialog).toBeHidden();
  await expect(clerk).toContainText('+976 8811 0000');
  await clerk.getByRole('button', { name: 'Сараа Бат хэрэглэгчийн эрхийг солих' }).click();
  dialog = page.getByRole('dialog', { name: 'Эрх солих' });
  await dialog.getByLabel(fieldLabel('Эрх')).selectOption({ label: 'Менежер (үндсэн)' });
  await screenshot(page, testInfo, 'registered-users-change-role');
  await dialog.getByRole('button', { name: 'Хадгалах' }).click();
  await expect(page.getByText('Сараа Бат хэрэглэгчийн эрх солигдлоо')).toBeVisible();
  await expect(clerk).toContainText('Менежер');
  await expect(clerk).not.toContainText('Ресепшн');

  // Delete the new user: the card goes.
  await dulam.getByRole('button', { name: 'Дулам Ганаа хэрэглэгчийг устгах' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Устгах' }).click();
  await expect(dulam).toBeHidden();
  await expect(terelj).toContainText('Хэрэглэгч нэмээгүй байна.');
  await screenshot(page, testInfo, 'registered-users-after');
});

test('an unknown address shows the not-found page with a way back', async ({
  page,
  request,
}, testInfo) => {
  const owner = newOwner('not-found');
  await registerOwner(request, owner);
  await signIn(page, owner, '/en/no/such/page');
  await expect(page.getByRole('heading', { name: 'Sorry, page not found!' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to properties' }).click();
  await expect(page).toHaveURL(/\/en\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Properties' })).toBeVisible();

  await page.goto('/nope');
  await expect(page.getByRole('heading', { name: 'Уучлаарай, хуудас олдсонгүй!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Буудлын жагсаалт руу буцах' })).toBeVisible();
  await screenshot(page, testInfo, 'error-404');
});

test('a screen that fails to load shows the error page with a way home', async ({
  page,
  request,
}, testInfo) => {
  const owner = newOwner('error-page');
  await registerOwner(request, owner);
  await signIn(page, owner);
  // The code of the registered-users screen cannot be fetched (e.g. a deploy replaced it).
  await page.route(/registered-users-page[^/]*\.js$/, (route) => route.abort());
  await page.goto('/users');
  await expect(page.getByRole('heading', { name: 'Уучлаарай, алдаа гарлаа!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Нүүр хуудас руу буцах' })).toBeVisible();
  await screenshot(page, testInfo, 'error-500');
  await page.unroute(/registered-users-page[^/]*\.js$/);
  await page.getByRole('link', { name: 'Нүүр хуудас руу буцах' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Зочид буудлууд' })).toBeVisible();
});
