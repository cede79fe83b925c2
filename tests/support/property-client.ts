import request from 'supertest';
import { expect } from 'vitest';
import { registerAndLogin } from './accounts';
import type { startTestApp } from './app';

type TestApp = ReturnType<typeof startTestApp>;

/**
 * An owner with a new property, and calls in that property that read after the last write
 * (X-Min-Position), in English unless told otherwise.
 */
export const ownerWithProperty = async (
  app: TestApp,
  options: { email?: string; registerNo?: string; name?: string } = {},
) => {
  const owner = await registerAndLogin(app.app, options.email ? { email: options.email } : {});
  const created = await request(app.app)
    .post('/api/hotels')
    .set('Authorization', owner.authorization)
    .send({
      name: options.name ?? 'Хаан Буудал',
      registerNo: options.registerNo ?? '1234567',
      companyName: 'Хаан ХХК',
    })
    .expect(201);
  const propertyId = created.body.id as string;
  let position = created.body.position as string;
  const client = (authorization: string) => ({
    get: (path: string) =>
      request(app.app)
        .get(`/api${path}`)
        .set('Authorization', authorization)
        .set('X-Slug', propertyId)
        .set('X-Language', 'en')
        .set('X-Min-Position', position),
    post: async (path: string, body: object, status: number) => {
      const res = await request(app.app)
        .post(`/api${path}`)
        .set('Authorization', authorization)
        .set('X-Slug', propertyId)
        .set('X-Language', 'en')
        .send(body);
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      if (res.body.position) position = res.body.position;
      return res;
    },
    delete: async (path: string, status: number) => {
      const res = await request(app.app)
        .delete(`/api${path}`)
        .set('Authorization', authorization)
        .set('X-Slug', propertyId)
        .set('X-Language', 'en');
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      if (res.body.position) position = res.body.position;
      return res;
    },
  });
  return { owner, propertyId, as: client, ...client(owner.authorization) };
};

type PropertyClient = Awaited<ReturnType<typeof ownerWithProperty>>;

/**
 * A standard room type of two rooms (English name "Standard"), and a group booked into both
 * for two nights from `checkIn`: what the documents' tests print and send.
 */
export const twoRoomGroup = async (
  hotel: PropertyClient,
  {
    checkIn,
    checkOut,
    roomTypeName = 'Стандарт',
    guest,
  }: {
    checkIn: string;
    checkOut: string;
    roomTypeName?: string;
    guest: { name: string; surname: string; email: string; phoneNumber: string };
  },
) => {
  const roomTypeId = (
    await hotel.post(
      '/room/types',
      {
        name: roomTypeName,
        nameEn: 'Standard',
        defaultPrice: 100000,
        occupancy: 2,
        names: ['101', '102'],
      },
      201,
    )
  ).body.id as string;
  const booked = await hotel.post(
    '/reservations/book',
    {
      stayType: 'night',
      checkIn,
      checkOut,
      roomTypes: [{ roomTypeId, numberOfGuests: 2, quantity: 2 }],
      guest,
    },
    201,
  );
  return {
    roomTypeId,
    groupId: booked.body.groupId as string,
    reservationIds: booked.body.reservationIds as string[],
  };
};

/** Another owner's property: the one the tenancy checks call with another hotel's ids. */
export const otherProperty = (app: TestApp) =>
  ownerWithProperty(app, {
    email: 'other@example.com',
    registerNo: '7654321',
    name: 'Өөр буудал',
  });

/**
 * A room type "Стандарт" (100 000 a night, two guests) with rooms of the given names: its id,
 * its rooms sorted by name, and their ids by name.
 */
export const standardRooms = async (hotel: PropertyClient, names: string[]) => {
  const standard = (
    await hotel.post(
      '/room/types',
      { name: 'Стандарт', defaultPrice: 100_000, occupancy: 2, names },
      201,
    )
  ).body.id as string;
  const types = (await hotel.get('/room/types?with=rooms').expect(200)).body.data as {
    id: string;
    rooms: { id: string; name: string }[];
  }[];
  const rooms = types
    .find((t) => t.id === standard)!
    .rooms.map((r) => ({ id: r.id, name: r.name }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const room: Record<string, string> = Object.fromEntries(rooms.map((r) => [r.name, r.id]));
  return { standard, rooms, room };
};
