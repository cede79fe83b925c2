import { z } from 'zod';
import { HttpProblemNotFound } from '@hotel/infra/http/auth';
import { ariFormats } from '@hotel/events/channels/ari-events';
import { apiSchema } from '@hotel/infra/http/api-schemas';
import {
  type GuardedRoutes,
  propertyCallerOf,
  propertyRoute,
} from '@hotel/infra/http/route-policy';
import type { ReadStore } from '@hotel/infra/read-store/port';
import {
  ARI_DELIVERIES,
  ARI_ENDPOINTS,
  ARI_OUTBOX,
  type AriDeliveryDoc,
  type AriEndpointDoc,
  type AriOutboxDoc,
} from './ari-projection';
import { CHANNEL_CONNECTIONS, type ChannelConnectionDoc } from './channel-connection-projection';

/** How many of the latest deliveries the log answers by default, and at most. */
const LOG_DEFAULT = 50;
const LOG_MAX = 500;

const ariQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .min(1, { error: 'validation.min' })
    .max(LOG_MAX, { error: 'validation.max' })
    .default(LOG_DEFAULT),
});

/** A channel's ARI push: its endpoint (never the secret), what is pending, the delivery log. */
export const ariResponse = apiSchema(
  'ChannelAri',
  z.object({
    endpoint: z
      .object({
        url: z.string(),
        enabled: z.boolean(),
        format: z.enum(ariFormats).describe('What the endpoint speaks: the adapter that sends'),
        hotelCode: z.string().nullable().describe('OpenTravel: the site’s code for the hotel'),
        username: z.string().nullable().describe('HTTP Basic authentication’s user name'),
        hasPassword: z.boolean().describe('Whether a password is set (never the password)'),
        hint: z.string().nullable().describe('The signing secret’s last four characters'),
        setAt: z.string(),
        secretIssuedAt: z.string().nullable(),
      })
      .nullable(),
    roomTypes: z.array(
      z.object({
        roomTypeId: z.string(),
        pending: z.array(z.object({ from: z.string(), to: z.string() })),
        failures: z.number().int(),
        retryAt: z.string().nullable(),
        inFlightSince: z.string().nullable(),
        lastDeliveredAt: z.string().nullable(),
      }),
    ),
    deliveries: z.array(
      z.object({
        roomTypeId: z.string(),
        sequence: z.number().int(),
        attempt: z.number().int(),
        from: z.string(),
        to: z.string(),
        delivered: z.boolean(),
        status: z.number().int().nullable(),
        error: z.string().nullable(),
        durationMs: z.number().int(),
        at: z.string(),
        retryAt: z.string().nullable(),
      }),
    ),
  }),
);

/** GET /api/channels/:id/ari (manage-channels): another property's channel is 404. */
export const ariQueries = (routes: GuardedRoutes, readStore: ReadStore): void => {
  routes.get('/channels/:id/ari', propertyRoute('manage-channels'), async (req, res) => {
    const { propertyId } = propertyCallerOf(res);
    const { limit } = ariQuerySchema.parse(req.query);
    const channelId = String(req.params.id);
    const channel = await readStore
      .collection<ChannelConnectionDoc>(CHANNEL_CONNECTIONS)
      .findOne({ _id: channelId, propertyId });
    if (!channel) throw new HttpProblemNotFound(res);
    const [endpoint, lines, log] = await Promise.all([
      readStore.collection<AriEndpointDoc>(ARI_ENDPOINTS).findOne({ _id: channelId, propertyId }),
      readStore
        .collection<AriOutboxDoc>(ARI_OUTBOX)
        .find({ propertyId, channelId }, { sort: { roomTypeId: 1 } }),
      readStore
        .collection<AriDeliveryDoc>(ARI_DELIVERIES)
        .find({ propertyId, channelId }, { sort: { at: -1, sequence: -1 }, limit }),
    ]);
    res.json({
      endpoint: endpoint
        ? {
            url: endpoint.url,
            enabled: endpoint.enabled,
            format: endpoint.format ?? 'json',
            hotelCode: endpoint.hotelCode ?? null,
            username: endpoint.username ?? null,
            hasPassword: endpoint.hasPassword ?? false,
            hint: endpoint.hint,
            setAt: endpoint.setAt,
            secretIssuedAt: endpoint.secretIssuedAt,
          }
        : null,
      roomTypes: lines.map((line) => ({
        roomTypeId: line.roomTypeId,
        pending: line.dirty.map(({ from, to }) => ({ from, to })),
        failures: line.failures,
        retryAt: line.retryAt,
        inFlightSince: line.inFlightSince,
        lastDeliveredAt: line.lastDeliveredAt,
      })),
      deliveries: log.map(({ _id, propertyId: _p, channelId: _c, ...entry }) => entry),
    });
  });
  routes.describe('get', '/channels/:id/ari', { query: ariQuerySchema, response: ariResponse });
};
