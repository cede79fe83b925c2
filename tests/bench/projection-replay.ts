/**
 * The projections' CPU for a live stream of bookings, without the HTTP side's noise (issue 34,
 * `bookingCpuVsFloor`): replays a log made through the real deciders (the big-store bench's
 * one-property store, `.bench/big-store-v1-10x5000/small/events.sqlite`, made by
 * `BENCH_ONLY=big npm run bench`) into a new event store, in commits of CHUNK events (default
 * 100: about ten bookings, what the bookings bench's group commits hold), each one waited for
 * by every projection before the next — as the live projection worker sees them — and prints
 * this thread's CPU per booking (per ReservationCreated) and per 1,000 events.
 *
 *   node --max-semi-space-size=64 --import tsx/esm tests/bench/projection-replay.ts [events]
 *
 * The first WARMUP events (default 5,000: the property's set-up and the first bookings) are
 * applied before the measure starts. The appends' own CPU is in the figure (the same for any
 * version of the projections), so compare runs of this script with each other only.
 */
import { copyFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RecordedEvent } from '@hotel/infra/event-store/port';
import { SqliteEventStore } from '@hotel/infra/event-store/sqlite';
import { createLogger } from '@hotel/infra/logging';
import { EmbeddedReadStore } from '@hotel/infra/read-store/embedded';
import { projections } from '@hotel/projection-service/projections';
import { ProjectionHost } from '@hotel/projection-service/runtime/host';
import { withTempDir } from './support';

const SOURCE = process.env.REPLAY_SOURCE ?? '.bench/big-store-v1-10x5000/small/events.sqlite';
const EVENTS = Number(process.argv[2] ?? 20_000);
const WARMUP = Number(process.env.WARMUP ?? 5000);
const CHUNK = Number(process.env.CHUNK ?? 100);

/** Appends a chunk in one turn (one group commit), each run of one stream's events in order. */
const appendChunk = async (store: SqliteEventStore, chunk: readonly RecordedEvent[]) => {
  const runs: RecordedEvent[][] = [];
  for (const event of chunk) {
    const last = runs.at(-1);
    if (last && last[0]!.streamName === event.streamName) last.push(event);
    else runs.push([event]);
  }
  const results = await Promise.all(
    runs.map((run) =>
      store.append(
        run[0]!.streamName,
        run.map(({ id, type, data, metadata }) => ({ id, type, data, metadata })),
        'any',
      ),
    ),
  );
  return results.reduce((high, r) => (r.position > high ? r.position : high), 0n);
};

const main = async () => {
  if (!existsSync(SOURCE)) {
    throw new Error(`${SOURCE} is missing: run BENCH_ONLY=big npm run bench once to make it`);
  }
  await withTempDir('replay', async (dir) => {
    copyFileSync(SOURCE, join(dir, 'source.sqlite'));
    const source = new SqliteEventStore({ path: join(dir, 'source.sqlite') });
    const events = await source.readAll({ maxCount: WARMUP + EVENTS });
    await source.close();
    const eventStore = new SqliteEventStore({ path: join(dir, 'events.sqlite') });
    const readStore = new EmbeddedReadStore({ path: join(dir, 'read-models.sqlite') });
    const host = new ProjectionHost({
      eventStore,
      readStore,
      logger: createLogger('warn'),
      projections,
    });
    host.start();
    const replay = async (slice: readonly RecordedEvent[]) => {
      for (let at = 0; at < slice.length; at += CHUNK) {
        const head = await appendChunk(eventStore, slice.slice(at, at + CHUNK));
        if (!(await host.waitForPosition(head, 60_000))) throw new Error('projections stalled');
      }
    };
    await replay(events.slice(0, WARMUP));
    const measured = events.slice(WARMUP);
    const bookings = measured.filter((e) => e.type === 'ReservationCreated').length;
    const cpu = process.cpuUsage();
    const started = performance.now();
    await replay(measured);
    const used = process.cpuUsage(cpu);
    const ms = (used.user + used.system) / 1000;
    const wall = performance.now() - started;
    const failed = host.status().filter((s) => s.state !== 'running');
    await host.stop();
    await eventStore.close();
    await readStore.close();
    const load = readFileSync('/proc/loadavg', 'utf8').trim();
    console.log(
      `replay: ${measured.length} events, ${bookings} bookings, chunks of ${CHUNK}: ` +
        `${(ms / bookings).toFixed(3)} ms CPU a booking, ${((ms / measured.length) * 1000).toFixed(0)} ms per 1,000 events, ` +
        `wall ${(wall / 1000).toFixed(1)} s; load ${load}` +
        (failed.length > 0 ? `; NOT RUNNING: ${failed.map((s) => s.name).join(', ')}` : ''),
    );
  });
};

await main();
