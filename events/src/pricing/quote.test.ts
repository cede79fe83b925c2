import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, datesBetween } from '../dates';
import type { DailyRatesSet, RateCalendarEvent } from '../rates/events';
import { type QuoteInput, quoteCalendarRange, quoteStay, withCharges } from './quote';
import { rateCalendar } from './rate-calendar';

const roomType = {
  defaultPrice: 150_000,
  priceDayUse: 80_000,
  hasTime: true,
  priceTime: 30_000,
  priceTimeCount: 1,
  occupancy: 2,
  occupancyChildren: 1,
  hasExtraBed: true,
  extraBeds: 2,
};

const base: QuoteInput = {
  stay: { type: 'night', checkIn: '2026-12-01', checkOut: '2026-12-04' },
  roomType,
  ratePlan: { isDaily: true, occupancyRates: [] },
  rateDays: new Map(),
  property: { hasTime: true, maxTime: 6, childAge: 12 },
  adults: 2,
  childrenAges: [],
  childPolicies: [],
  extraBeds: [],
  partnerDiscount: 0,
  discount: null,
  taxes: [],
  services: [],
};

const set = (
  data: Partial<DailyRatesSet['data']> & { startDate: string; endDate: string },
): DailyRatesSet => ({
  type: 'DailyRatesSet',
  data: {
    propertyId: 'p',
    ratePlanId: 'rp',
    days: [1, 2, 3, 4, 5, 6, 7],
    price: null,
    minLos: null,
    maxLos: null,
    closedToArrival: null,
    closedToDeparture: null,
    stopSell: null,
    ...data,
  },
});

const calendar = (events: RateCalendarEvent[], input = base) => {
  const range = quoteCalendarRange(input.stay.checkIn, input.stay.checkOut);
  return rateCalendar(events, range.from, range.to);
};

describe('a quote, given examples', () => {
  it('prices each night from the calendar, the default price where nothing is set', () => {
    const rateDays = calendar([
      set({ startDate: '2026-12-01', endDate: '2026-12-01', price: { op: 'mnt', value: 120_000 } }),
      set({ startDate: '2026-12-02', endDate: '2026-12-02', price: { op: 'percent', value: 10 } }),
    ]);
    const quote = quoteStay({ ...base, rateDays });
    expect(quote.dayRates).toEqual([
      { date: '2026-12-01', value: 120_000 },
      { date: '2026-12-02', value: 165_000 },
      { date: '2026-12-03', value: 150_000 },
    ]);
    expect(quote.total).toBe(435_000);
    expect(quote.sellable).toBe(true);
  });

  it('takes occupancy and partner discounts off each night, rounding up', () => {
    const quote = quoteStay({
      ...base,
      adults: 1,
      ratePlan: {
        isDaily: true,
        occupancyRates: [
          { occupancy: 2, discount: 0, isActive: true, isDefault: true },
          { occupancy: 1, discount: 20_000, isActive: true, isDefault: false },
        ],
      },
      partnerDiscount: 7.5,
    });
    // (150,000 − 20,000) × 92.5 % = 120,250
    expect(quote.dayRates.map((d) => d.value)).toEqual([120_250, 120_250, 120_250]);
  });

  it('prices children by their age’s policy and extra beds by theirs, per night', () => {
    const quote = quoteStay({
      ...base,
      childrenAges: [3, 8, 14],
      childPolicies: [
        { minAge: 0, maxAge: 5, priceType: 'free', price: 0 },
        { minAge: 6, maxAge: 11, priceType: 'percent', price: 50 },
      ],
      extraBeds: [
        { policy: { minAge: 18, maxAge: 18, priceType: 'mnt', price: 25_000 }, nights: 2 },
      ],
    });
    // The 14-year-old is an adult (child age 12): 3 adults = 2 + one extra bed.
    expect(quote.childrenAmount).toBe(3 * 75_000);
    expect(quote.extraBedAmount).toBe(50_000);
    expect(quote.reasons).toEqual([{ code: 'quote.tooManyChildren', params: { max: 1 } }]);
  });

  it('adds exclusive taxes and shows inclusive ones inside the total', () => {
    const quote = quoteStay({
      ...base,
      discount: { type: 'currency', value: 50_000 },
      taxes: [
        { id: 'vat', name: 'НӨАТ', percentage: 10, inclusive: true },
        { id: 'city', name: 'НХАТ', percentage: 1, inclusive: false },
      ],
      services: [{ name: 'Өглөөний цай', price: 25_000, quantity: 2 }],
    });
    const taxable = 450_000 - 50_000 + 50_000;
    expect(quote.taxes.map((t) => t.amount)).toEqual([Math.round(taxable / 11), 4_500]);
    expect(quote.total).toBe(taxable + 4_500);
  });

  it('prices day and hourly stays', () => {
    const day = quoteStay({
      ...base,
      stay: { type: 'day', checkIn: '2026-12-01', checkOut: '2026-12-01' },
    });
    expect(day.total).toBe(80_000);
    const time = quoteStay({
      ...base,
      roomType: { ...roomType, priceTimeCount: 2 },
      stay: { type: 'time', checkIn: '2026-12-01', checkOut: '2026-12-01', hours: 3 },
    });
    expect(time.total).toBe(60_000);
    const tooLong = quoteStay({
      ...base,
      stay: { type: 'time', checkIn: '2026-12-01', checkOut: '2026-12-01', hours: 7 },
    });
    expect(tooLong.reasons).toEqual([{ code: 'quote.hoursOutOfRange', params: { max: 6 } }]);
  });

  it('gives the restrictions as reasons', () => {
    const rateDays = calendar([
      set({ startDate: '2026-12-01', endDate: '2026-12-01', closedToArrival: true, minLos: 4 }),
      set({ startDate: '2026-12-02', endDate: '2026-12-02', stopSell: true }),
      set({ startDate: '2026-12-04', endDate: '2026-12-04', closedToDeparture: true }),
    ]);
    expect(quoteStay({ ...base, rateDays }).reasons.map((r) => r.code)).toEqual([
      'quote.closedToArrival',
      'quote.closedToDeparture',
      'quote.minLos',
      'quote.stopSell',
    ]);
  });
});

