/**
 * The event store port. Every adapter (SQLite, KurrentDB, in-memory) passes the same contract
 * suite in tests/contracts/event-store.contract.ts.
 *
 * Positions: every event has a global position (bigint) in the `$all` log, strictly increasing
 * in commit order. `after` arguments are exclusive; `undefined` means "from the beginning".
 */

/** The state a stream must be in for an append to succeed. */
export type ExpectedRevision = 'no_stream' | 'stream_exists' | 'any' | bigint;

export interface EventToAppend {
  /** Deterministic per command (see deriveEventId), so retries are recognised. */
  readonly id: string;
  readonly type: string;
  readonly data: unknown;
  readonly metadata: Readonly<Record<string, unknown>>;
}

export interface RecordedEvent {
  readonly id: string;
  readonly type: string;
  readonly streamName: string;
  /** 0-based revision of the event in its stream. */
  readonly revision: bigint;
  /** Global position in the `$all` log. */
  readonly position: bigint;
  readonly data: unknown;
  readonly metadata: Readonly<Record<string, unknown>>;
  readonly recordedAt: string;
}

export interface StreamAppend {
  readonly streamName: string;
  readonly expected: ExpectedRevision;
  /**
   * With a revision expected: the id of the event the stream must end with, too. Only for
   * stores with `pipelinedAppends`; an append decided on events still being committed names
   * the last of them, so it fails (WrongExpectedRevisionError) if they failed and another
   * writer's events took their revisions.
   */
  readonly expectedHeadId?: string;
  readonly events: readonly EventToAppend[];
}

export interface AppendResult {
  /** Global position of the last event written (or found, for a duplicate append). */
  readonly position: bigint;
  /** Revision of the last event per stream, in the order the streams were given. */
  readonly streams: readonly { readonly streamName: string; readonly revision: bigint }[];
  /**
   * True when every event was stored already (a retried append, answered with what the first
   * wrote): nothing was written. A command answered so was handled before — by a re-send in
   * another process that decided the same — and is answered as replayed.
   */
  readonly duplicate?: boolean;
}

export interface ReadStreamOptions {
  /** Inclusive. */
  readonly fromRevision?: bigint;
  readonly maxCount?: number;
}

export interface ReadAllOptions {
  /** Exclusive: events strictly after this position. */
  readonly after?: bigint;
  readonly maxCount?: number;
}

export interface SubscribeOptions {
  readonly after?: bigint;
  /** Largest batch handed to the handler at once. */
  readonly batchSize?: number;
}

/**
 * A catch-up subscription: delivers every event after `after` in order, in batches, then keeps
 * delivering new ones. The handler's promise gives back-pressure. If the handler throws, the
 * subscription stops and `done` rejects with that error (the caller decides to resubscribe).
 */
export interface Subscription {
  readonly done: Promise<void>;
  close(): Promise<void>;
}

export type BatchHandler = (events: readonly RecordedEvent[]) => Promise<void>;

/**
 * A fold of a stream saved at one of its events (`revision`, whose id is `headId`), so a
 * process that starts folds only the events after it. `name` names the stream and the
 * fold's format; the bytes are the fold's own. Never a source of truth: a snapshot whose
 * event is not the stream's at that revision is ignored.
 */
export interface Snapshot {
  readonly name: string;
  readonly revision: bigint;
  readonly headId: string;
  readonly data: Uint8Array;
}

export interface EventStore {
  readonly kind: 'sqlite' | 'kurrentdb' | 'memory';
  /**
   * Appends are committed in the order `appendMulti` was called (a later one is never written
   * before an earlier one), and `expectedHeadId` is checked. The command pipeline then lets
   * the next command of a property decide while the previous one's events are still being
   * committed (group commit); without it, commands of one property take turns until committed.
   */
  readonly pipelinedAppends?: boolean;
  append(
    streamName: string,
    events: readonly EventToAppend[],
    expected: ExpectedRevision,
  ): Promise<AppendResult>;
  /** All or nothing: every stream's expectation holds and all events are written, or none. */
  appendMulti(appends: readonly StreamAppend[]): Promise<AppendResult>;
  /**
   * A command starts: its reads must see every commit made before it, by any process. A
   * store that answers some reads from memory (SQLite's known stream bounds) looks at the
   * file again here; one that always asks the server has nothing to do.
   */
  freshen?(): void;
  /** The snapshot kept under `name`, if any (stores that keep none leave these out). */
  readSnapshot?(name: string): Promise<Snapshot | undefined>;
  /** Keeps `snapshot` under its name, in place of the one before. */
  writeSnapshot?(snapshot: Snapshot): Promise<void>;
  readStream(streamName: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  subscribeToAll(options: SubscribeOptions, handler: BatchHandler): Subscription;
  /** Position of the last event in `$all`, or undefined when the store is empty. */
  headPosition(): Promise<bigint | undefined>;
  close(): Promise<void>;
}

export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly streamName: string,
    readonly expected: ExpectedRevision,
    readonly actual: bigint | 'no_stream',
  ) {
    super(
      `Wrong expected revision on ${streamName}: expected ${String(expected)}, actual ${String(actual)}`,
    );
    this.name = 'WrongExpectedRevisionError';
  }
}

/**
 * An append re-used event ids that exist elsewhere or with other contents (not a faithful retry
 * of one append). Nothing of it was written.
 */
export class DuplicateEventIdError extends Error {
  constructor(readonly eventId: string) {
    super(`Event id ${eventId} was already written by a different append`);
    this.name = 'DuplicateEventIdError';
  }
}

/**
 * The store could not take its write lock in time (another process held it past the busy
 * timeout). Nothing was written; the caller may retry, as after a concurrency conflict.
 */
export class StoreBusyError extends Error {
  constructor(readonly reason: unknown) {
    super(`Event store busy: ${reason instanceof Error ? reason.message : String(reason)}`);
    this.name = 'StoreBusyError';
  }
}

/** JSON with object keys sorted, so equal values compare equal whatever their key order. */
const canonicalJson = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : v,
  ) ?? 'null';

/**
 * Whether a stored event is what an append with the same id would write (type and data;
 * metadata such as the time may differ between attempts). An append whose ids are stored with
 * other contents is not a retry of that append: it is refused with DuplicateEventIdError.
 */
export const sameEventContent = (
  stored: { readonly type: string; readonly data: unknown },
  appending: { readonly type: string; readonly data: unknown },
): boolean =>
  stored.type === appending.type &&
  canonicalJson(stored.data) === canonicalJson(appending.data ?? null);

/** The stream's last event is not the one the append was decided on. */
export const checkExpectedHead = (
  streamName: string,
  expected: ExpectedRevision,
  expectedHeadId: string | undefined,
  actualHeadId: string | undefined,
): void => {
  if (expectedHeadId === undefined || typeof expected !== 'bigint') return;
  if (actualHeadId !== expectedHeadId) {
    throw new WrongExpectedRevisionError(streamName, expected, expected);
  }
};

export const checkExpected = (
  streamName: string,
  expected: ExpectedRevision,
  actual: bigint | 'no_stream',
): void => {
  const ok =
    expected === 'any' ||
    (expected === 'no_stream' && actual === 'no_stream') ||
    (expected === 'stream_exists' && actual !== 'no_stream') ||
    (typeof expected === 'bigint' && actual === expected);
  if (!ok) throw new WrongExpectedRevisionError(streamName, expected, actual);
};
