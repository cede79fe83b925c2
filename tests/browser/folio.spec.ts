import { type Locator, expect, test } from '@playwright/test';
import {
  apiAs,
  fieldLabel,
  newOwner,
  propertyThroughApi,
  registerOwner,
  screenshot,
  signIn,
} from './support';

/**
 * The folio as a front desk uses it (docs/folio.md): a prepaid deposit, check-in, the rest
 * settled in two payment methods, check-out; a receivable for an organisation paid later from
 * the incomes page. Screenshots of the payments panel, the pay dialog and the incomes list.
 */

/** A tugrik field shows separators until focused: focus first, then type over it. */
const fillMoney = async (field: Locator, digits: string) => {
  await field.focus();
  await field.fill(digits);
};

test('deposit, check-in, settle in two methods, check-out; a receivable paid later', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const owner = newOwner('folio');
  await registerOwner(request, owner);
  const propertyId = await propertyThroughApi(request, owner, {
    name: 'Төлбөрийн буудал',
    roomTypes: [
      {
        name: 'Стандарт',
        defaultPrice: 100000,
        occupancy: 2,
        hasExtraBed: true,
        extraBeds: 1,
        names: ['101', '102'],
      },
    ],
  });
  const { post, get } = await apiAs(request, owner, propertyId);
  await post('/payment/methods', {
    name: 'Карт',
    color: '#6b46c1',
    incomeTypes: ['paid', 'prepaid'],
  });
  await post('/payment/methods', {
    name: 'Нэхэмжлэх',
    color: '#c05621',
    incomeTypes: ['receivable'],
  });
  await post('/extrabed/policies', {
    ageType: 'any',
    priceType: 'mnt',
    price: 20000,
    minAge: 0,
    maxAge: 18,
  });
  const category = (
    (await get('/service/categories')) as { data: { id: string; isDefault: boolean }[] }
  ).data.find((c) => c.isDefault)!.id;
  await post('/services', { name: 'Минибар', price: 15000, serviceCategory: { id: category } });
  const today = (await get('/today')).date as string;
  const plus = (days: number) => {
    const d = new Date(`${today}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + days);
    return d.toISOString().slice(0, 10);
  };
  await signIn(page, owner);

  // Book room 101 for two nights through the stepper's API; open it.
  const type = (
    (await get('/room/types?with=rooms')) as {
      data: { id: string; rooms: { id: string; name: string }[] }[];
    }
  ).data[0]!;
  const room = (name: string) => type.rooms.find((r) => r.name === name)!.id;
  const booking = (roomName: string, surname: string) => ({
    stayType: 'night',
    checkIn: today,
    checkOut: plus(2),
    roomId: room(roomName),
    roomTypes: [{ roomTypeId: type.id, numberOfGuests: 2, quantity: 1 }],
    guest: { name: 'Бат', surname },
  });
  const first = (await post('/reservations/book', booking('101', 'Дорж'))) as {
    reservationIds: string[];
  };
  await page.goto(`/p/${propertyId}/reservation/${first.reservationIds[0]}`);
  const panel = page.getByTestId('payments-panel');
  await expect(panel.getByText('Төлбөр бүртгэгдээгүй байна.')).toBeVisible();

  // A prepaid deposit of 50 000 in cash.
  await panel.getByRole('button', { name: 'Төлбөр нэмэх' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByText('Урьдчилгаа', { exact: true }).click();
  await dialog
    .getByLabel(fieldLabel('1. Төлбөрийн хэрэгсэл'))
    .selectOption({ label: 'Бэлэн мөнгө' });
  // Tab from the method into the pre-filled amount (200,000) and type: the amount is replaced
  // by what was typed, never appended to.
  await dialog.getByLabel(fieldLabel('1. Төлбөрийн хэрэгсэл')).focus();
  await page.keyboard.press('Tab');
  await page.keyboard.type('50,000');
  await expect(dialog.getByLabel(fieldLabel('1. Дүн'))).toHaveValue('50,000');
  await expect(dialog.getByRole('heading', { name: /үлдэх 150/ })).toBeVisible();
  await dialog.getByLabel('Тэмдэглэл').fill('Утсаар захиалсан, урьдчилгаа');
  await screenshot(page, testInfo, '01-deposit-dialog-mn');
  await dialog.getByRole('button', { name: 'Төлбөр бүртгэх' }).click();
  await expect(page.getByText('Төлбөр бүртгэгдлээ.')).toBeVisible();
  await expect(panel.getByTestId('payment-row')).toHaveCount(1);
  // The posted amount is what was typed.
  await expect(panel.getByTestId('payment-row')).toContainText('50,000₮');
  await expect(page.getByTestId('folio-totals')).toContainText('150');
  // Something is paid: the dates are locked.
  await expect(page.getByRole('button', { name: 'Огноо солих' })).toBeDisabled();

  // The guest had two minibar items and an extra bed for one night: the price follows.
  const services = page.getByTestId('services-panel');
  await services.getByRole('button', { name: 'Үйлчилгээ нэмэх' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel(fieldLabel('Ангилал')).selectOption({ index: 1 });
  await dialog.getByLabel(fieldLabel('Үйлчилгээ')).selectOption({ label: 'Минибар · 15,000₮' });
  await dialog.getByLabel(fieldLabel('Тоо')).fill('2');
  await expect(dialog.getByTestId('service-total')).toContainText('30,000₮');
  await dialog.getByRole('button', { name: 'Нэмэх' }).click();
  await expect(services.getByTestId('service-row')).toHaveCount(1);
  const beds = page.getByTestId('extra-beds-panel');
  await beds.getByRole('button', { name: 'Нэмэлт ор нэмэх' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel(fieldLabel('Бодлого')).selectOption({ index: 1 });
  await dialog.getByLabel(fieldLabel('Хоног')).fill('1');
  await dialog.getByRole('button', { name: 'Нэмэх' }).click();
  await expect(beds.getByTestId('extra-bed-row')).toHaveCount(1);
  await expect(beds.getByRole('button', { name: 'Нэмэлт ор нэмэх' })).toHaveCount(0);
  await expect(page.getByTestId('folio-totals')).toContainText('250,000₮');
  await screenshot(page, testInfo, '02-charges-mn');

  // Check in.
  await page.getByRole('button', { name: 'Төлөв солих' }).click();
  await page.getByRole('menuitem', { name: 'Байрласан' }).click();
  dialog = page.getByRole('dialog', { name: 'Төлөв солих уу?' });
  await dialog.getByRole('button', { name: 'Тийм, солих' }).click();
  await expect(page.getByText(/Байрласан төлөвт шилжлээ/)).toBeVisible();

  // The rest: 150 000 in cash (the guest hands over 160 000: 10 000 change) and 50 000 by card.
  await panel.getByRole('button', { name: 'Төлбөр нэмэх' }).click();
  dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel(fieldLabel('1. Дүн'))).toHaveValue(/200/);
  // More than is due cannot be posted: the field says so and the button is off.
  await fillMoney(dialog.getByLabel(fieldLabel('1. Дүн')), '210000');
  await expect(dialog.getByText(/10,000₮-өөр их байна/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Төлбөр бүртгэх' })).toBeDisabled();
  await fillMoney(dialog.getByLabel(fieldLabel('1. Дүн')), '150000');
  await fillMoney(dialog.getByLabel('1. Авсан мөнгө'), '160000');
  await expect(dialog.getByText('Буцааж өгөх хариулт: 10,000₮')).toBeVisible();
  await dialog.getByRole('button', { name: 'Мөр нэмэх' }).click();
  await dialog.getByLabel(fieldLabel('2. Төлбөрийн хэрэгсэл')).selectOption({ label: 'Карт' });
  await expect(dialog.getByLabel(fieldLabel('2. Дүн'))).toHaveValue('50,000');
  // A card line takes no money handed over: no change on it.
  await expect(dialog.getByLabel('2. Авсан мөнгө')).toHaveCount(0);
  await screenshot(page, testInfo, '03-settle-dialog-mn');
  await dialog.getByRole('button', { name: 'Төлбөр бүртгэх' }).click();
  await expect(page.getByText(/Хариулт: 10/)).toBeVisible();
  await expect(panel.getByTestId('payment-row')).toHaveCount(2);
  await expect(panel.getByRole('button', { name: 'Төлбөр нэмэх' })).toHaveCount(0);
  await screenshot(page, testInfo, '04-folio-mn');

  // Check out: the balance is 0.
  await page.getByRole('button', { name: 'Төлөв солих' }).click();
  await page.getByRole('menuitem', { name: 'Гарсан' }).click();
  dialog = page.getByRole('dialog', { name: 'Төлөв солих уу?' });
  await dialog.getByRole('button', { name: 'Тийм, солих' }).click();
  await expect(page.getByText(/Гарсан төлөвт шилжлээ/)).toBeVisible();

  // A company's guest: the stay goes on a receivable, the guest's balance is settled.
  const second = (await post('/reservations/book', booking('102', 'Сүх'))) as {
    reservationIds: string[];
  };
  await page.goto(`/p/${propertyId}/reservation/${second.reservationIds[0]}`);
  await panel.getByRole('button', { name: 'Төлбөр нэмэх' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByText('Авлага', { exact: true }).click();
  await expect(dialog.getByRole('button', { name: 'Мөр нэмэх' })).toHaveCount(0);
  await expect(dialog.getByLabel(fieldLabel('Баримтын төрөл'))).toHaveValue('organization');
  await dialog.getByLabel(fieldLabel('1. Төлбөрийн хэрэгсэл')).selectOption({ label: 'Нэхэмжлэх' });
  await dialog.getByRole('button', { name: 'Төлбөр бүртгэх' }).click();
  await expect(page.getByText('Төлбөр бүртгэгдлээ.')).toBeVisible();
  await expect(panel.getByText('Төлөгдөөгүй')).toBeVisible();

  // The incomes page: the receivable is owed; the company pays it by card.
  await page.getByRole('link', { name: 'Орлого' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Орлого' })).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(4);
  await screenshot(page, testInfo, '05-incomes-mn-list');
  await page.getByRole('tab', { name: 'Авлага' }).click();
  await expect(page.getByRole('row')).toHaveCount(2);
  // Owed, so its notes can still be corrected; the details show them.
  await page.getByRole('button', { name: /орлогыг засах/ }).click();
  dialog = page.getByRole('dialog', { name: 'Орлого засах' });
  await dialog.getByLabel(fieldLabel('Тэмдэглэл')).fill('Гэрээ Г-17, сарын эцэст');
  await dialog.getByRole('button', { name: 'Хадгалах' }).click();
  await expect(page.getByText('Орлогыг хадгаллаа.')).toBeVisible();
  await page.getByRole('button', { name: /орлогын дэлгэрэнгүй/ }).click();
  dialog = page.getByRole('dialog', { name: 'Орлогын дэлгэрэнгүй' });
  await expect(dialog.getByTestId('income-detail')).toContainText('Гэрээ Г-17, сарын эцэст');
  await expect(dialog.getByTestId('income-detail')).toContainText('Байгууллага');
  await screenshot(page, testInfo, '05-income-detail-mn');
  await dialog.getByRole('button', { name: 'Хаах' }).first().click();
  await page.getByRole('button', { name: /авлагыг төлөх/ }).click();
  dialog = page.getByRole('dialog', { name: 'Авлага төлөх' });
  await dialog.getByLabel(fieldLabel('1. Төлбөрийн хэрэгсэл')).selectOption({ label: 'Карт' });
  await screenshot(page, testInfo, '06-pay-receivable-mn');
  await dialog.getByRole('button', { name: 'Төлбөр бүртгэх' }).click();
  await expect(page.getByText('Авлага төлөгдлөө.')).toBeVisible();
  await expect(page.getByRole('button', { name: /авлагыг төлөх/ })).toHaveCount(0);
  await expect(page.getByTestId(/income-\d+-receivable/)).toContainText(today);

  // An invoice for the company's group, e-mailed (the outbox takes it), then shown as sent.
  await page.goto(`/p/${propertyId}/reservation/${second.reservationIds[0]}`);
  await page
    .getByRole('link', { name: /Групп №/ })
    .first()
    .click();
  await page.getByRole('link', { name: 'Нэхэмжлэх үүсгэх' }).click();
  await expect(page.getByText('Шинэ нэхэмжлэх').first()).toBeVisible();
  await page.getByLabel(fieldLabel('Харилцагчийн нэр')).fill('Аялал Тур ХХК');
  await page.getByLabel(fieldLabel('Регистрийн дугаар')).fill('5012345');
  await page.getByLabel(fieldLabel('Гэрээний дугаар')).fill('Г-17');
  await expect(page.getByTestId('invoice-preview')).toContainText('200,000₮');
  await screenshot(page, testInfo, '07-new-invoice-mn');
  await page.getByRole('button', { name: 'Нэхэмжлэх үүсгэх' }).click();
  await expect(page.getByText('№1 нэхэмжлэх үүслээ.')).toBeVisible();
  const sheet = page.getByTestId('invoice-sheet');
  await expect(sheet).toContainText('НЭХЭМЖЛЭХ №1');
  await expect(sheet).toContainText('Аялал Тур ХХК');
  await expect(page.getByTestId('invoice-totals')).toContainText('200,000₮');
  // The group's only payment is the company's receivable, which the company paid above by
  // card: the invoice counts it as received, and nothing is left to pay.
  await expect(page.getByTestId('invoice-payments')).toContainText('Нийт төлсөн: 200,000₮');
  await expect(page.getByTestId('invoice-payments')).toContainText('Карт');
  await expect(page.getByTestId('invoice-to-pay')).toHaveText(/^Төлөх дүн\s*0₮$/);
  await page.getByRole('button', { name: 'Имэйлээр илгээх' }).click();
  dialog = page.getByRole('dialog', { name: 'Нэхэмжлэх илгээх' });
  await dialog.getByLabel(fieldLabel('Имэйл')).fill('finance@aylal.mn');
  await dialog.getByRole('button', { name: 'Илгээх' }).click();
  await expect(page.getByTestId('invoice-sent-to')).toHaveText('finance@aylal.mn хаягт илгээсэн');
  await expect(page.getByRole('button', { name: 'Имэйлээр илгээх' })).toHaveCount(0);
  await screenshot(page, testInfo, '08-invoice-mn');
  await page.getByRole('link', { name: 'Нэхэмжлэх' }).first().click();
  await expect(page.getByTestId('invoice-1')).toContainText('finance@aylal.mn');

  // In English.
  await page.goto(`/en/p/${propertyId}/incomes`);
  await expect(page.getByRole('heading', { level: 1, name: 'Incomes' })).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(4);
  await screenshot(page, testInfo, '09-incomes-en');
});

test('a card payment gives no change; a canceled stay’s deposit is refunded', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const owner = newOwner('refund');
  await registerOwner(request, owner);
  const propertyId = await propertyThroughApi(request, owner, {
    name: 'Буцаалтын буудал',
    roomTypes: [{ name: 'Стандарт', defaultPrice: 280000, occupancy: 2, names: ['201'] }],
  });
  const { post, get } = await apiAs(request, owner, propertyId);
  await post('/payment/methods', {
    name: 'Карт',
    color: '#6b46c1',
    incomeTypes: ['paid', 'prepaid'],
  });
  const today = (await get('/today')).date as string;
  const type = ((await get('/room/types')) as { data: { id: string }[] }).data[0]!;
  const checkOut = new Date(`${today}T00:00:00Z`);
  checkOut.setUTCDate(checkOut.getUTCDate() + 2);
  const booked = (await post('/reservations/book', {
    stayType: 'night',
    checkIn: today,
    checkOut: checkOut.toISOString().slice(0, 10),
    roomTypes: [{ roomTypeId: type.id, numberOfGuests: 2, quantity: 1 }],
    guest: { name: 'Сараа', surname: 'Бат' },
  })) as { reservationIds: string[] };
  const id = booked.reservationIds[0]!;
  await signIn(page, owner, `/p/${propertyId}/reservation/${id}`);
  const panel = page.getByTestId('payments-panel');

  // A deposit of 560 000 by card: no "money received" field, and the toast names no change.
  await panel.getByRole('button', { name: 'Төлбөр нэмэх' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByText('Урьдчилгаа', { exact: true }).click();
  await dialog.getByLabel(fieldLabel('1. Төлбөрийн хэрэгсэл')).selectOption({ label: 'Карт' });
  await expect(dialog.getByLabel(fieldLabel('1. Дүн'))).toHaveValue('560,000');
  await expect(dialog.getByLabel('1. Авсан мөнгө')).toHaveCount(0);
  await screenshot(page, testInfo, '10-card-payment-mn');
  await dialog.getByRole('button', { name: 'Төлбөр бүртгэх' }).click();
  await expect(page.getByText('Төлбөр бүртгэгдлээ.', { exact: true })).toBeVisible();
  await expect(page.getByText(/Хариулт/)).toHaveCount(0);

  // The guest cancels (no fee): the deposit is money to give back.
  await post('/reservations/status', {
    id,
    status: 'canceled',
    oldStatus: 'pending',
    cancellationPayment: 0,
    isPaid: false,
  });
  await page.reload();
  await expect(page.getByTestId('folio-totals')).toContainText('Буцаан олгох');
  await expect(page.getByTestId('folio-totals')).toContainText('560,000₮');

  // Refund it in part by card, then the rest: the refunds show under the deposit.
  await panel.getByRole('button', { name: /төлбөрөөс буцаан олгох/ }).click();
  dialog = page.getByRole('dialog', { name: 'Буцаан олголт' });
  await expect(dialog.getByLabel(fieldLabel('Дүн'))).toHaveValue('560,000');
  await expect(dialog.getByRole('button', { name: 'Буцаан олгох' })).toBeDisabled();
  await fillMoney(dialog.getByLabel(fieldLabel('Дүн')), '600000');
  await expect(dialog.getByText('Хамгийн ихдээ 560,000₮ буцаан олгоно.')).toBeVisible();
  await fillMoney(dialog.getByLabel(fieldLabel('Дүн')), '500000');
  await dialog.getByLabel(fieldLabel('Шалтгаан')).fill('Зочин захиалгаа цуцалсан');
  await screenshot(page, testInfo, '11-refund-dialog-mn');
  await dialog.getByRole('button', { name: 'Буцаан олгох' }).click();
  await expect(page.getByText('500,000₮ буцаан олгов.')).toBeVisible();
  await expect(panel.getByTestId('refund-row')).toHaveCount(1);
  await expect(page.getByTestId('folio-totals')).toContainText('60,000₮');
  await panel.getByRole('button', { name: /төлбөрөөс буцаан олгох/ }).click();
  dialog = page.getByRole('dialog', { name: 'Буцаан олголт' });
  await expect(dialog.getByLabel(fieldLabel('Дүн'))).toHaveValue('60,000');
  await dialog.getByLabel(fieldLabel('Шалтгаан')).fill('Үлдэгдэл');
  await dialog.getByRole('button', { name: 'Буцаан олгох' }).click();
  await expect(panel.getByTestId('refund-row')).toHaveCount(2);
  await expect(panel.getByRole('button', { name: /төлбөрөөс буцаан олгох/ })).toHaveCount(0);
  await expect(page.getByTestId('folio-totals')).toContainText('0₮');
  await screenshot(page, testInfo, '12-refunded-mn');

  // The incomes page lists the refunds as negative incomes of their own type.
  await page.goto(`/p/${propertyId}/incomes`);
  await expect(page.getByTestId(/income-\d+-refund/)).toHaveCount(2);
  await expect(page.getByTestId(/income-\d+-refund/).first()).toContainText('-');
  await screenshot(page, testInfo, '13-incomes-refunds-mn');
});
