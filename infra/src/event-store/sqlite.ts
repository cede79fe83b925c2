import { EventEmitter } from 'node:events';
import Database from 'better-sqlite3';
import {
  type AppendResult,
  type BatchHandler,
  checkExpected,
  DuplicateEventIdError,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type ReadAllOptions,
  sameEventContent,
  StoreBusyError,
  type ReadStreamOptions,
  type RecordedEvent,
  type StreamAppend,
  type SubscribeOptions,
  type Subscription,
} from './port';
import { runSubscription } from './subscription';

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

interface EventRow {
  position: number;
  id: string;
  stream: string;
  revision: number;
  type: string;
  data: string;
  metadata: string;
  recorded_at: string;
}

interface QueuedAppend {
  readonly run: () => AppendResult;
  readonly resolve: (result: AppendResult) => void;
  readonly reject: (error: unknown) => void;
}

/** How long a write waits for another process's write lock before giving up. */
const BUSY_TIMEOUT_MS = 10_000;

/** SQLITE_BUSY and its extended codes (BUSY_SNAPSHOT, BUSY_RECOVERY, BUSY_TIMEOUT). */
export const isSqliteBusy = (error: unknown): boolean =>
  typeof (error as { code?: unknown } | null)?.code === 'string' &&
  (error as { code: string }).code.startsWith('SQLITE_BUSY');

const toRecorded = (row: EventRow): RecordedEvent => ({
  id: row.id,
  type: row.type,
  streamName: row.stream,
  revision: BigInt(row.revision),
  position: BigInt(row.position),
  data: JSON.parse(row.data) as unknown,
  metadata: JSON.parse(row.metadata) as Record<string, unknown>,
  recordedAt: row.recorded_at,
});

/**
 * The embedded event store: one SQLite file in WAL mode. Appends from concurrent callers are
 * group-committed: every append queued during one turn of the event loop is written in one
 * transaction (each inside its own savepoint, so one failed expectation fails only that
 * append), which keeps `synchronous=FULL` durability at a high append rate.
 */
export class SqliteEventStore implements EventStore {
  readonly kind = 'sqlite' as const;
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

  private readonly stmt: {
    byId: Database.Statement<[string], EventRow>;
    streamRevision: Database.Statement<[string], { revision: number | null }>;
    insert: Database.Statement<[string, string, number, string, string, string, string], unknown>;
    readStream: Database.Statement<[string, number, number], EventRow>;
    readAll: Database.Statement<[number, number], EventRow>;
    head: Database.Statement<[], { position: number | null }>;
  };

