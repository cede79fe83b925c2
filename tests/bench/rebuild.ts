import { join } from 'node:path';
import { SqliteEventStore } from '@hotel/infra/event-store/sqlite';
import { createLogger } from '@hotel/infra/logging';
import { EmbeddedReadStore } from '@hotel/infra/read-store/embedded';
import { ProjectionRunner } from '@hotel/projection-service/runtime/runner';
import { ROOM_NIGHTS, type RoomNightsDoc, roomNightsProjection } from './room-nights-projection';
import { progress, sleep } from './support';

export interface RebuildResult {
  readonly rebuildEventsPerSec: number;
  /** Events applied when the measurement ended (all of them unless the time cap hit). */
  readonly events: number;
  readonly seconds: number;
  readonly completed: boolean;
  /** Sum of `nights` over the read model: equals `events` when the rebuild is right. */
  readonly nightsInReadModel: number;
  readonly documents: number;
  /** Longest time the event loop could not run timers or I/O during the rebuild. */
  readonly maxEventLoopBlockMs: number;
}

/**
 * A full rebuild: a ProjectionRunner on an empty EmbeddedReadStore, from position 0 until its
 * position reaches the head of the event log at `eventsPath`.
 */
export const runRebuild = async (
  eventsPath: string,
  dir: string,
  capMs: number,
): Promise<RebuildResult> => {
  const eventStore = new SqliteEventStore({ path: eventsPath });
  const readStore = new EmbeddedReadStore({ path: join(dir, 'read.db') });
  const runner = new ProjectionRunner({
    eventStore,
    readStore,
    projection: roomNightsProjection,
    logger: createLogger('silent'),
  });
  // A 5 ms ticker: the longest gap between its ticks is how long timers and I/O were starved.
  let lastTick = performance.now();
  let maxGap = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    maxGap = Math.max(maxGap, now - lastTick);
    lastTick = now;
  }, 5);
  let off: (() => void) | undefined;
  try {
    const head = (await eventStore.headPosition()) ?? 0n;
    let reported = 0n;
    off = runner.onAdvance(({ position }) => {
      if (position - reported < 200_000n) return;
      reported = position;
      progress(
        `  rebuild at ${position.toLocaleString('en-US')} / ${head.toLocaleString('en-US')}`,
      );
    });
    const start = performance.now();
    runner.start();
    const completed = await runner.waitFor(head, capMs);
    const seconds = (performance.now() - start) / 1000;
    await sleep(20);
    const events = Number(runner.position ?? 0n);
    if (runner.status().state === 'failed') {
      throw new Error(`rebuild failed: ${JSON.stringify(runner.status())}`);
    }
    const docs = await readStore.collection<RoomNightsDoc>(ROOM_NIGHTS).find();
    return {
      rebuildEventsPerSec: events / seconds,
      events,
      seconds,
      completed,
      nightsInReadModel: docs.reduce((sum, d) => sum + d.nights, 0),
      documents: docs.length,
      maxEventLoopBlockMs: maxGap,
    };
  } finally {
    off?.();
    clearInterval(ticker);
    await runner.stop();
    await readStore.close();
    await eventStore.close();
  }
};
