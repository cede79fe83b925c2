import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateInTimeZone } from '@hotel/events/dates';
import { startTestApp } from '../support/app';
import { otherProperty, ownerWithProperty, standardRooms } from '../support/property-client';

/**
 * Housekeeping over HTTP (docs/front-office.md): rooms marked clean or dirty, a check-out
 * making its room dirty by itself, the calendar's cleanliness, bad input, other properties.
 */

let app: ReturnType<typeof startTestApp>;
let hotel: Awaited<ReturnType<typeof ownerWithProperty>>;
let other: Awaited<ReturnType<typeof ownerWithProperty>>;
let standard = '';
let rooms: { id: string; name: string }[] = [];
const today = dateInTimeZone(new Date(), 'Asia/Ulaanbaatar');

beforeAll(async () => {
  app = startTestApp();
  hotel = await ownerWithProperty(app);
  other = await otherProperty(app);
  ({ standard, rooms } = await standardRooms(hotel, ['101', '102']));
});

afterAll(async () => {
  await app.close();
});

const statuses = async () => {
  const answer = await hotel.get('/housekeeping').expect(200);
  return Object.fromEntries(
    (answer.body.roomTypes[0].rooms as { name: string; status: string }[]).map((r) => [
      r.name,
      r.status,
    ]),
  );
};

describe('housekeeping', () => {
  it('lists every room clean until marked, and follows the toggle (the calendar too)', async () => {
    expect(await statuses()).toEqual({ '101': 'clean', '102': 'clean' });
    await hotel.post(`/housekeeping/rooms/${rooms[1]!.id}`, { status: 'dirty' }, 200);
    expect(await statuses()).toEqual({ '101': 'clean', '102': 'dirty' });
    const calendar = await hotel.get(`/calendar?from=${today}&to=${addDays(today, 7)}`).expect(200);
    expect(calendar.body.roomTypes[0].rooms).toEqual([
      { id: rooms[0]!.id, name: '101', status: 'clean' },
      { id: rooms[1]!.id, name: '102', status: 'dirty' },
    ]);
    await hotel.post(`/housekeeping/rooms/${rooms[1]!.id}`, { status: 'clean' }, 200);
    expect(await statuses()).toEqual({ '101': 'clean', '102': 'clean' });
  });

  it('a check-out makes the guest’s room dirty by itself', async () => {
    const booked = await hotel.post(
      '/reservations/book',
      {
        stayType: 'night',
        checkIn: today,
        checkOut: addDays(today, 1),
        roomId: rooms[0]!.id,
        roomTypes: [{ roomTypeId: standard, numberOfGuests: 2, quantity: 1 }],
        guest: { name: 'Бат' },
      },
      201,
    );
    const id = booked.body.reservationIds[0] as string;
    // Nothing to pay (payments come with the folio): a full discount clears the balance.
    await hotel.post('/reservation/discount', { id, discountType: 'percent', discount: 100 }, 200);
    await hotel.post(
      '/reservations/status',
      { id, status: 'checked-in', oldStatus: 'pending' },
      200,
    );
    expect((await statuses())['101']).toBe('clean');
    await hotel.post(
      '/reservations/status',
      { id, status: 'checked-out', oldStatus: 'checked-in' },
      200,
    );
    const answer = await hotel.get('/housekeeping').expect(200);
    expect(answer.body.roomTypes[0].rooms[0]).toMatchObject({
      name: '101',
      status: 'dirty',
      source: 'checkOut',
      reservationNumber: expect.any(Number),
    });
  });

  it('answers bad input (422), another property’s room (404) and no token (401)', async () => {
    const bad = await hotel.post(
      `/housekeeping/rooms/${rooms[0]!.id}`,
      { status: 'sparkling' },
      422,
    );
    expect(Object.keys(bad.body.errors)).toEqual(['status']);
    const badId = await hotel.post('/housekeeping/rooms/nope', { status: 'clean' }, 422);
    expect(Object.keys(badId.body.errors)).toEqual(['roomId']);
    await hotel.post(`/housekeeping/rooms/${rooms[0]!.id}`, {}, 422);
    await other.post(`/housekeeping/rooms/${rooms[0]!.id}`, { status: 'clean' }, 404);
    expect((await other.get('/housekeeping').expect(200)).body.roomTypes).toEqual([]);
    await request(app.app).get('/api/housekeeping').expect(401);
    await request(app.app)
      .post(`/api/housekeeping/rooms/${rooms[0]!.id}`)
      .send({ status: 'clean' })
      .expect(401);
  });
});
