import { AsyncLocalStorage } from 'node:async_hooks';
import type Database from 'better-sqlite3';
import { Aggregator } from 'mingo';
import { type Change, clone } from './embedded-docs';
import { openFile, readMeta, type Statements, takeSeq, writeGroup } from './embedded-file';
import { FileReads } from './embedded-file-reads';
import { PartitionedCollections } from './embedded-partitions';
import { countIn, findIn } from './embedded-query';
import {
  bulkWrite,
  insert,
  remove,
  replace,
  updateDocs,
  type WriteTarget,
} from './embedded-writes';
import type {
  BulkOperation,
  Collection,
  Document,
  Filter,
  FoldedDocument,
  IndexOptions,
  Pipeline,
  ReadSession,
  ReadStore,
} from './port';

export interface EmbeddedReadStoreOptions {
  /** File path, or ':memory:'. */
  readonly path: string;
  /**
   * Commits whose changes the file's change log keeps for other stores on it (default 1,000):
   * a store further behind loads its collections again.
   */
  readonly changeLogCommits?: number;
  /**
   * Deep-freeze what insertOne and replaceOne hand over, so a caller that changes it afterwards
   * throws instead of changing the store's memory behind its indexes. Default: under test
   * (`NODE_ENV=test`, as vitest sets it); it costs 6 % of a booking's CPU, so not in service.
   */
  readonly freezeKept?: boolean;
  /**
   * How much of the file's documents (their JSON, in bytes) the store keeps in memory: past it,
   * the least recently used partitions are dropped (and loaded again when next used). Default
   * 128 MB, or READ_STORE_MEMORY_MB.
   */
  readonly memoryBytes?: number;
  /**
   * A partition used within this many ms is kept even past the bound (default 10,000): the
   * bound drops what went idle, and a working set larger than it stays instead of being read
   * from the file again at every transaction.
   */
  readonly memoryIdleMs?: number;
  /** Write-ahead log pages after which a commit copies it into the file (openFile). */
  readonly walPages?: number;
}

const DEFAULT_MEMORY_MB = 128;

/**
 * The embedded read store: documents persisted in SQLite (one row per document, JSON), held in
 * memory per collection once first used, and queried with mingo (MongoDB's query language in
 * JavaScript). Single-field and compound indexes are kept in memory; unique ones are enforced
 * and equality lookups on an index's fields avoid a scan.
 *
 * Writes happen in transactions. The changes of a transaction are applied to memory as they
 * are made; a failed transaction drops the memory of the collections it touched, which are
 * reloaded from SQLite on next use. Finished transactions are group-committed: those that end
 * during one turn of the event loop are written to SQLite together in one SQL transaction
 * (a document changed by several of them is written once), and each `withTransaction`
 * resolves only once that write is done, so what it answered is on disk, all of it or none.
 * The next transaction may start before: it sees the previous ones' changes in memory, and if
 * their write fails it fails too (every transaction of the group is answered with the error,
 * memory is reloaded from the file, and the callers apply their changes again).
 *
 * Several stores may share one file (a projection worker writing, the query side reading; or
 * separate processes). Every commit takes the next number of the file's change sequence and
 * logs the keys of the documents it wrote or removed under it; a store that sees another
 * connection committed (`PRAGMA data_version`) looks up only the keys logged after the last
 * number it knows, and reads those documents of the collections it holds from the file again
 * when the collection is next used. Dropping a collection or adding an index changes the
 * file's layout: other stores then drop their memory and load again, as they also do when
 * they are further behind than the log keeps.
 *
 * This class holds the transactions, the group commit and the catching up; beside it: the file
 * (`./embedded-file.ts`: connection, pragmas, tables, statements), memory (`./embedded-memory.ts`),
 * reads (`./embedded-query.ts`), writers (`./embedded-writes.ts`), values (`./embedded-docs.ts`).
 */
