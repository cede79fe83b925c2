import Database from 'better-sqlite3';
import type { RecordedEvent } from './port';

/** A row of the `events` table. */
export interface EventRow {
  position: number;
  id: string;
  stream: string;
  revision: number;
  type: string;
  data: string;
  metadata: string;
  recorded_at: string;
}

/** An insert refused because its event id is in the store already. */
export const isIdTaken = (error: unknown): boolean =>
  error instanceof Database.SqliteError &&
  error.code === 'SQLITE_CONSTRAINT_UNIQUE' &&
  error.message.includes('events.id');

/** SQLITE_BUSY and its extended codes (BUSY_SNAPSHOT, BUSY_RECOVERY, BUSY_TIMEOUT). */
export const isSqliteBusy = (error: unknown): boolean =>
  typeof (error as { code?: unknown } | null)?.code === 'string' &&
  (error as { code: string }).code.startsWith('SQLITE_BUSY');

export const toRecorded = (row: EventRow): RecordedEvent => ({
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
export const toFrozenRecorded = (row: EventRow): RecordedEvent => deepFreeze(toRecorded(row));
