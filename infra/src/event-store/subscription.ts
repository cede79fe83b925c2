import type { BatchHandler, RecordedEvent, Subscription } from './port';

export interface SubscriptionLoop {
  readonly after: bigint | undefined;
  readonly batchSize: number;
  /** Reads up to `max` events strictly after `after`. */
  readonly read: (after: bigint | undefined, max: number) => Promise<RecordedEvent[]>;
  /** Resolves when new events may be there (or the signal aborts). */
  readonly waitForMore: (signal: AbortSignal) => Promise<void>;
  readonly handler: BatchHandler;
}

/**
 * The catch-up-then-live loop shared by adapters that read `$all` by position: read a page
 * after the cursor; hand it over; move the cursor; when nothing is left, wait for a wake-up.
 * Reading by position after the last handled event gives no gaps and no duplicates.
 */
export const runSubscription = (loop: SubscriptionLoop): Subscription => {
  const controller = new AbortController();
  let cursor = loop.after;
  const run = async (): Promise<void> => {
    while (!controller.signal.aborted) {
      const batch = await loop.read(cursor, loop.batchSize);
      if (controller.signal.aborted) return;
      if (batch.length > 0) {
        await loop.handler(batch);
        cursor = batch[batch.length - 1]?.position ?? cursor;
        // Catch-up is otherwise an unbroken chain of microtasks: let timers and I/O (HTTP,
        // health checks, lease renewal, waitFor timeouts) run between batches.
        await new Promise<void>((resolve) => setImmediate(resolve));
        continue;
      }
      await loop.waitForMore(controller.signal);
    }
  };
  const done = run();
  return {
    done,
    close: async () => {
      controller.abort();
      await done.catch(() => undefined);
    },
  };
};
