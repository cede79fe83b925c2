import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateInTimeZone } from '@hotel/events/dates';
import { createLogger } from '@hotel/infra/logging';
import { createProjectionApp } from '@hotel/projection-service/app';
import {
  CALENDAR_EXPORT_HOLDERS,
  CALENDAR_EXPORT_ROOM_NIGHTS,
} from '@hotel/projection-service/channels/calendar-export-documents';
import { calendarNightsProjection } from '@hotel/projection-service/channels/calendar-nights-projection';
import { givenEvents } from '@hotel/projection-service/runtime/given';
import { toProjected } from '@hotel/projection-service/runtime/to-projected';
import { unused } from '../../scripts/openapi-document';
import { dumpCollections } from '../support/dump';
import { startTestApp } from '../support/app';
import { otherProperty, ownerWithProperty, standardRooms } from '../support/property-client';

/**
 * Calendar exports over HTTP (issue 36, iCal export; docs/channels.md): a room's and a room
 * type's secret feed at /ical/{token}.ics, what it lists (taken nights, no guest), how it
 * follows a stay's changes, revocation, tenancy, bad input and conditional requests.
 */

let app: ReturnType<typeof startTestApp>;
let hotel: Awaited<ReturnType<typeof ownerWithProperty>>;
let other: Awaited<ReturnType<typeof ownerWithProperty>>;
let standard = '';
const room: Record<string, string> = {};
const today = dateInTimeZone(new Date(), 'Asia/Ulaanbaatar');
const basic = (days: number) => addDays(today, days).replaceAll('-', '');

beforeAll(async () => {
  app = startTestApp();
  hotel = await ownerWithProperty(app);
  other = await otherProperty(app);
  let names: Record<string, string>;
  ({ standard, room: names } = await standardRooms(hotel, ['101', '102']));
  Object.assign(room, names);
});

afterAll(async () => {
  await app.close();
});

const book = async (roomName: string, from: number, nights: number) =>
  (
    await hotel.post(
      '/reservations/book',
      {
        stayType: 'night',
        checkIn: addDays(today, from),
        checkOut: addDays(today, from + nights),
        roomId: room[roomName],
        roomTypes: [{ roomTypeId: standard, numberOfGuests: 2, quantity: 1 }],
        guest: { name: 'Болормаа', surname: 'Гансүх', phoneNumber: '99112233' },
      },
      201,
    )
  ).body.reservationIds[0] as string;

/** The feed, once the read models have caught up with the last write (read-your-writes). */
const feed = async (token: string, headers: Record<string, string> = {}) => {
  await hotel.get('/calendar/exports').expect(200);
  const call = request(app.app).get(`/ical/${token}.ics`);
  for (const [name, value] of Object.entries(headers)) call.set(name, value);
  return call;
};

/** The VEVENTs of a feed as `{UID: …, DTSTART;VALUE=DATE: …}` records. */
const eventsOf = (text: string) =>
  text
    .split('BEGIN:VEVENT\r\n')
    .slice(1)
    .map((block) =>
      Object.fromEntries(
        block
          .split('\r\n')
          .filter((line) => line.includes(':') && !line.startsWith('END:'))
          .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)]),
      ),
    );