describe('the rate calendar', () => {
  it('lets a removed interval uncover what lay under it', () => {
    const events: RateCalendarEvent[] = [
      set({ startDate: '2026-12-01', endDate: '2026-12-07', price: { op: 'mnt', value: 100 } }),
      {
        type: 'IntervalSaved',
        data: {
          propertyId: 'p',
          ratePlanId: 'rp',
          intervalId: 'winter',
          name: 'Өвөл',
          startDate: '2026-12-03',
          endDate: '2026-12-04',
          minLos: null,
          maxLos: null,
          rates: [1, 2, 3, 4, 5, 6, 7],
        },
      },
    ];
    const prices = (evs: RateCalendarEvent[]) =>
      [...rateCalendar(evs, '2026-12-01', '2026-12-06').values()].map((d) => d.price?.value);
    // 2026-12-03 is a Thursday.
    expect(prices(events)).toEqual([100, 100, 4, 5, 100]);
    expect(
      prices([
        ...events,
        {
          type: 'IntervalRemoved',
          data: { propertyId: 'p', ratePlanId: 'rp', intervalId: 'winter' },
        },
      ]),
    ).toEqual([100, 100, 100, 100, 100]);
  });

  it('sets only the chosen weekdays', () => {
    const days = rateCalendar(
      [
        set({
          startDate: '2026-11-30',
          endDate: '2026-12-06',
          days: [6, 7],
          price: { op: 'mnt', value: 9 },
        }),
      ],
      '2026-11-30',
      '2026-12-07',
    );
    expect([...days.values()].map((d) => d.price?.value ?? null)).toEqual([
      null,
      null,
      null,
      null,
      null,
      9,
      9,
    ]);
  });
});

// ---- Properties -------------------------------------------------------------------------

