import { pathToFileURL } from 'node:url';
import { call, hotelWithRooms, startListeningApp } from './http-hotel';
import { percentile, progress } from './support';

/**
 * publicAvailabilityMs: the median answer of the public online booking page's availability
 * (POST /api/online/book/{slug}/availability, no login) for a 30-night stay, in a property of
 * 50 room types × 10 rooms, each with an online-booking daily rate plan priced on its
 * calendar, with staff bookings and guests' request holds in the ledger. Over HTTP on a real
 * port (keep-alive), as the page calls it. Run alone:
 * `node --import tsx/esm tests/bench/public-availability.ts` (BENCH_QUICK=1 for small sizes).
 */

export interface PublicAvailabilityOptions {
  readonly roomTypes: number;
  readonly roomsPerType: number;
  readonly nights: number;
  readonly bookings: number;
  readonly requests: number;
  readonly warmup: number;
  readonly queries: number;
}

export const publicAvailabilityOptions = (quick: boolean): PublicAvailabilityOptions => ({
  roomTypes: quick ? 10 : 50,
  roomsPerType: 10,
  nights: 30,
  bookings: quick ? 50 : 400,
  requests: quick ? 10 : 50,
  warmup: quick ? 10 : 30,
  queries: quick ? 50 : 300,
});

export interface PublicAvailabilityResult {
  readonly publicAvailabilityMs: number;
  readonly p99Ms: number;
  readonly queries: number;
  readonly roomTypes: number;
  readonly rooms: number;
  readonly bookings: number;
  readonly holds: number;
  readonly bytes: number;
}

const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export const runPublicAvailabilityBench = async (
  options: PublicAvailabilityOptions,
): Promise<PublicAvailabilityResult> => {
  const app = await startListeningApp({
    publicRateLimits: { reads: 1_000_000, requests: 1_000_000 },
  });
  try {
    const { baseUrl } = app;
    progress(`  setup: ${options.roomTypes} room types × ${options.roomsPerType} rooms`);
    const hotel = await hotelWithRooms(baseUrl, options);
    const { token, propertyId } = hotel;
    const start = addDays(hotel.workingDate, 1);
    const end = addDays(start, options.nights);
    const expect = (status: number, wanted: number, what: string) => {
      if (status !== wanted) throw new Error(`${what}: ${status}`);
    };
    for (const [index, type] of hotel.roomTypes.entries()) {
      const plan = await call(baseUrl, 'POST', '/rate/plans', {
        token,
        propertyId,
        body: { name: 'Онлайн', roomType: { id: type.id }, type: 'daily', isOnlineBook: true },
      });
      expect(plan.status, 201, 'online plan');
      const rates = await call(
        baseUrl,
        'POST',
        `/rate/plans/${plan.body.id as string}/daily/rates`,
        {
          token,
          propertyId,
          body: {
            days: [1, 2, 3, 4, 5, 6, 7],
            startDate: start,
            endDate: addDays(end, 30),
            rate: 120_000 + index * 5_000,
            minLos: 1,
          },
        },
      );
      expect(rates.status, 200, 'daily rates');
    }
    const opened = await call(baseUrl, 'POST', '/hotel/online-booking', {
      token,
      propertyId,
      body: { hasOnlineBook: true },
    });
    expect(opened.status, 200, 'open online booking');
    progress(`  setup: ${options.bookings} staff bookings and ${options.requests} guest requests`);
    let booked = 0;
    for (let i = 0; i < options.bookings; i++) {
      const type = hotel.roomTypes[i % hotel.roomTypes.length]!;
      const checkIn = addDays(start, (i * 7) % options.nights);
      const answer = await call(baseUrl, 'POST', '/reservations/book', {
        token,
        propertyId,
        body: {
          checkIn,
          checkOut: addDays(checkIn, 1 + (i % 4)),
          roomTypes: [{ roomTypeId: type.id, numberOfGuests: 2, quantity: 1 }],
          guest: { name: `Зочин ${i}` },
        },
      });
      if (answer.status === 201) booked += 1;
    }
    let holds = 0;
    for (let i = 0; i < options.requests; i++) {
      const type = hotel.roomTypes[(i * 3) % hotel.roomTypes.length]!;
      const checkIn = addDays(start, (i * 5) % options.nights);
      const answer = await call(baseUrl, 'POST', `/online/book/${propertyId}/requests`, {
        body: {
          checkIn,
          checkOut: addDays(checkIn, 2),
          rooms: [{ roomTypeId: type.id, quantity: 1 }],
          guest: { name: `Guest ${i}`, email: `guest${i}@example.com`, phoneNumber: '99112233' },
        },
      });
      if (answer.status === 201) holds += 1;
    }
    const body = { checkIn: start, checkOut: end };
    const path = `/online/book/${propertyId}/availability`;
    for (let i = 0; i < options.warmup; i++) await call(baseUrl, 'POST', path, { body });
    progress(`  measuring ${options.queries} availability answers (${options.nights} nights)`);
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < options.queries; i++) {
      const started = performance.now();
      const answer = await call<{ roomTypes: unknown[] }>(baseUrl, 'POST', path, { body });
      times.push(performance.now() - started);
      expect(answer.status, 200, 'availability');
      if (answer.body.roomTypes.length !== options.roomTypes) {
        throw new Error(`availability answered ${answer.body.roomTypes.length} room types`);
      }
      bytes = answer.bytes;
    }
    return {
      publicAvailabilityMs: percentile(times, 50),
      p99Ms: percentile(times, 99),
      queries: times.length,
      roomTypes: options.roomTypes,
      rooms: options.roomTypes * options.roomsPerType,
      bookings: booked,
      holds,
      bytes,
    };
  } finally {
    await app.close();
  }
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const quick = process.env.BENCH_QUICK === '1';
  progress(`public availability${quick ? ' (BENCH_QUICK)' : ''}`);
  const result = await runPublicAvailabilityBench(publicAvailabilityOptions(quick));
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
}
