import {
  type AriEvent,
  ariEventSchemas,
  type AriFormat,
  type AriPropertyListed,
} from '@hotel/events/channels/ari-events';
import { clipBefore, coalesce, type DirtyRange } from '@hotel/events/channels/ari-ranges';
import type { Document } from '@hotel/infra/read-store/port';
import type { Projection } from '../runtime/projection';

// The ARI push's read model (docs/channels.md "ARI push"): each channel's endpoint (never its
// secret), its outbox per room type and the delivery log.

/**
 * A channel's ARI endpoint: address, on or off, what it speaks, its user name, whether it has
 * a password, the secret's last four characters.
 */
export const ARI_ENDPOINTS = 'ari_endpoints';

export interface AriEndpointDoc extends Document {
  propertyId: string;
  url: string;
  enabled: boolean;
  /** Absent on endpoints set before formats existed: `json`. */
  format?: AriFormat;
  hotelCode?: string | null;
  username?: string | null;
  /** Whether a password is set (never the password). */
  hasPassword?: boolean;
  hint: string | null;
  setAt: string;
  secretIssuedAt: string | null;
}

/** What is still to send for one (channel, room type), and how its last message went. */
export const ARI_OUTBOX = 'ari_outbox';

export interface AriOutboxDoc extends Document {
  propertyId: string;
  channelId: string;
  roomTypeId: string;
  dirty: DirtyRange[];
  sequence: number;
  failures: number;
  retryAt: string | null;
  inFlightSince: string | null;
  lastDeliveredAt: string | null;
}

/** One message's outcome (the delivery log). */
export const ARI_DELIVERIES = 'ari_deliveries';

export interface AriDeliveryDoc extends Document {
  propertyId: string;
  channelId: string;
  roomTypeId: string;
  sequence: number;
  attempt: number;
  from: string;
  to: string;
  delivered: boolean;
  status: number | null;
  error: string | null;
  durationMs: number;
  at: string;
  retryAt: string | null;
}

type Handled = AriEvent['type'] | AriPropertyListed['type'];
type Data<T extends AriEvent['type']> = Extract<AriEvent, { type: T }>['data'];

const outboxId = (channelId: string, roomTypeId: string) => `${channelId}|${roomTypeId}`;

