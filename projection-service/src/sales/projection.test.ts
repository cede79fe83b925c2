import { describe, expect, it } from 'vitest';
import { RuleBroken } from '@hotel/events/rule-broken';
import { addDays } from '@hotel/events/dates';
import { priceOf } from '../reservations/test-fixtures';
import { givenEvents } from '../runtime/given';
import { SALES_DAYS, SALES_PROPERTIES, type SalesDayDoc, type SalesPropertyDoc } from './facts';
import { salesProjection } from './projection';
import { salesReport, salesReportQuerySchema } from './report';
import {
  audit,
  booking,
  card,
  cash,
  discounted,
  discountSet,
  feeChanged,
  feeOf,
  figureStay,
  P,
  payment,
  paymentDeleted,
  refund,
  registered,
  roomRemoved,
  roomsAdded,
  service,
  serviceRemoved,
  statusTo,
} from './test-fixtures';

/** Given/then: the sales read model and the report it answers (docs/report.md). */

const report = async (events: Parameters<typeof givenEvents>[1], query: Record<string, string>) =>
  salesReport(await givenEvents(salesProjection, events), P, salesReportQuerySchema.parse(query));

const hotel = () => [registered('2026-11-21'), roomsAdded('rt-1', ['101', '102'])];

describe('sales projection', () => {
  it('recognises room revenue per night stayed (rooms sold, occupancy, ADR, RevPAR)', async () => {
    const r = await report([...hotel(), booking('r-1', '2026-11-21', '2026-11-23', 120_000)], {
      from: '2026-11-21',
      to: '2026-11-22',
    });
    expect(r.days.map((d) => [d.date, d.roomRevenue, d.roomsSold, d.roomsAvailable])).toEqual([
      ['2026-11-21', 120_000, 1, 2],
    ]);
    // 11-22 is after the working date: no business day yet.
    expect(r.sales.roomTypes.now).toBe(120_000);
    expect(r.roomSales.occupancy.now).toBe(50);
    expect(r.roomSales.adr.now).toBe(120_000);
    expect(r.roomSales.revpar.now).toBe(60_000);
    expect(r.roomSales.max).toEqual({ id: 'rt-1', name: 'Стандарт', total: 120_000 });
    expect(r.channels).toEqual([{ name: 'Walk-in', total: 120_000 }]);
  });

  it('counts every night up to the working date once audits roll it on', async () => {
    const stay = figureStay('2026-11-21', '2026-11-23', 120_000, { status: 'checked-in' });
    const r = await report(
      [
        ...hotel(),
        booking('r-1', '2026-11-21', '2026-11-23', 120_000),
        statusTo('r-1', 'pending', 'checked-in', '2026-11-21'),
        audit('2026-11-21', '2026-11-22', [stay], { total: 2, outOfOrder: 0 }),
      ],
      { type: 'week' },
    );
    expect(r.period).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(r.previous).toEqual({ from: '2026-11-09', to: '2026-11-15' });
    expect(r.days.filter((d) => d.roomRevenue).map((d) => [d.date, d.closed])).toEqual([
      ['2026-11-21', true],
      ['2026-11-22', false],
    ]);
    expect(r.sales.roomTypes).toEqual({ now: 240_000, before: 0, diff: null });
  });

  it('books services on the working date they were posted, a removal after the audit on its own date', async () => {
    const events = [
      ...hotel(),
      booking('r-1', '2026-11-21', '2026-11-23'),
      service('r-1', 'i-1', 2, 15_000),
      audit('2026-11-21', '2026-11-22', [figureStay('2026-11-21', '2026-11-23')], {
        total: 2,
        outOfOrder: 0,
      }),
      serviceRemoved('r-1', 'i-1'),
    ];
    const store = await givenEvents(salesProjection, events);
    const days = await store.collection<SalesDayDoc>(SALES_DAYS).find({}, { sort: { date: 1 } });
    expect(days.map((d) => [d.date, d.money.services])).toEqual([
      ['2026-11-21', 30_000],
      ['2026-11-22', -30_000],
    ]);
    const r = await salesReport(store, P, salesReportQuerySchema.parse({ type: 'today' }));
    expect(r.sales.services).toEqual({ now: -30_000, before: 30_000, diff: -200 });
  });

  it('books a correction of an audited night on the working date, never on the closed day', async () => {
    const price = priceOf('2026-11-21', '2026-11-23');
    const after = discounted(price, 30_001);
    const events = [
      ...hotel(),
      booking('r-1', '2026-11-21', '2026-11-23'),
      statusTo('r-1', 'pending', 'checked-in', '2026-11-21'),
      audit(
        '2026-11-21',
        '2026-11-22',
        [figureStay('2026-11-21', '2026-11-23', 100_000, { status: 'checked-in' })],
        { total: 2, outOfOrder: 0 },
      ),
      // 30,001 off two nights of 100,000: 15,000.5 each → 15,000 and 15,001 (the tie's
      // tugrik to the later night). The audited 11-21 loses 15,000, booked on 11-22.
      discountSet('r-1', 30_001, after),
    ];
    const r = await report(events, { from: '2026-11-21', to: '2026-11-22' });
    expect(r.days.map((d) => [d.date, d.closed, d.roomRevenue, d.roomsSold])).toEqual([
      ['2026-11-21', true, 100_000, 1],
      ['2026-11-22', false, 84_999 - 15_000, 1],
    ]);
    expect(r.sales.roomTypes.now).toBe(200_000 - 30_001);
    expect(r.channels).toEqual([{ name: 'Walk-in', total: 200_000 - 30_001 }]);
  });

  it('counts an arrival due on its live date, not once its audit left it pending', async () => {
    const events = [
      ...hotel(),
      booking('r-1', '2026-11-21', '2026-11-23', 100_000, { status: 'confirmed' }),
    ];
    // Live: the arrival is expected tonight.
    const live = await report(events, { type: 'today' });
    expect(live.days.map((d) => [d.date, d.roomsSold, d.roomRevenue])).toEqual([
      ['2026-11-21', 1, 100_000],
    ]);
    const leftPending = [
      ...events,
      // The guest did not come: the audit leaves the stay pending and counts nothing.
      audit(
        '2026-11-21',
        '2026-11-22',
        [figureStay('2026-11-21', '2026-11-23', 100_000, { status: 'confirmed' })],
        { total: 2, outOfOrder: 0 },
      ),
    ];
    const r = await report(leftPending, { from: '2026-11-21', to: '2026-11-22' });
    expect(r.days.map((d) => [d.date, d.roomsSold, d.roomRevenue])).toEqual([
      ['2026-11-21', 0, 0],
      // Still due on the live 11-22: expected tonight.
      ['2026-11-22', 1, 100_000],
    ]);
    // Canceled the next day: nothing to take back from 11-21, it never counted.
    const canceled = await report(
      [
        ...leftPending,
        statusTo('r-1', 'confirmed', 'canceled', '2026-11-22', {
          cancellation: { amount: 50_000, isPaid: true },
        }),
      ],
      { from: '2026-11-21', to: '2026-11-22' },
    );
    expect(canceled.days.map((d) => [d.date, d.roomsSold, d.roomRevenue, d.incomes])).toEqual([
      ['2026-11-21', 0, 0, 0],
      ['2026-11-22', 0, 0, 50_000],
    ]);
    // Checked in late on 11-22: the night of 11-21 it is charged for is booked on 11-22.
    const late = await report(
      [...leftPending, statusTo('r-1', 'confirmed', 'checked-in', '2026-11-22')],
      { from: '2026-11-21', to: '2026-11-22' },
    );
    expect(late.days.map((d) => [d.date, d.roomsSold, d.roomRevenue])).toEqual([
      ['2026-11-21', 0, 0],
      ['2026-11-22', 1, 200_000],
    ]);
  });

  it('counts room revenue net of the discount, spread over the nights', async () => {
    const price = discounted(priceOf('2026-11-21', '2026-11-24'), 10_000);
    const r = await report(
      [
        registered('2026-11-23'),
        roomsAdded('rt-1', ['101', '102']),
        booking('r-1', '2026-11-21', '2026-11-24', 100_000, { price, status: 'checked-in' }),
      ],
      { from: '2026-11-21', to: '2026-11-23' },
    );
    // 10,000 over three nights of 100,000: 3,333 + 3,333 + 3,334 off.
    expect(r.days.map((d) => d.roomRevenue)).toEqual([96_667, 96_667, 96_666]);
    expect(r.sales.roomTypes.now).toBe(290_000);
    expect(r.roomSales.adr.now).toBe(96_667);
  });

  it('counts a day-use stay its room price on its day (its price has no dayRates)', async () => {
    const r = await report(
      [
        ...hotel(),
        booking('r-1', '2026-11-21', '2026-11-21', 0, {
          stayType: 'day',
          status: 'checked-in',
          price: {
            ...priceOf('2026-11-21', '2026-11-22', 60_000),
            nights: 0,
            dayRates: [],
            discountAmount: 5_000,
          },
        }),
      ],
      { type: 'today' },
    );
    expect(r.days.map((d) => [d.roomsSold, d.roomRevenue])).toEqual([[1, 55_000]]);
  });

  it('counts no rooms before the property existed, and each room from the day it was added until removed', async () => {
    const r = await report(
      [
        registered('2026-11-21'),
        roomsAdded('rt-1', ['101', '102']),
        ...['2026-11-21', '2026-11-22'].map((date) =>
          audit(date, addDays(date, 1), [], { total: 2, outOfOrder: 0 }),
        ),
        // On 11-23: one more room, then 101 removed.
        roomsAdded('rt-1', ['103']),
        roomRemoved('rt-1', '101'),
      ],
      { from: '2026-11-19', to: '2026-11-23' },
    );
    expect(r.days.map((d) => [d.date, d.roomsTotal, d.roomsAvailable])).toEqual([
      ['2026-11-19', 0, 0],
      ['2026-11-20', 0, 0],
      ['2026-11-21', 2, 2],
      ['2026-11-22', 2, 2],
      ['2026-11-23', 2, 2],
    ]);
    expect(r.roomSales.roomsAvailable.now).toBe(6);
    expect(r.roomSales.occupancy.now).toBe(0);
    // The previous 5 days (11-14 … 11-18) were before the property: nothing to compare with.
    expect(r.roomSales.roomsAvailable.before).toBe(0);
    const store = await givenEvents(salesProjection, [
      registered('2026-11-21'),
      roomsAdded('rt-1', ['101']),
      audit('2026-11-21', '2026-11-22', [], { total: 1, outOfOrder: 0 }),
      roomsAdded('rt-1', ['102']),
      roomRemoved('rt-1', '101'),
    ]);
    const property = await store.collection<SalesPropertyDoc>(SALES_PROPERTIES).findOne({ _id: P });
    expect(property?.roomDates).toEqual({
      '101': { from: '2026-11-21', until: '2026-11-22' },
      '102': { from: '2026-11-22', until: null },
    });
    expect(property?.rooms).toEqual({ '102': 'rt-1' });
  });

  it("leaves out the audit's own no-shows: they are in the figures it froze", async () => {
    const events = [
      ...hotel(),
      booking('r-1', '2026-11-21', '2026-11-22'),
      audit('2026-11-21', '2026-11-22', [], { total: 2, outOfOrder: 0 }, 'audit-1'),
      statusTo('r-1', 'pending', 'no-show', '2026-11-21', { commandId: 'audit-1' }),
    ];
    const r = await report(events, { from: '2026-11-21', to: '2026-11-22' });
    expect(r.days.map((d) => [d.date, d.roomRevenue, d.roomsSold])).toEqual([
      ['2026-11-21', 0, 0],
      ['2026-11-22', 0, 0],
    ]);
  });

  it('reads an audited date from the figures NightAuditPerformed froze', async () => {
    const frozen = audit(
      '2026-11-21',
      '2026-11-22',
      [
        figureStay('2026-11-21', '2026-11-22', 90_000, {
          roomTypeName: 'Люкс',
          status: 'checked-in',
        }),
      ],
      { total: 5, outOfOrder: 1 },
    );
    const r = await report([...hotel(), frozen], { type: 'today', asOf: '2026-11-21' });
    expect(r.days).toEqual([
      expect.objectContaining({
        date: '2026-11-21',
        closed: true,
        roomsTotal: 5,
        outOfOrder: 1,
        roomsAvailable: 4,
        roomsSold: 1,
        roomRevenue: 90_000,
        adr: 90_000,
        revpar: 22_500,
        occupancy: 25,
      }),
    ]);
    // No room type in the inventory: the name the audit froze.
    expect(r.roomSales.roomTypes[0]).toEqual({ id: 'rt-1', name: 'Люкс', total: 90_000 });
  });

  it('payments by method on the date received, a deletion after the audit on its own date', async () => {
    const events = [
      ...hotel(),
      booking('r-1', '2026-11-21', '2026-11-23'),
      payment('r-1', 'pay-1', '2026-11-21', [
        [cash, 60_000],
        [card, 40_000],
      ]),
      payment('r-1', 'pay-2', '2026-11-21', [[card, 25_000]], 'receivable'),
      audit('2026-11-21', '2026-11-22', [figureStay('2026-11-21', '2026-11-23')], {
        total: 2,
        outOfOrder: 0,
      }),
      paymentDeleted('r-1', 'pay-1'),
    ];
    const yesterday = await report(events, { from: '2026-11-21', to: '2026-11-21' });
    expect(yesterday.paymentMethods.map((m) => [m.name, m.color, m.total])).toEqual([
      ['Бэлэн', '#22aa22', 60_000],
      ['Карт', '#2222aa', 40_000],
    ]);
    expect(yesterday.incomeType).toEqual([
      { type: 'paid', total: 100_000 },
      { type: 'receivable', total: 25_000 },
    ]);
    const today = await report(events, { type: 'today' });
    expect(today.paymentMethods.map((m) => m.total)).toEqual([-40_000, -60_000]);
    expect(today.incomeType).toEqual([{ type: 'paid', total: -100_000 }]);
  });

  it('a refund is less money by its method and a negative refund income, on the day paid out', async () => {
    const events = [
      ...hotel(),
      booking('r-1', '2026-11-21', '2026-11-23'),
      payment('r-1', 'pay-1', '2026-11-21', [[cash, 100_000]], 'prepaid'),
      audit('2026-11-21', '2026-11-22', [], { total: 2, outOfOrder: 0 }),
      refund('r-1', 'pay-1', 'rf-1', '2026-11-22', [[cash, 40_000]]),
    ];
    const received = await report(events, { from: '2026-11-21', to: '2026-11-21' });
    expect(received.paymentMethods.map((m) => [m.id, m.total])).toEqual([['m-cash', 100_000]]);
    const today = await report(events, { type: 'today' });
    expect(today.paymentMethods.map((m) => [m.id, m.total])).toEqual([['m-cash', -40_000]]);
    expect(today.incomeType).toEqual([{ type: 'refund', total: -40_000 }]);
    expect(today.days[0]).toMatchObject({ payments: -40_000, incomes: -40_000 });
  });

  it('a paid fee counts by its method; a change afterwards books the difference on its working date', async () => {
    const canceled = {
      ...statusTo('r-1', 'pending', 'canceled', '2026-11-21'),
    };
    const events = [
      ...hotel(),
      booking('r-1', '2026-11-22', '2026-11-24'),
      { ...canceled, data: { ...(canceled.data as object), cancellation: feeOf(50_000, cash) } },
      audit('2026-11-21', '2026-11-22', [], { total: 2, outOfOrder: 0 }),
      // On 11-22: lowered to 30,000 and taken by card instead.
      feeChanged('r-1', feeOf(50_000, cash), feeOf(30_000, card, '2026-11-22'), '2026-11-22'),
    ];
    const day1 = await report(events, { from: '2026-11-21', to: '2026-11-21' });
    expect(day1.paymentMethods.map((m) => [m.id, m.total])).toEqual([['m-cash', 50_000]]);
    expect(day1.incomeType).toEqual([{ type: 'cancellation', total: 50_000 }]);
    const day2 = await report(events, { type: 'today' });
    expect(day2.paymentMethods.map((m) => [m.id, m.total])).toEqual([
      ['m-card', 30_000],
      ['m-cash', -50_000],
    ]);
    expect(day2.incomeType).toEqual([{ type: 'cancellation', total: -20_000 }]);
    // Unpaid again (a same-day correction): the 30,000 by card is taken back.
    const unpaid = await report(
      [...events, feeChanged('r-1', feeOf(30_000, card), feeOf(30_000, null), '2026-11-22')],
      { type: 'today' },
    );
    expect(unpaid.paymentMethods.map((m) => [m.id, m.total])).toEqual([['m-cash', -50_000]]);
    expect(unpaid.incomeType).toEqual([{ type: 'cancellation', total: -50_000 }]);
  });

  it('refuses asOf a date not audited yet', async () => {
    await expect(report(hotel(), { asOf: '2026-11-21' })).rejects.toBeInstanceOf(RuleBroken);
  });

  it('counts blocked rooms out of order on live days', async () => {
    const events = [
      ...hotel(),
      {
        ...registered('2026-11-21'),
        type: 'RoomsBlocked',
        data: {
          propertyId: P,
          createdAt: 'x',
          blocks: [
            {
              blockId: 'b-1',
              roomId: '102',
              roomTypeId: 'rt-1',
              startDate: '2026-11-21',
              endDate: '2026-11-22',
              isTime: false,
              startTime: null,
              endTime: null,
              description: null,
            },
          ],
        },
      },
    ];
    const r = await report(events, { type: 'today' });
    expect(r.days[0]).toEqual(
      expect.objectContaining({ roomsTotal: 2, outOfOrder: 1, roomsAvailable: 1 }),
    );
  });
});

