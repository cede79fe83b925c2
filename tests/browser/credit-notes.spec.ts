import { expect, test } from '@playwright/test';
import { apiAs, newOwner, propertyThroughApi, registerOwner, screenshot, signIn } from './support';

/**
 * Credit notes (docs/documents.md), as the front desk and the accountant do it: a paid group's
 * VAT receipt is voided with a reason and its numbered credit note shows and prints; an invoice
 * is credited in full from its page and reads "credited"; the Invoices list's New invoice asks
 * for the stay.
 */
test('void a VAT receipt and credit an invoice', async ({ page, request }, testInfo) => {
  test.setTimeout(180_000);
  const owner = newOwner('credit');
  await registerOwner(request, owner);
  const propertyId = await propertyThroughApi(request, owner, {
    name: 'Буцаалт буудал',
    roomTypes: [{ name: 'Стандарт', defaultPrice: 100000, occupancy: 2, names: ['101'] }],
  });
  const { post, get } = await apiAs(request, owner, propertyId);
  const today = (await get('/today')).date as string;
  const type = ((await get('/room/types')) as { data: { id: string }[] }).data[0]!;
  const checkOut = new Date(`${today}T00:00:00Z`);
  checkOut.setUTCDate(checkOut.getUTCDate() + 2);
  const booked = (await post('/reservations/book', {
    stayType: 'night',
    checkIn: today,
    checkOut: checkOut.toISOString().slice(0, 10),
    roomTypes: [{ roomTypeId: type.id, numberOfGuests: 2, quantity: 1 }],
    guest: { name: 'Болд', surname: 'Бат', phoneNumber: '99112233' },
    status: 'confirmed',
  })) as { groupId: string; reservationIds: string[] };
  const cash = ((await get('/payment/methods')) as { data: { id: string }[] }).data[0]!.id;
  await post('/payments', {
    id: booked.reservationIds[0],
    pays: [{ paymentMethod: { id: cash }, amount: 200000 }],
  });
  const issued = (await post('/vat-receipts', {
    groupId: booked.groupId,
    billType: 'individual',
  })) as { ddtd: string };
  const invoice = (await post('/invoices', {
    groupId: booked.groupId,
    customer: {
      customerName: 'Говь Тур ХХК',
      invoiceDate: today,
      paymentPeriod: checkOut.toISOString().slice(0, 10),
    },
    items: [],
  })) as { id: string; number: number };

  await page.setViewportSize({ width: 1280, height: 900 });

  // The VAT receipt: void it with a reason (none first: refused on the field).
  await signIn(page, owner, `/p/${propertyId}/print/vat/${booked.groupId}`);
  await expect(page.getByText(`№${issued.ddtd}`, { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Баримтыг хүчингүй болгох' }).click();
  await page.getByRole('button', { name: 'Буцаалтын баримтаар хүчингүй болгох' }).click();
  await expect(page.getByText('Баримтыг хүчингүй болгох шалтгааныг бичнэ үү.')).toBeVisible();
  await page.getByLabel(/Шалтгаан/).fill('Худалдан авагч байгууллага байсан');
  await page.getByRole('button', { name: 'Буцаалтын баримтаар хүчингүй болгох' }).click();
  const row = page.getByTestId('vat-credit-note');
  await expect(row).toContainText(`${today.slice(0, 4)}-R000001`);
  await expect(row).toContainText('Худалдан авагч байгууллага байсан');
  await expect(row).toContainText('-200,000');
  // The group's receipt is free again: issuing is offered.
  await expect(page.getByRole('button', { name: 'Баримт гаргах' })).toBeVisible();
  await screenshot(page, testInfo, 'vat-voided');

  await row.getByRole('link', { name: 'Хэвлэх' }).click();
  const sheet = page.getByTestId('vat-credit-note-sheet');
  await expect(sheet).toContainText('НӨАТ-ын буцаалтын баримт');
  await expect(page.getByTestId('vat-credit-note-facts')).toContainText(issued.ddtd);
  await expect(page.getByTestId('vat-credit-note-totals')).toContainText('Нийт буцаасан-200,000');
  await screenshot(page, testInfo, 'vat-credit-note');

  // The invoice: credit everything that remains; it reads "credited".
  await page.goto(`/p/${propertyId}/invoice/${invoice.id}`);
  await page.getByRole('button', { name: 'Кредитлэх' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/Шалтгаан/).fill('Захиалга цуцлагдсан');
  await dialog.getByRole('button', { name: 'Кредит нот үүсгэх' }).click();
  await expect(page.getByTestId('credit-note-1')).toContainText('Захиалга цуцлагдсан');
  await expect(page.getByTestId('credit-status').first()).toHaveText('Бүрэн буцаасан');
  await expect(page.getByTestId('invoice-credit-summary')).toContainText('Үлдсэн 0');
  await screenshot(page, testInfo, 'invoice-credited');
  await page.getByTestId('credit-note-1').getByRole('link', { name: 'Хэвлэх' }).click();
  await expect(page.getByTestId('credit-note-sheet')).toContainText('КРЕДИТ НОТ №1');
  await screenshot(page, testInfo, 'invoice-credit-note');

  // The list's New invoice asks for the stay first.
  await page.goto(`/p/${propertyId}/invoices`);
  await page.getByRole('link', { name: 'Шинэ нэхэмжлэх' }).click();
  await expect(page.getByText('Аль байрлалтад нэхэмжлэх үүсгэх вэ?')).toBeVisible();
  await page.getByRole('link', { name: 'Энэ захиалга' }).first().click();
  await expect(page.getByTestId('invoice-candidate').first()).toBeVisible();
  await screenshot(page, testInfo, 'new-invoice');
});
