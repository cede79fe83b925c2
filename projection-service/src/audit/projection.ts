import type { AccountDetailsChanged, AccountRegistered } from '@hotel/events/account/events';
import { domainEventTypes } from '@hotel/events/catalogue';
import { upcasters } from '@hotel/events/upcasting';
import type { Document, ReadSession } from '@hotel/infra/read-store/port';
import type { Projection } from '../runtime/projection';

export const AUDIT_EVENTS = 'audit_events';
export const AUDIT_STREAMS = 'audit_streams';
/** Who each account is, as the audit trail has seen so far (its own copy: see `actor`). */
export const AUDIT_ACTORS = 'audit_actors';

/** A person as they were named when they did something. */
export interface AuditActor {
  name: string;
  email: string;
}

export interface AuditActorDoc extends Document, AuditActor {}

export interface AuditEventDoc extends Document {
  streamName: string;
  revision: number;
  position: string;
  type: string;
  data: unknown;
  propertyId: string | null;
  userId: string;
  commandId: string;
  commandType: string;
  correlationId: string;
  causationId: string;
  occurredAt: string;
  /**
   * The account behind `userId` as it was named at the time of the event (from the account
   * events this projection saw before it, so a rebuild gives the same); null for callers that
   * are not accounts (`system…`, `anonymous`) or unknown ones.
   */
  actor: AuditActor | null;
  /** The schema version `data` is written in (upcast again on read if it has moved on). */
  schemaVersion: number;
}

export interface AuditStreamDoc extends Document {
  propertyId: string | null;
  eventCount: number;
  lastRevision: number;
  lastType: string;
  lastOccurredAt: string;
}

/** Secrets' hashes stay out of the audit trail: every field whose name ends in "Hash". */
const redactHashes = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(redactHashes);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, /Hash$/.test(k) ? '[redacted]' : redactHashes(v)]),
  );
};

/** Callers that are no account: the system itself, its jobs (`system:…`), the public pages. */
const isAccountId = (userId: string): boolean =>
  userId !== 'anonymous' && userId !== 'system' && !userId.startsWith('system:');

const actorOf = async (session: ReadSession, userId: string): Promise<AuditActor | null> => {
  if (!isAccountId(userId)) return null;
  const [doc] = await session.collection<AuditActorDoc>(AUDIT_ACTORS).find({ _id: userId });
  return doc ? { name: doc.name, email: doc.email } : null;
};

/** Keeps the audit's own record of account names up to date (after the event is recorded). */
const followAccounts = async (session: ReadSession, type: string, data: unknown): Promise<void> => {
  const actors = session.collection<AuditActorDoc>(AUDIT_ACTORS);
  if (type === 'AccountRegistered') {
    const { accountId, name, email } = data as AccountRegistered['data'];
    await actors.replaceOne({ _id: accountId }, { _id: accountId, name, email }, { upsert: true });
  } else if (type === 'AccountDetailsChanged') {
    const { accountId, name } = data as AccountDetailsChanged['data'];
    await actors.updateOne({ _id: accountId }, { $set: { name } });
  }
};

/**
 * The history of every stream, as auditors read it: who did what, when, and why. Each event
 * names its actor as they were then: the projection keeps its own copy of account names
 * (`audit_actors`) instead of reading the accounts read model, whose progress is its own.
 */
export const auditProjection: Projection = {
  name: 'audit',
  version: 3,
  collections: [AUDIT_EVENTS, AUDIT_STREAMS, AUDIT_ACTORS],
  readModels: ['audit'],
  handles: domainEventTypes,
  setup: async (store) => {
    await store.collection(AUDIT_EVENTS).createIndex({ streamName: 1 });
    await store.collection(AUDIT_STREAMS).createIndex({ propertyId: 1 });
  },
  apply: async (event, session) => {
    const { metadata } = event;
    await session.collection<AuditEventDoc>(AUDIT_EVENTS).insertOne({
      _id: event.id,
      streamName: event.streamName,
      revision: Number(event.revision),
      position: event.position.toString(),
      type: event.type,
      data: redactHashes(event.data),
      propertyId: metadata.propertyId,
      userId: metadata.userId,
      commandId: metadata.commandId,
      commandType: metadata.commandType,
      correlationId: metadata.correlationId,
      causationId: metadata.causationId,
      occurredAt: metadata.occurredAt,
      actor: await actorOf(session, metadata.userId),
      schemaVersion: upcasters.currentVersion(event.type),
    });
    await followAccounts(session, event.type, event.data);
    await session.collection<AuditStreamDoc>(AUDIT_STREAMS).updateOne(
      { _id: event.streamName },
      {
        $inc: { eventCount: 1 },
        $set: {
          lastRevision: Number(event.revision),
          lastType: event.type,
          lastOccurredAt: metadata.occurredAt,
        },
        $setOnInsert: { propertyId: metadata.propertyId },
      },
      { upsert: true },
    );
  },
};
