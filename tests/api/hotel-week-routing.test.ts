import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateInTimeZone } from '@hotel/events/dates';
import { toProjected } from '@hotel/projection-service/runtime/to-projected';
import { givenEvents } from '@hotel/projection-service/runtime/given';
import { salesProjection } from '@hotel/projection-service/sales/projection';
import { SALES_DAYS, SALES_PROPERTIES, SALES_STAYS } from '@hotel/projection-service/sales/facts';
import {
  RESERVATIONS,
  reservationsProjection,
} from '@hotel/projection-service/reservations/projection';
import { startTestApp } from '../support/app';
import { ownerWithProperty } from '../support/property-client';

/**
 * Three audited days of a small hotel, scripted through the API, with a stay whose room and
 * taxes a company pays (a routed payer window) and a guest moved to another room mid-stay; the
 * windows, the rooms and the sales report are checked against figures worked out by hand.
 * Definitions: docs/folio.md (payer routing: each window its charges, payments and balance; a
 * check-out needs every window settled, a receivable counts), docs/reservations.md (a move
 * after the first night keeps the nights slept on the old room), docs/report.md (room revenue
 * per night stayed; rooms sold = rooms occupied by guests who came; services on the day
 * charged; exclusive taxes are not sales; payments on the day received, a receivable on the
 * day its payer pays).
 *
 * Rooms: Standard 101–103 at 100 000 a night. Methods: cash (the default), invoice (receivable).
 * Partner: Говь ХХК. Tax: a city tax of 1 %, exclusive (added on top), on C only.
 *
 * Stays:
 * - C: 101 D0–D3 (3 nights, 300 000). In on D0. Routed on D0: room and tax to Говь ХХК
 *   (window 2), services and extra beds to the guest (window 1). A minibar of 2 × 15 000 =
 *   30 000 on D1. The city tax is 1 % of everything: 330 000 × 1 % = 3 300, routed with the
 *   room. Window 2 = 300 000 + 3 300 = 303 300, window 1 = 30 000; total 333 300.
 *   On D3: check-out refused (both windows owe 333 300), the guest pays 30 000 cash in
 *   window 1 (still refused: 303 300), the company's 303 300 posted as a receivable in window
 *   2 → settled, check-out accepted.
 * - M: 102 D0–D3 (300 000). In on D0; on D1, after the D0 audit, moved to 103: the night D0
 *   stays on 102, D1 and D2 are on 103. 102 turns dirty. Pays 300 000 cash on D2.
 * - Y: 102 D1–D2 (100 000), booked on D1 once 102 was free from D1 (a booking of 102 for
 *   D0–D1, the night M slept there, is refused); in on D1, pays 100 000 cash on D1, leaves on D2.
 *
 * | day | room revenue                  | sold | services | cash                |
 * |-----|-------------------------------|------|----------|---------------------|
 * | D0  | C 100 000 + M 100 000         |  2   | 0        | 0                   |
 * | D1  | C + M + Y = 300 000           |  3   | 30 000   | Y 100 000           |
 * | D2  | C + M = 200 000               |  2   | 0        | M 300 000           |
 * | sum | 700 000                       |  7   | 30 000   | 400 000             |
 *
 * Total sales D0–D2 = 730 000 (the city tax is not a sale). On D3 (not audited): cash 30 000
 * (C's guest) and a receivable of 303 300 (incomes by type, not a payment by method until
 * the company pays it).
 */

let app: ReturnType<typeof startTestApp>;
let hotel: Awaited<ReturnType<typeof ownerWithProperty>>;
const D0 = dateInTimeZone(new Date(), 'Asia/Ulaanbaatar');
const D = (n: number) => addDays(D0, n);

let standard = '';
const room: Record<string, string> = {};
let cash = '';
let invoice = '';
let company = '';
let cityTax = '';

const pays = (method: string, amount: number) => [{ paymentMethod: { id: method }, amount }];

const book = async (roomName: string, checkIn: string, checkOut: string, surname: string) =>
  (
    await hotel.post(
      '/reservations/book',
      {
        stayType: 'night',
        checkIn,
        checkOut,
        roomId: room[roomName],
        roomTypes: [{ roomTypeId: standard, numberOfGuests: 2, quantity: 1 }],
        guest: { name: 'Зочин', surname, phoneNumber: '99112233' },
      },
      201,
    )
  ).body.reservationIds[0] as string;

const status = (id: string, to: string, expected = 200) =>
  hotel.post('/reservations/status', { id, status: to }, expected);

