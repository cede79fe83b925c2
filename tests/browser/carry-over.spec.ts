import { expect, test } from '@playwright/test';
import { apiAs, newOwner, propertyThroughApi, registerOwner, screenshot, signIn } from './support';

/**
 * The front desk's morning after a night audit (issue 32, docs/dashboard.md): an arrival the
 * audit left pending is still on the dashboard's arrivals, marked with the day it was due, and
 * on the list's arrivals tab — in Mongolian and in English, on a laptop and on a phone.
 */

const today = (): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ulaanbaatar' }).format(new Date());

const plusDays = (date: string, days: number): string => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const sizes = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
] as const;

test('an arrival left pending by the night audit is carried over to the next day', async ({
  page,
  request,
}, testInfo) => {
  const owner = newOwner('carry-over');
  await registerOwner(request, owner);
  const slug = await propertyThroughApi(request, owner, {
    name: 'Өглөөний Буудал',
    roomTypes: [{ name: 'Стандарт', defaultPrice: 100_000, occupancy: 2, names: ['101', '102'] }],
  });
  const calls = await apiAs(request, owner, slug);
  const types = (await calls.get('/room/types')) as { data: { id: string }[] };
  const roomTypeId = types.data[0]!.id;
  const day0 = today();
  await calls.post('/reservations/book', {
    stayType: 'night',
    checkIn: day0,
    checkOut: plusDays(day0, 2),
    roomTypes: [{ roomTypeId, numberOfGuests: 2, quantity: 1 }],
    guest: { name: 'Хоцорсон', surname: 'Зочин' },
    status: 'confirmed',
  });
  // The guest did not come: the audit closes the day and leaves the arrival pending.
  await calls.post('/night-audit/perform', { date: day0, noShows: [] });

  await signIn(page, owner);
  for (const [language, prefix, mark] of [
    ['mn', '', `${day0}-нд ирэх байсан`],
    ['en', '/en', `Due since ${day0}`],
  ] as const) {
    for (const size of sizes) {
      await page.setViewportSize(size);
      await page.goto(`${prefix}/p/${slug}?tab=todayCheckin`);
      const row = page.getByTestId(/^dashboard-row-/).filter({ hasText: 'Хоцорсон' });
      await expect(row).toHaveCount(1);
      await expect(row.getByText(mark)).toBeVisible();
      await screenshot(page, testInfo, `carry-over-dashboard-${language}-${size.width}`);

      await page.goto(`${prefix}/p/${slug}/reservations?tab=todayCheckin`);
      await expect(page.getByText('Хоцорсон').first()).toBeVisible();
      await expect(page.getByText(day0).first()).toBeVisible();
    }
  }
});
