import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateInTimeZone } from '@hotel/events/dates';
import { startTestApp } from '../support/app';
import { ownerWithProperty } from '../support/property-client';

/**
 * The reservation export's calls over HTTP: GET /reservations/items sums the selected
 * reservations' additional services of the caller's property only (another property's ids add
 * nothing, another owner gets 404), validates its ids (422); GET /reservation/requests?ids=
 * reads the linked requests.
 */

let app: ReturnType<typeof startTestApp>;
type Client = Awaited<ReturnType<typeof ownerWithProperty>>;
let hotel: Client;
let other: Client;
const today = dateInTimeZone(new Date(), 'Asia/Ulaanbaatar');
const ids = { a: '', b: '', c: '', foreign: '' };
const roomTypeOf = { mine: '' };

/** A property with a room type and two services; books and charges through its client. */
const setUp = async (client: Client) => {
  const roomType = (
    await client.post(
      '/room/types',
      { name: 'Стандарт', defaultPrice: 100_000, occupancy: 2, names: ['101', '102', '103'] },
      201,
    )
  ).body.id as string;
  const category = (
    (await client.get('/service/categories').expect(200)).body.data as {
      id: string;
      isDefault: boolean;
    }[]
  ).find((c) => c.isDefault)!.id;
  const service = async (name: string, price: number) =>
    (await client.post('/services', { name, price, serviceCategory: { id: category } }, 201)).body
      .id as string;
  const minibar = await service('Минибар', 15_000);
  const laundry = await service('Угаалга', 8_000);
  const book = async (guest: string) =>
    (
      await client.post(
        '/reservations/book',
        {
          stayType: 'night',
          checkIn: today,
          checkOut: addDays(today, 2),
          roomTypes: [{ roomTypeId: roomType, numberOfGuests: 2, quantity: 1 }],
          guest: { name: guest },
        },
        201,
      )
    ).body.reservationIds[0] as string;
  const charge = (id: string, serviceId: string, quantity: number) =>
    client.post(
      '/items',
      { id, serviceCategory: { id: category }, service: { id: serviceId }, quantity },
      201,
    );
  return { book, charge, minibar, laundry, roomType };
};

beforeAll(async () => {
  app = startTestApp();
  hotel = await ownerWithProperty(app);
  other = await ownerWithProperty(app, {
    email: 'other-export@example.com',
    registerNo: '7654321',
    name: 'Өөр буудал',
  });
  const mine = await setUp(hotel);
  roomTypeOf.mine = mine.roomType;
  ids.a = await mine.book('Бат');
  ids.b = await mine.book('Сараа');
  ids.c = await mine.book('Дулмаа');
  await mine.charge(ids.a, mine.minibar, 2);
  await mine.charge(ids.b, mine.minibar, 1);
  await mine.charge(ids.b, mine.laundry, 3);
  await mine.charge(ids.c, mine.laundry, 5);
  const theirs = await setUp(other);
  ids.foreign = await theirs.book('Гадны');
  await theirs.charge(ids.foreign, theirs.minibar, 7);
});

afterAll(async () => {
  await app.close();
});

const items = (client: Client, query: string) => client.get(`/reservations/items?${query}`);

describe('GET /reservations/items', () => {
  it('sums the selected reservations’ services per service and price', async () => {
    const res = await items(hotel, `ids=${ids.a},${ids.b}`).expect(200);
    expect(res.body.data).toEqual([
      expect.objectContaining({ name: 'Минибар', price: 15_000, totalQuantity: 3, amount: 45_000 }),
      expect.objectContaining({ name: 'Угаалга', price: 8_000, totalQuantity: 3, amount: 24_000 }),
    ]);
    expect(res.body.data[0].categoryName).toEqual(expect.any(String));
    // Repeated parameters work too; a reservation without services adds nothing.
    const one = await items(hotel, `ids=${ids.c}&ids=${ids.c}`).expect(200);
    expect(one.body.data).toEqual([
      expect.objectContaining({ name: 'Угаалга', totalQuantity: 5, amount: 40_000 }),
    ]);
  });

  it('never counts another property’s reservations', async () => {
    const mixed = await items(hotel, `ids=${ids.c},${ids.foreign}`).expect(200);
    expect(mixed.body.data).toEqual([expect.objectContaining({ totalQuantity: 5 })]);
    expect((await items(hotel, `ids=${ids.foreign}`).expect(200)).body.data).toEqual([]);
    // Their own property sees theirs.
    expect((await items(other, `ids=${ids.foreign}`).expect(200)).body.data).toEqual([
      expect.objectContaining({ totalQuantity: 7, amount: 105_000 }),
    ]);
  });

  it('is 404 for another property’s owner', async () => {
    await request(app.app)
      .get(`/api/reservations/items?ids=${ids.a}`)
      .set('Authorization', other.owner.authorization)
      .set('X-Slug', hotel.propertyId)
      .expect(404);
  });

  it('refuses missing, malformed and too many ids (422)', async () => {
    const missing = await items(hotel, '').expect(422);
    expect(JSON.stringify(missing.body)).toContain('ids');
    await items(hotel, 'ids=').expect(422);
    await items(hotel, `ids=${encodeURIComponent('a b;drop')}`).expect(422);
    await items(hotel, `ids=${'x'.repeat(65)}`).expect(422);
    const many = Array.from({ length: 201 }, (_, i) => `r${i}`).join(',');
    await items(hotel, `ids=${many}`).expect(422);
  });
});

describe('GET /reservation/requests?ids=', () => {
  it('reads only the named requests of the property', async () => {
    await hotel.post(
      '/rate/plans',
      { name: 'Онлайн', roomType: { id: roomTypeOf.mine }, type: 'other', isOnlineBook: true },
      201,
    );
    await hotel.post('/hotel/online-booking', { hasOnlineBook: true }, 200);
    const ask = async (name: string) =>
      (
        await request(app.app)
          .post(`/api/online/book/${hotel.propertyId}/requests`)
          .set('X-Language', 'en')
          .send({
            checkIn: addDays(today, 5),
            checkOut: addDays(today, 7),
            rooms: [{ roomTypeId: roomTypeOf.mine, quantity: 1 }],
            guest: { name, email: 'guest@example.com', phoneNumber: '+976 99112233' },
          })
          .expect(201)
      ).body.id as string;
    const first = await ask('Anna');
    await ask('Bold');
    const listed = await hotel.get(`/reservation/requests?ids=${first}&rowsPerPage=0`).expect(200);
    expect(listed.body.total).toBe(1);
    expect(listed.body.data.map((r: { id: string }) => r.id)).toEqual([first]);
    // Another property never sees it.
    const theirs = await other.get(`/reservation/requests?ids=${first}`).expect(200);
    expect(theirs.body.data).toEqual([]);
  });

  it('validates the ids', async () => {
    const none = await hotel.get('/reservation/requests?ids=rq-none&rowsPerPage=0').expect(200);
    expect(none.body).toMatchObject({ data: [], total: 0 });
    await hotel.get(`/reservation/requests?ids=${encodeURIComponent('a;b')}`).expect(422);
  });
});
