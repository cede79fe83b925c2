import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateInTimeZone } from '@hotel/events/dates';
import { startTestApp } from '../support/app';
import { ownerWithProperty } from '../support/property-client';

/**
 * A reservation's history and its as-of view over HTTP (docs/reservations.md, "History and
 * as-of"): a member of staff books and changes a reservation, the owner renames them, and the
 * history still names them as they were; the detail as of a past instant; other properties'
 * ids and bad instants.
 */

let clock = Date.now();
const tick = () => {
  clock += 60_000;
  return new Date(clock).toISOString();
};

let app: ReturnType<typeof startTestApp>;
let hotel: Awaited<ReturnType<typeof ownerWithProperty>>;
let other: Awaited<ReturnType<typeof ownerWithProperty>>;
let desk: ReturnType<typeof hotel.as>;
let staffId = '';
let id = '';
let rooms: { id: string; name: string }[] = [];
/** Instants between the steps of the story. */
const moments: Record<string, string> = {};
const today = dateInTimeZone(new Date(), 'Asia/Ulaanbaatar');

const staffUser = (roleId: string) => ({
  name: 'Сараа',
  position: 'Ресепшн',
  phoneNumber: '+976 8811 2233',
  email: 'saraa@hotel.mn',
  password: 'staff-password',
  role: { id: roleId },
});

beforeAll(async () => {
  app = startTestApp({ now: () => new Date(clock) });
  hotel = await ownerWithProperty(app);
  other = await ownerWithProperty(app, {
    email: 'other@example.com',
    registerNo: '7654321',
    name: 'Өөр буудал',
  });
  const standard = (
    await hotel.post(
      '/room/types',
      { name: 'Стандарт', defaultPrice: 100000, occupancy: 2, names: ['101', '102'] },
      201,
    )
  ).body.id as string;
  const types = await hotel.get('/room/types?with=rooms').expect(200);
  rooms = (types.body.data as { id: string; rooms: { id: string; name: string }[] }[]).find(
    (t) => t.id === standard,
  )!.rooms;
  const roles = (await hotel.get('/roles').expect(200)).body.data as {
    id: string;
    isDefault: boolean;
  }[];
  const manager = roles.find((r) => r.isDefault)!;
  staffId = (await hotel.post('/users', staffUser(manager.id), 201)).body.id;
  const login = await request(app.app)
    .post('/api/login')
    .send({ email: 'saraa@hotel.mn', password: 'staff-password' })
    .expect(200);
  desk = hotel.as(`Bearer ${login.body.accessToken as string}`);

  // The story: booked, dates moved, a room given, notes, a payment; then Saraa is renamed.
  moments.beforeBooking = tick();
  tick();
  id = (
    await desk.post(
      '/reservations/book',
      {
        stayType: 'night',
        checkIn: addDays(today, 3),
        checkOut: addDays(today, 5),
        roomTypes: [{ roomTypeId: standard, numberOfGuests: 2, quantity: 1 }],
        guest: { name: 'Бат', surname: 'Дорж', phoneNumber: '99112233' },
      },
      201,
    )
  ).body.reservationIds[0];
  moments.booked = tick();
  tick();
  await desk.post(
    '/reservation/dates',
    { id, checkIn: addDays(today, 3), checkOut: addDays(today, 6) },
    200,
  );
  moments.datesMoved = tick();
  tick();
  await desk.post('/reservation/room', { id, roomId: rooms[1]!.id }, 200);
  tick();
  await desk.post('/reservations/notes', { id, notes: 'Өндөр давхар' }, 200);
  tick();
  const cash = (
    (await hotel.get('/payment/methods').expect(200)).body.data as {
      id: string;
      isDefault: boolean;
    }[]
  ).find((m) => m.isDefault)!.id;
  await desk.post(
    '/payments',
    { id, incomeType: 'prepaid', pays: [{ paymentMethod: { id: cash }, amount: 50_000 }] },
    201,
  );
  tick();
  await hotel.post(
    '/users',
    {
      ...staffUser(manager.id),
      id: staffId,
      name: 'Сараа Батын',
      email: undefined,
      password: undefined,
    },
    200,
  );
});

afterAll(async () => {
  await app.close();
});

interface Entry {
  type: string;
  occurredAt: string;
  actor: { kind: string; user?: { userId: string; name: string | null; email: string | null } };
  details: Record<string, unknown>;
  changes: { field: string; before: unknown; after: unknown }[];
}

