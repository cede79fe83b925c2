import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateInTimeZone } from '@hotel/events/dates';
import { streams } from '@hotel/events/streams';
import { startTestApp } from '../support/app';
import { ownerWithProperty } from '../support/property-client';

/**
 * Room blocks over HTTP (docs/front-office.md): in the occupancy ledger beside the stays, so a
 * block over a stay and a stay over a block are 409s, capacity counts blocked rooms (staff
 * search, the public page and request holds alike), bad input, and the race for the last room.
 */

let app: ReturnType<typeof startTestApp>;
let hotel: Awaited<ReturnType<typeof ownerWithProperty>>;
let other: Awaited<ReturnType<typeof ownerWithProperty>>;
let standard = '';
let rooms: { id: string; name: string }[] = [];
const today = dateInTimeZone(new Date(), 'Asia/Ulaanbaatar');

beforeAll(async () => {
  app = startTestApp({ publicRateLimits: { reads: 10_000, requests: 10_000 } });
  hotel = await ownerWithProperty(app);
  other = await ownerWithProperty(app, {
    email: 'other@example.com',
    registerNo: '7654321',
    name: 'Өөр буудал',
  });
  standard = (
    await hotel.post(
      '/room/types',
      { name: 'Стандарт', defaultPrice: 100000, occupancy: 2, names: ['101', '102', '103'] },
      201,
    )
  ).body.id;
  await hotel.post(
    '/rate/plans',
    { name: 'Онлайн', roomType: { id: standard }, type: 'other', isOnlineBook: true },
    201,
  );
  await hotel.post('/hotel/online-booking', { hasOnlineBook: true }, 200);
  const types = await hotel.get('/room/types?with=rooms').expect(200);
  rooms = (types.body.data as { id: string; rooms: { id: string; name: string }[] }[])
    .find((t) => t.id === standard)!
    .rooms.map((r) => ({ id: r.id, name: r.name }))
    .sort((a, b) => a.name.localeCompare(b.name));
});

afterAll(async () => {
  await app.close();
});

const span = (from: number, nights = 2) => ({
  startDate: addDays(today, from),
  endDate: addDays(today, from + nights),
});

const booking = (from: number, nights: number, fields: object = {}) => ({
  stayType: 'night',
  checkIn: addDays(today, from),
  checkOut: addDays(today, from + nights),
  roomTypes: [{ roomTypeId: standard, ratePlanId: null, numberOfGuests: 2, quantity: 1 }],
  guest: { name: 'Бат' },
  ...fields,
});

const availableOn = async (from: number, nights = 1) => {
  const answer = await hotel.post(
    '/check/availability',
    { stayType: 'night', checkIn: addDays(today, from), checkOut: addDays(today, from + nights) },
    200,
  );
  return answer.body.roomTypes[0] as { available: number; freeRoomIds?: string[] };
};

