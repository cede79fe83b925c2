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

/** Folds a stream's (upcast) events into an aggregate's state; also its revision. */
export const loadAggregate = async <State, Event extends DomainEvent>(
  eventStore: EventStore,
  streamName: string,
  aggregate: Aggregate<State, Event>,
): Promise<{ state: State; revision: ExpectedRevision }> => {
  const recorded = await eventStore.readStream(streamName);
  let state = aggregate.initialState();
  for (const event of recorded) state = evolveRecorded(aggregate, state, event);
  return { state, revision: recorded.at(-1)?.revision ?? 'no_stream' };
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
}

/**
 * Folded states of `cached` aggregates by stream, refreshed from their revision on each load
 * (least recently used ones are dropped past `maxEntries`). Loads of one stream take turns, so
 * a fold never runs twice over the same events, even for aggregates that fold in place.
 */
export class AggregateCache {
  private readonly entries = new Map<string, CachedFold>();
  private readonly inFlight = new Map<string, Promise<unknown>>();

  constructor(
    private readonly eventStore: EventStore,
    private readonly maxEntries = 2000,
  ) {}

  async load<State, Event extends DomainEvent>(
    streamName: string,
    aggregate: Aggregate<State, Event>,
  ): Promise<{ state: State; revision: ExpectedRevision }> {
    const before = this.inFlight.get(streamName) ?? Promise.resolve();
    const run = before.then(
      () => this.refresh(streamName, aggregate),
      () => this.refresh(streamName, aggregate),
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
  ): Promise<{ state: State; revision: ExpectedRevision }> {
    const cached = this.entries.get(streamName);
    if (!cached || cached.aggregate !== (aggregate as unknown)) {
      const loaded = await loadAggregate(this.eventStore, streamName, aggregate);
      if (typeof loaded.revision === 'bigint') {
        this.remember(streamName, aggregate, { state: loaded.state, revision: loaded.revision });
      }
      return loaded;
    }
    const recorded = await this.eventStore.readStream(streamName, {
      fromRevision: cached.revision + 1n,
    });
    let state = cached.state as State;
    for (const event of recorded) state = evolveRecorded(aggregate, state, event);
    const revision = recorded.at(-1)?.revision ?? cached.revision;
    this.remember(streamName, aggregate, { state, revision });
    return { state, revision };
  }

  private remember<State, Event extends DomainEvent>(
    streamName: string,
    aggregate: Aggregate<State, Event>,
    { state, revision }: { state: State; revision: bigint },
  ): void {
    this.entries.delete(streamName);
    this.entries.set(streamName, {
      aggregate: aggregate as unknown as Aggregate<unknown, DomainEvent>,
      state,
      revision,
    });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
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
  /** Attempts when another writer changed a loaded stream between load and append. */
  readonly maxAttempts?: number;
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
  maxAttempts = 5,
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

  const attempt = async <Command>(
    handler: CommandHandler<Command>,
    command: Command,
    context: CommandContext,
  ): Promise<CommandOutcome> => {
    const revisions = new Map<string, ExpectedRevision>();
    const loader: Loader = {
      async load(streamName, aggregate) {
        const { state, revision } = aggregate.cached
          ? await cache.load(streamName, aggregate)
          : await loadAggregate(eventStore, streamName, aggregate);
        revisions.set(streamName, revision);
        return state;
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
      .map(([streamName, events]) => ({
        streamName,
        expected: revisions.get(streamName) ?? 'any',
        events: events.map((event, index) => {
          validateEvent(event.type, event.data);
          return {
            id: deriveEventId(context.commandId, streamName, index),
            type: event.type,
            data: event.data,
            metadata: metadataFor(event.type),
          };
        }),
      }));
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
    const result = await eventStore.appendMulti(appends);
    return {
      status: decision.status,
      body: decision.body,
      position: result.position,
      replayed: false,
    };
  };

  const run = async <Command>(
    handler: CommandHandler<Command>,
    command: Command,
    context: CommandContext,
  ): Promise<CommandOutcome> => {
    for (let n = 1; ; n++) {
      const previous = await previousOutcome(context);
      if (previous) return previous;
      try {
        return await attempt(handler, command, context);
      } catch (error) {
        // The same command id handled concurrently (its record stream exists now, or its
        // derived event ids were written with other contents): answer as it was answered, or
        // refuse a different request sent with the same key. Never acknowledged twice.
        const sameCommand =
          error instanceof DuplicateEventIdError ||
          (error instanceof WrongExpectedRevisionError &&
            error.streamName === streams.command(context.commandId));
        if (sameCommand && n < maxAttempts * 2) continue;
        // Another writer changed a loaded stream, or another process held the store's write
        // lock too long: decide again on fresh state.
        const retryable =
          error instanceof WrongExpectedRevisionError || error instanceof StoreBusyError;
        if (!retryable || n >= maxAttempts) throw error;
        await new Promise((r) => setTimeout(r, Math.random() * 5 * n));
      }
    }
  };

  const locks = new KeyedLock();

  /** Reads aggregates outside a command (availability checks): the same cache, no append. */
  const reader: Loader = {
    async load(streamName, aggregate) {
      const { state } = aggregate.cached
        ? await cache.load(streamName, aggregate)
        : await loadAggregate(eventStore, streamName, aggregate);
      return state;
    },
  };

  /**
   * Handles a command. With a `lockKey`, commands of this process with the same key take
   * turns (e.g. one property's occupancy ledger): they would only conflict and retry otherwise.
   * Other processes are still kept out by the expected revisions.
   */
  const handle = <Command>(
    handler: CommandHandler<Command>,
    command: Command,
    context: CommandContext,
    lockKey?: string,
  ): Promise<CommandOutcome> =>
    lockKey === undefined
      ? run(handler, command, context)
      : locks.run(lockKey, () => run(handler, command, context));

  return Object.assign(handle, { reader });
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
