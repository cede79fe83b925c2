import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { EventStore, RecordedEvent, Subscription } from '@hotel/infra/event-store/port';
import { backoffDelay } from '@hotel/infra/backoff';
import type { Logger } from '@hotel/infra/logging';
import type { Document, ReadSession, ReadStore } from '@hotel/infra/read-store/port';
import { LeaseLost, ProjectionLease } from './lease';
import { isStoreError, taggingSession } from './store-errors';
import { toProjected } from './to-projected';
import type { Projection } from './projection';
import {
  type ChangeScope,
  documentsByReadModel,
  type ReadModelChange,
  scopeOf,
} from './read-model-change';

export const CHECKPOINTS = '_checkpoints';

/** Events a standby instance reads to learn whose read models its leader changed. */
const STANDBY_SCAN_LIMIT = 5000;

/** How often a projection stores its checkpoint while it only skips events. */
const CHECKPOINT_EVERY_MS = 1000;

interface CheckpointDoc extends Document {
  position: string | null;
  version: number;
  updatedAt: string;
}

/** `standby`: another instance holds this projection's lease; this one follows its checkpoint. */
export type RunnerState = 'starting' | 'standby' | 'running' | 'retrying' | 'stopped' | 'failed';

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

export interface RunnerOptions {
  readonly eventStore: EventStore;
  readonly readStore: ReadStore;
  readonly projection: Projection;
  readonly logger: Logger;
  readonly batchSize?: number;
  /** Tries on one poison event before the projection stops. */
  readonly poisonAttempts?: number;
  readonly backoff?: { initialMs: number; maxMs: number };
  /** This instance's name in the projection's lease (default: a random id). */
  readonly instanceId?: string;
  readonly leaseTtlMs?: number;
  /** Drop the read model and start from 0 once the lease is held (rebuild). */
  readonly resetOnStart?: boolean;
}