describe('sales projection, the property document', () => {
  it('keeps its rooms through the events that read only its dates, and moves its dates', async () => {
    const store = await givenEvents(salesProjection, [
      ...hotel(),
      booking('r-1', '2026-11-21', '2026-11-23', 120_000),
      payment('r-1', 'p-1', '2026-11-21', [[cash, 50_000]]),
      audit('2026-11-21', '2026-11-22', [figureStay('2026-11-21', '2026-11-23', 120_000)], {
        total: 2,
        outOfOrder: 0,
      }),
      booking('r-2', '2026-11-22', '2026-11-23', 90_000),
    ]);
    const property = await store.collection<SalesPropertyDoc>(SALES_PROPERTIES).findOne({ _id: P });
    expect(property).toMatchObject({
      workingDate: '2026-11-22',
      lastAudit: { date: '2026-11-21' },
      rooms: { '101': 'rt-1', '102': 'rt-1' },
    });
  });
});

describe('report query', () => {
  it('validates per field: both ends or neither, from ≤ to, three years at most', () => {
    const issues = (q: Record<string, string>) =>
      salesReportQuerySchema.safeParse(q).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ type: 'decade' })).toEqual([['type', 'validation.invalid']]);
    expect(issues({ from: '2026-01-01' })).toEqual([['to', 'validation.required']]);
    expect(issues({ from: '2026-02-01', to: '2026-01-01' })).toEqual([
      ['to', 'validation.endBeforeStart'],
    ]);
    expect(issues({ from: '2020-01-01', to: '2026-01-01' })).toEqual([
      ['to', 'validation.reportRange'],
    ]);
    expect(issues({ asOf: '2026-02-30' })).toEqual([['asOf', 'validation.date']]);
  });
});
