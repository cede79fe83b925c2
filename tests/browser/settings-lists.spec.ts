import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { fieldLabel, newOwner, type Owner, registerOwner, screenshot, signIn } from './support';

const HEADERS = { 'X-Requested-With': 'XMLHttpRequest', 'X-Language': 'mn' };

/** A register number no other run has used. */
const registerNo = () => String(1_000_000 + Math.floor(Math.random() * 8_999_999));

/** The owner's side of the API, for what the test is not about. */
const ownerApi = async (request: APIRequestContext, owner: Owner) => {
  const login = await request.post('/api/login', {
    data: { email: owner.email, password: owner.password },
    headers: HEADERS,
  });
  expect(login.status(), await login.text()).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const headers = (slug?: string) => ({
    ...HEADERS,
    Authorization: `Bearer ${accessToken}`,
    ...(slug ? { 'X-Slug': slug } : {}),
  });
  return {
    post: async <T>(path: string, data: unknown, slug?: string): Promise<T> => {
      const response = await request.post(path, { data, headers: headers(slug) });
      expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
      return (await response.json()) as T;
    },
    get: async <T>(path: string, slug: string): Promise<T> => {
      const response = await request.get(path, { headers: headers(slug) });
      expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
      return (await response.json()) as T;
    },
    remove: (path: string, slug: string) => request.delete(path, { headers: headers(slug) }),
  };
};

const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Үндсэн цэс' }).first();

/** Opens a settings page from the side menu and waits for its title. */
const openPage = async (page: Page, name: string) => {
  await sideMenu(page).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
};

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).last();

