import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp } from '../support/app';
import { ownerWithProperty } from '../support/property-client';

let app: ReturnType<typeof startTestApp>;
let hotel: Awaited<ReturnType<typeof ownerWithProperty>>;

beforeEach(async () => {
  app = startTestApp();
  hotel = await ownerWithProperty(app);
});
afterEach(async () => {
  await app.close();
});

const standard = {
  name: 'Стандарт хоёр ортой',
  nameEn: 'Standard twin',
  defaultPrice: 120000,
  occupancy: 2,
  occupancyChildren: 1,
  window: 2,
  bedTypeId: 'twin',
  floorSize: '24.5',
};

interface RoomTypeRow {
  id: string;
  name: string;
  shortName: string;
  isPriority: boolean;
  updatedAtIsPriority: string | null;
  rooms?: { id: string; name: string; description: string | null }[];
  amenities: string[];
  roomCount: number;
}

const list = async (query = '?with=rooms') =>
  (await hotel.get(`/room/types${query}`).expect(200)).body.data as RoomTypeRow[];

describe('room types', () => {
  it('are created with their room numbers, listed with rooms in natural order, and changed', async () => {
    const created = await hotel.post(
      '/room/types',
      { ...standard, names: ['101', '9', '10'] },
      201,
    );
    const [row] = await list();
    expect(row).toMatchObject({
      id: created.body.id,
      name: 'Стандарт хоёр ортой',
      nameEn: 'Standard twin',
      shortName: 'СХО',
      defaultPrice: 120000,
      priceDayUse: 0,
      occupancy: 2,
      occupancyChildren: 1,
      window: 2,
      hasExtraBed: false,
      extraBeds: null,
      bedTypeId: 'twin',
      bedType: { id: 'twin', name: 'Twin beds', bedCount: 2 },
      floorSize: 24.5,
      isPriority: false,
      updatedAtIsPriority: null,
      amenities: [],
      images: [],
      roomCount: 3,
    });
    expect(row?.rooms?.map((r) => r.name)).toEqual(['9', '10', '101']);
    expect((await list(''))[0]).not.toHaveProperty('rooms');

    await hotel.post(
      '/room/types',
      {
        ...standard,
        id: created.body.id,
        shortName: 'st',
        isPriority: true,
        hasExtraBed: true,
        extraBeds: 2,
      },
      200,
    );
    const detail = await hotel.get(`/room/types/${created.body.id}`).expect(200);
    expect(detail.body).toMatchObject({
      shortName: 'ST',
      isPriority: true,
      updatedAtIsPriority: expect.stringMatching(/^\d{4}-/),
      hasExtraBed: true,
      extraBeds: 2,
      rooms: [{ name: '9' }, { name: '10' }, { name: '101' }],
    });
  });

  it('are listed priority first, then by name', async () => {
    await hotel.post('/room/types', { name: 'Люкс', defaultPrice: 300000 }, 201);
    await hotel.post('/room/types', { name: 'Делюкс', defaultPrice: 200000 }, 201);
    await hotel.post('/room/types', { name: 'Эконом', defaultPrice: 80000, isPriority: true }, 201);
    expect((await list('')).map((r) => r.name)).toEqual(['Эконом', 'Делюкс', 'Люкс']);
  });

  it('refuse bad input field by field (422)', async () => {
    const bad = await hotel.post(
      '/room/types',
      {
        name: '',
        defaultPrice: 'abc',
        occupancy: 11,
        occupancyChildren: 5,
        window: -1,
        priceTimeCount: 4,
        floorSize: -3,
        bedTypeId: 'hammock',
        priceDayUse: 10.5,
        isPriority: 'yes',
      },
      422,
    );
    expect(bad.body.errors).toEqual({
      name: ['This field is required.'],
      defaultPrice: ['Enter a number.'],
      occupancy: ['The largest value is 10.'],
      occupancyChildren: ['The largest value is 4.'],
      window: ['The smallest value is 0.'],
      priceTimeCount: ['The largest value is 3.'],
      floorSize: ['Enter a number above 0.'],
      bedTypeId: ['This value is not valid.'],
      priceDayUse: ['Enter a whole number.'],
      isPriority: ['This value is not valid.'],
    });
    const extraBeds = await hotel.post(
      '/room/types',
      { name: 'Люкс', defaultPrice: 1, hasExtraBed: true },
      422,
    );
    expect(extraBeds.body.errors).toEqual({ extraBeds: ['This field is required.'] });
    const tooMany = await hotel.post(
      '/room/types',
      { name: 'Люкс', defaultPrice: 1, hasExtraBed: true, extraBeds: 4, names: ['1', ''] },
      422,
    );
    expect(tooMany.body.errors).toEqual({
      extraBeds: ['The largest value is 3.'],
      'names.1': ['This field is required.'],
    });
  });

  it('refuse a name another room type has', async () => {
    await hotel.post('/room/types', standard, 201);
    const taken = await hotel.post(
      '/room/types',
      { ...standard, name: 'стандарт ХОЁР ортой' },
      400,
    );
    expect(taken.body.errors).toEqual({ name: ['A room type with this name exists.'] });
  });

  it('are deleted only without rooms', async () => {
    const created = await hotel.post('/room/types', { ...standard, names: ['101'] }, 201);
    const refused = await hotel.delete(`/room/types/${created.body.id}`, 400);
    expect(refused.body.title).toBe(
      'This room type still has rooms, so it cannot be deleted. Delete its rooms first.',
    );
    const [row] = await list();
    await hotel.delete(`/rooms/${row!.rooms![0]!.id}`, 200);
    await hotel.delete(`/room/types/${created.body.id}`, 200);
    expect(await list()).toEqual([]);
    await hotel.delete(`/room/types/${created.body.id}`, 404);
  });
});

