import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateInTimeZone } from '@hotel/events/dates';
import { startTestApp } from '../support/app';
import { ownerWithProperty } from '../support/property-client';

/** POST /api/update/roomtype with its price choices, and POST /api/room/types/check before it. */

let app: ReturnType<typeof startTestApp>;
let hotel: Awaited<ReturnType<typeof ownerWithProperty>>;
let elsewhere: Awaited<ReturnType<typeof ownerWithProperty>>;
let standard = '';
let lux = '';
let luxRoom = '';
let otherType = '';
const today = dateInTimeZone(new Date(), 'Asia/Ulaanbaatar');

const roomType = async (
  client: typeof hotel,
  name: string,
  defaultPrice: number,
  names: string[],
) => {
  const created = await client.post(
    '/room/types',
    { name, nameEn: name, defaultPrice, occupancy: 2, names },
    201,
  );
  const types = await client.get('/room/types?with=rooms').expect(200);
  const type = (types.body.data as { id: string; rooms: { id: string }[] }[]).find(
    (t) => t.id === created.body.id,
  )!;
  return { id: type.id, rooms: type.rooms.map((r) => r.id) };
};

beforeAll(async () => {
  app = startTestApp();
  hotel = await ownerWithProperty(app);
  elsewhere = await ownerWithProperty(app, { email: 'other@hotel.mn', registerNo: '7654321' });
  standard = (await roomType(hotel, 'Standard', 100000, ['101', '102'])).id;
  const luxType = await roomType(hotel, 'Lux', 200000, ['201']);
  lux = luxType.id;
  luxRoom = luxType.rooms[0]!;
  otherType = (await roomType(elsewhere, 'Other', 50000, ['301'])).id;
});
afterAll(async () => {
  await app.close();
});

const book = async (roomTypeId: string, from: number, fields: object = {}) => {
  const booked = await hotel.post(
    '/reservations/book',
    {
      stayType: 'night',
      checkIn: addDays(today, from),
      checkOut: addDays(today, from + 2),
      roomTypes: [{ roomTypeId, ratePlanId: null, numberOfGuests: 2, quantity: 1 }],
      guest: { name: 'Бат' },
      ...fields,
    },
    201,
  );
  return booked.body.id as string;
};

const amountOf = async (id: string) =>
  (await hotel.get(`/reservations/${id}`).expect(200)).body.reservation as {
    amount: number;
    roomTypeClone: { roomTypeId: string };
    dayRates: { value: number }[];
  };

describe('room-type change', () => {
  it('checks first (free rooms and each choice’s price), then changes at a typed price', async () => {
    const id = await book(standard, 3);
    const check = await hotel.post('/room/types/check', { id, calcValue: 250001 }, 200);
    const luxFit = check.body.roomTypes.find((t: { roomTypeId: string }) => t.roomTypeId === lux);
    expect(luxFit).toMatchObject({
      available: true,
      current: false,
      freeRooms: [{ id: luxRoom, name: '201' }],
      ratePlans: [{ id: null, total: 400000 }],
      keep: { total: 200000 },
      currency: { total: 250001 },
    });
    await hotel.post(
      '/update/roomtype',
      { id, roomTypeId: lux, ratePlanId: null, calcTypeValue: 'currency', calcValue: 250001 },
      200,
    );
    const after = await amountOf(id);
    expect(after.amount).toBe(250001);
    expect(after.roomTypeClone.roomTypeId).toBe(lux);
    expect(after.dayRates.map((r) => r.value)).toEqual([125000, 125001]);
    // The history shows the price before → after and how it was priced.
    const history = (await hotel.get(`/reservations/${id}/history`).expect(200)).body.entries as {
      type: string;
      details: Record<string, unknown>;
    }[];
    expect(history.find((e) => e.type === 'ReservationRoomTypeChanged')?.details).toMatchObject({
      roomType: 'Lux',
      calcType: 'currency',
      previousAmount: 200000,
      amount: 250001,
    });
  });

  it('keeps the current price when asked to', async () => {
    const id = await book(standard, 10);
    await hotel.post(
      '/update/roomtype',
      { id, roomTypeId: lux, ratePlanId: null, calcTypeValue: 'keep' },
      200,
    );
    expect((await amountOf(id)).amount).toBe(200000);
  });

  it('refuses bad price input per field (422), nothing stored', async () => {
    const id = await book(standard, 20);
    for (const [body, field] of [
      [{ calcTypeValue: 'currency', calcValue: 1000.5 }, 'calcValue'],
      [{ calcTypeValue: 'currency', calcValue: -5 }, 'calcValue'],
      [{ calcTypeValue: 'currency', calcValue: 0 }, 'calcValue'],
      [{ calcTypeValue: 'currency' }, 'calcValue'],
      [{ calcTypeValue: 'percent', calcValue: 10 }, 'calcTypeValue'],
    ] as const) {
      const res = await hotel.post(
        '/update/roomtype',
        { id, roomTypeId: lux, ratePlanId: null, ...body },
        422,
      );
      expect(Object.keys(res.body.errors)).toEqual([field]);
    }
    expect(await amountOf(id)).toMatchObject({ amount: 200000 });
  });

  it('refuses a full room type (409 with its message), and the check shows it full', async () => {
    await book(lux, 30);
    const id = await book(standard, 30);
    const res = await hotel.post(
      '/update/roomtype',
      { id, roomTypeId: lux, ratePlanId: null, calcTypeValue: 'keep' },
      409,
    );
    expect(JSON.stringify(res.body)).toContain('Lux');
    const check = await hotel.post('/room/types/check', { id }, 200);
    expect(
      check.body.roomTypes.find((t: { roomTypeId: string }) => t.roomTypeId === lux),
    ).toMatchObject({ available: false, freeRooms: [] });
    expect((await amountOf(id)).roomTypeClone.roomTypeId).toBe(standard);
  });

  it('another property’s room type or reservation is 404', async () => {
    const id = await book(standard, 40);
    await hotel.post(
      '/update/roomtype',
      { id, roomTypeId: otherType, ratePlanId: null, calcTypeValue: 'keep' },
      404,
    );
    await elsewhere.post('/room/types/check', { id }, 404);
  });
});
