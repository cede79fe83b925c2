import { EventEmitter } from 'node:events';
import Database from 'better-sqlite3';
import {
  type AppendResult,
  type BatchHandler,
  checkExpected,
  checkExpectedHead,
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
  readonly run: (written: EventRow[]) => AppendResult;
  readonly resolve: (result: AppendResult) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * Most events the subscription tail keeps parsed in memory. Every projection runner of a
 * process reads the same new events right after they are written; the tail serves them all
 * from one parse instead of one query and one parse per runner.
 */
const TAIL_CAPACITY = 10_000;

/** How long a write waits for another process's write lock before giving up. */
const BUSY_TIMEOUT_MS = 10_000;
/** Streams whose bound the store keeps (the hot ones: settings, access, ledgers, folios). */
const MAX_BOUNDS = 20_000;

/** An insert refused because its event id is in the store already. */
const isIdTaken = (error: unknown): boolean =>
  error instanceof Database.SqliteError &&
  error.code === 'SQLITE_CONSTRAINT_UNIQUE' &&
  error.message.includes('events.id');

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

const deepFreeze = <T>(value: T): T => {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
};

/**
 * An event of the subscription tail: one object handed to every projection of the process,
 * so frozen (a projection that changed it would change it for the others).
 */
const toFrozenRecorded = (row: EventRow): RecordedEvent => deepFreeze(toRecorded(row));

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
  /**
   * The subscription tail: every event with a position in (tailFrom, tailHead], parsed, in
   * order (`tailHead` may be past the last element only when positions were skipped). Filled
   * by this process's commits and by subscription reads that continue it; dropped from the
   * front past TAIL_CAPACITY. `headSeen` is the highest position known to be committed (this
   * process's commits, the watcher's polls): a read at it has nothing new to find.
   */
  private tail: RecordedEvent[] = [];
  private tailFrom = -1;
  private tailHead = -1;
  private headSeen = 0;
  /**
   * Per stream, a revision no event of it is above, as this connection last knew it (−1: no
   * event at all): a read of a tail past it finds nothing and is answered from memory. Known
   * only while SQLite's `data_version` stays `boundsVersion` (it moves whenever another
   * connection, of this process or another, commits); this connection's own commits move the
   * bounds themselves. Most reads are of the empty tails of cached folds (about 7 a payment).
   */
  private readonly bounds = new Map<string, number>();
  private boundsVersion = -1;
  private boundsChecked = false;

  private readonly stmt: {
    byId: Database.Statement<[string], EventRow>;
    streamRevision: Database.Statement<[string], { revision: number | null }>;
    idAt: Database.Statement<[string, number], { id: string }>;
    insert: Database.Statement<[string, string, number, string, string, string, string], unknown>;
    readStream: Database.Statement<[string, number], EventRow>;
    readAll: Database.Statement<[number], EventRow>;
    head: Database.Statement<[], { position: number | null }>;
    dataVersion: Database.Statement<[], number>;
  };

  /** The file (or ':memory:'). */
  readonly path: string;

  constructor(options: SqliteEventStoreOptions) {
    this.pollIntervalMs = options.pollIntervalMs ?? 50;
    this.path = options.path;
    this.db = new Database(options.path);
    // Before anything else: opening a file another process is writing must wait, not fail.
    this.db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma(`synchronous = ${options.synchronous ?? 'FULL'}`);
    // SQLite's default page cache is 2 MB: a property's files outgrow it within weeks, and
    // every write then reads B-tree pages back from the OS.
    this.db.pragma('cache_size = -65536');
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
      idAt: this.db.prepare('SELECT id FROM events WHERE stream = ? AND revision = ?'),
      insert: this.db.prepare(
        'INSERT INTO events (id, stream, revision, type, data, metadata, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ),
      readStream: this.db.prepare(
        'SELECT * FROM events WHERE stream = ? AND revision >= ? ORDER BY revision',
      ),
      readAll: this.db.prepare('SELECT * FROM events WHERE position > ? ORDER BY position'),
      head: this.db.prepare('SELECT MAX(position) AS position FROM events'),
      dataVersion: this.db.prepare<[], number>('PRAGMA data_version').pluck(),
    };
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
      this.queue.push({ run: (written) => this.writeAppends(appends, written), resolve, reject });
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        setImmediate(() => {
          this.pendingFlush = this.flush();
        });
      }
    });
  }

  /** Runs inside the batch transaction, in a savepoint of its own; lists the rows written. */
  private writeAppends(appends: readonly StreamAppend[], written: EventRow[]): AppendResult {
    const duplicate = this.findDuplicate(appends);
    if (duplicate) return duplicate;
    const now = new Date().toISOString();
    let position = 0;
    const streams: { streamName: string; revision: bigint }[] = [];
    for (const { streamName, expected, expectedHeadId, events } of appends) {
      const current = this.stmt.streamRevision.get(streamName)?.revision ?? null;
      checkExpected(streamName, expected, current === null ? 'no_stream' : BigInt(current));
      if (expectedHeadId !== undefined && current !== null) {
        checkExpectedHead(
          streamName,
          expected,
          expectedHeadId,
          this.stmt.idAt.get(streamName, current)?.id,
        );
      }
      let revision = current ?? -1;
      for (const event of events) {
        revision += 1;
        const data = JSON.stringify(event.data);
        const metadata = JSON.stringify(event.metadata);
        const info = this.insertEvent(
          event.id,
          streamName,
          revision,
          event.type,
          data,
          metadata,
          now,
        );
        position = Number(info.lastInsertRowid);
        written.push({
          position,
          id: event.id,
          stream: streamName,
          revision,
          type: event.type,
          data,
          metadata,
          recorded_at: now,
        });
      }
      streams.push({ streamName, revision: BigInt(revision) });
    }
    if (position === 0) position = this.stmt.head.get()?.position ?? 0;
    return { position: BigInt(position), streams };
  }

  private insertEvent(
    ...row: [string, string, number, string, string, string, string]
  ): Database.RunResult {
    try {
      return this.stmt.insert.run(...row) as Database.RunResult;
    } catch (error) {
      if (isIdTaken(error)) throw new DuplicateEventIdError(row[0]);
      throw error;
    }
  }

  /**
   * A retried append (same event ids in the same streams, in the same order, with the same
   * types and data) answers with what the first one wrote and writes nothing. Re-using ids any
   * other way — another stream, another order, other contents — is an error.
   */
  private findDuplicate(appends: readonly StreamAppend[]): AppendResult | undefined {
    // Almost every append is new: its first event's id tells (the ids of one append are
    // written together or not at all). Any other id already taken fails its insert on the
    // id's unique index, which `insertEvent` answers as a re-used id.
    const firstId = appends.find((a) => a.events.length > 0)?.events[0]?.id;
    if (firstId === undefined || !this.stmt.byId.get(firstId)) return undefined;
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
    this.extendTail(committed);
    for (const row of committed) this.knowBound(row.stream, row.revision);
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
    if (Number(head) > this.headSeen) this.headSeen = Number(head);
    this.appended.emit('appended');
  }

  readStream(streamName: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const from = Number(options.fromRevision ?? 0n);
    this.checkBounds();
    const bound = this.bounds.get(streamName);
    if (bound !== undefined && bound < from) return Promise.resolve([]);
    const maxCount = options.maxCount ?? -1;
    const rows = this.rows('readStream', [streamName, from], maxCount);
    // A read to the end tells what is above: nothing past its last event (or below `from`).
    const last = rows.at(-1);
    if (maxCount < 0 || rows.length < maxCount) {
      this.knowBound(streamName, last ? last.revision : from - 1);
    }
    return Promise.resolve(rows.map(toRecorded));
  }

  /**
   * Forgets the bounds if another connection committed: asked once per turn of the event loop
   * (a command reads about ten streams in one turn; each ask is a statement, slower right
   * after a commit). A commit by another process within the turn is seen on the next one: a
   * decision taken on a fold a moment old fails on its expected revision and is taken again.
   */
  private checkBounds(): void {
    if (this.boundsChecked) return;
    this.boundsChecked = true;
    setImmediate(() => {
      this.boundsChecked = false;
    });
    const version = this.stmt.dataVersion.get() as number;
    if (version !== this.boundsVersion) {
      this.bounds.clear();
      this.boundsVersion = version;
    }
  }

  /**
   * Remembers a stream's bound, the oldest ones forgotten past MAX_BOUNDS (every command has a
   * stream of its own: kept all, they would grow with the store).
   */
  private knowBound(streamName: string, revision: number): void {
    if (this.bounds.delete(streamName) || this.bounds.size < MAX_BOUNDS) {
      this.bounds.set(streamName, revision);
      return;
    }
    for (const oldest of this.bounds.keys()) {
      this.bounds.delete(oldest);
      if (this.bounds.size < MAX_BOUNDS * 0.9) break;
    }
    this.bounds.set(streamName, revision);
  }

  readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    return Promise.resolve(this.readAllSync(options.after, options.maxCount ?? -1));
  }

  private readAllSync(after: bigint | undefined, maxCount: number): RecordedEvent[] {
    return this.rows('readAll', [Number(after ?? 0n)], maxCount).map(toRecorded);
  }

  /**
   * A subscription's read: from the tail when it holds the events after `after`, nothing when
   * `after` is the known head, else from the file (continuing the tail when the rows follow it).
   */
  private readTail(after: bigint | undefined, maxCount: number): RecordedEvent[] {
    const from = Number(after ?? 0n);
    if (from >= this.tailFrom && from < this.tailHead) {
      let low = 0;
      let high = this.tail.length;
      while (low < high) {
        const mid = (low + high) >>> 1;
        if (Number(this.tail[mid]!.position) <= from) low = mid + 1;
        else high = mid;
      }
      if (low < this.tail.length) {
        return this.tail.slice(low, maxCount < 0 ? undefined : low + maxCount);
      }
    }
    if (from === this.tailHead && from >= this.headSeen) return [];
    const rows = this.rows('readAll', [from], maxCount);
    const events = rows.map(toFrozenRecorded);
    const head = rows.at(-1)?.position ?? from;
    if (from === this.tailHead) {
      this.pushTail(events, head);
    } else if (maxCount < 0 || rows.length < maxCount) {
      // This read reached the end of the log: the tail starts over from it (a reader catching
      // up from far behind leaves the tail alone until it gets there).
      this.tail = [];
      this.tailFrom = from;
      this.pushTail(events, head);
    }
    return events;
  }

  /** This process's commit: continues the tail when nothing of another writer came between. */
  private extendTail(rows: readonly EventRow[]): void {
    const last = rows.at(-1);
    if (!last) return;
    if (last.position > this.headSeen) this.headSeen = last.position;
    if (this.tailHead === -1) return;
    // Positions are row ids handed out in commit order: the rows follow the tail unless
    // another process committed in between (those are read from the file first).
    if (rows[0]!.position === this.tailHead + 1) {
      this.pushTail(rows.map(toFrozenRecorded), last.position);
    }
  }

  private pushTail(events: readonly RecordedEvent[], head: number): void {
    this.tail.push(...events);
    this.tailHead = head;
    if (head > this.headSeen) this.headSeen = head;
    const excess = this.tail.length - TAIL_CAPACITY;
    if (excess > 0) {
      this.tailFrom = Number(this.tail[excess - 1]!.position);
      this.tail = this.tail.slice(excess);
    }
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
      read: (after, max) => Promise.resolve(this.readTail(after, max)),
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
    if (this.watchedHead > this.headSeen) this.headSeen = this.watchedHead;
    this.watcher = setInterval(() => {
      if (this.closed) return;
      const head = this.stmt.head.get()?.position ?? 0;
      if (head !== this.watchedHead) {
        this.watchedHead = head;
        if (head > this.headSeen) this.headSeen = head;
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
