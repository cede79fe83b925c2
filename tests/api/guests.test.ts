import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateInTimeZone } from '@hotel/events/dates';
import { startTestApp } from '../support/app';
import { otherProperty, ownerWithProperty, standardRooms } from '../support/property-client';

/**
 * The guest register over HTTP (docs/front-office.md): profiles by hand and from bookings
 * (matched by e-mail, phone or passport), resCount, blacklist, filters, bad input.
 */

let app: ReturnType<typeof startTestApp>;
let hotel: Awaited<ReturnType<typeof ownerWithProperty>>;
let other: Awaited<ReturnType<typeof ownerWithProperty>>;
let standard = '';
const today = dateInTimeZone(new Date(), 'Asia/Ulaanbaatar');

beforeAll(async () => {
  app = startTestApp();
  hotel = await ownerWithProperty(app);
  other = await otherProperty(app);
  ({ standard } = await standardRooms(hotel, ['101', '102', '103']));
});

afterAll(async () => {
  await app.close();
});

const book = (guest: object, quantity = 1) =>
  hotel.post(
    '/reservations/book',
    {
      stayType: 'night',
      checkIn: addDays(today, 5),
      checkOut: addDays(today, 6),
      roomTypes: [{ roomTypeId: standard, numberOfGuests: 2, quantity }],
      guest,
    },
    201,
  );

describe('the guest register', () => {
  it('registers a booking’s guest, and counts the next booking matched by phone', async () => {
    await book(
      { name: 'Anna', surname: 'Smith', email: 'anna@example.com', phoneNumber: '99112233' },
      2,
    );
    await book({ name: 'Анна', phoneNumber: '+976 9911 2233' });
    const list = await hotel.get('/guests').expect(200);
    expect(list.body.total).toBe(1);
    expect(list.body.data[0]).toMatchObject({
      name: 'Anna',
      surname: 'Smith',
      email: 'anna@example.com',
      resCount: 3,
      origin: 'booking',
      isBlacklist: false,
    });
  });

  it('creates, blacklists with a reason, filters, warns through match, deletes', async () => {
    const created = await hotel.post(
      '/guests',
      { name: 'Дорж', phoneNumber: '88001122', passportNumber: 'УБ 12345678' },
      201,
    );
    const id = created.body.id as string;
    const noReason = await hotel.post(`/guests/${id}`, { name: 'Дорж', isBlacklist: true }, 422);
    expect(Object.keys(noReason.body.errors)).toEqual(['blacklistReason']);
    await hotel.post(
      `/guests/${id}`,
      {
        name: 'Дорж',
        phoneNumber: '88001122',
        isBlacklist: true,
        blacklistReason: 'Өрөө эвдэлсэн',
      },
      200,
    );
    const black = await hotel.get('/guests?blacklist=true').expect(200);
    expect(black.body.data.map((g: { name: string }) => g.name)).toEqual(['Дорж']);
    expect((await hotel.get('/guests?blacklist=false').expect(200)).body.total).toBe(1);
    expect(
      (await hotel.get(`/guests?start=${today}&end=${today}&search=дорж`).expect(200)).body.total,
    ).toBe(1);

    const match = await hotel.get('/guests/match?phoneNumber=%2B976%2088001122').expect(200);
    expect(match.body.guest).toMatchObject({
      id,
      isBlacklist: true,
      blacklistReason: 'Өрөө эвдэлсэн',
    });
    expect(
      (await hotel.get('/guests/match?email=nobody@example.com').expect(200)).body.guest,
    ).toBeNull();

    // A duplicate phone is refused under its field.
    const duplicate = await hotel.post('/guests', { name: 'Бат', phoneNumber: '8800-1122' }, 400);
    expect(duplicate.body.errors).toEqual({
      phoneNumber: ['A guest with this phone number (Дорж) is already registered.'],
    });

    const second = (await hotel.post('/guests', { name: 'Сараа' }, 201)).body.id as string;
    await hotel.post('/guests/delete', { ids: [id, second] }, 200);
    await hotel.delete(`/guests/${id}`, 404);
    expect((await hotel.get('/guests').expect(200)).body.total).toBe(1);
  });

  it('answers bad input (422), other properties (404) and no token (401)', async () => {
    const bad = await hotel.post('/guests', { name: '', email: 'x', phoneNumber: 'abc' }, 422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'name', 'phoneNumber']);
    await hotel.post('/guests/delete', { ids: [] }, 422);
    await hotel.post('/guests/not-an-id', { name: 'X' }, 422);
    await hotel.get('/guests?blacklist=maybe').expect(422);
    const mine = (await hotel.get('/guests').expect(200)).body.data[0].id as string;
    await other.post(`/guests/${mine}`, { name: 'X' }, 404);
    await other.delete(`/guests/${mine}`, 404);
    expect((await other.get('/guests').expect(200)).body.total).toBe(0);
    expect(
      (await other.get('/guests/match?email=anna@example.com').expect(200)).body.guest,
    ).toBeNull();
    await request(app.app).get('/api/guests').expect(401);
  });
});
