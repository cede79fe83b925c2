import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateInTimeZone } from '@hotel/events/dates';
import { startTestApp } from '../support/app';
import { ownerWithProperty } from '../support/property-client';

/**
 * Allotments over HTTP (issue 36, part 4; docs/allotments.md): a contract made, listed and
 * changed; bad input (422 per field, nothing stored) and broken rules (400/409); another
 * property's ids (404); the partner's booking picking up what the front desk cannot sell; the
 * night audit releasing what is not picked up, once.
 */

let app: ReturnType<typeof startTestApp>;
let hotel: Awaited<ReturnType<typeof ownerWithProperty>>;
let other: Awaited<ReturnType<typeof ownerWithProperty>>;
let standard = '';
let partner = '';
let otherPartner = '';
const today = dateInTimeZone(new Date(), 'Asia/Ulaanbaatar');
const day = (n: number) => addDays(today, n);

const contract = (fields: object = {}) => ({
  partnerId: partner,
  roomTypeId: standard,
  firstNight: day(10),
  lastNight: day(12),
  rooms: 2,
  releaseDays: 3,
  rate: 110_000,
  ...fields,
});

const booking = (from: number, nights: number, fields: object = {}, quantity = 1) => ({
  stayType: 'night',
  checkIn: day(from),
  checkOut: day(from + nights),
  roomTypes: [{ roomTypeId: standard, ratePlanId: null, numberOfGuests: 2, quantity }],
  guest: { name: 'Бат' },
  ...fields,
});

const report = async (id: string) => (await hotel.get(`/allotments/${id}`).expect(200)).body;
const nightsOf = async (id: string) =>
  (
    (await report(id)).nights as {
      date: string;
      pickedUp: number;
      released: number;
      remaining: number;
    }[]
  ).map((n) => [n.date, n.pickedUp, n.released, n.remaining]);

beforeAll(async () => {
  app = startTestApp();
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
  ).body.id as string;
  partner = (await hotel.post('/partners', { name: 'Жуулчин ХХК', type: 'partner' }, 201)).body
    .id as string;
  otherPartner = (await other.post('/partners', { name: 'Өөр', type: 'partner' }, 201)).body
    .id as string;
  await other.post(
    '/room/types',
    { name: 'Стандарт', defaultPrice: 100000, occupancy: 2, names: ['201'] },
    201,
  );
});

afterAll(async () => {
  await app.close();
});