export class EmbeddedReadStore implements ReadStore {
  readonly kind = 'embedded' as const;
  /** The file (or ':memory:'). */
  readonly path: string;
  private readonly db: Database.Database;
  /** The collections in memory, per property (./embedded-partitions.ts). */
  private readonly parts: PartitionedCollections;
  /** Documents that changed partition since the last write (the file's row moves). */
  private moved = new Set<string>();
  private dataVersion: number;
  /** The last change number this store's memory has caught up to (see catchUp). */
  private seenSeq: number;
  /** The layout number its memory was loaded under. */
  private seenLayout: number;
  private readonly changeLogCommits: number;
  private readonly freezeKept: boolean;
  private lock: Promise<unknown> = Promise.resolve();
  private active: Map<string, Map<string, Change>> | null = null;
  /** A fold's documents (`writeFolded`) of the running transaction, then of the group write. */
  private activeFolded: [string, readonly FoldedDocument[]][] = [];
  private stagedFolded: [string, readonly FoldedDocument[]][] = [];
  /** Set within a transaction's body (and what it awaits): see standaloneWrite. */
  private readonly transactionBody = new AsyncLocalStorage<true>();
  /** Changes of finished transactions not yet written, and who waits for the write. */
  private staged = new Map<string, Map<string, Change>>();
  private stagedWaiters: { resolve: () => void; reject: (error: unknown) => void }[] = [];
  private writeScheduled = false;
  /** Moves on when a group write fails: a transaction running across it fails too. */
  private writeFailures = 0;
  private readonly stmt: Statements;
  /** What the writers (./embedded-writes.ts) need of the store. */
  private readonly writes: WriteTarget;
  /** Pages, counts and ranges the file's indexes answer (./embedded-file-reads.ts). */
  private readonly fileReads: FileReads;

  constructor(options: EmbeddedReadStoreOptions) {
    this.path = options.path;
    this.changeLogCommits = options.changeLogCommits ?? 1000;
    this.freezeKept = options.freezeKept ?? process.env.NODE_ENV === 'test';
    ({ db: this.db, stmt: this.stmt } = openFile(options.path, options.walPages));
    this.fileReads = new FileReads(this.db);
    this.parts = new PartitionedCollections(
      this.stmt,
      options.memoryBytes ??
        Number(process.env.READ_STORE_MEMORY_MB ?? DEFAULT_MEMORY_MB) * 1024 * 1024,
      {
        pending: (collection, id) => {
          const active = this.active?.get(collection);
          if (active?.has(id)) return active.get(id) ?? null;
          const staged = this.staged.get(collection);
          if (staged?.has(id)) return staged.get(id) ?? null;
          return undefined;
        },
        busy: () => this.active !== null,
        writeStaged: () => this.writeStaged(),
      },
      options.memoryIdleMs,
    );
    this.dataVersion = this.stmt.dataVersion.get() as number;
    const meta = readMeta(this.stmt);
    this.seenSeq = meta.seq;
    this.seenLayout = meta.layout;
    this.writes = {
      scope: (collection, filter) => this.parts.scope(collection, filter),
      has: (collection, id) =>
        this.parts.locate(collection, this.parts.memory(collection), id) !== null,
      write: (collection, id, next) => this.write(collection, id, next),
      freezeKept: this.freezeKept,
    };
  }

  /**
   * After a commit of this store's own: its memory already holds the changes, so the number is
   * passed when nothing of another connection came between (else the next catchUp reads them,
   * this commit's rows again included: they are the file's latest, the same as memory).
   */
  private committed(seq: number): void {
    if (seq === this.seenSeq + 1) this.seenSeq = seq;
  }

  /** Catches up when another connection (a worker, a process) has committed to the file. */
  private refreshIfChanged(): void {
    if (this.active) return;
    if ((this.stmt.dataVersion.get() as number) !== this.dataVersion) this.catchUp();
  }

