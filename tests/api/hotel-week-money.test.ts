import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateInTimeZone } from '@hotel/events/dates';
import { toProjected } from '@hotel/projection-service/runtime/to-projected';
import { givenEvents } from '@hotel/projection-service/runtime/given';
import { salesProjection } from '@hotel/projection-service/sales/projection';
import { SALES_DAYS, SALES_PROPERTIES, SALES_STAYS } from '@hotel/projection-service/sales/facts';
import { startTestApp } from '../support/app';
import { ownerWithProperty } from '../support/property-client';

/**
 * Three days of a small hotel's money, scripted through the API with three night audits; the
 * balances and the sales report are checked against the figures worked out by hand below.
 * Definitions: docs/report.md (room revenue per night stayed, net of discounts spread by the
 * largest remainder; payments on the day received, a refund negative on the day paid out;
 * incomes by type), docs/folio.md (refunds; paid = payments less their refunds), and
 * docs/reservations.md (fees by the policy cloned at booking; a no-show owes the late charge;
 * a canceled stay's balance = fee − paid − fee paid on the spot).
 *
 * Rooms: Standard 101–103 at 100 000, Lux L1–L2 at 200 000. Methods: cash (the default),
 * card (paid, prepaid). Policy: 10 % of the whole stay up to 3 days before arrival, 50 % of
 * the whole stay later and for a no-show.
 *
 * Stays:
 * - A: 101 D0–D2 (200 000). In on D0; pays 200 000 cash on D1; leaves on D2.
 * - S: L1 D0–D2 (400 000), discount 30 001 → 369 999. In on D0; pays 100 000 cash on D0 and
 *   269 999 card on D2; leaves on D2. Spread: 30 001 × 200 000 ÷ 400 000 = 15 000.5 a night →
 *   15 000 each, the tugrik left to the later night: D0 185 000, D1 184 999.
 * - N: 102 D0–D2 (200 000), never comes: the D0 audit marks it no-show → fee 50 % × 200 000
 *   = 100 000 (not the stay), balance 100 000; on D1 the guest pays the fee in cash
 *   (POST /reservation/cancellation) → balance 0, a cancellation income on D1.
 * - P: L2 D5–D7 (400 000). Pays 400 000 card prepaid on D0, canceled on D0, 5 days before
 *   arrival (≥ 3): fee 10 % × 400 000 = 40 000, not paid on the spot (the deposit covers it)
 *   → balance 40 000 − 400 000 = −360 000. Refunded 200 000 to the card on D1 (after the D0
 *   audit) → −160 000, and 150 000 in cash on D2 → −10 000 still to give back.
 * - G: a group of two Standard rooms D3–D4 (100 000 each), booked on D2 and paid in advance,
 *   100 000 cash prepaid each on D2. Its VAT receipt (total 200 000, cash 200 000, card 0) is
 *   issued on D2 and voided by a credit note (total −200 000, cash −200 000) the same day:
 *   a document reversed, not money — the payments stand in the report (docs/documents.md).
 *
 * | day | room revenue               | sold | cash                  | card               |
 * |-----|----------------------------|------|-----------------------|--------------------|
 * | D0  | A 100 000 + S 185 000      |  2   | S 100 000             | P 400 000          |
 * |     |   = 285 000                |      |                       |                    |
 * | D1  | A 100 000 + S 184 999      |  2   | A 200 000 + N fee     | P refund −200 000  |
 * |     |   = 284 999                |      |   100 000 = 300 000   |                    |
 * | D2  | 0 (A and S leave)          |  0   | P refund −150 000 + G | S 269 999          |
 * |     |                            |      |   200 000 = 50 000    |                    |
 * | sum | 569 999                    |  4   | 450 000               | 469 999            |
 *
 * | day | paid      | prepaid   | cancellation | refund   | payments | incomes |
 * |-----|-----------|-----------|--------------|----------|----------|---------|
 * | D0  | S 100 000 | P 400 000 | 0            | 0        | 500 000  | 500 000 |
 * | D1  | A 200 000 | 0         | N 100 000    | −200 000 | 100 000  | 100 000 |
 * | D2  | S 269 999 | G 200 000 | 0            | −150 000 | 319 999  | 319 999 |
 * | sum | 569 999   | 600 000   | 100 000      | −350 000 | 919 999  | 919 999 |
 *
 * P's fee is kept out of the deposit, not paid apart, so it is no cancellation income: the
 * money P leaves is 400 000 − 350 000 = 50 000 = the fee 40 000 + 10 000 still owed back.
 * Balances at the end: A 0, S 0, N 0, P −10 000, each of G's two 0.
 */

let app: ReturnType<typeof startTestApp>;
let hotel: Awaited<ReturnType<typeof ownerWithProperty>>;
const D0 = dateInTimeZone(new Date(), 'Asia/Ulaanbaatar');
const D = (n: number) => addDays(D0, n);

