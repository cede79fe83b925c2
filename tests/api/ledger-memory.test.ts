import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateInTimeZone } from '@hotel/events/dates';
import { LEDGER_MEMORY_DAYS } from '@hotel/command-service/reservations/ledger';
import { startTestApp } from '../support/app';
import { idOf, pays } from '../support/folio-world';
import { ownerWithProperty, standardRooms } from '../support/property-client';

/**
 * The occupancy ledger keeps the recent past (docs/platform.md, "The ledger keeps the recent
 * past"), over HTTP: after 70 night audits its cached fold has forgotten a stay that ended on D2.
 * A guest in the house since D0 is moved to that stay's room — a decision whose spans reach back
 * to D0, taken again on the whole stream — and everything around it answers as before.
 */

let app: ReturnType<typeof startTestApp>;
let hotel: Awaited<ReturnType<typeof ownerWithProperty>>;
const D0 = dateInTimeZone(new Date(), 'Asia/Ulaanbaatar');
const D = (n: number) => addDays(D0, n);
let standard = '';
let room: Record<string, string> = {};

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

const audit = (date: string) => hotel.post('/night-audit/perform', { date, noShows: [] }, 200);

beforeAll(async () => {
  app = startTestApp();
  hotel = await ownerWithProperty(app);
  ({ standard, room } = await standardRooms(hotel, ['101', '102']));
});

afterAll(async () => {
  await app.close();
});

describe('the ledger after months of night audits', () => {
  it('moves a guest in the house since before its memory, and books around it as before', async () => {
    expect(LEDGER_MEMORY_DAYS).toBeLessThan(68);
    // A: 101 for D0 → D2, checked in and out. L: 102 for D0 → D80, in the house.
    const A = (await book('101', D(0), D(2))).body.reservationIds[0] as string;
    const L = (await book('102', D(0), D(80))).body.reservationIds[0] as string;
    await status(A, 'checked-in');
    await status(L, 'checked-in');
    await audit(D(0));
    await audit(D(1));
    const cash = await idOf(hotel, '/payment/methods');
    await hotel.post('/payments', { id: A, pays: pays([cash, 200_000]) }, 201);
    await status(A, 'checked-out');
    for (let day = 2; day < 70; day++) await audit(D(day));

    // Working date D70: the rooms L may move to, from tonight.
    const choices = await hotel.post('/reservation/room/choices', { id: L }, 200);
    expect(choices.body).toMatchObject({ from: D(70), to: D(80) });
    expect(
      (choices.body.rooms as { roomId: string; state: string }[]).map((r) => [r.roomId, r.state]),
    ).toEqual([
      [room['101'], 'free'],
      [room['102'], 'current'],
    ]);

    // The move keeps L's 70 nights on 102 (since D0, before the ledger's memory).
    await hotel.post('/reservation/room', { id: L, roomId: room['101'] }, 200);
    const moved = (await hotel.get(`/reservations/${L}`).expect(200)).body.reservation as {
      roomClone: { name: string };
      roomSegments: { roomClone: { name: string }; from: string; to: string }[];
    };
    expect(moved.roomClone.name).toBe('101');
    expect(moved.roomSegments).toMatchObject([
      { roomClone: { name: '102' }, from: D(0), to: D(70) },
    ]);

    // 101 is L's from tonight; 102 is free again.
    const clash = await book('101', D(71), D(72), 409);
    expect(JSON.stringify(clash.body)).toContain('101');
    await book('102', D(71), D(72));
  });
});
