import { type APIRequestContext, expect, test } from '@playwright/test';
import { addDays } from '@hotel/events/dates';
import {
  apiAs,
  fieldLabel,
  newOwner,
  type Owner,
  propertyThroughApi,
  registerOwner,
  screenshot,
  signIn,
} from './support';

const HEADERS = { 'X-Requested-With': 'XMLHttpRequest', 'X-Language': 'mn' };

/** An owner's property, made through the API (the test is about its policies). */
const propertyOf = async (request: APIRequestContext, owner: Owner): Promise<string> => {
  const login = await request.post('/api/login', {
    data: { email: owner.email, password: owner.password },
    headers: HEADERS,
  });
  expect(login.status(), await login.text()).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const created = await request.post('/api/hotels', {
    data: {
      name: 'Цэцэг Зочид Буудал',
      registerNo: String(1_000_000 + Math.floor(Math.random() * 8_999_999)),
      companyName: 'Цэцэг ХХК',
    },
    headers: { ...HEADERS, Authorization: `Bearer ${accessToken}` },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
};

test('the owner sets the cancellation, children and extra-bed policies', async ({
  page,
  request,
}, testInfo) => {
  // A long flow through three panels and five dialogs.
  test.setTimeout(120_000);
  const owner = newOwner('policies-owner');
  await registerOwner(request, owner);
  const propertyId = await propertyOf(request, owner);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, owner, `/p/${propertyId}/s/policies`);
  await expect(page.getByRole('heading', { level: 1, name: 'Бодлого, журам' })).toBeVisible();

  const cancellation = page.getByRole('region', { name: 'Цуцлалтын бодлого' });
  const extraBeds = page.getByRole('region', { name: 'Нэмэлт орны бодлого' });
  const children = page.getByRole('region', { name: 'Хүүхдийн бодлого' });
  await expect(cancellation.getByText('Цуцлалтын бодлого тохируулаагүй байна')).toBeVisible();
  await expect(extraBeds.getByText('Нэмэлт орны бодлого алга')).toBeVisible();
  await expect(children.getByLabel('Хүүхдийн нас')).toHaveValue('12');
  await screenshot(page, testInfo, '01-policies-empty');

  // Cancellation: 10% until 3 days before arrival, 50% after; a prepayment is required.
  await cancellation.getByRole('button', { name: 'Тохируулах' }).click();
  const dialog = page.getByRole('dialog', { name: 'Цуцлалтын бодлогын тохиргоо' });
  const time = dialog.getByLabel('Цуцлах хугацаа');
  const percent = dialog.getByLabel('Суутгах хувь');
  const addition = dialog.getByLabel('Нэмэлт хувь');
  await expect(addition).toBeDisabled();
  // Deadlines at an hour of the day are not offered (settings spec §4).
  await expect(time.locator('option', { hasText: '18:00' })).toHaveCount(0);
  await percent.selectOption({ label: '10%' });
  await time.selectOption({ label: 'Ирэхээс 3 хоногийн өмнө' });
  await expect(addition).toBeEnabled();
  // Only percents above the chosen one: 20% … 100%, besides "none".
  await expect(addition.locator('option')).toHaveCount(10);
  await addition.selectOption({ label: '50%' });
  await dialog.getByText('Урьдчилгаа төлбөр шаардлагатай').click();
  const summary =
    'Ирэхээс 3 хоногийн өмнө хүртэл цуцалбал нийт төлбөрийн 10 хувийг, түүнээс хойш цуцлах эсвэл зочин ирээгүй тохиолдолд 50 хувийг суутгана.';
  await expect(dialog.getByText(summary)).toBeVisible();
  await screenshot(page, testInfo, '02-cancellation-dialog');
  // Clearing the deadline clears the additional percent and disables it again.
  await time.selectOption({ label: 'Хугацаагүй' });
  await expect(addition).toBeDisabled();
  await expect(addition).toHaveValue('');
  await time.selectOption({ label: 'Ирэхээс 3 хоногийн өмнө' });
  await addition.selectOption({ label: '50%' });
  await dialog.getByRole('button', { name: 'Хадгалах' }).click();
  await expect(dialog).toBeHidden();
  await expect(cancellation.getByTestId('cancellation-summary')).toHaveText(summary);
  await expect(
    cancellation.getByText('Захиалгыг баталгаажуулахад урьдчилгаа төлбөр шаардлагатай.'),
  ).toBeVisible();
  await expect(cancellation.getByText('Төлбөртэй цуцлалт')).toBeVisible();

  // A child policy: ages 0 to under 6 pay 15,000₮ a night.
  await children.getByRole('button', { name: 'Бодлого нэмэх' }).click();
  const childDialog = page.getByRole('dialog', { name: 'Хүүхдийн бодлого нэмэх' });
  const minAge = childDialog.getByLabel(fieldLabel('Доод нас'));
  const maxAge = childDialog.getByLabel(fieldLabel('Дээд нас'));
  // Minimum below the child age 12; maximum above the minimum and at most 12.
  await expect(minAge.locator('option:not([value=""])')).toHaveCount(12);
  await minAge.selectOption('6');
  await expect(maxAge.locator('option:not([value=""])')).toHaveCount(6);
  await minAge.selectOption('0');
  await maxAge.selectOption('6');
  await childDialog.getByLabel(fieldLabel('Үнийн төрөл')).selectOption({ label: 'Үнэгүй' });
  await expect(childDialog.getByLabel(fieldLabel('Нэг шөнийн үнэ'))).toHaveCount(0);
  await childDialog.getByLabel(fieldLabel('Үнийн төрөл')).selectOption({ label: 'Төгрөг (₮)' });
  await childDialog.getByLabel(fieldLabel('Нэг шөнийн үнэ')).fill('15000');
  await screenshot(page, testInfo, '03-child-policy-dialog');
  await childDialog.getByRole('button', { name: 'Нэмэх' }).click();
  await expect(childDialog).toBeHidden();
  const childRow = children.getByRole('listitem').filter({ hasText: '0–6 нас' });
  await expect(childRow).toContainText('15,000₮');

  // Editing keeps the ages locked.
  await childRow.getByRole('button', { name: /Засах/ }).click();
  const editChild = page.getByRole('dialog', { name: 'Хүүхдийн бодлого засах' });
  await expect(editChild.getByLabel(fieldLabel('Доод нас'))).toBeDisabled();
  await expect(editChild.getByLabel(fieldLabel('Дээд нас'))).toBeDisabled();
  await editChild.getByRole('button', { name: 'Болих' }).click();
  await expect(editChild).toBeHidden();

  // An extra bed for adults at 40,000₮ a night; no percent price for extra beds.
  await extraBeds.getByRole('button', { name: 'Бодлого нэмэх' }).click();
  const bedDialog = page.getByRole('dialog', { name: 'Нэмэлт орны бодлого нэмэх' });
  await expect(bedDialog.getByLabel(fieldLabel('Доод нас'))).toHaveValue('18');
  await expect(bedDialog.getByLabel(fieldLabel('Дээд нас'))).toHaveValue('18');
  await expect(
    bedDialog.getByLabel(fieldLabel('Үнийн төрөл')).locator('option', { hasText: '%' }),
  ).toHaveCount(0);
  await bedDialog.getByLabel(fieldLabel('Насны ангилал')).selectOption({ label: 'Бүх нас' });
  await expect(bedDialog.getByLabel(fieldLabel('Доод нас'))).toHaveValue('0');
  await bedDialog.getByLabel(fieldLabel('Насны ангилал')).selectOption({ label: 'Том хүн' });
  await bedDialog.getByLabel(fieldLabel('Нэг шөнийн үнэ')).fill('40000');
  await bedDialog.getByRole('button', { name: 'Нэмэх' }).click();
  await expect(bedDialog).toBeHidden();
  await expect(extraBeds.getByRole('listitem').filter({ hasText: 'Том хүн (18+)' })).toContainText(
    '40,000₮',
  );

  // The child age cannot leave the policy outside it: the server says why under the selector.
  await children.getByLabel('Хүүхдийн нас').selectOption('5');
  await expect(
    children.getByText('Хүүхдийн бодлого 6 нас хүртэл тогтоосон байна.', { exact: false }),
  ).toBeVisible();
  await expect(children.getByLabel('Хүүхдийн нас')).toHaveValue('12');
  await children.getByLabel('Хүүхдийн нас').selectOption('14');
  await expect(children.getByLabel('Хүүхдийн нас')).toHaveValue('14');
  await expect(children.getByText('14 нас хүрээгүй зочид хүүхэд гэж тооцогдоно.')).toBeVisible();

  await page.mouse.move(0, 0);
  await screenshot(page, testInfo, '04-policies-set');

  // The same page in English, after a reload (everything was stored).
  await page.goto(`/en/p/${propertyId}/s/policies`);
  await expect(page.getByRole('heading', { level: 1, name: 'Policies' })).toBeVisible();
  await expect(
    page.getByText(
      'Cancellations until 3 days before arrival are charged 10% of the reservation total; later cancellations and no-shows 50%.',
    ),
  ).toBeVisible();
  await expect(page.getByText('Ages 0 to under 6')).toBeVisible();
  await expect(page.getByText('Adults (18+)')).toBeVisible();
  await screenshot(page, testInfo, '05-policies-en');
});

test('cancelling shows the fee with the policy’s rule, paid by a method, and the detail tells the truth', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const owner = newOwner('fee-owner');
  await registerOwner(request, owner);
  const propertyId = await propertyThroughApi(request, owner, {
    name: 'Торгуулийн буудал',
    roomTypes: [{ name: 'Стандарт', defaultPrice: 100_000, occupancy: 2, names: ['101'] }],
  });
  const api = await apiAs(request, owner, propertyId);
  // 10 % up to 3 days before arrival, 50 % of the whole stay after it and for a no-show.
  await api.post('/cancellation/policies', {
    cancellationTime: { id: 'd3' },
    cancellationPercent: { id: 'p10' },
    cancellationAdditionPercent: { id: 'p50' },
  });
  const types = (await api.get('/room/types')) as { data: { id: string }[] };
  const { workingDate } = (await api.get('/reservations')) as { workingDate: string };
  const booked = await api.post('/reservations/book', {
    stayType: 'night',
    checkIn: addDays(workingDate, 1),
    checkOut: addDays(workingDate, 3),
    roomTypes: [{ roomTypeId: types.data[0]!.id, numberOfGuests: 2, quantity: 1 }],
    guest: { name: 'Сарантуяа' },
  });
  const id = (booked.reservationIds as string[])[0]!;

  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, owner, `/p/${propertyId}/reservation/${id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Захиалгын дэлгэрэнгүй' }),
  ).toBeVisible();
  await page.getByRole('button', { name: '1 дугаар захиалгын төлөв солих' }).click();
  await page.getByRole('menuitem', { name: 'Цуцлагдсан' }).click();
  const dialog = page.getByRole('dialog', { name: 'Төлөв солих уу?' });
  const fee = dialog.getByLabel(fieldLabel('Цуцлалтын төлбөр'));
  await expect(fee).toHaveValue('100000');
  await expect(dialog.getByTestId('fee-rule')).toHaveText(
    'Бодлогоор: нийт төлбөрийн 50%, ирэхээс 1 хоногийн өмнө цуцалсан (хугацаа 3 хоног)',
  );
  await dialog.getByText('Төлбөр төлөгдсөн').click();
  await expect(dialog.getByLabel('Төлбөрийн хэрэгсэл')).toBeVisible();
  await screenshot(page, testInfo, '06-cancel-dialog-rule');
  await dialog.getByRole('button', { name: 'Тийм, солих' }).click();
  await expect(page.getByText('1 дугаар захиалга Цуцлагдсан төлөвт шилжлээ.')).toBeVisible();

  // The detail: the fee with its rule, paid by the method, nothing owed.
  const summary = page.getByTestId('fee-summary');
  await expect(summary.getByTestId('price-fee')).toContainText('100,000₮');
  await expect(summary.getByTestId('price-fee')).toContainText('нийт төлбөрийн 50%');
  await expect(summary.getByTestId('price-paid')).toContainText('100,000₮');
  await expect(summary.getByTestId('price-balance')).toContainText('0₮');
  // The payments panel says the same: the fee, paid, nothing due (not "total 200,000 / paid 0").
  const totals = page.getByTestId('folio-totals');
  await expect(totals).toContainText('Цуцлалтын торгууль');
  await expect(totals).not.toContainText('200,000₮');
  await page.mouse.move(0, 0);
  await screenshot(page, testInfo, '07-canceled-detail');
});
