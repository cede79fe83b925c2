import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateInTimeZone } from '@hotel/events/dates';
import { startTestApp } from '../support/app';
import { ownerWithProperty } from '../support/property-client';
import { calendarServer, ics, importScheduler } from './calendar-imports-support';

/**
 * Calendar imports over HTTP (issue 36, iCal import; docs/channels.md): a site's calendar
 * served by a local server, fetched by the scheduler into channel holds — placed, moved,
 * released; 304s; malformed, huge, slow and vanished calendars keeping the last good holds;
 * a conflict with our own stay, listed with both parties and resolved when our stay goes.
 */

let app: ReturnType<typeof startTestApp>;
let hotel: Awaited<ReturnType<typeof ownerWithProperty>>;
let site: Awaited<ReturnType<typeof calendarServer>>;
let scheduler: ReturnType<typeof importScheduler>;
let standard = '';
const room: Record<string, string> = {};
const today = dateInTimeZone(new Date(), 'Asia/Ulaanbaatar');
const day = (n: number) => addDays(today, n);

beforeAll(async () => {
  app = startTestApp();
  site = await calendarServer();
  scheduler = importScheduler(app, { timeoutMs: 500, maxBytes: 20_000 });
  hotel = await ownerWithProperty(app);
  standard = (
    await hotel.post(
      '/room/types',
      { name: 'Стандарт', defaultPrice: 100000, occupancy: 2, names: ['101', '102', '103'] },
      201,
    )
  ).body.id;
  const types = await hotel.get('/room/types?with=rooms').expect(200);
  for (const type of types.body.data as { rooms: { id: string; name: string }[] }[]) {
    for (const r of type.rooms) room[r.name] = r.id;
  }
});

afterAll(async () => {
  scheduler.stop();
  await site.close();
  await app.close();
});

interface Listed {
  imports: {
    id: string;
    roomId: string;
    channel: string;
    lastFetch: { status: string; error: string | null; at: string } | null;
    holds: number;
    conflicts: number;
  }[];
  conflicts: { uid: string; channel: string; date: string; with: Record<string, unknown> }[];
}
/** How many reads of the property's imports were recorded. */
const reads = async () =>
  (await app.eventStore.readStream(`calimports-${hotel.propertyId}`)).filter(
    (e) => e.type === 'CalendarImportFetched',
  ).length;
const listed = async (): Promise<Listed> => (await hotel.get('/calendar/imports').expect(200)).body;
const importOf = async (id: string) => (await listed()).imports.find((i) => i.id === id)!;

const book = (roomName: string, from: number, nights: number, status = 201) =>
  hotel.post(
    '/reservations/book',
    {
      stayType: 'night',
      checkIn: day(from),
      checkOut: day(from + nights),
      roomId: room[roomName],
      roomTypes: [{ roomTypeId: standard, numberOfGuests: 2, quantity: 1 }],
      guest: { name: 'Болормаа', surname: 'Гансүх', phoneNumber: '99112233' },
    },
    status,
  );

