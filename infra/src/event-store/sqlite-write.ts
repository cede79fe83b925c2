import type Database from 'better-sqlite3';
import {
  type AppendResult,
  checkExpected,
  checkExpectedHead,
  DuplicateEventIdError,
  sameEventContent,
  type StreamAppend,
} from './port';
import { type EventRow, isIdTaken } from './sqlite-rows';
import type { Statements } from './sqlite-schema';

/**
 * What one append does inside the SQLite store's batch transaction: check the streams'
 * expected revisions (and head ids), insert the events, or answer a retried append with what
 * it wrote the first time.
 */

/** Runs inside the batch transaction, in a savepoint of its own; lists the rows written. */
export const writeAppends = (
  stmt: Statements,
  appends: readonly StreamAppend[],
  written: EventRow[],
): AppendResult => {
  const duplicate = findDuplicate(stmt, appends);
  if (duplicate) return duplicate;
  const now = new Date().toISOString();
  let position = 0;
  const streams: { streamName: string; revision: bigint }[] = [];
  for (const { streamName, expected, expectedHeadId, events } of appends) {
    const current = stmt.streamRevision.get(streamName)?.revision ?? null;
    checkExpected(streamName, expected, current === null ? 'no_stream' : BigInt(current));
    if (expectedHeadId !== undefined && current !== null) {
      checkExpectedHead(
        streamName,
        expected,
        expectedHeadId,
        stmt.idAt.get(streamName, current)?.id,
      );
    }
    let revision = current ?? -1;
    for (const event of events) {
      revision += 1;
      const data = JSON.stringify(event.data);
      const metadata = JSON.stringify(event.metadata);
      const info = insertEvent(
        stmt,
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
  if (position === 0) position = stmt.head.get()?.position ?? 0;
  return { position: BigInt(position), streams };
};

const insertEvent = (
  stmt: Statements,
  ...row: [string, string, number, string, string, string, string]
): Database.RunResult => {
  try {
    return stmt.insert.run(...row) as Database.RunResult;
  } catch (error) {
    if (isIdTaken(error)) throw new DuplicateEventIdError(row[0]);
    throw error;
  }
};

/**
 * A retried append (same event ids in the same streams, in the same order, with the same
 * types and data) answers with what the first one wrote and writes nothing. Re-using ids any
 * other way — another stream, another order, other contents — is an error.
 */
const findDuplicate = (
  stmt: Statements,
  appends: readonly StreamAppend[],
): AppendResult | undefined => {
  // Almost every append is new: its first event's id tells (the ids of one append are
  // written together or not at all). Any other id already taken fails its insert on the
  // id's unique index, which `insertEvent` answers as a re-used id.
  const firstId = appends.find((a) => a.events.length > 0)?.events[0]?.id;
  if (firstId === undefined || !stmt.byId.get(firstId)) return undefined;
  let found = 0;
  let total = 0;
  let position = 0;
  const streams: { streamName: string; revision: bigint }[] = [];
  for (const { streamName, events } of appends) {
    let revision: number | undefined;
    for (const event of events) {
      total += 1;
      const row = stmt.byId.get(event.id);
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
    const first = appends.flatMap((a) => a.events).find((e) => stmt.byId.get(e.id));
    throw new DuplicateEventIdError(first?.id ?? 'unknown');
  }
  return { position: BigInt(position), streams, duplicate: true };
};
