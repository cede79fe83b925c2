import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '@hotel/events/dates';
import type { FigureStay } from '@hotel/events/night-audit/figures';
import { priceOf } from '../reservations/test-fixtures';
import { givenEvents } from '../runtime/given';
import type { ProjectedEvent } from '../runtime/projection';
import { salesProjection } from './projection';
import { type SalesReport, salesReport, salesReportQuerySchema } from './report';
import {
  audit,
  booking,
  card,
  cash,
  P,
  payment,
  paymentDeleted,
  registered,
  roomsAdded,
  service,
  statusTo,
} from './test-fixtures';

/**
 * Property-based: whatever happens (bookings, cancellations with fees, services, payments and
 * their deletion, night audits rolling the date), a report's period totals are the sums of its
 * days, ADR × rooms sold is room revenue within the rounding, and audits only move money
 * between days (corrections), never lose it.
 */

const START = '2026-03-01';
const ROOMS = 6;

const op = fc.oneof(
  fc.record({
    kind: fc.constant('book' as const),
    offset: fc.integer({ min: -1, max: 6 }),
    nights: fc.integer({ min: 1, max: 4 }),
    rate: fc.integer({ min: 1, max: 300 }).map((n) => n * 1_001),
    roomType: fc.constantFrom('rt-1', 'rt-2'),
    channel: fc.constantFrom('Walk-in', 'Booking.com'),
  }),
  fc.record({
    kind: fc.constant('cancel' as const),
    pick: fc.nat(),
    fee: fc.integer({ min: 0, max: 50_000 }),
    isPaid: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('service' as const),
    pick: fc.nat(),
    amount: fc.integer({ min: 1, max: 90_000 }),
  }),
  fc.record({
    kind: fc.constant('pay' as const),
    pick: fc.nat(),
    amount: fc.integer({ min: 1, max: 200_000 }),
    byCard: fc.boolean(),
    incomeType: fc.constantFrom('paid' as const, 'prepaid' as const, 'receivable' as const),
  }),
  fc.record({ kind: fc.constant('deletePayment' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('audit' as const) }),
);

type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

/** The events of a history, and the stays as the command side would know them. */
const historyOf = (ops: Op[], withAudits: boolean) => {
  let workingDate = START;
  const stays: { id: string; stay: FigureStay }[] = [];
  const payments: { reservationId: string; id: string }[] = [];
  const events: ProjectedEvent[] = [
    registered(START),
    roomsAdded('rt-1', ['101', '102', '103']),
    roomsAdded('rt-2', ['201', '202', '203']),
  ];
  ops.forEach((o, n) => {
    switch (o.kind) {
      case 'book': {
        const checkIn = addDays(workingDate, o.offset);
        const checkOut = addDays(checkIn, o.nights);
        const id = `r-${n}`;
        const e = booking(id, checkIn, checkOut, o.rate, {
          roomTypeClone: {
            roomTypeId: o.roomType,
            name: o.roomType,
            shortName: 'X',
            defaultPrice: 0,
            priceDayUse: 0,
            hasExtraBed: false,
            extraBeds: null,
          },
          sourceClone: {
            sourceId: null,
            name: o.channel,
            shortName: 'X',
            color: null,
            isDefault: false,
            serviceName: null,
          },
          status: 'confirmed',
        });
        events.push(e);
        stays.push({
          id,
          stay: {
            status: 'confirmed',
            roomTypeId: o.roomType,
            roomTypeName: o.roomType,
            channel: o.channel,
            stayType: 'night',
            checkIn,
            checkOut,
            dayRates: priceOf(checkIn, checkOut, o.rate).dayRates,
            numberOfGuests: 2,
            children: 0,
          },
        });
        return;
      }
      case 'cancel': {
        const live = stays.filter((s) => s.stay.status !== 'canceled');
        const target = live[o.pick % Math.max(1, live.length)];
        if (!target) return;
        events.push(
          statusTo(target.id, target.stay.status, 'canceled', workingDate, {
            cancellation: { amount: o.fee, isPaid: o.isPaid },
          }),
        );
        target.stay = { ...target.stay, status: 'canceled' };
        return;
      }
      case 'service': {
        const target = stays[o.pick % Math.max(1, stays.length)];
        if (!target) return;
        const { checkIn, checkOut, dayRates } = target.stay;
        const stayPrice = priceOf(checkIn, checkOut, dayRates[0]?.value ?? 0);
        events.push(service(target.id, `i-${n}`, 1, o.amount, stayPrice));
        return;
      }
      case 'pay': {
        const target = stays[o.pick % Math.max(1, stays.length)];
        if (!target) return;
        events.push(
          payment(
            target.id,
            `pay-${n}`,
            workingDate,
            [[o.byCard ? card : cash, o.amount]],
            o.incomeType,
          ),
        );
        payments.push({ reservationId: target.id, id: `pay-${n}` });
        return;
      }
      case 'deletePayment': {
        const [target] = payments.splice(o.pick % Math.max(1, payments.length), 1);
        if (target) events.push(paymentDeleted(target.reservationId, target.id));
        return;
      }
      case 'audit': {
        // The dates move on either way, so both histories book the same nights.
        const next = addDays(workingDate, 1);
        if (withAudits) {
          const stayList = stays.map((s) => s.stay);
          events.push(audit(workingDate, next, stayList, { total: ROOMS, outOfOrder: 0 }));
        }
        workingDate = next;
        return;
      }
    }
  });
  return { events, workingDate };
};

const reportOf = async (events: ProjectedEvent[], query: Record<string, string>) =>
  salesReport(await givenEvents(salesProjection, events), P, salesReportQuerySchema.parse(query));

const sum = <T>(items: T[], of: (item: T) => number) => items.reduce((s, i) => s + of(i), 0);

const expectSumsOfDays = (r: SalesReport) => {
  const roomRevenue = sum(r.days, (d) => d.roomRevenue);
  const roomsSold = sum(r.days, (d) => d.roomsSold);
  expect(r.sales.roomTypes.now).toBe(roomRevenue);
  expect(r.sales.services.now).toBe(sum(r.days, (d) => d.servicesRevenue));
  expect(r.sales.total.now).toBe(sum(r.days, (d) => d.totalSales));
  expect(r.roomSales.roomsSold.now).toBe(roomsSold);
  expect(r.roomSales.roomsAvailable.now).toBe(sum(r.days, (d) => d.roomsAvailable));
  expect(sum(r.roomSales.roomTypes, (t) => t.total)).toBe(roomRevenue);
  expect(sum(r.channels, (c) => c.total)).toBe(roomRevenue);
  expect(sum(r.paymentMethods, (m) => m.total)).toBe(sum(r.days, (d) => d.payments));
  expect(sum(r.incomeType, (i) => i.total)).toBe(sum(r.days, (d) => d.incomes));
  // ADR is rounded to the tugrik: ADR × rooms sold is room revenue within half a tugrik a room.
  for (const [adr, sold, revenue] of [
    [r.roomSales.adr.now, roomsSold, roomRevenue],
    ...r.days.map((d) => [d.adr, d.roomsSold, d.roomRevenue]),
  ] as [number, number, number][]) {
    if (sold > 0) expect(Math.abs(adr * sold - revenue)).toBeLessThanOrEqual(sold / 2);
  }
};

describe('sales report (property-based)', () => {
  it('period totals are the sums of its days; ADR × rooms sold = room revenue within rounding', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { maxLength: 40 }), async (ops) => {
        const { events, workingDate } = historyOf(ops, true);
        const range = { from: addDays(START, -2), to: workingDate };
        expectSumsOfDays(await reportOf(events, range));
        expectSumsOfDays(await reportOf(events, { type: 'week' }));
      }),
      { numRuns: 60 },
    );
  });

  it('audits only move money between days: a range over everything is the same without them', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { maxLength: 40 }), async (ops) => {
        const audited = historyOf(ops, true);
        const far = addDays(audited.workingDate, 10);
        // Without audits the working date stays put: only the totals up to it compare, so
        // the unaudited history is read as if its working date had rolled as far.
        const plain = historyOf(ops, false).events.map((e) =>
          e.type === 'PropertyRegistered'
            ? { ...e, data: { ...(e.data as object), workingDate: far } }
            : e,
        );
        const withAudits = [...audited.events];
        const range = { from: addDays(START, -2), to: addDays(START, 60) };
        const a = await reportOf(withAudits, { ...range });
        const b = await reportOf(plain, { ...range });
        // Money: the same in total (services, payments, incomes); rooms: corrections included.
        expect(a.sales.services.now).toBe(b.sales.services.now);
        expect(sum(a.paymentMethods, (m) => m.total)).toBe(sum(b.paymentMethods, (m) => m.total));
        expect(sum(a.incomeType, (i) => i.total)).toBe(sum(b.incomeType, (i) => i.total));
        // Nights after the audited working date are not business days yet in `a`.
        const through = audited.workingDate;
        const bUpTo = sum(
          b.days.filter((d) => d.date <= through),
          (d) => d.roomRevenue,
        );
        expect(a.sales.roomTypes.now).toBe(bUpTo);
      }),
      { numRuns: 60 },
    );
  });
});
