/**
 * What the embedded setup keeps in DATA_DIR (infra/src/stores.ts, infra/src/auth/services.ts,
 * infra/src/blob-store/folder.ts), and what a backup takes of it.
 */

/** The event store: the record. */
export const EVENT_FILE = 'events.sqlite';
/** The read models, with the projections' checkpoints. */
export const READ_FILE = 'read-models.sqlite';
/**
 * Folders copied file by file: uploaded images (`blobs`), the token signing key generated when
 * JWT_SECRET is not set (`secrets`), and the e-mails written when SMTP_URL is not set
 * (`outbox`). Left out: `blobs-cache`, resized copies made again on demand.
 */
export const COPIED_FOLDERS = ['blobs', 'secrets', 'outbox'] as const;

/**
 * The calendar's packed runs, kept between starts (calendar-cache.ts): a cache, not backed up;
 * a restore removes it with the read models it was made from.
 */
export const CALENDAR_CACHE_FILE = 'calendar-cache.sqlite';

/** Everything of DATA_DIR a restore with `--force` replaces (SQLite's log files included). */
export const APP_ENTRIES = [
  EVENT_FILE,
  `${EVENT_FILE}-wal`,
  `${EVENT_FILE}-shm`,
  READ_FILE,
  `${READ_FILE}-wal`,
  `${READ_FILE}-shm`,
  ...COPIED_FOLDERS,
  'blobs-cache',
  CALENDAR_CACHE_FILE,
  `${CALENDAR_CACHE_FILE}-wal`,
  `${CALENDAR_CACHE_FILE}-shm`,
] as const;

/** A file being written (a blob, an e-mail or the key under its temporary name): not copied. */
export const isPartialFile = (name: string): boolean => name.endsWith('.tmp');
