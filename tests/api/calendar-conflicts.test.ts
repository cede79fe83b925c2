import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateInTimeZone } from '@hotel/events/dates';
import { startTestApp } from '../support/app';
import { otherProperty, ownerWithProperty, standardRooms } from '../support/property-client';
import { calendarServer, ics, importScheduler } from './calendar-imports-support';

/**
 * The sites' conflicts for the desk (issue 36; docs/channels.md, "Conflicts on the dashboard
 * and the calendar"): GET /api/calendar/conflicts names both parties — the site's event and our
 * reservation (number and guest) or block — and GET /api/calendar marks them in its range; the
 * reservations' readers see them, a role without them does not, another property sees nothing.
 */

let app: ReturnType<typeof startTestApp>;
let hotel: Awaited<ReturnType<typeof ownerWithProperty>>;
let site: Awaited<ReturnType<typeof calendarServer>>;
let scheduler: ReturnType<typeof importScheduler>;
let rooms: Record<string, string> = {};
let standard = '';
const today = dateInTimeZone(new Date(), 'Asia/Ulaanbaatar');
const day = (n: number) => addDays(today, n);

beforeAll(async () => {
  app = startTestApp();
  site = await calendarServer();
  scheduler = importScheduler(app, { timeoutMs: 500, maxBytes: 20_000 });
  hotel = await ownerWithProperty(app);
  ({ standard, room: rooms } = await standardRooms(hotel, ['101', '102']));
});

afterAll(async () => {
  scheduler.stop();
  await site.close();
  await app.close();
});

interface Conflict {
  holdId: string;
  roomId: string;
  roomName: string | null;
  channel: string;
  uid: string;
  startDate: string;
  endDate: string;
  date: string;
  with: Record<string, unknown>;
}

/** A member of the hotel whose role holds `permissions`: their authorization header. */
const member = async (email: string, permissions: string[]) => {
  const role = await hotel.post('/roles', { name: `Роль ${email}`, permissions }, 201);
  await hotel.post(
    '/users',
    {
      name: 'Ажилтан',
      position: 'Ресепшн',
      phoneNumber: '+976 8811 2233',
      email,
      password: 'staff-password',
      role: { id: role.body.id },
    },
    201,
  );
  const login = await request(app.app)
    .post('/api/login')
    .send({ email, password: 'staff-password' })
    .expect(200);
  await app.host.waitForPosition(BigInt(login.body.position), 5000);
  return `Bearer ${login.body.accessToken as string}`;
};

describe('conflicts of the sites with our bookings', () => {
  let reservationId = '';
  let number = 0;

  it('names both parties: the site, its UID and nights, and our reservation and guest', async () => {
    const booked = await hotel.post(
      '/reservations/book',
      {
        stayType: 'night',
        checkIn: day(3),
        checkOut: day(6),
        roomId: rooms['101'],
        roomTypes: [{ roomTypeId: standard, numberOfGuests: 2, quantity: 1 }],
        guest: { name: 'Болормаа', surname: 'Гансүх', phoneNumber: '99112233' },
      },
      201,
    );
    reservationId = (booked.body.reservationIds as string[])[0]!;
    site.answer('/booking.ics', {
      kind: 'ics',
      body: ics(['b1@booking', day(4), day(7)], ['b2@booking', day(10), day(12)]),
    });
    await hotel.post(
      '/calendar/imports',
      { roomId: rooms['101'], channel: 'Booking.com', url: site.url('/booking.ics') },
      201,
    );
    await scheduler.round();
    const { conflicts } = (await hotel.get('/calendar/conflicts').expect(200)).body as {
      conflicts: Conflict[];
    };
    expect(conflicts).toHaveLength(1);
    const [conflict] = conflicts;
    number = (conflict!.with as { number: number }).number;
    expect(conflict).toMatchObject({
      roomId: rooms['101'],
      roomName: '101',
      channel: 'Booking.com',
      uid: 'b1@booking',
      startDate: day(4),
      endDate: day(7),
      date: day(4),
      with: { kind: 'stay', reservationId, guestName: 'Болормаа Гансүх' },
    });
    expect(number).toBeGreaterThan(0);
  });

  it('is on the room calendar of a range its nights touch, with the held hold as its own', async () => {
    const touching = await hotel.get(`/calendar?from=${day(0)}&to=${day(14)}`).expect(200);
    expect(touching.body.conflicts).toMatchObject([
      { uid: 'b1@booking', roomId: rooms['101'], with: { kind: 'stay', reservationId, number } },
    ]);
    expect(touching.body.channelHolds).toMatchObject([
      { uid: 'b2@booking', roomId: rooms['101'], channel: 'Booking.com', startDate: day(10) },
    ]);
    const after = await hotel.get(`/calendar?from=${day(8)}&to=${day(14)}`).expect(200);
    expect(after.body.conflicts).toEqual([]);
  });

  it('names a block of ours by its description', async () => {
    await hotel.post(
      '/blocks',
      {
        roomTypeId: standard,
        rooms: [rooms['102']],
        startDate: day(20),
        endDate: day(22),
        description: 'Засвар',
      },
      201,
    );
    site.answer('/airbnb.ics', { kind: 'ics', body: ics(['a1@airbnb', day(21), day(23)]) });
    await hotel.post(
      '/calendar/imports',
      { roomId: rooms['102'], channel: 'Airbnb', url: site.url('/airbnb.ics') },
      201,
    );
    await scheduler.round();
    const { conflicts } = (await hotel.get('/calendar/conflicts').expect(200)).body as {
      conflicts: Conflict[];
    };
    expect(conflicts.map((c) => [c.uid, c.roomName, c.with.kind, c.with.description])).toEqual([
      ['b1@booking', '101', 'stay', undefined],
      ['a1@airbnb', '102', 'block', 'Засвар'],
    ]);
  });

  it('is gone once our side goes away and the site takes the room', async () => {
    await hotel.post('/reservations/status', { id: reservationId, status: 'canceled' }, 200);
    await scheduler.round();
    const { conflicts } = (await hotel.get('/calendar/conflicts').expect(200)).body as {
      conflicts: Conflict[];
    };
    expect(conflicts.map((c) => c.uid)).toEqual(['a1@airbnb']);
  });

  it('is read by the desk (show-reservations), not by a role without the reservations', async () => {
    const desk = await member('desk@example.com', ['show-reservations']);
    const settings = await member('settings@example.com', ['manage-settings']);
    const read = (authorization: string) =>
      request(app.app)
        .get('/api/calendar/conflicts')
        .set('Authorization', authorization)
        .set('X-Slug', hotel.propertyId);
    expect((await read(desk).expect(200)).body.conflicts).toHaveLength(1);
    await read(settings).expect(403);
  });

  it("shows another property nothing of ours, and ours to nobody else's owner", async () => {
    const other = await otherProperty(app);
    expect((await other.get('/calendar/conflicts').expect(200)).body).toEqual({ conflicts: [] });
    await request(app.app)
      .get('/api/calendar/conflicts')
      .set('Authorization', other.owner.authorization)
      .set('X-Slug', hotel.propertyId)
      .expect(404);
  });
});
