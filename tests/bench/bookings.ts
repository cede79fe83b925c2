import { Worker } from 'node:worker_threads';
import { addDays } from '@hotel/events/dates';
import { fillReservations } from './calendar';
import { connectBenchChannel } from './channel-bookings';
import { call, hotelWithRooms, moreHotels, startListeningApp } from './http-hotel';
import { percentile, progress } from './support';
import { clientsReport, splitThreads, threadTimes, type ThreadSplit } from './thread-cpu';

export interface BookingsOptions {
  readonly clients: number;
  readonly roomTypes: number;
  readonly roomsPerType: number;
  readonly warmupMs: number;
  readonly durationMs: number;
  /** Properties booked into (each client picks one at random per booking); default 1. */
  readonly properties?: number;
  /**
   * Reservations the (first) property already holds before the run: a hotel's past, stays
   * that ended before the working date, filled by the booking decider with batched appends.
   */
  readonly history?: number;
  /**
   * Sent by a channel manager to the inbound API (tests/bench/channel-bookings.ts) instead of
   * the front desk's POST /api/reservations/book.
   */
  readonly channel?: boolean;
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
  /** Seconds to fill the history and let the projections apply it (0 without history). */
  readonly historySeconds: number;
  /**
   * CPU time of the whole process (every thread: HTTP, projection worker, clients, GC) from
   * the end of the clients' warm-up until the projections caught up, per booking answered 201
   * after the warm-up: the warmed-up app's (the code its bookings run is compiled by then).
   */
  readonly cpuMsPerBooking: number;
  /** The same from the clients' start, per booking answered 201 in the whole run. */
  readonly coldCpuMsPerBooking: number;
  /** That CPU by thread (tests/bench/thread-cpu.ts): the projection worker is the busiest other. */
  readonly cpuByThread: ThreadSplit;
}

/**
 * The sizes `npm run bench` uses (BENCH_QUICK: a short smoke run). The warm-up is 3 s: a
 * server runs for days, and on this shared machine 1 s was 50–300 bookings, too few for V8 to
 * have compiled the booking path (its compiler threads still took 1.5–2.3 ms a booking in the
 * window after it: docs/platform.md, "The CPU a booking costs").
 */
export const bookingsOptions = (quick: boolean): BookingsOptions => ({
  clients: 20,
  roomTypes: 10,
  roomsPerType: 50,
  warmupMs: quick ? 500 : 3000,
  durationMs: quick ? 2000 : 5000,
});

interface ClientsReport {
  readonly latencies: number[];
  readonly booked: number;
  readonly bookedInRun: number;
  readonly bookedAfterWarmup: number;
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
    const properties = options.properties ?? 1;
    progress(
      `bookings: ${properties} ${properties === 1 ? 'property' : 'properties'} with ${options.roomTypes} × ${options.roomsPerType} rooms`,
    );
    const hotel = await hotelWithRooms(app.baseUrl, options);
    const hotels = [hotel, ...(await moreHotels(app.baseUrl, hotel, properties - 1, options))];
    let historySeconds = 0;
    if (options.history) {
      progress(`bookings: ${options.history} past reservations in the property`);
      const started = performance.now();
      // Chains of 1 to 4 nights on every room: 20,000 stays on 500 rooms take about 100 days.
      const nightsPerRoom = (options.history * 3.2) / (options.roomTypes * options.roomsPerType);
      const from = addDays(hotel.workingDate, -Math.ceil(nightsPerRoom) - 5);
      const { head } = await fillReservations(app.eventStore, hotel, options.history, { from });
      if (!(await app.host.waitForPosition(head, 600_000))) {
        throw new Error('projections did not apply the history within 10 minutes');
      }
      historySeconds = (performance.now() - started) / 1000;
    }
    const channel = options.channel ? await connectBenchChannel(app.baseUrl, hotel) : null;
    progress(
      `bookings: ${options.clients} clients, warm-up ${options.warmupMs} ms, measuring ${options.durationMs} ms`,
    );
    const cpuBefore = process.cpuUsage();
    const threadsBefore = threadTimes();
    const worker = new Worker(new URL('./booking-clients.mjs', import.meta.url), {
      execArgv: [],
      workerData: {
        kind: channel ? 'channel' : 'bookings',
        channel,
        folios: [],
        baseUrl: app.baseUrl,
        token: hotel.token,
        hotels: hotels.map((h) => ({
          propertyId: h.propertyId,
          workingDate: h.workingDate,
          roomTypes: h.roomTypes,
        })),
        clients: options.clients,
        warmupMs: options.warmupMs,
        durationMs: options.durationMs,
        reportWarm: true,
      },
    });
    const { report, warm } = await clientsReport<ClientsReport>(worker);
    const lastAnswer = performance.now();
    // The clients' thread is gone after terminate(): its time is read now.
    const threadsAtReport = threadTimes();
    await worker.terminate();
    const lastPosition = BigInt(report.lastPosition) || BigInt(hotel.position);
    if (!(await app.host.waitForPosition(lastPosition, 120_000))) {
      throw new Error(`projections did not reach ${lastPosition} within 120 s`);
    }
    const projectionCatchUpMs = performance.now() - lastAnswer;
    const coldCpu = process.cpuUsage(cpuBefore);
    const cpu = process.cpuUsage(warm.cpu);
    const cpuByThread = splitThreads(
      warm.threads,
      threadTimes(),
      report.bookedAfterWarmup,
      threadsAtReport,
      new Set(threadsBefore.keys()),
    );
    let listed = 0;
    for (const { propertyId } of hotels) {
      const list = await call(app.baseUrl, 'GET', '/reservations?rowsPerPage=1', {
        token: hotel.token,
        propertyId,
        minPosition: lastPosition.toString(),
      });
      listed += Number(list.body.total ?? Number.NaN);
    }
    return {
      bookingsPerSec: report.booked / report.seconds,
      cpuMsPerBooking: (cpu.user + cpu.system) / 1000 / Math.max(1, report.bookedAfterWarmup),
      coldCpuMsPerBooking: (coldCpu.user + coldCpu.system) / 1000 / Math.max(1, report.bookedInRun),
      cpuByThread,
      booked: report.booked,
      seconds: report.seconds,
      p50Ms: percentile(report.latencies, 50),
      p99Ms: percentile(report.latencies, 99),
      conflicts: report.conflicts,
      errors: report.errors,
      firstError: report.firstError,
      projectionCatchUpMs,
      // The history's reservations are listed too; they were not booked in the run.
      listed: listed - (options.history ?? 0),
      bookedInRun: report.bookedInRun,
      historySeconds,
    };
  } finally {
    await app.close();
  }
};
