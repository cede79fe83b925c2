import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { addDays, dateInTimeZone } from '@hotel/events/dates';
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
 * Allotments (issue 36, part 4; docs/allotments.md): the owner makes a contract with a tour
 * operator on the Allotments page, the operator's booking picks up a room, the pick-up report
 * shows it night by night, and a rooming list with one bad row books nothing and names the row.
 */

const today = dateInTimeZone(new Date(), 'Asia/Ulaanbaatar');
const day = (n: number) => addDays(today, n);

/** An .xlsx rooming list in the template's column order, from row 2 on. */
const roomingFile = async (rows: (string | number)[][]): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Rooming list');
  sheet.addRow(['Нэр', 'Овог', 'Утас', 'Ирэх', 'Гарах', 'Зочдын тоо', 'Өрөөний төрөл', '']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

test('make an allotment, book against it, read the pick-up; a rooming list with a bad row', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const owner = newOwner('allotments');
  await registerOwner(request, owner);
  const propertyId = await propertyThroughApi(request, owner, {
    name: 'Квотын буудал',
    roomTypes: [
      { name: 'Стандарт', defaultPrice: 100000, occupancy: 2, names: ['101', '102', '103'] },
    ],
  });
  const api = await apiAs(request, owner, propertyId);
  const partner = (await api.post('/partners', { name: 'Жуулчин ХХК', type: 'partner' }))
    .id as string;
  const types = (await api.get('/room/types')) as { data: { id: string }[] };
  const roomTypeId = types.data[0]!.id;

  await signIn(page, owner, `/p/${propertyId}/allotments`);
  await expect(page.getByRole('heading', { level: 1, name: 'Квот' })).toBeVisible();
  await expect(page.getByText('Гэрээ алга')).toBeVisible();

  // Two rooms a night for the operator, nights 5–7, released 3 days before.
  await page.getByRole('button', { name: 'Шинэ гэрээ' }).click();
  const dialog = page.getByRole('dialog', { name: 'Шинэ квотын гэрээ' });
  await dialog.getByLabel(fieldLabel('Эхний шөнө')).fill(day(5));
  await dialog.getByLabel(fieldLabel('Сүүлийн шөнө')).fill(day(7));
  await dialog.getByLabel(fieldLabel('Шөнөд өрөө')).fill('2');
  await dialog.getByLabel(fieldLabel('Чөлөөлөх хоног')).fill('3');
  await dialog.getByLabel(fieldLabel('Шөнийн гэрээний үнэ')).fill('120000');
  await screenshot(page, testInfo, '01-allotment-dialog-mn');
  await dialog.getByRole('button', { name: 'Гэрээ байгуулах' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Гэрээ байгууллаа')).toBeVisible();
  const row = page.getByTestId('allotment-1');
  await expect(row).toContainText('№1 Жуулчин ХХК');
  await expect(row).toContainText('0 / 6');

  // The operator's booking of nights 5–6 picks up a room of the allotment.
  await api.post('/reservations/book', {
    stayType: 'night',
    checkIn: day(5),
    checkOut: day(7),
    partner: { id: partner },
    roomTypes: [{ roomTypeId, numberOfGuests: 2, quantity: 1 }],
    guest: { name: 'Бат' },
  });
  await expect(row).toContainText('2 / 6');
  await screenshot(page, testInfo, '02-allotments-mn');

  await row.getByRole('link', { name: '№1 Жуулчин ХХК' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Квотын ашиглалт' })).toBeVisible();
  await expect(page.getByTestId('total-pickedUp')).toHaveText('2');
  await expect(page.getByTestId('total-remaining')).toHaveText('4');
  await expect(page.getByTestId(`night-${day(5)}`)).toContainText('1');
  await expect(page.getByTestId(`night-${day(7)}`)).toContainText('2');

  // A rooming list whose second guest leaves before arriving: nothing is booked.
  await page.getByTestId('rooming-file').setInputFiles({
    name: 'rooming.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await roomingFile([
      ['Дорж', 'Бат', '', day(5), day(6), 2, 'Стандарт'],
      ['Сараа', '', '', day(6), day(5), 1, 'Стандарт'],
    ]),
  });
  const problems = page.getByRole('table', { name: 'Зочдын жагсаалтын алдаа' });
  await expect(problems).toBeVisible();
  await expect(problems.getByRole('row')).toHaveCount(2);
  await expect(problems).toContainText('3');
  await expect(problems).toContainText('Гарах (YYYY-MM-DD)');
  await screenshot(page, testInfo, '03-rooming-list-refused-mn');
  await expect(page.getByTestId('total-pickedUp')).toHaveText('2');

  // The list put right: both guests booked in one go, picked up from the allotment.
  await page.getByTestId('rooming-file').setInputFiles({
    name: 'rooming.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await roomingFile([
      ['Дорж', 'Бат', '', day(5), day(6), 2, 'Стандарт'],
      ['Сараа', '', '', day(6), day(7), 1, 'Стандарт'],
    ]),
  });
  await expect(page.getByText('2 захиалга бүртгэлээ')).toBeVisible();
  await expect(problems).toBeHidden();
  await expect(page.getByTestId('total-pickedUp')).toHaveText('4');
});