  /**
   * Takes in what other connections committed since this store last looked: the documents
   * stamped after `seenSeq` and the tombstones, in the collections held in memory, are marked
   * stale and read from the file when the collection is next used (a document changed many
   * times in between is read once; collections not held load from the file when first used).
   * A changed layout, or a store behind the pruned tombstones, drops memory instead. Never
   * inside a transaction.
   */
  catchUp(): void {
    if (this.active) return;
    // This store's finished transactions first: they are newer than anything read below.
    this.writeStaged();
    const version = this.stmt.dataVersion.get() as number;
    const read = this.db.transaction(() => {
      const meta = readMeta(this.stmt);
      if (meta.layout !== this.seenLayout || meta.pruned > this.seenSeq) {
        return { meta, reload: true };
      }
      for (const row of this.stmt.changedSince.iterate(this.seenSeq)) {
        this.parts.markStale(row.collection, row.id);
      }
      return { meta, reload: false };
    });
    const { meta, reload } = read();
    this.dataVersion = version;
    this.seenSeq = meta.seq;
    this.seenLayout = meta.layout;
    if (reload) this.parts.forgetAll();
  }

  /** What memory holds: partitions and the JSON bytes of their documents (for tests, metrics). */
  memoryUse(): { partitions: number; bytes: number } {
    return this.parts.memoryUse();
  }

  // ---- writes (only ever inside a transaction) ----

  private write(collection: string, id: string, next: Change): void {
    const changes = this.active;
    if (!changes) throw new Error('read store write outside a transaction');
    // A document whose property changed leaves its old partition (and its row moves).
    if (this.parts.place(collection, id, next)) this.moved.add(`${collection}\u0000${id}`);
    const touched = changes.get(collection) ?? new Map<string, Change>();
    changes.set(collection, touched);
    touched.set(id, next);
  }

  /**
   * Runs body with the lock held; its changes are written with the group of transactions that
   * finish in this turn of the event loop, and the promise settles once they are.
   */
  withTransaction<R>(body: (session: ReadSession) => Promise<R>): Promise<R> {
    const run = async (): Promise<{ result: R; written: Promise<void> }> => {
      this.refreshIfChanged();
      this.parts.trim();
      const failuresBefore = this.writeFailures;
      const changes = new Map<string, Map<string, Change>>();
      this.active = changes;
      this.activeFolded = [];
      try {
        const result = await this.transactionBody.run(true, () => body(this.session));
        if (this.writeFailures !== failuresBefore) {
          throw new Error('read store write failed while the transaction ran; apply it again');
        }
        this.stagedFolded.push(...this.activeFolded);
        return { result, written: this.stage(changes) };
      } catch (error) {
        // Finished transactions are written first, so reloading the collections this one
        // touched loses none of their changes.
        this.writeStaged();
        for (const collection of changes.keys()) this.parts.forget(collection);
        throw error;
      } finally {
        this.active = null;
      }
    };
    const next = this.lock.then(run, run);
    this.lock = next.catch(() => undefined);
    return next.then(({ result, written }) => written.then(() => result));
  }

  /** Adds a finished transaction's changes to the next group write. */
  private stage(changes: Map<string, Map<string, Change>>): Promise<void> {
    for (const [collection, docs] of changes) {
      const staged = this.staged.get(collection) ?? new Map<string, Change>();
      this.staged.set(collection, staged);
      for (const [id, doc] of docs) staged.set(id, doc);
    }
    const written = new Promise<void>((resolve, reject) => {
      this.stagedWaiters.push({ resolve, reject });
    });
    if (!this.writeScheduled) {
      this.writeScheduled = true;
      setImmediate(() => {
        this.writeScheduled = false;
        this.writeStaged();
      });
    }
    return written;
  }

