import { EventEmitter } from 'node:events';
import type { EventMetadata } from '@hotel/events/metadata';
import { upcasters } from '@hotel/events/upcasting';
import type { EventStore, RecordedEvent, Subscription } from '@hotel/infra/event-store/port';
import type { Logger } from '@hotel/infra/logging';
import type { Document, ReadSession, ReadStore } from '@hotel/infra/read-store/port';
import type { ProjectedEvent, Projection } from './projection';

export const CHECKPOINTS = '_checkpoints';

interface CheckpointDoc extends Document {
  position: string | null;
  version: number;
  updatedAt: string;
}

export type RunnerState = 'starting' | 'running' | 'retrying' | 'stopped' | 'failed';

export interface RunnerStatus {
  readonly name: string;
  readonly state: RunnerState;
  readonly position: string | null;
  readonly error?: string;
  readonly poison?: { position: string; eventId: string; type: string; error: string };
}

/** The projection threw on this event. */
export class PoisonEventError extends Error {
  constructor(
    readonly event: RecordedEvent,
    readonly index: number,
    override readonly cause: unknown,
  ) {
    super(
      `Projection failed on event ${event.type} #${event.position} (${event.id}): ${String(
        cause instanceof Error ? cause.message : cause,
      )}`,
    );
    this.name = 'PoisonEventError';
  }
}

export const toProjected = (event: RecordedEvent): ProjectedEvent => {
  const metadata = event.metadata as unknown as EventMetadata;
  const schemaVersion = Number(metadata.schemaVersion ?? 1);
  return {
    id: event.id,
    type: event.type,
    data: upcasters.upcast({ type: event.type, data: event.data, schemaVersion }),
    streamName: event.streamName,
    revision: event.revision,
    position: event.position,
    metadata,
    recordedAt: event.recordedAt,
  };
};

export interface RunnerOptions {
  readonly eventStore: EventStore;
  readonly readStore: ReadStore;
  readonly projection: Projection;
  readonly logger: Logger;
  readonly batchSize?: number;
  /** Tries on one poison event before the projection stops. */
  readonly poisonAttempts?: number;
  readonly backoff?: { initialMs: number; maxMs: number };
}

/**
 * Runs one projection: load checkpoint → subscribe after it → apply each batch's changes and
 * the new checkpoint in one read-store transaction → on error, resubscribe with backoff.
 * A batch is applied whole or not at all, so a crash anywhere loses nothing and applies
 * nothing twice. An event the projection keeps throwing on stops it (state `failed`,
 * visible in /readyz) instead of being skipped.
 */
export class ProjectionRunner {
  private readonly events = new EventEmitter();
  private subscription: Subscription | undefined;
  private positionValue: bigint | undefined;
  private stateValue: RunnerState = 'stopped';
  private lastError: string | undefined;
  private poison: RunnerStatus['poison'];
  private poisonTries = new Map<string, number>();
  private stopping = false;
  private loop: Promise<void> | undefined;
  private readonly batchSize: number;
  private readonly poisonAttempts: number;
  private readonly backoff: { initialMs: number; maxMs: number };
  private readonly handled: ReadonlySet<string>;
  private wake: (() => void) | undefined;

  constructor(private readonly options: RunnerOptions) {
    this.batchSize = options.batchSize ?? 1000;
    this.poisonAttempts = options.poisonAttempts ?? 3;
    this.backoff = options.backoff ?? { initialMs: 100, maxMs: 30_000 };
    this.handled = new Set(options.projection.handles);
    this.events.setMaxListeners(0);
  }

  get name(): string {
    return this.options.projection.name;
  }

  get position(): bigint | undefined {
    return this.positionValue;
  }

  status(): RunnerStatus {
    return {
      name: this.name,
      state: this.stateValue,
      position: this.positionValue?.toString() ?? null,
      ...(this.lastError ? { error: this.lastError } : {}),
      ...(this.poison ? { poison: this.poison } : {}),
    };
  }

  /** Called after each committed batch with the read models it changed (if any). */
  onAdvance(
    listener: (change: { readModels: readonly string[]; position: bigint }) => void,
  ): () => void {
    this.events.on('advance', listener);
    return () => this.events.off('advance', listener);
  }

  /** Loads the checkpoint (rebuilding first if the projection's version changed). */
  private async prepare(): Promise<void> {
    const { projection, readStore } = this.options;
    const checkpoint = await readStore
      .collection<CheckpointDoc>(CHECKPOINTS)
      .findOne({ _id: projection.name });
    if (checkpoint && checkpoint.version !== projection.version) {
      this.options.logger.warn(
        { projection: projection.name, from: checkpoint.version, to: projection.version },
        'projection version changed: rebuilding from the beginning',
      );
      await resetProjection(readStore, projection);
      this.positionValue = undefined;
    } else {
      this.positionValue = checkpoint?.position ? BigInt(checkpoint.position) : undefined;
    }
    await projection.setup?.(readStore);
  }