/**
 * Runs one projection: load checkpoint → subscribe after it → apply each batch's changes and
 * the new checkpoint in one read-store transaction → on error, resubscribe with backoff.
 * A batch is applied whole or not at all, so a crash anywhere loses nothing and applies
 * nothing twice. An event the projection's own code keeps throwing on stops it (state
 * `failed`, visible in /readyz) instead of being skipped; errors of the read store (network,
 * transient, write conflict, busy) are retried with backoff and never stop it (`retrying`).
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
  private readonly lease: ProjectionLease;
  private resetPending: boolean;
  private consecutiveFailures = 0;
  private checkpointWrittenAt = 0;
  /** Set while a batch moved the checkpoint in memory only: writes it once idle. */
  private checkpointFlush: NodeJS.Timeout | undefined;

  constructor(private readonly options: RunnerOptions) {
    this.batchSize = options.batchSize ?? 1000;
    this.poisonAttempts = options.poisonAttempts ?? 3;
    this.backoff = options.backoff ?? { initialMs: 100, maxMs: 30_000 };
    this.handled = new Set(options.projection.handles);
    this.events.setMaxListeners(0);
    this.lease = new ProjectionLease(
      options.readStore,
      options.projection.name,
      options.instanceId ?? randomUUID(),
      options.leaseTtlMs ?? 15_000,
    );
    this.resetPending = options.resetOnStart ?? false;
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

  /** Called after each committed batch with the read models it changed (if any), and whose. */
  onAdvance(listener: (change: ReadModelChange) => void): () => void {
    this.events.on('advance', listener);
    return () => this.events.off('advance', listener);
  }

  /** Loads the checkpoint (rebuilding first if the projection's version changed). */
  private async prepare(): Promise<void> {
    const { projection, readStore } = this.options;
    if (this.resetPending) {
      await resetProjection(readStore, projection);
      this.resetPending = false;
    }
    const checkpoint = await this.readCheckpoint();
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

  private readCheckpoint(): Promise<CheckpointDoc | null> {
    return this.options.readStore
      .collection<CheckpointDoc>(CHECKPOINTS)
      .findOne({ _id: this.options.projection.name });
  }

  /**
   * While another instance runs the projection, follow its checkpoint (so read-your-writes
   * and change notices work on this instance too), then try the lease again.
   */
  private async standBy(): Promise<void> {
    this.stateValue = 'standby';
    const until = Date.now() + this.lease.ttlMs / 3;
    while (!this.stopping && Date.now() < until) {
      const checkpoint = await this.readCheckpoint();
      const position = checkpoint?.position ? BigInt(checkpoint.position) : undefined;
      if (position !== undefined && position !== this.positionValue) {
        const scope = await this.scopeBetween(this.positionValue, position);
        this.positionValue = position;
        this.emitAdvance(
          scope.properties.length > 0 ? this.options.projection.readModels : [],
          position,
          scope,
        );
      }
      await this.pause(200);
    }
  }

  /**
   * Whose read models the leader changed between two of its checkpoints, read from the log (a
   * standby instance's feeds are told too). Past STANDBY_SCAN_LIMIT events, or from the start:
   * every property's (`null`), as the scan would cost more than the notices it saves.
   */
  private async scopeBetween(from: bigint | undefined, to: bigint): Promise<ChangeScope> {
    const everyone: ChangeScope = { properties: [null], actors: [] };
    if (from === undefined || to < from) return everyone;
    const events = await this.options.eventStore.readAll({
      after: from,
      maxCount: STANDBY_SCAN_LIMIT,
    });
    const upTo = events.filter((event) => event.position <= to);
    if (upTo.length === events.length && events.length === STANDBY_SCAN_LIMIT) return everyone;
    return scopeOf(upTo, this.handled);
  }

  private emitAdvance(
    readModels: readonly string[],
    position: bigint,
    scope: ChangeScope = { properties: [], actors: [] },
  ): void {
    const changed = readModels.length > 0;
    this.events.emit('advance', {
      readModels,
      position,
      properties: changed ? scope.properties : [],
      actors: changed ? scope.actors : [],
      documents: changed ? documentsByReadModel(readModels, scope.documents) : {},
    } satisfies ReadModelChange);
  }

  private pause(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        this.wake = undefined;
        resolve();
      }, ms);
      this.wake = () => {
        clearTimeout(timer);
        this.wake = undefined;
        resolve();
      };
    });
  }

  start(): void {
    if (this.loop) return;
    this.stopping = false;
    this.stateValue = 'starting';
    this.loop = this.run();
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      let heartbeat: NodeJS.Timeout | undefined;
      try {
        if (!(await this.lease.tryAcquire())) {
          await this.standBy();
          continue;
        }
        await this.prepare();
        this.stateValue = 'running';
        this.lastError = undefined;
        const subscription = this.options.eventStore.subscribeToAll(
          { after: this.positionValue, batchSize: this.batchSize },
          (batch) => this.applyBatch(batch),
        );
        this.subscription = subscription;
        // stop() came while the lease was taken or the projection prepared: it found no
        // subscription to close, so this one must not be left running.
        if (this.stopping) void subscription.close();
        let lost = false;
        heartbeat = setInterval(() => {
          this.lease.tryAcquire().then(
            (held) => {
              if (held || this.stopping) return;
              lost = true;
              void subscription.close();
            },
            (error: unknown) =>
              this.options.logger.warn(
                { projection: this.name, err: error },
                'lease renewal failed',
              ),
          );
        }, this.lease.ttlMs / 3);
        await subscription.done;
        if (this.stopping) break;
        if (lost) throw new LeaseLost(this.name);
        throw new Error('subscription ended');
      } catch (error) {
        if (this.stopping) break;
        if (error instanceof LeaseLost) {
          this.options.logger.warn({ projection: this.name }, 'lease lost: standing by');
          continue;
        }
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
          this.emitAdvance([], this.positionValue ?? 0n);
          return;
        }
        this.stateValue = 'retrying';
        this.lastError = error instanceof Error ? error.message : String(error);
        this.options.logger.warn(
          { projection: this.name, err: error, failures: this.consecutiveFailures + 1 },
          'projection failed; resubscribing',
        );
        const delay = backoffDelay(this.consecutiveFailures, this.backoff);
        this.consecutiveFailures += 1;
        await this.pause(delay);
      } finally {
        clearInterval(heartbeat);
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
    const projectionSession = taggingSession(session);
    for (const [index, event] of events.entries()) {
      if (!this.handled.has(event.type)) continue;
      try {
        await this.options.projection.apply(toProjected(event), projectionSession);
        changed = true;
      } catch (cause) {
        // The store failed, not the projection: retry the batch (with backoff), never poison.
        if (isStoreError(cause)) throw cause;
        throw new PoisonEventError(event, index, cause);
      }
    }
    return changed;
  }

  private async commit(events: readonly RecordedEvent[]): Promise<boolean> {
    const last = events.at(-1);
    if (!last) return false;
    const { readStore, projection } = this.options;
    // A batch this projection has nothing to do with moves it on in memory; the stored
    // checkpoint follows at most every CHECKPOINT_EVERY_MS (after a crash those events are
    // read again and skipped again: nothing is lost or applied twice).
    if (
      !events.some((event) => this.handled.has(event.type)) &&
      Date.now() - this.checkpointWrittenAt < CHECKPOINT_EVERY_MS
    ) {
      this.positionValue = last.position;
      this.consecutiveFailures = 0;
      this.emitAdvance([], last.position);
      this.flushCheckpointLater();
      return false;
    }
    this.checkpointWrittenAt = Date.now();
    const changed = await readStore.withTransaction(async (session) => {
      const result = await this.applyEvents(events, session);
      await this.storeCheckpoint(session, last.position);
      return result;
    });
    this.positionValue = last.position;
    this.consecutiveFailures = 0;
    if (changed)
      this.emitAdvance(projection.readModels, last.position, scopeOf(events, this.handled));
    else this.emitAdvance([], last.position);
    return changed;
  }

  /** Writes the checkpoint in a batch's transaction (the lease is renewed in it: a fence). */
  private async storeCheckpoint(session: ReadSession, position: bigint): Promise<void> {
    await this.lease.renewIn(session);
    await session.collection<CheckpointDoc>(CHECKPOINTS).updateOne(
      { _id: this.options.projection.name },
      {
        $set: {
          position: position.toString(),
          version: this.options.projection.version,
          updatedAt: new Date().toISOString(),
        },
      },
      { upsert: true },
    );
  }

  /**
   * After batches that only moved the checkpoint in memory, the stored one follows within
   * CHECKPOINT_EVERY_MS even if no event comes after them: instances standing by follow the
   * stored checkpoint (their read-your-writes would wait for it), and a restart reads less.
   */
  private flushCheckpointLater(): void {
    if (this.checkpointFlush) return;
    this.checkpointFlush = setTimeout(() => {
      this.checkpointFlush = undefined;
      this.flushCheckpoint().catch((error: unknown) =>
        this.options.logger.warn(
          { projection: this.name, err: error },
          'checkpoint write failed: the next batch writes it',
        ),
      );
    }, CHECKPOINT_EVERY_MS);
    this.checkpointFlush.unref();
  }

  /**
   * Stores the position reached in memory: every event up to it was applied (and stored with
   * an earlier checkpoint) or was not this projection's. Never moves the stored one back (a
   * batch may have committed a later one meanwhile).
   */
  private async flushCheckpoint(): Promise<void> {
    const position = this.positionValue;
    if (this.stopping || this.stateValue !== 'running' || position === undefined) return;
    const name = this.options.projection.name;
    await this.options.readStore.withTransaction(async (session) => {
      const [stored] = await session.collection<CheckpointDoc>(CHECKPOINTS).find({ _id: name });
      if (stored?.position && BigInt(stored.position) >= position) return;
      await this.storeCheckpoint(session, position);
    });
    this.checkpointWrittenAt = Date.now();
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
    clearTimeout(this.checkpointFlush);
    this.checkpointFlush = undefined;
    this.wake?.();
    await this.subscription?.close();
    await this.loop;
    this.loop = undefined;
    this.stateValue = 'stopped';
    await this.lease
      .release()
      .catch((error: unknown) =>
        this.options.logger.warn({ projection: this.name, err: error }, 'lease release failed'),
      );
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
