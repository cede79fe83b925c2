import { mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';

/** An entry: a tag that says what it was made from, and its bytes (one or more parts). */
export interface FileCacheEntry {
  readonly tag: string;
  readonly parts: readonly Buffer[];
}

export interface FileCacheOptions {
  /** Past this many bytes of entries, the oldest written go first (default 256 MB). */
  readonly maxBytes?: number;
  /** Told of a failure that turned the cache off (a full disk, a damaged file). */
  readonly onError?: (error: unknown) => void;
}

/**
 * A cache kept in a SQLite file of its own between a process's starts: what is costly to make
 * again and cheap to check (the calendar's packed runs, checked against their weeks' stamps).
 * Nothing in it is the record: a file that cannot be opened is deleted and made anew, a
 * failed write turns the cache off for the process, and the caller always has another way to
 * the answer.
 *
 * One process at a time: the file is held with an exclusive lock, so entries made against one
 * process's memory (the calendar's tables) never mix with another's; a second process on the
 * same folder works without it (`open` answers null). Written with `synchronous = OFF`: a
 * process killed mid-write loses nothing the WAL acknowledged, and a machine that loses power
 * may lose the last writes of a cache, never a record.
 */
export class FileCache {
  private readonly getOne: Database.Statement<[string], { tag: string; value: Buffer }>;
  private readonly putOne: Database.Statement<[string, string, Buffer, number]>;
  private readonly sizeOf: Database.Statement<[string], number>;
  private readonly oldest: Database.Statement<[number], { key: string; size: number }>;
  private readonly dropOne: Database.Statement<[string]>;
  private bytes: number;
  private written: number;
  private closed = false;

  private constructor(
    private readonly db: Database.Database,
    private readonly maxBytes: number,
    private readonly onError: (error: unknown) => void,
  ) {
    this.getOne = db.prepare('SELECT tag, value FROM entries WHERE key = ?');
    this.putOne = db.prepare(
      'INSERT OR REPLACE INTO entries (key, tag, value, written) VALUES (?, ?, ?, ?)',
    );
    this.sizeOf = db
      .prepare<[string], number>('SELECT length(value) FROM entries WHERE key = ?')
      .pluck();
    this.oldest = db.prepare(
      'SELECT key, length(value) AS size FROM entries ORDER BY written LIMIT ?',
    );
    this.dropOne = db.prepare('DELETE FROM entries WHERE key = ?');
    this.bytes =
      (db.prepare('SELECT coalesce(sum(length(value)), 0) FROM entries').pluck().get() as number) ??
      0;
    this.written =
      (db.prepare('SELECT coalesce(max(written), 0) FROM entries').pluck().get() as number) ?? 0;
  }

  /**
   * The cache in `path`, or null when another process holds it (or the file cannot be made).
   * A file that is not a cache of this shape is deleted and made anew.
   */
  static open(path: string, options: FileCacheOptions = {}): FileCache | null {
    const onError = options.onError ?? (() => {});
    for (let attempt = 0; attempt < 2; attempt++) {
      let db: Database.Database | null = null;
      try {
        mkdirSync(dirname(path), { recursive: true });
        db = new Database(path, { timeout: 0 });
        db.pragma('locking_mode = EXCLUSIVE');
        db.pragma('journal_mode = WAL');
        db.pragma('synchronous = OFF');
        db.exec(`
          CREATE TABLE IF NOT EXISTS entries (
            key     TEXT PRIMARY KEY,
            tag     TEXT NOT NULL,
            value   BLOB NOT NULL,
            written INTEGER NOT NULL
          ) WITHOUT ROWID;
          CREATE INDEX IF NOT EXISTS entries_written ON entries (written);
        `);
        // The exclusive lock is taken by the first write and held until close.
        db.exec('BEGIN IMMEDIATE; COMMIT');
        return new FileCache(db, options.maxBytes ?? 256 * 1024 * 1024, onError);
      } catch (error) {
        db?.close();
        const code = (error as { code?: string }).code;
        if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED') return null;
        if (attempt === 0 && (code === 'SQLITE_CORRUPT' || code === 'SQLITE_NOTADB')) {
          for (const suffix of ['', '-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true });
          continue;
        }
        onError(error);
        return null;
      }
    }
    return null;
  }

  /** The entries of `keys` that are kept (a key not kept is left out). */
  get(keys: readonly string[]): Map<string, FileCacheEntry> {
    const found = new Map<string, FileCacheEntry>();
    if (this.closed) return found;
    try {
      for (const key of keys) {
        const row = this.getOne.get(key);
        if (row) found.set(key, { tag: row.tag, parts: split(row.value) });
      }
    } catch (error) {
      this.fail(error);
      found.clear();
    }
    return found;
  }

  /** Keeps the entries (one transaction), the oldest others going past `maxBytes`. */
  put(entries: ReadonlyMap<string, FileCacheEntry>): void {
    if (this.closed || entries.size === 0) return;
    try {
      this.db.transaction(() => {
        for (const [key, entry] of entries) {
          const value = join(entry.parts);
          this.bytes += value.length - (this.sizeOf.get(key) ?? 0);
          this.putOne.run(key, entry.tag, value, ++this.written);
        }
        while (this.bytes > this.maxBytes) {
          const rows = this.oldest.all(64);
          if (rows.length === 0) break;
          for (const { key, size } of rows) {
            if (this.bytes <= this.maxBytes * 0.9) break;
            this.dropOne.run(key);
            this.bytes -= size;
          }
        }
      })();
    } catch (error) {
      this.fail(error);
    }
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.db.close();
  }

  private fail(error: unknown): void {
    this.onError(error);
    this.close();
  }
}

/** Parts in one value: each as its length (4 bytes) then its bytes. */
const join = (parts: readonly Buffer[]): Buffer => {
  const out = Buffer.allocUnsafe(parts.reduce((n, part) => n + 4 + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.writeUInt32LE(part.length, at);
    part.copy(out, at + 4);
    at += 4 + part.length;
  }
  return out;
};

const split = (value: Buffer): Buffer[] => {
  const parts: Buffer[] = [];
  for (let at = 0; at + 4 <= value.length;) {
    const length = value.readUInt32LE(at);
    parts.push(value.subarray(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return parts;
};
