import { join } from 'node:path';
import { type ExpectedRevision, WrongExpectedRevisionError } from '@hotel/infra/event-store/port';
import { SqliteEventStore } from '@hotel/infra/event-store/sqlite';
import { progress, roomNightEvent, streamName, withTempDir } from './support';

export interface AppendOptions {
  readonly writers: number;
  readonly streams: number;
  readonly warmupMs: number;
  readonly durationMs: number;
}

export interface AppendResult {
  readonly appendsPerSec: number;
  readonly appends: number;
  readonly conflicts: number;
  readonly seconds: number;
  readonly synchronous: number;
}

/**
 * Single-event durable appends: `writers` async loops, each awaiting its own append before the
 * next, over `streams` streams (writer w owns streams w, w + writers, ... so writers never race
 * on one stream), each append with the stream's expected revision ('no_stream' first).
 */
export const runAppendThroughput = (options: AppendOptions): Promise<AppendResult> =>
  withTempDir('append', async (dir) => {
    const store = new SqliteEventStore({ path: join(dir, 'events.db') });
    try {
      const revisions = new Map<string, bigint>();
      let sequence = 0;
      let conflicts = 0;

      const phase = async (ms: number): Promise<{ appends: number; seconds: number }> => {
        let appends = 0;
        const start = performance.now();
        const deadline = start + ms;
        const writer = async (w: number): Promise<void> => {
          const owned = Math.ceil((options.streams - w) / options.writers);
          let turn = 0;
          while (performance.now() < deadline) {
            const stream = streamName(w + (turn % owned) * options.writers);
            turn += 1;
            const current = revisions.get(stream);
            const expected: ExpectedRevision = current === undefined ? 'no_stream' : current;
            try {
              const result = await store.append(stream, [roomNightEvent(sequence++)], expected);
              revisions.set(stream, result.streams[0]?.revision ?? 0n);
              appends += 1;
            } catch (error) {
              if (!(error instanceof WrongExpectedRevisionError)) throw error;
              conflicts += 1;
              if (error.actual === 'no_stream') revisions.delete(stream);
              else revisions.set(stream, error.actual);
            }
          }
        };
        await Promise.all(Array.from({ length: options.writers }, (_, w) => writer(w)));
        return { appends, seconds: (performance.now() - start) / 1000 };
      };

      progress(`appends: warm-up ${options.warmupMs} ms`);
      await phase(options.warmupMs);
      progress(`appends: measuring ${options.durationMs} ms, ${options.writers} writers`);
      const measured = await phase(options.durationMs);
      return {
        appendsPerSec: measured.appends / measured.seconds,
        appends: measured.appends,
        conflicts,
        seconds: measured.seconds,
        synchronous: store.synchronousMode(),
      };
    } finally {
      await store.close();
    }
  });
