import { type APIRequestContext, expect, test } from '@playwright/test';
import {
  fieldLabel,
  newOwner,
  type Owner,
  registerOwner,
  screenshot,
  SCREENSHOTS,
  signIn,
} from './support';

/** A register number no other run has used (the data folder is shared by the specs of a run). */
const registerNo = () => String(1_000_000 + Math.floor(Math.random() * 8_999_999));

/** A 2×2 PNG (the server checks the bytes, not the name). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGOQqf0GRAwQCgAoSgY9o76hAgAAAABJRU5ErkJggg==',
  'base64',
);

const HEADERS = { 'X-Requested-With': 'XMLHttpRequest', 'X-Language': 'mn' };

/** The owner's side of the API, for setting up what the test is not about. */
const ownerApi = async (request: APIRequestContext, owner: Owner) => {
  const login = await request.post('/api/login', {
    data: { email: owner.email, password: owner.password },
    headers: HEADERS,
  });
  expect(login.status(), await login.text()).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  return async <T>(path: string, data: unknown): Promise<T> => {
    const response = await request.post(path, {
      data,
      headers: { ...HEADERS, Authorization: `Bearer ${accessToken}` },
    });
    expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
    return (await response.json()) as T;
  };
};

test('the owner fills in the property profile: general info, a bank account, a rule', async ({
  browser,
  request,
}, testInfo) => {
  // A long flow through six tabs.
  test.setTimeout(240_000);
  const owner = newOwner('profile-owner');
  await registerOwner(request, owner);
  const post = await ownerApi(request, owner);
  const property = await post<{ id: string }>('/api/hotels', {
    name: 'Хаан Буудал',
    registerNo: registerNo(),
    companyName: 'Хаан Буудал ХХК',
    email: 'info@khaan.mn',
    phone: null,
  });

  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  // No network here: map tiles are refused at once, the coordinates fields carry the point.
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  await signIn(page, owner, '/');
  await page.getByRole('link', { name: 'Хаан Буудал буудлыг нээх' }).click();
  await page
    .getByRole('navigation', { name: 'Үндсэн цэс' })
    .first()
    .getByRole('link', { name: 'Буудлын мэдээлэл' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/p/${property.id}/edit$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Буудлын мэдээлэл' })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Буудлын мэдээлэл' });
  await expect(tabs.getByRole('tab')).toHaveCount(6);
  await expect(tabs.getByRole('tab', { name: 'Ерөнхий мэдээлэл' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // It starts from the registration; the register number is not the form's to change.
  await expect(page.getByText('Буудлынхаа мэдээллийг бөглөнө үү')).toBeVisible();
  await expect(page.getByLabel('Байгууллагын нэр', { exact: true })).toHaveValue('Хаан Буудал ХХК');
  await expect(page.getByLabel('Байгууллагын нэр', { exact: true })).toHaveAttribute(
    'readonly',
    '',
  );
  const name = page.getByLabel(fieldLabel('Буудлын нэр'));
  await expect(name).toHaveValue('Хаан Буудал');
  await expect(page.getByLabel(fieldLabel('Имэйл'))).toHaveValue('info@khaan.mn');

  // Saving without the kind and province: the server's messages under the fields.
  await page.getByRole('button', { name: 'Хадгалах' }).click();
  const hotelType = page.getByLabel(fieldLabel('Буудлын төрөл'));
  await expect(hotelType).toHaveAttribute('aria-invalid', 'true');
  await expect(hotelType).toBeFocused();
  const province = page.getByLabel(fieldLabel('Аймаг, нийслэл'));
  await expect(province).toHaveAttribute('aria-invalid', 'true');

  await name.fill('Хаан Палас');
  await hotelType.selectOption({ label: 'Зочид буудал' });
  await page.getByRole('radio', { name: '4 од' }).click();
  await expect(page.getByText('4 од', { exact: true })).toBeVisible();

  // The cascade: a district belongs to its province; a new province clears it.
  const district = page.getByLabel(fieldLabel('Дүүрэг'));
  await expect(district).toBeDisabled();
  await province.selectOption({ label: 'Улаанбаатар' });
  await district.selectOption({ label: 'Сүхбаатар' });
  await page.getByText('Сүхбаатарын талбай').click();
  await province.selectOption({ label: 'Хөвсгөл' });
  await expect(district).toHaveValue('');
  await expect(district).toBeDisabled();
  await expect(page.getByText('Дүүргүүд зөвхөн Улаанбаатарт байна')).toBeVisible();
  await province.selectOption({ label: 'Улаанбаатар' });
  await district.selectOption({ label: 'Сүхбаатар' });
  await page.getByText('Хотын төв', { exact: true }).click();

  // The point: typed (the map follows), or the map's pin.
  await expect(page.getByTestId('location-map').locator('.leaflet-container')).toBeVisible();
  await page.getByLabel('Өргөрөг').fill('47.9185');
  await page.getByLabel('Уртраг').fill('106.9176');
  await expect(page.getByTestId('location-map').locator('.leaflet-marker-icon')).toBeVisible();

  // The longest hourly stay only with hourly stays.
  const maxTime = page.getByLabel('Цагийн захиалгын дээд хугацаа');
  await expect(maxTime).toBeDisabled();
  await page.getByText('Цагийн захиалга', { exact: true }).click();
  await expect(maxTime).toBeEnabled();
  await maxTime.selectOption({ label: '4 цаг' });
  await page.getByText('Дотоод журмыг харуулах', { exact: true }).click();
  await page.getByText('Төлбөрийн мэдээллийг харуулах', { exact: true }).click();
  await screenshot(page, testInfo, '01-general-info');
  // The top of the form as a person sees it (the full-page picture stretches the layout).
  if (SCREENSHOTS) {
    await page.evaluate('window.scrollTo(0, 0)');
    await page.screenshot({ path: testInfo.outputPath('01b-general-info-top.png') });
    await page.getByTestId('location-map').scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('01c-general-info-location.png') });
  }
  await page.getByRole('button', { name: 'Хадгалах' }).click();
  await expect(page.getByText('Буудлын мэдээлэл хадгалагдлаа')).toBeVisible();
  // The side menu names the property by its new name.
  await expect(page.getByTestId('property-name').first()).toHaveText('Хаан Палас');

  // Bank accounts: a warning while there are none.
  await tabs.getByRole('tab', { name: 'Дансны мэдээлэл' }).click();
  await expect(page).toHaveURL(new RegExp(`/p/${property.id}/accounts$`));
  await expect(page.getByText('Дансны мэдээлэл алга')).toBeVisible();
  await screenshot(page, testInfo, '02-no-bank-accounts');
  await page.getByRole('button', { name: 'Данс нэмэх' }).click();
  const bankDialog = page.getByRole('dialog', { name: 'Шинэ данс' });
  await bankDialog.getByLabel(fieldLabel('Банк')).selectOption({ label: 'Хаан банк' });
  await bankDialog.getByLabel(fieldLabel('Данс эзэмшигч')).fill('Хаан Буудал ХХК');
  const number = bankDialog.getByLabel(fieldLabel('Дансны дугаар'));
  await number.fill('5012-ab');
  await expect(bankDialog.getByLabel('Төлбөрийн QR код')).toBeAttached();
  await expect(bankDialog.getByLabel('Үндсэн данс')).toBeDisabled();
  await bankDialog.getByRole('button', { name: 'Нэмэх' }).click();
  await expect(bankDialog.getByText('Зөвхөн цифр оруулна уу.')).toBeVisible();
  await expect(number).toBeFocused();
  await number.fill('5012 3456 78');
  await screenshot(page, testInfo, '03-bank-account-dialog');
  await bankDialog.getByRole('button', { name: 'Нэмэх' }).click();
  await expect(bankDialog).toBeHidden();
  const account = page.getByRole('article', { name: 'Хаан банк' });
  await expect(account).toContainText('5012 3456 78');
  await expect(account).toContainText('MNT');
  await expect(account).toContainText('Үндсэн');
  await expect(page.getByText('Дансны мэдээлэл алга')).toHaveCount(0);
  await screenshot(page, testInfo, '04-bank-accounts');

  // House rules.
  await tabs.getByRole('tab', { name: 'Дотоод журам' }).click();
  await expect(page.getByText('Дотоод журам алга')).toBeVisible();
  await page.getByRole('button', { name: 'Журам нэмэх' }).click();
  const ruleDialog = page.getByRole('dialog', { name: 'Шинэ журам' });
  await ruleDialog.getByLabel(fieldLabel('Гарчиг')).fill('Тамхи');
  await ruleDialog
    .getByLabel(fieldLabel('Журам'))
    .fill('Өрөөнд болон барилгын дотор тамхи татахыг хориглоно.');
  await ruleDialog.getByRole('button', { name: 'Нэмэх' }).click();
  await expect(ruleDialog).toBeHidden();
  await expect(page.getByRole('article', { name: 'Тамхи' })).toContainText('тамхи татахыг');
  await screenshot(page, testInfo, '05-rules');

  // Hotel settings, with the contact cards.
  await tabs.getByRole('tab', { name: 'Буудлын тохиргоо' }).click();
  await expect(page.getByRole('heading', { name: 'Холбоо барих хүмүүс' })).toBeVisible();
  await page.getByLabel('Зочны имэйлийн хуулбар очих хаягууд').fill('sales@khaan.mn, nope');
  await page.getByRole('button', { name: 'Хадгалах' }).click();
  await expect(page.getByText('Имэйл хаяг буруу байна.')).toBeVisible();
  await page.getByLabel('Зочны имэйлийн хуулбар очих хаягууд').fill('sales@khaan.mn');
  await page.getByRole('button', { name: 'Хадгалах' }).click();
  await expect(page.getByText('Буудлын тохиргоо хадгалагдлаа')).toBeVisible();
  await page.getByRole('button', { name: 'Холбоо барих хүн нэмэх' }).click();
  const contactDialog = page.getByRole('dialog', { name: 'Шинэ холбоо барих хүн' });
  await contactDialog.getByLabel(fieldLabel('Нэр')).fill('Сараа');
  await contactDialog.getByLabel('Албан тушаал').fill('Борлуулалтын менежер');
  await contactDialog.getByLabel('Утас').fill('+976 8811 2233');
  await contactDialog.getByLabel('Имэйл').fill('saraa@khaan.mn');
  await contactDialog.getByRole('button', { name: 'Нэмэх' }).click();
  await expect(contactDialog).toBeHidden();
  const contact = page.getByRole('article', { name: 'Сараа' });
  await expect(contact).toContainText('Борлуулалтын менежер');
  await expect(contact).toContainText('saraa@khaan.mn');
  await screenshot(page, testInfo, '06-hotel-settings');

  // Images and facilities.
  await tabs.getByRole('tab', { name: 'Зураг' }).click();
  await expect(page).toHaveURL(new RegExp(`/p/${property.id}/images$`));
  await page.locator('input[type="file"]').first().setInputFiles({
    name: 'lobby.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(page.getByText('1 / 30 зураг')).toBeVisible();
  await expect(page.getByRole('img', { name: /Хаан Палас/ }).first()).toBeVisible();
  await screenshot(page, testInfo, '07-images');
  await tabs.getByRole('tab', { name: 'Үйлчилгээ, тохижилт' }).click();
  await page.getByText('Үнэгүй Wi-Fi').click();
  await page.getByText('Саун', { exact: true }).click();
  await expect(page.getByText('2 зүйл сонгосон')).toBeVisible();
  await page.getByRole('button', { name: 'Хадгалах' }).click();
  await expect(page.getByText('Үйлчилгээ, тохижилт хадгалагдлаа')).toBeVisible();
  await screenshot(page, testInfo, '08-facilities');

  // Back on the general info: what was saved is there.
  await tabs.getByRole('tab', { name: 'Ерөнхий мэдээлэл' }).click();
  await expect(page.getByLabel(fieldLabel('Дүүрэг'))).toHaveValue('UB-SBD');
  await expect(page.getByLabel('Цагийн захиалгын дээд хугацаа')).toHaveValue('4');
  await expect(page.getByText('Буудлынхаа мэдээллийг бөглөнө үү')).toHaveCount(0);

  // The property list shows the new name.
  await page.getByRole('link', { name: 'Буудал солих' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Зочид буудлууд' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Хаан Палас' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Хаан Буудал' })).toHaveCount(0);
  await screenshot(page, testInfo, '09-property-list');

  // A phone: the tabs scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/p/${property.id}/edit`);
  await expect(page.getByLabel(fieldLabel('Буудлын нэр'))).toHaveValue('Хаан Палас');
  await screenshot(page, testInfo, '10-phone');
  await context.close();
});
