import { expect, test } from '@playwright/test';
import { fieldLabel, newOwner, resetLinkFromOutbox, screenshot } from './support';

/** A register number no other run has used (the data folder is fresh, but be safe). */
const registerNo = () => String(1_000_000 + Math.floor(Math.random() * 8_999_999));

test('register, log in, keep the session, log out, forget and reset the password', async ({
  page,
}, testInfo) => {
  const owner = newOwner('auth');
  const newPassword = 'шинэ-нууц-үг-2027';
  const passwordField = (label = 'Нууц үг') => page.getByLabel(fieldLabel(label));

  // Register: the confirmation is checked in the browser first.
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Бүртгүүлэх' })).toBeVisible();
  await page.getByLabel(fieldLabel('Нэр')).fill(owner.name);
  await page.getByLabel('Албан тушаал').fill(owner.position);
  await page.getByLabel('Утасны дугаар').fill(owner.phoneNumber);
  await page.getByLabel('Имэйл хаяг').fill(owner.email);
  await passwordField().fill(owner.password);
  await passwordField('Нууц үгээ давтах').fill(`${owner.password}!`);
  await page.getByRole('button', { name: 'Бүртгүүлэх' }).click();
  await expect(passwordField('Нууц үгээ давтах')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Нууц үг таарахгүй байна.')).toBeVisible();
  await passwordField('Нууц үгээ давтах').fill(owner.password);
  await screenshot(page, testInfo, '01-register-form');
  await page.getByRole('button', { name: 'Бүртгүүлэх' }).click();

  // The success step: its button opens the login page with the e-mail filled in.
  await expect(page.getByRole('heading', { name: 'Бүртгэл амжилттай үүслээ' })).toBeVisible();
  await expect(page.getByText(owner.email)).toBeVisible();
  await screenshot(page, testInfo, '02-register-success');
  await page.getByRole('link', { name: 'Нэвтрэх' }).click();
  await expect(page).toHaveURL(/\/login\?email=/);
  await expect(page.getByLabel('Имэйл хаяг')).toHaveValue(owner.email);
  await expect(passwordField()).toBeFocused();
  await screenshot(page, testInfo, '03-login');

  // Log in: an owner without properties sees the empty list.
  await passwordField().fill(owner.password);
  await page.getByRole('button', { name: 'Нэвтрэх' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Зочид буудлууд' })).toBeVisible();
  await expect(page.getByText('Бүртгэлтэй буудал алга байна')).toBeVisible();
  await expect(page.getByRole('button', { name: /Хэрэглэгчийн цэс: Бат Болд/ })).toBeVisible();

  // Add a property: register number lookup first, then the property's details.
  await page.getByRole('button', { name: 'Буудал нэмэх' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Шинэ буудал бүртгэх' });
  await dialog.getByLabel('Байгууллагын регистрийн дугаар').fill(registerNo());
  await dialog.getByRole('button', { name: 'Үргэлжлүүлэх' }).click();
  await dialog.getByLabel('Буудлын нэр').fill('Хан Палас');
  await dialog.getByLabel('Байгууллагын нэр').fill('Хан Палас ХХК');
  await dialog.getByLabel('Имэйл хаяг').fill('info@khanpalace.mn');
  await dialog.getByRole('button', { name: 'Бүртгэх' }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('article', { name: 'Хан Палас' });
  await expect(card).toBeVisible();

  // A reload keeps the session.
  await page.reload();
  await expect(page.getByRole('article', { name: 'Хан Палас' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await screenshot(page, testInfo, '04-property-list');

  // The account menu: change password dialog, then log out.
  await page.getByRole('button', { name: /Хэрэглэгчийн цэс/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Гарах' })).toBeVisible();
  await screenshot(page, testInfo, '05-account-menu');
  await page.getByRole('menuitem', { name: 'Гарах' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Нэвтрэх' })).toBeVisible();

  // Logged out: the property list sends to login, remembering the page.
  await page.goto('/');
  await expect(page).toHaveURL(/\/login\?redirect=%2F$/);

  // A wrong password shows on the form (no redirect).
  await page.getByLabel('Имэйл хаяг').fill(owner.email);
  await passwordField().fill('буруу-нууц-үг');
  await page.getByRole('button', { name: 'Нэвтрэх' }).click();
  await expect(page.getByRole('alert')).toContainText('Имэйл хаяг эсвэл нууц үг буруу байна.');
  await expect(page).toHaveURL(/\/login\?redirect=%2F$/);
  await screenshot(page, testInfo, '06-login-wrong-password');

  // Forgot password: the e-mail goes along; the answer replaces the form.
  await page.getByRole('link', { name: 'Нууц үгээ мартсан уу?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Нууц үг сэргээх' })).toBeVisible();
  await expect(page.getByLabel('Имэйл хаяг')).toHaveValue(owner.email);
  await screenshot(page, testInfo, '07-forgot-password');
  await page.getByRole('button', { name: 'Холбоос илгээх' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Имэйлээ шалгана уу' })).toBeVisible();
  await screenshot(page, testInfo, '08-forgot-password-sent');

  // The e-mail (written to the server's outbox) links to the reset page.
  const link = await resetLinkFromOutbox(owner.email);
  expect(link).toMatch(/^\/password\/reset\/[^/?]+\?email=/);
  await page.goto(link);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Шинэ нууц үг тохируулах' }),
  ).toBeVisible();
  await expect(page.getByLabel('Имэйл хаяг')).toHaveValue(owner.email);
  await passwordField('Шинэ нууц үг').fill(newPassword);
  await passwordField('Шинэ нууц үгээ давтах').fill(newPassword);
  await screenshot(page, testInfo, '09-reset-password');
  await page.getByRole('button', { name: 'Нууц үг хадгалах' }).click();

  // Success: the login page, with a notice and the e-mail filled in.
  await expect(page).toHaveURL(/\/login\?email=/);
  await expect(page.getByText('Нууц үг амжилттай солигдлоо')).toBeVisible();
  await expect(page.getByLabel('Имэйл хаяг')).toHaveValue(owner.email);
  await screenshot(page, testInfo, '10-login-after-reset');

  // The link works once: opened again, it shows the lasting "expired" notice.
  await page.goto(link);
  await passwordField('Шинэ нууц үг').fill(newPassword);
  await passwordField('Шинэ нууц үгээ давтах').fill(newPassword);
  await page.getByRole('button', { name: 'Нууц үг хадгалах' }).click();
  await expect(page.getByText('Холбоосын хугацаа дууссан', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Шинэ холбоос авах' })).toHaveAttribute(
    'href',
    /\/forgot\/password\?email=/,
  );
  await screenshot(page, testInfo, '11-reset-link-expired');

  // The old password no longer works; the new one does.
  await page.goto(`/login?email=${encodeURIComponent(owner.email)}`);
  await passwordField().fill(owner.password);
  await page.getByRole('button', { name: 'Нэвтрэх' }).click();
  await expect(page.getByRole('alert')).toContainText('Имэйл хаяг эсвэл нууц үг буруу байна.');
  await passwordField().fill(newPassword);
  await page.getByRole('button', { name: 'Нэвтрэх' }).click();
  await expect(page.getByRole('article', { name: 'Хан Палас' })).toBeVisible();
});

test('English pages, and the remembered page after login', async ({ page, request }, testInfo) => {
  const owner = newOwner('auth-en');
  const registered = await request.post('/api/register', {
    data: owner,
    headers: { 'X-Language': 'en' },
  });
  expect(registered.status()).toBe(201);

  await page.goto('/en/no/such/page');
  await expect(page.getByRole('heading', { name: 'Sorry, page not found!' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to properties' }).click();
  await expect(page).toHaveURL(/\/en\/login\?redirect=%2F$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await screenshot(page, testInfo, 'en-01-login');

  await page.getByRole('link', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  await screenshot(page, testInfo, 'en-02-register');
  await page.getByRole('link', { name: 'Log in' }).click();
  // The register page has an E-mail field too: fill the login page's, once it is shown.
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();

  await page.getByLabel('E-mail').fill(owner.email);
  await page.getByLabel(fieldLabel('Password')).fill(owner.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/en\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Properties' })).toBeVisible();
  await expect(page.getByText('No properties yet')).toBeVisible();
  await screenshot(page, testInfo, 'en-03-empty-list');

  // Change password: the wrong current password shows under its field.
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await dialog.getByLabel(fieldLabel('Current password')).fill('not-my-password');
  await dialog.getByLabel(fieldLabel('New password')).fill('a-new-password-1');
  await dialog.getByLabel(fieldLabel('Repeat the new password')).fill('a-new-password-1');
  await dialog.getByRole('button', { name: 'Change' }).click();
  const current = dialog.getByLabel(fieldLabel('Current password'));
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await expect(current).toBeFocused();
  await screenshot(page, testInfo, 'en-04-change-password-error');
  await current.fill(owner.password);
  await dialog.getByRole('button', { name: 'Change' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Your password was changed')).toBeVisible();

  // Logged-in users do not see the login page.
  await page.goto('/en/login');
  await expect(page).toHaveURL(/\/en\/$/);
});
