import Database from 'better-sqlite3';
import type { EventRow } from './sqlite-rows';

/** How long a write waits for another process's write lock before giving up. */
const BUSY_TIMEOUT_MS = 10_000;

/** The store's prepared statements. */
export interface Statements {
  byId: Database.Statement<[string], EventRow>;
  streamRevision: Database.Statement<[string], { revision: number | null }>;
  idAt: Database.Statement<[string, number], { id: string }>;
  insert: Database.Statement<[string, string, number, string, string, string, string], unknown>;
  readStream: Database.Statement<[string, number], EventRow>;
  readAll: Database.Statement<[number], EventRow>;
  head: Database.Statement<[], { position: number | null }>;
  dataVersion: Database.Statement<[], number>;
  readSnapshot: Database.Statement<
    [string],
    { name: string; revision: number; head_id: string; data: Buffer }
  >;
  writeSnapshot: Database.Statement<[string, number, string, Uint8Array], unknown>;
}

/**
 * Opens (or creates) the event file: WAL, the durability asked for, a page cache fit for a
 * property's files, the `events` and `snapshots` tables, and the statements the store runs.
 */
export const openEventDatabase = (
  path: string,
  synchronous: 'FULL' | 'NORMAL',
): { db: Database.Database; stmt: Statements } => {
  const db = new Database(path);
  // Before anything else: opening a file another process is writing must wait, not fail.
  db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${synchronous}`);
  // SQLite's default page cache is 2 MB: a property's files outgrow it within weeks, and
  // every write then reads B-tree pages back from the OS.
  db.pragma('cache_size = -65536');
  db.exec(`
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
      CREATE TABLE IF NOT EXISTS snapshots (
        name     TEXT    PRIMARY KEY,
        revision INTEGER NOT NULL,
        head_id  TEXT    NOT NULL,
        data     BLOB    NOT NULL
      );
    `);
  const stmt: Statements = {
    byId: db.prepare('SELECT * FROM events WHERE id = ?'),
    streamRevision: db.prepare('SELECT MAX(revision) AS revision FROM events WHERE stream = ?'),
    idAt: db.prepare('SELECT id FROM events WHERE stream = ? AND revision = ?'),
    insert: db.prepare(
      'INSERT INTO events (id, stream, revision, type, data, metadata, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ),
    readStream: db.prepare(
      'SELECT * FROM events WHERE stream = ? AND revision >= ? ORDER BY revision',
    ),
    readAll: db.prepare('SELECT * FROM events WHERE position > ? ORDER BY position'),
    head: db.prepare('SELECT MAX(position) AS position FROM events'),
    dataVersion: db.prepare<[], number>('PRAGMA data_version').pluck(),
    readSnapshot: db.prepare('SELECT * FROM snapshots WHERE name = ?'),
    writeSnapshot: db.prepare(
      'INSERT OR REPLACE INTO snapshots (name, revision, head_id, data) VALUES (?, ?, ?, ?)',
    ),
  };
  return { db, stmt };
};
