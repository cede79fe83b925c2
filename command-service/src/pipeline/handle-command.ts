import {
  COMMAND_HANDLED,
  type CommandHandled,
  commandHandledSchema,
} from '@hotel/events/command-handled';
import { validateEvent as validateCatalogued } from '@hotel/events/catalogue';
import { deriveEventId } from '@hotel/events/ids';
import type { DomainEvent, EventMetadata } from '@hotel/events/metadata';
import { streams } from '@hotel/events/streams';
import { upcasters } from '@hotel/events/upcasting';
import {
  DuplicateEventIdError,
  type EventStore,
  type ExpectedRevision,
  type RecordedEvent,
  StoreBusyError,
  type StreamAppend,
  WrongExpectedRevisionError,
} from '@hotel/infra/event-store/port';
import type { Aggregate } from './aggregate';
import type { CommandContext } from './context';

/** What a command handler returns: new events per stream and the answer to give. */
export interface Decision {
  readonly events: Readonly<Record<string, readonly DomainEvent[]>>;
  readonly status: number;
  readonly body: Record<string, unknown>;
  /**
   * The account the events are recorded as made by, when only the handler can tell (a login
   * or a token refresh names its account by what it loads). Default: the caller.
   */
  readonly actor?: string;
}

export interface Loader {
  /** Loads an aggregate's state; its revision becomes the append's expectation. */
  load<State, Event extends DomainEvent>(
    streamName: string,
    aggregate: Aggregate<State, Event>,
  ): Promise<State>;
}

export type CommandHandler<Command> = (
  command: Command,
  context: CommandContext,
  loader: Loader,
) => Promise<Decision>;

export interface CommandOutcome {
  readonly status: number;
  readonly body: Record<string, unknown>;
  /** Global position of the command's last event: the read-your-writes token. */
  readonly position: bigint;
  /** True when this command id had been handled before and its first answer is returned. */
  readonly replayed: boolean;
}

/** A loaded aggregate: its state, its revision and the id of its last event. */
export interface Loaded<State> {
  readonly state: State;
  readonly revision: ExpectedRevision;
  readonly headId?: string;
  /**
   * A speculative fold's appends still being committed (decisions of the same lock): when one
   * of them fails, a decision taken on this fold fails with it through no fault of its own.
   */
  readonly decidedOn?: readonly Promise<unknown>[];
}

/** Folds a stream's (upcast) events into an aggregate's state; also its revision. */
export const loadAggregate = async <State, Event extends DomainEvent>(
  eventStore: EventStore,
  streamName: string,
  aggregate: Aggregate<State, Event>,
): Promise<Loaded<State>> => {
  const recorded = await eventStore.readStream(streamName);
  let state = aggregate.initialState();
  for (const event of recorded) state = evolveRecorded(aggregate, state, event);
  const last = recorded.at(-1);
  return last
    ? { state, revision: last.revision, headId: last.id }
    : { state, revision: 'no_stream' };
};

const evolveRecorded = <State, Event extends DomainEvent>(
  aggregate: Aggregate<State, Event>,
  state: State,
  event: RecordedEvent,
): State => {
  const schemaVersion = Number(event.metadata.schemaVersion ?? 1);
  const data = upcasters.upcast({ type: event.type, data: event.data, schemaVersion });
  return aggregate.evolve(state, { type: event.type, data } as Event);
};

interface CachedFold {
  readonly aggregate: Aggregate<unknown, DomainEvent>;
  readonly state: unknown;
  readonly revision: bigint;
  readonly headId: string;
  /**
   * Set while the fold includes events of a decision still being committed (pipelined
   * commands): settles when that append does. Only commands of the same lock see such a fold;
   * any other load waits for it to settle.
   */
  readonly pending?: Promise<unknown>;
  /** The appends of the decisions this fold includes that are still being committed. */
  readonly appends?: readonly Promise<unknown>[];
}

/**
 * How many pending appends a load outside the lock waits for before it reads the stream from
 * the store instead (a property booked without a pause would otherwise keep it waiting).
 */
const MAX_PENDING_WAITS = 3;

/**
 * Folded states of `cached` aggregates by stream, refreshed from their revision on each load
 * (least recently used ones are dropped past `maxEntries`). Loads of one stream take turns, so
 * a fold never runs twice over the same events, even for aggregates that fold in place.
 */
