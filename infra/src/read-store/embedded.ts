import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import { Aggregator, Query } from 'mingo';
import { applyUpdate } from './apply-update';
import { compileFilter, inclusionOf, rangeOf, sortPage } from './plan';
import {
  type BulkOperation,
  type Collection,
  type DeleteResult,
  type Document,
  DuplicateKeyError,
  type Filter,
  type FindOptions,
  type IndexOptions,
  type Pipeline,
  type ReadSession,
  type ReadStore,
  type Update,
  type UpdateOptions,
  type UpdateResult,
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
}

interface IndexDef {
  readonly name: string;
  readonly fields: string[];
  readonly unique: boolean;
  /** key (JSON of the indexed values) -> ids */
  readonly entries: Map<string, Set<string>>;
}

interface CollectionState {
  readonly docs: Map<string, Document>;
  readonly indexes: Map<string, IndexDef>;
  /** Documents another connection changed since: read from the file on next use (catchUp). */
  readonly stale: Set<string>;
}

type Change = Document | null;

const getPath = (doc: unknown, path: string): unknown => {
  let value: unknown = doc;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
};

const indexKey = (doc: Document, fields: readonly string[]): string =>
  JSON.stringify(fields.map((f) => getPath(doc, f) ?? null));

const isObject = (value: unknown): boolean => value !== null && typeof value === 'object';

const isOperatorObject = (value: unknown): boolean =>
  value !== null &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  Object.keys(value).some((k) => k.startsWith('$'));

/** Top-level equality fields of a filter: what an upsert copies into a new document. */
const equalityFields = (filter: Filter): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (key.startsWith('$')) continue;
    if (isOperatorObject(value)) {
      const eq = (value as Record<string, unknown>).$eq;
      if (eq !== undefined) out[key] = eq;
      continue;
    }
    out[key] = value;
  }
  return out;
};

const setPath = (target: Record<string, unknown>, path: string, value: unknown): void => {
  const parts = path.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    if (next === null || typeof next !== 'object') node[part] = {};
    node = node[part] as Record<string, unknown>;
  }
  node[parts[parts.length - 1] as string] = value;
};

const deepFreeze = (value: unknown): void => {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
};

/**
 * A deep copy of a document (JSON values only: they are stored as JSON). Plain recursion is
 * several times faster than structuredClone for the many small documents a query returns.
 */
const clone = <T>(value: T): T => {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(clone) as T;
  const copy: Record<string, unknown> = {};
  for (const key in value) {
    if (Object.hasOwn(value, key)) copy[key] = clone((value as Record<string, unknown>)[key]);
  }
  return copy as T;
};

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
 */
export class EmbeddedReadStore implements ReadStore {
  readonly kind = 'embedded' as const;
  /** The file (or ':memory:'). */
  readonly path: string;
  private readonly db: Database.Database;
  private readonly collections = new Map<string, CollectionState>();
  private dataVersion: number;
  /** The last change number this store's memory has caught up to (see catchUp). */
  private seenSeq: number;
  /** The layout number its memory was loaded under. */
  private seenLayout: number;
  private readonly changeLogCommits: number;
  private readonly freezeKept: boolean;
  private lock: Promise<unknown> = Promise.resolve();
  private active: Map<string, Map<string, Change>> | null = null;
  /** Changes of finished transactions not yet written, and who waits for the write. */
  private staged = new Map<string, Map<string, Change>>();
  private stagedWaiters: { resolve: () => void; reject: (error: unknown) => void }[] = [];
  private writeScheduled = false;
  /** Moves on when a group write fails: a transaction running across it fails too. */
  private writeFailures = 0;
  private readonly stmt: {
    load: Database.Statement<[string], { id: string; doc: string }>;
    upsert: Database.Statement<[string, string, string], unknown>;
    remove: Database.Statement<[string, string], unknown>;
    logChange: Database.Statement<[number, string, string], unknown>;
    nextSeq: Database.Statement<[], { value: number }>;
    bumpLayout: Database.Statement<[], unknown>;
    meta: Database.Statement<[], { key: string; value: number }>;
    loadOne: Database.Statement<[string, string], { doc: string }>;
    changedSince: Database.Statement<[number], { collection: string; id: string }>;
    pruneChanges: Database.Statement<[number], unknown>;
    setPruned: Database.Statement<[number], unknown>;
    removeCollection: Database.Statement<[string], unknown>;
    loadIndexes: Database.Statement<[string], { name: string; fields: string; isUnique: number }>;
    saveIndex: Database.Statement<[string, string, string, number], unknown>;
    removeIndexes: Database.Statement<[string], unknown>;
    names: Database.Statement<[], { collection: string }>;
    dataVersion: Database.Statement<[], number>;
  };

