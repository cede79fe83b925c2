import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { apiAs, newOwner, propertyThroughApi, registerOwner, screenshot, signIn } from './support';

/**
 * The printouts (docs/documents.md): a paid group's confirmation letter opened from the group
 * page's print menu in a tab of its own, switched to English; its figures are the folio's; the
 * page prints to PDF (kept with the test's artifacts to look at) without its controls.
 */
test("a group's documents from its print menu, in Mongolian and English, printed to PDF", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const owner = newOwner('documents');
  await registerOwner(request, owner);
  const propertyId = await propertyThroughApi(request, owner, {
    name: 'Баримтын буудал',
    roomTypes: [{ name: 'Стандарт', defaultPrice: 100000, occupancy: 2, names: ['101', '102'] }],
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
    roomTypes: [{ roomTypeId: type.id, numberOfGuests: 2, quantity: 2 }],
    guest: { name: 'Болд', surname: 'Бат', phoneNumber: '99112233' },
    status: 'confirmed',
  })) as { groupId: string; reservationIds: string[] };
  const cash = ((await get('/payment/methods')) as { data: { id: string }[] }).data[0]!.id;
  await post('/payments', {
    id: booked.reservationIds[0],
    pays: [{ paymentMethod: { id: cash }, amount: 150000 }],
  });

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, owner, `/p/${propertyId}/group/${booked.groupId}`);
  await page.getByRole('button', { name: 'Хэвлэх' }).click();
  const [letter] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('menuitem', { name: 'Захиалгын баталгаажуулалт' }).click(),
  ]);
  await letter.waitForLoadState();
  await expect(letter.getByRole('heading', { name: 'Захиалгын баталгаажуулалт' })).toBeVisible();
  // Two rooms of two nights at 100,000₮; 150,000₮ paid.
  const totals = letter.getByTestId('document-totals');
  await expect(totals).toContainText('400,000₮');
  await expect(totals).toContainText('150,000₮');
  await expect(totals).toContainText('250,000₮');
  await expect(letter.getByTestId('document-reservations').getByRole('row')).toHaveCount(3);
  await screenshot(letter, testInfo, 'letter-mn');
  await letter.pdf({ path: testInfo.outputPath('letter-mn.pdf'), format: 'A4' });

  // E-mailed with its PDF (the guest has no address: Send waits for a valid one).
  const address = letter.getByRole('textbox', { name: 'Имэйл хаяг' });
  const send = letter.getByRole('button', { name: 'Имэйлээр илгээх' });
  await expect(send).toBeDisabled();
  await address.fill('bold@example');
  await expect(send).toBeDisabled();
  await address.fill(`bold-${propertyId.slice(0, 8)}@example.mn`);
  await send.click();
  await expect(
    letter.getByText(`bold-${propertyId.slice(0, 8)}@example.mn хаяг руу илгээлээ.`),
  ).toBeVisible();
  const outbox = join(process.env.PMS_BROWSER_DATA_DIR ?? '', 'outbox');
  // The mail in the server's outbox: the HTML document and its PDF.
  await expect
    .poll(async () => {
      for (const name of await readdir(outbox).catch(() => [] as string[])) {
        const eml = await readFile(join(outbox, name), 'utf8');
        if (eml.includes(`bold-${propertyId.slice(0, 8)}@example.mn`)) {
          return eml.includes('text/html') && eml.includes('application/pdf');
        }
      }
      return false;
    })
    .toBe(true);

  await letter.getByRole('button', { name: 'English' }).click();
  await expect(letter.getByRole('heading', { name: 'Reservation confirmation' })).toBeVisible();
  await expect(totals).toContainText('Balance due');
  // An English document is mailed in English (issue 32; the spec hid sending in English).
  await expect(send).toBeVisible();
  await expect(
    letter.getByRole('group', { name: 'Имэйлийн хэл' }).getByRole('button', { name: 'EN' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await screenshot(letter, testInfo, 'letter-en');
  await letter.pdf({ path: testInfo.outputPath('letter-en.pdf'), format: 'A4' });
  // On paper the controls are gone: only the sheet prints.
  await letter.emulateMedia({ media: 'print' });
  await expect(letter.getByRole('button', { name: 'English' })).toBeHidden();
  await expect(letter.getByTestId('document-sheet')).toBeVisible();

  // The group's receipt (A5) lists the payment.
  await letter.goto(`/p/${propertyId}/print/gpay/${booked.groupId}`);
  await expect(letter.getByTestId('document-payments')).toContainText('150,000₮');
  await letter.pdf({ path: testInfo.outputPath('receipt-mn.pdf'), format: 'A5' });
});

/**
 * The group's invoice and its VAT receipt (docs/documents.md), from the group page's print
 * menu: the invoice prints the stays' folio (no invoice made yet); the receipt is issued for an
 * organisation (a bad register number refused first), from the real payments — cash and card —
 * and issuing again shows the same receipt number.
 */
test("a group's invoice and VAT receipt from its print menu", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const owner = newOwner('vat');
  await registerOwner(request, owner);
  const propertyId = await propertyThroughApi(request, owner, {
    name: 'НӨАТ буудал',
    roomTypes: [{ name: 'Стандарт', defaultPrice: 100000, occupancy: 2, names: ['101', '102'] }],
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
    roomTypes: [{ roomTypeId: type.id, numberOfGuests: 2, quantity: 2 }],
    guest: { name: 'Болд', surname: 'Бат', phoneNumber: '99112233' },
    status: 'confirmed',
  })) as { groupId: string; reservationIds: string[] };
  const cash = ((await get('/payment/methods')) as { data: { id: string }[] }).data[0]!.id;
  const card = (
    (await post('/payment/methods', {
      name: 'Карт',
      color: '#1c7df6',
      incomeTypes: ['paid', 'prepaid'],
    })) as { id: string }
  ).id;
  await post('/payments', {
    id: booked.reservationIds[0],
    pays: [
      { paymentMethod: { id: cash }, amount: 150000 },
      { paymentMethod: { id: card }, amount: 50000 },
    ],
  });
  await post('/payments', {
    id: booked.reservationIds[1],
    pays: [{ paymentMethod: { id: card }, amount: 200000 }],
  });

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, owner, `/p/${propertyId}/group/${booked.groupId}`);
  await page.getByRole('button', { name: 'Хэвлэх' }).click();
  const [invoice] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('menuitem', { name: 'Нэхэмжлэх хэвлэх' }).click(),
  ]);
  await invoice.waitForLoadState();
  await expect(invoice.getByRole('heading', { name: 'Нэхэмжлэх' })).toBeVisible();
  await expect(invoice.getByTestId('invoice-lines').getByRole('row')).toHaveCount(3);
  // Paid in full: the total, what was paid, nothing left to pay; the stays' own VAT
  // (18,182₮ of each 200,000₮), the same as the VAT receipt's and the receipt's below.
  const invoiceTotals = invoice.getByTestId('invoice-totals');
  await expect(invoiceTotals).toContainText('Нийт дүн400,000₮');
  await expect(invoiceTotals).toContainText('Төлсөн400,000₮');
  await expect(invoiceTotals).toContainText('Төлөх дүн0₮');
  await expect(invoiceTotals).toContainText('Үүнээс НӨАТ 10%36,364₮');
  await expect(invoice.getByTestId('invoice-customer')).toHaveText('Болд Бат');
  await screenshot(invoice, testInfo, 'invoice-mn');
  await invoice.pdf({ path: testInfo.outputPath('invoice-mn.pdf'), format: 'A4' });
  await invoice.close();

  await page.getByRole('button', { name: 'Хэвлэх' }).click();
  const [vat] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('menuitem', { name: 'НӨАТ-ын баримт' }).click(),
  ]);
  await vat.waitForLoadState();
  await expect(vat.getByRole('heading', { name: 'НӨАТ-ын баримт гаргах' })).toBeVisible();
  await vat.getByText('Байгууллага', { exact: true }).click();
  const registerNo = vat.getByLabel(/Байгууллагын регистрийн дугаар/);
  await registerNo.fill('12');
  await vat.getByRole('button', { name: 'Баримт гаргах' }).click();
  await expect(vat.getByText('Регистрийн дугаар 7 оронтой тоо байна.')).toBeVisible();
  await registerNo.fill('5012345');
  await vat.getByRole('button', { name: 'Баримт гаргах' }).click();
  const receipt = vat.getByTestId('vat-receipt');
  await expect(receipt).toBeVisible();
  await expect(vat.getByTestId('vat-totals')).toContainText('Нийт дүн400,000₮');
  await expect(vat.getByTestId('vat-totals')).toContainText('36,364₮');
  await expect(vat.getByTestId('vat-payments')).toContainText('Бэлэн мөнгө150,000₮');
  await expect(vat.getByTestId('vat-payments')).toContainText('250,000₮');
  await expect(vat.getByTestId('vat-qr').locator('svg')).toBeVisible();
  const number = (await vat.getByTestId('vat-facts').textContent()) ?? '';
  expect(number).toMatch(/L\d{4}-000001/);
  await screenshot(vat, testInfo, 'vat-mn');
  await vat.pdf({ path: testInfo.outputPath('vat-mn.pdf'), format: 'A5' });
  await vat.emulateMedia({ media: 'print' });
  await expect(vat.getByRole('button', { name: 'Хэвлэх' })).toBeHidden();
  await vat.emulateMedia({ media: 'screen' });

  // Back to step 1, and again: the same receipt.
  await vat.getByRole('button', { name: 'Буцах' }).click();
  await vat.getByRole('button', { name: 'Баримт харах' }).click();
  await expect(vat.getByTestId('vat-facts')).toHaveText(number);
  await vat.getByRole('button', { name: 'English' }).click();
  await expect(vat.getByRole('heading', { name: 'VAT receipt' })).toBeVisible();
  await screenshot(vat, testInfo, 'vat-en');

  // The group's receipt: quantity × price, each method's own amount, the same VAT.
  await vat.goto(`/p/${propertyId}/print/gpay/${booked.groupId}`);
  await expect(vat.getByTestId('document-charges')).toContainText('2100,000₮200,000₮');
  await expect(vat.getByTestId('document-payments')).toContainText(
    'Бэлэн мөнгө 150,000₮, Карт 50,000₮',
  );
  await expect(vat.getByTestId('document-totals')).toContainText('Үүнээс НӨАТ 10%36,364₮');
  await screenshot(vat, testInfo, 'receipt-mn');
});