  start(): void {
    if (this.loop) return;
    this.stopping = false;
    this.stateValue = 'starting';
    this.loop = this.run();
  }

  private async run(): Promise<void> {
    let delay = this.backoff.initialMs;
    while (!this.stopping) {
      try {
        await this.prepare();
        this.stateValue = 'running';
        this.lastError = undefined;
        this.subscription = this.options.eventStore.subscribeToAll(
          { after: this.positionValue, batchSize: this.batchSize },
          (batch) => this.applyBatch(batch),
        );
        await this.subscription.done;
        if (this.stopping) break;
        throw new Error('subscription ended');
      } catch (error) {
        if (this.stopping) break;
        if (error instanceof PoisonEventError && this.isPoisoned(error)) {
          this.stateValue = 'failed';
          this.poison = {
            position: error.event.position.toString(),
            eventId: error.event.id,
            type: error.event.type,
            error: String(error.cause instanceof Error ? error.cause.stack : error.cause),
          };
          this.options.logger.error(
            { projection: this.name, poison: this.poison },
            'projection stopped on a poison event',
          );
          this.events.emit('advance', { readModels: [], position: this.positionValue ?? 0n });
          return;
        }
        this.stateValue = 'retrying';
        this.lastError = error instanceof Error ? error.message : String(error);
        this.options.logger.warn(
          { projection: this.name, err: error, retryInMs: delay },
          'projection failed; resubscribing',
        );
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, delay);
          this.wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        this.wake = undefined;
        delay = Math.min(delay * 2, this.backoff.maxMs);
      }
    }
    this.stateValue = 'stopped';
  }

  private isPoisoned(error: PoisonEventError): boolean {
    const tries = (this.poisonTries.get(error.event.id) ?? 0) + 1;
    this.poisonTries.set(error.event.id, tries);
    return tries >= this.poisonAttempts;
  }

  private async applyEvents(
    events: readonly RecordedEvent[],
    session: ReadSession,
  ): Promise<boolean> {
    let changed = false;
    for (const [index, event] of events.entries()) {
      if (!this.handled.has(event.type)) continue;
      try {
        await this.options.projection.apply(toProjected(event), session);
        changed = true;
      } catch (cause) {
        throw new PoisonEventError(event, index, cause);
      }
    }
    return changed;
  }

  private async commit(events: readonly RecordedEvent[]): Promise<boolean> {
    const last = events.at(-1);
    if (!last) return false;
    const { readStore, projection } = this.options;
    const changed = await readStore.withTransaction(async (session) => {
      const result = await this.applyEvents(events, session);
      await session.collection<CheckpointDoc>(CHECKPOINTS).updateOne(
        { _id: projection.name },
        {
          $set: {
            position: last.position.toString(),
            version: projection.version,
            updatedAt: new Date().toISOString(),
          },
        },
        { upsert: true },
      );
      return result;
    });
    this.positionValue = last.position;
    this.events.emit('advance', {
      readModels: changed ? projection.readModels : [],
      position: last.position,
    });
    return changed;
  }

  private async applyBatch(batch: readonly RecordedEvent[]): Promise<void> {
    try {
      await this.commit(batch);
      this.poisonTries.clear();
    } catch (error) {
      // Keep the good events before a poison one, so the checkpoint stops right before it.
      if (error instanceof PoisonEventError && error.index > 0) {
        await this.commit(batch.slice(0, error.index));
      }
      throw error;
    }
  }

  /** Resolves once this projection has applied `position` (or the timeout passes). */
  waitFor(position: bigint, timeoutMs: number): Promise<boolean> {
    if (this.reached(position)) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        off();
        resolve(this.reached(position));
      }, timeoutMs);
      const off = this.onAdvance(() => {
        if (!this.reached(position)) return;
        clearTimeout(timer);
        off();
        resolve(true);
      });
    });
  }

  private reached(position: bigint): boolean {
    return this.stateValue === 'failed' || (this.positionValue ?? 0n) >= position;
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.wake?.();
    await this.subscription?.close();
    await this.loop;
    this.loop = undefined;
    this.stateValue = 'stopped';
  }
}

/** Drops a projection's collections and checkpoint. */
export const resetProjection = async (
  readStore: ReadStore,
  projection: Projection,
): Promise<void> => {
  for (const name of projection.collections) await readStore.dropCollection(name);
  await readStore.collection(CHECKPOINTS).deleteOne({ _id: projection.name });
};