describe('GET /reservations/{id}/history', () => {
  it('lists every event of the reservation and its folio, oldest first, naming people as they were', async () => {
    const res = await hotel.get(`/reservations/${id}/history`).expect(200);
    expect(res.body.timeZone).toBe('Asia/Ulaanbaatar');
    const entries = res.body.entries as Entry[];
    expect(entries.map((e) => e.type)).toEqual([
      'ReservationCreated',
      'ReservationDatesChanged',
      'ReservationRoomAssigned',
      'ReservationNotesChanged',
      'PaymentPosted',
    ]);
    const saraa = { userId: staffId, name: 'Сараа', email: 'saraa@hotel.mn' };
    for (const entry of entries) expect(entry.actor).toEqual({ kind: 'user', user: saraa });
    expect(entries[0]).toMatchObject({
      details: { number: 1, guestName: 'Бат Дорж', checkIn: addDays(today, 3), fromRequest: false },
      changes: [],
    });
    expect(entries[1]!.changes).toEqual([
      { field: 'checkOut', before: addDays(today, 5), after: addDays(today, 6) },
      { field: 'amount', before: 200_000, after: 300_000 },
      { field: 'balance', before: 200_000, after: 300_000 },
    ]);
    expect(entries[2]!.changes).toEqual([{ field: 'room', before: null, after: rooms[1]!.name }]);
    expect(entries[3]!.changes).toEqual([{ field: 'notes', before: null, after: 'Өндөр давхар' }]);
    expect(entries[4]).toMatchObject({
      details: { amountMnt: 50_000, incomeType: 'prepaid', currency: 'MNT' },
      changes: [
        { field: 'paid', before: 0, after: 50_000 },
        { field: 'balance', before: 300_000, after: 250_000 },
      ],
    });
    // The instants are ISO, in order.
    const times = entries.map((e) => Date.parse(e.occurredAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    // Staff read it too, with the same permission as the detail.
    await desk.get(`/reservations/${id}/history`).expect(200);
  });

  it('is 404 for another property’s reservation or an unknown id, 401 without a token', async () => {
    await other.get(`/reservations/${id}/history`).expect(404);
    await hotel.get('/reservations/no-such-id/history').expect(404);
    // The other owner's token with this property's slug: not theirs.
    await request(app.app)
      .get(`/api/reservations/${id}/history`)
      .set('Authorization', other.owner.authorization)
      .set('X-Slug', hotel.propertyId)
      .expect(404);
    await request(app.app)
      .get(`/api/reservations/${id}/history`)
      .set('X-Slug', hotel.propertyId)
      .expect(401);
  });
});

describe('GET /reservations/{id}?asOf=', () => {
  it('answers the detail as it stood then, read-only', async () => {
    const then = await hotel.get(`/reservations/${id}?asOf=${moments.booked}`).expect(200);
    expect(then.body.asOf).toBe(moments.booked);
    expect(then.body.reservation).toMatchObject({
      id,
      number: 1,
      checkOut: addDays(today, 5),
      roomClone: null,
      notes: null,
      paid: 0,
      amount: 200_000,
      payments: [],
      allowed: { pay: false, charge: false, changeDates: false, statuses: [] },
    });
    const later = await hotel
      .get(`/reservations/${id}?asOf=${encodeURIComponent(moments.datesMoved!)}`)
      .expect(200);
    expect(later.body.reservation).toMatchObject({ checkOut: addDays(today, 6), roomClone: null });
    // Now: the same document as the detail, but nothing may be changed in it.
    const current = (await hotel.get(`/reservations/${id}`).expect(200)).body.reservation;
    const asOfNow = (
      await hotel.get(`/reservations/${id}?asOf=${encodeURIComponent(tick())}`).expect(200)
    ).body.reservation;
    expect({ ...asOfNow, allowed: current.allowed }).toEqual(current);
  });

  it('is 404 before the reservation existed and for another property', async () => {
    await hotel.get(`/reservations/${id}?asOf=${moments.beforeBooking}`).expect(404);
    await other.get(`/reservations/${id}?asOf=${moments.booked}`).expect(404);
  });

  it('refuses an instant it cannot read, on the field (422)', async () => {
    for (const bad of ['yesterday', '2026-02-30T10:00:00Z', '2026-11-21T10:00:00', '2026-11-21']) {
      const res = await hotel
        .get(`/reservations/${id}?asOf=${encodeURIComponent(bad)}`)
        .expect(422);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(Object.keys(res.body.errors)).toEqual(['asOf']);
      expect(res.body.errors.asOf[0]).toContain('ISO 8601');
    }
    const twice = await hotel.get(`/reservations/${id}?asOf=${moments.booked}&asOf=x`).expect(422);
    expect(Object.keys(twice.body.errors)).toEqual(['asOf']);
  });
});