const audit = async (date: string) => {
  const answer = await hotel.post('/night-audit/perform', { date, noShows: [] }, 200);
  expect(answer.body).toMatchObject({ alreadyDone: false, date, workingDate: addDays(date, 1) });
};

interface Window {
  windowId: string;
  partnerClone: { partnerId: string } | null;
  kinds: string[];
  charges: number;
  paid: number;
  balance: number;
}

const detail = async (id: string) =>
  (await hotel.get(`/reservations/${id}`).expect(200)).body.reservation as {
    status: string;
    amount: number;
    paid: number;
    balance: number;
    windows: Window[];
    unsettled: number;
    roomClone: { roomId: string; name: string } | null;
    roomSegments?: { roomClone: { roomId: string; name: string }; from: string; to: string }[];
  };

const windowsOf = async (id: string) =>
  (await detail(id)).windows.map((w) => [w.windowId, w.charges, w.paid, w.balance]);

const housekeeping = async () =>
  Object.fromEntries(
    (
      (await hotel.get('/housekeeping').expect(200)).body.roomTypes[0].rooms as {
        name: string;
        status: string;
      }[]
    ).map((r) => [r.name, r.status]),
  );

interface Report {
  sales: { total: { now: number }; roomTypes: { now: number }; services: { now: number } };
  roomSales: { roomsSold: { now: number } };
  paymentMethods: { id: string; total: number }[];
  incomeType: { type: string; total: number }[];
  days: { date: string; closed: boolean; roomsSold: number; roomRevenue: number }[];
}

const report = async (from: string, to: string) =>
  (await hotel.get(`/report/sales?from=${from}&to=${to}`).expect(200)).body as Report;

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
  const types = (await hotel.get('/room/types?with=rooms').expect(200)).body.data as {
    rooms: { id: string; name: string }[];
  }[];
  for (const type of types) for (const r of type.rooms) room[r.name] = r.id;
  cash = (
    (await hotel.get('/payment/methods').expect(200)).body.data as {
      id: string;
      isDefault: boolean;
    }[]
  ).find((m) => m.isDefault)!.id;
  invoice = (
    await hotel.post(
      '/payment/methods',
      { name: 'Нэхэмжлэх', color: '#0000aa', incomeTypes: ['receivable'] },
      201,
    )
  ).body.id;
  company = (await hotel.post('/partners', { name: 'Говь ХХК', type: 'partner' }, 201)).body.id;
  cityTax = (
    await hotel.post(
      '/taxes',
      { name: 'НХАТ', percentage: 1, inclusive: false, isEnabled: false },
      201,
    )
  ).body.id;
});

afterAll(async () => {
  await app.close();
});

