/**
 * Screenshots of the main pages of a running app, to compare two builds of the UI by eye (or
 * pixel by pixel) — e.g. before and after a refactor that must not change what users see:
 *
 *   DEMO_SEED=true DATA_DIR=/tmp/shots-data PORT=3300 node dist/start.js &
 *   npx tsx scripts/screenshots.ts http://127.0.0.1:3300 /tmp/shots-after [en]
 *
 * Logs in as the demo owner (docs/demo.md), then visits each page at 1366 × 768 in Debian's
 * Chromium and saves `<page>.png` (the whole page) in the folder. Run it against the same data
 * folder for both builds (start the server again with another `UI_DIST`) so the pictures differ
 * only where the UI does.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { DEMO_LOGIN } from './demo-seed';

const [baseURL, outDir, language = 'mn', only] = process.argv.slice(2);
if (!baseURL || !outDir) {
  console.error('usage: tsx scripts/screenshots.ts <base URL> <folder> [mn|en] [page,page…]');
  process.exit(2);
}
const prefix = language === 'en' ? '/en' : '';

/** The pages, by file name: a path under the property (`:reservation` is the first stay). */
const PAGES: Readonly<Record<string, string>> = {
  home: '',
  calendar: 'calendar',
  reservations: 'reservations',
  reservation: 'reservation/:reservation',
  newReservation: 'new/reservation',
  requests: 'res-requests',
  housekeeping: 'house/keeping',
  guests: 'guests',
  incomes: 'incomes',
  invoices: 'invoices',
  report: 'report',
  rates: 'rates',
  roomTypes: 's/room/types',
  policies: 's/policies',
  profile: 'edit',
};

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1366, height: 768 },
    locale: 'mn-MN',
    timezoneId: 'Asia/Ulaanbaatar',
    storageState: {
      cookies: [],
      origins: [{ origin: baseURL, localStorage: [{ name: 'pms.setup.welcome', value: 'off' }] }],
    },
  });
  const page = await context.newPage();
  await page.goto(`${prefix}/login`);
  await page.locator('input[type=email]').fill(DEMO_LOGIN.email);
  await page.locator('input[type=password]').fill(DEMO_LOGIN.password);
  await page.locator('button[type=submit]').click();
  // The demo owner has more than one hotel: the first start lands on the list of them.
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  if (!/\/p\/[^/]+$/.test(page.url())) {
    const hotel = page.locator('a[href*="/p/"]').first();
    await hotel.waitFor();
    await page.goto((await hotel.getAttribute('href')) ?? '/');
  }
  const propertyId = /\/p\/([^/]+)/.exec(page.url())?.[1] ?? '';

  await page.goto(`${prefix}/p/${propertyId}/reservations`);
  const firstStay = page.locator('a[href*="/reservation/"]').first();
  await firstStay.waitFor();
  const reservation = /\/reservation\/([^/?]+)/.exec(
    (await firstStay.getAttribute('href')) ?? '',
  )?.[1];

  await mkdir(outDir, { recursive: true });
  const wanted = only?.split(',');
  for (const [name, path] of Object.entries(PAGES)) {
    if (wanted && !wanted.includes(name)) continue;
    const address = path.replace(':reservation', reservation ?? '');
    await page.goto(`${prefix}/p/${propertyId}${address ? `/${address}` : ''}`);
    await page.waitForLoadState('networkidle');
    // Charts and lazy panels settle after the data: give them a moment.
    await page.waitForTimeout(1_500);
    await page.screenshot({ path: join(outDir, `${name}.png`), fullPage: true });
    console.log(`${name}: ${page.url()}`);
  }
} finally {
  await browser.close();
}