describe('a site calendar imported into a room', () => {
  let feedId = '';

  it('is registered, and its events hold the room once fetched', async () => {
    site.answer('/airbnb.ics', {
      kind: 'ics',
      body: ics(['a1@airbnb', day(5), day(8)], ['a2@airbnb', day(12), day(14)]),
    });
    const created = await hotel.post(
      '/calendar/imports',
      { roomId: room['101'], channel: 'Airbnb', url: site.url('/airbnb.ics') },
      201,
    );
    feedId = created.body.id;
    expect(await importOf(feedId)).toMatchObject({ channel: 'Airbnb', lastFetch: null, holds: 0 });
    await scheduler.round();
    expect(await importOf(feedId)).toMatchObject({
      lastFetch: { status: 'ok', error: null },
      holds: 2,
      conflicts: 0,
    });
    // The room calendar draws them as the room's blocks, named by the site.
    const calendar = await hotel.get(`/calendar?from=${day(0)}&to=${day(20)}`).expect(200);
    expect(
      (calendar.body.blocks as { roomId: string; startDate: string; description: string }[]).map(
        (b) => [b.roomId, b.startDate, b.description],
      ),
    ).toEqual([
      [room['101'], day(5), 'Airbnb'],
      [room['101'], day(12), 'Airbnb'],
    ]);
    // The nights are taken: our own booking of room 101 on them is refused.
    const refused = await book('101', 6, 1, 409);
    expect(refused.body.title ?? refused.body.detail).toBeTruthy();
    await book('101', 8, 2);
  });

  it('asks again with the ETag: a 304 changes nothing', async () => {
    await scheduler.round();
    expect(site.requests.at(-1)?.ifNoneMatch).toBeTruthy();
    expect(await importOf(feedId)).toMatchObject({
      lastFetch: { status: 'notModified' },
      holds: 2,
    });
  });

  it('follows the calendar: changed dates move a hold, a gone event frees its nights', async () => {
    site.answer('/airbnb.ics', { kind: 'ics', body: ics(['a1@airbnb', day(4), day(7)]) });
    await scheduler.round();
    expect(await importOf(feedId)).toMatchObject({ lastFetch: { status: 'ok' }, holds: 1 });
    await book('101', 12, 2);
    await book('101', 7, 1);
  });

  it('keeps the last good holds when the calendar is malformed, huge, slow or gone', async () => {
    const cases: [Parameters<typeof site.answer>[1], string][] = [
      [{ kind: 'status', status: 200, body: '<html>maintenance</html>' }, 'not an iCalendar'],
      [
        {
          kind: 'ics',
          body: ics(
            ...Array.from({ length: 400 }, (_, i): [string, string, string] => [
              `x${i}`,
              day(100 + i),
              day(101 + i),
            ]),
          ),
        },
        'larger than',
      ],
      [{ kind: 'slow', ms: 3000 }, 'did not answer within 0.5 seconds'],
      [{ kind: 'status', status: 404 }, 'status 404'],
    ];
    for (const [answer, message] of cases) {
      site.answer('/airbnb.ics', answer);
      await scheduler.round();
      const feed = await importOf(feedId);
      expect(feed.lastFetch?.status).toBe('error');
      expect(feed.lastFetch?.error).toContain(message);
      expect(feed.holds).toBe(1);
    }
    await book('101', 5, 1, 409);
  });

  it('lists in the activity log only the reads that changed holds', async () => {
    const reads = async (area: string) =>
      (
        (await hotel.get(`/activity?area=${area}&rowsPerPage=100`).expect(200)).body.data as {
          commandType: string;
        }[]
      ).filter((row) => row.commandType === 'RecordCalendarFetch').length;
    // Seven reads: the first and the changed one placed, moved or released holds.
    expect(await reads('blocks')).toBe(2);
    expect(await reads('other')).toBe(0);
    expect(await reads('settings')).toBe(0);
  });
});

describe('a site event over our own stay', () => {
  it('is a conflict with both parties, and takes the room when our stay is canceled', async () => {
    const ours = (await book('102', 20, 3)).body.reservationIds[0] as string;
    site.answer('/booking.ics', { kind: 'ics', body: ics(['b1@booking', day(21), day(24)]) });
    const created = await hotel.post(
      '/calendar/imports',
      { roomId: room['102'], channel: 'Booking.com', url: site.url('/booking.ics') },
      201,
    );
    await scheduler.round();
    const before = await listed();
    expect(before.imports.find((i) => i.id === created.body.id)).toMatchObject({
      holds: 0,
      conflicts: 1,
    });
    expect(before.conflicts).toEqual([
      expect.objectContaining({
        channel: 'Booking.com',
        uid: 'b1@booking',
        startDate: day(21),
        endDate: day(24),
        date: day(21),
        with: expect.objectContaining({ kind: 'stay', reservationId: ours }),
      }),
    ]);
    await hotel.post('/reservations/status', { id: ours, status: 'canceled' }, 200);
    // A minute later, before the calendar's next read, the hold takes the room.
    const readsBefore = await reads();
    await scheduler.soon();
    expect(await reads()).toBe(readsBefore);
    const after = await listed();
    expect(after.conflicts).toEqual([]);
    expect(after.imports.find((i) => i.id === created.body.id)).toMatchObject({
      holds: 1,
      conflicts: 0,
    });
    await book('102', 22, 1, 409);
  });

  it('removing the import releases its holds', async () => {
    const { imports } = await listed();
    const booking = imports.find((i) => i.channel === 'Booking.com')!;
    await hotel.delete(`/calendar/imports/${booking.id}`, 200);
    expect((await listed()).imports.map((i) => i.id)).not.toContain(booking.id);
    await book('102', 22, 1);
    const twice = await hotel.delete(`/calendar/imports/${booking.id}`, 400);
    expect(twice.body.code).toBe('calendarImport.removed');
  });
});

describe('our own feed of the room', () => {
  it('lists the site holds, except in the address given to that site', async () => {
    const created = await hotel.post(
      '/calendar/exports',
      { target: 'room', targetId: room['101'] },
      201,
    );
    await hotel.get('/calendar/exports').expect(200);
    const all = await request(app.app).get(`/ical/${created.body.token}.ics`).expect(200);
    const forAirbnb = await request(app.app)
      .get(`/ical/${created.body.token}.ics?channel=airbnb`)
      .expect(200);
    const starts = (text: string) =>
      [...text.matchAll(/DTSTART;VALUE=DATE:(\d+)/g)].map((m) => m[1]);
    expect(starts(all.text)).toContain(day(4).replaceAll('-', ''));
    expect(starts(forAirbnb.text)).not.toContain(day(4).replaceAll('-', ''));
    expect(starts(forAirbnb.text).length).toBe(starts(all.text).length - 1);
  });
});
