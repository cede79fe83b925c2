import { addDays } from '@hotel/events/dates';
import { rateCalendar } from '@hotel/events/pricing/rate-calendar';
import { type QuoteInput, quoteCalendarRange, quoteStay } from '@hotel/events/pricing/quote';
import type { RateCalendarEvent } from '@hotel/events/rates/events';

export interface QuoteResult {
  /** Median microseconds to quote one 30-night stay (children, extra beds, two taxes). */
  readonly quote30NightsMicros: number;
  readonly p99Micros: number;
  readonly quotes: number;
}

/**
 * The quote engine on a 30-night stay with two children, an extra bed, a partner discount, a
 * reservation discount and two taxes, over a calendar built from a season of rate writes.
 * Timed in batches (a single quote is below the timer's useful resolution).
 */
export const runQuoteBench = (options: { batches: number; batchSize: number }): QuoteResult => {
  const checkIn = '2027-01-10';
  const checkOut = addDays(checkIn, 30);
  const writes: RateCalendarEvent[] = Array.from({ length: 40 }, (_, i) => ({
    type: 'DailyRatesSet',
    data: {
      propertyId: 'p',
      ratePlanId: 'rp',
      startDate: addDays('2027-01-01', i * 3),
      endDate: addDays('2027-01-01', i * 3 + 10),
      days: i % 2 ? [1, 2, 3, 4, 5] : [6, 7],
      price: i % 3 ? { op: 'mnt', value: 120_000 + i * 1000 } : { op: 'percent', value: 10 },
      minLos: null,
      maxLos: null,
      closedToArrival: null,
      closedToDeparture: null,
      stopSell: null,
    },
  }));
  const range = quoteCalendarRange(checkIn, checkOut);
  const input: QuoteInput = {
    stay: { type: 'night', checkIn, checkOut },
    roomType: {
      defaultPrice: 150_000,
      priceDayUse: 80_000,
      hasTime: false,
      priceTime: 0,
      priceTimeCount: 1,
      occupancy: 2,
      occupancyChildren: 2,
      hasExtraBed: true,
      extraBeds: 1,
    },
    ratePlan: {
      isDaily: true,
      occupancyRates: [
        { occupancy: 2, discount: 0, isActive: true, isDefault: true },
        { occupancy: 1, discount: 15_000, isActive: true, isDefault: false },
      ],
    },
    rateDays: rateCalendar(writes, range.from, range.to),
    property: { hasTime: false, maxTime: null, childAge: 12 },
    adults: 2,
    childrenAges: [4, 9],
    childPolicies: [
      { minAge: 0, maxAge: 5, priceType: 'free', price: 0 },
      { minAge: 6, maxAge: 11, priceType: 'percent', price: 50 },
    ],
    extraBeds: [{ policy: { minAge: 0, maxAge: 18, priceType: 'mnt', price: 30_000 }, nights: 30 }],
    partnerDiscount: 12.5,
    discount: { type: 'percent', value: 5 },
    taxes: [
      { id: 'vat', name: 'НӨАТ', percentage: 10, inclusive: true },
      { id: 'city', name: 'НХАТ', percentage: 1, inclusive: false },
    ],
    services: [{ name: 'Өглөөний цай', price: 25_000, quantity: 2 }],
  };
  let sink = 0;
  for (let i = 0; i < 2000; i++) sink += quoteStay(input).total; // warm-up
  const perQuote: number[] = [];
  for (let b = 0; b < options.batches; b++) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < options.batchSize; i++) sink += quoteStay(input).total;
    perQuote.push(Number(process.hrtime.bigint() - start) / 1000 / options.batchSize);
  }
  if (sink === 42) console.error('unlikely');
  perQuote.sort((a, b) => a - b);
  const at = (q: number) =>
    perQuote[Math.min(perQuote.length - 1, Math.floor(q * perQuote.length))]!;
  return {
    quote30NightsMicros: at(0.5),
    p99Micros: at(0.99),
    quotes: options.batches * options.batchSize,
  };
};
