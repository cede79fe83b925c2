import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FigureStay } from '@hotel/events/night-audit/figures';
import { nightFigures, roomsOutOfOrder, staysOn } from '@hotel/events/night-audit/figures';
import { minutesOf } from '@hotel/events/reservations/rules';
import { RuleBroken } from '@hotel/events/rule-broken';
import { inventory } from '../inventory/decider';
import { defaultNightAudit, type PropertyState } from '../property/decider';
import { ledger } from '../reservations/ledger';
import type { BookingWorld } from '../reservations/world';
import type { LiveReservation } from '../reservations/decider';
import { figureStayOf, performNightAudit } from './decider';
import { isDue } from './scheduler';

const place: PropertyState = {
  status: 'active',
  id: 'p1',
  name: 'Хаан',
  workingDate: '2026-11-25',
  timeZone: 'Asia/Ulaanbaatar',
  registerNo: '1234567',
  companyName: 'Хаан ХХК',
  nightAudit: defaultNightAudit,
};

const input = (overrides: Partial<Parameters<typeof performNightAudit>[1]> = {}) => ({
  place,
  world: { propertyId: 'p1', workingDate: place.workingDate } as BookingWorld,
  inventory: inventory.initialState(),
  ledger: ledger.initialState(),
  touching: new Map(),
  chosen: new Map(),
  automatic: false,
  context: {
    commandId: 'c1',
    now: '2026-11-25T16:00:00.000Z',
    language: 'en' as const,
    user: { userId: 'u1', name: 'Сараа', email: 'saraa@example.com' },
  },
  ...overrides,
});

const stay = (overrides: Partial<FigureStay> = {}): FigureStay => ({
  status: 'checked-in',
  roomTypeId: 'std',
  roomTypeName: 'Стандарт',
  channel: 'Walk-in',
  stayType: 'night',
  checkIn: '2026-11-24',
  checkOut: '2026-11-27',
  nights: [
    { date: '2026-11-24', value: 100_000 },
    { date: '2026-11-25', value: 120_000 },
    { date: '2026-11-26', value: 100_000 },
  ],
  numberOfGuests: 2,
  children: 1,
  ...overrides,
});

describe('performing the night audit', () => {
  it('closes the working date and rolls it to the next day, with the date’s figures', () => {
    const decision = performNightAudit({ date: '2026-11-25', noShows: [] }, input());
    expect(decision).toMatchObject({
      kind: 'performed',
      date: '2026-11-25',
      workingDate: '2026-11-26',
    });
    if (decision.kind !== 'performed') throw new Error('not performed');
    expect(decision.property[0]).toMatchObject({
      type: 'NightAuditPerformed',
      data: { date: '2026-11-25', nextDate: '2026-11-26', noShows: [], automatic: false },
    });
  });

  it('closes the date on the occupancy ledger too (its fold may forget stays long gone)', () => {
    const decision = performNightAudit({ date: '2026-11-25', noShows: [] }, input());
    if (decision.kind !== 'performed') throw new Error('not performed');
    expect(decision.ledger.at(-1)).toEqual({
      type: 'OccupancyDayClosed',
      data: { propertyId: place.id, date: '2026-11-25' },
    });
  });

  it('answers that a closed date is done (any number of presses make one audit)', () => {
    const rolled = { ...place, workingDate: '2026-11-26' };
    expect(
      performNightAudit({ date: '2026-11-25', noShows: [] }, input({ place: rolled })),
    ).toEqual({
      kind: 'done',
      date: '2026-11-25',
      workingDate: '2026-11-26',
    });
  });

  it('refuses a date after the working date', () => {
    expect(() => performNightAudit({ date: '2026-11-26', noShows: [] }, input())).toThrowError(
      RuleBroken,
    );
  });
});

