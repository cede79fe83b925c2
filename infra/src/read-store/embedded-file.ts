import Database from 'better-sqlite3';
import { isSqliteBusy } from '../event-store/sqlite-rows';
import { partOf } from './embedded-memory';
import type { FileReads } from './embedded-file-reads';
import type { RowTexts } from './embedded-file-text';
import type { Document, FoldedDocument } from './port';

// The embedded store's SQLite file: the connection and its pragmas, the tables (and the
// migrations of files made by earlier versions), the prepared statements and the change
// sequence's numbers in `store_meta`.

/** The statements the store runs, prepared once per connection. */
export interface Statements {
  load: Database.Statement<[string], { id: string; doc: string; part: string }>;
  loadPart: Database.Statement<[string, string], { id: string; doc: string }>;
  locate: Database.Statement<[string, string], string>;
  upsert: Database.Statement<[string, string, string, string, string | null], unknown>;
  /** The document alone, when its indexed fields are as the row has them (see the writer). */
  updateDoc: Database.Statement<[string, string, string, string | null], unknown>;
  /** The same, when the row is also in the document's partition (a fold's row: loadRows). */
  updateInPart: Database.Statement<[string, string, string, string | null, string], unknown>;
  /** A row written whole: partition, document and keys (a fold's row: loadRows). */
  put: Database.Statement<[string, string, string, string, string | null], unknown>;
  remove: Database.Statement<[string, string], unknown>;
  logChange: Database.Statement<[number, string, string], unknown>;
  nextSeq: Database.Statement<[], { value: number }>;
  bumpLayout: Database.Statement<[], unknown>;
  meta: Database.Statement<[], { key: string; value: number }>;
  loadOne: Database.Statement<[string, string], { doc: string; part: string }>;
  /** Documents by id (a JSON list), in the order written. */
  loadMany: Database.Statement<[string, string], string>;
  changedSince: Database.Statement<[number], { collection: string; id: string }>;
  pruneChanges: Database.Statement<[number], unknown>;
  setPruned: Database.Statement<[number], unknown>;
  removeCollection: Database.Statement<[string], unknown>;
  loadIndexes: Database.Statement<[string], { name: string; fields: string; isUnique: number }>;
  saveIndex: Database.Statement<[string, string, string, number], unknown>;
  removeIndexes: Database.Statement<[string], unknown>;
  names: Database.Statement<[], { collection: string }>;
  hasAny: Database.Statement<[string], number>;
  dataVersion: Database.Statement<[], number>;
}

/** The file's change sequence: the last commit's number, the layout's, and the log's start. */
export interface StoreMeta {
  seq: number;
  layout: number;
  pruned: number;
}

/**
 * Files made before documents had a rowid table kept them WITHOUT ROWID, which stores each
 * (kilobytes-long) document inside the key's B-tree: writes cost about three times as much.
 * Copied once into the rowid table, in one transaction.
 */
