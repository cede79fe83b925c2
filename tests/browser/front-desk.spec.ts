import { type Page, expect, test } from '@playwright/test';
import { apiAs, newOwner, propertyThroughApi, registerOwner, screenshot, signIn } from './support';

/**
 * The front desk's plain actions on a reservation (docs/reservations.md "Status rules"): today's
 * arrival is checked in with the "Check in" button, its check-out waits for the balance (the
 * button says so), and once paid the guest is checked out with "Check out"; an arrival days
 * ahead cannot be checked in, and the page says why, in the status menu too. In Mongolian and
 * in English.
 */

interface Words {
  prefix: string;
  checkIn: string;
  checkOut: string;
  yes: string;
  statusMenu: (number: number) => string;
  checkedIn: string;
  checkedOut: string;
  pending: string;
  canceled: string;
  noShow: string;
  balanceDue: string;
  arrivesOn: (date: string) => string;
}

const MN: Words = {
  prefix: '',
  checkIn: 'Байрлуулах',
  checkOut: 'Гаргах',
  yes: 'Тийм, солих',
  statusMenu: (number) => `${number} дугаар захиалгын төлөв солих`,
  checkedIn: 'Байрласан',
  checkedOut: 'Гарсан',
  pending: 'Хүлээгдэж буй',
  canceled: 'Цуцлагдсан',
  noShow: 'Ирээгүй',
  balanceDue: '100,000₮ үлдэгдэл төлөгдөөгүй',
  arrivesOn: (date) => `${date}-нд ирнэ`,
};

const EN: Words = {
  prefix: '/en',
  checkIn: 'Check in',
  checkOut: 'Check out',
  yes: 'Yes, change',
  statusMenu: (number) => `Change status of reservation ${number}`,
  checkedIn: 'Checked in',
  checkedOut: 'Checked out',
  pending: 'Waiting confirmation',
  canceled: 'Canceled',
  noShow: 'No show',
  balanceDue: 'Balance 100,000₮ to settle',
  arrivesOn: (date) => `Arrives on ${date}`,
};

const plusDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** The status badge in the page's heading row. */
const headerStatus = (page: Page) => page.getByRole('heading', { level: 2 }).locator('..');

for (const [language, words] of [
  ['mn', MN],
  ['en', EN],
] as const) {
  test(`${language}: check a guest in and out with the buttons; a refused action says why`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const owner = newOwner(`front-desk-${language}`);
    await registerOwner(request, owner);
    const propertyId = await propertyThroughApi(request, owner, {
      name: 'Хүлээн авахын буудал',
      roomTypes: [{ name: 'Стандарт', defaultPrice: 100000, occupancy: 2, names: ['101', '102'] }],
    });
    const { post, get } = await apiAs(request, owner, propertyId);
    const today = (await get('/today')).date as string;
    const type = (
      (await get('/room/types?with=rooms')) as {
        data: { id: string; rooms: { id: string; name: string }[] }[];
      }
    ).data[0]!;
    const book = async (room: string, checkIn: string, surname: string) =>
      (
        (await post('/reservations/book', {
          stayType: 'night',
          checkIn,
          checkOut: plusDays(checkIn, 1),
          roomId: type.rooms.find((r) => r.name === room)!.id,
          roomTypes: [{ roomTypeId: type.id, numberOfGuests: 2, quantity: 1 }],
          guest: { name: 'Бат', surname, phoneNumber: '99112233' },
          status: 'confirmed',
        })) as { reservationIds: string[] }
      ).reservationIds[0]!;
    const arrival = await book('101', today, 'Өнөөдөр');
    const later = plusDays(today, 3);
    const ahead = await book('102', later, 'Хожим');

    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, owner);
    const detail = (id: string) => `${words.prefix}/p/${propertyId}/reservation/${id}`;

    // Today's arrival: "Check in" is there and allowed; it asks to confirm, then the guest is in.
    await page.goto(detail(arrival));
    const actions = page.getByTestId('status-actions');
    const checkIn = actions.getByRole('button', { name: words.checkIn, exact: true });
    await expect(checkIn).toBeEnabled();
    await screenshot(page, testInfo, `01-arrival-${language}`);
    await checkIn.click();
    await page.getByRole('dialog').getByRole('button', { name: words.yes }).click();
    await expect(headerStatus(page).getByText(words.checkedIn, { exact: true })).toBeVisible();

    // In the house with the stay unpaid: "Check out" is disabled and says how much is due.
    const checkOut = actions.getByRole('button', { name: words.checkOut, exact: true });
    await expect(checkOut).toBeDisabled();
    await expect(actions.getByTestId('action-reason')).toHaveText(words.balanceDue);
    await expect(checkOut).toHaveAttribute('aria-describedby', /.+/);
    // The menu never offers the guest in the house "pending", "canceled" or "no-show".
    await page.getByRole('button', { name: words.statusMenu(1) }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: words.checkedOut })).toBeDisabled();
    await expect(menu.getByRole('menuitem', { name: words.checkedOut })).toContainText(
      words.balanceDue,
    );
    for (const never of [words.pending, words.canceled, words.noShow]) {
      await expect(menu.getByRole('menuitem', { name: never, exact: true })).toHaveCount(0);
    }
    await screenshot(page, testInfo, `02-in-house-unpaid-${language}`);
    await page.keyboard.press('Escape');

    // Paid at the desk (cash): the same button checks the guest out.
    const methods = (await get('/payment/methods')) as {
      data: { id: string; isDefault: boolean }[];
    };
    await post('/payments', {
      id: arrival,
      incomeType: 'paid',
      pays: [{ paymentMethod: { id: methods.data.find((m) => m.isDefault)!.id }, amount: 100000 }],
    });
    await expect(checkOut).toBeEnabled();
    await expect(actions.getByTestId('action-reason')).toHaveCount(0);
    await checkOut.click();
    await page.getByRole('dialog').getByRole('button', { name: words.yes }).click();
    await expect(headerStatus(page).getByText(words.checkedOut, { exact: true })).toBeVisible();
    await expect(page.getByTestId('status-actions')).toHaveCount(0);
    await screenshot(page, testInfo, `03-checked-out-${language}`);

    // An arrival three days ahead: "Check in" is disabled with the arrival date, nothing sent.
    await page.goto(detail(ahead));
    const early = page
      .getByTestId('status-actions')
      .getByRole('button', { name: words.checkIn, exact: true });
    await expect(early).toBeDisabled();
    await expect(page.getByTestId('action-reason')).toHaveText(words.arrivesOn(later));
    await page.getByRole('button', { name: words.statusMenu(2) }).click();
    await expect(
      page.getByRole('menu').getByRole('menuitem', { name: words.checkedIn }),
    ).toBeDisabled();
    await expect(
      page.getByRole('menu').getByRole('menuitem', { name: words.checkedOut, exact: true }),
    ).toHaveCount(0);
    await screenshot(page, testInfo, `04-arrival-ahead-${language}`);
  });
}