describe('a room feed', () => {
  let token = '';
  let exportId = '';
  let stay = '';

  it('is created for a room of the property, once', async () => {
    const created = await hotel.post(
      '/calendar/exports',
      { target: 'room', targetId: room['101'] },
      201,
    );
    token = created.body.token;
    exportId = created.body.id;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await hotel.post(
      '/calendar/exports',
      { target: 'room', targetId: room['101'] },
      400,
    );
    expect(again.body).toMatchObject({
      status: 400,
      code: 'calendarExport.roomHasExport',
      title: 'Room 101 already has a calendar link. Revoke it before creating a new one.',
    });
    const list = await hotel.get('/calendar/exports').expect(200);
    const rooms = list.body.roomTypes[0].rooms as { name: string; export: unknown }[];
    expect(rooms.find((r) => r.name === '101')?.export).toMatchObject({ id: exportId, token });
    expect(rooms.find((r) => r.name === '102')?.export).toBeNull();
  });

  it('lists a booked stay as taken nights with a stable UID and no guest data', async () => {
    stay = await book('101', 3, 2);
    const res = await feed(token);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    expect(res.text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(eventsOf(res.text)).toEqual([
      expect.objectContaining({
        UID: `${stay}@ical.hotel-pms`,
        'DTSTART;VALUE=DATE': basic(3),
        'DTEND;VALUE=DATE': basic(5),
        SEQUENCE: '0',
        SUMMARY: 'Not available',
      }),
    ]);
    expect(res.text).not.toMatch(/Болормаа|Гансүх|99112233/);
  });

  it('answers 304 to a site that already has this version', async () => {
    const first = await feed(token);
    const again = await feed(token, { 'If-None-Match': first.headers.etag as string });
    expect(again.status).toBe(304);
    expect(again.text ?? '').toBe('');
  });

  it('raises the SEQUENCE when the stay moves, and follows it to another room', async () => {
    await hotel.post(
      '/reservation/dates',
      { id: stay, checkIn: addDays(today, 4), checkOut: addDays(today, 7) },
      200,
    );
    const moved = eventsOf((await feed(token)).text);
    expect(moved).toEqual([
      expect.objectContaining({
        UID: `${stay}@ical.hotel-pms`,
        'DTSTART;VALUE=DATE': basic(4),
        'DTEND;VALUE=DATE': basic(7),
        SEQUENCE: '1',
      }),
    ]);
    const other102 = await hotel.post(
      '/calendar/exports',
      { target: 'room', targetId: room['102'] },
      201,
    );
    await hotel.post('/reservation/room', { id: stay, roomId: room['102'] }, 200);
    expect(eventsOf((await feed(token)).text)).toEqual([]);
    expect(eventsOf((await feed(other102.body.token)).text)).toEqual([
      expect.objectContaining({ UID: `${stay}@ical.hotel-pms`, SEQUENCE: '2' }),
    ]);
  });

  it('lists a block of the room, and drops a canceled stay', async () => {
    const block = await hotel.post(
      '/blocks',
      {
        roomTypeId: standard,
        rooms: [room['101']],
        startDate: addDays(today, 10),
        endDate: addDays(today, 12),
        description: 'Засвар',
      },
      201,
    );
    const second = await book('101', 20, 1);
    expect(eventsOf((await feed(token)).text).map((e) => [e.UID, e['DTSTART;VALUE=DATE']])).toEqual(
      [
        [`${block.body.ids[0]}@ical.hotel-pms`, basic(10)],
        [`${second}@ical.hotel-pms`, basic(20)],
      ],
    );
    await hotel.post('/reservations/status', { id: second, status: 'canceled' }, 200);
    expect(eventsOf((await feed(token)).text).map((e) => e.UID)).toEqual([
      `${block.body.ids[0]}@ical.hotel-pms`,
    ]);
    expect((await feed(token)).text).not.toContain('Засвар');
  });

  it('answers 404 once revoked, and cannot be revoked twice', async () => {
    await hotel.delete(`/calendar/exports/${exportId}`, 200);
    const gone = await feed(token);
    expect(gone.status).toBe(404);
    expect(gone.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(gone.body).toMatchObject({ status: 404, type: '/problems/not-found' });
    const twice = await hotel.delete(`/calendar/exports/${exportId}`, 400);
    expect(twice.body.code).toBe('calendarExport.revoked');
    // A new one may be made, with a new token.
    const renewed = await hotel.post(
      '/calendar/exports',
      { target: 'room', targetId: room['101'] },
      201,
    );
    expect(renewed.body.token).not.toBe(token);
  });

  it('answers 404 for a token nobody was given, at both addresses', async () => {
    const unknown = 'b'.repeat(43);
    expect((await request(app.app).get(`/ical/${unknown}.ics`)).status).toBe(404);
    expect((await request(app.app).get(`/api/ical/${unknown}.ics`)).status).toBe(404);
    expect((await request(app.app).get('/ical/short.ics')).status).toBe(404);
  });
});

describe('a room type feed', () => {
  it('closes a night only when every room of the type is taken', async () => {
    const created = await hotel.post(
      '/calendar/exports',
      { target: 'roomType', targetId: standard },
      201,
    );
    await book('101', 40, 3);
    const before = eventsOf((await feed(created.body.token)).text);
    expect(before.map((e) => e['DTSTART;VALUE=DATE'])).not.toContain(basic(40));
    await book('102', 41, 3);
    const after = eventsOf((await feed(created.body.token)).text);
    expect(after).toContainEqual(
      expect.objectContaining({
        UID: `${standard}-${basic(41)}@ical.hotel-pms`,
        'DTSTART;VALUE=DATE': basic(41),
        'DTEND;VALUE=DATE': basic(43),
      }),
    );
  });
});

describe('another property and bad input', () => {
  it('does not know the rooms, types or exports of another property (404)', async () => {
    await other.post('/calendar/exports', { target: 'room', targetId: room['101'] }, 404);
    await other.post('/calendar/exports', { target: 'roomType', targetId: standard }, 404);
    const list = await hotel.get('/calendar/exports').expect(200);
    const live = list.body.roomTypes[0].export as { id: string };
    await other.delete(`/calendar/exports/${live.id}`, 404);
    const theirs = await other.get('/calendar/exports').expect(200);
    expect(theirs.body.roomTypes).toEqual([]);
  });

  it('refuses bad input with 422 per field, and stores nothing', async () => {
    const head = await app.eventStore.headPosition();
    const before = await dumpCollections(app.readStore, ['calendar_exports']);
    const bad = await hotel.post('/calendar/exports', { target: 'hotel', targetId: 'x' }, 422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['target', 'targetId']);
    await hotel.post('/calendar/exports', {}, 422);
    await hotel.delete('/calendar/exports/not-an-id', 422);
    await hotel.get('/calendar/exports').expect(200);
    expect(await dumpCollections(app.readStore, ['calendar_exports'])).toEqual(before);
    expect(await app.eventStore.headPosition()).toBe(head);
  });
});

describe('the feeds, served and rebuilt', () => {
  it('are served at the root by the stand-alone query service too', async () => {
    const list = await hotel.get('/calendar/exports').expect(200);
    const live = list.body.roomTypes[0].export as { token: string };
    const composed = await request(app.app).get(`/ical/${live.token}.ics`).expect(200);
    const service = createProjectionApp({
      eventStore: app.eventStore,
      readStore: app.readStore,
      host: unused('host'),
      logger: createLogger('silent'),
      readYourWritesTimeoutMs: 0,
      readyMaxLagEvents: 0,
      tokens: unused('tokens'),
      blobStore: unused('blobStore'),
    });
    const alone = await request(service).get(`/ical/${live.token}.ics`).expect(200);
    expect(alone.text).toBe(composed.text);
    expect(alone.headers.etag).toBe(composed.headers.etag);
  });

  it('a rebuild from the first event gives the same nights', async () => {
    await hotel.get('/calendar/exports').expect(200);
    const handled = new Set<string>(calendarNightsProjection.handles);
    const all = (await app.eventStore.readAll()).map(toProjected);
    const rebuilt = await givenEvents(
      calendarNightsProjection,
      all.filter((event) => handled.has(event.type)),
    );
    for (const name of [CALENDAR_EXPORT_HOLDERS, CALENDAR_EXPORT_ROOM_NIGHTS]) {
      const sorted = { sort: { _id: 1 as const } };
      expect(await rebuilt.collection(name).find({}, sorted)).toEqual(
        await app.readStore.collection(name).find({}, sorted),
      );
    }
  });
});