const moveDocumentsToRowidTable = (db: Database.Database): void => {
  const table = db
    .prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'documents'")
    .get() as { sql: string } | undefined;
  if (!table || !/WITHOUT\s+ROWID/i.test(table.sql)) return;
  db.transaction(() => {
    db.exec(`
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
};

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
const addChangeSequence = (db: Database.Database): void => {
  db.transaction(() => {
    db.exec(`
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
    const stamped = db
      .prepare("SELECT 1 FROM sqlite_master WHERE name IN ('documents_seq', 'removed_documents')")
      .get();
    if (stamped) {
      db.exec(`
          DROP INDEX IF EXISTS documents_seq;
          DROP TABLE IF EXISTS removed_documents;
          UPDATE store_meta SET value = value + 1 WHERE key = 'layout';
          UPDATE store_meta SET value = (SELECT value FROM store_meta WHERE key = 'seq')
            WHERE key = 'pruned';
        `);
    }
  }).immediate();
};

/**
 * The partition column (added to files made before it): each document's property, so a
 * property's documents load without reading the others' (`CollectionMemory` in
 * ./embedded-memory.ts says which partition a document is in; the same rule in SQL here).
 * The layout number moves: other stores on the file load again.
 */
const addPartitions = (db: Database.Database): void => {
  const columns = db.prepare('PRAGMA table_info(documents)').all() as { name: string }[];
  if (!columns.some((c) => c.name === 'part')) {
    db.transaction(() => {
      db.exec(`
        ALTER TABLE documents ADD COLUMN part TEXT NOT NULL DEFAULT '';
        UPDATE documents SET part = CASE
          WHEN json_type(doc, '$.propertyId') IS NULL OR json_type(doc, '$.propertyId') = 'null'
            THEN ''
          WHEN json_type(doc, '$.propertyId') = 'text' THEN json_extract(doc, '$.propertyId')
          ELSE '*' END;
        UPDATE store_meta SET value = value + 1 WHERE key = 'layout';
      `);
    }).immediate();
  }
  db.exec('CREATE INDEX IF NOT EXISTS documents_part ON documents (collection, part)');
};

/**
 * The column of each document's indexed fields (added to files made before it; filled when a
 * projection declares its indexes: ./embedded-file-reads.ts).
 */
const addKeys = (db: Database.Database): void => {
  const columns = db.prepare('PRAGMA table_info(documents)').all() as { name: string }[];
  if (columns.some((c) => c.name === 'keys')) return;
  db.transaction(() => {
    const again = db.prepare('PRAGMA table_info(documents)').all() as { name: string }[];
    if (!again.some((c) => c.name === 'keys'))
      db.exec('ALTER TABLE documents ADD COLUMN keys TEXT');
  }).immediate();
};

/** Pages the write-ahead log grows to before a commit copies it into the file (SQLite: 1,000). */
export const DEFAULT_WAL_PAGES = 10_000;

/** Opens (or creates) the file: WAL, its pragmas, its tables, and the statements on them. */
export const openFile = (
  path: string,
  walPages = DEFAULT_WAL_PAGES,
): { db: Database.Database; stmt: Statements } => {
  const db = new Database(path);
  db.pragma('busy_timeout = 10000');
  try {
    db.pragma('journal_mode = WAL');
  } catch (error) {
    // A rebuild alone on the file writes it through a rollback journal (FileReads.deferred)
    // and may hold it for a commit past the timeout: this connection works in that mode.
    if (!isSqliteBusy(error)) throw error;
  }
  // A commit of a batch of bookings writes ~150 documents on pages all over the file, and some
  // of them (a day's sales, the checkpoints, the indexes' upper pages) at every commit: copying
  // the log into the file every 1,000 pages (SQLite's default, every few commits) copied those
  // again each time. Every 10,000 pages (40 MB of log at most) a commit costs ~10 % less CPU
  // (tests/bench/read-store-writes.ts).
  db.pragma(`wal_autocheckpoint = ${Math.max(1, Math.floor(walPages))}`);
  // NORMAL in WAL mode never corrupts and keeps each transaction atomic; a power cut may lose
  // the last commits, and with them their checkpoint, so the projection re-applies them.
  db.pragma('synchronous = NORMAL');
  // SQLite's default page cache is 2 MB: a property's files outgrow it within weeks, and
  // every write then reads B-tree pages back from the OS.
  db.pragma('cache_size = -65536');
  db.exec(`
    CREATE TABLE IF NOT EXISTS documents (
      collection TEXT NOT NULL,
      id         TEXT NOT NULL,
      doc        TEXT NOT NULL,
      part       TEXT NOT NULL DEFAULT '',
      keys       TEXT,
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
  moveDocumentsToRowidTable(db);
  addChangeSequence(db);
  addPartitions(db);
  addKeys(db);
  const stmt: Statements = {
    load: db.prepare('SELECT id, doc, part FROM documents WHERE collection = ?'),
    loadPart: db.prepare('SELECT id, doc FROM documents WHERE collection = ? AND part = ?'),
    locate: db
      .prepare<[string, string], string>(
        'SELECT part FROM documents WHERE collection = ? AND id = ?',
      )
      .pluck(),
    // A document keeps its partition (its property) when it changes: one that moves is removed
    // and written again (the store knows), so a change leaves the partition index alone.
    upsert: db.prepare(
      'INSERT INTO documents (collection, id, doc, part, keys) VALUES (?, ?, ?, ?, ?) ON CONFLICT (collection, id) DO UPDATE SET doc = excluded.doc, keys = excluded.keys',
    ),
    // `keys` out of the SET list (writeRow).
    updateDoc: db.prepare(
      'UPDATE documents SET doc = ? WHERE collection = ? AND id = ? AND keys IS ?',
    ),
    updateInPart: db.prepare(
      'UPDATE documents SET doc = ? WHERE collection = ? AND id = ? AND keys IS ? AND part = ?',
    ),
    put: db.prepare(
      'INSERT INTO documents (collection, id, doc, part, keys) VALUES (?, ?, ?, ?, ?) ON CONFLICT (collection, id) DO UPDATE SET doc = excluded.doc, part = excluded.part, keys = excluded.keys',
    ),
    remove: db.prepare('DELETE FROM documents WHERE collection = ? AND id = ?'),
    logChange: db.prepare('INSERT INTO document_changes (seq, collection, id) VALUES (?, ?, ?)'),
    nextSeq: db.prepare(
      "UPDATE store_meta SET value = value + 1 WHERE key = 'seq' RETURNING value",
    ),
    bumpLayout: db.prepare("UPDATE store_meta SET value = value + 1 WHERE key = 'layout'"),
    meta: db.prepare('SELECT key, value FROM store_meta'),
    loadOne: db.prepare('SELECT doc, part FROM documents WHERE collection = ? AND id = ?'),
    loadMany: db
      .prepare<[string, string], string>(
        'SELECT doc FROM documents WHERE collection = ? AND id IN (SELECT value FROM json_each(?)) ORDER BY rowid',
      )
      .pluck(),
    changedSince: db.prepare('SELECT collection, id FROM document_changes WHERE seq > ?'),
    pruneChanges: db.prepare('DELETE FROM document_changes WHERE seq <= ?'),
    setPruned: db.prepare("UPDATE store_meta SET value = MAX(value, ?) WHERE key = 'pruned'"),
    removeCollection: db.prepare('DELETE FROM documents WHERE collection = ?'),
    loadIndexes: db.prepare('SELECT name, fields, isUnique FROM indexes WHERE collection = ?'),
    saveIndex: db.prepare(
      'INSERT OR REPLACE INTO indexes (collection, name, fields, isUnique) VALUES (?, ?, ?, ?)',
    ),
    removeIndexes: db.prepare('DELETE FROM indexes WHERE collection = ?'),
    names: db.prepare(
      'SELECT DISTINCT collection FROM documents UNION SELECT DISTINCT collection FROM indexes',
    ),
    hasAny: db
      .prepare<[string], number>('SELECT 1 FROM documents WHERE collection = ? LIMIT 1')
      .pluck(),
    // Read before every read and transaction: prepared once (`db.pragma` prepares each call).
    dataVersion: db.prepare<[], number>('PRAGMA data_version').pluck(),
  };
  return { db, stmt };
};

/** The file's change sequence as it stands. */
export const readMeta = (stmt: Statements): StoreMeta => {
  const meta = { seq: 0, layout: 0, pruned: 0 };
  for (const row of stmt.meta.all()) {
    if (row.key === 'seq' || row.key === 'layout' || row.key === 'pruned')
      meta[row.key] = row.value;
  }
  return meta;
};

/** Inside a write transaction: this commit's change number. */
export const takeSeq = (stmt: Statements): number => {
  const row = stmt.nextSeq.get();
  if (!row) throw new Error('read store: change sequence missing');
  return row.value;
};

/**
 * Writes a document's row with its indexed fields' keys (`./embedded-file-reads.ts`); answers
 * its JSON's length. A document whose indexed fields did not change is written alone, so
 * SQLite leaves the indexes over `keys` (and the text indexes) alone: a reservation's
 * update costs 7–8 µs of CPU so, 20 with `keys` in the SET list. One that moved to another
 * property (`moves`) is removed and written again.
 */
export const writeRow = (
  stmt: Statements,
  collection: string,
  id: string,
  doc: Document,
  keys: string | null,
  moves: boolean,
  texts: RowTexts | null,
): number => {
  const json = JSON.stringify(doc);
  if (!moves && stmt.updateDoc.run(json, collection, id, keys).changes === 1) return json.length;
  const old = texts?.rows.before(collection, id);
  if (moves) stmt.remove.run(collection, id);
  const part = partOf(doc);
  const written = stmt.upsert.run(collection, id, json, part, keys);
  if (texts) {
    const rowid = old && !moves ? old.rowid : written.lastInsertRowid;
    texts.rows.after(texts.indexes, old, { rowid, part, keys });
  }
  return json.length;
};

/** Removes a document's row (and its text indexes' entries). */
export const removeRow = (
  stmt: Statements,
  collection: string,
  id: string,
  texts: RowTexts | null,
): void => {
  const old = texts?.rows.before(collection, id);
  stmt.remove.run(collection, id);
  if (texts && old) texts.rows.after(texts.indexes, old, null);
};

/**
 * A rebuild's documents as its fold holds them (`ReadSession.writeFolded`), written without the
 * lookups of the store's own writes: a new one is put at once (a stored one too, unless its
 * indexed fields and partition are as its row has them: then the document alone). Where the
 * collection has text indexes (not deferred by a bulk load), each row goes through `writeRow`.
 */
export const loadRows = (
  stmt: Statements,
  collection: string,
  documents: readonly FoldedDocument[],
  keysOf: (doc: Document) => string | null,
  texts: RowTexts | null,
): void => {
  for (const { id, doc, stored } of documents) {
    if (!doc) removeRow(stmt, collection, id, texts);
    else if (texts) writeRow(stmt, collection, id, doc, keysOf(doc), stored, texts);
    else {
      const json = JSON.stringify(doc);
      const keys = keysOf(doc);
      const part = partOf(doc);
      if (!stored || stmt.updateInPart.run(json, collection, id, keys, part).changes !== 1) {
        stmt.put.run(collection, id, json, part, keys);
      }
    }
  }
};

/** A group write's changes, as the store staged them. */
export interface GroupWrite {
  readonly staged: ReadonlyMap<string, ReadonlyMap<string, Document | null>>;
  /** `collection\u0000id` of the documents that changed partition. */
  readonly moved: ReadonlySet<string>;
  /** A rebuild's documents (`ReadSession.writeFolded`), per collection. */
  readonly folded: readonly (readonly [string, readonly FoldedDocument[]])[];
}

/**
 * Inside a group write's SQL transaction, numbered `seq`: a fold's rows (`loadRows`: they are
 * not in the change log, so the caller moves the layout), then each staged document, its key
 * logged under `seq`. `written` is told each staged document's JSON length.
 */
export const writeGroup = (
  stmt: Statements,
  reads: FileReads,
  seq: number,
  { staged, moved, folded }: GroupWrite,
  written: (collection: string, doc: Document, length: number) => void,
): void => {
  for (const [collection, docs] of folded) {
    const keysOf = (doc: Document) => reads.keysOf(collection, doc);
    loadRows(stmt, collection, docs, keysOf, reads.rowTexts(collection));
  }
  for (const [collection, docs] of staged) {
    const texts = reads.rowTexts(collection);
    for (const [id, doc] of docs) {
      if (doc) {
        const moves = moved.has(`${collection}\u0000${id}`);
        const keys = reads.keysOf(collection, doc);
        written(collection, doc, writeRow(stmt, collection, id, doc, keys, moves, texts));
      } else removeRow(stmt, collection, id, texts);
      stmt.logChange.run(seq, collection, id);
    }
  }
};
