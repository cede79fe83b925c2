import { expect, test } from '@playwright/test';
import { apiAs, newOwner, propertyThroughApi, registerOwner, screenshot, signIn } from './support';

/**
 * The night audit as the desk runs it (docs/night-audit.md): the check page lists an arrival
 * that did not come, the desk marks it no-show and continues; the perform page shows the
 * occupancy; performing it moves the system date bar to the next day at once.
 */
test('check, choose a no-show, perform: the date bar moves on', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const owner = newOwner('audit');
  await registerOwner(request, owner);
  const propertyId = await propertyThroughApi(request, owner, {
    name: 'Аудитын буудал',
    roomTypes: [
      { name: 'Стандарт', defaultPrice: 100000, occupancy: 2, names: ['101', '102', '103'] },
    ],
  });
  const { post, get } = await apiAs(request, owner, propertyId);
  const today = (await get('/today')).date as string;
  const next = new Date(`${today}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  const tomorrow = next.toISOString().slice(0, 10);
  const type = (
    (await get('/room/types?with=rooms')) as {
      data: { id: string; rooms: { id: string; name: string }[] }[];
    }
  ).data[0]!;
  const book = async (roomName: string, surname: string) =>
    (
      (await post('/reservations/book', {
        stayType: 'night',
        checkIn: today,
        checkOut: tomorrow,
        roomId: type.rooms.find((r) => r.name === roomName)!.id,
        roomTypes: [{ roomTypeId: type.id, numberOfGuests: 2, quantity: 1 }],
        guest: { name: 'Зочин', surname, phoneNumber: '99112233' },
      })) as { reservationIds: string[] }
    ).reservationIds[0]!;
  await book('101', 'Ирээгүй');
  await book('102', 'Хоцорсон');
  const inHouse = await book('103', 'Байрласан');
  await post('/reservations/status', { id: inHouse, status: 'checked-in' });

  await signIn(page, owner, `/p/${propertyId}`);
  const dateBar = page.getByTestId('system-date');
  await expect(dateBar).toContainText(today);
  await dateBar.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Шөнийн аудит' })).toBeVisible();
  const arrivals = page.locator('section').filter({ hasText: 'Бүртгүүлээгүй ирэх зочид' });
  await expect(arrivals.getByRole('row')).toHaveCount(3);
  await expect(page.locator('section').filter({ hasText: 'Төлбөрийн үлдэгдэлтэй' })).toContainText(
    'Байрласан',
  );
  const missed = arrivals.getByRole('row').filter({ hasText: 'Зочин Ирээгүй' });
  await missed.getByText('Ирээгүй', { exact: true }).click();
  await expect(missed.getByRole('radio', { name: 'Ирээгүй' })).toBeChecked();
  await expect(page.getByText(/1 ирэх зочныг ирээгүй гэж тэмдэглэнэ/)).toBeVisible();
  await screenshot(page, testInfo, '01-check-mn');

  await page.getByRole('button', { name: 'Үргэлжлүүлэх' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Шөнийн аудит хийх' })).toBeVisible();
  await expect(page.locator('#chakra-skip-nav').getByText('Аудитын буудал')).toBeVisible();
  await expect(page.getByText(owner.email)).toBeVisible();
  await expect(page.getByText(/1 ирэх зочныг .* ирээгүй гэж тэмдэглэж/)).toBeVisible();
  await screenshot(page, testInfo, '02-perform-mn');
  await page.getByRole('button', { name: 'Шөнийн аудит хийх' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Шөнийн аудит хийх' }).click();
  await expect(page.getByText(`${today}-ний шөнийн аудит хийгдлээ`)).toBeVisible();
  await expect(dateBar).toContainText(tomorrow);

  // The next day's check: the arrival left pending is still there; the no-show is not.
  await dateBar.click();
  await expect(arrivals.getByRole('row')).toHaveCount(2);
  await expect(arrivals).toContainText('Хоцорсон');
  await expect(page.getByText(`Сүүлийн шөнийн аудит: ${today}`)).toBeVisible();
  await screenshot(page, testInfo, '03-next-day-mn');

  // In English, the same page.
  await page.goto(`/en/p/${propertyId}/check-night-audit`);
  await expect(page.getByRole('heading', { level: 2, name: tomorrow })).toBeVisible();
  await expect(page.getByText('Arrivals not checked in')).toBeVisible();
  await screenshot(page, testInfo, '04-check-en');
});