  /** Writes the staged changes in one SQL transaction and answers their transactions. */
  private writeStaged(): void {
    if (this.stagedWaiters.length === 0 && this.staged.size === 0) return;
    const { staged, stagedWaiters: waiters, moved, stagedFolded: folded } = this;
    this.staged = new Map();
    this.stagedWaiters = [];
    this.moved = new Set();
    this.stagedFolded = [];
    let seq: number;
    // Another connection may have declared indexes since: `keys` follows the file's.
    this.fileReads.sync();
    try {
      seq = this.db
        .transaction(() => {
          const taken = takeSeq(this.stmt);
          writeGroup(this.stmt, this.fileReads, taken, { staged, moved, folded }, (c, d, l) =>
            this.parts.written(c, d, l),
          );
          if (folded.length > 0) {
            // A fold's rows are not in the change log: other stores load again.
            const { layout } = readMeta(this.stmt);
            this.stmt.bumpLayout.run();
            if (layout === this.seenLayout) this.seenLayout = layout + 1;
          }
          // The log keeps the last `changeLogCommits` commits (pruned every tenth of that):
          // a store further behind than that loads its collections again.
          if (taken % Math.max(1, Math.floor(this.changeLogCommits / 10)) === 0) {
            this.stmt.pruneChanges.run(taken - this.changeLogCommits);
            this.stmt.setPruned.run(taken - this.changeLogCommits);
          }
          return taken;
        })
        .immediate();
    } catch (error) {
      // Memory is ahead of the file: drop it all (it reloads from the file on next use).
      this.writeFailures += 1;
      this.parts.forgetAll();
      for (const waiter of waiters) waiter.reject(error);
      return;
    }
    for (const [collection] of folded) this.parts.forget(collection);
    this.committed(seq);
    for (const waiter of waiters) waiter.resolve();
  }

  /** A commit that changes what other stores hold beyond documents: they load again. */
  private commitLayout(change: () => void): void {
    const { seq, layout } = this.db
      .transaction(() => {
        const before = readMeta(this.stmt).layout;
        change();
        this.stmt.bumpLayout.run();
        return { seq: takeSeq(this.stmt), layout: before };
      })
      .immediate();
    this.committed(seq);
    // Another store's layout change in between is not seen yet: the next catchUp reloads.
    if (layout === this.seenLayout) this.seenLayout = layout + 1;
  }

  /**
   * A write through the store (not a session) is a transaction of its own, queued behind the
   * one running: it never joins another caller's transaction, so it is neither rolled back with
   * it nor written before it commits (as on MongoDB). Made from inside a transaction's body it
   * would wait for that very transaction: refused, as the code meant the session.
   */
  private standaloneWrite<R>(body: () => R): Promise<R> {
    if (this.transactionBody.getStore()) {
      return Promise.reject(
        new Error('read store write through the store inside a transaction: use its session'),
      );
    }
    return this.withTransaction(() => Promise.resolve().then(body));
  }

  /** A write through a transaction's session: part of that transaction. */
  private sessionWrite<R>(body: () => R): Promise<R> {
    return Promise.resolve().then(body);
  }

  /** Collection handles are stateless views: one per name and kind, made once. */
  private readonly handles = { store: new Map<string, Collection>(), session: new Map() };

  private handle<T extends Document>(name: string, kind: 'store' | 'session'): Collection<T> {
    const made = this.handles[kind] as Map<string, Collection>;
    let collection = made.get(name);
    if (!collection) {
      collection = this.makeCollection(
        name,
        kind === 'store' ? (b) => this.standaloneWrite(b) : (b) => this.sessionWrite(b),
      );
      made.set(name, collection);
    }
    return collection as unknown as Collection<T>;
  }

