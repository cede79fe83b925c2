import { type Locator, type Page, expect, test } from '@playwright/test';
import {
  fieldLabel,
  newOwner,
  propertyThroughApi,
  registerOwner,
  screenshot,
  signIn,
} from './support';

const DAY_MS = 86_400_000;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The Monday of this week in the property's time zone (the week holds the working date). */
const thisMonday = (): string => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ulaanbaatar' }).format(
    new Date(),
  );
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay() || 7;
  return addDays(today, 1 - weekday);
};

/** A date's cell of a plan's row (its accessible name starts with the plan and the date). */
const cell = (scope: Page | Locator, plan: string, date: string) =>
  scope.getByRole('button', { name: new RegExp(`^${plan}, ${date}: `) });

test('rate plans, a week of rates with weekday toggles, the rates calendar and one day', async ({
  page,
  request,
}, testInfo) => {
  const owner = newOwner('rates-owner');
  await registerOwner(request, owner);
  const propertyId = await propertyThroughApi(request, owner, {
    name: 'Улаанбаатар Зочид Буудал',
    roomTypes: [
      { name: 'Стандарт хоёр ор', defaultPrice: 150000, occupancy: 2, names: ['101'] },
      { name: 'Люкс', defaultPrice: 320000, occupancy: 2, names: ['501'] },
    ],
  });
  await page.setViewportSize({ width: 1440, height: 960 });
  await signIn(page, owner);

  // Rate plans: a card per room type, none has a plan yet.
  await page.goto(`/p/${propertyId}/s/rate/plans`);
  await expect(page.getByRole('heading', { level: 1, name: 'Үнийн төрөл' })).toBeVisible();
  const standard = page.getByRole('region', { name: 'Стандарт хоёр ор' });
  await expect(standard.getByText('Үнийн төрөл алга')).toBeVisible();

  // A daily plan with breakfast, sent to OTAs.
  await standard.getByRole('button', { name: 'Үнийн төрөл нэмэх' }).click();
  let dialog = page.getByRole('dialog', { name: 'Шинэ үнийн төрөл' });
  await dialog.getByLabel(fieldLabel('Нэр')).fill('Үндсэн үнэ');
  await dialog.getByText('Өглөөний цай').click();
  await dialog.getByText('OTA сувгууд руу илгээх').click();
  await screenshot(page, testInfo, '01-rate-plan-dialog');
  await dialog.getByRole('button', { name: 'Үнийн төрөл нэмэх' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Үнийн төрөл нэмэгдлээ')).toBeVisible();
  await expect(standard.getByRole('row', { name: /Үндсэн үнэ/ })).toContainText('BB');

  // A second OTA plan of the room type is refused; the reason shows under the switch.
  await standard.getByRole('button', { name: 'Үнийн төрөл нэмэх' }).click();
  dialog = page.getByRole('dialog', { name: 'Шинэ үнийн төрөл' });
  await dialog.getByLabel(fieldLabel('Нэр')).fill('Хямдрал');
  await expect(dialog.getByText('Одоо «Үндсэн үнэ» үнийн төрөлд идэвхтэй')).toBeVisible();
  await dialog.getByText('OTA сувгууд руу илгээх').click();
  await dialog.getByRole('button', { name: 'Үнийн төрөл нэмэх' }).click();
  await expect(dialog.getByText('Нэг өрөөний төрөлд зөвхөн нэг OTA үнэ байна.')).toBeVisible();
  await screenshot(page, testInfo, '02-only-one-ota');
  await dialog.getByRole('button', { name: 'Болих' }).click();
  await expect(dialog).toBeHidden();

  // Occupancy discounts: the main row is locked; a row switches on only with a discount.
  await standard.getByRole('button', { name: 'Үндсэн үнэ-ийн хүний тооны хөнгөлөлт' }).click();
  dialog = page.getByRole('dialog', { name: 'Хүний тооны хөнгөлөлт' });
  const single = dialog.getByTestId('occupancy-1');
  const active = single.getByRole('switch', { name: '1 том хүн-ий хөнгөлөлт идэвхтэй' });
  await expect(active).toBeDisabled();
  await expect(
    dialog.getByTestId('occupancy-2').getByText('Үндсэн', { exact: true }),
  ).toBeVisible();
  await single.getByRole('textbox', { name: '1 том хүн-ий хөнгөлөлт' }).fill('20000');
  await expect(active).toBeEnabled();
  // The switch (its label wraps the hidden checkbox).
  await single.locator('label').click();
  await expect(active).toBeChecked();
  await expect(single.getByText('Үндсэн үнээр 130,000₮')).toBeVisible();
  await screenshot(page, testInfo, '03-occupancy-dialog');
  await dialog.getByRole('button', { name: 'Хадгалах' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Хүний тооны хөнгөлөлтийг хадгаллаа')).toBeVisible();
  await screenshot(page, testInfo, '04-rate-plans');

  // The plan's daily rates: this week, Monday to Friday 100,000₮ with a 2-night minimum.
  await standard.getByRole('link', { name: 'Өдрийн үнэ' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Өдрийн үнэ' })).toBeVisible();
  const monday = thisMonday();
  const sunday = addDays(monday, 6);
  await page.getByLabel(fieldLabel('Эхлэх огноо')).fill(monday);
  await page.getByLabel(fieldLabel('Дуусах огноо')).fill(sunday);
  const save = page.getByRole('button', { name: 'Үнэ хадгалах' });
  // 'All days' clears the seven days: nothing to save, 'choose price day'.
  await page.getByText('Бүх өдөр').click();
  await expect(save).toBeDisabled();
  await expect(page.getByText('Үнийн өдөр сонгоно уу.').first()).toBeVisible();
  for (const day of ['Даваа', 'Мягмар', 'Лхагва', 'Пүрэв', 'Баасан']) {
    await page.getByRole('button', { name: day, exact: true }).click();
  }
  await expect(page.getByText('5 өдөр өөрчлөгдөнө')).toBeVisible();
  await page.getByRole('textbox', { name: /^Үнэ/ }).fill('100000');
  await page.getByLabel('Хамгийн бага хоног').fill('2');
  await screenshot(page, testInfo, '05-daily-rates-form');
  await save.click();
  await expect(page.getByText('Үнийг хадгаллаа')).toBeVisible();
  const grid = page.getByTestId('rate-month-grid');
  await expect(cell(grid, 'Үндсэн үнэ', monday)).toContainText('100,000');

  // The weekend: 20 % above the default price, closed to arrival.
  for (const day of ['Даваа', 'Мягмар', 'Лхагва', 'Пүрэв', 'Баасан', 'Бямба', 'Ням']) {
    await page.getByRole('button', { name: day, exact: true }).click();
  }
  await expect(page.getByText('2 өдөр өөрчлөгдөнө')).toBeVisible();
  await page.getByRole('radio', { name: 'Үндсэн үнээс хувиар' }).click();
  await page.getByRole('textbox', { name: /^Үнэ/ }).fill('20');
  await page.getByLabel('Хамгийн бага хоног').fill('');
  await page
    .getByRole('radiogroup', { name: 'Ирэх хаалттай' })
    .getByRole('radio', { name: 'Хаах' })
    .click();
  await save.click();
  await expect(page.getByText('Үнийг хадгаллаа').first()).toBeVisible();
  await expect(cell(grid, 'Үндсэн үнэ', addDays(monday, 5))).toContainText('180,000');
  await screenshot(page, testInfo, '06-daily-rates-saved');

  // The rates calendar: a timeline per room type; Люкс has no plan.
  await page.goto(`/p/${propertyId}/rates?start=${monday}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Үнийн хуанли' })).toBeVisible();
  const timeline = page.getByRole('region', { name: 'Стандарт хоёр ор' });
  await expect(cell(page, 'Үндсэн үнэ', monday)).toContainText('100,000₮');
  await expect(cell(page, 'Үндсэн үнэ', monday)).toHaveAccessibleName(/Хамгийн багадаа 2 хоног/);
  await expect(cell(page, 'Үндсэн үнэ', addDays(monday, 5))).toContainText('180,000₮');
  await expect(cell(page, 'Үндсэн үнэ', addDays(monday, 6))).toHaveAccessibleName(/Ирэх хаалттай/);
  await expect(
    page.getByRole('region', { name: 'Люкс' }).getByText('Энэ өрөөний төрөлд үнэ байхгүй байна.'),
  ).toBeVisible();
  await screenshot(page, testInfo, '07-rates-calendar-week');

  // One day from the calendar: Wednesday 120,000₮ and stop sell.
  const wednesday = addDays(monday, 2);
  await cell(page, 'Үндсэн үнэ', wednesday).click();
  dialog = page.getByRole('dialog', { name: new RegExp(`^${wednesday}, Лхагва`) });
  // The price field has the focus: digits only while it is edited.
  await expect(dialog.getByRole('textbox', { name: /^Үнэ/ })).toHaveValue('100000');
  await dialog.getByRole('textbox', { name: /^Үнэ/ }).fill('120000');
  await dialog.getByText('Борлуулалт зогсоох').click();
  await screenshot(page, testInfo, '08-rate-day-dialog');
  await dialog.getByRole('button', { name: 'Хадгалах' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${wednesday}-ний үнийг хадгаллаа`)).toBeVisible();
  await expect(cell(page, 'Үндсэн үнэ', wednesday)).toContainText('120,000₮');
  await expect(cell(page, 'Үндсэн үнэ', wednesday)).toHaveAccessibleName(/Борлуулалт зогссон/);
  // Only that date changed.
  await expect(cell(page, 'Үндсэн үнэ', addDays(monday, 3))).toContainText('100,000₮');
  await expect(timeline).toBeVisible();

  // The month view: 30 days from the start date.
  await page.getByRole('radio', { name: 'Сар' }).click();
  await expect(page).toHaveURL(/view=month/);
  await expect(cell(page, 'Үндсэн үнэ', addDays(monday, 29))).toBeVisible();
  await expect(cell(page, 'Үндсэн үнэ', addDays(monday, 29))).toContainText('150,000₮');
  // The plans column stays while the dates scroll.
  await timeline
    .locator('> div')
    .first()
    .evaluate((box) => {
      box.scrollLeft = 900;
    });
  await expect(timeline.getByRole('rowheader', { name: /Үндсэн үнэ/ })).toBeInViewport();
  // The other room types' timelines scroll with it (same dates in the same columns).
  await expect
    .poll(() =>
      page
        .getByRole('region', { name: 'Люкс' })
        .locator('> div')
        .first()
        .evaluate((box) => box.scrollLeft),
    )
    .toBe(900);
  await screenshot(page, testInfo, '09-rates-calendar-month');
});
