/**
 * The floor a booking's CPU is compared with (issue 34, `bookingCpuVsFloor`): the least a
 * server on our stack does for a durable booking over HTTP, with the same clients
 * (booking-clients.mjs, 20 keep-alive clients in a worker thread) sending the same bodies.
 *
 * - express with `express.json()`;
 * - the booking command's own zod schema (`bookReservationSchema`) parses the body;
 * - better-sqlite3 in WAL mode with `synchronous = FULL`, one row a request, written with
 *   group commit: the requests that arrive while a commit is being written go into the next
 *   transaction together (as the embedded event store's appends do);
 * - 201 with the row's id and position once its transaction is committed.
 *
 * No authentication, no decision, no projection: what is left over the floor is what the app
 * does for a booking. Measured as the app is (tests/bench/bookings.ts): `process.cpuUsage()`
 * of this whole process (every thread, the clients' worker too) from the end of the clients'
 * warm-up, per booking answered 201 after it.
 */
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import express from 'express';
import { randomUUID } from 'node:crypto';
import { bookReservationSchema } from '@hotel/events/reservations/commands';
import type { BookingsOptions } from './bookings';
import { progress } from './support';
import { storageRows } from './booking-storage-rows';
import { clientsReport, splitThreads, threadTimes, type ThreadSplit } from './thread-cpu';

export interface FloorResult {
  readonly bookingsPerSec: number;
  readonly bookedInRun: number;
  /** From the end of the clients' warm-up until the last answer, per booking answered after it. */
  readonly cpuMsPerBooking: number;
  /** From the clients' start, per booking answered in the whole run. */
  readonly coldCpuMsPerBooking: number;
  /** That CPU (from the warm-up's end) by thread (tests/bench/thread-cpu.ts). */
  readonly cpuByThread: ThreadSplit;
  readonly errors: number;
}

interface Pending {
  readonly id: string;
  readonly body: string;
  readonly answer: (position: number) => void;
  readonly fail: (error: unknown) => void;
}

/**
 * `storage`: also write what this design stores for a booking — its events (`log`), or its
 * events and read models (`all`) — and nothing else (booking-storage-rows.ts): none of the
 * app's logic, only its rows.
 */
export type FloorStorage = 'none' | 'log' | 'all';

const startFloorServer = async (storage: FloorStorage = 'none') => {
  const dir = mkdtempSync(join(tmpdir(), 'pms-floor-'));
  const db = new Database(join(dir, 'floor.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.exec('CREATE TABLE bookings (position INTEGER PRIMARY KEY, id TEXT NOT NULL, body TEXT)');
  const insert = db.prepare<[string, string]>('INSERT INTO bookings (id, body) VALUES (?, ?)');
  const rows =
    storage === 'none'
      ? null
      : storageRows(join(dir, 'events.sqlite'), join(dir, 'read-models.sqlite'));
  const commit = rows
    ? (batch: readonly Pending[]) =>
        rows.inTransaction(() => batch.map((row) => rows.events(row.id, row.body)))
    : db.transaction((batch: readonly Pending[]) =>
        batch.map((row) => Number(insert.run(row.id, row.body).lastInsertRowid)),
      );

  // Group commit: one transaction for every row queued since the last one.
  let queue: Pending[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    const batch = queue;
    queue = [];
    try {
      const positions = commit(batch);
      // The read models follow the log (in the app, in its projection worker).
      if (storage === 'all') rows?.documents(batch.length);
      batch.forEach((row, i) => row.answer(positions[i]!));
    } catch (error) {
      for (const row of batch) row.fail(error);
    }
  };

  const app = express();
  app.use(express.json({ limit: '100kb' }));
  app.post('/api/reservations/book', (req, res) => {
    const parsed = bookReservationSchema.safeParse(req.body);
    if (!parsed.success) {
      res.status(422).json({ errors: parsed.error.issues.length });
      return;
    }
    const id = randomUUID();
    queue.push({
      id,
      body: JSON.stringify(parsed.data),
      answer: (position) => res.status(201).json({ id, position: String(position) }),
      fail: (error) => res.status(500).json({ error: String(error) }),
    });
    if (!scheduled) {
      scheduled = true;
      setImmediate(flush);
    }
  });
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      db.close();
      rows?.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
};

/**
 * The floor's CPU per booking, with `options`' clients, warm-up and window (`storage`: with the
 * rows this design stores for a booking, booking-storage-floor.ts).
 */
export const runBookingFloorBench = async (
  options: BookingsOptions,
  storage: FloorStorage = 'none',
): Promise<FloorResult> => {
  const server = await startFloorServer(storage);
  try {
    progress(
      `booking floor${storage === 'none' ? '' : ` with the stored rows (${storage})`}: ${options.clients} clients against express + zod + SQLite`,
    );
    // Bodies as the app's bench sends them: a hotel of the same shape (ids are never looked up).
    const roomTypes = Array.from({ length: options.roomTypes }, () => ({
      id: randomUUID(),
      rooms: Array.from({ length: options.roomsPerType }, () => ({ id: randomUUID() })),
    }));
    const cpuBefore = process.cpuUsage();
    const threadsBefore = threadTimes();
    const worker = new Worker(new URL('./booking-clients.mjs', import.meta.url), {
      execArgv: [],
      workerData: {
        kind: 'bookings',
        folios: [],
        baseUrl: server.baseUrl,
        token: 'floor',
        hotels: [{ propertyId: randomUUID(), workingDate: '2026-01-01', roomTypes }],
        clients: options.clients,
        warmupMs: options.warmupMs,
        durationMs: options.durationMs,
        reportWarm: true,
      },
    });
    const { report, warm } = await clientsReport<{
      booked: number;
      bookedInRun: number;
      bookedAfterWarmup: number;
      seconds: number;
      errors: number;
      conflicts: number;
    }>(worker);
    const threadsAtReport = threadTimes();
    await worker.terminate();
    const coldCpu = process.cpuUsage(cpuBefore);
    const cpu = process.cpuUsage(warm.cpu);
    const cpuByThread = splitThreads(
      warm.threads,
      threadTimes(),
      report.bookedAfterWarmup,
      threadsAtReport,
      new Set(threadsBefore.keys()),
    );
    return {
      bookingsPerSec: report.booked / report.seconds,
      bookedInRun: report.bookedInRun,
      cpuMsPerBooking: (cpu.user + cpu.system) / 1000 / Math.max(1, report.bookedAfterWarmup),
      coldCpuMsPerBooking: (coldCpu.user + coldCpu.system) / 1000 / Math.max(1, report.bookedInRun),
      cpuByThread,
      errors: report.errors + report.conflicts,
    };
  } finally {
    await server.close();
  }
};