const start = '2027-01-01';
const arbPrice = fc.oneof(
  fc.record({ op: fc.constant('mnt' as const), value: fc.integer({ min: 0, max: 2_000_000 }) }),
  fc.record({ op: fc.constant('percent' as const), value: fc.integer({ min: -90, max: 200 }) }),
);
const arbWrite = fc
  .record({
    offset: fc.integer({ min: 0, max: 20 }),
    length: fc.integer({ min: 0, max: 10 }),
    days: fc.subarray([1, 2, 3, 4, 5, 6, 7], { minLength: 1 }),
    price: fc.option(arbPrice, { nil: null }),
    minLos: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
    stopSell: fc.option(fc.boolean(), { nil: null }),
    closedToArrival: fc.option(fc.boolean(), { nil: null }),
  })
  .map((w) =>
    set({
      startDate: addDays(start, w.offset),
      endDate: addDays(start, w.offset + w.length),
      days: w.days,
      price: w.price,
      minLos: w.minLos,
      stopSell: w.stopSell,
      closedToArrival: w.closedToArrival,
    }),
  );
const arbTax = fc.record({
  id: fc.uuid(),
  name: fc.constant('tax'),
  percentage: fc.integer({ min: 0, max: 3000 }).map((v) => v / 100),
  inclusive: fc.boolean(),
});
const arbInput = fc
  .record({
    writes: fc.array(arbWrite, { maxLength: 8 }),
    checkInOffset: fc.integer({ min: 0, max: 25 }),
    nights: fc.integer({ min: 1, max: 30 }),
    adults: fc.integer({ min: 1, max: 3 }),
    childrenAges: fc.array(fc.integer({ min: 0, max: 17 }), { maxLength: 3 }),
    partnerDiscount: fc.integer({ min: 0, max: 10000 }).map((v) => v / 100),
    discount: fc.option(
      fc.record({
        type: fc.constantFrom('percent' as const, 'currency' as const),
        value: fc.integer({ min: 0, max: 3_000_000 }),
      }),
      { nil: null },
    ),
    taxes: fc.array(arbTax, { maxLength: 3 }),
    extraBedNights: fc.array(fc.integer({ min: 1, max: 3 }), { maxLength: 2 }),
    services: fc.array(
      fc.record({
        name: fc.constant('s'),
        price: fc.integer({ min: 0, max: 500_000 }),
        quantity: fc.integer({ min: 0, max: 10 }),
      }),
      { maxLength: 3 },
    ),
  })
  .map((v) => {
    const checkIn = addDays(start, v.checkInOffset);
    const checkOut = addDays(checkIn, v.nights);
    const range = quoteCalendarRange(checkIn, checkOut);
    const input: QuoteInput = {
      ...base,
      stay: { type: 'night', checkIn, checkOut },
      rateDays: rateCalendar(v.writes, range.from, range.to),
      adults: v.adults,
      childrenAges: v.childrenAges,
      childPolicies: [
        { minAge: 0, maxAge: 5, priceType: 'free', price: 0 },
        { minAge: 5, maxAge: 9, priceType: 'mnt', price: 20_000 },
        { minAge: 9, maxAge: 12, priceType: 'percent', price: 35.5 },
      ],
      extraBeds: v.extraBedNights.map((nights) => ({
        policy: { minAge: 0, maxAge: 18, priceType: 'mnt' as const, price: 30_000 },
        nights,
      })),
      partnerDiscount: v.partnerDiscount,
      discount: v.discount,
      taxes: v.taxes,
      services: v.services,
    };
    return { input, writes: v.writes };
  });

