import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateInTimeZone } from '@hotel/events/dates';
import {
  CALENDAR_IMPORT_HOLDS,
  type CalendarImportHoldDoc,
} from '@hotel/projection-service/channels/calendar-import-documents';
import { dumpCollections } from '../support/dump';
import { startTestApp } from '../support/app';
import { ownerWithProperty } from '../support/property-client';
import { calendarServer, ics, importScheduler } from './calendar-imports-support';

/**
 * Calendar imports at their edges (issue 36; docs/channels.md): bad input (422 per field,
 * 400 by rule, nothing stored), another property's rooms and imports (404), private addresses
 * refused unless allowed, and the export round trip — our room's feed, imported into a room of
 * another property of ours, holds the same nights.
 */

let app: ReturnType<typeof startTestApp>;
let hotel: Awaited<ReturnType<typeof ownerWithProperty>>;
let other: Awaited<ReturnType<typeof ownerWithProperty>>;
let site: Awaited<ReturnType<typeof calendarServer>>;
let listening: Server;
let appUrl = '';
let standard = '';
const room: Record<string, string> = {};
const otherRoom: Record<string, string> = {};
const today = dateInTimeZone(new Date(), 'Asia/Ulaanbaatar');
const day = (n: number) => addDays(today, n);

const roomsOf = async (client: typeof hotel, into: Record<string, string>, names: string[]) => {
  const id = (
    await client.post(
      '/room/types',
      { name: 'Стандарт', defaultPrice: 100000, occupancy: 2, names },
      201,
    )
  ).body.id as string;
  const types = await client.get('/room/types?with=rooms').expect(200);
  for (const type of types.body.data as { rooms: { id: string; name: string }[] }[]) {
    for (const r of type.rooms) into[r.name] = r.id;
  }
  return id;
};

beforeAll(async () => {
  app = startTestApp();
  site = await calendarServer();
  listening = createServer(app.app);
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
  appUrl = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
  hotel = await ownerWithProperty(app);
  other = await ownerWithProperty(app, {
    email: 'other@example.com',
    registerNo: '7654321',
    name: 'Өөр буудал',
  });
  standard = await roomsOf(hotel, room, ['101', '102']);
  await roomsOf(other, otherRoom, ['201']);
});

afterAll(async () => {
  await new Promise<void>((resolve) => listening.close(() => resolve()));
  await site.close();
  await app.close();
});

describe('bad input and other properties', () => {
  it('refuses bad input with 422 per field, and stores nothing', async () => {
    const head = await app.eventStore.headPosition();
    const before = await dumpCollections(app.readStore, ['calendar_imports']);
    const bad = await hotel.post(
      '/calendar/imports',
      { roomId: 'x', channel: '', url: 'ftp://example.com/a.ics' },
      422,
    );
    expect(Object.keys(bad.body.errors).sort()).toEqual(['channel', 'roomId', 'url']);
    expect(bad.body.errors.url[0]).toMatch(/http/);
    for (const url of ['javascript:alert(1)', 'example.com/a.ics', 'http://', 'x'.repeat(2001)]) {
      await hotel.post('/calendar/imports', { roomId: room['101'], channel: 'Airbnb', url }, 422);
    }
    await hotel.post('/calendar/imports', {}, 422);
    await hotel.delete('/calendar/imports/not-an-id', 422);
    await hotel.get('/calendar/imports').expect(200);
    expect(await dumpCollections(app.readStore, ['calendar_imports'])).toEqual(before);
    expect(await app.eventStore.headPosition()).toBe(head);
  });

  it('refuses the same address twice on a room (400), and another property’s ids (404)', async () => {
    const body = { roomId: room['102'], channel: 'Airbnb', url: site.url('/twice.ics') };
    const created = await hotel.post('/calendar/imports', body, 201);
    const twice = await hotel.post('/calendar/imports', body, 400);
    expect(twice.body.code).toBe('calendarImport.urlTaken');
    expect(twice.body.errors.url).toBeTruthy();
    await other.post('/calendar/imports', body, 404);
    await other.delete(`/calendar/imports/${created.body.id}`, 404);
    expect((await other.get('/calendar/imports').expect(200)).body).toEqual({
      imports: [],
      held: [],
      conflicts: [],
    });
    await hotel.delete(`/calendar/imports/${created.body.id}`, 200);
  });
});