export class AggregateCache {
  private readonly entries = new Map<string, CachedFold>();
  private readonly inFlight = new Map<string, Promise<unknown>>();
  /** Appends that committed: a fold stops naming them among those it was decided on. */
  private readonly committedAppends = new WeakSet<Promise<unknown>>();

  constructor(
    private readonly eventStore: EventStore,
    private readonly maxEntries = 2000,
  ) {}

  /**
   * `speculative`: the caller holds the lock the pending decisions were taken under, and may
   * see their events before they are committed.
   */
  async load<State, Event extends DomainEvent>(
    streamName: string,
    aggregate: Aggregate<State, Event>,
    speculative = false,
  ): Promise<Loaded<State>> {
    const before = this.inFlight.get(streamName) ?? Promise.resolve();
    const run = before.then(
      () => this.refresh(streamName, aggregate, speculative),
      () => this.refresh(streamName, aggregate, speculative),
    );
    this.inFlight.set(streamName, run);
    try {
      return await run;
    } finally {
      if (this.inFlight.get(streamName) === run) this.inFlight.delete(streamName);
    }
  }

  private async refresh<State, Event extends DomainEvent>(
    streamName: string,
    aggregate: Aggregate<State, Event>,
    speculative: boolean,
  ): Promise<Loaded<State>> {
    let cached = this.entries.get(streamName);
    for (let waits = 0; cached?.pending && !speculative; waits++) {
      if (waits === MAX_PENDING_WAITS) {
        // The lock's commands keep deciding on it: read what the store holds, not remembered.
        return loadAggregate(this.eventStore, streamName, aggregate);
      }
      await cached.pending.catch(() => undefined);
      cached = this.entries.get(streamName);
    }
    if (cached?.pending && cached.aggregate === (aggregate as unknown)) {
      // Ahead of the store until its pending appends settle: anything another writer put in
      // their place makes them (and decisions on them) fail, and the fold is dropped then.
      return {
        state: cached.state as State,
        revision: cached.revision,
        headId: cached.headId,
        ...(cached.appends ? { decidedOn: cached.appends } : {}),
      };
    }
    if (!cached || cached.aggregate !== (aggregate as unknown)) {
      const loaded = await loadAggregate(this.eventStore, streamName, aggregate);
      if (typeof loaded.revision === 'bigint' && loaded.headId !== undefined) {
        this.remember(streamName, aggregate, {
          state: loaded.state,
          revision: loaded.revision,
          headId: loaded.headId,
        });
      }
      return loaded;
    }
    const recorded = await this.eventStore.readStream(streamName, {
      fromRevision: cached.revision + 1n,
    });
    let state = cached.state as State;
    for (const event of recorded) state = evolveRecorded(aggregate, state, event);
    const last = recorded.at(-1);
    const fold = last
      ? { state, revision: last.revision, headId: last.id }
      : { state, revision: cached.revision, headId: cached.headId };
    this.remember(streamName, aggregate, fold);
    return fold;
  }

  /**
   * A decision taken on `loaded` appends `events` (ids given) to the stream: the fold moves on
   * with them before they are committed, marked pending until `committed` settles. When the
   * fold is no longer the one the decision was taken on, it is dropped instead.
   */
  advance(
    streamName: string,
    aggregate: Aggregate<unknown, DomainEvent>,
    loaded: Loaded<unknown>,
    events: readonly { readonly id: string; readonly event: DomainEvent }[],
    committed: Promise<unknown>,
  ): void {
    const cached = this.entries.get(streamName);
    const last = events.at(-1);
    // A stream the decision creates starts a fold of its own (the next decision sees it).
    const base =
      !cached && loaded.revision === 'no_stream'
        ? { aggregate, state: aggregate.initialState(), revision: -1n }
        : cached;
    if (
      !base ||
      !last ||
      base.aggregate !== aggregate ||
      (cached && (cached.revision !== loaded.revision || cached.headId !== loaded.headId))
    ) {
      this.entries.delete(streamName);
      return;
    }
    let state = base.state;
    for (const { event } of events) state = aggregate.evolve(state, event);
    const pending: Promise<void> = committed.then(
      () => {
        this.committedAppends.add(committed);
        this.settle(streamName, pending);
      },
      () => this.forget(streamName),
    );
    this.remember(streamName, aggregate, {
      state,
      revision: base.revision + BigInt(events.length),
      headId: last.id,
      pending,
      appends: [
        ...((cached?.appends ?? []) as readonly Promise<unknown>[]).filter(
          (a) => !this.committedAppends.has(a),
        ),
        committed,
      ],
    });
  }

