import { api } from '../../lib/api';
import type { components } from '../../lib/api-types.gen';
import {
  onceAccepted,
  type OfProperty,
  postCommand,
  type PropertyCommand,
} from '../../lib/property-requests';

/**
 * A channel's ARI push (docs/channels.md "ARI push"): its webhook endpoint, the signing secret
 * (shown once), "send everything now", and the delivery log.
 */

type Schemas = components['schemas'];
/** GET /api/channels/:id/ari (generated: projection-service/src/channels/ari-routes.ts). */
export type ChannelAri = Schemas['ChannelAri'];
export type AriDelivery = ChannelAri['deliveries'][number];

const path = (channelId: string, rest = '') =>
  `/channels/${encodeURIComponent(channelId)}/ari${rest}`;

const channelAriApi = api.injectEndpoints({
  endpoints: (build) => ({
    getChannelAri: build.query<ChannelAri, OfProperty & { channelId: string }>({
      query: ({ slug, channelId }) => ({ url: path(channelId), headers: { 'X-Slug': slug } }),
      providesTags: ['ari'],
    }),
    setAriEndpoint: build.mutation<
      Schemas['AriSecretAnswer'],
      PropertyCommand & { channelId: string; url: string; enabled: boolean }
    >({
      query: ({ channelId, url, enabled, ...command }) =>
        postCommand(path(channelId), { url, enabled }, command),
      invalidatesTags: onceAccepted('ari'),
    }),
    rotateAriSecret: build.mutation<
      Schemas['AriSecretAnswer'],
      PropertyCommand & { channelId: string }
    >({
      query: ({ channelId, ...command }) => postCommand(path(channelId, '/secret'), {}, command),
      invalidatesTags: onceAccepted('ari'),
    }),
    resyncAri: build.mutation<Schemas['CommandAnswer'], PropertyCommand & { channelId: string }>({
      query: ({ channelId, ...command }) => postCommand(path(channelId, '/resync'), {}, command),
      invalidatesTags: onceAccepted('ari'),
    }),
  }),
});

export const {
  useGetChannelAriQuery,
  useSetAriEndpointMutation,
  useRotateAriSecretMutation,
  useResyncAriMutation,
} = channelAriApi;
