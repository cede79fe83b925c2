import Database from 'better-sqlite3';

/**
 * How an SQLite file is copied while other processes write it:
 * - `vacuum`: `VACUUM INTO`, one statement in one read transaction. The copy is compacted
 *   (free pages dropped, indexes rebuilt in order).
 * - `backup`: SQLite's online backup API (better-sqlite3's `db.backup()`), all pages in one
 *   step. Stepped in pages (its default, 100 a step), a backup restarts whenever another
 *   connection writes between two steps: under a booking load it never ends.
 * Both read one snapshot (WAL mode): writers go on committing meanwhile, only the log cannot
 * be checkpointed past the snapshot until the copy ends.
 */
export type SqliteCopyMethod = 'vacuum' | 'backup';

/** How long opening the source waits for a writer's lock (a schema change, a checkpoint). */
const BUSY_TIMEOUT_MS = 10_000;

/** Copies the SQLite file `source` (live, in WAL mode) to the new file `target`. */
export const copySqlite = async (
  source: string,
  target: string,
  method: SqliteCopyMethod,
): Promise<void> => {
  // Not read-only: a read-only connection cannot open a WAL file whose shared-memory index is
  // missing (no process has it open). This one only reads.
  const db = new Database(source, { fileMustExist: true });
  try {
    db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    if (method === 'vacuum') db.prepare('VACUUM INTO ?').run(target);
    else await db.backup(target, { progress: () => 0x7fffffff });
  } finally {
    db.close();
  }
};

/**
 * Leaves a copy as one self-contained file: its log copied in and removed (rollback-journal
 * mode; the app switches it back to WAL when it opens it).
 */
export const settleCopy = (file: string): void => {
  const db = new Database(file, { fileMustExist: true });
  try {
    db.pragma('journal_mode = DELETE');
  } finally {
    db.close();
  }
};

/** A copied event file's last position (undefined when it holds no event). */
export const lastPositionOf = (eventFile: string): bigint | undefined => {
  const db = new Database(eventFile, { fileMustExist: true });
  try {
    const row = db
      .prepare<[], { position: number | bigint | null }>(
        'SELECT MAX(position) AS position FROM events',
      )
      .safeIntegers()
      .get();
    return row?.position === null || row?.position === undefined ? undefined : BigInt(row.position);
  } finally {
    db.close();
  }
};