describe('blocking rooms', () => {
  it('blocks two rooms at once: listed, on the calendar, and taken from every availability', async () => {
    const created = await hotel.post(
      '/blocks',
      {
        roomTypeId: standard,
        rooms: [rooms[0]!.id, rooms[1]!.id],
        ...span(10),
        description: 'Засвар',
      },
      201,
    );
    expect(created.body.ids).toHaveLength(2);

    const list = await hotel.get('/blocks').expect(200);
    expect(list.body.total).toBe(2);
    expect(list.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          roomName: '101',
          roomTypeName: 'Стандарт',
          ...span(10),
          isTime: false,
          description: 'Засвар',
        }),
      ]),
    );

    const calendar = await hotel
      .get(`/calendar?from=${addDays(today, 9)}&to=${addDays(today, 16)}`)
      .expect(200);
    expect(calendar.body.blocks.map((b: { roomId: string }) => b.roomId).sort()).toEqual(
      [rooms[0]!.id, rooms[1]!.id].sort(),
    );

    expect((await availableOn(10)).available).toBe(1);
    expect((await availableOn(12)).available).toBe(3);

    const online = await request(app.app)
      .post(`/api/online/book/${hotel.propertyId}/availability`)
      .set('X-Language', 'en')
      .send({ checkIn: addDays(today, 10), checkOut: addDays(today, 11) })
      .expect(200);
    expect(online.body.roomTypes[0]).toMatchObject({ roomTypeId: standard, available: 1 });

    // The public page can hold the one room left, not two.
    const guest = { name: 'Anna', email: 'anna@example.com', phoneNumber: '+976 99112233' };
    await request(app.app)
      .post(`/api/online/book/${hotel.propertyId}/requests`)
      .set('X-Language', 'en')
      .send({
        checkIn: addDays(today, 10),
        checkOut: addDays(today, 11),
        rooms: [{ roomTypeId: standard, quantity: 2 }],
        guest,
      })
      .expect(409);
  });

  it('refuses a stay in a blocked room, and a stay the blocked type cannot hold (409)', async () => {
    const taken = await hotel.post(
      '/reservations/book',
      booking(10, 1, { roomId: rooms[0]!.id }),
      409,
    );
    expect(taken.body.detail).toBe(`Room 101 is taken or blocked on ${addDays(today, 10)}.`);
    await hotel.post(
      '/reservations/book',
      booking(10, 1, { roomTypes: [{ roomTypeId: standard, numberOfGuests: 2, quantity: 2 }] }),
      409,
    );
    // Moving a booking into the blocked nights is refused too.
    const booked = await hotel.post(
      '/reservations/book',
      booking(20, 1, { roomId: rooms[0]!.id }),
      201,
    );
    const id = booked.body.reservationIds[0] as string;
    await hotel.post(
      '/reservation/dates',
      { id, checkIn: addDays(today, 11), checkOut: addDays(today, 12) },
      409,
    );
  });

  it('refuses a block over a live stay with the server’s message, and lets one start on its departure day', async () => {
    const booked = await hotel.post(
      '/reservations/book',
      booking(30, 2, { roomId: rooms[2]!.id }),
      201,
    );
    const refused = await hotel.post(
      '/blocks',
      { roomTypeId: standard, rooms: [rooms[2]!.id], ...span(31) },
      409,
    );
    const number = (await hotel.get(`/reservations/${booked.body.reservationIds[0]}`).expect(200))
      .body.reservation.number;
    expect(refused.body.detail).toBe(
      `Room 103 cannot be blocked: reservation #${number} holds it on ${addDays(today, 31)}.`,
    );
    expect(refused.body.errors).toEqual({ rooms: [refused.body.detail] });
    await hotel.post(
      '/blocks',
      { roomTypeId: standard, rooms: [rooms[2]!.id], ...span(32, 1) },
      201,
    );
  });

  it('refuses a block the room type cannot spare for its stays without a room', async () => {
    await hotel.post(
      '/reservations/book',
      booking(40, 1, { roomTypes: [{ roomTypeId: standard, numberOfGuests: 2, quantity: 3 }] }),
      201,
    );
    const refused = await hotel.post(
      '/blocks',
      { roomTypeId: standard, rooms: [rooms[0]!.id], ...span(40, 1) },
      409,
    );
    expect(refused.body.detail).toContain('Стандарт');
  });

  it('changes a block (one room of its type) and deletes it', async () => {
    const created = await hotel.post(
      '/blocks',
      { roomTypeId: standard, rooms: [rooms[0]!.id], ...span(50, 1), description: 'Будаг' },
      201,
    );
    const id = created.body.ids[0] as string;
    await hotel.post(
      `/blocks/${id}`,
      { roomId: rooms[1]!.id, isTime: true, ...span(50, 0), startTime: '08:00', endTime: '11:00' },
      200,
    );
    const list = await hotel
      .get(`/blocks?filterType=startDate&start=${addDays(today, 50)}&end=${addDays(today, 50)}`)
      .expect(200);
    expect(list.body.data).toEqual([
      expect.objectContaining({
        id,
        roomId: rooms[1]!.id,
        isTime: true,
        startTime: '08:00',
        endTime: '11:00',
        description: null,
      }),
    ]);
    // Hours leave the night free: a night stay from 14:00 fits.
    await hotel.post('/reservations/book', booking(50, 1, { roomId: rooms[1]!.id }), 201);
    await hotel.delete(`/blocks/${id}`, 200);
    await hotel.delete(`/blocks/${id}`, 404);
    expect(
      (await hotel.get(`/blocks?filterType=startDate&start=${addDays(today, 50)}`).expect(200)).body
        .total,
    ).toBe(0);
  });

  it('answers bad input per field (422), and another property’s ids as not found', async () => {
    const bad = await hotel.post(
      '/blocks',
      { roomTypeId: 'x', rooms: [], startDate: '2026-02-30', endDate: '' },
      422,
    );
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      'endDate',
      'roomTypeId',
      'rooms',
      'startDate',
    ]);
    const backwards = await hotel.post(
      '/blocks',
      {
        roomTypeId: standard,
        rooms: [rooms[0]!.id],
        startDate: addDays(today, 5),
        endDate: addDays(today, 4),
      },
      422,
    );
    expect(backwards.body.errors.endDate).toEqual(['The end must be after the start.']);
    const noHours = await hotel.post(
      '/blocks',
      { roomTypeId: standard, rooms: [rooms[0]!.id], ...span(5, 0), isTime: true },
      422,
    );
    expect(Object.keys(noHours.body.errors).sort()).toEqual(['endTime', 'startTime']);
    // A body that is not JSON is refused before any schema runs (415).
    await hotel.post('/blocks', 'not json' as unknown as object, 415);
    await hotel.get('/blocks?filterType=nope&page=0').expect(422);

    // Another property cannot see, change or delete this property's blocks or use its rooms.
    const mine = (await hotel.get('/blocks?rowsPerPage=0').expect(200)).body.data[0].id as string;
    await other.post(`/blocks/${mine}`, { roomId: rooms[0]!.id, ...span(60, 1) }, 404);
    await other.delete(`/blocks/${mine}`, 404);
    await other.post(
      '/blocks',
      { roomTypeId: standard, rooms: [rooms[0]!.id], ...span(60, 1) },
      404,
    );
    expect((await other.get('/blocks').expect(200)).body.total).toBe(0);
    await request(app.app).get('/api/blocks').expect(401);
  });
});