  constructor(options: SqliteEventStoreOptions) {
    this.pollIntervalMs = options.pollIntervalMs ?? 50;
    this.db = new Database(options.path);
    // Before anything else: opening a file another process is writing must wait, not fail.
    this.db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma(`synchronous = ${options.synchronous ?? 'FULL'}`);
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS events (
        position    INTEGER PRIMARY KEY,
        id          TEXT    NOT NULL UNIQUE,
        stream      TEXT    NOT NULL,
        revision    INTEGER NOT NULL,
        type        TEXT    NOT NULL,
        data        TEXT    NOT NULL,
        metadata    TEXT    NOT NULL,
        recorded_at TEXT    NOT NULL,
        UNIQUE (stream, revision)
      );
    `);
    this.stmt = {
      byId: this.db.prepare('SELECT * FROM events WHERE id = ?'),
      streamRevision: this.db.prepare(
        'SELECT MAX(revision) AS revision FROM events WHERE stream = ?',
      ),
      insert: this.db.prepare(
        'INSERT INTO events (id, stream, revision, type, data, metadata, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ),
      readStream: this.db.prepare(
        'SELECT * FROM events WHERE stream = ? AND revision >= ? ORDER BY revision LIMIT ?',
      ),
      readAll: this.db.prepare('SELECT * FROM events WHERE position > ? ORDER BY position LIMIT ?'),
      head: this.db.prepare('SELECT MAX(position) AS position FROM events'),
    };
    this.appended.setMaxListeners(0);
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
      this.queue.push({ run: () => this.writeAppends(appends), resolve, reject });
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        setImmediate(() => {
          this.pendingFlush = this.flush();
        });
      }
    });
  }

  /** Runs inside the batch transaction, in a savepoint of its own. */
  private writeAppends(appends: readonly StreamAppend[]): AppendResult {
    const duplicate = this.findDuplicate(appends);
    if (duplicate) return duplicate;
    const now = new Date().toISOString();
    let position = 0;
    const streams: { streamName: string; revision: bigint }[] = [];
    for (const { streamName, expected, events } of appends) {
      const current = this.stmt.streamRevision.get(streamName)?.revision ?? null;
      checkExpected(streamName, expected, current === null ? 'no_stream' : BigInt(current));
      let revision = current ?? -1;
      for (const event of events) {
        revision += 1;
        const info = this.stmt.insert.run(
          event.id,
          streamName,
          revision,
          event.type,
          JSON.stringify(event.data),
          JSON.stringify(event.metadata),
          now,
        ) as Database.RunResult;
        position = Number(info.lastInsertRowid);
      }
      streams.push({ streamName, revision: BigInt(revision) });
    }
    if (position === 0) position = this.stmt.head.get()?.position ?? 0;
    return { position: BigInt(position), streams };
  }

  /**
   * A retried append (same event ids in the same streams, in the same order, with the same
   * types and data) answers with what the first one wrote and writes nothing. Re-using ids any
   * other way — another stream, another order, other contents — is an error.
   */
  private findDuplicate(appends: readonly StreamAppend[]): AppendResult | undefined {
    let found = 0;
    let total = 0;
    let position = 0;
    const streams: { streamName: string; revision: bigint }[] = [];
    for (const { streamName, events } of appends) {
      let revision: number | undefined;
      for (const event of events) {
        total += 1;
        const row = this.stmt.byId.get(event.id);
        if (!row) continue;
        if (
          row.stream !== streamName ||
          (revision !== undefined && row.revision !== revision + 1) ||
          !sameEventContent(
            { type: row.type, data: JSON.parse(row.data) as unknown },
            { type: event.type, data: event.data },
          )
        ) {
          throw new DuplicateEventIdError(event.id);
        }
        found += 1;
        revision = row.revision;
        position = Math.max(position, row.position);
      }
      if (revision !== undefined) streams.push({ streamName, revision: BigInt(revision) });
    }
    if (found === 0) return undefined;
    if (found !== total) {
      const first = appends.flatMap((a) => a.events).find((e) => this.stmt.byId.get(e.id));
      throw new DuplicateEventIdError(first?.id ?? 'unknown');
    }
    return { position: BigInt(position), streams };
  }

  private async flush(): Promise<void> {
    this.flushScheduled = false;
    const batch = this.queue;
    this.queue = [];
    if (batch.length === 0) return;
    const outcomes: ({ ok: true; result: AppendResult } | { ok: false; error: unknown })[] = [];
    const inSavepoint = this.db.transaction((run: () => AppendResult) => run());
    try {
      // IMMEDIATE: take the write lock before reading any stream's revision. A deferred
      // transaction would read first and then fail to upgrade (SQLITE_BUSY_SNAPSHOT) when
      // another process wrote in between; waiting for the lock up front is covered by the busy
      // timeout, so processes sharing the file take turns.
      this.db
        .transaction(() => {
          for (const item of batch) {
            try {
              outcomes.push({ ok: true, result: inSavepoint(item.run) });
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
    batch.forEach((item, i) => {
      const outcome = outcomes[i];
      if (!outcome) item.reject(new Error('append outcome missing'));
      else if (outcome.ok) item.resolve(outcome.result);
      else item.reject(outcome.error);
    });
    this.appended.emit('appended');
  }

  readStream(streamName: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const rows = this.stmt.readStream.all(
      streamName,
      Number(options.fromRevision ?? 0n),
      options.maxCount ?? -1,
    );
    return Promise.resolve(rows.map(toRecorded));
  }

  readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    return Promise.resolve(this.readAllSync(options.after, options.maxCount ?? -1));
  }

  private readAllSync(after: bigint | undefined, maxCount: number): RecordedEvent[] {
    return this.stmt.readAll.all(Number(after ?? 0n), maxCount).map(toRecorded);
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
      read: (after, max) => Promise.resolve(this.readAllSync(after, max)),
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
    this.watcher = setInterval(() => {
      if (this.closed) return;
      const head = this.stmt.head.get()?.position ?? 0;
      if (head !== this.watchedHead) {
        this.watchedHead = head;
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
