import { fork } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { addDays } from '@hotel/events/dates';
import type { BackupLoopReport } from './backup-loop';
import { fillReservations } from './calendar';
import {
  type BenchHotel,
  hotelWithRooms,
  type ListeningApp,
  startListeningApp,
} from './http-hotel';
import { progress, withTempDir } from './support';

export interface BackupBenchOptions {
  /** Reservations in the store before the backups (filled by the booking decider). */
  readonly reservations: number;
  readonly clients: number;
  readonly roomTypes: number;
  readonly roomsPerType: number;
  readonly warmupMs: number;
  readonly durationMs: number;
}

/** The sizes `npm run bench` uses (BENCH_QUICK: a short smoke run). */
export const backupOptions = (quick: boolean): BackupBenchOptions => ({
  reservations: quick ? 4000 : 20_000,
  clients: 20,
  roomTypes: 10,
  roomsPerType: 50,
  warmupMs: quick ? 500 : 1000,
  durationMs: quick ? 3000 : 8000,
});

export const backupTargets = {
  backupMsPer100k: 10_000,
  /** Bookings a second while backups run, against the same clients without. */
  duringBackupShare: 0.5,
} as const;

export interface BackupMethodRun {
  readonly method: 'vacuum' | 'backup';
  /** The read store copied too (`npm run backup -- --with-read-models`). */
  readonly withReadModels: boolean;
  readonly bookingsPerSec: number;
  readonly errors: number;
  readonly backups: number;
  /** Median ms of one backup (copy, checksums, manifest) while the clients booked. */
  readonly medianMs: number;
  /** Medians of the parts: each store's copy, the checksums, the folders. */
  readonly parts: BackupLoopReport['timings'];
  readonly bytes: number;
}

export interface BackupBenchResult {
  readonly reservations: number;
  readonly fillSeconds: number;
  /** The same clients on the same store with no backup running (median of the rounds). */
  readonly bookingsPerSec: number;
  /** Rounds of windows alone and during backups, interleaved (the machine's load drifts). */
  readonly rounds: number;
  /** One backup's time with no bookings running (backup API). */
  readonly idleMs: number;
  readonly idleReservations: number;
  /** Per method: the median round's figures. */
  readonly runs: readonly BackupMethodRun[];
}

/** Rounds of (a window alone, a window during backups) with the default method. */
const ROUNDS = 3;

interface ClientsReport {
  readonly booked: number;
  readonly bookedInRun: number;
  readonly errors: number;
  readonly seconds: number;
}

/** The bookings bench's clients (booking-clients.mjs) for one window. */
const bookFor = async (app: ListeningApp, hotel: BenchHotel, options: BackupBenchOptions) => {
  const worker = new Worker(new URL('./booking-clients.mjs', import.meta.url), {
    execArgv: [],
    workerData: {
      kind: 'bookings',
      folios: [],
      baseUrl: app.baseUrl,
      token: hotel.token,
      hotels: [
        {
          propertyId: hotel.propertyId,
          workingDate: hotel.workingDate,
          roomTypes: hotel.roomTypes,
        },
      ],
      clients: options.clients,
      warmupMs: options.warmupMs,
      durationMs: options.durationMs,
    },
  });
  const [report] = (await once(worker, 'message')) as [ClientsReport];
  await worker.terminate();
  return report;
};

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
};

/**
 * Bookings for one window while another process takes backups back to back; without `hotel`,
 * two backups with no bookings.
 */