describe('a quote, for any stay', () => {
  it('totals exactly the sum of its lines, in whole tugrik', () => {
    fc.assert(
      fc.property(arbInput, ({ input }) => {
        const quote = quoteStay(input);
        expect(quote.total).toBe(quote.lines.reduce((sum, line) => sum + line.amount, 0));
        for (const line of quote.lines) {
          expect(Number.isInteger(line.amount)).toBe(true);
          expect(line.amount).toBe(line.price * line.quantity);
        }
      }),
    );
  });

  it('never has a negative price or total', () => {
    fc.assert(
      fc.property(arbInput, ({ input }) => {
        const quote = quoteStay(input);
        expect(quote.total).toBeGreaterThanOrEqual(0);
        for (const line of quote.lines) {
          if (line.kind !== 'discount') expect(line.amount).toBeGreaterThanOrEqual(0);
        }
        expect(quote.dayRates.every((d) => d.value >= 0)).toBe(true);
      }),
    );
  });

  it('does not change its total for inclusive taxes', () => {
    fc.assert(
      fc.property(arbInput, ({ input }) => {
        const without = quoteStay({ ...input, taxes: input.taxes.filter((t) => !t.inclusive) });
        expect(quoteStay(input).total).toBe(without.total);
      }),
    );
  });

  it('is not sellable when any night is stopped', () => {
    fc.assert(
      fc.property(arbInput, fc.nat(), ({ input }, pick) => {
        const nights = datesBetween(input.stay.checkIn, input.stay.checkOut);
        const date = nights[pick % nights.length]!;
        const rateDays = new Map(input.rateDays);
        rateDays.set(date, { ...rateDays.get(date)!, stopSell: true });
        const quote = quoteStay({ ...input, rateDays });
        expect(quote.sellable).toBe(false);
        expect(quote.reasons).toContainEqual({ code: 'quote.stopSell', params: { date } });
      }),
    );
  });

  it('does not depend on the order of writes that cover different dates', () => {
    fc.assert(
      fc.property(arbInput, ({ input, writes }) => {
        // Keep writes that share no date with another, then reverse their order.
        const disjoint = writes.filter((w, i) =>
          writes.every(
            (o, j) =>
              i === j || w.data.endDate < o.data.startDate || o.data.endDate < w.data.startDate,
          ),
        );
        const range = quoteCalendarRange(input.stay.checkIn, input.stay.checkOut);
        const forward = rateCalendar(disjoint, range.from, range.to);
        const backward = rateCalendar([...disjoint].reverse(), range.from, range.to);
        expect(quoteStay({ ...input, rateDays: backward })).toEqual(
          quoteStay({ ...input, rateDays: forward }),
        );
      }),
    );
  });
});

describe('charges added to a priced stay (withCharges)', () => {
  it('prices exactly as the quote engine does with the same charges, whatever they are', () => {
    const charge = fc.record({
      discount: fc.option(
        fc.record({
          type: fc.constantFrom('percent' as const, 'currency' as const),
          value: fc.integer({ min: 0, max: 100 }),
        }),
        { nil: null },
      ),
      partnerDiscount: fc.integer({ min: 0, max: 50 }),
      services: fc.array(
        fc.record({
          name: fc.constantFrom('Минибар', 'Угаалга'),
          price: fc.integer({ min: 0, max: 200_000 }),
          quantity: fc.integer({ min: 1, max: 10 }),
        }),
        { maxLength: 4 },
      ),
      extraBeds: fc.array(
        fc.record({
          policy: fc.record({
            minAge: fc.constant(0),
            maxAge: fc.constant(18),
            priceType: fc.constantFrom('free' as const, 'mnt' as const),
            price: fc.integer({ min: 0, max: 100_000 }),
          }),
          nights: fc.integer({ min: 1, max: 3 }),
        }),
        { maxLength: 2 },
      ),
      taxes: fc.array(
        fc.record({
          id: fc.constantFrom('vat', 'city'),
          name: fc.constant('Татвар'),
          percentage: fc.integer({ min: 0, max: 2000 }).map((v) => v / 100),
          inclusive: fc.boolean(),
        }),
        { maxLength: 2 },
      ),
    });
    fc.assert(
      fc.property(charge, ({ discount, partnerDiscount, services, extraBeds, taxes }) => {
        const room = { ...base, discount, partnerDiscount, taxes };
        const direct = quoteStay({ ...room, services, extraBeds });
        const later = withCharges(quoteStay(room), { services, extraBeds, taxes });
        expect(later.lines).toEqual(direct.lines);
        expect(later.taxes).toEqual(direct.taxes);
        expect(later.total).toBe(direct.total);
        expect(later.total).toBe(later.lines.reduce((sum, line) => sum + line.amount, 0));
      }),
      { numRuns: 300 },
    );
  });
});
