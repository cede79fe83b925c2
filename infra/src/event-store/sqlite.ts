import { EventEmitter } from 'node:events';
import type Database from 'better-sqlite3';
import {
  type AppendResult,
  type BatchHandler,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type ReadAllOptions,
  StoreBusyError,
  type ReadStreamOptions,
  type RecordedEvent,
  type Snapshot,
  type StreamAppend,
  type SubscribeOptions,
  type Subscription,
} from './port';
import { StreamBounds } from './sqlite-bounds';
import { type EventRow, isSqliteBusy, toRecorded } from './sqlite-rows';
import { openEventDatabase, type Statements } from './sqlite-schema';
import { SubscriptionTail } from './sqlite-tail';
import { writeAppends } from './sqlite-write';
import { runSubscription } from './subscription';

/** Pages of log a connection that defers checkpoints lets grow before it copies it itself. */
const DEFERRED_CHECKPOINT_PAGES = 20_000;

export interface SqliteEventStoreOptions {
  /** File path, or ':memory:' for a private in-memory database. */
  readonly path: string;
  /**
   * FULL (default): an acknowledged append survives a power cut. NORMAL trades that for speed
   * and is only for throw-away data.
   */
  readonly synchronous?: 'FULL' | 'NORMAL';
  /** How often to look for appends made by other processes on the same file. */
  readonly pollIntervalMs?: number;
}

interface QueuedAppend {
  readonly run: (written: EventRow[]) => AppendResult;
  readonly resolve: (result: AppendResult) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * The embedded event store: one SQLite file in WAL mode. Appends from concurrent callers are
 * group-committed: every append queued during one turn of the event loop is written in one
 * transaction (each inside its own savepoint, so one failed expectation fails only that
 * append), which keeps `synchronous=FULL` durability at a high append rate.
 */
export class SqliteEventStore implements EventStore {
  readonly kind = 'sqlite' as const;
  /** The queue is written in order, one batch transaction at a time. */
  readonly pipelinedAppends = true;
  private readonly db: Database.Database;
  private readonly appended = new EventEmitter();
  private queue: QueuedAppend[] = [];
  private flushScheduled = false;
  private pendingFlush: Promise<void> = Promise.resolve();
  private closed = false;
  private watcher: NodeJS.Timeout | undefined;
  private watchedHead = 0;
  private subscribers = 0;
  private readonly pollIntervalMs: number;
  private readonly subscriptions = new Set<Subscription>();
  private readonly tail = new SubscriptionTail((after, maxCount) =>
    this.rows('readAll', [after], maxCount),
  );
  private readonly bounds: StreamBounds;

  private readonly stmt: Statements;

  /** The file (or ':memory:'). */
  readonly path: string;

  constructor(options: SqliteEventStoreOptions) {
    this.pollIntervalMs = options.pollIntervalMs ?? 50;
    this.path = options.path;
    ({ db: this.db, stmt: this.stmt } = openEventDatabase(
      options.path,
      options.synchronous ?? 'FULL',
    ));
    this.bounds = new StreamBounds(() => this.stmt.dataVersion.get() as number);
    this.appended.setMaxListeners(0);
  }

  /**
   * Reads with a limit, one statement per limit (a handful: 1, a batch size). The limit is
   * written into the SQL: bound as a parameter, SQLite took 3 to 4 times as long over the
   * same index (50 µs against 14 for the first read after a commit, measured: the idempotency
   * check reads a command's stream with a limit of 1 on every command).
   */
  private readonly limited = new Map<string, Database.Statement<unknown[], EventRow>>();

  private rows(which: 'readStream' | 'readAll', params: unknown[], maxCount: number): EventRow[] {
    if (maxCount < 0)
      return (this.stmt[which] as Database.Statement<unknown[], EventRow>).all(...params);
    if (!Number.isSafeInteger(maxCount)) throw new RangeError(`maxCount ${maxCount}`);
    const key = `${which}:${maxCount}`;
    let statement = this.limited.get(key);
    if (!statement) {
      statement = this.db.prepare<unknown[], EventRow>(
        `${this.stmt[which].source} LIMIT ${maxCount}`,
      );
      this.limited.set(key, statement);
    }
    return statement.all(...params);
  }

