import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { fieldLabel, newOwner, type Owner, registerOwner, screenshot, signIn } from './support';

/** A register number no other run has used (the data folder is fresh, but be safe). */
const registerNo = () => String(1_000_000 + Math.floor(Math.random() * 8_999_999));

const HEADERS = { 'X-Requested-With': 'XMLHttpRequest', 'X-Language': 'mn' };

/** The owner's side of the API, for setting up what the test is not about. */
const ownerApi = async (request: APIRequestContext, owner: Owner) => {
  const login = await request.post('/api/login', {
    data: { email: owner.email, password: owner.password },
    headers: HEADERS,
  });
  expect(login.status(), await login.text()).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  return async <T>(path: string, data: unknown, slug?: string): Promise<T> => {
    const response = await request.post(path, {
      data,
      headers: {
        ...HEADERS,
        Authorization: `Bearer ${accessToken}`,
        ...(slug ? { 'X-Slug': slug } : {}),
      },
    });
    expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
    return (await response.json()) as T;
  };
};

/** The side menu of the property area (the permanent one; the drawer has its own copy). */
const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Үндсэн цэс' }).first();

test('the owner manages roles and users; staff see only what their role allows', async ({
  browser,
  request,
}, testInfo) => {
  // Set up through the API: an owner with a property, a role "Хүлээн авах" that may only see
  // reservations, and a staff member holding it.
  const owner = newOwner('staff-owner');
  await registerOwner(request, owner);
  const post = await ownerApi(request, owner);
  const property = await post<{ id: string }>('/api/hotels', {
    name: 'Хан Палас',
    registerNo: registerNo(),
    companyName: 'Хан Палас ХХК',
    email: null,
    phone: null,
  });
  const reception = await post<{ id: string }>(
    '/api/roles',
    { name: 'Хүлээн авах', permissions: ['show-reservations'] },
    property.id,
  );
  const clerk = {
    name: 'Сараа Бат',
    position: 'Ресепшн',
    phoneNumber: '+976 8811 2233',
    email: `staff-clerk-${Date.now().toString(36)}@hotel.mn`,
    password: 'ресепшн-2026',
    role: { id: reception.id },
  };
  await post('/api/users', clerk, property.id);
  const home = new RegExp(`/p/${property.id}$`);

  // The owner opens the property from the list.
  const ownerContext = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  const page = await ownerContext.newPage();
  await signIn(page, owner, '/');
  await page.getByRole('link', { name: 'Хан Палас буудлыг нээх' }).click();
  await expect(page).toHaveURL(home);
  await expect(page.getByRole('heading', { level: 2, name: 'Хан Палас' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Нүүр' })).toBeVisible();
  await expect(page.getByTestId('system-date')).toContainText(/\d{4}-\d{2}-\d{2}/);
  const menu = sideMenu(page);
  await expect(menu.getByRole('link', { name: 'Нүүр' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByText('Тохиргоо', { exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Хэрэглэгчийн эрх' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Хэрэглэгчид' })).toBeVisible();
  // The owner sees every entry: home, the calendar, reservations, blocks, housekeeping, guests,
  // the rates calendar, allotments, invoices, incomes, the report, the activity log, the night
  // audit, setup, and fourteen settings pages (calendar sync and channel connections the newest,
  // issue 36).
  await expect(menu.getByRole('link')).toHaveCount(28);
  await expect(menu.getByRole('link', { name: 'Хуанли синхрончлол' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Үйлдлийн бүртгэл' })).toBeVisible();
  await screenshot(page, testInfo, '01-owner-home');

  // Roles: the default role and the one made through the API. The list names its property.
  const rolesRead = page.waitForRequest(
    (r) => r.method() === 'GET' && new URL(r.url()).pathname === '/api/roles',
  );
  await menu.getByRole('link', { name: 'Хэрэглэгчийн эрх' }).click();
  expect((await rolesRead).headers()['x-slug']).toBe(property.id);
  await expect(page).toHaveURL(new RegExp(`/p/${property.id}/s/roles$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Хэрэглэгчийн эрх' })).toBeVisible();
  const managerRow = page.getByRole('row', { name: /Менежер/ });
  await expect(managerRow).toContainText('Үндсэн');
  await expect(managerRow).toContainText('Бүх зөвшөөрөл (19)');
  await expect(managerRow.getByRole('button', { name: 'Менежер эрхийг устгах' })).toBeDisabled();
  await expect(page.getByRole('row', { name: /Хүлээн авах/ })).toContainText('1 зөвшөөрөл');

  // Add a role: the server's message shows under the empty name; select all, untick one.
  await page.getByRole('button', { name: 'Эрх нэмэх' }).click();
  const dialog = page.getByRole('dialog', { name: 'Шинэ эрх нэмэх' });
  await expect(dialog.getByText('Тайлан харах')).toBeVisible();
  await dialog.getByRole('button', { name: 'Нэмэх' }).click();
  const name = dialog.getByLabel(fieldLabel('Эрхийн нэр'));
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toBeFocused();
  await name.fill('Нягтлан');
  await dialog.getByText('Бүгдийг сонгох').click();
  await expect(dialog.getByText('19/19 сонгосон')).toBeVisible();
  await dialog.getByText('Хэрэглэгч, эрх удирдах').click();
  await expect(dialog.getByText('18/19 сонгосон')).toBeVisible();
  await screenshot(page, testInfo, '02-role-dialog');
  await dialog.getByRole('button', { name: 'Нэмэх' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Эрх нэмэгдлээ')).toBeVisible();
  await expect(page.getByRole('row', { name: /Нягтлан/ })).toContainText('18 зөвшөөрөл');

  // A role someone holds cannot be deleted: the server says so.
  await page.getByRole('button', { name: 'Хүлээн авах эрхийг устгах' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Эрх устгах' });
  await confirm.getByRole('button', { name: 'Устгах' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('row', { name: /Хүлээн авах/ })).toBeVisible();
  await expect(
    page.getByText('Энэ эрхтэй хэрэглэгч байгаа тул устгах боломжгүй.', { exact: true }),
  ).toBeVisible();
  await screenshot(page, testInfo, '03-roles');

  // Users: the role name is the position; the owner is marked.
  const usersRead = page.waitForRequest(
    (r) => r.method() === 'GET' && new URL(r.url()).pathname === '/api/users',
  );
  await sideMenu(page).getByRole('link', { name: 'Хэрэглэгчид' }).click();
  expect((await usersRead).headers()['x-slug']).toBe(property.id);
  await expect(page.getByRole('heading', { level: 1, name: 'Хэрэглэгчид' })).toBeVisible();
  const clerkRow = page.getByRole('row', { name: /Сараа Бат/ });
  await expect(clerkRow).toContainText('Хүлээн авах');
  await expect(clerkRow).toContainText(clerk.email);
  await expect(clerkRow.getByRole('button', { name: /эзэмшигч болгох/ })).toHaveCount(0);
  const ownerRow = page.getByRole('row', { name: new RegExp(owner.name) });
  await expect(ownerRow).toContainText('Эзэмшигч');
  await expect(ownerRow.getByRole('button')).toHaveCount(0);
  await screenshot(page, testInfo, '04-users');
  await page.getByRole('button', { name: 'Хэрэглэгч нэмэх' }).click();
  const userDialog = page.getByRole('dialog', { name: 'Шинэ хэрэглэгч нэмэх' });
  await expect(userDialog.getByRole('option', { name: 'Нягтлан' })).toBeAttached();
  await screenshot(page, testInfo, '05-user-dialog');
  await userDialog.getByRole('button', { name: 'Болих' }).click();
  await ownerContext.close();

  // The staff member has one hotel: logging in goes straight into it.
  const staffContext = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  const staff = await staffContext.newPage();
  await staff.goto('/login');
  await staff.getByLabel('Имэйл хаяг').fill(clerk.email);
  await staff.getByLabel(fieldLabel('Нууц үг')).fill(clerk.password);
  await staff.getByRole('button', { name: 'Нэвтрэх' }).click();
  await expect(staff).toHaveURL(home);
  await expect(staff.getByRole('heading', { level: 2, name: 'Хан Палас' })).toBeVisible();
  const staffMenu = sideMenu(staff);
  await expect(staffMenu.getByRole('link')).toHaveCount(1);
  await expect(staffMenu.getByRole('link', { name: 'Нүүр' })).toBeVisible();
  await expect(staffMenu.getByText('Тохиргоо', { exact: true })).toHaveCount(0);
  // Their role there shows beside the property name (and on the home page).
  await expect(staff.getByText('Хүлээн авах').first()).toBeVisible();
  await screenshot(staff, testInfo, '06-staff-home');

  // Typing a settings address sends them to / (and from there into their only hotel).
  await staff.goto(`/p/${property.id}/s/users`);
  await expect(staff).toHaveURL(home);
  await expect(staff.getByRole('heading', { level: 1, name: 'Хэрэглэгчид' })).toHaveCount(0);
  await expect(staff.getByRole('heading', { level: 1, name: 'Нүүр' })).toBeVisible();

  // A property that is not theirs: back to /, and on into theirs.
  await staff.goto('/p/00000000-0000-4000-8000-000000000000');
  await expect(staff).toHaveURL(home);

  // On a phone the menu is a drawer.
  await staff.setViewportSize({ width: 390, height: 844 });
  await expect(staffMenu).toBeHidden();
  await screenshot(staff, testInfo, '07-staff-phone');
  await staff.getByRole('button', { name: 'Цэс нээх' }).click();
  const drawer = staff.getByRole('dialog');
  await expect(drawer.getByRole('link', { name: 'Нүүр', exact: true })).toBeVisible();
  await screenshot(staff, testInfo, '08-staff-phone-menu');
  await staffContext.close();
});
