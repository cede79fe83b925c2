import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '@hotel/events/dates';
import { type FigureStay, roomNightsOf } from '@hotel/events/night-audit/figures';
import type { Price } from '@hotel/events/reservations/events';
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
  discounted,
  discountSet,
  P,
  payment,
  paymentDeleted,
  registered,
  roomsAdded,
  service,
  statusTo,
} from './test-fixtures';

/**
 * Property-based: whatever happens (bookings, discounts, check-ins, cancellations with fees,
 * services, payments and their deletion, night audits rolling the date), a report's period
 * totals are the sums of its days, ADR × rooms sold is room revenue within the rounding, audits
 * only move money between days (corrections) — except the nights of arrivals that never came,
 * which an audit does not count — no day before the property existed has rooms, and room
 * revenue is net of every discount.
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
  fc.record({
    kind: fc.constant('discount' as const),
    pick: fc.nat(),
    amount: fc.integer({ min: 0, max: 400_000 }),
  }),
  fc.record({ kind: fc.constant('checkIn' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('audit' as const) }),
);

type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

/** The events of a history, and the stays as the command side would know them. */
const historyOf = (ops: Op[], withAudits: boolean) => {
  let workingDate = START;
  const stays: { id: string; stay: FigureStay; price: Price }[] = [];
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
        const price = priceOf(checkIn, checkOut, o.rate);
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
          price,
          stay: {
            status: 'confirmed',
            roomTypeId: o.roomType,
            roomTypeName: o.roomType,
            channel: o.channel,
            stayType: 'night',
            checkIn,
            checkOut,
            nights: roomNightsOf(price),
            numberOfGuests: 2,
            children: 0,
          },
        });
        return;
      }
      case 'cancel': {
        // Only a stay whose guest has not come can be canceled.
        const live = stays.filter((s) => s.stay.status === 'confirmed');
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
        // The room and its discount as priced (a service leaves the room's nights alone).
        events.push(service(target.id, `i-${n}`, 1, o.amount, target.price));
        return;
      }
      case 'discount': {
        const target = stays[o.pick % Math.max(1, stays.length)];
        if (!target || target.stay.status === 'canceled') return;
        target.price = discounted(target.price, o.amount);
        target.stay = { ...target.stay, nights: roomNightsOf(target.price) };
        events.push(discountSet(target.id, o.amount, target.price));
        return;
      }
      case 'checkIn': {
        // An arrival due by the working date comes (late arrivals too: left pending before).
        const due = stays.filter(
          (s) => s.stay.status === 'confirmed' && s.stay.checkIn <= workingDate,
        );
        const target = due[o.pick % Math.max(1, due.length)];
        if (!target) return;
        events.push(statusTo(target.id, 'confirmed', 'checked-in', workingDate));
        target.stay = { ...target.stay, status: 'checked-in' };
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
  return { events, workingDate, stays };
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
  it('room revenue is net of discounts: nights of a stay live add up to its net room amount', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { maxLength: 40 }), async (ops) => {
        // No audits: every date is live, every stay not canceled counts every night.
        const { events, stays } = historyOf(ops, false);
        const far = { from: addDays(START, -2), to: addDays(START, 60) };
        const rolled = events.map((e) =>
          e.type === 'PropertyRegistered'
            ? { ...e, data: { ...(e.data as object), workingDate: far.to } }
            : e,
        );
        const r = await reportOf(rolled, far);
        const net = sum(
          stays.filter((s) => s.stay.status !== 'canceled'),
          (s) => s.price.roomAmount - s.price.discountAmount,
        );
        expect(r.sales.roomTypes.now).toBe(net);
      }),
      { numRuns: 60 },
    );
  });

  it('period totals are the sums of its days; ADR × rooms sold = room revenue within rounding', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { maxLength: 40 }), async (ops) => {
        const { events, workingDate } = historyOf(ops, true);
        const range = { from: addDays(START, -2), to: workingDate };
        const r = await reportOf(events, range);
        expectSumsOfDays(r);
        expectSumsOfDays(await reportOf(events, { type: 'week' }));
        // The property opened on START: no rooms (and nothing sold) before it; ROOMS after.
        for (const day of r.days) {
          expect([day.date, day.roomsAvailable]).toEqual([day.date, day.date < START ? 0 : ROOMS]);
        }
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
        // Without audits every night is live and counts the arrivals due; an audit counts only
        // guests who came, so the audited nights (START …) of stays still waiting never count in `a`.
        const neverCame = sum(
          audited.stays.filter((s) => s.stay.status === 'confirmed'),
          (s) =>
            sum(
              s.stay.nights.filter((n) => n.date >= START && n.date < through),
              (n) => n.value,
            ),
        );
        expect(a.sales.roomTypes.now).toBe(bUpTo - neverCame);
      }),
      { numRuns: 60 },
    );
  });
});
