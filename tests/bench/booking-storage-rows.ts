/**
 * The rows this design stores for one booking, written with none of the app's logic around
 * them (issue 34, `bookingCpuVsFloor`; booking-storage-floor.ts): a lower bound of what the
 * app can cost over the floor while it keeps an event log and its read models in SQLite.
 *
 * - **The log**: 5 events a booking (what the bookings bench appends: the reservation's, its
 *   group's and its command's streams and the property's occupancy ledger), in the event store's own table and indexes,
 *   in the floor's group-commit transaction (`synchronous = FULL`).
 * - **The read models**, after each commit, in a file of their own as the embedded read store
 *   keeps them (`synchronous = NORMAL`, the `documents` table with its primary key and
 *   partition index, a change-log row a document): the documents a booking creates or changes,
 *   by collection and at the sizes the big-store bench's files hold (mean JSON length of a
 *   booking's rows). Each document is built as an object and serialized, as a projection's is.
 *
 * Left out, so the bound stays below the app: the documents' index keys and text indexes,
 * reading a document before changing it, the projections' checkpoints and leases, the
 * decision, authentication, the request's records and every read.
 */
import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import { openEventDatabase } from '@hotel/infra/event-store/sqlite-schema';

/** [collection, bytes, new (true) or a changed one (false)] for each row of one booking. */
const BOOKING_ROWS: readonly (readonly [string, number, boolean])[] = [
  ['reservations', 2900, true],
  ['dashboard_stays', 577, true],
  ['calendar_stays', 548, true],
  ['calendar_weeks', 145, false],
  ['reservation_groups', 506, true],
  ['housekeeping_stays', 176, true],
  ['income_reservations', 331, true],
  ['sales_stays', 681, true],
  ['sales_days', 973, false],
  ['calendar_export_holders', 436, true],
  ['calendar_export_room_nights', 348, true],
  ['activity', 246, true],
  ['activity_links', 374, true],
  ['activity_reservations', 189, true],
];

/**
 * The events of one booking: [stream, data bytes] (ReservationCreated, ReservationsJoinedGroup,
 * GroupOpened, the command's record, StaysHeld on the ledger), at the mean sizes of the
 * big-store bench's log.
 */
const BOOKING_EVENTS: readonly (readonly [string, number])[] = [
  ['reservation', 1826],
  ['reservation', 160],
  ['group', 452],
  ['command', 422],
  ['occupancy', 418],
];

const METADATA_BYTES = 350;

const documentOf = (id: string, propertyId: string, bytes: number) => ({
  _id: id,
  propertyId,
  text: 'x'.repeat(Math.max(0, bytes - 90)),
});

/**
 * `logPath`: a new event file, opened as the event store opens its own (its schema, pragmas and
 * insert statement); `inTransaction` wraps the floor's group commit around the booking's appends.
 */
export const storageRows = (logPath: string, readModelsPath: string) => {
  const { db: log, stmt } = openEventDatabase(logPath, 'FULL');
  const insertEvent = stmt.insert;
  const propertyId = randomUUID();
  let ledgerRevision = 0;

  const store = new Database(readModelsPath);
  store.pragma('journal_mode = WAL');
  store.pragma('synchronous = NORMAL');
  store.pragma('cache_size = -65536');
  store.exec(`
    CREATE TABLE documents (
      collection TEXT NOT NULL,
      id         TEXT NOT NULL,
      doc        TEXT NOT NULL,
      part       TEXT NOT NULL DEFAULT '',
      keys       TEXT,
      PRIMARY KEY (collection, id)
    );
    CREATE INDEX documents_part ON documents (collection, part);
    CREATE TABLE document_changes (
      seq        INTEGER NOT NULL,
      collection TEXT    NOT NULL,
      id         TEXT    NOT NULL,
      PRIMARY KEY (seq, collection, id)
    ) WITHOUT ROWID;`);
  const upsert = store.prepare(
    'INSERT INTO documents (collection, id, doc, part, keys) VALUES (?, ?, ?, ?, NULL) ON CONFLICT (collection, id) DO UPDATE SET doc = excluded.doc',
  );
  const logChange = store.prepare(
    'INSERT INTO document_changes (seq, collection, id) VALUES (?, ?, ?)',
  );
  let seq = 0;
  const writeDocuments = store.transaction((bookings: number) => {
    seq++;
    const logged = new Set<string>();
    for (let n = 0; n < bookings; n++) {
      for (const [collection, bytes, created] of BOOKING_ROWS) {
        // A changed document is one of a few (a day's sales, a week of the calendar); the
        // change log names a document once a commit.
        const id = created ? randomUUID() : `${propertyId}|${seq % 7}`;
        upsert.run(collection, id, JSON.stringify(documentOf(id, propertyId, bytes)), propertyId);
        if (created || !logged.has(`${collection}|${id}`)) {
          logged.add(`${collection}|${id}`);
          logChange.run(seq, collection, id);
        }
      }
    }
  });

  return {
    /** The booking's events, in the caller's transaction; the position of its last. */
    events: (commandId: string, body: string): number => {
      const booking = randomUUID();
      const recordedAt = new Date().toISOString();
      const revisions = new Map<string, number>();
      let position = 0;
      BOOKING_EVENTS.forEach(([kind, bytes], n) => {
        const occupancy = kind === 'occupancy';
        const revision = revisions.get(kind) ?? 0;
        revisions.set(kind, revision + 1);
        const data = JSON.stringify({ body, pad: 'x'.repeat(Math.max(0, bytes - body.length)) });
        const metadata = JSON.stringify({
          propertyId,
          commandId,
          pad: 'x'.repeat(METADATA_BYTES - 100),
        });
        position = Number(
          insertEvent.run(
            `${commandId}-${n}`,
            occupancy ? `occupancy-${propertyId}` : `${kind}-${booking}`,
            occupancy ? ledgerRevision++ : revision,
            kind,
            data,
            metadata,
            recordedAt,
          ).lastInsertRowid,
        );
      });
      return position;
    },
    /** The read models of `bookings` committed bookings, in one transaction. */
    documents: (bookings: number): void => {
      writeDocuments(bookings);
    },
    /** Runs `work` in one transaction of the event file (the floor's group commit). */
    inTransaction: <T>(work: () => T): T => log.transaction(work)(),
    close: (): void => {
      store.close();
      log.close();
    },
  };
};