describe('three days with a company paying the room and a guest moved mid-stay', () => {
  it('windows, rooms and the sales report are those worked out by hand; a rebuild equals live', async () => {
    // D0
    const C = await book('101', D(0), D(3), 'C');
    const M = await book('102', D(0), D(3), 'M');
    await hotel.post('/tax/clones', { id: C, tax: { id: cityTax } }, 201);
    await status(C, 'checked-in');
    await status(M, 'checked-in');
    await hotel.post(
      '/folio/routing',
      {
        reservationIds: [C],
        windows: [{ windowId: '2', partnerId: company }],
        routes: { room: '2', tax: '2', service: '1', extraBed: '1' },
      },
      200,
    );
    // 300 000 and its 1 % (3 000) to the company; nothing yet to the guest.
    expect(await windowsOf(C)).toEqual([
      ['1', 0, 0, 0],
      ['2', 303_000, 0, 303_000],
    ]);
    await audit(D(0));

    // D1: C's minibar (the guest's window; the city tax on it goes with the tax, the company's).
    const categories = (await hotel.get('/service/categories').expect(200)).body.data as {
      id: string;
      isDefault?: boolean;
    }[];
    const category = (categories.find((c) => c.isDefault) ?? categories[0])!.id;
    const minibar = (
      await hotel.post(
        '/services',
        { name: 'Ундаа', price: 15_000, serviceCategory: { id: category } },
        201,
      )
    ).body.id as string;
    await hotel.post(
      '/items',
      { id: C, serviceCategory: { id: category }, service: { id: minibar }, quantity: 2 },
      201,
    );
    expect((await detail(C)).amount).toBe(333_300);
    expect(await windowsOf(C)).toEqual([
      ['1', 30_000, 0, 30_000],
      ['2', 303_300, 0, 303_300],
    ]);
    // M moves from 102 to 103 after one night: D0 stays on 102, 102 is left to be cleaned.
    await hotel.post(`/housekeeping/rooms/${room['102']}`, { status: 'clean' }, 200);
    await hotel.post('/reservation/room', { id: M, roomId: room['103'] }, 200);
    const moved = await detail(M);
    expect(moved.roomClone?.name).toBe('103');
    expect(moved.roomSegments).toEqual([
      { roomClone: { roomId: room['102'], name: '102' }, from: D(0), to: D(1) },
    ]);
    expect(moved.amount).toBe(300_000);
    expect((await housekeeping())['102']).toBe('dirty');
    // 102 is still M's for the night it slept there, and free from D1 on.
    await hotel.post(
      '/reservations/book',
      {
        stayType: 'night',
        checkIn: D(0),
        checkOut: D(1),
        roomId: room['102'],
        roomTypes: [{ roomTypeId: standard, numberOfGuests: 2, quantity: 1 }],
        guest: { name: 'Зочин', surname: 'X', phoneNumber: '99112233' },
      },
      409,
    );
    const Y = await book('102', D(1), D(2), 'Y');
    await status(Y, 'checked-in');
    await hotel.post('/payments', { id: Y, pays: pays(cash, 100_000) }, 201);
    await audit(D(1));

    // D2
    await hotel.post('/payments', { id: M, pays: pays(cash, 300_000) }, 201);
    await status(Y, 'checked-out');
    await audit(D(2));

    // D3: C leaves once both windows are settled; M leaves.
    const refused = await status(C, 'checked-out', 400);
    expect(refused.body.detail).toContain('333');
    // The guest's window pays what is routed to it, no more.
    await hotel.post('/payments', { id: C, windowId: '1', pays: pays(cash, 30_001) }, 400);
    await hotel.post('/payments', { id: C, windowId: '1', pays: pays(cash, 30_000) }, 201);
    const still = await status(C, 'checked-out', 400);
    expect(still.body.detail).toContain('303');
    await hotel.post(
      '/payments',
      { id: C, windowId: '2', incomeType: 'receivable', pays: pays(invoice, 303_300) },
      201,
    );
    expect(await windowsOf(C)).toEqual([
      ['1', 30_000, 30_000, 0],
      ['2', 303_300, 303_300, 0],
    ]);
    await status(C, 'checked-out');
    await status(M, 'checked-out');
    expect(await detail(C)).toMatchObject({ status: 'checked-out', balance: 0, unsettled: 0 });
    expect(await detail(M)).toMatchObject({ status: 'checked-out', balance: 0 });

    // The report of the three audited days, by hand.
    const days = await report(D(0), D(2));
    expect(days.days.map((d) => [d.date, d.closed, d.roomsSold, d.roomRevenue])).toEqual([
      [D(0), true, 2, 200_000],
      [D(1), true, 3, 300_000],
      [D(2), true, 2, 200_000],
    ]);
    expect(days.sales.roomTypes.now).toBe(700_000);
    expect(days.sales.services.now).toBe(30_000);
    expect(days.sales.total.now).toBe(730_000);
    expect(days.roomSales.roomsSold.now).toBe(7);
    expect(Object.fromEntries(days.paymentMethods.map((m) => [m.id, m.total]))).toEqual({
      [cash]: 400_000,
    });
    // D3, live: the guest's cash; the company's receivable is an income, not yet money.
    const today = await report(D(3), D(3));
    expect(Object.fromEntries(today.paymentMethods.map((m) => [m.id, m.total]))).toEqual({
      [cash]: 30_000,
    });
    expect(
      Object.fromEntries(
        today.incomeType.filter((i) => i.total !== 0).map((i) => [i.type, i.total]),
      ),
    ).toEqual({ paid: 30_000, receivable: 303_300 });

    // A rebuild of the sales and reservations read models from the first event gives the very
    // same documents.
    for (const [projection, names] of [
      [salesProjection, [SALES_PROPERTIES, SALES_STAYS, SALES_DAYS]],
      [reservationsProjection, [RESERVATIONS]],
    ] as const) {
      const handled = new Set<string>(projection.handles);
      const events = (await app.eventStore.readAll())
        .filter((event) => handled.has(event.type))
        .map(toProjected);
      const rebuilt = await givenEvents(projection, events);
      for (const name of names) {
        const filter =
          name === SALES_PROPERTIES ? { _id: hotel.propertyId } : { propertyId: hotel.propertyId };
        const sorted = { sort: { _id: 1 as const } };
        expect(await rebuilt.collection(name).find(filter, sorted), name).toEqual(
          await app.readStore.collection(name).find(filter, sorted),
        );
      }
    }
  });
});