  /** The pending append committed: the fold is confirmed (unless newer decisions are on it). */
  private settle(streamName: string, pending: Promise<unknown>): void {
    const cached = this.entries.get(streamName);
    if (cached?.pending === pending) {
      const { pending: _settled, appends: _committed, ...confirmed } = cached;
      this.entries.set(streamName, confirmed);
    }
  }

  /** Drops a stream's fold: the next load reads it from the store. */
  forget(streamName: string): void {
    this.entries.delete(streamName);
  }

  private remember<State, Event extends DomainEvent>(
    streamName: string,
    aggregate: Aggregate<State, Event>,
    fold: {
      state: State;
      revision: bigint;
      headId: string;
      pending?: Promise<unknown>;
      appends?: readonly Promise<unknown>[];
    },
  ): void {
    this.entries.delete(streamName);
    this.entries.set(streamName, {
      aggregate: aggregate as unknown as Aggregate<unknown, DomainEvent>,
      ...fold,
    });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}

/**
 * A decision taken on events of another decision of its lock that then failed to commit: it
 * failed through no fault of its own, and is decided again without using up its attempts.
 */
export class DecidedOnFailedDecision extends Error {
  constructor(readonly conflict: WrongExpectedRevisionError) {
    super(`Decided on a decision that failed to commit: ${conflict.message}`);
    this.name = 'DecidedOnFailedDecision';
  }
}

/** The same command id (Idempotency-Key) was sent again with a different request. */
export class IdempotencyKeyReused extends Error {
  constructor(readonly commandId: string) {
    super(`Idempotency key ${commandId} was already used for a different request`);
    this.name = 'IdempotencyKeyReused';
  }
}

export interface PipelineOptions {
  readonly eventStore: EventStore;
  /**
   * Attempts when another writer changed a loaded stream between load and append. Each round
   * of a contention has a winner, so N writers racing on one stream need at most N rounds:
   * the bound (with `retryBudgetMs`) is for what no longer is contention.
   */
  readonly maxAttempts?: number;
  /** How long a command keeps re-deciding after conflicts before it answers 409. */
  readonly retryBudgetMs?: number;
  /** Checks each decided event against the catalogue before anything is stored. */
  readonly validateEvent?: (type: string, data: unknown) => void;
}

/**
 * The one command pipeline: (validated command) → answered before? → load → decide → atomic
 * append with expected revisions, together with the command's own record → answer.
 * A concurrency conflict re-decides on fresh state, a bounded number of times.
 */
export const createCommandPipeline = ({
  eventStore,
  maxAttempts = 100,
  retryBudgetMs = 15_000,
  validateEvent = validateCatalogued,
}: PipelineOptions) => {
  const previousOutcome = async ({
    commandId,
    commandType,
    requestHash,
  }: CommandContext): Promise<CommandOutcome | undefined> => {
    const [record] = await eventStore.readStream(streams.command(commandId), { maxCount: 1 });
    if (!record) return undefined;
    const handled = commandHandledSchema.parse(record.data);
    if (handled.requestHash !== requestHash || handled.commandType !== commandType) {
      throw new IdempotencyKeyReused(commandId);
    }
    return {
      status: handled.status,
      body: handled.body as Record<string, unknown>,
      position: record.position,
      replayed: true,
    };
  };

  const cache = new AggregateCache(eventStore);
  const pipelined = eventStore.pipelinedAppends === true;

  /**
   * Loads, decides and queues the append. `speculative` (pipelined commands under a lock):
   * cached folds may include decisions still being committed, and they move on with this one's
   * events as soon as its append is queued, so the next command of the lock can decide at once.
   * Resolves once queued; `committed` settles with the store's answer.
   */
  const decideAndQueue = async <Command>(
    handler: CommandHandler<Command>,
    command: Command,
    context: CommandContext,
    speculative: boolean,
  ): Promise<{ committed: Promise<CommandOutcome> }> => {
    const loaded = new Map<
      string,
      Loaded<unknown> & { cached: boolean; aggregate: Aggregate<unknown, DomainEvent> }
    >();
    const loader: Loader = {
      async load(streamName, aggregate) {
        const fold = aggregate.cached
          ? await cache.load(streamName, aggregate, speculative)
          : await loadAggregate(eventStore, streamName, aggregate);
        loaded.set(streamName, {
          ...fold,
          cached: aggregate.cached === true,
          aggregate: aggregate as unknown as Aggregate<unknown, DomainEvent>,
        });
        return fold.state;
      },
    };
    const decision = await handler(command, context, loader);
    const metadataFor = (type: string): EventMetadata => ({
      propertyId: context.propertyId,
      userId: decision.actor ?? context.userId,
      commandId: context.commandId,
      commandType: context.commandType,
      correlationId: context.correlationId,
      causationId: context.causationId,
      occurredAt: context.now,
      schemaVersion: upcasters.currentVersion(type),
    });
    const appends: StreamAppend[] = Object.entries(decision.events)
      .filter(([, events]) => events.length > 0)
      .map(([streamName, events]) => {
        const fold = loaded.get(streamName);
        return {
          streamName,
          expected: fold?.revision ?? 'any',
          // A cached fold may include events still being committed: name the last of them.
          ...(pipelined && fold?.cached && fold.headId !== undefined
            ? { expectedHeadId: fold.headId }
            : {}),
          events: events.map((event, index) => {
            validateEvent(event.type, event.data);
            return {
              id: deriveEventId(context.commandId, streamName, index),
              type: event.type,
              data: event.data,
              metadata: metadataFor(event.type),
            };
          }),
        };
      });
    const commandStream = streams.command(context.commandId);
    const handled: CommandHandled = {
      commandType: context.commandType,
      requestHash: context.requestHash,
      status: decision.status,
      body: decision.body,
      streams: appends.map((a) => a.streamName),
    };
    appends.push({
      streamName: commandStream,
      expected: 'no_stream',
      events: [
        {
          id: deriveEventId(context.commandId, commandStream, 0),
          type: COMMAND_HANDLED,
          data: handled,
          metadata: metadataFor(COMMAND_HANDLED),
        },
      ],
    });
    const appended = eventStore.appendMulti(appends);
    const cachedStreams = appends.filter((a) => loaded.get(a.streamName)?.cached);
    if (speculative) {
      for (const { streamName, events } of cachedStreams) {
        const fold = loaded.get(streamName)!;
        const decided = decision.events[streamName] ?? [];
        cache.advance(
          streamName,
          fold.aggregate,
          fold,
          events.map((event, index) => ({ id: event.id, event: decided[index] as DomainEvent })),
          appended,
        );
      }
    }
    // The appends of other decisions this one was taken on (speculative folds).
    const decidedOn = [...loaded.values()].flatMap((fold) => fold.decidedOn ?? []);
    const committed = appended.then(
      (result) => ({
        status: decision.status,
        body: decision.body,
        position: result.position,
        replayed: false,
      }),
      async (error: unknown) => {
        if (error instanceof WrongExpectedRevisionError && decidedOn.length > 0) {
          const settled = await Promise.allSettled(decidedOn);
          if (settled.some((s) => s.status === 'rejected'))
            throw new DecidedOnFailedDecision(error);
        }
        throw error;
      },
    );
    // Awaited by the caller right after the lock is released; never an unhandled rejection.
    committed.catch(() => undefined);
    return { committed };
  };

  const locks = new KeyedLock();
  const commandTurns = new KeyedLock();

  const attempt = async <Command>(
    handler: CommandHandler<Command>,
    command: Command,
    context: CommandContext,
    lockKey: string | undefined,
  ): Promise<CommandOutcome> => {
    if (lockKey === undefined) {
      return (await decideAndQueue(handler, command, context, false)).committed;
    }
    if (!pipelined) {
      // Commands of the lock take turns until committed.
      return locks.run(lockKey, async () => {
        const { committed } = await decideAndQueue(handler, command, context, false);
        return committed;
      });
    }
    // Group commit: the lock is held while deciding only; the next command of the lock
    // decides on this one's events while they are being committed.
    const { committed } = await locks.run(lockKey, () =>
      decideAndQueue(handler, command, context, true),
    );
    return committed;
  };

  const run = async <Command>(
    handler: CommandHandler<Command>,
    command: Command,
    context: CommandContext,
    lockKey: string | undefined,
  ): Promise<CommandOutcome> => {
    // Decided again after another decision it was taken on failed: not one of its attempts
    // (a command that keeps failing must not use up the others'), up to a bound of its own.
    let cascades = 0;
    const started = Date.now();
    for (let n = 1; ; n++) {
      const previous = await previousOutcome(context);
      if (previous) return previous;
      try {
        return await attempt(handler, command, context, lockKey);
      } catch (error) {
        // The same command (a re-send racing its first try in another process) may have been
        // handled while this one decided: a refusal then only says the work is done — answer
        // as the first was answered.
        if (!(error instanceof WrongExpectedRevisionError || error instanceof StoreBusyError)) {
          const handled = await previousOutcome(context).catch(() => undefined);
          if (handled) return handled;
        }
        if (error instanceof DecidedOnFailedDecision) {
          cascades += 1;
          n -= 1;
          if (cascades > maxAttempts * 4) throw error.conflict;
          continue;
        }
        // The same command id handled concurrently (its record stream exists now, or its
        // derived event ids were written with other contents): answer as it was answered, or
        // refuse a different request sent with the same key. Never acknowledged twice.
        const sameCommand =
          error instanceof DuplicateEventIdError ||
          (error instanceof WrongExpectedRevisionError &&
            error.streamName === streams.command(context.commandId));
        if (sameCommand && n < maxAttempts * 2) continue;
        // Another writer changed a loaded stream (or a decision this one was taken on failed),
        // or another process held the store's write lock too long: decide again on fresh state.
        const retryable =
          error instanceof WrongExpectedRevisionError || error instanceof StoreBusyError;
        if (!retryable || n >= maxAttempts || Date.now() - started > retryBudgetMs) throw error;
        // Jittered, growing to 50 ms: writers that collided do not collide again in step.
        await new Promise((r) => setTimeout(r, Math.random() * Math.min(50, 5 * n)));
      }
    }
  };

  const loaderOf = (speculative: boolean): Loader => ({
    async load(streamName, aggregate) {
      const { state } = aggregate.cached
        ? await cache.load(streamName, aggregate, speculative)
        : await loadAggregate(eventStore, streamName, aggregate);
      return state;
    },
  });

  /** Reads aggregates outside a command (the guard, a mail before its command): what is committed. */
  const reader = loaderOf(false);

  /**
   * Reads aggregates for availability answers: may include decisions still being committed (they
   * almost always are), as a read model a moment behind may leave out the latest. An answer
   * commits nobody to anything, and a busy property's ledger is never re-read from the store.
   */
  const glance = loaderOf(true);

  /**
   * Handles a command. With a `lockKey`, commands of this process with the same key decide
   * one after another (e.g. one property's occupancy ledger): they would only conflict and
   * retry otherwise. On a store with pipelined appends the next one decides while the previous
   * one's events are being committed (their commits share a transaction and its fsync); on
   * others each waits for the previous commit. Other processes are kept out by the expected
   * revisions (and head ids).
   */
  const handle = <Command>(
    handler: CommandHandler<Command>,
    command: Command,
    context: CommandContext,
    lockKey?: string,
  ): Promise<CommandOutcome> =>
    // A re-send of a command still in flight in this process waits for it, then reads its
    // record: the same answer, marked replayed (never a refusal of its own first try).
    commandTurns.run(context.commandId, () => run(handler, command, context, lockKey));

  return Object.assign(handle, { reader, glance });
};

/** Runs tasks with the same key one after another (FIFO); different keys run freely. */
export class KeyedLock {
  private readonly tails = new Map<string, Promise<unknown>>();

  async run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.catch(() => undefined);
    this.tails.set(key, tail);
    try {
      return await result;
    } finally {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }
}

export type CommandPipeline = ReturnType<typeof createCommandPipeline>;
