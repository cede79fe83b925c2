import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { call, hotelWithRooms, startListeningApp } from './http-hotel';
import { percentile, progress } from './support';

export interface BookingsOptions {
  readonly clients: number;
  readonly roomTypes: number;
  readonly roomsPerType: number;
  readonly warmupMs: number;
  readonly durationMs: number;
}

export interface BookingsResult {
  /** 201s per second within the measured window. */
  readonly bookingsPerSec: number;
  readonly booked: number;
  readonly seconds: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  /** 409: the room (or the last room of the type) was taken on one of the nights. */
  readonly conflicts: number;
  /** Anything else but 201 and 409, or a failed request. */
  readonly errors: number;
  readonly firstError: string | null;
  /** From the last answer until every projection had applied the last booking. */
  readonly projectionCatchUpMs: number;
  /** Reservations the list shows afterwards, and bookings answered 201 in the whole run. */
  readonly listed: number;
  readonly bookedInRun: number;
}

/** The sizes `npm run bench` uses (BENCH_QUICK: a short smoke run). */
export const bookingsOptions = (quick: boolean): BookingsOptions => ({
  clients: 20,
  roomTypes: 10,
  roomsPerType: 50,
  warmupMs: quick ? 500 : 1000,
  durationMs: quick ? 2000 : 5000,
});

interface ClientsReport {
  readonly latencies: number[];
  readonly booked: number;
  readonly bookedInRun: number;
  readonly conflicts: number;
  readonly errors: number;
  readonly firstError: string | null;
  readonly lastPosition: string;
  readonly seconds: number;
}

/**
 * Create-reservation commands through the HTTP API of the composed app (a real listening
 * server on embedded stores in a temp folder, the projections running in the same process as
 * in `npm start`): `clients` closed-loop clients (booking-clients.mjs, in a worker thread, with
 * Node's fetch and keep-alive) book one-room night stays into one property with
 * `roomTypes` × `roomsPerType` rooms. Bookings of one property take turns (the occupancy
 * ledger's lock), so this is the write rate of one hotel.
 */
export const runBookingsBench = async (options: BookingsOptions): Promise<BookingsResult> => {
  const app = await startListeningApp();
  try {
    progress(`bookings: property with ${options.roomTypes} × ${options.roomsPerType} rooms`);
    const hotel = await hotelWithRooms(app.baseUrl, options);
    progress(
      `bookings: ${options.clients} clients, warm-up ${options.warmupMs} ms, measuring ${options.durationMs} ms`,
    );
    const worker = new Worker(new URL('./booking-clients.mjs', import.meta.url), {
      execArgv: [],
      workerData: {
        kind: 'bookings',
        folios: [],
        baseUrl: app.baseUrl,
        token: hotel.token,
        propertyId: hotel.propertyId,
        workingDate: hotel.workingDate,
        roomTypes: hotel.roomTypes,
        clients: options.clients,
        warmupMs: options.warmupMs,
        durationMs: options.durationMs,
      },
    });
    const [report] = (await once(worker, 'message')) as [ClientsReport];
    const lastAnswer = performance.now();
    await worker.terminate();
    const lastPosition = BigInt(report.lastPosition) || BigInt(hotel.position);
    if (!(await app.host.waitForPosition(lastPosition, 120_000))) {
      throw new Error(`projections did not reach ${lastPosition} within 120 s`);
    }
    const projectionCatchUpMs = performance.now() - lastAnswer;
    const list = await call(app.baseUrl, 'GET', '/reservations?rowsPerPage=1', {
      token: hotel.token,
      propertyId: hotel.propertyId,
      minPosition: lastPosition.toString(),
    });
    return {
      bookingsPerSec: report.booked / report.seconds,
      booked: report.booked,
      seconds: report.seconds,
      p50Ms: percentile(report.latencies, 50),
      p99Ms: percentile(report.latencies, 99),
      conflicts: report.conflicts,
      errors: report.errors,
      firstError: report.firstError,
      projectionCatchUpMs,
      listed: Number(list.body.total ?? -1),
      bookedInRun: report.bookedInRun,
    };
  } finally {
    await app.close();
  }
};