  /**
   * Whether this connection's commits copy the log into the database file (SQLite's automatic
   * checkpoint, every 1,000 pages of log) or leave that to another connection's `checkpoint()`
   * — a projection worker's, on its own thread. Copying takes the committing thread tens of
   * milliseconds, mostly waiting for the disk, and with a large file it came every few commits
   * (a booking's events touch random pages of two indexes). Left to another connection, this
   * one still checkpoints past `DEFERRED_CHECKPOINT_PAGES` of log (that connection gone,
   * say), so the log stays bounded.
   */
  deferCheckpoints(defer: boolean): void {
    this.db.pragma(`wal_autocheckpoint = ${defer ? DEFERRED_CHECKPOINT_PAGES : 1000}`);
  }

  /**
   * Copies what it can of the log into the database file without holding up writers or
   * readers (a passive checkpoint). Answers the log's size and what has been copied, in pages.
   */
  checkpoint(): { logPages: number; checkpointedPages: number } {
    const [row] = this.db.pragma('wal_checkpoint(PASSIVE)') as {
      busy: number;
      log: number;
      checkpointed: number;
    }[];
    return { logPages: row?.log ?? 0, checkpointedPages: row?.checkpointed ?? 0 };
  }

  /** SQLite's synchronous setting in force: 2 = FULL, 1 = NORMAL. */
  synchronousMode(): number {
    return this.db.pragma('synchronous', { simple: true }) as number;
  }

  append(
    streamName: string,
    events: readonly EventToAppend[],
    expected: ExpectedRevision,
  ): Promise<AppendResult> {
    return this.appendMulti([{ streamName, expected, events }]);
  }

  appendMulti(appends: readonly StreamAppend[]): Promise<AppendResult> {
    if (this.closed) return Promise.reject(new Error('Event store is closed'));
    return new Promise<AppendResult>((resolve, reject) => {
      this.queue.push({
        run: (written) => writeAppends(this.stmt, appends, written),
        resolve,
        reject,
      });
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        setImmediate(() => {
          this.pendingFlush = this.flush();
        });
      }
    });
  }

  private async flush(): Promise<void> {
    this.flushScheduled = false;
    const batch = this.queue;
    this.queue = [];
    if (batch.length === 0) return;
    const outcomes: ({ ok: true; result: AppendResult } | { ok: false; error: unknown })[] = [];
    const committed: EventRow[] = [];
    const inSavepoint = this.db.transaction((run: (written: EventRow[]) => AppendResult) => {
      const written: EventRow[] = [];
      const result = run(written);
      return { result, written };
    });
    try {
      // IMMEDIATE: take the write lock before reading any stream's revision. A deferred
      // transaction would read first and then fail to upgrade (SQLITE_BUSY_SNAPSHOT) when
      // another process wrote in between; waiting for the lock up front is covered by the busy
      // timeout, so processes sharing the file take turns.
      this.db
        .transaction(() => {
          for (const item of batch) {
            try {
              const { result, written } = inSavepoint(item.run);
              committed.push(...written);
              outcomes.push({ ok: true, result });
            } catch (error) {
              if (isSqliteBusy(error)) throw error;
              outcomes.push({ ok: false, error });
            }
          }
        })
        .immediate();
    } catch (error) {
      const failure = isSqliteBusy(error) ? new StoreBusyError(error) : error;
      for (const item of batch) item.reject(failure);
      return;
    }
    this.tail.extend(committed);
    for (const row of committed) this.bounds.know(row.stream, row.revision);
    batch.forEach((item, i) => {
      const outcome = outcomes[i];
      if (!outcome) item.reject(new Error('append outcome missing'));
      else if (outcome.ok) item.resolve(outcome.result);
      else item.reject(outcome.error);
    });
    this.appended.emit('appended');
    const head = committed.at(-1)?.position;
    if (head !== undefined) this.appended.emit('committed', BigInt(head));
  }

  /** Called after each of this store's own commits with the position of its last event. */
  onCommitted(listener: (head: bigint) => void): () => void {
    this.appended.on('committed', listener);
    return () => this.appended.off('committed', listener);
  }

