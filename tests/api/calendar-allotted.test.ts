import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateInTimeZone } from '@hotel/events/dates';
import { startTestApp } from '../support/app';
import { ownerWithProperty } from '../support/property-client';

/**
 * Allotted rooms are taken (issue 36; docs/allotments.md): the room type's iCal feed closes
 * the nights whose rooms are all allotted or sold, and the room calendar's `allotted` counts
 * what the contracts still hold — a pick-up once (as the stay), a canceled pick-up back to the
 * allotment, a canceled contract free again.
 */

let app: ReturnType<typeof startTestApp>;
let hotel: Awaited<ReturnType<typeof ownerWithProperty>>;
let standard = '';
let partner = '';
let token = '';
let contract = '';
const today = dateInTimeZone(new Date(), 'Asia/Ulaanbaatar');
const day = (n: number) => addDays(today, n);

beforeAll(async () => {
  app = startTestApp();
  hotel = await ownerWithProperty(app);
  standard = (
    await hotel.post(
      '/room/types',
      { name: 'Стандарт', defaultPrice: 100000, occupancy: 2, names: ['101', '102', '103'] },
      201,
    )
  ).body.id as string;
  partner = (await hotel.post('/partners', { name: 'Жуулчин ХХК', type: 'partner' }, 201)).body
    .id as string;
  token = (await hotel.post('/calendar/exports', { target: 'roomType', targetId: standard }, 201))
    .body.token as string;
});

afterAll(async () => {
  await app.close();
});

const book = (from: number, nights: number, fields: object = {}) =>
  hotel.post(
    '/reservations/book',
    {
      stayType: 'night',
      checkIn: day(from),
      checkOut: day(from + nights),
      roomTypes: [{ roomTypeId: standard, ratePlanId: null, numberOfGuests: 2, quantity: 1 }],
      guest: { name: 'Бат' },
      ...fields,
    },
    201,
  );

/** The room type feed's closed ranges as [first night, departure]. */
const closed = async () => {
  await hotel.get('/calendar/exports').expect(200);
  const text = (await request(app.app).get(`/ical/${token}.ics`).expect(200)).text;
  return [...text.matchAll(/DTSTART;VALUE=DATE:(\d{8})\r\nDTEND;VALUE=DATE:(\d{8})/g)].map(
    ([, from, to]) => [from, to],
  );
};
const compact = (date: string) => date.replaceAll('-', '');

/** The calendar's `allotted` for the days 0–20, as [date, rooms]. */
const allotted = async () =>
  (
    (await hotel.get(`/calendar?from=${day(0)}&to=${day(20)}`).expect(200)).body.allotted as {
      roomTypeId: string;
      date: string;
      rooms: number;
    }[]
  ).map((entry) => [entry.date, entry.rooms]);

describe('allotted rooms on the feed and the calendar', () => {
  it('closes the nights whose rooms are sold or allotted', async () => {
    await book(10, 1);
    expect(await closed()).toEqual([]);
    contract = (
      await hotel.post(
        '/allotments',
        {
          partnerId: partner,
          roomTypeId: standard,
          firstNight: day(10),
          lastNight: day(11),
          rooms: 2,
          releaseDays: 3,
          rate: 110_000,
        },
        201,
      )
    ).body.id as string;
    // Night 10: one sold and two allotted — full; night 11: two of three allotted.
    expect(await closed()).toEqual([[compact(day(10)), compact(day(11))]]);
    expect(await allotted()).toEqual([
      [day(10), 2],
      [day(11), 2],
    ]);
  });

  it("counts the partner's pick-up once, and gives it back to the allotment when canceled", async () => {
    const picked = await book(11, 1, { partner: { id: partner } });
    expect(await allotted()).toEqual([
      [day(10), 2],
      [day(11), 1],
    ]);
    // Night 11: one stay (the pick-up) and one still allotted: a room is left.
    expect(await closed()).toEqual([[compact(day(10)), compact(day(11))]]);
    await book(11, 1);
    expect(await closed()).toEqual([[compact(day(10)), compact(day(12))]]);
    await hotel.post(
      '/reservations/status',
      { id: picked.body.reservationIds[0], status: 'canceled' },
      200,
    );
    expect(await allotted()).toEqual([
      [day(10), 2],
      [day(11), 2],
    ]);
    expect(await closed()).toEqual([[compact(day(10)), compact(day(12))]]);
  });

  it('frees the nights when the contract is canceled', async () => {
    await hotel.delete(`/allotments/${contract}`, 200);
    expect(await allotted()).toEqual([]);
    expect(await closed()).toEqual([]);
  });
});
