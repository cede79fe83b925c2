import type { SetAriEndpoint } from '@hotel/events/channels/ari-commands';
import type { AriSecretAnswer, ChannelAri, CommandAnswer } from '../../lib/api-types.gen';
import { injectPropertyEndpoints } from '../../lib/property-endpoints';
import type { OfProperty } from '../../lib/property-requests';

/**
 * A channel's ARI push (docs/channels.md "ARI push"): its webhook endpoint, the signing secret
 * (shown once), "send everything now", and the delivery log.
 */

export type {
  /** GET /api/channels/:id/ari (generated: projection-service/src/channels/ari-routes.ts). */
  ChannelAri,
} from '../../lib/api-types.gen';
export type AriDelivery = ChannelAri['deliveries'][number];

const path = (rest: string) => (channelId: string) => `/channels/${channelId}/ari${rest}`;

const channelAriApi = injectPropertyEndpoints((property) => ({
  getChannelAri: property.readOn<ChannelAri, OfProperty & { channelId: string }>(
    'channelId',
    path(''),
    'ari',
  ),
  setAriEndpoint: property.commandOn<
    AriSecretAnswer,
    { channelId: string } & Omit<SetAriEndpoint, 'id'>
  >('channelId', path(''), 'ari'),
  rotateAriSecret: property.commandOn<AriSecretAnswer, { channelId: string }>(
    'channelId',
    path('/secret'),
    'ari',
  ),
  resyncAri: property.commandOn<CommandAnswer, { channelId: string }>(
    'channelId',
    path('/resync'),
    'ari',
  ),
}));

export const {
  useGetChannelAriQuery,
  useSetAriEndpointMutation,
  useRotateAriSecretMutation,
  useResyncAriMutation,
} = channelAriApi;
