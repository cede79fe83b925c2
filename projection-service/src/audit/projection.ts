import { domainEventTypes } from '@hotel/events/catalogue';
import type { Document } from '@hotel/infra/read-store/port';
import type { Projection } from '../runtime/projection';

export const AUDIT_EVENTS = 'audit_events';
export const AUDIT_STREAMS = 'audit_streams';

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

/** The history of every stream, as auditors read it: who did what, when, and why. */
export const auditProjection: Projection = {
  name: 'audit',
  version: 2,
  collections: [AUDIT_EVENTS, AUDIT_STREAMS],
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
    });
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
