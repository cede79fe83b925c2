import { randomUUID } from 'node:crypto';
import { streams } from '@hotel/events/streams';
import type { EventStore } from '@hotel/infra/event-store/port';
import type { Logger } from '@hotel/infra/logging';
import type { CommandPipeline } from '../pipeline/handle-command';
import type { AriAdapter } from './ari-adapter';
import { type AriRetryOptions, createAriDelivery } from './ari-delivery';
import { ariOutbox, ariRegistry, dueMessages } from './ari-outbox';
import { createAriScan } from './ari-scan';

export { ARI_ACTOR } from './ari-scan';

export interface AriDispatcher {
  /** One round: every property's changes queued, then every message due sent (tests call it). */
  tick(): Promise<void>;
  stop(): void;
}

/**
 * The ARI dispatcher (docs/channels.md "ARI push"), in every command instance as the calendar
 * import scheduler: every `checkMs`, for each property with an ARI endpoint,
 *  1. reads the streams its ARI depends on after the revisions the outbox has seen and queues
 *     the date ranges their events changed (`AriChangesQueued`), under a command id derived from
 *     the revisions it started from — instances that read the same record one scan;
 *  2. for each (channel, room type) with a message due, takes it (`AriDeliveryStarted`, a
 *     command id derived from the line's sequence: one instance wins, the others see its
 *     instance id in the answer and leave it), builds it from the current state, sends it
 *     through the adapter and records the outcome (`AriDeliveryRecorded`).
 */
export const createAriDispatcher = ({
  pipeline,
  eventStore,
  logger,
  adapter,
  now = () => new Date(),
  random = Math.random,
  checkMs = 5_000,
  retry = { baseMs: 5_000, capMs: 15 * 60_000 },
  leaseMs = 60_000,
  instance = randomUUID(),
  ledgerPage,
}: {
  readonly pipeline: CommandPipeline;
  readonly eventStore: EventStore;
  readonly logger: Logger;
  readonly adapter: AriAdapter;
  readonly now?: () => Date;
  readonly random?: () => number;
  /** How often the dispatcher looks for changes and messages due. */
  readonly checkMs?: number;
  readonly retry?: AriRetryOptions;
  /** How long a taken message is this instance's (longer than the adapter's timeout). */
  readonly leaseMs?: number;
  readonly instance?: string;
  /** How many ledger events a scan's fold reads at once (`createAriScan`). */
  readonly ledgerPage?: number;
}): AriDispatcher => {
  const scan = createAriScan({ pipeline, eventStore, ...(ledgerPage ? { ledgerPage } : {}) });
  const deliverOne = createAriDelivery({
    pipeline,
    logger,
    adapter,
    now,
    random,
    retry,
    leaseMs,
    instance,
  });

  const tick = async (): Promise<void> => {
    const properties = await pipeline.reader.load(streams.ariRegistry(), ariRegistry);
    for (const propertyId of properties) {
      try {
        await scan(propertyId, now().toISOString());
        const outbox = await pipeline.reader.load(streams.ari(propertyId), ariOutbox);
        // Room types are independent: their messages go out side by side, one each.
        await Promise.all(
          dueMessages(outbox, now().toISOString()).map((message) =>
            deliverOne(propertyId, message).catch((error: unknown) =>
              logger.error({ err: error, propertyId, ...message }, 'ari delivery failed'),
            ),
          ),
        );
      } catch (error) {
        logger.error({ err: error, propertyId }, 'ari round failed');
      }
    }
  };

  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = tick()
      .catch((error: unknown) => logger.error({ err: error }, 'ari dispatcher failed'))
      .finally(() => {
        running = null;
      });
  }, checkMs);
  timer.unref();
  return { tick, stop: () => clearInterval(timer) };
};
