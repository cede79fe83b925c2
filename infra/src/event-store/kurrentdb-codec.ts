import { createHash } from 'node:crypto';
import {
  ANY,
  type AppendStreamRequest,
  type AppendStreamState,
  type EventData,
  jsonEvent,
  type JSONType,
  NO_STREAM,
  type ReadPosition,
  START,
  STREAM_EXISTS,
  CancelledError,
  DeadlineExceededError,
  NotLeaderError,
  StreamNotFoundError,
  TimeoutError,
  UnavailableError,
  WrongExpectedVersionError,
} from '@kurrent/kurrentdb-client';
import {
  type EventToAppend,
  type ExpectedRevision,
  type RecordedEvent,
  type StreamAppend,
  StoreBusyError,
  WrongExpectedRevisionError,
} from './port';

/**
 * How the KurrentDB store (`./kurrentdb.ts`) writes our events and reads them back: event ids
 * as UUIDs, metadata as record properties, expected revisions as stream states, stored events
 * as recorded ones, and the client's errors as the port's.
 */

/** Metadata keys the server adds to events written with multiStreamAppend (or telemetry). */
const SERVER_METADATA_KEYS = new Set([
  '$schema.data-format',
  '$schema.name',
  '$traceId',
  '$spanId',
]);
/**
 * multiStreamAppend only accepts string metadata values (they become record properties), so
 * non-string values travel JSON-encoded under this key and are restored on read.
 */
const TYPED_VALUES_KEY = 'hotel.json';
/** KurrentDB event ids are UUIDs; any other id is mapped to a UUID and kept here. */
const ORIGINAL_ID_KEY = 'hotel.eventId';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Random, fixed namespace for UUIDs derived from non-UUID event ids. */
const ID_NAMESPACE = Buffer.from('0b7e3c1a9d2f4e6b8a5c7d9e1f3a5b7c', 'hex');

/** The shape of an event as the client reads it (stream reads and `$all` reads). */
export interface StoredEvent {
  readonly streamId: string;
  readonly id: string;
  readonly revision: bigint;
  readonly type: string;
  readonly data: unknown;
  readonly metadata: unknown;
  readonly isJson: boolean;
  readonly created: Date;
  readonly position?: { readonly commit: bigint; readonly prepare: bigint };
}

interface Resolved {
  readonly event?: StoredEvent;
}

// ---- ids ----

/** RFC 4122 version 5 UUID (SHA-1, namespaced), so a non-UUID id always maps to the same UUID. */
const uuidV5 = (value: string): string => {
  const hash = createHash('sha1').update(ID_NAMESPACE).update(value, 'utf8').digest();
  hash.writeUInt8((hash.readUInt8(6) & 0x0f) | 0x50, 6);
  hash.writeUInt8((hash.readUInt8(8) & 0x3f) | 0x80, 8);
  const hex = hash.subarray(0, 16).toString('hex');
  const parts = [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20)];
  return [...parts, hex.slice(20)].join('-');
};

export const storedId = (id: string): string => (UUID_PATTERN.test(id) ? id : uuidV5(id));

// ---- metadata ----

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  !(value instanceof Uint8Array);

export const withOriginalId = (event: EventToAppend): Record<string, unknown> =>
  storedId(event.id) === event.id
    ? { ...event.metadata }
    : { ...event.metadata, [ORIGINAL_ID_KEY]: event.id };

/** Metadata as multiStreamAppend accepts it: string values only. */
const toProperties = (event: EventToAppend): Record<string, string> => {
  const properties: Record<string, string> = {};
  const typed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(withOriginalId(event))) {
    if (value === undefined) continue;
    if (typeof value === 'string') properties[key] = value;
    else typed[key] = value;
  }
  if (Object.keys(typed).length > 0) properties[TYPED_VALUES_KEY] = JSON.stringify(typed);
  return properties;
};

const parseTyped = (value: unknown): Record<string, unknown> => {
  if (typeof value !== 'string') return {};
  try {
    const parsed: unknown = JSON.parse(value);
    return isPlainObject(parsed) ? parsed : {};
  } catch {
    return {};
  }
};

const decodeMetadata = (
  raw: unknown,
): { metadata: Record<string, unknown>; originalId?: string } => {
  if (!isPlainObject(raw)) return { metadata: {} };
  const metadata: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (SERVER_METADATA_KEYS.has(key) || key === TYPED_VALUES_KEY || key === ORIGINAL_ID_KEY)
      continue;
    metadata[key] = value;
  }
  Object.assign(metadata, parseTyped(raw[TYPED_VALUES_KEY]));
  const originalId = raw[ORIGINAL_ID_KEY];
  return typeof originalId === 'string' ? { metadata, originalId } : { metadata };
};

