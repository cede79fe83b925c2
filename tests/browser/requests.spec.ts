import { type APIRequestContext, expect, test } from '@playwright/test';
import {
  newOwner,
  type Owner,
  propertyThroughApi,
  readAfterWrites,
  registerOwner,
  screenshot,
  signIn,
} from './support';

/**
 * Operations spec §2 "Online booking", "Reservation requests", the help sheet: a guest (no
 * login) books two rooms on the public page in English; staff confirm the request, ask for
 * payment, record it and convert it into reservations; the help sheet opens from the top bar.
 */

const API = { 'X-Requested-With': 'XMLHttpRequest', 'X-Language': 'mn' };

const longDescription = `${'Хан Палас зочид буудал нь хотын төвд, Сүхбаатарын талбайгаас алхах зайд байрладаг. '.repeat(
  6,
)}Өглөөний цай, үнэгүй Wi-Fi, 24 цагийн ресепшн.`;

/** The owner's token, for setting the property up through the API. */
const tokenOf = async (request: APIRequestContext, owner: Owner) => {
  const login = await request.post('/api/login', {
    data: { email: owner.email, password: owner.password },
    headers: API,
  });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { accessToken: string }).accessToken;
};

test('a guest books two rooms online; staff ask for payment, mark it paid and convert it', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const owner = newOwner('requests');
  await registerOwner(request, owner);
  const propertyId = await propertyThroughApi(request, owner, {
    name: 'Хан Палас',
    roomTypes: [
      {
        name: 'Стандарт',
        nameEn: 'Standard',
        defaultPrice: 120000,
        occupancy: 2,
        bedTypeId: 'double',
        floorSize: 24,
        description: 'Хоёр хүний ортой тав тухтай өрөө.',
        descriptionEn: 'A comfortable room with a double bed.',
        names: ['101', '102', '103'],
      },
    ],
  });
  const token = await tokenOf(request, owner);
  const staff = { ...API, Authorization: `Bearer ${token}`, 'X-Slug': propertyId };
  const post = async (path: string, data: object) => {
    const response = await request.post(`/api${path}`, { data, headers: staff });
    expect(response.status(), await response.text()).toBeLessThan(300);
    return response.json() as Promise<Record<string, unknown>>;
  };
  // The room types were just created: read them once the read model holds them.
  const types = await request.get('/api/room/types', {
    headers: { ...staff, ...readAfterWrites(propertyId) },
  });
  const standard = ((await types.json()) as { data: { id: string }[] }).data[0]!.id;
  await post('/rate/plans', {
    name: 'Онлайн',
    roomType: { id: standard },
    type: 'other',
    isOnlineBook: true,
  });
  await post('/hotel/banks', {
    bank: { id: 'khan' },
    accountName: 'Хан Палас ХХК',
    number: '5012345678',
    currency: 'MNT',
  });
  await post('/hotel/rules', {
    title: 'Тамхи татахгүй',
    description: 'Өрөөнд тамхи татахыг хориглоно.',
  });
  await post('/hotel/info', {
    name: 'Хан Палас',
    hotelTypeId: 'hotel',
    countryId: 'MN',
    provinceId: 'MN-1',
    description: longDescription,
    descriptionEn: `${'Khan Palace stands in the heart of Ulaanbaatar, a short walk from Sukhbaatar Square. '.repeat(6)}Breakfast, free Wi-Fi and a 24-hour front desk.`,
    phone: '+976 7011 2233',
    checkInTime: '14:00',
    checkOutTime: '12:00',
  });
  // Closed until the property opens it: the 404 page.
  await page.goto(`/en/online/book/${propertyId}`);
  await expect(page.getByText('Sorry, page not found!')).toBeVisible();
  await post('/hotel/online-booking', { hasOnlineBook: true });

  // --- The guest, in English, with no login.
  await page.goto(`/en/online/book/${propertyId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Хан Палас' })).toBeVisible();
  const standardCard = page.getByTestId('room-type-Standard');
  await expect(standardCard.getByText('3 rooms left')).toBeVisible();
  await expect(standardCard.getByText('240,000₮')).toHaveCount(0);
  await expect(standardCard.getByText('120,000₮')).toBeVisible();
  // The description is cut at 490 characters, with More / Close.
  const description = page.getByTestId('property-description');
  expect(((await description.textContent()) ?? '').length).toBeLessThanOrEqual(491);
  await page.getByRole('button', { name: 'More', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Close', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await screenshot(page, testInfo, '01-online-en-step1');
  await page.getByRole('button', { name: 'One more room of Standard' }).click();
  await page.getByRole('button', { name: 'One more room of Standard' }).click();
  await expect(standardCard.getByTestId('quantity')).toHaveText('2');
  await expect(page.getByTestId('booking-total')).toHaveText('240,000₮');
  await page.getByRole('button', { name: 'Continue' }).click();
  // The house rules, once per browser.
  const rules = page.getByTestId('rules-dialog');
  await expect(rules.getByText('Өрөөнд тамхи татахыг хориглоно.')).toBeVisible();
  await screenshot(page, testInfo, '02-online-en-rules');
  await rules.getByRole('button', { name: 'I have read the house rules' }).click();
  await page.getByRole('textbox', { name: 'First name' }).fill('Anna');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Smith');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('anna@example.com');
  // In English nothing is Mongolian by default: the guest chooses the country (issue 32).
  await expect(page.getByRole('combobox', { name: 'Country code' })).toHaveValue('');
  await page.getByRole('combobox', { name: 'Country code' }).selectOption('GB');
  await page.getByRole('textbox', { name: 'Phone' }).fill('07700 900123');
  await page.getByRole('combobox', { name: 'Nationality' }).fill('United Kingdom');
  await expect(page.getByText('5012345678 (MNT)')).toBeVisible();
  await screenshot(page, testInfo, '03-online-en-guest');
  await page.getByRole('button', { name: 'Send request' }).click();
  const sent = page.getByTestId('request-sent');
  await expect(sent.getByTestId('request-number')).toHaveText('RN-1');
  await screenshot(page, testInfo, '04-online-en-sent');
  await sent.getByRole('button', { name: 'Close', exact: true }).click();
  // The held rooms are no longer offered.
  await expect(standardCard.getByText('1 room left')).toBeVisible();
  // Scrolled far down, a button goes back to the top.
  await page.setViewportSize({ width: 390, height: 500 });
  await expect(page.getByTestId('scroll-top')).toHaveCount(0);
  await page.evaluate('window.scrollTo(0, document.body.scrollHeight)');
  await expect(page.getByTestId('scroll-top')).toBeVisible();
  await page.getByTestId('scroll-top').click();
  await expect.poll(() => page.evaluate('window.scrollY')).toBe(0);
  await expect(page.getByTestId('scroll-top')).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`/online/book/${propertyId}`);
  await expect(page.getByTestId('room-type-Стандарт')).toBeVisible();
  await screenshot(page, testInfo, '05-online-mn-step1');

  // --- Staff.
  await signIn(page, owner, `/p/${propertyId}`);
  await page
    .getByRole('navigation', { name: 'Үндсэн цэс' })
    .first()
    .getByRole('link', {
      name: 'Захиалгын хүсэлт',
    })
    .click();
  const row = page.getByTestId('request-1');
  await expect(row.getByText('Anna Smith')).toBeVisible();
  await screenshot(page, testInfo, '06-requests-mn');
  await row.getByRole('link', { name: 'RN-1 хүсэлтийг нээх' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'RN-1 хүсэлт' })).toBeVisible();
  await screenshot(page, testInfo, '07-request-mn-pending');

  await page.getByRole('button', { name: 'Баталгаажуулах' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Баталгаажуулах' }).click();
  await expect(page.getByText('Баталгаажсан').first()).toBeVisible();

  await page.getByRole('button', { name: 'Төлбөр нэхэх' }).click();
  const paymentDialog = page.getByRole('dialog', { name: 'Төлбөр нэхэх' });
  await expect(paymentDialog.getByText('Хаан банк')).toBeVisible();
  await screenshot(page, testInfo, '08-payment-request-mn');
  await paymentDialog.getByRole('button', { name: 'Илгээх' }).click();
  await expect(page.getByTestId('waiting-chip').first()).toBeVisible();

  await page.getByRole('button', { name: 'Төлбөр орсон' }).click();
  const paidDialog = page.getByRole('dialog', { name: 'Төлбөр орсон' });
  await paidDialog.getByRole('button', { name: 'Төлбөр бүртгэх' }).click();
  await expect(page.getByTestId('paid-chip').first()).toBeVisible();
  await screenshot(page, testInfo, '09-request-mn-paid');

  await page.getByRole('button', { name: 'Захиалга болгох' }).click();
  const convert = page.getByRole('dialog', { name: /захиалга болгох/ });
  await convert.getByRole('button', { name: 'Хүссэн огноог ашиглах' }).click();
  await expect(convert.getByTestId('conversion-check')).toContainText(
    'Сонгосон огноонд өрөө сул байна.',
  );
  await screenshot(page, testInfo, '10-convert-mn');
  await convert.getByRole('button', { name: 'Захиалга болгох' }).click();
  // Two rooms: the group page.
  await expect(page).toHaveURL(new RegExp(`/p/${propertyId}/group/`));
  await expect(page.getByText('Anna Smith').first()).toBeVisible();

  // The request now names its reservations; English screens.
  await page.goto(`/en/p/${propertyId}/res-requests`);
  await expect(page.getByTestId('request-1').getByText('Reservation made')).toBeVisible();
  await screenshot(page, testInfo, '11-requests-en');
  await page.getByTestId('request-1').getByRole('link', { name: 'Open request RN-1' }).click();
  await expect(page.getByText('Reservations made')).toBeVisible();
  await expect(page.getByRole('link', { name: /Reservation #/ })).toHaveCount(2);
  await screenshot(page, testInfo, '12-request-en-converted');

  // --- The help sheet from the top bar, at this screen's help.
  await page.getByTestId('help-button').click();
  const sheet = page.getByTestId('help-sheet');
  await expect(sheet.getByRole('button', { name: /Online booking and requests/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(sheet.getByText('How long are rooms held?')).toBeVisible();
  await screenshot(page, testInfo, '13-help-en');
  await sheet.getByRole('searchbox', { name: 'Search help' }).fill('discount');
  await expect(sheet.getByText('Dates, room and discount')).toBeVisible();
  await sheet.getByRole('button', { name: 'Close help' }).click();
  await page.goto(`/p/${propertyId}/calendar`);
  await page.getByTestId('help-button').click();
  await expect(
    page.getByTestId('help-sheet').getByRole('button', { name: /Захиалгын календарь/ }),
  ).toHaveAttribute('aria-pressed', 'true');
  await screenshot(page, testInfo, '14-help-mn');
});
