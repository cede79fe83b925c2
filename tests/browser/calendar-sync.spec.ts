import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { addDays, dateInTimeZone } from '@hotel/events/dates';
import { apiAs, newOwner, propertyThroughApi, registerOwner, screenshot, signIn } from './support';

/**
 * Calendar sync, import (issue 36; docs/channels.md): the owner imports a site's calendar into
 * a room on the Calendar sync page, sees it read and its booking held, sees a second site's
 * booking over our own stay listed as a conflict, and sees the held nights on the room calendar
 * (the site's own bar and its popover), the conflict marked on its room, and on the dashboard.
 * The site is a local server; the browser server reads calendars every few seconds and may
 * read this loopback address (playwright.config.ts).
 */

const today = dateInTimeZone(new Date(), 'Asia/Ulaanbaatar');
const day = (n: number) => addDays(today, n);
const basic = (date: string) => date.replaceAll('-', '');
const ics = (uid: string, from: string, to: string) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//site//test//EN',
    'BEGIN:VEVENT',
    `UID:${uid}`,
    'DTSTAMP:20260101T000000Z',
    `DTSTART;VALUE=DATE:${basic(from)}`,
    `DTEND;VALUE=DATE:${basic(to)}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');

let site: Server;
let siteUrl = '';
test.beforeAll(async () => {
  const calendars: Record<string, string> = {
    '/airbnb.ics': ics('a1@airbnb.com', day(3), day(5)),
    '/booking.ics': ics('b1@booking.com', day(8), day(10)),
  };
  site = createServer((req, res) => {
    const body = calendars[req.url ?? ''];
    if (body) res.writeHead(200, { 'content-type': 'text/calendar' }).end(body);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

const importRow = (page: Page, room: string, channel: string) =>
  page.getByTestId(`calendar-import-${room}-${channel}`);

test('import a site calendar into a room: read, held, a conflict on the page, the calendar and the dashboard', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const owner = newOwner('calendar-sync');
  await registerOwner(request, owner);
  const propertyId = await propertyThroughApi(request, owner, {
    name: 'Хуанли Буудал',
    roomTypes: [{ name: 'Стандарт', defaultPrice: 100000, occupancy: 2, names: ['101', '102'] }],
  });
  const api = await apiAs(request, owner, propertyId);
  const types = (await api.get('/room/types?with=rooms')) as {
    data: { id: string; rooms: { id: string; name: string }[] }[];
  };
  const type = types.data[0]!;
  const roomId = (name: string) => type.rooms.find((r) => r.name === name)!.id;
  // Our own stay in room 102 over the nights Booking.com will sell.
  await api.post('/reservations/book', {
    stayType: 'night',
    checkIn: day(9),
    checkOut: day(11),
    roomId: roomId('102'),
    roomTypes: [{ roomTypeId: type.id, numberOfGuests: 2, quantity: 1 }],
    guest: { name: 'Болормаа', surname: 'Гансүх', phoneNumber: '99112233' },
  });
  await api.post('/calendar/imports', {
    roomId: roomId('102'),
    channel: 'Booking.com',
    url: `${siteUrl}/booking.ics`,
  });

  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, owner, `/p/${propertyId}/s/calendar/sync`);
  await expect(page.getByRole('heading', { name: 'Сайтуудаас татсан хуанли' })).toBeVisible();

  // The owner imports Airbnb's calendar of room 101 through the dialog.
  await page.getByRole('button', { name: 'Хуанли татах' }).click();
  const dialog = page.getByRole('dialog', { name: 'Сайтын хуанли татах' });
  await dialog.getByLabel(/^Өрөө/).selectOption({ label: '101 (Стандарт)' });
  await dialog.getByLabel(/^Сайт/).fill('Airbnb');
  await dialog.getByLabel(/^Хуанлийн хаяг/).fill(`${siteUrl}/airbnb.ics`);
  await dialog.getByRole('button', { name: 'Нэмэх' }).click();
  await expect(dialog).toBeHidden();

  // Read within seconds (the page refreshes as the read models change).
  const airbnb = importRow(page, '101', 'Airbnb');
  await expect(airbnb.getByText('Уншсан')).toBeVisible({ timeout: 30_000 });
  await expect(airbnb.getByText('1 захиалга')).toBeVisible();
  const booking = importRow(page, '102', 'Booking.com');
  await expect(booking.getByText('1 зөрчил')).toBeVisible({ timeout: 30_000 });
  const conflict = page.getByTestId('calendar-conflict-b1@booking.com');
  await expect(conflict.getByText('№1 захиалга')).toBeVisible();
  await expect(conflict.getByText(`${day(8)} → ${day(10)}`)).toBeVisible();
  await screenshot(page, testInfo, '01-calendar-imports-mn');

  // The room calendar shows Airbnb's nights as taken in room 101.
  await page.goto(`/p/${propertyId}/calendar?view=month&date=${day(1)}`);
  const bar = page.locator('[data-room-name="101"] [data-block-id]');
  await expect(bar).toHaveCount(1);
  await expect(bar).toHaveAttribute('aria-label', /Airbnb/);
  // It is Airbnb's own bar: its popover names the booking and makes it a reservation.
  await expect(bar).toHaveAttribute('data-hold-id', /.+/);
  await bar.click();
  const popover = page.getByTestId('calendar-channel-popover');
  await expect(popover.getByText('a1@airbnb.com')).toBeVisible();
  await expect(popover.getByRole('link', { name: 'Захиалга болгох' })).toHaveAttribute(
    'href',
    /\/s\/calendar\/sync\?hold=/,
  );
  await screenshot(page, testInfo, '02-calendar-hold-mn');
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();

  // Booking.com's booking over our stay is marked on room 102, naming both parties.
  const band = page.locator('[data-room-name="102"] [data-conflict-id]');
  await expect(band).toHaveCount(1);
  await expect(band).toHaveAttribute(
    'aria-label',
    /Booking\.com.*b1@booking\.com.*№1 захиалга Болормаа Гансүх/,
  );
  await band.click();
  await expect(popover.getByRole('link', { name: '№1 захиалга Болормаа Гансүх' })).toBeVisible();
  await screenshot(page, testInfo, '03-calendar-conflict-mn');
  await page.keyboard.press('Escape');

  // The dashboard lists it too, with the reservation it collides with.
  await page.goto(`/p/${propertyId}`);
  const listed = page.getByTestId('hold-conflicts').getByTestId('hold-conflict-b1@booking.com');
  await expect(listed).toContainText('102 өрөө');
  await expect(listed.getByRole('link', { name: '№1 захиалга Болормаа Гансүх' })).toBeVisible();
  await screenshot(page, testInfo, '04-dashboard-conflicts-mn');
});