  /**
   * Another connection to the file (a projection worker's owner, say) committed up to `head`:
   * subscriptions read on now instead of at the next poll.
   */
  noticeAppended(head: bigint): void {
    this.tail.seeHead(Number(head));
    this.appended.emit('appended');
  }

  /** A command starts: it sees every commit made before it, by this process or another. */
  freshen(): void {
    this.bounds.freshen();
  }

  readSnapshot(name: string): Promise<Snapshot | undefined> {
    try {
      const row = this.stmt.readSnapshot.get(name);
      return Promise.resolve(
        row && {
          name: row.name,
          revision: BigInt(row.revision),
          headId: row.head_id,
          data: row.data,
        },
      );
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  writeSnapshot(snapshot: Snapshot): Promise<void> {
    try {
      this.stmt.writeSnapshot.run(
        snapshot.name,
        Number(snapshot.revision),
        snapshot.headId,
        snapshot.data,
      );
      return Promise.resolve();
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  readStream(streamName: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const from = Number(options.fromRevision ?? 0n);
    this.bounds.check();
    const bound = this.bounds.get(streamName);
    if (bound !== undefined && bound < from) return Promise.resolve([]);
    const maxCount = options.maxCount ?? -1;
    const rows = this.bounds.readFromFile(
      () => this.rows('readStream', [streamName, from], maxCount),
      (read) => {
        // A read to the end tells what is above: nothing past its last event (or below `from`).
        const last = read.at(-1);
        if (maxCount < 0 || read.length < maxCount) {
          this.bounds.know(streamName, last ? last.revision : from - 1);
        }
      },
    );
    return Promise.resolve(rows.map(toRecorded));
  }

  readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    return Promise.resolve(this.readAllSync(options.after, options.maxCount ?? -1));
  }

  private readAllSync(after: bigint | undefined, maxCount: number): RecordedEvent[] {
    return this.rows('readAll', [Number(after ?? 0n)], maxCount).map(toRecorded);
  }

  headPosition(): Promise<bigint | undefined> {
    const head = this.stmt.head.get()?.position ?? null;
    return Promise.resolve(head === null ? undefined : BigInt(head));
  }

  subscribeToAll(options: SubscribeOptions, handler: BatchHandler): Subscription {
    this.startWatching();
    const subscription = runSubscription({
      after: options.after,
      batchSize: options.batchSize ?? 1000,
      read: (after, max) => Promise.resolve(this.tail.read(after, max)),
      waitForMore: (signal) => this.waitForAppend(signal),
      handler,
    });
    this.subscriptions.add(subscription);
    void subscription.done
      .catch(() => undefined)
      .finally(() => {
        this.subscriptions.delete(subscription);
        this.stopWatching();
      });
    return subscription;
  }

  private waitForAppend(signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      // The timer is only a safety net; appends in this process and the watcher wake us first.
      const timer = setTimeout(() => done(), 1000);
      const done = () => {
        clearTimeout(timer);
        this.appended.off('appended', done);
        signal.removeEventListener('abort', done);
        resolve();
      };
      this.appended.on('appended', done);
      signal.addEventListener('abort', done);
    });
  }

  /** Notices appends made by other processes (e.g. a separate command service). */
  private startWatching(): void {
    this.subscribers += 1;
    if (this.watcher) return;
    this.watchedHead = this.stmt.head.get()?.position ?? 0;
    this.tail.seeHead(this.watchedHead);
    this.watcher = setInterval(() => {
      if (this.closed) return;
      const head = this.stmt.head.get()?.position ?? 0;
      if (head !== this.watchedHead) {
        this.watchedHead = head;
        this.tail.seeHead(head);
        this.appended.emit('appended');
      }
    }, this.pollIntervalMs);
    this.watcher.unref();
  }

  private stopWatching(): void {
    this.subscribers -= 1;
    if (this.subscribers > 0 || !this.watcher) return;
    clearInterval(this.watcher);
    this.watcher = undefined;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await Promise.all([...this.subscriptions].map((s) => s.close()));
    while (this.flushScheduled || this.queue.length > 0) {
      await new Promise((r) => setImmediate(r));
      await this.pendingFlush;
    }
    await this.pendingFlush;
    this.closed = true;
    if (this.watcher) clearInterval(this.watcher);
    this.db.close();
  }
}
