import type {
  ChannelApiKeyAnswer,
  ChannelConnectionList,
  CommandAnswer,
  IdAnswer,
  RatePlan,
  RatePlanList,
} from '../../lib/api-types.gen';
import { injectPropertyEndpoints } from '../../lib/property-endpoints';
import { deleteCommand, onceAccepted, type PropertyCommand } from '../../lib/property-requests';

/**
 * Channels (docs/channels.md "Channel reservations"): the booking sites and channel managers
 * that send reservations over the inbound API, their API keys and room/rate code mappings.
 */

export type {
  /** GET /api/channels (generated: projection-service/src/channels/channel-connection-routes.ts). */
  ChannelConnection,
  ChannelApiKeyAnswer,
} from '../../lib/api-types.gen';
export type ChannelRatePlan = RatePlan;

export interface ChannelMapping {
  rooms: { code: string; roomTypeId: string }[];
  rates: { code: string; ratePlanId: string }[];
}

const channelConnectionsApi = injectPropertyEndpoints((property, build) => ({
  listChannels: property.read<ChannelConnectionList>('/channels', 'channels'),
  /** The rate plans a code may map to (a hold may be booked at), with their room types. */
  listChannelRatePlans: property.read<RatePlanList>('/rate/plans', 'ratePlans', 'roomTypes'),
  connectChannel: property.command<IdAnswer, { name: string }>('/channels', 'channels'),
  createChannelKey: property.commandOn<ChannelApiKeyAnswer, { channelId: string }>(
    'channelId',
    (id) => `/channels/${id}/keys`,
    'channels',
  ),
  revokeChannelKey: build.mutation<
    CommandAnswer,
    PropertyCommand & { channelId: string; keyId: string }
  >({
    query: ({ channelId, keyId, ...command }) =>
      deleteCommand(`/channels/${encodeURIComponent(channelId)}/keys`, keyId, command),
    invalidatesTags: onceAccepted('channels'),
  }),
  setChannelMapping: property.commandOn<CommandAnswer, ChannelMapping & { channelId: string }>(
    'channelId',
    (id) => `/channels/${id}/mappings`,
    'channels',
  ),
}));

export const {
  useListChannelsQuery,
  useListChannelRatePlansQuery,
  useConnectChannelMutation,
  useCreateChannelKeyMutation,
  useRevokeChannelKeyMutation,
  useSetChannelMappingMutation,
} = channelConnectionsApi;