let standard = '';
let lux = '';
const room: Record<string, string> = {};
let cash = '';
let card = '';

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
        roomTypes: [
          {
            roomTypeId: roomName.startsWith('L') ? lux : standard,
            numberOfGuests: 2,
            quantity: 1,
          },
        ],
        guest: { name: 'Зочин', surname, phoneNumber: '99112233' },
      },
      201,
    )
  ).body.reservationIds[0] as string;

const status = (id: string, to: string, extra: Record<string, unknown> = {}) =>
  hotel.post('/reservations/status', { id, status: to, ...extra }, 200);

const audit = async (date: string, noShows: string[] = []) => {
  const answer = await hotel.post('/night-audit/perform', { date, noShows }, 200);
  expect(answer.body).toMatchObject({ alreadyDone: false, date, workingDate: addDays(date, 1) });
};

const detail = async (id: string) =>
  (await hotel.get(`/reservations/${id}`).expect(200)).body.reservation as {
    status: string;
    amount: number;
    paid: number;
    balance: number;
    cancellation: { amount: number; isPaid: boolean; rule: unknown } | null;
  };

interface Report {
  sales: { total: { now: number }; roomTypes: { now: number }; services: { now: number } };
  roomSales: { roomsSold: { now: number } };
  paymentMethods: { id: string; total: number }[];
  incomeType: { type: string; total: number }[];
  days: {
    date: string;
    closed: boolean;
    roomsSold: number;
    roomRevenue: number;
    payments: number;
    incomes: number;
  }[];
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
  lux = (
    await hotel.post(
      '/room/types',
      { name: 'Люкс', defaultPrice: 200_000, occupancy: 2, names: ['L1', 'L2'] },
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
  card = (
    await hotel.post(
      '/payment/methods',
      { name: 'Карт', color: '#aa00aa', incomeTypes: ['paid', 'prepaid'] },
      201,
    )
  ).body.id;
  // 10 % of the whole stay up to 3 days before arrival; 50 % later and for a no-show.
  await hotel.post(
    '/cancellation/policies',
    {
      basis: 'wholeStay',
      cancellationTime: { id: 'd3' },
      cancellationPercent: { id: 'p10' },
      cancellationAdditionPercent: { id: 'p50' },
    },
    200,
  );
});

afterAll(async () => {
  await app.close();
});

describe('three days of a hotel’s money: a no-show fee, a refunded deposit, a discount, a voided receipt', () => {
  it('balances and the sales report are those worked out by hand', async () => {
    // D0
    const A = await book('101', D(0), D(2), 'A');
    const S = await book('L1', D(0), D(2), 'S');
    const N = await book('102', D(0), D(2), 'N');
    const P = await book('L2', D(5), D(7), 'P');
    await hotel.post(
      '/reservation/discount',
      { id: S, discountType: 'currency', discount: 30_001 },
      200,
    );
    expect((await detail(S)).amount).toBe(369_999);
    await status(A, 'checked-in');
    await status(S, 'checked-in');
    await hotel.post('/payments', { id: S, pays: pays(cash, 100_000) }, 201);
    const deposit = (
      await hotel.post(
        '/payments',
        { id: P, incomeType: 'prepaid', pays: pays(card, 400_000), notes: 'Урьдчилгаа' },
        201,
      )
    ).body.id as string;
    // Canceled 5 days before arrival: the policy's 10 %, left unpaid (the deposit covers it).
    await status(P, 'canceled');
    expect(await detail(P)).toMatchObject({
      status: 'canceled',
      paid: 400_000,
      balance: -360_000,
      cancellation: { amount: 40_000, isPaid: false },
    });
    await audit(D(0), [N]);
    // N's fee is the late charge, 50 % of its 200 000, not the whole stay.
    expect(await detail(N)).toMatchObject({
      status: 'no-show',
      balance: 100_000,
      cancellation: { amount: 100_000, isPaid: false, rule: { timing: 'noShow', percent: 50 } },
    });

    // D1
    await hotel.post('/payments', { id: A, pays: pays(cash, 200_000) }, 201);
    await hotel.post(
      '/reservation/cancellation',
      {
        id: N,
        amount: 100_000,
        isPaid: true,
        paymentMethodId: cash,
        reason: 'Зочин торгуулийг төлсөн',
      },
      200,
    );
    await hotel.post(
      '/payments/refund',
      { reservationId: P, paymentId: deposit, amount: 200_000, reason: 'Цуцалсан' },
      201,
    );
    expect(await detail(P)).toMatchObject({ paid: 200_000, balance: -160_000 });
    await audit(D(1));

    // D2
    await hotel.post(
      '/payments/refund',
      {
        reservationId: P,
        paymentId: deposit,
        amount: 150_000,
        paymentMethod: { id: cash },
        reason: 'Цуцалсан, бэлнээр',
      },
      201,
    );
    await hotel.post('/payments', { id: S, pays: pays(card, 269_999) }, 201);
    const group = (
      await hotel.post(
        '/reservations/book',
        {
          stayType: 'night',
          checkIn: D(3),
          checkOut: D(4),
          roomTypes: [{ roomTypeId: standard, numberOfGuests: 2, quantity: 2 }],
          guest: { name: 'Аялал', surname: 'Тур', phoneNumber: '99112233' },
        },
        201,
      )
    ).body as { groupId: string; reservationIds: string[] };
    for (const id of group.reservationIds) {
      await hotel.post('/payments', { id, incomeType: 'prepaid', pays: pays(cash, 100_000) }, 201);
    }
    const receipt = (
      await hotel.post('/vat-receipts', { groupId: group.groupId, billType: 'individual' }, 201)
    ).body.id as string;
    await hotel.post(`/vat-receipts/${receipt}/void`, { reason: 'Худалдан авагч буруу' }, 201);
    const receipts = (await hotel.get(`/vat-receipts/groups/${group.groupId}`).expect(200)).body;
    expect(receipts.receipt).toBeNull();
    expect(receipts.voided).toMatchObject([
      {
        id: receipt,
        total: 200_000,
        cash: 200_000,
        card: 0,
        creditNote: { total: -200_000, cash: -200_000, card: 0, date: D(2) },
      },
    ]);
    await status(A, 'checked-out');
    await status(S, 'checked-out');
    await audit(D(2));

    // Balances, by hand: A 0, S 0, N 0 (its fee paid), P −10 000 still to give back.
    expect(await detail(A)).toMatchObject({ status: 'checked-out', paid: 200_000, balance: 0 });
    expect(await detail(S)).toMatchObject({ status: 'checked-out', paid: 369_999, balance: 0 });
    expect(await detail(N)).toMatchObject({
      status: 'no-show',
      paid: 0,
      balance: 0,
      cancellation: { amount: 100_000, isPaid: true },
    });
    expect(await detail(P)).toMatchObject({
      status: 'canceled',
      paid: 50_000,
      balance: -10_000,
      cancellation: { amount: 40_000, isPaid: false },
    });
    for (const id of group.reservationIds) {
      expect(await detail(id)).toMatchObject({ status: 'pending', paid: 100_000, balance: 0 });
    }

    const days = await report(D(0), D(2));
    const byHand = {
      sold: [2, 2, 0],
      revenue: [285_000, 284_999, 0],
      payments: [500_000, 100_000, 319_999],
      incomes: [500_000, 100_000, 319_999],
    };
    expect(
      days.days.map((d) => [d.date, d.closed, d.roomsSold, d.roomRevenue, d.payments, d.incomes]),
    ).toEqual(
      byHand.sold.map((sold, n) => [
        D(n),
        true,
        sold,
        byHand.revenue[n],
        byHand.payments[n],
        byHand.incomes[n],
      ]),
    );
    expect(days.sales.roomTypes.now).toBe(569_999);
    expect(days.sales.services.now).toBe(0);
    expect(days.sales.total.now).toBe(569_999);
    expect(days.roomSales.roomsSold.now).toBe(4);
    expect(Object.fromEntries(days.paymentMethods.map((m) => [m.id, m.total]))).toEqual({
      [cash]: 450_000,
      [card]: 469_999,
    });
    expect(Object.fromEntries(days.incomeType.map((i) => [i.type, i.total]))).toEqual({
      paid: 569_999,
      prepaid: 600_000,
      cancellation: 100_000,
      refund: -350_000,
    });

    // Each day's own report, by hand: the refunds negative on the day each was paid out.
    const methodsByDay = [
      { [cash]: 100_000, [card]: 400_000 },
      { [cash]: 300_000, [card]: -200_000 },
      { [cash]: 50_000, [card]: 269_999 },
    ];
    const incomesByDay = [
      { paid: 100_000, prepaid: 400_000 },
      { paid: 200_000, cancellation: 100_000, refund: -200_000 },
      { paid: 269_999, prepaid: 200_000, refund: -150_000 },
    ];
    for (let n = 0; n < 3; n++) {
      const day = await report(D(n), D(n));
      expect(
        Object.fromEntries(day.paymentMethods.map((m) => [m.id, m.total])),
        `methods on D${n}`,
      ).toEqual(methodsByDay[n]);
      expect(
        Object.fromEntries(
          day.incomeType.filter((i) => i.total !== 0).map((i) => [i.type, i.total]),
        ),
        `incomes on D${n}`,
      ).toEqual(incomesByDay[n]);
    }

    // A rebuild of the sales read model from the first event gives the very same documents.
    const handled = new Set<string>(salesProjection.handles);
    const events = (await app.eventStore.readAll())
      .filter((event) => handled.has(event.type))
      .map(toProjected);
    const rebuilt = await givenEvents(salesProjection, events);
    for (const name of [SALES_PROPERTIES, SALES_STAYS, SALES_DAYS]) {
      const filter =
        name === SALES_PROPERTIES ? { _id: hotel.propertyId } : { propertyId: hotel.propertyId };
      const sorted = { sort: { _id: 1 as const } };
      expect(await rebuilt.collection(name).find(filter, sorted)).toEqual(
        await app.readStore.collection(name).find(filter, sorted),
      );
    }
  });
});
