import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateInTimeZone } from '@hotel/events/dates';
import { toProjected } from '@hotel/projection-service/runtime/to-projected';
import { givenEvents } from '@hotel/projection-service/runtime/given';
import {
  CALENDAR_STAYS,
  RESERVATIONS,
  reservationsProjection,
} from '@hotel/projection-service/reservations/projection';
import {
  HOUSEKEEPING_STAYS,
  housekeepingProjection,
  ROOM_CLEANLINESS,
} from '@hotel/projection-service/housekeeping/projection';
import { expandStays } from '@hotel/events/reservations/calendar-payload';
import { startTestApp } from '../support/app';
import { ownerWithProperty } from '../support/property-client';

/**
 * Moving a checked-in guest mid-stay over HTTP (docs/reservations.md "Moving a guest in the
 * house"): two nights slept in 101 and audited, then moved to 102 for the rest. The calendar
 * draws both rooms, 101 turns dirty, the slept nights stay taken on 101 and the rest is free,
 * a guest with no nights left is not moved, and a rebuild gives the same documents.
 */

let app: ReturnType<typeof startTestApp>;
let hotel: Awaited<ReturnType<typeof ownerWithProperty>>;
const D0 = dateInTimeZone(new Date(), 'Asia/Ulaanbaatar');
const D = (n: number) => addDays(D0, n);
let standard = '';
let lux = '';
const room: Record<string, string> = {};

const book = async (roomName: string, checkIn: string, checkOut: string, expected = 201) =>
  hotel.post(
    '/reservations/book',
    {
      stayType: 'night',
      checkIn,
      checkOut,
      roomId: room[roomName],
      roomTypes: [{ roomTypeId: standard, numberOfGuests: 2, quantity: 1 }],
      guest: { name: 'Зочин', surname: roomName, phoneNumber: '99112233' },
    },
    expected,
  );

const status = (id: string, to: string) =>
  hotel.post('/reservations/status', { id, status: to }, 200);

const audit = async (date: string) => {
  const answer = await hotel.post('/night-audit/perform', { date, noShows: [] }, 200);
  expect(answer.body).toMatchObject({ date, workingDate: addDays(date, 1) });
};

interface Detail {
  number: number;
  roomClone: { roomId: string; name: string } | null;
  roomSegments?: { roomClone: { roomId: string; name: string }; from: string; to: string }[];
  checkOut: string;
}
const detail = async (id: string) =>
  (await hotel.get(`/reservations/${id}`).expect(200)).body.reservation as Detail;

interface Booking {
  id: string;
  roomId: string | null;
  checkIn: string;
  checkOut: string;
  segments?: { roomId: string; from: string; to: string }[];
}

/** The calendar's bookings, expanded from the packed answer as the UI does. */
const calendar = async (from: string, to: string): Promise<Booking[]> => {
  const answer = await hotel.get(`/calendar?from=${from}&to=${to}`).expect(200);
  return expandStays(answer.body.stays) as Booking[];
};

beforeAll(async () => {
  app = startTestApp();
  hotel = await ownerWithProperty(app);
  standard = (
    await hotel.post(
      '/room/types',
      { name: 'Стандарт', defaultPrice: 100_000, occupancy: 2, names: ['101', '102', '103'] },
      201,
    )
  ).body.id;
  lux = (
    await hotel.post(
      '/room/types',
      { name: 'Люкс', defaultPrice: 200_000, occupancy: 2, names: ['L1'] },
      201,
    )
  ).body.id;
  const types = (await hotel.get('/room/types?with=rooms').expect(200)).body.data as {
    rooms: { id: string; name: string }[];
  }[];
  for (const type of types) for (const r of type.rooms) room[r.name] = r.id;
});

afterAll(async () => {
  await app.close();
});

