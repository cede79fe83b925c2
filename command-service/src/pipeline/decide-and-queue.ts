import { COMMAND_HANDLED } from '@hotel/events/command-handled';
import { deriveEventId } from '@hotel/events/ids';
import type { DomainEvent, EventMetadata } from '@hotel/events/metadata';
import { upcasters } from '@hotel/events/upcasting';
import {
  type EventStore,
  type StreamAppend,
  WrongExpectedRevisionError,
} from '@hotel/infra/event-store/port';
import { metrics, secondsSince } from '@hotel/infra/metrics/instruments';
import type { Aggregate } from './aggregate';
import type { AggregateCache } from './aggregate-cache';
import { commandRecordAppend } from './command-record';
import type { CommandContext } from './context';
import type { CommandHandler, CommandOutcome, Loader } from './decision';
import { wantsWholeHistory, withHistory } from './history';
import { type Loaded, loadAggregate } from './load-aggregate';

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

type LoadedFold = Loaded<unknown> & {
  cached: boolean;
  aggregate: Aggregate<unknown, DomainEvent>;
};

export interface DecideAndQueueDeps {
  readonly eventStore: EventStore;
  readonly cache: AggregateCache;
  /** The store takes appends while earlier ones are being committed (group commit). */
  readonly pipelined: boolean;
  readonly validateEvent: (type: string, data: unknown) => void;
}

/** The store's append, measured (latency by outcome, events in the batch): the one place. */
const timedAppend = (eventStore: EventStore, appends: StreamAppend[]) => {
  const started = performance.now();
  const events = appends.reduce((sum, append) => sum + append.events.length, 0);
  const appended = eventStore.appendMulti(appends);
  appended.then(
    () => metrics.append('ok', events, secondsSince(started)),
    (error: unknown) =>
      metrics.append(
        error instanceof WrongExpectedRevisionError ? 'conflict' : 'error',
        events,
        secondsSince(started),
      ),
  );
  return appended;
};

/**
 * One attempt at a command: load → decide → queue the atomic append of its events (with
 * expected revisions) and its command record.
 */
export const createDecideAndQueue = ({
  eventStore,
  cache,
  pipelined,
  validateEvent,
}: DecideAndQueueDeps) => {
  /**
   * Loads, decides and queues the append. `speculative` (pipelined commands under a lock):
   * cached folds may include decisions still being committed, and they move on with this one's
   * events as soon as its append is queued, so the next command of the lock can decide at once.
   * Resolves once queued; `committed` settles with the store's answer.
   */
  return async <Command>(
    handler: CommandHandler<Command>,
    command: Command,
    context: CommandContext,
    speculative: boolean,
  ): Promise<{ committed: Promise<CommandOutcome> }> => {
    // Every commit made before the command arrived counts, another process's too.
    eventStore.freshen?.();
    const loaded = new Map<string, LoadedFold>();
    const loader: Loader = {
      async load(streamName, aggregate) {
        // Decided again with the whole history: that fold, read from the store, not cached.
        const whole = wantsWholeHistory() ? aggregate.withHistory : undefined;
        const fold = whole
          ? await loadAggregate(eventStore, streamName, whole)
          : aggregate.cached
            ? await cache.load(streamName, aggregate, speculative)
            : await loadAggregate(eventStore, streamName, aggregate);
        loaded.set(streamName, {
          ...fold,
          cached: !whole && aggregate.cached === true,
          aggregate: aggregate as unknown as Aggregate<unknown, DomainEvent>,
        });
        return fold.state;
      },
    };
    // A decision that reaches before what a cached fold keeps is taken again on whole folds.
    const decision = await withHistory(() => {
      loaded.clear();
      return handler(command, context, loader);
    });
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
    appends.push(
      commandRecordAppend(
        context,
        decision,
        appends.map((a) => a.streamName),
        metadataFor(COMMAND_HANDLED),
      ),
    );
    const appended = timedAppend(eventStore, appends);
    if (speculative) {
      for (const { streamName, events } of appends.filter(
        (a) => loaded.get(a.streamName)?.cached,
      )) {
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
        // Every event was stored already: a re-send in another process decided the same
        // before this one appended, and the store answered with what it wrote.
        replayed: result.duplicate === true,
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
};
