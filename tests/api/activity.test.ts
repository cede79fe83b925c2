import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateInTimeZone } from '@hotel/events/dates';
import { startTestApp } from '../support/app';
import { ownerWithProperty } from '../support/property-client';

/**
 * The property-wide activity log over HTTP (docs/activity.md): every command of the property,
 * filtered by user, dates, area and reservation, paged on the server; who may read it; other
 * properties; bad query input.
 */

let app: ReturnType<typeof startTestApp>;
let hotel: Awaited<ReturnType<typeof ownerWithProperty>>;
let other: Awaited<ReturnType<typeof ownerWithProperty>>;
let reservationId = '';
let otherReservationId = '';
let auditor = '';
let clerk = '';
let clerkId = '';
const today = dateInTimeZone(new Date(), 'Asia/Ulaanbaatar');

interface Row {
  id: string;
  at: string;
  commandType: string;
  area: string;
  actor: { kind: string; user?: { userId: string; name: string | null } };
  reservations: { id: string; number: number | null }[];
  subject: string | null;
  changes: { number: number | null; field: string; before: unknown; after: unknown }[];
}

const login = async (email: string) => {
  const res = await request(app.app)
    .post('/api/login')
    .send({ email, password: 'staff-password' })
    .expect(200);
  return `Bearer ${res.body.accessToken as string}`;
};

const book = async (client: Pick<typeof hotel, 'post'>, roomTypeId: string, guest: string) =>
  (
    await client.post(
      '/reservations/book',
      {
        stayType: 'night',
        checkIn: today,
        checkOut: addDays(today, 2),
        roomTypes: [{ roomTypeId, numberOfGuests: 1, quantity: 1 }],
        guest: { name: guest },
      },
      201,
    )
  ).body.id as string;

beforeAll(async () => {
  app = startTestApp();
  hotel = await ownerWithProperty(app);
  other = await ownerWithProperty(app, {
    email: 'other@example.com',
    registerNo: '7654321',
    name: 'Өөр буудал',
  });
  const roomTypeId = (
    await hotel.post(
      '/room/types',
      { name: 'Стандарт', defaultPrice: 100000, occupancy: 2, names: ['101', '102'] },
      201,
    )
  ).body.id as string;
  const auditors = await hotel.post(
    '/roles',
    { name: 'Аудитор', permissions: ['access-reports'] },
    201,
  );
  const clerks = await hotel.post(
    '/roles',
    { name: 'Ресепшн', permissions: ['show-reservations', 'manage-reservations'] },
    201,
  );
  const staff = (roleId: string, email: string) => ({
    name: email.startsWith('a') ? 'Аудитор Туяа' : 'Ресепшн Болд',
    position: 'Ажилтан',
    phoneNumber: '+976 8811 2233',
    email,
    password: 'staff-password',
    role: { id: roleId },
  });
  await hotel.post('/users', staff(auditors.body.id, 'a@hotel.mn'), 201);
  clerkId = (await hotel.post('/users', staff(clerks.body.id, 'c@hotel.mn'), 201)).body
    .id as string;
  auditor = await login('a@hotel.mn');
  clerk = await login('c@hotel.mn');
  reservationId = await book(hotel, roomTypeId, 'Бат');
  // The clerk books and writes notes; the owner writes a note on the first stay.
  const asClerk = hotel.as(clerk);
  const second = await book(asClerk, roomTypeId, 'Дорж');
  await asClerk.post('/reservations/notes', { id: second, notes: 'Орой ирнэ' }, 200);
  await hotel.post('/reservations/notes', { id: reservationId, notes: 'VIP' }, 200);

  const otherType = (
    await other.post(
      '/room/types',
      { name: 'Люкс', defaultPrice: 200000, occupancy: 2, names: ['201'] },
      201,
    )
  ).body.id as string;
  otherReservationId = await book(other, otherType, 'Сүх');
});

afterAll(async () => {
  await app.close();
});

const rows = (body: { data: Row[] }) => body.data;

