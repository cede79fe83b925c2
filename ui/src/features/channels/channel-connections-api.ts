import { api } from '../../lib/api';
import type { components } from '../../lib/api-types.gen';
import {
  onceAccepted,
  type OfProperty,
  postCommand,
  type PropertyCommand,
  readOf,
  deleteCommand,
} from '../../lib/property-requests';

/**
 * Channels (docs/channels.md "Channel reservations"): the booking sites and channel managers
 * that send reservations over the inbound API, their API keys and room/rate code mappings.
 */

type Schemas = components['schemas'];
/** GET /api/channels (generated: projection-service/src/channels/channel-connection-routes.ts). */
export type ChannelConnection = Schemas['ChannelConnection'];
export type ChannelApiKeyAnswer = Schemas['ChannelApiKeyAnswer'];
export type ChannelRatePlan = Schemas['RatePlan'];

export interface ChannelMapping {
  rooms: { code: string; roomTypeId: string }[];
  rates: { code: string; ratePlanId: string }[];
}

const channelConnectionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listChannels: build.query<Schemas['ChannelConnectionList'], OfProperty>({
      query: readOf('/channels'),
      providesTags: ['channels'],
    }),
    /** The rate plans a code may map to (a hold may be booked at), with their room types. */
    listChannelRatePlans: build.query<Schemas['RatePlanList'], OfProperty>({
      query: readOf('/rate/plans'),
      providesTags: ['ratePlans', 'roomTypes'],
    }),
    connectChannel: build.mutation<Schemas['IdAnswer'], PropertyCommand & { name: string }>({
      query: ({ name, ...command }) => postCommand('/channels', { name }, command),
      invalidatesTags: onceAccepted('channels'),
    }),
    createChannelKey: build.mutation<ChannelApiKeyAnswer, PropertyCommand & { channelId: string }>({
      query: ({ channelId, ...command }) =>
        postCommand(`/channels/${encodeURIComponent(channelId)}/keys`, {}, command),
      invalidatesTags: onceAccepted('channels'),
    }),
    revokeChannelKey: build.mutation<
      Schemas['CommandAnswer'],
      PropertyCommand & { channelId: string; keyId: string }
    >({
      query: ({ channelId, keyId, ...command }) =>
        deleteCommand(`/channels/${encodeURIComponent(channelId)}/keys`, keyId, command),
      invalidatesTags: onceAccepted('channels'),
    }),
    setChannelMapping: build.mutation<
      Schemas['CommandAnswer'],
      PropertyCommand & ChannelMapping & { channelId: string }
    >({
      query: ({ channelId, rooms, rates, ...command }) =>
        postCommand(
          `/channels/${encodeURIComponent(channelId)}/mappings`,
          { rooms, rates },
          command,
        ),
      invalidatesTags: onceAccepted('channels'),
    }),
  }),
});

export const {
  useListChannelsQuery,
  useListChannelRatePlansQuery,
  useConnectChannelMutation,
  useCreateChannelKeyMutation,
  useRevokeChannelKeyMutation,
  useSetChannelMappingMutation,
} = channelConnectionsApi;