describe('allotment contracts', () => {
  it('refuses bad input with 422 per field and stores nothing', async () => {
    const head = await app.eventStore.headPosition();
    const bad = await hotel.post(
      '/allotments',
      {
        partnerId: 'x',
        roomTypeId: '',
        firstNight: '2026-02-30',
        lastNight: 'soon',
        rooms: 0,
        releaseDays: -1,
        rate: 99.5,
      },
      422,
    );
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      'firstNight',
      'lastNight',
      'partnerId',
      'rate',
      'releaseDays',
      'roomTypeId',
      'rooms',
    ]);
    expect(await app.eventStore.headPosition()).toBe(head);
  });

  it('keeps its rules (400) and the ledger (409 with the nights short), storing nothing', async () => {
    const head = await app.eventStore.headPosition();
    const order = await hotel.post('/allotments', contract({ lastNight: day(9) }), 400);
    expect(order.body.errors.lastNight[0]).toBe('The last night cannot be before the first night.');
    await hotel.post('/allotments', contract({ rooms: 4 }), 400);
    await hotel.post('/allotments', contract({ firstNight: day(-1) }), 400);
    expect(await app.eventStore.headPosition()).toBe(head);
    // Two rooms are sold on night 31: a contract of two rooms over it finds one unsold.
    await hotel.post('/reservations/book', booking(31, 1, {}, 2), 201);
    const full = await hotel.post(
      '/allotments',
      contract({ firstNight: day(30), lastNight: day(32) }),
      409,
    );
    expect(full.body.detail).toBe(
      `Room type Стандарт does not have enough unsold rooms on these nights: ${day(31)}.`,
    );
  });

  it('is made, listed, changed, refused over itself, and hidden from another property', async () => {
    const made = await hotel.post('/allotments', contract(), 201);
    const id = made.body.id as string;
    const list = (await hotel.get('/allotments').expect(200)).body.data;
    expect(list[0]).toMatchObject({
      id,
      number: 1,
      partnerName: 'Жуулчин ХХК',
      roomTypeName: 'Стандарт',
      rooms: 2,
      rate: 110_000,
      totals: { allotted: 6, pickedUp: 0, released: 0, remaining: 6 },
    });
    const overlap = await hotel.post('/allotments', contract({ rooms: 1 }), 400);
    expect(overlap.body.detail).toMatch(/contract #1/);
    await hotel.post(`/allotments/${id}`, { ...contract(), rate: 105_000 }, 200);
    expect((await report(id)).allotment.rate).toBe(105_000);

    await other.get(`/allotments/${id}`).expect(404);
    await other.post(`/allotments/${id}`, contract(), 404);
    await other.delete(`/allotments/${id}`, 404);
    // Its own contract with a partner of this hotel, or this hotel's room type: not found.
    await other.post('/allotments', contract(), 404);
    await other.post('/allotments', contract({ partnerId: otherPartner }), 404);
    expect((await other.get('/allotments').expect(200)).body.data).toEqual([]);
  });

  it('holds its rooms from the front desk; the partner picks them up; a cancellation gives back', async () => {
    const id = (await hotel.get('/allotments').expect(200)).body.data[0].id as string;
    // One room of three is left for everyone else on nights 10–12.
    await hotel.post('/reservations/book', booking(10, 1), 201);
    await hotel.post('/reservations/book', booking(10, 1), 409);
    const picked = await hotel.post(
      '/reservations/book',
      booking(10, 2, { partner: { id: partner } }, 2),
      201,
    );
    expect(await nightsOf(id)).toEqual([
      [day(10), 2, 0, 0],
      [day(11), 2, 0, 0],
      [day(12), 0, 0, 2],
    ]);
    const stay = picked.body.reservationIds[0] as string;
    await hotel.post('/reservations/status', { id: stay, status: 'canceled' }, 200);
    expect((await nightsOf(id))[0]).toEqual([day(10), 1, 0, 1]);
    // The canceled room went back to the allotment, not to the front desk.
    await hotel.post('/reservations/book', booking(11, 1), 201);
    await hotel.post('/reservations/book', booking(11, 1), 409);
  });
});

describe('the release by the night audit', () => {
  it('releases the nights within the release days that are not picked up, once', async () => {
    const made = await hotel.post(
      '/allotments',
      contract({ firstNight: day(2), lastNight: day(4), rooms: 2, releaseDays: 2 }),
      201,
    );
    const id = made.body.id as string;
    await hotel.post('/reservations/book', booking(2, 1, { partner: { id: partner } }), 201);
    // The audit rolls the working date to day 1: nights up to day 3 reach their release date.
    await hotel.post('/night-audit/perform', { date: today, noShows: [] }, 200);
    expect(await nightsOf(id)).toEqual([
      [day(2), 1, 1, 0],
      [day(3), 0, 2, 0],
      [day(4), 0, 0, 2],
    ]);
    const released = (await app.eventStore.readAll()).filter(
      (e) => e.type === 'AllotmentNightsReleased',
    );
    expect(released).toHaveLength(1);
    // The same audit again is done already and releases nothing twice.
    const again = await hotel.post('/night-audit/perform', { date: today, noShows: [] }, 200);
    expect(again.body.alreadyDone).toBe(true);
    expect(
      (await app.eventStore.readAll()).filter((e) => e.type === 'AllotmentNightsReleased'),
    ).toHaveLength(1);
    // The audit's entry in the activity log lists what it released; the contract is under rates.
    const log = (await hotel.get('/activity?area=nightAudit').expect(200)).body.data as {
      changes: { field: string; before: string | null; after: string | null }[];
    }[];
    // (the newest entry is the audit run again, which changed nothing)
    expect(log.flatMap((entry) => entry.changes)).toEqual([
      {
        number: null,
        field: 'allotmentReleased',
        before: '№2 Жуулчин ХХК',
        after: `${day(2)}: 1, ${day(3)}: 2`,
      },
    ]);
    const rates = (await hotel.get('/activity?area=rates').expect(200)).body.data as {
      commandType: string;
      subject: string | null;
    }[];
    expect(rates[0]).toMatchObject({ commandType: 'CreateAllotment', subject: '№2 Жуулчин ХХК' });
    // Released rooms are for sale again.
    await hotel.post('/reservations/book', booking(3, 1, {}, 3), 201);
    await hotel.post('/reservations/book', booking(4, 1), 201);
    await hotel.post('/reservations/book', booking(4, 1), 409);
  });

  it('a canceled contract frees what it held', async () => {
    const list = (await hotel.get('/allotments').expect(200)).body.data as {
      id: string;
      firstNight: string;
    }[];
    const id = list.find((a) => a.firstNight === day(2))!.id;
    await hotel.delete(`/allotments/${id}`, 200);
    await hotel.delete(`/allotments/${id}`, 404);
    expect((await report(id)).allotment.canceledAt).not.toBeNull();
    await hotel.post('/reservations/book', booking(4, 1), 201);
  });
});

