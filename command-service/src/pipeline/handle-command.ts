import { validateEvent as validateCatalogued } from '@hotel/events/catalogue';
import { streams } from '@hotel/events/streams';
import {
  DuplicateEventIdError,
  type EventStore,
  StoreBusyError,
  WrongExpectedRevisionError,
} from '@hotel/infra/event-store/port';
import { metrics, secondsSince } from '@hotel/infra/metrics/instruments';
import { AggregateCache } from './aggregate-cache';
import { previousOutcome } from './command-record';
import type { CommandContext } from './context';
import { createDecideAndQueue, DecidedOnFailedDecision } from './decide-and-queue';
import type { CommandHandler, CommandOutcome, Loader } from './decision';
import { wantsWholeHistory } from './history';
import { KeyedLock } from './keyed-lock';
import { loadAggregate } from './load-aggregate';

/**
 * The command pipeline, one module per concept: what a handler decides (`./decision.ts`),
 * loading aggregates (`./load-aggregate.ts`) and keeping their folds (`./aggregate-cache.ts`),
 * one attempt's decide-and-append (`./decide-and-queue.ts`), the command's own record
 * (`./command-record.ts`) and the per-key lock (`./keyed-lock.ts`). Handlers import their
 * types from here.
 */
export type { CommandHandler, CommandOutcome, Decision, Loader } from './decision';

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
  /**
   * Checks decided events against the catalogue before anything is stored (default:
   * `defaultEventCheck()`).
   */
  readonly validateEvent?: (type: string, data: unknown) => void;
}

/**
 * How the pipeline checks the events its deciders produce against their zod schemas. Under
 * test (`NODE_ENV=test`, as vitest sets it, and the app processes the tests start inherit) every
 * event, so a decider that produces a wrong event fails its tests. Elsewhere the first event of
 * each type a process decides: a decider whose events do not fit their schema at all still
 * fails at once, and no command pays for parsing its own events again (it was 6 % of the
 * HTTP thread's time a booking, issue 34).
 */
export const defaultEventCheck = (
  env: NodeJS.ProcessEnv = process.env,
): ((type: string, data: unknown) => void) => {
  if (env.NODE_ENV === 'test') return validateCatalogued;
  const checked = new Set<string>();
  return (type, data) => {
    if (checked.has(type)) return;
    validateCatalogued(type, data);
    checked.add(type);
  };
};

/**
 * The one command pipeline: (validated command) → answered before? → load → decide → atomic
 * append with expected revisions, together with the command's own record → answer.
 * A concurrency conflict re-decides on fresh state, a bounded number of times.
 */
export const createCommandPipeline = ({
  eventStore,
  maxAttempts = 100,
  retryBudgetMs = 15_000,
  validateEvent = defaultEventCheck(),
}: PipelineOptions) => {
  const cache = new AggregateCache(eventStore);
  const pipelined = eventStore.pipelinedAppends === true;

  const decideAndQueue = createDecideAndQueue({ eventStore, cache, pipelined, validateEvent });

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
      // A command id made for this request has no record before its first attempt.
      const previous =
        n === 1 && context.freshId === true
          ? undefined
          : await previousOutcome(eventStore, context);
      if (previous) return previous;
      try {
        return await attempt(handler, command, context, lockKey);
      } catch (error) {
        // The same command (a re-send racing its first try in another process) may have been
        // handled while this one decided: a refusal then only says the work is done — answer
        // as the first was answered.
        if (!(error instanceof WrongExpectedRevisionError || error instanceof StoreBusyError)) {
          const handled = await previousOutcome(eventStore, context).catch(() => undefined);
          if (handled) return handled;
        }
        if (error instanceof DecidedOnFailedDecision) {
          cascades += 1;
          n -= 1;
          if (cascades > maxAttempts * 4) throw error.conflict;
          metrics.commandRetry(context.commandType, 'cascade');
          continue;
        }
        // The same command id handled concurrently (its record stream exists now, or its
        // derived event ids were written with other contents): answer as it was answered, or
        // refuse a different request sent with the same key. Never acknowledged twice.
        const sameCommand =
          error instanceof DuplicateEventIdError ||
          (error instanceof WrongExpectedRevisionError &&
            error.streamName === streams.command(context.commandId));
        if (error instanceof WrongExpectedRevisionError && !sameCommand) {
          metrics.commandConflict(context.commandType);
        }
        if (sameCommand && n < maxAttempts * 2) {
          metrics.commandRetry(context.commandType, 'same-command');
          continue;
        }
        // Another writer changed a loaded stream (or a decision this one was taken on failed),
        // or another process held the store's write lock too long: decide again on fresh state.
        const retryable =
          error instanceof WrongExpectedRevisionError || error instanceof StoreBusyError;
        if (!retryable || n >= maxAttempts || Date.now() - started > retryBudgetMs) throw error;
        metrics.commandRetry(
          context.commandType,
          error instanceof StoreBusyError ? 'busy' : 'conflict',
        );
        // Jittered, growing to 50 ms: writers that collided do not collide again in step.
        await new Promise((r) => setTimeout(r, Math.random() * Math.min(50, 5 * n)));
      }
    }
  };

  const loaderOf = (speculative: boolean): Loader => ({
    async load(streamName, aggregate) {
      const whole = wantsWholeHistory() ? aggregate.withHistory : undefined;
      const { state } = whole
        ? await loadAggregate(eventStore, streamName, whole)
        : aggregate.cached
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
  const handle = async <Command>(
    handler: CommandHandler<Command>,
    command: Command,
    context: CommandContext,
    lockKey?: string,
  ): Promise<CommandOutcome> => {
    const started = performance.now();
    try {
      // A re-send of a command still in flight in this process waits for it, then reads its
      // record: the same answer, marked replayed (never a refusal of its own first try).
      const outcome = await commandTurns.run(context.commandId, () =>
        run(handler, command, context, lockKey),
      );
      metrics.command(
        context.commandType,
        outcome.replayed ? 'replayed' : 'committed',
        secondsSince(started),
      );
      return outcome;
    } catch (error) {
      const conflict =
        error instanceof WrongExpectedRevisionError || error instanceof StoreBusyError;
      metrics.command(
        context.commandType,
        conflict ? 'conflict' : 'rejected',
        secondsSince(started),
      );
      throw error;
    }
  };

  return Object.assign(handle, { reader, glance });
};
export type CommandPipeline = ReturnType<typeof createCommandPipeline>;
