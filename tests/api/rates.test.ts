import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp } from '../support/app';
import { ownerWithProperty } from '../support/property-client';

let app: ReturnType<typeof startTestApp>;
let hotel: Awaited<ReturnType<typeof ownerWithProperty>>;
let roomTypeId = '';

beforeEach(async () => {
  app = startTestApp();
  hotel = await ownerWithProperty(app);
  const created = await hotel.post(
    '/room/types',
    {
      name: 'Стандарт хоёр ор',
      defaultPrice: 150000,
      occupancy: 2,
      occupancyChildren: 1,
      names: ['101', '102'],
    },
    201,
  );
  roomTypeId = created.body.id;
});
afterEach(async () => {
  await app.close();
});

const plan = (fields: object = {}) => ({
  name: 'Үндсэн үнэ',
  roomType: { id: roomTypeId },
  type: 'daily',
  meals: [{ id: 'breakfast' }],
  ...fields,
});

describe('rate plans', () => {
  it('creates a plan with its occupancy rows and lists it with its room type and meals', async () => {
    const created = await hotel.post('/rate/plans', plan({ isOta: true }), 201);
    const list = await hotel.get('/rate/plans').expect(200);
    expect(list.body.data).toEqual([
      expect.objectContaining({
        id: created.body.id,
        name: 'Үндсэн үнэ',
        type: 'daily',
        isOta: true,
        roomType: { id: roomTypeId, name: 'Стандарт хоёр ор', nameEn: null },
        meals: [{ id: 'breakfast', code: 'BB', name: 'Breakfast' }],
        occupancyRatePlans: [
          { occupancy: 2, discount: 0, isActive: true, isDefault: true },
          { occupancy: 1, discount: 0, isActive: false, isDefault: false },
        ],
      }),
    ]);
  });

  it('allows one OTA plan and one online-booking plan per room type', async () => {
    await hotel.post('/rate/plans', plan({ isOta: true, isOnlineBook: true }), 201);
    const ota = await hotel.post('/rate/plans', plan({ name: 'Хямдрал', isOta: true }), 400);
    expect(ota.body.errors).toEqual({ isOta: ['Only one rate plan of a room type goes to OTAs.'] });
    const online = await hotel.post(
      '/rate/plans',
      plan({ name: 'Хямдрал', isOnlineBook: true }),
      400,
    );
    expect(Object.keys(online.body.errors)).toEqual(['isOnlineBook']);
    await hotel.post('/rate/plans', plan({ name: 'Хямдрал' }), 201);
  });

  it('refuses an unknown room type, meal or partner', async () => {
    await hotel.post('/rate/plans', plan({ roomType: { id: crypto.randomUUID() } }), 400);
    const res = await hotel.post('/rate/plans', plan({ meals: [{ id: 'caviar' }] }), 422);
    expect(Object.keys(res.body.errors)).toEqual(['meals.0.id']);
    await hotel.post('/rate/plans', plan({ partners: [{ id: crypto.randomUUID() }] }), 400);
  });

  it('sets occupancy discounts: the main row is locked, a row is active only with a discount', async () => {
    const { body } = await hotel.post('/rate/plans', plan(), 201);
    await hotel.post(
      '/rate/plans/occupancy',
      { id: body.id, occupancyRatePlans: [{ occupancy: 1, discount: '', isActive: true }] },
      400,
    );
    await hotel.post(
      '/rate/plans/occupancy',
      { id: body.id, occupancyRatePlans: [{ occupancy: 2, discount: 5000, isActive: true }] },
      400,
    );
    await hotel.post(
      '/rate/plans/occupancy',
      { id: body.id, occupancyRatePlans: [{ occupancy: 1, discount: 20000, isActive: true }] },
      200,
    );
    const read = await hotel.get(`/rate/plans/${body.id as string}`).expect(200);
    expect(read.body.ratePlan.occupancyRatePlans[1]).toEqual({
      occupancy: 1,
      discount: 20000,
      isActive: true,
      isDefault: false,
    });
  });
});

