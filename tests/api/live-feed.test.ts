import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateInTimeZone } from '@hotel/events/dates';
import { startTestApp } from '../support/app';
import { changedNotices, changedReadModels, openLiveFeed } from '../support/live-feed';
import { ownerWithProperty } from '../support/property-client';

/**
 * The live feed is a property's own: a hotel's open screens hear their hotel's changes and
 * nobody else's (a booking in one hotel makes no other hotel's calendar refetch), and the
 * account's own feed (the hotel list) hears no property's work.
 */

let app: ReturnType<typeof startTestApp>;
type Hotel = Awaited<ReturnType<typeof ownerWithProperty>>;
let first: Hotel;
let second: Hotel;
const roomTypes = new Map<Hotel, string>();
const today = dateInTimeZone(new Date(), 'Asia/Ulaanbaatar');

const withRoomType = async (hotel: Hotel) => {
  const created = await hotel.post(
    '/room/types',
    { name: 'Стандарт', defaultPrice: 100000, occupancy: 2, names: ['101', '102', '103'] },
    201,
  );
  roomTypes.set(hotel, created.body.id as string);
};

const book = async (hotel: Hotel, guest: string) => {
  await hotel.post(
    '/reservations/book',
    {
      stayType: 'night',
      checkIn: today,
      checkOut: addDays(today, 1),
      roomTypes: [{ roomTypeId: roomTypes.get(hotel), numberOfGuests: 1, quantity: 1 }],
      guest: { name: guest },
    },
    201,
  );
  // Read back (X-Min-Position): the booking's notices have been sent by now.
  await hotel.get('/reservations').expect(200);
};

beforeAll(async () => {
  app = startTestApp();
  first = await ownerWithProperty(app, { email: 'first@hotel.mn', registerNo: '1111111' });
  second = await ownerWithProperty(app, { email: 'second@hotel.mn', registerNo: '2222222' });
  await withRoomType(first);
  await withRoomType(second);
});

afterAll(async () => {
  await app.close();
});

describe('the live feed of a property', () => {
  it("hears its own hotel's bookings, never another hotel's", async () => {
    const feed = await openLiveFeed(app.app, first.owner.authorization, first.propertyId);
    try {
      await book(second, 'Өөр зочид буудлын зочин');
      // Coalesced notices leave within 50 ms: nothing of the other hotel comes in a second.
      expect(await feed.until(/event: changed/, 1000)).toBe(false);
      await book(first, 'Өөрийн зочин');
      expect(await feed.until(/event: changed/)).toBe(true);
      await feed.until(/"calendar"/, 500);
      expect(changedReadModels(feed.text())).toEqual(
        expect.arrayContaining(['reservations', 'calendar']),
      );
      // Read model names only: no position, no guest, nothing of the hotel's data.
      expect(feed.text()).not.toMatch(/position|Өөрийн зочин/);
    } finally {
      await feed.close();
    }
  });

  it("the account's own feed (the hotel list) hears its hotels, never another account's", async () => {
    const own = await openLiveFeed(app.app, first.owner.authorization, null);
    const stranger = await openLiveFeed(app.app, second.owner.authorization, null);
    try {
      // A hotel registered in another window shows on the list by itself.
      const created = await request(app.app)
        .post('/api/hotels')
        .set('Authorization', first.owner.authorization)
        .send({ name: 'Шинэ буудал', registerNo: '3333333', companyName: 'Шинэ ХХК' })
        .expect(201);
      expect(await own.until(/"properties"/)).toBe(true);
      await app.host.waitForPosition(BigInt(created.body.position), 5000);
      await book(first, 'Данс');
      expect(await own.until(/"reservations"/)).toBe(true);
      expect(await stranger.until(/event: changed/, 1000)).toBe(false);
    } finally {
      await own.close();
      await stranger.close();
    }
  });

  it("names a booking's reservation and its dates, so a calendar refetches only the dates it shows", async () => {
    const feed = await openLiveFeed(app.app, first.owner.authorization, first.propertyId);
    try {
      const checkIn = addDays(today, 40);
      const checkOut = addDays(today, 43);
      const booked = await first.post(
        '/reservations/book',
        {
          stayType: 'night',
          checkIn,
          checkOut,
          roomTypes: [{ roomTypeId: roomTypes.get(first), numberOfGuests: 1, quantity: 1 }],
          guest: { name: 'Хол ирэх зочин', phoneNumber: '99112233' },
        },
        201,
      );
      const id = booked.body.reservationIds[0] as string;
      await first.get('/reservations').expect(200);
      expect(await feed.until(/"calendar":\{/)).toBe(true);
      const calendars = changedNotices(feed.text()).flatMap(({ changed }) =>
        changed?.calendar ? [changed.calendar] : [],
      );
      expect(calendars).toContainEqual({ ids: [id], from: checkIn, to: checkOut });
      // Ids and dates only: no guest, no phone, no position.
      expect(feed.text()).not.toMatch(/position|Хол ирэх|99112233/);
    } finally {
      await feed.close();
    }
  });

  it('gives no ticket for another hotel, even to an owner of one', async () => {
    const refused = await first.as(second.owner.authorization).get('/events/ticket');
    expect(refused.status).toBe(404);
  });
});