  private makeCollection<T extends Document>(
    name: string,
    inTransaction: <R>(body: () => R) => Promise<R>,
  ): Collection<T> {
    const read = <R>(fn: () => R): Promise<R> => {
      try {
        this.refreshIfChanged();
        this.parts.trim();
        return Promise.resolve(fn());
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    const writes = this.writes;
    // Outside a transaction (finished ones written) the file answers what it can: no partition.
    const fromFile = <R>(answer: () => R | undefined): R | undefined => {
      if (this.active) return undefined;
      if (this.staged.has(name)) this.writeStaged();
      return answer();
    };
    return {
      name,
      find: (filter = {}, options) =>
        read(() => {
          const file = () =>
            this.parts.byIdFromFile(name, filter, options) ??
            this.fileReads.find(name, filter, options);
          return (fromFile(file) ?? findIn(this.parts.scope(name, filter), filter, options)) as T[];
        }),
      findOne: (filter, options) =>
        read(() => {
          const docs =
            fromFile(() => this.parts.byIdFromFile(name, filter, options)) ??
            findIn(this.parts.scope(name, filter), filter, { ...options, limit: 1 });
          return (docs[0] as T | undefined) ?? null;
        }),
      countDocuments: (filter) =>
        read(
          () =>
            fromFile(() => this.fileReads.count(name, filter ?? {})) ??
            countIn(this.parts.scope(name, filter ?? {}), filter),
        ),
      aggregate: <R>(pipeline: Pipeline) =>
        read(() => {
          // A leading $match bound to a property reads that property's partition only.
          const first = pipeline[0]?.$match as Filter | undefined;
          const docs = findIn(this.parts.scope(name, first ?? {}));
          return new Aggregator(pipeline, {}).run(docs).map(clone) as R[];
        }),
      insertOne: (document) => inTransaction(() => insert(writes, name, document)),
      insertMany: (documents) =>
        inTransaction(() => {
          for (const d of documents) insert(writes, name, d);
        }),
      replaceOne: (filter, replacement, options) =>
        inTransaction(() => replace(writes, name, filter, replacement, options?.upsert ?? false)),
      updateOne: (filter, update, options) =>
        inTransaction(() => updateDocs(writes, name, filter, update, options ?? {}, false)),
      updateMany: (filter, update, options) =>
        inTransaction(() => updateDocs(writes, name, filter, update, options ?? {}, true)),
      deleteOne: (filter) => inTransaction(() => remove(writes, name, filter, false)),
      deleteMany: (filter) => inTransaction(() => remove(writes, name, filter ?? {}, true)),
      bulkWrite: (operations: readonly BulkOperation<T>[]) =>
        inTransaction(() => bulkWrite(writes, name, operations)),
      createIndex: (keys, options?: IndexOptions) =>
        read(() => {
          const fields = Object.keys(keys);
          // A text index is the file's alone (a search of memory reads the property's documents).
          if (this.fileReads.declareIndex(name, keys)) return;
          const indexName = options?.name ?? fields.map((f) => `${f}_${keys[f]}`).join('_');
          const unique = options?.unique ?? false;
          if (!this.parts.addIndex(name, indexName, fields, unique)) return;
          this.commitLayout(() =>
            this.stmt.saveIndex.run(name, indexName, JSON.stringify(fields), unique ? 1 : 0),
          );
        }),
    };
  }

  private readonly session: ReadSession = {
    collection: <T extends Document>(name: string) => this.handle<T>(name, 'session'),
    writeFolded: (collection, documents) => {
      if (!this.active) throw new Error('read store write outside a transaction');
      if (this.stmt.loadIndexes.all(collection).some((index) => index.isUnique === 1)) return false;
      this.activeFolded.push([collection, documents]);
      return true;
    },
  };

  collection<T extends Document = Document>(name: string): Collection<T> {
    return this.handle<T>(name, 'store');
  }

  dropCollection(name: string): Promise<void> {
    const run = () => {
      this.writeStaged();
      this.commitLayout(() => {
        this.fileReads.rowTexts(name)?.clearAll();
        this.stmt.removeCollection.run(name);
        this.stmt.removeIndexes.run(name);
      });
      this.parts.forget(name);
    };
    const next = this.lock.then(run, run);
    this.lock = next.catch(() => undefined);
    return next;
  }

  bulkLoad<R>(collections: readonly string[], body: () => Promise<R>): Promise<R> {
    return this.fileReads.deferred(collections, body);
  }

  listCollections(): Promise<string[]> {
    return Promise.resolve(this.stmt.names.all().map((r) => r.collection));
  }

  ping(): Promise<void> {
    return Promise.resolve(void this.db.prepare('SELECT 1').get());
  }

  async close(): Promise<void> {
    await this.lock;
    this.writeStaged();
    this.db.close();
  }
}