describe('daily rates', () => {
  it('sets a week of rates on chosen weekdays and reads them back, the rest at the default price', async () => {
    const { body } = await hotel.post('/rate/plans', plan(), 201);
    const id = body.id as string;
    // 2026-12-07 is a Monday: weekdays 100,000, the weekend +20 %.
    await hotel.post(
      `/rate/plans/${id}/daily/rates`,
      {
        days: [1, 2, 3, 4, 5],
        startDate: '2026-12-07',
        endDate: '2026-12-13',
        rate: 100000,
        priceOp: 1,
        minLos: 2,
      },
      200,
    );
    await hotel.post(
      `/rate/plans/${id}/daily/rates`,
      {
        days: ['saturday', 'sunday'],
        startDate: '2026-12-07',
        endDate: '2026-12-13',
        rate: 20,
        priceOp: 2,
      },
      200,
    );
    const rates = await hotel
      .get(`/rate/plans/${id}/rates?from=2026-12-06&to=2026-12-13`)
      .expect(200);
    expect(rates.body.data.map((d: { value: number }) => d.value)).toEqual([
      150000, 100000, 100000, 100000, 100000, 100000, 180000, 180000,
    ]);
    expect(rates.body.data[1]).toMatchObject({ date: '2026-12-07', minLos: 2, isSet: true });
    expect(rates.body.data[0]).toMatchObject({ date: '2026-12-06', minLos: 1, isSet: false });
  });

  it('answers bad input per field', async () => {
    const { body } = await hotel.post('/rate/plans', plan(), 201);
    const url = `/rate/plans/${body.id as string}/daily/rates`;
    const reversed = await hotel.post(
      url,
      { days: [1], startDate: '2026-12-10', endDate: '2026-12-01', rate: 1 },
      422,
    );
    expect(reversed.body.errors).toEqual({
      endDate: ['The end date cannot be before the start date.'],
    });
    const noDay = await hotel.post(
      url,
      { days: [], startDate: '2026-12-01', endDate: '2026-12-01' },
      422,
    );
    expect(noDay.body.errors).toEqual({ days: ['Choose price days.'] });
    const bad = await hotel.post(
      url,
      {
        days: [1],
        startDate: '2026-13-01',
        endDate: '1999-12-01',
        rate: -5,
        minLos: 0,
        maxLos: 'x',
      },
      422,
    );
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      'endDate',
      'maxLos',
      'minLos',
      'startDate',
    ]);
    const negative = await hotel.post(
      url,
      { days: [1], startDate: '2026-12-01', endDate: '2026-12-01', rate: -5 },
      422,
    );
    expect(negative.body.errors).toEqual({ rate: ['Enter a whole tugrik amount of 0 or more.'] });
    await hotel.post(
      url,
      { days: [1], startDate: '2026-12-01', endDate: '2026-12-01', rate: 'abc' },
      422,
    );
  });

  it('refuses daily rates on a plan that is not daily, and another property’s plan', async () => {
    const { body } = await hotel.post('/rate/plans', plan({ type: 'other' }), 201);
    await hotel.post(
      `/rate/plans/${body.id as string}/daily/rates`,
      { days: [1], startDate: '2026-12-01', endDate: '2026-12-01', rate: 1 },
      400,
    );
    const other = await ownerWithProperty(app, { email: 'o@hotel.mn', registerNo: '7654321' });
    await other
      .get(`/rate/plans/${body.id as string}/rates?from=2026-12-01&to=2026-12-02`)
      .expect(404);
    await other.post(
      `/rate/plans/${body.id as string}/daily/rates`,
      { days: [1], startDate: '2026-12-01', endDate: '2026-12-01', rate: 1 },
      404,
    );
  });
});

describe('intervals', () => {
  it('prices a range by weekday, and removing it uncovers the rates below', async () => {
    const { body } = await hotel.post('/rate/plans', plan(), 201);
    const id = body.id as string;
    await hotel.post(
      `/rate/plans/${id}/daily/rates`,
      { days: [1, 2, 3, 4, 5, 6, 7], startDate: '2026-12-07', endDate: '2026-12-13', rate: 90000 },
      200,
    );
    const interval = await hotel.post(
      '/intervals',
      {
        name: 'Шинэ жил',
        ratePlan: { id },
        startDate: '2026-12-12',
        endDate: '2026-12-13',
        mondayRate: 1,
        tuesdayRate: 2,
        wednesdayRate: 3,
        thursdayRate: 4,
        fridayRate: 5,
        saturdayRate: 200000,
        sundayRate: 210000,
      },
      201,
    );
    const values = async () =>
      (
        await hotel.get(`/rate/plans/${id}/rates?from=2026-12-11&to=2026-12-13`).expect(200)
      ).body.data.map((d: { value: number }) => d.value);
    expect(await values()).toEqual([90000, 200000, 210000]);
    expect((await hotel.get(`/rate/plans/${id}/intervals`).expect(200)).body.data).toHaveLength(1);
    await hotel.delete(`/rate/plans/${id}/intervals/${interval.body.id as string}`, 200);
    expect(await values()).toEqual([90000, 90000, 90000]);
  });
});

