import { type Page, expect, test } from '@playwright/test';
import { logIn, newOwner, registerOwner } from './support';

/** A register number no other run has used (the data folder is fresh, but be safe). */
const registerNo = () => String(1_000_000 + Math.floor(Math.random() * 8_999_999));

/** The app shell marks its server-sent-events connection; wait until it is listening. */
const waitForLiveUpdates = (page: Page) =>
  expect(page.locator('[data-live-updates="open"]')).toBeAttached();

test('register a property: field errors, live list in another window, switch to English', async ({
  browser,
  request,
}) => {
  const owner = newOwner('properties');
  await registerOwner(request, owner);
  const staff = await browser.newContext();
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

  // Add a property with a wrong register number.
  await page.getByRole('button', { name: 'Буудал нэмэх' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Шинэ буудал бүртгэх' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Буудлын нэр').fill('Хан Палас');
  await dialog.getByLabel('Байгууллагын нэр').fill('Хан Палас ХХК');
  const registerNoInput = dialog.getByLabel('Байгууллагын регистрийн дугаар');
  await registerNoInput.fill('12345');
  await dialog.getByLabel('Имэйл хаяг').fill('info@khanpalace.mn');
  await dialog.getByLabel('Утасны дугаар').fill('+976 7011 2233');
  await dialog.getByRole('button', { name: 'Бүртгэх' }).click();

  // The server's message (in Mongolian) shows under that field, and only there.
  await expect(registerNoInput).toHaveAttribute('aria-invalid', 'true');
  await expect(registerNoInput).toHaveAccessibleErrorMessage(/7/);
  await expect(registerNoInput).toBeFocused();
  await expect(dialog.getByLabel('Буудлын нэр')).not.toHaveAttribute('aria-invalid', 'true');

  // Fix it: the dialog closes, a success notice shows, the list has the property (no reload).
  await registerNoInput.fill(registerNo());
  await dialog.getByRole('button', { name: 'Бүртгэх' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Буудал амжилттай бүртгэгдлээ')).toBeVisible();
  const row = page.getByRole('row', { name: /Хан Палас/ });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Хан Палас ХХК');
  await expect(row).toContainText(/Идэвхтэй|Баталгаажуулалт хүлээж буй/);

  // The colleague's list updated by itself (server-sent events), without a reload.
  await expect(other.getByRole('row', { name: /Хан Палас/ })).toBeVisible();
  await expect(other.getByText('Бүртгэлтэй буудал алга байна')).toBeHidden();

  // Switch to English: the URL gets the /en prefix, the heading and the row are in English.
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Properties' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const englishRow = page.getByRole('row', { name: /Хан Палас/ });
  await expect(englishRow).toContainText(/Active|Waiting for confirmation/);
  await expect(englishRow).toContainText('Reg. no.');
  await expect(page.getByRole('columnheader', { name: 'Property name' })).toBeVisible();

  // The choice is remembered: opening the bare root again lands on the English page.
  await page.goto('/');
  await expect(page).toHaveURL(/\/en\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Properties' })).toBeVisible();

  await staff.close();
  await colleague.close();
});

test('an unknown address shows the not-found page with a way back', async ({ page, request }) => {
  const owner = newOwner('not-found');
  await registerOwner(request, owner);
  await logIn(page, owner);
  await page.goto('/en/no/such/page');
  await expect(page.getByRole('heading', { name: 'Sorry, page not found!' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to properties' }).click();
  await expect(page).toHaveURL(/\/en\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Properties' })).toBeVisible();

  await page.goto('/nope');
  await expect(page.getByRole('heading', { name: 'Уучлаарай, хуудас олдсонгүй!' })).toBeVisible();
});