describe('rooms', () => {
  it('are added several at once; a number repeated in the request or in the property is refused', async () => {
    const a = await hotel.post('/room/types', { ...standard, names: ['101', '102'] }, 201);
    const b = await hotel.post('/room/types', { name: 'Люкс', defaultPrice: 300000 }, 201);
    const added = await hotel.post(
      '/rooms',
      { names: ['201', '202'], roomType: { id: b.body.id } },
      201,
    );
    expect(added.body.ids).toHaveLength(2);

    const inRequest = await hotel.post(
      '/rooms',
      { names: ['301', '301'], roomType: { id: b.body.id } },
      400,
    );
    expect(inRequest.body.errors).toEqual({ names: ['This room number is already in use.'] });
    const inProperty = await request(app.app)
      .post('/api/rooms')
      .set('Authorization', hotel.owner.authorization)
      .set('X-Slug', hotel.propertyId)
      .send({ names: ['301', ' 101 '], roomType: { id: b.body.id } })
      .expect(400);
    expect(inProperty.body.errors).toEqual({ names: ['Өрөөний дугаар давхардаж байна.'] });
    const atCreation = await hotel.post(
      '/room/types',
      { name: 'Эконом', defaultPrice: 1, names: ['202'] },
      400,
    );
    expect(atCreation.body.errors).toEqual({ names: ['This room number is already in use.'] });

    const rows = await list();
    expect(rows.map((r) => [r.name, r.rooms?.map((room) => room.name)])).toEqual([
      ['Люкс', ['201', '202']],
      ['Стандарт хоёр ортой', ['101', '102']],
    ]);
    const all = await hotel.get('/rooms').expect(200);
    expect(all.body.data.map((r: { name: string }) => r.name)).toEqual([
      '101',
      '102',
      '201',
      '202',
    ]);
    expect(all.body.data[0].roomType).toEqual({
      id: a.body.id,
      name: 'Стандарт хоёр ортой',
      shortName: 'СХО',
    });
  });

  it('are edited one at a time: number and description', async () => {
    await hotel.post('/room/types', { ...standard, names: ['101', '102'] }, 201);
    const room = (await list())[0]!.rooms![0]!;
    await hotel.post('/rooms', { id: room.id, name: '101A', description: 'Тагттай' }, 200);
    const taken = await hotel.post('/rooms', { id: room.id, name: '102' }, 400);
    expect(taken.body.errors).toEqual({ name: ['This room number is already in use.'] });
    const empty = await hotel.post('/rooms', { id: room.id, name: ' ' }, 422);
    expect(empty.body.errors).toEqual({ name: ['This field is required.'] });
    expect((await list())[0]!.rooms).toEqual([
      { id: room.id, name: '101A', description: 'Тагттай' },
      { id: expect.any(String), name: '102', description: null },
    ]);
  });

  it('need a room type and at least one number (422)', async () => {
    const none = await hotel.post('/rooms', {}, 422);
    expect(none.body.errors).toEqual({
      names: ['This field is required.'],
      'roomType.id': ['This field is required.'],
    });
    const wrong = await hotel.post('/rooms', { names: 'x', roomType: { id: 5 } }, 422);
    expect(Object.keys(wrong.body.errors).sort()).toEqual(['names', 'roomType.id']);
  });
});