describe('the night’s figures', () => {
  it('count the stays whose guests came that night, their guests and the night’s rate', () => {
    const figures = nightFigures(
      '2026-11-25',
      [
        stay(),
        stay({ status: 'canceled' }),
        stay({ status: 'no-show' }),
        stay({
          checkIn: '2026-11-25',
          checkOut: '2026-11-25',
          stayType: 'day',
          channel: 'Booking',
          nights: [{ date: '2026-11-25', value: 40_000 }],
        }),
        stay({ checkIn: '2026-11-22', checkOut: '2026-11-25' }),
        // Arrivals that did not come (left pending by this audit): no room sold, no revenue.
        stay({ status: 'pending', checkIn: '2026-11-25' }),
        stay({ status: 'confirmed', checkIn: '2026-11-23' }),
        // A guest who checked out this morning after staying: counts until the departure only.
        stay({ status: 'checked-out', checkIn: '2026-11-20', checkOut: '2026-11-25' }),
      ],
      { total: 10, outOfOrder: 1 },
    );
    expect(figures).toMatchObject({
      roomsAvailable: 9,
      roomsSold: 2,
      guests: 6,
      children: 2,
      roomRevenue: 160_000,
      roomRevenueByChannel: { 'Walk-in': 120_000, Booking: 40_000 },
      roomsSoldByRoomType: { std: 2 },
    });
  });

  it('a room is out of order when a block holds it over the night’s midnight', () => {
    const midnight = minutesOf('2026-11-26', '00:00');
    expect(
      roomsOutOfOrder('2026-11-25', [
        // A whole-day block from noon to noon, and an hourly one across midnight.
        { roomId: 'a', start: midnight - 12 * 60, end: midnight + 12 * 60 },
        { roomId: 'a', start: midnight - 60, end: midnight + 60 },
        { roomId: 'c', start: midnight - 120, end: midnight + 30 },
        // Hourly blocks in the evening or the next morning do not take the night.
        { roomId: 'b', start: midnight - 300, end: midnight - 60 },
        { roomId: 'd', start: midnight + 60, end: midnight + 600 },
      ]),
    ).toBe(2);
  });

  it('room revenue over a stay’s nights adds up to its day rates (any stay)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.array(fc.integer({ min: 0, max: 500_000 }), { minLength: 20, maxLength: 20 }),
        (nights, rates) => {
          const dates = Array.from({ length: nights }, (_, n) => {
            const d = new Date(Date.UTC(2026, 0, 1 + n));
            return d.toISOString().slice(0, 10);
          });
          const s = stay({
            checkIn: dates[0]!,
            checkOut: new Date(Date.UTC(2026, 0, 1 + nights)).toISOString().slice(0, 10),
            nights: dates.map((date, n) => ({ date, value: rates[n]! })),
          });
          const sum = dates.reduce(
            (total, date) =>
              total + nightFigures(date, [s], { total: 1, outOfOrder: 0 }).roomRevenue,
            0,
          );
          expect(sum).toBe(rates.slice(0, nights).reduce((a, b) => a + b, 0));
          expect(dates.every((date) => staysOn(s, date, true))).toBe(true);
        },
      ),
    );
  });
});

describe('the stay the audit counts', () => {
  it('carries the stay’s room revenue per night net of its discount', () => {
    // 3 nights of 100,000 less 10,000: 3,333.33 off each night by the largest remainder
    // (3,333 × 3 = 9,999; the last tugrik off the last night).
    const price = {
      nights: 3,
      dayRates: ['2026-11-24', '2026-11-25', '2026-11-26'].map((date) => ({
        date,
        value: 100_000,
      })),
      lines: [
        ...['2026-11-24', '2026-11-25', '2026-11-26'].map((date) => ({
          kind: 'room' as const,
          date,
          quantity: 1,
          price: 100_000,
          amount: 100_000,
        })),
        { kind: 'discount' as const, quantity: 1, price: -10_000, amount: -10_000 },
      ],
      roomAmount: 300_000,
      childrenAmount: 0,
      discountAmount: 10_000,
      taxes: [],
      total: 290_000,
    };
    const state = {
      status: 'checked-in',
      roomTypeClone: { roomTypeId: 'std', name: 'Стандарт' },
      sourceClone: { name: 'Walk-in' },
      stay: { stayType: 'night', checkIn: '2026-11-24', checkOut: '2026-11-27' },
      price,
      numberOfGuests: 2,
      childrenAges: [],
    } as unknown as LiveReservation;
    const figure = figureStayOf(state);
    expect(figure.nights.map((n) => n.value)).toEqual([96_667, 96_667, 96_666]);
    expect(nightFigures('2026-11-26', [figure], { total: 1, outOfOrder: 0 })).toMatchObject({
      roomsSold: 1,
      roomRevenue: 96_666,
    });
  });

  it('a pending arrival counts on a live date, not on an audited one', () => {
    const pending = stay({ status: 'pending', checkIn: '2026-11-25' });
    expect(staysOn(pending, '2026-11-25', false)).toBe(true);
    expect(staysOn(pending, '2026-11-25', true)).toBe(false);
    expect(staysOn(stay(), '2026-11-25', true)).toBe(true);
    expect(staysOn(stay({ status: 'no-show' }), '2026-11-25', false)).toBe(false);
  });
});

describe('the automatic run', () => {
  it('is due after the run time: small hours belong to the next day, evenings to the day', () => {
    const at = (iso: string) => new Date(iso);
    const tz = 'Asia/Ulaanbaatar';
    expect(isDue('2026-11-25', '02:00', at('2026-11-26T01:59:00+08:00'), tz)).toBe(false);
    expect(isDue('2026-11-25', '02:00', at('2026-11-26T02:00:00+08:00'), tz)).toBe(true);
    expect(isDue('2026-11-25', '23:30', at('2026-11-25T23:29:00+08:00'), tz)).toBe(false);
    expect(isDue('2026-11-25', '23:30', at('2026-11-25T23:45:00+08:00'), tz)).toBe(true);
    expect(isDue('2026-11-20', '23:30', at('2026-11-25T10:00:00+08:00'), tz)).toBe(true);
  });
});
