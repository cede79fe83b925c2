import { type Locator, type TestInfo, expect, test } from '@playwright/test';
import {
  apiAs,
  fieldLabel,
  newOwner,
  propertyThroughApi,
  registerOwner,
  SCREENSHOTS,
  signIn,
} from './support';

/** A screenshot of one part of the screen (the dialog, the payments panel), kept and attached. */
const shoot = async (part: Locator, testInfo: TestInfo, name: string) => {
  if (!SCREENSHOTS) return;
  await part.page().waitForTimeout(400);
  const path = testInfo.outputPath(`${name}.png`);
  await part.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
};

/**
 * Payer routing as a front desk uses it (docs/folio.md "Payer routing"): a company pays the
 * room and its taxes, the guest the minibar. The desk splits the folio in the "Payers" dialog,
 * sees a block per payer window with its balance, takes the guest's cash for the services'
 * window and a receivable for the company's, and checks the guest out once both are settled.
 */
test('the room and taxes to a company, the minibar to the guest; both windows settled, check-out', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const owner = newOwner('routing');
  await registerOwner(request, owner);
  const propertyId = await propertyThroughApi(request, owner, {
    name: 'Төлөгчийн буудал',
    roomTypes: [{ name: 'Стандарт', defaultPrice: 100000, occupancy: 2, names: ['101'] }],
  });
  const { post, get } = await apiAs(request, owner, propertyId);
  await post('/payment/methods', {
    name: 'Нэхэмжлэх',
    color: '#c05621',
    incomeTypes: ['receivable'],
  });
  await post('/taxes', { name: 'Хотын татвар', percentage: 1, inclusive: false });
  await post('/partners', { name: 'Монос ХХК', type: 'client', registerNo: '5123456' });
  const category = (
    (await get('/service/categories')) as { data: { id: string; isDefault: boolean }[] }
  ).data.find((c) => c.isDefault)!.id;
  const minibar = (await post('/services', {
    name: 'Минибар',
    price: 15000,
    serviceCategory: { id: category },
  })) as { id: string };
  const today = (await get('/today')).date as string;
  const checkOut = new Date(`${today}T00:00:00Z`);
  checkOut.setUTCDate(checkOut.getUTCDate() + 2);
  const type = (
    (await get('/room/types?with=rooms')) as {
      data: { id: string; rooms: { id: string }[] }[];
    }
  ).data[0]!;
  const id = (
    (await post('/reservations/book', {
      stayType: 'night',
      checkIn: today,
      checkOut: checkOut.toISOString().slice(0, 10),
      roomId: type.rooms[0]!.id,
      roomTypes: [{ roomTypeId: type.id, numberOfGuests: 2, quantity: 1 }],
      guest: { name: 'Бат', surname: 'Дорж' },
      status: 'confirmed',
    })) as { reservationIds: string[] }
  ).reservationIds[0]!;
  await post('/reservations/status', { id, status: 'checked-in' });
  await post('/items', {
    id,
    serviceCategory: { id: category },
    service: { id: minibar.id },
    quantity: 1,
  });

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, owner, `/p/${propertyId}/reservation/${id}`);
  const panel = page.getByTestId('payments-panel');

  // "Payers": a second window paid by the company takes the room and the taxes.
  await panel.getByRole('button', { name: 'Төлөгч', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Төлөгч нэмэх' }).click();
  await dialog
    .getByLabel(fieldLabel('2-р цонхыг төлөх байгууллага'))
    .selectOption({ label: 'Монос ХХК' });
  await dialog.getByLabel('Өрөө', { exact: true }).selectOption({ label: '2-р цонх · Монос ХХК' });
  await dialog
    .getByLabel('Татвар', { exact: true })
    .selectOption({ label: '2-р цонх · Монос ХХК' });
  // Room 200,000 and the 1 % city tax on the whole stay (215,000): 2,150.
  await expect(dialog.getByTestId('routing-window-2')).toContainText('202,150₮');
  await expect(dialog.getByTestId('routing-window-1')).toContainText('15,000₮');
  await shoot(dialog, testInfo, '01-routing-dialog-mn');
  await dialog.getByRole('button', { name: 'Хадгалах' }).click();
  await expect(dialog).toHaveCount(0);

  // Two windows, each with its payer, charges and balance.
  const guest = panel.getByTestId('folio-window-1');
  const company = panel.getByTestId('folio-window-2');
  await expect(guest.getByTestId('window-payer')).toHaveText('Бат Дорж');
  await expect(guest.getByTestId('window-kinds')).toHaveText('Төлөх: Үйлчилгээ, Нэмэлт ор');
  await expect(guest.getByTestId('window-totals')).toContainText('15,000₮');
  await expect(company.getByTestId('window-payer')).toHaveText('Монос ХХК');
  await expect(company.getByTestId('window-kinds')).toHaveText('Төлөх: Өрөө, Татвар');
  await expect(company.getByTestId('window-totals')).toContainText('202,150₮');

  // The guest pays the minibar in cash: the dialog asks for the window's 15,000, not the stay's.
  await guest.getByRole('button', { name: 'Төлбөр нэмэх: 1-р цонх · Бат Дорж' }).click();
  await expect(dialog.getByLabel(fieldLabel('1. Дүн'))).toHaveValue('15,000');
  await dialog.getByRole('button', { name: 'Төлбөр бүртгэх' }).click();
  await expect(guest.getByTestId('payment-row')).toHaveCount(1);

  // Check-out waits for the company's window, and says so.
  const actions = page.getByTestId('status-actions');
  await expect(actions.getByRole('button', { name: 'Гаргах', exact: true })).toBeDisabled();
  await expect(actions.getByTestId('action-reason')).toContainText(
    '2-р цонх · Монос ХХК — 202,150₮',
  );

  // The company's share as a receivable (its payer pays later, from the incomes page).
  await company.getByRole('button', { name: 'Төлбөр нэмэх: 2-р цонх · Монос ХХК' }).click();
  await dialog.getByText('Авлага', { exact: true }).click();
  await dialog.getByLabel(fieldLabel('1. Төлбөрийн хэрэгсэл')).selectOption({ label: 'Нэхэмжлэх' });
  await expect(dialog.getByLabel(fieldLabel('1. Дүн'))).toHaveValue('202,150');
  await dialog.getByRole('button', { name: 'Төлбөр бүртгэх' }).click();
  await expect(company.getByTestId('payment-row')).toHaveCount(1);
  await expect(company.getByTestId('window-totals')).toContainText('0₮');
  await shoot(panel, testInfo, '02-folio-two-windows-mn');

  // Both windows settled: the guest checks out.
  await actions.getByRole('button', { name: 'Гаргах', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Тийм, солих' }).click();
  await expect(page.getByTestId('status-actions')).toHaveCount(0);
  await expect(
    page.getByRole('heading', { level: 2 }).locator('..').getByText('Гарсан', { exact: true }),
  ).toBeVisible();

  // The company's receipt: its window's charges and payment only, naming its payer.
  const [receipt] = await Promise.all([
    page.waitForEvent('popup'),
    company.getByRole('link', { name: 'Баримт' }).click(),
  ]);
  const sheet = receipt.getByTestId('document-sheet');
  await expect(sheet.getByTestId('receipt-payer')).toHaveText('Төлөгч: Монос ХХК (2-р цонх)');
  await expect(sheet.getByTestId('document-charges')).toContainText('200,000₮');
  await expect(sheet.getByTestId('document-charges')).not.toContainText('Минибар');
  await expect(sheet.getByTestId('document-payments')).toContainText('202,150₮');
});