describe('amenities', () => {
  it('are set as a whole and read back in catalogue order; unknown ids are refused', async () => {
    const created = await hotel.post('/room/types', standard, 201);
    await hotel.post(
      `/amenities/${created.body.id}`,
      { amenities: ['wifi', 'shower', 'wifi'] },
      200,
    );
    expect((await hotel.get(`/room/types/${created.body.id}`).expect(200)).body.amenities).toEqual([
      'shower',
      'wifi',
    ]);
    const bad = await hotel.post(
      `/amenities/${created.body.id}`,
      { amenities: ['jacuzzi-x'] },
      422,
    );
    expect(bad.body.errors).toEqual({ 'amenities.0': ['This value is not valid.'] });
    const categories = await hotel.get('/amenity/categories').expect(200);
    expect(categories.body.data[0]).toMatchObject({
      id: 'bathroom',
      name: 'Bathroom',
      amenities: expect.arrayContaining([{ id: 'shower', name: 'Shower' }]),
    });
    const mn = await request(app.app)
      .get('/api/bed/types')
      .set('Authorization', hotel.owner.authorization)
      .set('X-Slug', hotel.propertyId)
      .expect(200);
    expect(mn.body.data[0]).toEqual({ id: 'single', name: 'Нэг хүний ор', bedCount: 1 });
  });
});

describe('another property', () => {
  it('cannot see or touch this property’s room types and rooms (404)', async () => {
    const created = await hotel.post('/room/types', { ...standard, names: ['101'] }, 201);
    const room = (await list())[0]!.rooms![0]!;
    const other = await ownerWithProperty(app, { email: 'other@hotel.mn', registerNo: '7654321' });
    await other.post('/room/types', { ...standard, id: created.body.id }, 404);
    await other.delete(`/room/types/${created.body.id}`, 404);
    await other.post('/rooms', { names: ['900'], roomType: { id: created.body.id } }, 404);
    await other.post('/rooms', { id: room.id, name: '900' }, 404);
    await other.delete(`/rooms/${room.id}`, 404);
    await other.post(`/amenities/${created.body.id}`, { amenities: [] }, 404);
    await other.post(`/room/types/${created.body.id}/images`, { images: [] }, 404);
    await other.get(`/room/types/${created.body.id}`).expect(404);
    expect((await other.get('/room/types?with=rooms').expect(200)).body.data).toEqual([]);
    expect((await other.get('/rooms').expect(200)).body.data).toEqual([]);
    // The same room number is free in another property.
    await other.post('/room/types', { ...standard, names: ['101'] }, 201);
  });
});

describe('who may read and change room types', () => {
  it('reservation and rate staff read them; only manage-rooms changes them', async () => {
    await hotel.post('/room/types', { ...standard, names: ['101'] }, 201);
    const role = await hotel.post(
      '/roles',
      { name: 'Ресепшн', permissions: ['show-reservations'] },
      201,
    );
    await hotel.post(
      '/users',
      {
        name: 'Сараа',
        position: 'Ресепшн',
        phoneNumber: '+976 8811 2233',
        email: 'desk@hotel.mn',
        password: 'desk-password',
        role: { id: role.body.id },
      },
      201,
    );
    const login = await request(app.app)
      .post('/api/login')
      .send({ email: 'desk@hotel.mn', password: 'desk-password' })
      .expect(200);
    const staff = hotel.as(`Bearer ${login.body.accessToken as string}`);
    expect((await staff.get('/room/types?with=rooms').expect(200)).body.data).toHaveLength(1);
    await staff.get('/rooms').expect(200);
    await staff.post('/room/types', { name: 'Люкс', defaultPrice: 1 }, 403);
  });
});