describe('private addresses', () => {
  it('are refused unless allowed: the error is recorded, nothing is held', async () => {
    site.answer('/private.ics', { kind: 'ics', body: ics(['p1', day(3), day(5)]) });
    const created = await hotel.post(
      '/calendar/imports',
      { roomId: room['101'], channel: 'Vrbo', url: site.url('/private.ics') },
      201,
    );
    const guarded = importScheduler(app, { allowPrivate: false });
    await guarded.round();
    guarded.stop();
    const listed = (await hotel.get('/calendar/imports').expect(200)).body;
    expect(listed.imports.find((i: { id: string }) => i.id === created.body.id)).toMatchObject({
      lastFetch: { status: 'error', error: expect.stringContaining('127.0.0.1') },
      holds: 0,
    });
    expect(site.requests.some((r) => r.path === '/private.ics')).toBe(false);
    await hotel.delete(`/calendar/imports/${created.body.id}`, 200);
  });
});

describe('several command instances', () => {
  it('record one read of an import a round, however many fetch it', async () => {
    site.answer('/shared.ics', { kind: 'ics', body: ics(['s1', day(30), day(32)]) });
    const created = await hotel.post(
      '/calendar/imports',
      { roomId: room['102'], channel: 'Trip.com', url: site.url('/shared.ics') },
      201,
    );
    const instances = [importScheduler(app), importScheduler(app), importScheduler(app)];
    await Promise.all(instances.map((instance) => instance.round()));
    await Promise.all(instances.map((instance) => instance.round()));
    for (const instance of instances) instance.stop();
    const stream = await app.eventStore.readStream(`calimports-${hotel.propertyId}`);
    const reads = stream.filter(
      (e) =>
        e.type === 'CalendarImportFetched' &&
        (e.data as { feedId: string }).feedId === created.body.id,
    );
    expect(reads.map((e) => (e.data as { status: string }).status)).toEqual(['ok', 'notModified']);
    const held = (await hotel.get('/calendar/imports').expect(200)).body.imports.find(
      (i: { id: string }) => i.id === created.body.id,
    );
    expect(held).toMatchObject({ holds: 1, conflicts: 0 });
    await hotel.delete(`/calendar/imports/${created.body.id}`, 200);
  });
});

describe('the export round trip', () => {
  it('our room’s feed, imported into a room of another property of ours, holds the same nights', async () => {
    const book = (roomName: string, from: number, nights: number) =>
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
        201,
      );
    await book('101', 2, 3);
    await book('101', 9, 1);
    await hotel.post(
      '/blocks',
      {
        roomTypeId: standard,
        rooms: [room['101']],
        startDate: day(12),
        endDate: day(15),
        description: 'Засвар',
      },
      201,
    );
    const exported = await hotel.post(
      '/calendar/exports',
      { target: 'room', targetId: room['101'] },
      201,
    );
    await hotel.get('/calendar/exports').expect(200);
    await other.post(
      '/calendar/imports',
      {
        roomId: otherRoom['201'],
        channel: 'Хаан Буудал',
        url: `${appUrl}/ical/${exported.body.token}.ics`,
      },
      201,
    );
    const scheduler = importScheduler(app);
    await scheduler.round();
    scheduler.stop();
    const held = await app.readStore
      .collection<CalendarImportHoldDoc>(CALENDAR_IMPORT_HOLDS)
      .find({ propertyId: other.propertyId }, { sort: { startDate: 1 } });
    expect(held.map((h) => [h.startDate, h.endDate, h.conflict])).toEqual([
      [day(2), day(5), null],
      [day(9), day(10), null],
      [day(12), day(15), null],
    ]);
  });
});