/** The ARI endpoints, outboxes and delivery log of every property (read model `ari`). */
export const ariProjection: Projection = {
  name: 'ari',
  // Endpoints written before the format (no `format`, `hotelCode`, `username`, `hasPassword`)
  // are read as JSON webhooks without a login (`ari-routes.ts`): no replay of the log for them.
  version: 1,
  collections: [ARI_ENDPOINTS, ARI_OUTBOX, ARI_DELIVERIES],
  readModels: ['ari'],
  handles: Object.keys(ariEventSchemas).filter((t) => t !== 'AriPropertyListed'),
  setup: async (store) => {
    await store.collection(ARI_ENDPOINTS).createIndex({ propertyId: 1 });
    await store.collection(ARI_OUTBOX).createIndex({ propertyId: 1, channelId: 1 });
    await store.collection(ARI_DELIVERIES).createIndex({ propertyId: 1, channelId: 1 });
  },
  apply: async (event, session) => {
    const endpoints = session.collection<AriEndpointDoc>(ARI_ENDPOINTS);
    const outbox = session.collection<AriOutboxDoc>(ARI_OUTBOX);
    const deliveries = session.collection<AriDeliveryDoc>(ARI_DELIVERIES);
    const type = event.type as Handled;
    switch (type) {
      case 'AriEndpointSet': {
        const data = event.data as Data<'AriEndpointSet'>;
        const before = await endpoints.findOne({ _id: data.channelId });
        await endpoints.replaceOne(
          { _id: data.channelId },
          {
            _id: data.channelId,
            propertyId: data.propertyId,
            url: data.url,
            enabled: data.enabled,
            format: data.format ?? 'json',
            hotelCode: data.hotelCode ?? null,
            username: data.username ?? null,
            hasPassword: before?.hasPassword ?? false,
            hint: before?.hint ?? null,
            setAt: data.at,
            secretIssuedAt: before?.secretIssuedAt ?? null,
          },
          { upsert: true },
        );
        return;
      }
      case 'AriSecretIssued': {
        const data = event.data as Data<'AriSecretIssued'>;
        await endpoints.updateOne(
          { _id: data.channelId },
          { $set: { hint: data.hint, secretIssuedAt: data.at } },
        );
        return;
      }
      case 'AriPasswordSet': {
        const data = event.data as Data<'AriPasswordSet'>;
        await endpoints.updateOne(
          { _id: data.channelId },
          { $set: { hasPassword: data.password !== null } },
        );
        return;
      }
      case 'AriChangesQueued': {
        const data = event.data as Data<'AriChangesQueued'>;
        const queued = data.number;
        const lines = await outbox.find({ propertyId: data.propertyId });
        const byId = new Map(lines.map((line) => [line._id, line]));
        const changed = new Set<string>();
        for (const line of lines) {
          const clipped = clipBefore(line.dirty, data.horizonFrom);
          if (clipped.length !== line.dirty.length || clipped.some((r, i) => r !== line.dirty[i])) {
            byId.set(line._id, { ...line, dirty: clipped });
            changed.add(line._id);
          }
        }
        for (const range of data.ranges) {
          const id = outboxId(range.channelId, range.roomTypeId);
          const line = byId.get(id) ?? {
            _id: id,
            propertyId: data.propertyId,
            channelId: range.channelId,
            roomTypeId: range.roomTypeId,
            dirty: [],
            sequence: 0,
            failures: 0,
            retryAt: null,
            inFlightSince: null,
            lastDeliveredAt: null,
          };
          byId.set(id, {
            ...line,
            dirty: coalesce(line.dirty, { from: range.from, to: range.to, queued }),
          });
          changed.add(id);
        }
        for (const id of changed) {
          await outbox.replaceOne({ _id: id }, byId.get(id) as AriOutboxDoc, { upsert: true });
        }
        return;
      }
      case 'AriDeliveryStarted': {
        const data = event.data as Data<'AriDeliveryStarted'>;
        await outbox.updateOne(
          { _id: outboxId(data.channelId, data.roomTypeId) },
          { $set: { sequence: data.sequence, inFlightSince: data.at } },
        );
        return;
      }
      case 'AriDeliveryRecorded': {
        const data = event.data as Data<'AriDeliveryRecorded'>;
        const id = outboxId(data.channelId, data.roomTypeId);
        const line = await outbox.findOne({ _id: id });
        if (line) {
          await outbox.replaceOne(
            { _id: id },
            data.delivered
              ? {
                  ...line,
                  dirty: line.dirty.filter((range) => range.queued > data.upTo),
                  failures: 0,
                  retryAt: null,
                  inFlightSince: null,
                  lastDeliveredAt: data.at,
                }
              : { ...line, failures: data.attempt, retryAt: data.retryAt, inFlightSince: null },
          );
        }
        await deliveries.replaceOne(
          { _id: `${id}|${data.sequence}` },
          {
            _id: `${id}|${data.sequence}`,
            propertyId: data.propertyId,
            channelId: data.channelId,
            roomTypeId: data.roomTypeId,
            sequence: data.sequence,
            attempt: data.attempt,
            from: data.from,
            to: data.to,
            delivered: data.delivered,
            status: data.status,
            error: data.error,
            durationMs: data.durationMs,
            at: data.at,
            retryAt: data.retryAt,
          },
          { upsert: true },
        );
        return;
      }
      case 'AriPropertyListed':
        return;
      default: {
        const unexpected: never = type;
        return unexpected;
      }
    }
  },
};
