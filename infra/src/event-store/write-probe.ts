import { randomUUID } from 'node:crypto';
import type { Logger } from '../logging';
import type { EventStore } from './port';
import { backoffDelay } from '../backoff';

/** The stream the probes go to (an ordinary stream: projections skip its event type). */
export const WRITE_PROBE_STREAM = 'store-write-probe';

/**
 * Waits until the event store accepts a write. KurrentDB answers its health endpoint (and
 * reads) before the node has become leader and accepts appends, so right after `docker compose
 * up` the first appends may fail: a service probes with one small append (`StoreWriteProbed`,
 * one per start) and says "starting" on /readyz until one is accepted. Commands that arrive
 * meanwhile are retried and then answered 503 (see StoreBusyError), never 500. The embedded
 * stores accept writes as soon as they are open: no probe is written.
 */
export class WriteProbe {
  private accepted: boolean;
  private stopped = false;

  constructor(
    private readonly store: EventStore,
    private readonly logger: Logger,
    private readonly options: { readonly instance: string; readonly maxDelayMs?: number } = {
      instance: 'unknown',
    },
  ) {
    this.accepted = store.kind !== 'kurrentdb';
  }

  /** True once the store has accepted a write. */
  get writable(): boolean {
    return this.accepted;
  }

  /** Probes until a write is accepted (backoff up to `maxDelayMs`, default 5 s). */
  async run(): Promise<void> {
    for (let attempt = 0; !this.accepted && !this.stopped; attempt += 1) {
      try {
        await this.store.append(
          WRITE_PROBE_STREAM,
          [
            {
              id: randomUUID(),
              type: 'StoreWriteProbed',
              data: { instance: this.options.instance },
              metadata: { schemaVersion: 1 },
            },
          ],
          'any',
        );
        this.accepted = true;
        if (attempt > 0) this.logger.info({ attempts: attempt + 1 }, 'event store accepts writes');
      } catch (error) {
        this.logger.warn(
          { err: error, attempt: attempt + 1 },
          'event store does not accept writes yet; retrying',
        );
        const delay = backoffDelay(attempt, {
          initialMs: 250,
          maxMs: this.options.maxDelayMs ?? 5000,
        });
        await new Promise((resolve) => setTimeout(resolve, delay).unref());
      }
    }
  }

  stop(): void {
    this.stopped = true;
  }
}