describe('a rooming list', () => {
  const guest = (name: string, arrival: number, departure: number, fields: object = {}) => ({
    name,
    arrival: day(arrival),
    departure: day(departure),
    guests: 2,
    roomType: 'Стандарт',
    ...fields,
  });

  it('books every guest in one group against the contract, or nothing at all', async () => {
    const made = await hotel.post(
      '/allotments',
      contract({ firstNight: day(40), lastNight: day(44), rooms: 2, releaseDays: 5 }),
      201,
    );
    const id = made.body.id as string;
    const head = await app.eventStore.headPosition();
    // A row that is not a stay at all: 422 under its row and column, nothing stored.
    const shape = await hotel.post(
      `/allotments/${id}/rooming-list`,
      { rows: [guest('Бат', 40, 42), guest('', 41, 42), guest('Дорж', 41, 41)] },
      422,
    );
    expect(Object.keys(shape.body.errors).sort()).toEqual(['rows.1.name', 'rows.2.departure']);
    // One row outside the contract's nights: 400 naming the row, nothing of the list booked.
    const outside = await hotel.post(
      `/allotments/${id}/rooming-list`,
      {
        rows: [
          guest('Бат', 40, 42),
          guest('Дорж', 44, 46),
          guest('Сараа', 41, 43, { roomType: 'Люкс' }),
        ],
      },
      400,
    );
    expect(outside.body.detail).toBe('2 rows of the list have errors: nothing was booked.');
    expect(outside.body.errors).toEqual({
      'rows.1.arrival': [`The nights must lie within the contract (${day(40)} – ${day(44)}).`],
      'rows.2.roomType': ["The contract's room type is Стандарт."],
    });
    expect(await app.eventStore.headPosition()).toBe(head);
    await other.post(`/allotments/${id}/rooming-list`, { rows: [guest('Бат', 40, 42)] }, 404);

    const booked = await hotel.post(
      `/allotments/${id}/rooming-list`,
      { rows: [guest('Бат', 40, 42), guest('Дорж', 40, 41), guest('Сараа', 43, 45)] },
      201,
    );
    expect(booked.body.reservationIds).toHaveLength(3);
    const group = (await hotel.get(`/groups/${booked.body.groupId as string}`).expect(200)).body;
    expect(JSON.stringify(group)).toContain('Сараа');
    expect((await nightsOf(id)).map(([, picked]) => picked)).toEqual([2, 1, 0, 1, 1]);
    // The allotment's third room does not exist: the whole list is refused (409), none booked.
    const before = await app.eventStore.headPosition();
    await hotel.post(
      `/allotments/${id}/rooming-list`,
      { rows: [guest('Нэг', 40, 41), guest('Хоёр', 40, 41)] },
      409,
    );
    expect(await app.eventStore.headPosition()).toBe(before);
  });
});