test('the owner keeps the settings lists: channels, payment methods, currencies, taxes, partners, services', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const owner = newOwner('settings-owner');
  await registerOwner(request, owner);
  const api = await ownerApi(request, owner);
  const property = await api.post<{ id: string }>('/api/hotels', {
    name: 'Хөвсгөл Лодж',
    registerNo: registerNo(),
    companyName: 'Хөвсгөл Лодж ХХК',
    email: null,
    phone: null,
  });

  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, owner, '/');
  await page.getByRole('link', { name: 'Хөвсгөл Лодж буудлыг нээх' }).click();
  await expect(page).toHaveURL(new RegExp(`/p/${property.id}$`));

  // Reservation channels: the default "Шууд", and a new one whose short name follows its name.
  await openPage(page, 'Захиалгын суваг');
  const direct = page.getByRole('article', { name: 'Шууд' });
  await expect(direct).toContainText('Үндсэн');
  await expect(direct.getByRole('button', { name: 'Шууд сувгийг устгах' })).toBeDisabled();
  await page.getByRole('button', { name: 'Суваг нэмэх' }).click();
  const sourceDialog = page.getByRole('dialog', { name: 'Шинэ суваг нэмэх' });
  await sourceDialog.getByLabel(fieldLabel('Сувгийн нэр')).fill('Booking.com');
  await expect(sourceDialog.getByLabel('Товч нэр')).toHaveValue('BO');
  await sourceDialog.getByRole('radio', { name: 'Нил ягаан' }).click();
  await expect(sourceDialog.getByRole('radio', { name: 'Нил ягаан' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await screenshot(page, testInfo, '01-source-dialog');
  // The notice shows for a few seconds: watched for from the click on.
  await Promise.all([
    expect(toast(page, 'Захиалгын суваг нэмэгдлээ')).toBeVisible(),
    sourceDialog.getByRole('button', { name: 'Нэмэх' }).click(),
  ]);
  await expect(sourceDialog).toBeHidden();
  await expect(page.getByRole('article', { name: 'Booking.com' })).toContainText('BO');
  await screenshot(page, testInfo, '02-sources');

  // Payment methods: income types as checkboxes.
  await openPage(page, 'Төлбөрийн хэрэгсэл');
  await expect(page.getByRole('article', { name: 'Бэлэн мөнгө' })).toContainText('Үндсэн');
  await page.getByRole('button', { name: 'Төлбөрийн хэрэгсэл нэмэх' }).click();
  const methodDialog = page.getByRole('dialog', { name: 'Шинэ төлбөрийн хэрэгсэл' });
  await methodDialog.getByLabel(fieldLabel('Нэр')).fill('Банкны карт');
  await methodDialog.getByText('Урьдчилгаа', { exact: true }).click();
  await expect(methodDialog.getByRole('checkbox', { name: 'Урьдчилгаа' })).toBeChecked();
  await screenshot(page, testInfo, '03-payment-method-dialog');
  // The notice shows for a few seconds: watched for from the click on.
  await Promise.all([
    expect(toast(page, 'Төлбөрийн хэрэгсэл нэмэгдлээ')).toBeVisible(),
    methodDialog.getByRole('button', { name: 'Нэмэх' }).click(),
  ]);
  await expect(methodDialog).toBeHidden();
  const card = page.getByRole('article', { name: 'Банкны карт' });
  await expect(card).toContainText('Төлбөр');
  await expect(card).toContainText('Урьдчилгаа');
  await screenshot(page, testInfo, '04-payment-methods');

  // Currencies: the code in capitals, the rate in tugrik.
  await openPage(page, 'Валют');
  await expect(page.getByRole('article', { name: 'Төгрөг' })).toContainText('1 MNT = 1₮');
  await page.getByRole('button', { name: 'Валют нэмэх' }).click();
  const currencyDialog = page.getByRole('dialog', { name: 'Шинэ валют нэмэх' });
  await currencyDialog.getByLabel(fieldLabel('Валютын нэр')).fill('Ам.доллар');
  await currencyDialog.getByLabel(fieldLabel('Код')).fill('usd');
  await expect(currencyDialog.getByLabel(fieldLabel('Код'))).toHaveValue('USD');
  await currencyDialog.getByLabel(fieldLabel('Ханш')).fill('3450');
  await screenshot(page, testInfo, '05-currency-dialog');
  await currencyDialog.getByRole('button', { name: 'Нэмэх' }).click();
  await expect(currencyDialog).toBeHidden();
  await expect(page.getByRole('article', { name: 'Ам.доллар' })).toContainText('1 USD = 3,450₮');
  await screenshot(page, testInfo, '06-currencies');

  // Taxes: the default VAT cannot be deleted, nor renamed; a city tax on top of the price.
  await openPage(page, 'Татвар');
  const vat = page.getByRole('article', { name: 'НӨАТ' });
  await expect(vat).toContainText('10%');
  await expect(vat).toContainText('Үнэд багтсан');
  await expect(vat.getByRole('button', { name: 'НӨАТ татварыг устгах' })).toBeDisabled();
  await vat.getByRole('button', { name: 'НӨАТ татварыг засах' }).click();
  const vatDialog = page.getByRole('dialog', { name: 'Татвар засах' });
  await expect(vatDialog.getByLabel(fieldLabel('Татварын нэр'))).not.toBeEditable();
  await expect(vatDialog.getByText('Үндсэн татварын нэр, хувийг өөрчлөх боломжгүй.')).toBeVisible();
  await screenshot(page, testInfo, '07-default-tax-dialog');
  await vatDialog.getByRole('button', { name: 'Болих' }).click();
  await page.getByRole('button', { name: 'Татвар нэмэх' }).click();
  const taxDialog = page.getByRole('dialog', { name: 'Шинэ татвар нэмэх' });
  await taxDialog.getByLabel(fieldLabel('Татварын нэр')).fill('НХАТ');
  await taxDialog.getByLabel(fieldLabel('Хувь')).fill('1');
  await taxDialog.getByText('Үнэ дээр нэмэгдэнэ', { exact: true }).click();
  await taxDialog.getByRole('button', { name: 'Нэмэх' }).click();
  await expect(taxDialog).toBeHidden();
  const cityTax = page.getByRole('article', { name: 'НХАТ' });
  await expect(cityTax).toContainText('1%');
  await expect(cityTax).toContainText('Үнэ дээр нэмэгдэнэ');
  await expect(cityTax.getByRole('button', { name: 'НХАТ татварыг устгах' })).toBeEnabled();
  await screenshot(page, testInfo, '08-taxes');
  // The server refuses too, whoever asks.
  const { data: taxes } = await api.get<{ data: { id: string; isDefault: boolean }[] }>(
    '/api/taxes',
    property.id,
  );
  const refused = await api.remove(`/api/taxes/${taxes.find((t) => t.isDefault)!.id}`, property.id);
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { detail: string }).detail).toBe(
    'Үндсэн бичлэгийг устгах боломжгүй.',
  );

  // Partners: tabs by type; a new one takes the active tab's type; a 900px dialog.
  await openPage(page, 'Хамтрагч байгууллага');
  await page.getByRole('tab', { name: /Хамтрагч/ }).click();
  await expect(page).toHaveURL(/\?type=partner$/);
  await expect(page.getByText('Хамтрагч байгууллага алга байна')).toBeVisible();
  await page.getByRole('button', { name: 'Байгууллага нэмэх' }).first().click();
  const partnerDialog = page.getByRole('dialog', { name: 'Шинэ байгууллага нэмэх' });
  await expect(partnerDialog.getByLabel(fieldLabel('Төрөл'))).toHaveValue('partner');
  await partnerDialog.getByLabel(fieldLabel('Байгууллагын нэр')).fill('Номин Трейд ХХК');
  await partnerDialog.getByLabel('Регистрийн дугаар').fill('2345678');
  await partnerDialog.getByLabel('Хөнгөлөлт').fill('10');
  await partnerDialog.getByLabel('Нэр', { exact: true }).first().fill('Ганбат');
  await partnerDialog.getByLabel('Утас', { exact: true }).first().fill('+976 8811 4455');
  const box = await partnerDialog.boundingBox();
  expect(box!.width).toBeGreaterThan(850);
  expect(box!.width).toBeLessThanOrEqual(900);
  await screenshot(page, testInfo, '09-partner-dialog');
  await partnerDialog.getByRole('button', { name: 'Нэмэх' }).click();
  await expect(partnerDialog).toBeHidden();
  const partnerRow = page.getByRole('row', { name: /Номин Трейд ХХК/ });
  await expect(partnerRow).toContainText('Ганбат');
  await expect(partnerRow).toContainText('+976 8811 4455');
  await expect(partnerRow).toContainText('10%');
  await expect(page.getByRole('tab', { name: 'Хамтрагч (1)' })).toBeVisible();
  await screenshot(page, testInfo, '10-partners');
  // The search asks the server (by name, any case).
  const search = page.getByRole('searchbox', { name: 'Нэрээр хайх' });
  await search.fill('жуулчин');
  await expect(page.getByText('Хайлтад тохирох байгууллага олдсонгүй')).toBeVisible();
  await search.fill('номин');
  await expect(partnerRow).toBeVisible();
  await search.fill('');

  // Services: the default category's card, a new category and a service supplied by the partner.
  await openPage(page, 'Нэмэлт үйлчилгээ');
  const basic = page.getByRole('article', { name: 'Үндсэн' });
  await expect(basic.getByRole('button', { name: 'Үндсэн ангиллыг засах' })).toBeDisabled();
  await expect(basic.getByRole('button', { name: 'Үндсэн ангиллыг устгах' })).toBeDisabled();
  await basic.getByRole('button', { name: 'Үндсэн ангилалд үйлчилгээ нэмэх' }).click();
  const basicService = page.getByRole('dialog', { name: 'Шинэ үйлчилгээ нэмэх' });
  await expect(basicService.getByLabel('Нийлүүлэгч байгууллага')).toHaveCount(0);
  await expect(basicService.getByLabel('Баркод')).toHaveCount(0);
  await basicService.getByLabel(fieldLabel('Үйлчилгээний нэр')).fill('Өглөөний цай');
  await basicService.getByLabel(fieldLabel('Үнэ')).fill('25000');
  await basicService.getByRole('button', { name: 'Нэмэх' }).click();
  await expect(basicService).toBeHidden();
  await expect(basic).toContainText('25,000₮');

  await page.getByRole('button', { name: 'Ангилал нэмэх' }).click();
  const categoryDialog = page.getByRole('dialog', { name: 'Шинэ ангилал нэмэх' });
  await categoryDialog.getByLabel(fieldLabel('Ангиллын нэр')).fill('Мини бар');
  await categoryDialog.getByRole('radio', { name: 'Улбар шар' }).click();
  await categoryDialog.getByRole('button', { name: 'Нэмэх' }).click();
  await expect(categoryDialog).toBeHidden();
  const minibar = page.getByRole('article', { name: 'Мини бар' });
  await expect(minibar).toContainText('Энэ ангилалд үйлчилгээ алга байна.');
  await minibar.getByRole('button', { name: 'Мини бар ангилалд үйлчилгээ нэмэх' }).click();
  const serviceDialog = page.getByRole('dialog', { name: 'Шинэ үйлчилгээ нэмэх' });
  await expect(serviceDialog.getByLabel(fieldLabel('Ангилал'))).toHaveValue(/.+/);
  await serviceDialog.getByLabel(fieldLabel('Үйлчилгээний нэр')).fill('Кока кола 0.5л');
  await serviceDialog.getByLabel(fieldLabel('Үнэ')).fill('3500');
  await serviceDialog
    .getByLabel('Барааны ангилал')
    .selectOption({ label: '24410 - Ундаа, цэвэр ус' });
  await serviceDialog
    .getByLabel('Нийлүүлэгч байгууллага')
    .selectOption({ label: 'Номин Трейд ХХК' });
  await expect(serviceDialog.getByLabel('Үлдэгдэл')).toHaveCount(0);
  await serviceDialog.getByText('Тоолох бараа', { exact: true }).click();
  await serviceDialog.getByLabel('Үлдэгдэл').fill('48');
  await expect(serviceDialog.getByLabel(fieldLabel('Үнэ'))).toHaveValue('3,500');
  await screenshot(page, testInfo, '11-service-dialog');
  // The notice shows for a few seconds: watched for from the click on.
  await Promise.all([
    expect(toast(page, 'Үйлчилгээ нэмэгдлээ')).toBeVisible(),
    serviceDialog.getByRole('button', { name: 'Нэмэх' }).click(),
  ]);
  await expect(serviceDialog).toBeHidden();
  const cola = minibar.getByRole('listitem', { name: 'Кока кола 0.5л' });
  await expect(cola).toContainText('3,500₮');
  await expect(cola).toContainText('Үлдэгдэл 48');
  await expect(cola).toContainText('24410 - Ундаа, цэвэр ус · Номин Трейд ХХК');
  await expect(minibar.getByRole('button', { name: 'Мини бар ангиллыг устгах' })).toBeDisabled();
  await screenshot(page, testInfo, '12-services');

  // A partner that supplies a service cannot be deleted: the server says so.
  await openPage(page, 'Хамтрагч байгууллага');
  await page.getByRole('tab', { name: /Хамтрагч/ }).click();
  await page.getByRole('button', { name: 'Номин Трейд ХХК байгууллагыг устгах' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Байгууллага устгах' });
  await Promise.all([
    expect(toast(page, 'Энэ хамтрагчийн үйлчилгээ бүртгэлтэй тул устгах боломжгүй.')).toBeVisible(),
    confirm.getByRole('button', { name: 'Устгах' }).click(),
  ]);
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('row', { name: /Номин Трейд ХХК/ })).toBeVisible();
  await screenshot(page, testInfo, '13-partner-delete-refused');

  // A channel that is not the default can be deleted.
  await openPage(page, 'Захиалгын суваг');
  await page.getByRole('button', { name: 'Booking.com сувгийг устгах' }).click();
  await Promise.all([
    expect(toast(page, '«Booking.com» суваг устгагдлаа')).toBeVisible(),
    page
      .getByRole('alertdialog', { name: 'Захиалгын суваг устгах' })
      .getByRole('button', { name: 'Устгах' })
      .click(),
  ]);
  await expect(page.getByRole('article', { name: 'Booking.com' })).toHaveCount(0);

  // The same screens in English.
  await page.goto(`/en/p/${property.id}/s/services`);
  await expect(page.getByRole('article', { name: 'Мини бар' })).toContainText('48 in stock');
  await expect(page.getByRole('button', { name: 'Add category' })).toBeVisible();
  await screenshot(page, testInfo, '14-services-en');
});
