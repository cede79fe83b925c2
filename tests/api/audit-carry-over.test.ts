import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateInTimeZone } from '@hotel/events/dates';
import { startTestApp } from '../support/app';
import { ownerWithProperty } from '../support/property-client';

/**
 * An arrival the night audit leaves pending is carried over (docs/dashboard.md): it stays on
 * the next day's dashboard arrivals and the list's arrivals tab, with its own check-in date,
 * while its stay lasts, until the guest checks in (or it is canceled or marked a no-show).
 */

let app: ReturnType<typeof startTestApp>;
let hotel: Awaited<ReturnType<typeof ownerWithProperty>>;
const D0 = dateInTimeZone(new Date(), 'Asia/Ulaanbaatar');
let standard = '';

beforeAll(async () => {
  app = startTestApp();
  hotel = await ownerWithProperty(app);
  standard = (
    await hotel.post(
      '/room/types',
      { name: 'Стандарт', defaultPrice: 100_000, occupancy: 2, names: ['101', '102'] },
      201,
    )
  ).body.id;
});

afterAll(async () => {
  await app.close();
});

const book = async (checkIn: string, nights: number, name: string) =>
  (
    await hotel.post(
      '/reservations/book',
      {
        stayType: 'night',
        checkIn,
        checkOut: addDays(checkIn, nights),
        roomTypes: [{ roomTypeId: standard, numberOfGuests: 2, quantity: 1 }],
        guest: { name },
      },
      201,
    )
  ).body.reservationIds[0] as string;

const arrivals = async () => {
  const dashboard = (await hotel.get('/dashboard?tab=todayCheckin').expect(200)).body as {
    todayCheckin: number;
    reservations: { id: string; checkIn: string }[];
  };
  const list = (await hotel.get('/reservations?tab=todayCheckin').expect(200)).body as {
    data: { id: string; checkIn: string }[];
    total: number;
  };
  return {
    count: dashboard.todayCheckin,
    dashboard: dashboard.reservations.map((r) => [r.id, r.checkIn]).sort(),
    list: list.data.map((r) => [r.id, r.checkIn]).sort(),
  };
};

describe('arrivals left pending by the night audit', () => {
  it('are carried over to the next day’s arrivals while their stay lasts', async () => {
    const late = await book(D0, 2, 'Хоцорсон');
    const oneNight = await book(D0, 1, 'Нэг шөнө');
    const next = await book(addDays(D0, 1), 1, 'Маргааш');
    await hotel.post('/night-audit/perform', { date: D0, noShows: [] }, 200);

    // D1: the two-night stay is still due (its first night passed); the one-night stay's
    // departure is today, so it is no longer an arrival; tomorrow's booking is due today.
    const d1 = await arrivals();
    const expected = [
      [late, D0],
      [next, addDays(D0, 1)],
    ].sort();
    expect(d1).toEqual({ count: 2, dashboard: expected, list: expected });
    expect(d1.list.map(([id]) => id)).not.toContain(oneNight);

    // The guest arrives a day late: checked in, no longer an arrival.
    await hotel.post('/reservations/status', { id: late, status: 'checked-in', roomId: null }, 400);
    const room = (
      (await hotel.get('/room/types?with=rooms').expect(200)).body.data as {
        rooms: { id: string }[];
      }[]
    )[0]!.rooms[0]!.id;
    await hotel.post('/reservation/room', { id: late, roomId: room }, 200);
    await hotel.post('/reservations/status', { id: late, status: 'checked-in' }, 200);
    expect((await arrivals()).list).toEqual([[next, addDays(D0, 1)]]);
  });
});