describe('the activity log', () => {
  it('lists every command of the property, newest first, with who did it', async () => {
    const answer = await hotel.get('/activity').expect(200);
    expect(answer.body.total).toBe(answer.body.data.length);
    const types = rows(answer.body).map((row) => row.commandType);
    expect(types.slice(0, 4)).toEqual([
      'ChangeReservationNotes',
      'ChangeReservationNotes',
      'BookReservation',
      'BookReservation',
    ]);
    expect(types).toContain('SaveRoomType');
    expect(types).toContain('SaveRole');
    const [latest] = rows(answer.body);
    expect(latest).toMatchObject({
      area: 'reservations',
      actor: { kind: 'user', user: { userId: hotel.owner.accountId } },
      changes: [{ field: 'notes', before: null, after: 'VIP' }],
    });
    expect(latest!.reservations[0]).toMatchObject({
      id: reservationId,
      number: expect.any(Number),
    });
    const times = rows(answer.body).map((row) => row.at);
    expect([...times].sort().reverse()).toEqual(times);
    // Nothing of the other property.
    expect(JSON.stringify(answer.body)).not.toContain(otherReservationId);
  });

  it('filters by user, area, reservation and dates, and pages on the server', async () => {
    const byClerk = await hotel.get(`/activity?userId=${clerkId}`).expect(200);
    expect(rows(byClerk.body).map((row) => row.commandType)).toEqual([
      'ChangeReservationNotes',
      'BookReservation',
    ]);
    expect(byClerk.body.total).toBe(2);
    expect(rows(byClerk.body)[0]!.actor.user?.name).toBe('Ресепшн Болд');

    const rooms = await hotel.get('/activity?area=rooms').expect(200);
    expect(rows(rooms.body).map((row) => row.commandType)).toEqual(['SaveRoomType']);
    const staffArea = await hotel.get('/activity?area=staff').expect(200);
    expect(rows(staffArea.body).map((row) => [row.commandType, row.subject])).toEqual([
      ['SaveStaffUser', 'Ресепшн Болд'],
      ['SaveStaffUser', 'Аудитор Туяа'],
      ['SaveRole', 'Ресепшн'],
      ['SaveRole', 'Аудитор'],
    ]);
    const settings = await hotel.get('/activity?area=settings').expect(200);
    expect(rows(settings.body).map((row) => [row.commandType, row.subject])).toEqual([
      ['RegisterProperty', 'Хаан Буудал'],
    ]);
    const clerkRooms = await hotel.get(`/activity?area=rooms&userId=${clerkId}`).expect(200);
    expect(clerkRooms.body).toMatchObject({ data: [], total: 0 });

    const stay = await hotel.get(`/activity?reservationId=${reservationId}`).expect(200);
    expect(rows(stay.body).map((row) => row.commandType)).toEqual([
      'ChangeReservationNotes',
      'BookReservation',
    ]);
    const stayNotes = await hotel
      .get(`/activity?reservationId=${reservationId}&userId=${clerkId}`)
      .expect(200);
    expect(stayNotes.body.total).toBe(0);

    const all = await hotel.get('/activity?limit=1000').expect(200);
    const dated = await hotel.get(`/activity?from=${today}&to=${today}&limit=1000`).expect(200);
    expect(dated.body.total).toBe(all.body.total);
    const before = await hotel.get(`/activity?to=${addDays(today, -1)}`).expect(200);
    expect(before.body).toMatchObject({ data: [], total: 0 });
    const after = await hotel.get(`/activity?from=${addDays(today, 1)}`).expect(200);
    expect(after.body).toMatchObject({ data: [], total: 0 });

    const pages = [];
    for (let page = 1; page <= Math.ceil(all.body.total / 3); page++) {
      const answer = await hotel.get(`/activity?limit=3&page=${page}`).expect(200);
      expect(answer.body).toMatchObject({ total: all.body.total, page, limit: 3 });
      pages.push(...rows(answer.body).map((row) => row.id));
    }
    expect(pages).toEqual(rows(all.body).map((row) => row.id));
    const past = await hotel.get(`/activity?limit=3&page=1000`).expect(200);
    expect(past.body.data).toEqual([]);

    const users = await hotel.get('/activity/users').expect(200);
    expect(users.body.data.map((u: { userId: string }) => u.userId).sort()).toEqual(
      [hotel.owner.accountId, clerkId].sort(),
    );
  });

  it('is read by the owner and by roles with reports, not by a clerk', async () => {
    await hotel.as(auditor).get('/activity').expect(200);
    await hotel.as(clerk).get('/activity').expect(403);
    await hotel.as(clerk).get('/activity/users').expect(403);
  });

  it('another property sees nothing of this one', async () => {
    const own = await other.get('/activity?limit=1000').expect(200);
    expect(JSON.stringify(own.body)).not.toContain(reservationId);
    const foreign = await other.get(`/activity?reservationId=${reservationId}`).expect(200);
    expect(foreign.body).toMatchObject({ data: [], total: 0 });
    const foreignUser = await other.get(`/activity?userId=${clerkId}`).expect(200);
    expect(foreignUser.body).toMatchObject({ data: [], total: 0 });
    // This property's id with the other owner's token: no such property for them.
    await request(app.app)
      .get('/api/activity')
      .set('Authorization', other.owner.authorization)
      .set('X-Slug', hotel.propertyId)
      .expect(404);
  });

  it('answers bad query input with 422 and a message per field', async () => {
    const bad = await hotel
      .get('/activity?from=2026-13-01&to=yesterday&area=spa&page=0&limit=5000')
      .expect(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['area', 'from', 'limit', 'page', 'to']);
    const reversed = await hotel.get('/activity?from=2026-11-20&to=2026-11-10').expect(422);
    expect(Object.keys(reversed.body.errors)).toEqual(['to']);
    const fraction = await hotel.get('/activity?limit=2.5').expect(422);
    expect(Object.keys(fraction.body.errors)).toEqual(['limit']);
  });
});
