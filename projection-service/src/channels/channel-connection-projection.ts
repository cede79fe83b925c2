import {
  type ChannelApiKeyEvent,
  type ChannelConnectionEvent,
  channelConnectionEventSchemas,
} from '@hotel/events/channels/channel-connection-events';
import type { Document } from '@hotel/infra/read-store/port';
import type { Projection } from '../runtime/projection';

// The channels projection's collections and documents (docs/channels.md "Channel reservations").

/** One channel of a property with its code mappings. */
export const CHANNEL_CONNECTIONS = 'channel_connections';

export interface ChannelConnectionDoc extends Document {
  propertyId: string;
  name: string;
  connectedAt: string;
  rooms: { code: string; roomTypeId: string }[];
  rates: { code: string; ratePlanId: string }[];
}

/** One API key of a channel: its hint (last four characters), never the key or its hash. */
export const CHANNEL_API_KEYS = 'channel_api_keys';

export interface ChannelApiKeyDoc extends Document {
  propertyId: string;
  channelId: string;
  hint: string;
  createdAt: string;
  revokedAt: string | null;
}

type Handled = ChannelConnectionEvent | ChannelApiKeyEvent;
type Data<T extends Handled['type']> = Extract<Handled, { type: T }>['data'];

/** The channels of every property, their mappings and keys (read model `channels`). */
export const channelConnectionsProjection: Projection = {
  name: 'channel-connections',
  version: 1,
  collections: [CHANNEL_CONNECTIONS, CHANNEL_API_KEYS],
  readModels: ['channels'],
  handles: Object.keys(channelConnectionEventSchemas) as Handled['type'][],
  setup: async (store) => {
    await store.collection(CHANNEL_CONNECTIONS).createIndex({ propertyId: 1 });
    await store.collection(CHANNEL_API_KEYS).createIndex({ propertyId: 1 });
  },
  apply: async (event, session) => {
    const channels = session.collection<ChannelConnectionDoc>(CHANNEL_CONNECTIONS);
    const keys = session.collection<ChannelApiKeyDoc>(CHANNEL_API_KEYS);
    const type = event.type as Handled['type'];
    switch (type) {
      case 'ChannelConnected': {
        const data = event.data as Data<'ChannelConnected'>;
        await channels.replaceOne(
          { _id: data.channelId },
          {
            _id: data.channelId,
            propertyId: data.propertyId,
            name: data.name,
            connectedAt: data.connectedAt,
            rooms: [],
            rates: [],
          },
          { upsert: true },
        );
        return;
      }
      case 'ChannelMappingSet': {
        const data = event.data as Data<'ChannelMappingSet'>;
        await channels.updateOne(
          { _id: data.channelId },
          { $set: { rooms: data.rooms, rates: data.rates } },
        );
        return;
      }
      case 'ChannelApiKeyCreated': {
        const data = event.data as Data<'ChannelApiKeyCreated'>;
        await keys.replaceOne(
          { _id: data.keyId },
          {
            _id: data.keyId,
            propertyId: data.propertyId,
            channelId: data.channelId,
            hint: data.hint,
            createdAt: data.createdAt,
            revokedAt: null,
          },
          { upsert: true },
        );
        return;
      }
      case 'ChannelApiKeyRevoked': {
        const data = event.data as Data<'ChannelApiKeyRevoked'>;
        await keys.updateOne({ _id: data.keyId }, { $set: { revokedAt: data.revokedAt } });
        return;
      }
      default: {
        const unexpected: never = type;
        return unexpected;
      }
    }
  },
};