  constructor(options: EmbeddedReadStoreOptions) {
    this.path = options.path;
    this.changeLogCommits = options.changeLogCommits ?? 1000;
    this.freezeKept = options.freezeKept ?? process.env.NODE_ENV === 'test';
    this.db = new Database(options.path);
    this.db.pragma('journal_mode = WAL');
    // NORMAL in WAL mode never corrupts and keeps each transaction atomic; a power cut may lose
    // the last commits, and with them their checkpoint, so the projection re-applies them.
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('busy_timeout = 10000');
    // SQLite's default page cache is 2 MB: a property's files outgrow it within weeks, and
    // every write then reads B-tree pages back from the OS.
    this.db.pragma('cache_size = -65536');
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS documents (
        collection TEXT NOT NULL,
        id         TEXT NOT NULL,
        doc        TEXT NOT NULL,
        PRIMARY KEY (collection, id)
      );
      CREATE TABLE IF NOT EXISTS indexes (
        collection TEXT NOT NULL,
        name       TEXT NOT NULL,
        fields     TEXT NOT NULL,
        isUnique   INTEGER NOT NULL,
        PRIMARY KEY (collection, name)
      );
    `);
    this.moveDocumentsToRowidTable();
    this.addChangeSequence();
    this.stmt = {
      load: this.db.prepare('SELECT id, doc FROM documents WHERE collection = ?'),
      upsert: this.db.prepare(
        'INSERT INTO documents (collection, id, doc) VALUES (?, ?, ?) ON CONFLICT (collection, id) DO UPDATE SET doc = excluded.doc',
      ),
      remove: this.db.prepare('DELETE FROM documents WHERE collection = ? AND id = ?'),
      logChange: this.db.prepare(
        'INSERT INTO document_changes (seq, collection, id) VALUES (?, ?, ?)',
      ),
      nextSeq: this.db.prepare(
        "UPDATE store_meta SET value = value + 1 WHERE key = 'seq' RETURNING value",
      ),
      bumpLayout: this.db.prepare("UPDATE store_meta SET value = value + 1 WHERE key = 'layout'"),
      meta: this.db.prepare('SELECT key, value FROM store_meta'),
      loadOne: this.db.prepare('SELECT doc FROM documents WHERE collection = ? AND id = ?'),
      changedSince: this.db.prepare('SELECT collection, id FROM document_changes WHERE seq > ?'),
      pruneChanges: this.db.prepare('DELETE FROM document_changes WHERE seq <= ?'),
      setPruned: this.db.prepare(
        "UPDATE store_meta SET value = MAX(value, ?) WHERE key = 'pruned'",
      ),
      removeCollection: this.db.prepare('DELETE FROM documents WHERE collection = ?'),
      loadIndexes: this.db.prepare(
        'SELECT name, fields, isUnique FROM indexes WHERE collection = ?',
      ),
      saveIndex: this.db.prepare(
        'INSERT OR REPLACE INTO indexes (collection, name, fields, isUnique) VALUES (?, ?, ?, ?)',
      ),
      removeIndexes: this.db.prepare('DELETE FROM indexes WHERE collection = ?'),
      names: this.db.prepare(
        'SELECT DISTINCT collection FROM documents UNION SELECT DISTINCT collection FROM indexes',
      ),
      // Read before every read and transaction: prepared once (`db.pragma` prepares each call).
      dataVersion: this.db.prepare<[], number>('PRAGMA data_version').pluck(),
    };
    this.dataVersion = this.readDataVersion();
    const meta = this.readMeta();
    this.seenSeq = meta.seq;
    this.seenLayout = meta.layout;
  }

  /**
   * The change sequence (added to files made before it): a number per commit in `store_meta`,
   * and the change log (`document_changes`): each commit's number with the key of every
   * document it wrote or removed, kept for the last `changeLogCommits` commits. A store on the
   * file reads the keys logged after the last number it knows (catchUp).
   *
   * Files of the version before kept the number on each document, under an index, and
   * tombstones of removed ones apart. That index took a quarter of the commit's time (its old
   * entry is deleted from a random page at every write; the log is only ever appended to at
   * its end), so such a file drops both. Its layout number moves, so a store that followed the
   * old stamps loads again.
   */
  private addChangeSequence(): void {
    this.db
      .transaction(() => {
        this.db.exec(`
          CREATE TABLE IF NOT EXISTS store_meta (
            key   TEXT PRIMARY KEY,
            value INTEGER NOT NULL
          );
          INSERT OR IGNORE INTO store_meta (key, value)
            VALUES ('seq', 0), ('layout', 0), ('pruned', 0);
          CREATE TABLE IF NOT EXISTS document_changes (
            seq        INTEGER NOT NULL,
            collection TEXT    NOT NULL,
            id         TEXT    NOT NULL,
            PRIMARY KEY (seq, collection, id)
          ) WITHOUT ROWID;
        `);
        const stamped = this.db
          .prepare(
            "SELECT 1 FROM sqlite_master WHERE name IN ('documents_seq', 'removed_documents')",
          )
          .get();
        if (stamped) {
          this.db.exec(`
            DROP INDEX IF EXISTS documents_seq;
            DROP TABLE IF EXISTS removed_documents;
            UPDATE store_meta SET value = value + 1 WHERE key = 'layout';
            UPDATE store_meta SET value = (SELECT value FROM store_meta WHERE key = 'seq')
              WHERE key = 'pruned';
          `);
        }
      })
      .immediate();
  }

  private readMeta(): { seq: number; layout: number; pruned: number } {
    const meta = { seq: 0, layout: 0, pruned: 0 };
    for (const row of this.stmt.meta.all()) {
      if (row.key === 'seq' || row.key === 'layout' || row.key === 'pruned')
        meta[row.key] = row.value;
    }
    return meta;
  }

  /** Inside a write transaction: this commit's change number. */
  private takeSeq(): number {
    const row = this.stmt.nextSeq.get();
    if (!row) throw new Error('read store: change sequence missing');
    return row.value;
  }

  /**
   * After a commit of this store's own: its memory already holds the changes, so the number is
   * passed when nothing of another connection came between (else the next catchUp reads them,
   * this commit's rows again included: they are the file's latest, the same as memory).
   */
  private committed(seq: number): void {
    if (seq === this.seenSeq + 1) this.seenSeq = seq;
  }

  /**
   * Files made before documents had a rowid table kept them WITHOUT ROWID, which stores each
   * (kilobytes-long) document inside the key's B-tree: writes cost about three times as much.
   * Copied once into the rowid table, in one transaction.
   */
  private moveDocumentsToRowidTable(): void {
    const table = this.db
      .prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'documents'")
      .get() as { sql: string } | undefined;
    if (!table || !/WITHOUT\s+ROWID/i.test(table.sql)) return;
    this.db.transaction(() => {
      this.db.exec(`
        CREATE TABLE documents_rowid (
          collection TEXT NOT NULL,
          id         TEXT NOT NULL,
          doc        TEXT NOT NULL,
          PRIMARY KEY (collection, id)
        );
        INSERT INTO documents_rowid (collection, id, doc) SELECT collection, id, doc FROM documents;
        DROP TABLE documents;
        ALTER TABLE documents_rowid RENAME TO documents;
      `);
    })();
  }

  private readDataVersion(): number {
    return this.stmt.dataVersion.get() as number;
  }

  /** Catches up when another connection (a worker, a process) has committed to the file. */
  private refreshIfChanged(): void {
    if (this.active) return;
    if (this.readDataVersion() !== this.dataVersion) this.catchUp();
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
    const version = this.readDataVersion();
    const read = this.db.transaction(() => {
      const meta = this.readMeta();
      if (meta.layout !== this.seenLayout || meta.pruned > this.seenSeq) {
        return { meta, reload: true };
      }
      for (const row of this.stmt.changedSince.iterate(this.seenSeq)) {
        this.collections.get(row.collection)?.stale.add(row.id);
      }
      return { meta, reload: false };
    });
    const { meta, reload } = read();
    this.dataVersion = version;
    this.seenSeq = meta.seq;
    this.seenLayout = meta.layout;
    if (reload) this.collections.clear();
  }

  /** Reads a collection's stale documents from the file (a missing one was removed). */
  private refreshStale(name: string, state: CollectionState): void {
    for (const id of state.stale) {
      const row = this.stmt.loadOne.get(name, id);
      // The file is the truth here: its writer enforced unique indexes (a key moving between
      // two documents of one commit may pass through both while they are read).
      this.place(name, state, id, row ? (JSON.parse(row.doc) as Document) : null, false);
    }
    state.stale.clear();
  }

  private state(name: string): CollectionState {
    let state = this.collections.get(name);
    if (state) {
      if (state.stale.size > 0) this.refreshStale(name, state);
      return state;
    }
    const docs = new Map<string, Document>();
    for (const row of this.stmt.load.iterate(name))
      docs.set(row.id, JSON.parse(row.doc) as Document);
    state = { docs, indexes: new Map(), stale: new Set() };
    for (const ix of this.stmt.loadIndexes.all(name)) {
      this.buildIndex(name, state, ix.name, JSON.parse(ix.fields) as string[], ix.isUnique === 1);
    }
    this.collections.set(name, state);
    return state;
  }

  private buildIndex(
    collection: string,
    state: CollectionState,
    name: string,
    fields: string[],
    unique: boolean,
  ): void {
    const index: IndexDef = { name, fields, unique, entries: new Map() };
    for (const doc of state.docs.values()) {
      const key = indexKey(doc, fields);
      const ids = index.entries.get(key) ?? new Set<string>();
      if (unique && ids.size > 0) throw new DuplicateKeyError(collection, key);
      ids.add(doc._id);
      index.entries.set(key, ids);
    }
    state.indexes.set(name, index);
  }

  // ---- writes (only ever inside a transaction) ----

  private write(collection: string, id: string, next: Change): void {
    const changes = this.active;
    if (!changes) throw new Error('read store write outside a transaction');
    this.place(collection, this.state(collection), id, next);
    let touched = changes.get(collection);
    if (!touched) {
      touched = new Map();
      changes.set(collection, touched);
    }
    touched.set(id, next);
  }

  /** Puts a document (or its absence) in memory, its index entries with it. */
  private place(
    collection: string,
    state: CollectionState,
    id: string,
    next: Change,
    checkUnique = true,
  ): void {
    const previous = state.docs.get(id);
    for (const index of state.indexes.values()) {
      const previousKey = previous ? indexKey(previous, index.fields) : undefined;
      const key = next ? indexKey(next, index.fields) : undefined;
      // Most writes leave a document's indexed values as they were: its entry stays.
      if (previousKey === key) continue;
      if (previousKey !== undefined) {
        const ids = index.entries.get(previousKey);
        ids?.delete(id);
        if (ids && ids.size === 0) index.entries.delete(previousKey);
      }
      if (key !== undefined) {
        const ids = index.entries.get(key) ?? new Set<string>();
        if (checkUnique && index.unique && ids.size > 0 && !ids.has(id)) {
          // restore the previous entry before failing
          if (previousKey !== undefined) {
            const prevIds = index.entries.get(previousKey) ?? new Set<string>();
            prevIds.add(id);
            index.entries.set(previousKey, prevIds);
          }
          throw new DuplicateKeyError(collection, `${index.name}: ${key}`);
        }
        ids.add(id);
        index.entries.set(key, ids);
      }
    }
    if (next) state.docs.set(id, next);
    else state.docs.delete(id);
  }

  /**
   * Runs body with the lock held; its changes are written with the group of transactions that
   * finish in this turn of the event loop, and the promise settles once they are.
   */
  withTransaction<R>(body: (session: ReadSession) => Promise<R>): Promise<R> {
    const run = async (): Promise<{ result: R; written: Promise<void> }> => {
      this.refreshIfChanged();
      const failuresBefore = this.writeFailures;
      const changes = new Map<string, Map<string, Change>>();
      this.active = changes;
      try {
        const result = await body(this.session);
        if (this.writeFailures !== failuresBefore) {
          throw new Error('read store write failed while the transaction ran; apply it again');
        }
        return { result, written: this.stage(changes) };
      } catch (error) {
        // Finished transactions are written first, so reloading the collections this one
        // touched loses none of their changes.
        this.writeStaged();
        for (const collection of changes.keys()) this.collections.delete(collection);
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
      let staged = this.staged.get(collection);
      if (!staged) {
        staged = new Map();
        this.staged.set(collection, staged);
      }
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
    const staged = this.staged;
    const waiters = this.stagedWaiters;
    this.staged = new Map();
    this.stagedWaiters = [];
    let seq: number;
    try {
      seq = this.db
        .transaction(() => {
          const taken = this.takeSeq();
          for (const [collection, docs] of staged) {
            for (const [id, doc] of docs) {
              if (doc) this.stmt.upsert.run(collection, id, JSON.stringify(doc));
              else this.stmt.remove.run(collection, id);
              this.stmt.logChange.run(taken, collection, id);
            }
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
      this.collections.clear();
      for (const waiter of waiters) waiter.reject(error);
      return;
    }
    this.committed(seq);
    for (const waiter of waiters) waiter.resolve();
  }

  /** A commit that changes what other stores hold beyond documents: they load again. */
  private commitLayout(change: () => void): void {
    const { seq, layout } = this.db
      .transaction(() => {
        const before = this.readMeta().layout;
        change();
        this.stmt.bumpLayout.run();
        return { seq: this.takeSeq(), layout: before };
      })
      .immediate();
    this.committed(seq);
    // Another store's layout change in between is not seen yet: the next catchUp reloads.
    if (layout === this.seenLayout) this.seenLayout = layout + 1;
  }

  private inTransaction<R>(body: () => R): Promise<R> {
    if (this.active) return Promise.resolve().then(body);
    return this.withTransaction(() => Promise.resolve().then(body));
  }

  // ---- reads ----

  /** How many documents match: an index that covers the filter counts without reading them. */
  private count(collection: string, filter: Filter = {}): number {
    const state = this.state(collection);
    const keys = Object.keys(filter);
    if (keys.length === 0) return state.docs.size;
    for (const index of state.indexes.values()) {
      if (index.fields.length !== keys.length) continue;
      const covered = index.fields.every(
        (f) => f in filter && filter[f] !== null && typeof filter[f] !== 'object',
      );
      if (!covered) continue;
      return (
        index.entries.get(JSON.stringify(index.fields.map((f) => filter[f] ?? null)))?.size ?? 0
      );
    }
    return this.match(collection, filter).length;
  }

  /**
   * The documents a filter can match, narrowed by the best index: one whose fields are all
   * bound by equality (its entry), or whose leading fields are and whose last has a range
   * (`$gte`/`$lte`…: the entries in range). The smallest candidate set wins. `covered`: the
   * index's equality is the whole filter, so every candidate matches.
   */
  private candidates(collection: string, filter: Filter): { docs: Document[]; covered: boolean } {
    const state = this.state(collection);
    const id = filter._id;
    if (typeof id === 'string') {
      const doc = state.docs.get(id);
      return { docs: doc ? [doc] : [], covered: Object.keys(filter).length === 1 };
    }
    const equal = equalityFields(filter);
    const bound = (f: string) =>
      f in equal && !isOperatorObject(equal[f]) && !Array.isArray(equal[f]) && !isObject(equal[f]);
    const filterKeys = Object.keys(filter);
    let best: { ids: Iterable<string>; size: number; covered: boolean } | null = null;
    for (const index of state.indexes.values()) {
      if (index.fields.every(bound)) {
        const ids = index.entries.get(JSON.stringify(index.fields.map((f) => equal[f] ?? null)));
        if (!ids) return { docs: [], covered: true };
        if (!best || ids.size < best.size) {
          const covered =
            filterKeys.length === index.fields.length &&
            index.fields.every((f) => filter[f] === equal[f] && equal[f] !== null);
          best = { ids, size: ids.size, covered };
        }
        continue;
      }
      const last = index.fields[index.fields.length - 1] as string;
      const prefix = index.fields.slice(0, -1);
      const range = rangeOf(filter[last]);
      if (!range || !prefix.every(bound)) continue;
      const wanted = prefix.map((f) => equal[f] ?? null);
      const ids: string[] = [];
      for (const [key, members] of index.entries) {
        const values = JSON.parse(key) as unknown[];
        if (!wanted.every((v, i) => values[i] === v)) continue;
        if (range.test(values[prefix.length]) === false) continue;
        for (const member of members) ids.push(member);
      }
      if (!best || ids.length < best.size) best = { ids, size: ids.length, covered: false };
    }
    if (!best) return { docs: [...state.docs.values()], covered: filterKeys.length === 0 };
    const docs: Document[] = [];
    for (const i of best.ids) {
      const doc = state.docs.get(i);
      if (doc) docs.push(doc);
    }
    return { docs, covered: best.covered };
  }

  private match(collection: string, filter: Filter = {}): Document[] {
    const { docs, covered } = this.candidates(collection, filter);
    if (covered) return docs;
    let query: Query | null = null;
    const test = (d: Document) => (query ??= new Query(filter, {})).test(d);
    const compiled = compileFilter(filter);
    if (!compiled) return docs.filter(test);
    return docs.filter((d) => compiled(d) ?? test(d));
  }

  private findDocs(collection: string, filter: Filter = {}, options: FindOptions = {}): Document[] {
    const matched = this.match(collection, filter);
    // No projection, or one of top-level fields: copied here (only those fields) instead of
    // by mingo.
    const project = options.projection ? inclusionOf(options.projection) : null;
    if (!options.projection || project) {
      const copy = project ? (doc: Document) => project(doc, clone) : clone;
      if (!options.sort) {
        // In the order found, as MongoDB without a sort (and mingo here); a limit of 0 is none.
        const skip = options.skip ?? 0;
        const end = options.limit ? skip + options.limit : undefined;
        return (skip > 0 || end !== undefined ? matched.slice(skip, end) : matched).map(copy);
      }
      const page = sortPage(matched, options.sort, options.skip ?? 0, options.limit);
      if (page) return page.map(copy);
    }
    let cursor = new Query({}, {}).find<Document>(matched, options.projection);
    if (options.sort) cursor = cursor.sort(options.sort);
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit) cursor = cursor.limit(options.limit);
    return cursor.all().map(clone);
  }

  private updateDocs(
    collection: string,
    filter: Filter,
    update: Update,
    options: UpdateOptions,
    many: boolean,
  ): UpdateResult {
    if (Object.keys(update).some((k) => !k.startsWith('$'))) {
      throw new Error(
        'update must use update operators ($set, $inc, ...); use replaceOne to replace',
      );
    }
    const matched = this.match(collection, filter);
    const targets = many ? matched : matched.slice(0, 1);
    let modified = 0;
    for (const doc of targets) {
      const next = clone(doc);
      const { $setOnInsert: _ignored, ...operators } = update;
      if (applyUpdate(next, operators)) {
        this.write(collection, doc._id, next);
        modified += 1;
      }
    }
    if (targets.length > 0 || !options.upsert) {
      return { matchedCount: targets.length, modifiedCount: modified, upsertedCount: 0 };
    }
    const seed: Record<string, unknown> = {};
    for (const [path, value] of Object.entries(equalityFields(filter)))
      setPath(seed, path, clone(value));
    const created = seed as Document;
    const { $setOnInsert, ...operators } = update;
    applyUpdate(created, operators);
    if ($setOnInsert) applyUpdate(created, { $set: $setOnInsert });
    this.insertNew(collection, created);
    return { matchedCount: 0, modifiedCount: 0, upsertedCount: 1 };
  }

  /** An upsert that matched nothing inserts; an existing _id is a duplicate key, as in MongoDB. */
  private insertNew(collection: string, created: Document): void {
    if (typeof created._id !== 'string') created._id = randomUUID();
    if (this.state(collection).docs.has(created._id)) {
      throw new DuplicateKeyError(collection, `_id: ${created._id}`);
    }
    this.write(collection, created._id, created);
  }

  /**
   * A document a write hands over (insertOne, replaceOne), as the store keeps it. Its top level
   * is copied, so later changes to the caller's object itself do nothing; the values in it are
   * the store's from then on (Collection in port.ts): copying them cost 7 % of the CPU of a
   * booking. Frozen with `freezeKept`, so a caller that breaks that rule fails in the tests.
   */
  private keep(document: Document): Document {
    if (this.freezeKept) for (const value of Object.values(document)) deepFreeze(value);
    return { ...document };
  }

  private insert(collection: string, document: Document): void {
    const doc = this.keep(document);
    if (typeof doc._id !== 'string') doc._id = randomUUID();
    if (this.state(collection).docs.has(doc._id)) {
      throw new DuplicateKeyError(collection, `_id: ${doc._id}`);
    }
    this.write(collection, doc._id, doc);
  }

  private replace(
    collection: string,
    filter: Filter,
    replacement: Document,
    upsert: boolean,
  ): UpdateResult {
    const [doc] = this.match(collection, filter);
    if (doc) {
      const kept = this.keep(replacement);
      kept._id = doc._id;
      this.write(collection, doc._id, kept);
      return { matchedCount: 1, modifiedCount: 1, upsertedCount: 0 };
    }
    if (!upsert) return { matchedCount: 0, modifiedCount: 0, upsertedCount: 0 };
    this.insertNew(collection, {
      ...equalityFields(filter),
      ...this.keep(replacement),
    } as Document);
    return { matchedCount: 0, modifiedCount: 0, upsertedCount: 1 };
  }

  private remove(collection: string, filter: Filter, many: boolean): DeleteResult {
    const matched = this.match(collection, filter);
    const targets = many ? matched : matched.slice(0, 1);
    for (const doc of targets) this.write(collection, doc._id, null);
    return { deletedCount: targets.length };
  }

  private readonly handles = new Map<string, Collection>();

  /** Collection handles are stateless views: one per name, made once. */
  private handle<T extends Document>(name: string): Collection<T> {
    let collection = this.handles.get(name);
    if (!collection) {
      collection = this.makeCollection(name);
      this.handles.set(name, collection);
    }
    return collection as unknown as Collection<T>;
  }

  private makeCollection<T extends Document>(name: string): Collection<T> {
    const read = <R>(fn: () => R): Promise<R> => {
      try {
        this.refreshIfChanged();
        return Promise.resolve(fn());
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    return {
      name,
      find: (filter, options) => read(() => this.findDocs(name, filter, options) as T[]),
      findOne: (filter, options) =>
        read(
          () => (this.findDocs(name, filter, { ...options, limit: 1 })[0] as T | undefined) ?? null,
        ),
      countDocuments: (filter) => read(() => this.count(name, filter)),
      aggregate: <R>(pipeline: Pipeline) =>
        read(() => new Aggregator(pipeline, {}).run(this.findDocs(name)).map(clone) as R[]),
      insertOne: (document) => this.inTransaction(() => this.insert(name, document)),
      insertMany: (documents) =>
        this.inTransaction(() => {
          for (const d of documents) this.insert(name, d);
        }),
      replaceOne: (filter, replacement, options) =>
        this.inTransaction(() => this.replace(name, filter, replacement, options?.upsert ?? false)),
      updateOne: (filter, update, options) =>
        this.inTransaction(() => this.updateDocs(name, filter, update, options ?? {}, false)),
      updateMany: (filter, update, options) =>
        this.inTransaction(() => this.updateDocs(name, filter, update, options ?? {}, true)),
      deleteOne: (filter) => this.inTransaction(() => this.remove(name, filter, false)),
      deleteMany: (filter) => this.inTransaction(() => this.remove(name, filter ?? {}, true)),
      bulkWrite: (operations: readonly BulkOperation<T>[]) =>
        this.inTransaction(() => {
          for (const op of operations) {
            if ('insertOne' in op) this.insert(name, op.insertOne.document);
            else if ('updateOne' in op)
              this.updateDocs(name, op.updateOne.filter, op.updateOne.update, op.updateOne, false);
            else if ('updateMany' in op)
              this.updateDocs(
                name,
                op.updateMany.filter,
                op.updateMany.update,
                op.updateMany,
                true,
              );
            else if ('replaceOne' in op)
              this.replace(
                name,
                op.replaceOne.filter,
                op.replaceOne.replacement,
                op.replaceOne.upsert ?? false,
              );
            else if ('deleteOne' in op) this.remove(name, op.deleteOne.filter, false);
            else this.remove(name, op.deleteMany.filter, true);
          }
        }),
      createIndex: (keys, options?: IndexOptions) =>
        read(() => {
          const fields = Object.keys(keys);
          const indexName = options?.name ?? fields.map((f) => `${f}_${keys[f]}`).join('_');
          const state = this.state(name);
          const existing = state.indexes.get(indexName);
          if (existing && existing.unique === (options?.unique ?? false)) return;
          this.buildIndex(name, state, indexName, fields, options?.unique ?? false);
          this.commitLayout(() =>
            this.stmt.saveIndex.run(
              name,
              indexName,
              JSON.stringify(fields),
              options?.unique ? 1 : 0,
            ),
          );
        }),
    };
  }

  private readonly session: ReadSession = {
    collection: <T extends Document>(name: string) => this.handle<T>(name),
  };

  collection<T extends Document = Document>(name: string): Collection<T> {
    return this.handle<T>(name);
  }

  dropCollection(name: string): Promise<void> {
    const run = () => {
      this.writeStaged();
      this.commitLayout(() => {
        this.stmt.removeCollection.run(name);
        this.stmt.removeIndexes.run(name);
      });
      this.collections.delete(name);
    };
    const next = this.lock.then(run, run);
    this.lock = next.catch(() => undefined);
    return next;
  }

  listCollections(): Promise<string[]> {
    return Promise.resolve(this.stmt.names.all().map((r) => r.collection));
  }

  ping(): Promise<void> {
    this.db.prepare('SELECT 1').get();
    return Promise.resolve();
  }

  async close(): Promise<void> {
    await this.lock;
    this.writeStaged();
    this.db.close();
  }
}