describe('moving a checked-in guest mid-stay', () => {
  it('keeps the slept nights on the old room and moves the rest', async () => {
    // A: 101 for D0 → D4; B: 103 for D0 → D2 (due to leave on D2).
    const A = (await book('101', D(0), D(4))).body.reservationIds[0] as string;
    const B = (await book('103', D(0), D(2))).body.reservationIds[0] as string;
    await status(A, 'checked-in');
    await status(B, 'checked-in');
    await audit(D(0));
    await audit(D(1));

    // Working date D2: A has slept D0 and D1 in 101.
    await hotel.post('/reservation/room', { id: A, roomId: room['102'] }, 200);
    const a = await detail(A);
    expect(a.roomClone).toEqual({ roomId: room['102'], name: '102' });
    expect(a.roomSegments).toEqual([
      { roomClone: { roomId: room['101'], name: '101' }, from: D(0), to: D(2) },
    ]);

    // The calendar draws A on 101 for D0–D2 and on 102 from D2.
    const drawn = (await calendar(D(0), D(7))).find((b) => b.id === A);
    expect(drawn).toMatchObject({
      roomId: room['102'],
      checkIn: D(0),
      checkOut: D(4),
      segments: [{ roomId: room['101'], from: D(0), to: D(2) }],
    });
    // A range that starts after the move still carries the earlier room (the stay began before).
    expect((await calendar(D(3), D(5))).find((b) => b.id === A)?.segments).toHaveLength(1);

    // 101 is left to be made up.
    const housekeeping = (await hotel.get('/housekeeping').expect(200)).body.roomTypes as {
      rooms: { id: string; status: string; source: string | null; reservationNumber: number }[];
    }[];
    const rooms = housekeeping.flatMap((t) => t.rooms);
    expect(rooms.find((r) => r.id === room['101'])).toMatchObject({
      status: 'dirty',
      source: 'roomMove',
      reservationNumber: a.number,
    });
    expect(rooms.find((r) => r.id === room['102'])).toMatchObject({ status: 'clean' });

    // The slept night D1 stays taken on 101; from the move date 101 is free again.
    const clash = await book('101', D(1), D(2), 409);
    expect(JSON.stringify(clash.body)).toContain('101');
    const C = (await book('101', D(2), D(4))).body.reservationIds[0] as string;
    expect((await detail(C)).roomClone?.name).toBe('101');
    // 102 is A's from D2 on.
    await book('102', D(3), D(4), 409);

    // B has no night left (check-out D2): it checks out, it is not moved.
    const refused = await hotel.post('/reservation/room', { id: B, roomId: room['102'] }, 400);
    expect(JSON.stringify(refused.body)).toContain(D(2));
    expect((await detail(B)).roomClone?.name).toBe('103');

    // A moved stay keeps its past: it must end after the move; the room type stays.
    await hotel.post('/reservation/dates', { id: A, checkIn: D(0), checkOut: D(2) }, 400);
    const typeChange = await hotel.post(
      '/update/roomtype',
      { id: A, roomTypeId: lux, ratePlanId: null, roomId: room['L1'], calcTypeValue: 'keep' },
      400,
    );
    expect(JSON.stringify(typeChange.body)).toMatch(/same type/);
    expect((await detail(A)).checkOut).toBe(D(4));

    // The history names the move and its date.
    const history = (await hotel.get(`/reservations/${A}/history`).expect(200)).body.entries as {
      type: string;
      details: Record<string, unknown>;
    }[];
    expect(history.find((e) => e.type === 'ReservationRoomAssigned')?.details).toEqual({
      room: '102',
      previousRoom: '101',
      from: D(2),
      keptRoom: '101',
    });

    // Each night counted once: two stays on D0 and D1 (A, B), A and C on D2.
    const report = (await hotel.get(`/report/sales?from=${D(0)}&to=${D(2)}`).expect(200)).body
      .days as { date: string; roomsSold: number }[];
    expect(report.map((d) => [d.date, d.roomsSold])).toEqual([
      [D(0), 2],
      [D(1), 2],
      [D(2), 2],
    ]);

    // A rebuild from the first event gives the same reservation, calendar and housekeeping.
    const all = (await app.eventStore.readAll()).map(toProjected);
    for (const [projection, names] of [
      [reservationsProjection, [RESERVATIONS, CALENDAR_STAYS]],
      [housekeepingProjection, [ROOM_CLEANLINESS, HOUSEKEEPING_STAYS]],
    ] as const) {
      const handled = new Set<string>(projection.handles);
      const rebuilt = await givenEvents(
        projection,
        all.filter((event) => handled.has(event.type)),
      );
      for (const name of names) {
        const sorted = { sort: { _id: 1 as const } };
        const filter = { propertyId: hotel.propertyId };
        expect(await rebuilt.collection(name).find(filter, sorted)).toEqual(
          await app.readStore.collection(name).find(filter, sorted),
        );
      }
    }
  });
});
