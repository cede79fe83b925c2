import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateInTimeZone } from '@hotel/events/dates';
import { startTestApp } from '../support/app';
import { ownerWithProperty } from '../support/property-client';

/**
 * GET /api/dashboard over HTTP on the composed app (docs/dashboard.md): one scripted day of a
 * five-room hotel, then who may read it.
 */
let app: ReturnType<typeof startTestApp>;
let hotel: Awaited<ReturnType<typeof ownerWithProperty>>;
let other: Awaited<ReturnType<typeof ownerWithProperty>>;
const today = dateInTimeZone(new Date(), 'Asia/Ulaanbaatar');
const ids: Record<string, string> = {};

beforeAll(async () => {
  app = startTestApp();
  hotel = await ownerWithProperty(app);
  other = await ownerWithProperty(app, {
    email: 'other@example.com',
    registerNo: '7654321',
    name: 'Өөр буудал',
  });
  const type = await hotel.post(
    '/room/types',
    {
      name: 'Стандарт',
      defaultPrice: 100_000,
      occupancy: 2,
      occupancyChildren: 1,
      names: ['101', '102', '103', '104', '105'],
    },
    201,
  );
  const types = await hotel.get('/room/types?with=rooms').expect(200);
  const rooms = (types.body.data as { id: string; rooms: { id: string; name: string }[] }[])
    .find((t) => t.id === type.body.id)!
    .rooms.sort((a, b) => a.name.localeCompare(b.name));
  const book = async (
    key: string,
    checkIn: string,
    checkOut: string,
    room: number | null,
    line: object = {},
    fields: object = {},
  ) => {
    const booked = await hotel.post(
      '/reservations/book',
      {
        stayType: 'night',
        checkIn,
        checkOut,
        roomTypes: [
          {
            roomTypeId: type.body.id,
            ratePlanId: null,
            numberOfGuests: 2,
            quantity: 1,
            ...(room === null ? {} : { roomIds: [rooms[room]!.id] }),
            ...line,
          },
        ],
        guest: { name: `Зочин ${key}`, surname: 'Дорж', phoneNumber: '99112233' },
        ...fields,
      },
      201,
    );
    ids[key] = booked.body.id as string;
  };
  const status = (key: string, from: string, to: string, extra: object = {}) =>
    hotel.post(
      '/reservations/status',
      { id: ids[key], status: to, oldStatus: from, ...extra },
      200,
    );

  // Arrivals: one checked in (with a child of 6), one still expected.
  await book('arrived', today, addDays(today, 2), 0, { ageOfChildren: [6] });
  await status('arrived', 'pending', 'checked-in');
  await book('expected', today, addDays(today, 1), 1);
  // Since yesterday: one leaves today, one stays on.
  await book('leaving', addDays(today, -1), today, 2);
  await status('leaving', 'pending', 'checked-in');
  await book('staying', addDays(today, -1), addDays(today, 3), 3);
  await status('staying', 'pending', 'checked-in');
  // Tomorrow: one confirmed, one canceled today.
  await book('tomorrow', addDays(today, 1), addDays(today, 2), null, {}, { status: 'confirmed' });
  await book('canceled', addDays(today, 1), addDays(today, 2), null);
  await status('canceled', 'pending', 'canceled', { cancellationPayment: 0, isPaid: false });
  // The guest staying on pays 50,000 today.
  const methods = await hotel.get('/payment/methods').expect(200);
  const cash = (methods.body.data as { id: string; isDefault: boolean }[]).find(
    (m) => m.isDefault,
  )!.id;
  await hotel.post(
    '/payments',
    {
      id: ids.staying,
      incomeType: 'paid',
      pays: [{ paymentMethod: { id: cash }, amount: 50_000 }],
    },
    201,
  );
});
afterAll(async () => {
  await app.close();
});

describe('GET /api/dashboard', () => {
  it("counts the working date's arrivals, departures, house, bookings and income", async () => {
    const answer = await hotel.get('/dashboard').expect(200);
    expect(answer.body).toMatchObject({
      workingDate: today,
      hasNightAudit: false,
      todayCheckin: 2,
      todayCheckout: 1,
      // Two rooms of five: four adults and the child.
      todayStaying: { count: 2, occupancy: 40, personCount: 5, childCount: 1 },
      tomorrowCheckin: 1,
      cancellations: 1,
      // Everything was booked today; the canceled stay is not counted.
      todayBooking: 5,
      roomNights: 2 + 1 + 1 + 4 + 1,
      todayIncome: 50_000,
      rooms: { total: 5, outOfOrder: 0, forSale: 5 },
      reservationRequests: { total: 0, totalConfirmed: 0, totalAmount: 0, paidAmount: 0 },
      tab: 'todayCheckin',
    });
    expect(answer.body.reservations.map((r: { id: string }) => r.id)).toEqual([
      ids.arrived,
      ids.expected,
    ]);
  });

  it('lists the tab asked for', async () => {
    const tab = async (name: string) =>
      (
        (await hotel.get(`/dashboard?tab=${name}`).expect(200)).body.reservations as {
          id: string;
          status: string;
          balance: number;
        }[]
      ).map((r) => [r.id, r.status]);
    expect(await tab('todayCheckout')).toEqual([[ids.leaving, 'checked-in']]);
    expect(await tab('todayStaying')).toEqual([
      [ids.arrived, 'checked-in'],
      [ids.staying, 'checked-in'],
    ]);
    expect(await tab('tomorrowCheckin')).toEqual([[ids.tomorrow, 'confirmed']]);
    expect(await tab('cancellations')).toEqual([[ids.canceled, 'canceled']]);
    const staying = await hotel.get('/dashboard?tab=todayStaying').expect(200);
    expect(staying.body.reservations[1]).toMatchObject({
      roomName: '104',
      roomTypeName: 'Стандарт',
      amount: 400_000,
      balance: 350_000,
    });
  });

  it('answers 422 for an unknown tab', async () => {
    const bad = await hotel.get('/dashboard?tab=everything').expect(422);
    expect(bad.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(Object.keys(bad.body.errors)).toEqual(['tab']);
  });

  it('needs show-reservations, and is 404 for another property', async () => {
    const role = async (name: string, permissions: string[]) =>
      (await hotel.post('/roles', { name, permissions }, 201)).body.id as string;
    const staffToken = async (email: string, roleId: string) => {
      await hotel.post(
        '/users',
        {
          name: 'Ажилтан',
          position: 'Ресепшн',
          phoneNumber: '+976 8811 2233',
          email,
          password: 'staff-password',
          role: { id: roleId },
        },
        201,
      );
      const login = await request(app.app)
        .post('/api/login')
        .send({ email, password: 'staff-password' })
        .expect(200);
      return `Bearer ${login.body.accessToken as string}`;
    };
    const reader = await staffToken('read@hotel.mn', await role('Харах', ['show-reservations']));
    const clerk = await staffToken('desk@hotel.mn', await role('Касс', ['manage-reservations']));
    await hotel.as(reader).get('/dashboard').expect(200);
    const forbidden = await hotel.as(clerk).get('/dashboard').expect(403);
    expect(forbidden.headers['content-type']).toMatch(/application\/problem\+json/);
    await hotel.as(other.owner.authorization).get('/dashboard').expect(404);
    await request(app.app).get('/api/dashboard').set('X-Slug', hotel.propertyId).expect(401);
  });
});