describe('quotes', () => {
  it('prices a stay from the read models: rates, children, extra beds, partner, taxes, restrictions', async () => {
    const { body } = await hotel.post('/rate/plans', plan(), 201);
    const id = body.id as string;
    await hotel.post(
      `/rate/plans/${id}/daily/rates`,
      { days: [1, 2, 3, 4, 5, 6, 7], startDate: '2026-12-07', endDate: '2026-12-09', rate: 100000 },
      200,
    );
    await hotel.post(
      '/children/policies',
      { ageType: 'children', minAge: 0, maxAge: 6, priceType: 'percent', price: 50 },
      201,
    );
    const partner = await hotel.post(
      '/partners',
      { name: 'Тур', type: 'partner', discount: 10 },
      201,
    );
    const quote = await hotel
      .get(
        `/quote?roomTypeId=${roomTypeId}&ratePlanId=${id}&checkIn=2026-12-07&checkOut=2026-12-10&adults=2&childrenAges=4&partnerId=${partner.body.id as string}`,
      )
      .expect(200);
    expect(quote.body.dayRates).toEqual([
      { date: '2026-12-07', value: 90000 },
      { date: '2026-12-08', value: 90000 },
      { date: '2026-12-09', value: 90000 },
    ]);
    expect(quote.body.childrenAmount).toBe(3 * 45000);
    // The default VAT is inclusive: inside the total, not added.
    expect(quote.body.total).toBe(270000 + 135000);
    expect(quote.body.taxes).toEqual([
      expect.objectContaining({ percentage: 10, inclusive: true }),
    ]);
    expect(quote.body.reasons).toEqual([]);
    expect(quote.body.sellable).toBe(true);

    await hotel.post(
      `/rate/plans/${id}/daily/rates`,
      { days: [2], startDate: '2026-12-07', endDate: '2026-12-09', stopSell: true },
      200,
    );
    const stopped = await hotel
      .get(
        `/quote?roomTypeId=${roomTypeId}&ratePlanId=${id}&checkIn=2026-12-07&checkOut=2026-12-10&adults=2`,
      )
      .expect(200);
    expect(stopped.body.sellable).toBe(false);
    expect(stopped.body.reasons).toEqual([
      {
        code: 'quote.stopSell',
        params: { date: '2026-12-08' },
        message: 'Sales are stopped on 2026-12-08.',
      },
    ]);
  });

  it('answers bad input with 422 and unknown ids with 404', async () => {
    const reversed = await hotel
      .get(`/quote?roomTypeId=${roomTypeId}&checkIn=2026-12-10&checkOut=2026-12-01`)
      .expect(422);
    expect(Object.keys(reversed.body.errors)).toEqual(['checkOut']);
    const bad = await hotel
      .get(`/quote?roomTypeId=${roomTypeId}&checkIn=2026-12-32&checkOut=2026-12-01&adults=x`)
      .expect(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['adults', 'checkIn']);
    await hotel
      .get(`/quote?roomTypeId=${crypto.randomUUID()}&checkIn=2026-12-01&checkOut=2026-12-02`)
      .expect(404);
  });
});

describe('a room type that goes', () => {
  it('takes its rate plans with it', async () => {
    const other = await hotel.post('/room/types', { name: 'Люкс', defaultPrice: 300000 }, 201);
    await hotel.post('/rate/plans', plan({ roomType: { id: other.body.id } }), 201);
    await hotel.post('/rate/plans', plan(), 201);
    await hotel.delete(`/room/types/${other.body.id as string}`, 200);
    const plans = await hotel.get('/rate/plans').expect(200);
    expect(plans.body.data.map((p: { roomType: { id: string } }) => p.roomType.id)).toEqual([
      roomTypeId,
    ]);
  });
});