// ---- conversions ----

export const toEventData = (event: EventToAppend, metadata: Record<string, unknown>): EventData =>
  jsonEvent({
    id: storedId(event.id),
    type: event.type,
    // JSON.stringify is what goes on the wire; `undefined` has no JSON form.
    data: (event.data === undefined ? null : event.data) as JSONType,
    metadata,
  });

export const toStreamState = (expected: ExpectedRevision): AppendStreamState => {
  switch (expected) {
    case 'no_stream':
      return NO_STREAM;
    case 'stream_exists':
      return STREAM_EXISTS;
    case 'any':
      return ANY;
    default:
      return expected;
  }
};

export const decodeData = (event: StoredEvent): unknown => {
  if (event.isJson || !(event.data instanceof Uint8Array)) return event.data;
  const text = Buffer.from(event.data).toString('utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

export const positionOf = (event: StoredEvent): bigint => {
  if (!event.position) {
    throw new Error(
      `KurrentDB did not report the $all position of ${event.streamId}@${event.revision}` +
        ' (server 22.6+ required)',
    );
  }
  return event.position.commit;
};

export const originalIdOf = (event: StoredEvent): string =>
  decodeMetadata(event.metadata).originalId ?? event.id;

export const toRecorded = (event: StoredEvent): RecordedEvent => {
  const { metadata, originalId } = decodeMetadata(event.metadata);
  return {
    id: originalId ?? event.id,
    type: event.type,
    streamName: event.streamId,
    revision: event.revision,
    position: positionOf(event),
    data: decodeData(event),
    metadata,
    recordedAt: event.created.toISOString(),
  };
};

/** System events ($-types) and system streams ($-streams) are KurrentDB's, not ours. */
export const isSystem = (event: StoredEvent): boolean =>
  event.type.startsWith('$') || event.streamId.startsWith('$');

export const collect = async (source: AsyncIterable<Resolved>): Promise<StoredEvent[]> => {
  const events: StoredEvent[] = [];
  for await (const resolved of source) if (resolved.event) events.push(resolved.event);
  return events;
};

export const readFrom = (after: bigint | undefined): ReadPosition =>
  after === undefined ? START : { commit: after, prepare: after };

export const isStreamNotFound = (error: unknown): boolean =>
  error instanceof StreamNotFoundError ||
  (error instanceof Error && error.name === 'StreamNotFoundError');

/** KurrentDB reports deleted/tombstoned streams with negative revisions; for us they are absent. */
const toActual = (state: bigint | 'no_stream'): bigint | 'no_stream' =>
  state === 'no_stream' || state < 0n ? 'no_stream' : state;

export const toPortError = (error: unknown, appends: readonly StreamAppend[]): Error => {
  if (error instanceof WrongExpectedVersionError) {
    const append = appends.find((a) => a.streamName === error.streamName) ?? appends[0];
    return new WrongExpectedRevisionError(
      error.streamName,
      append?.expected ?? error.expectedState,
      toActual(error.actualState),
    );
  }
  // Not leader yet (just started, or an election), unreachable, or too slow: nothing was
  // found written (recover looked), so the command may be tried again, then answered 503.
  if (
    error instanceof NotLeaderError ||
    error instanceof UnavailableError ||
    error instanceof DeadlineExceededError ||
    error instanceof TimeoutError ||
    error instanceof CancelledError
  ) {
    return new StoreBusyError(error);
  }
  return error instanceof Error ? error : new Error(String(error));
};

export const maxPosition = (events: readonly StoredEvent[]): bigint =>
  events.reduce((max, e) => {
    const position = positionOf(e);
    return position > max ? position : max;
  }, 0n);

export const toRequest = (append: StreamAppend): AppendStreamRequest => ({
  streamName: append.streamName,
  expectedState: toStreamState(append.expected),
  events: append.events.map((e) => toEventData(e, toProperties(e))),
});

/** multiStreamAppend takes each stream once; two expectations on one stream are a caller bug. */
export const assertDistinctStreams = (appends: readonly StreamAppend[]): void => {
  const names = new Set<string>();
  for (const { streamName } of appends) {
    if (names.has(streamName)) {
      throw new Error(
        `appendMulti got stream ${streamName} twice; merge its events into one append`,
      );
    }
    names.add(streamName);
  }
};