const bookDuringBackups = async (
  app: ListeningApp,
  hotel: BenchHotel | null,
  options: BackupBenchOptions,
  method: 'vacuum' | 'backup',
  withReadModels = false,
): Promise<BackupMethodRun> =>
  withTempDir(`backup-${method}`, async (dir) => {
    const child = fork(
      fileURLToPath(new URL('./backup-loop.ts', import.meta.url)),
      [app.dataDir, join(dir, 'copies'), method, withReadModels ? 'full' : 'events'],
      { execArgv: ['--import', 'tsx/esm'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
    );
    const reports: BackupLoopReport[] = [];
    const exited = once(child, 'exit');
    await new Promise<void>((resolve, reject) => {
      child.on('message', (message) => {
        if (message === 'ready') resolve();
        else reports.push(message as BackupLoopReport);
      });
      child.once('exit', (code) => reject(new Error(`backup loop exited ${code}`)));
    });
    const clients: ClientsReport = hotel
      ? await bookFor(app, hotel, options)
      : await new Promise((resolve) => {
          child.on('message', () => {
            if (reports.length >= 2) resolve({ booked: 0, bookedInRun: 0, errors: 0, seconds: 1 });
          });
        });
    child.send('stop');
    const [code] = (await exited) as [number | null];
    if (code !== 0) throw new Error(`backup loop exited ${code}`);
    if (reports.length === 0) throw new Error('no backup finished within the window');
    return {
      method,
      withReadModels,
      bookingsPerSec: clients.booked / clients.seconds,
      errors: clients.errors,
      backups: reports.length,
      medianMs: median(reports.map((r) => r.durationMs)),
      parts: {
        readStoreMs: median(reports.map((r) => r.timings.readStoreMs)),
        eventStoreMs: median(reports.map((r) => r.timings.eventStoreMs)),
        checksumMs: median(reports.map((r) => r.timings.checksumMs)),
        filesMs: median(reports.map((r) => r.timings.filesMs)),
      },
      bytes: median(reports.map((r) => r.bytes)),
    };
  });

/**
 * Online backups while bookings run: the composed app (projections in a worker thread, as
 * `npm start`) on a store filled with `reservations` past reservations; the bookings bench's
 * clients book for a window alone, then for a window while another process takes backups
 * back to back (SQLite's backup API, the events alone: the default), three rounds interleaved;
 * then one window during backups with the read store copied too (`--with-read-models`), for
 * comparison.
 */
export const runBackupBench = async (options: BackupBenchOptions): Promise<BackupBenchResult> => {
  const app = await startListeningApp();
  try {
    const hotel = await hotelWithRooms(app.baseUrl, options);
    progress(`backup: ${options.reservations} past reservations in the property`);
    const started = performance.now();
    const nightsPerRoom = (options.reservations * 3.2) / (options.roomTypes * options.roomsPerType);
    const from = addDays(hotel.workingDate, -Math.ceil(nightsPerRoom) - 5);
    const { head } = await fillReservations(app.eventStore, hotel, options.reservations, { from });
    if (!(await app.host.waitForPosition(head, 600_000))) {
      throw new Error('projections did not apply the history within 10 minutes');
    }
    const fillSeconds = (performance.now() - started) / 1000;
    progress('backup: two backups with no bookings');
    const idle = await bookDuringBackups(app, null, options, 'backup');
    const alone: ClientsReport[] = [];
    const during: BackupMethodRun[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      progress(`backup: round ${round}/${ROUNDS}, ${options.clients} clients booking, no backup`);
      alone.push(await bookFor(app, hotel, options));
      progress(`backup: round ${round}/${ROUNDS}, the same while backups run (backup API)`);
      during.push(await bookDuringBackups(app, hotel, options, 'backup'));
    }
    progress(`backup: ${options.clients} clients booking while backups with read models run`);
    const full = await bookDuringBackups(app, hotel, options, 'backup', true);
    const byBookings = [...during].sort((a, b) => a.bookingsPerSec - b.bookingsPerSec);
    const middle = byBookings[Math.floor(byBookings.length / 2)];
    if (!middle) throw new Error('no round');
    return {
      reservations: options.reservations + (alone[0]?.bookedInRun ?? 0),
      fillSeconds,
      bookingsPerSec: median(alone.map((report) => report.booked / report.seconds)),
      rounds: ROUNDS,
      idleMs: idle.medianMs,
      idleReservations: options.reservations,
      runs: [
        {
          ...middle,
          backups: during.reduce((sum, run) => sum + run.backups, 0),
          errors: during.reduce((sum, run) => sum + run.errors, 0),
          medianMs: median(during.map((run) => run.medianMs)),
        },
        full,
      ],
    };
  } finally {
    await app.close();
  }
};
