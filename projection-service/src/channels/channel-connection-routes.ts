import { z } from 'zod';
import { apiSchema } from '@hotel/infra/http/api-schemas';
import {
  type GuardedRoutes,
  propertyCallerOf,
  propertyRoute,
} from '@hotel/infra/http/route-policy';
import type { ReadStore } from '@hotel/infra/read-store/port';
import {
  CHANNEL_API_KEYS,
  CHANNEL_CONNECTIONS,
  type ChannelApiKeyDoc,
  type ChannelConnectionDoc,
} from './channel-connection-projection';

/** A channel with its mappings and its keys (newest first; revoked ones say when). */
export const channelResponse = apiSchema(
  'ChannelConnection',
  z.object({
    id: z.string(),
    name: z.string(),
    connectedAt: z.string(),
    rooms: z.array(z.object({ code: z.string(), roomTypeId: z.string() })),
    rates: z.array(z.object({ code: z.string(), ratePlanId: z.string() })),
    keys: z.array(
      z.object({
        keyId: z.string(),
        hint: z.string().describe('The key’s last four characters'),
        createdAt: z.string(),
        revokedAt: z.string().nullable(),
      }),
    ),
  }),
);

const channelListResponse = apiSchema(
  'ChannelConnectionList',
  z.object({ data: z.array(channelResponse) }),
);

/** GET /api/channels (manage-channels): the property's channels, mappings and keys. */
export const channelConnectionQueries = (routes: GuardedRoutes, readStore: ReadStore): void => {
  routes.get('/channels', propertyRoute('manage-channels'), async (_req, res) => {
    const { propertyId } = propertyCallerOf(res);
    const [channels, keys] = await Promise.all([
      readStore
        .collection<ChannelConnectionDoc>(CHANNEL_CONNECTIONS)
        .find({ propertyId }, { sort: { connectedAt: 1, _id: 1 } }),
      readStore
        .collection<ChannelApiKeyDoc>(CHANNEL_API_KEYS)
        .find({ propertyId }, { sort: { createdAt: -1, _id: 1 } }),
    ]);
    res.json({
      data: channels.map((doc) => ({
        id: doc._id,
        name: doc.name,
        connectedAt: doc.connectedAt,
        rooms: doc.rooms,
        rates: doc.rates,
        keys: keys
          .filter((key) => key.channelId === doc._id)
          .map((key) => ({
            keyId: key._id,
            hint: key.hint,
            createdAt: key.createdAt,
            revokedAt: key.revokedAt,
          })),
      })),
    });
  });
  routes.describe('get', '/channels', { response: channelListResponse });
};
