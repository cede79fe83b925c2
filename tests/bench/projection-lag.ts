import { join } from 'node:path';
import { type ExpectedRevision, WrongExpectedRevisionError } from '@hotel/infra/event-store/port';
import { SqliteEventStore } from '@hotel/infra/event-store/sqlite';
import { createLogger } from '@hotel/infra/logging';
import { EmbeddedReadStore } from '@hotel/infra/read-store/embedded';
import { ProjectionRunner } from '@hotel/projection-service/runtime/runner';
import { roomNightsProjection } from './room-nights-projection';
import { percentile, progress, roomNightEvent, sleep, streamName, withTempDir } from './support';

export interface LagOptions {
  readonly ratePerSec: number;
  readonly warmupMs: number;
  readonly durationMs: number;
  readonly streams: number;
}

export interface LagResult {
  readonly projectionLagP50Ms: number;
  readonly projectionLagP99Ms: number;
  readonly projectionLagMaxMs: number;
  /** p99 measured from each event's scheduled send time (counts send delays too). */
  readonly scheduledLagP99Ms: number;
  readonly events: number;
  readonly achievedRatePerSec: number;
  readonly conflicts: number;
}

interface Pending {
  readonly position: bigint;
  readonly startedAt: number;
  readonly scheduledAt: number;
}

/**
 * Append → visible in a read model. An open-loop generator appends one event every
 * 1000/ratePerSec ms (catching up on timer drift, never waiting for earlier appends) to a
 * SqliteEventStore (synchronous=FULL) while a ProjectionRunner in the same process applies them
 * to an EmbeddedReadStore. An event is visible when the runner's onAdvance reports a position
 * at or past it.
 */
export const runProjectionLag = (options: LagOptions): Promise<LagResult> =>
  withTempDir('lag', async (dir) => {
    const eventStore = new SqliteEventStore({ path: join(dir, 'events.db') });
    const readStore = new EmbeddedReadStore({ path: join(dir, 'read.db') });
    const runner = new ProjectionRunner({
      eventStore,
      readStore,
      projection: roomNightsProjection,
      logger: createLogger('silent'),
    });
    const revisions = new Map<string, bigint>();
    let measuring = false;
    let visible = -1n;
    let pending: Pending[] = [];
    const lags: number[] = [];
    const scheduledLags: number[] = [];
    let conflicts = 0;
    let sequence = 0;

    const record = (item: Pending, now: number): void => {
      if (!measuring) return;
      lags.push(now - item.startedAt);
      scheduledLags.push(now - item.scheduledAt);
    };
    const off = runner.onAdvance(({ position }) => {
      const now = performance.now();
      visible = position;
      let i = 0;
      while (i < pending.length && (pending[i]?.position ?? 0n) <= position) {
        const item = pending[i];
        if (item) record(item, now);
        i += 1;
      }
      if (i > 0) pending = pending.slice(i);
    });

    const appendOne = async (scheduledAt: number): Promise<void> => {
      const stream = streamName(sequence % options.streams);
      const current = revisions.get(stream);
      const expected: ExpectedRevision = current === undefined ? 'no_stream' : current;
      const startedAt = performance.now();
      try {
        const result = await eventStore.append(stream, [roomNightEvent(sequence++)], expected);
        revisions.set(stream, result.streams[0]?.revision ?? 0n);
        const item = { position: result.position, startedAt, scheduledAt };
        if (result.position <= visible) record(item, performance.now());
        else {
          // Appends resolve in commit order, so `pending` stays sorted by position.
          pending.push(item);
        }
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
        conflicts += 1;
      }
    };

    const generate = async (ms: number): Promise<{ sent: number; seconds: number }> => {
      const interval = 1000 / options.ratePerSec;
      const total = Math.round(ms / interval);
      const start = performance.now();
      const inFlight = new Set<Promise<void>>();
      let sent = 0;
      while (sent < total) {
        const due = Math.min(total, Math.floor((performance.now() - start) / interval) + 1);
        while (sent < due) {
          const p = appendOne(start + sent * interval);
          inFlight.add(p);
          void p.finally(() => inFlight.delete(p));
          sent += 1;
        }
        const nextAt = start + sent * interval;
        await sleep(Math.max(0, nextAt - performance.now()));
      }
      await Promise.all(inFlight);
      return { sent, seconds: (performance.now() - start) / 1000 };
    };

    try {
      runner.start();
      progress(`lag: warm-up ${options.warmupMs} ms at ${options.ratePerSec} events/s`);
      await generate(options.warmupMs);
      await runner.waitFor((await eventStore.headPosition()) ?? 0n, 30_000);
      pending = [];
      measuring = true;
      progress(`lag: measuring ${options.durationMs} ms at ${options.ratePerSec} events/s`);
      const run = await generate(options.durationMs);
      const head = (await eventStore.headPosition()) ?? 0n;
      if (!(await runner.waitFor(head, 30_000))) {
        throw new Error(`projection did not reach ${head} within 30 s`);
      }
      return {
        projectionLagP50Ms: percentile(lags, 50),
        projectionLagP99Ms: percentile(lags, 99),
        projectionLagMaxMs: percentile(lags, 100),
        scheduledLagP99Ms: percentile(scheduledLags, 99),
        events: lags.length,
        achievedRatePerSec: run.sent / run.seconds,
        conflicts,
      };
    } finally {
      off();
      await runner.stop();
      await readStore.close();
      await eventStore.close();
    }
  });