describe('the last room under concurrency', () => {
  it('gives one room-night to exactly one of 40 blocks and bookings, across two command instances', async () => {
    const second = app.secondCommandInstance();
    const rounds = Number(process.env.RACE_ROUNDS ?? 10);
    for (let round = 0; round < rounds; round++) {
      const from = 100 + round * 2;
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          request(i % 2 === 0 ? app.app : second)
            .post(i % 4 < 2 ? '/api/blocks' : '/api/reservations/book')
            .set('Authorization', hotel.owner.authorization)
            .set('X-Slug', hotel.propertyId)
            .set('X-Language', 'en')
            .send(
              i % 4 < 2
                ? { roomTypeId: standard, rooms: [rooms[2]!.id], ...span(from, 1) }
                : booking(from, 1, { roomId: rooms[2]!.id }),
            ),
        ),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(39);
    }
    // The ledger never holds a block and a stay (or two) on that room on one night.
    const ledger = await app.eventStore.readStream(streams.occupancy(hotel.propertyId));
    const takes = ledger.flatMap((e) =>
      e.type === 'RoomsBlocked'
        ? (e.data as { blocks: { roomId: string; startDate: string }[] }).blocks.map((b) => [
            b.roomId,
            b.startDate,
          ])
        : e.type === 'StaysHeld'
          ? (e.data as { stays: { roomId: string | null; checkIn: string }[] }).stays.map((s) => [
              s.roomId,
              s.checkIn,
            ])
          : [],
    );
    const raced = takes.filter(
      ([roomId, date]) => roomId === rooms[2]!.id && date! >= addDays(today, 100),
    );
    expect(raced).toHaveLength(rounds);
    expect(new Set(raced.map(([, date]) => date)).size).toBe(rounds);
  });
});
