import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { z } from 'zod';
import {
  connectChannelSchema,
  createChannelApiKeySchema,
  revokeChannelApiKeySchema,
  setChannelMappingSchema,
} from '@hotel/events/channels/channel-connection-commands';
import { streams } from '@hotel/events/streams';
import { apiSchema, idAnswerSchema } from '@hotel/infra/http/api-schemas';
import { describedBy, type GuardedRoutes, propertyRoute } from '@hotel/infra/http/route-policy';
import {
  type CommandRouteDeps,
  commandContext,
  commandRoute,
  mapCommandError,
  parseInput,
  sendOutcome,
} from '../http/command-route';
import { inventory } from '../inventory/decider';
import type { CommandHandler } from '../pipeline/handle-command';
import { ratePlans } from '../rates/decider';
import {
  channelConnections,
  channelKeys,
  connectChannel,
  createChannelApiKey,
  revokeChannelApiKey,
  setChannelMapping,
} from './channel-connection-decider';

/** Channels, their keys and mappings need their own permission (docs/channels.md). */
export const MANAGE_CHANNELS = propertyRoute('manage-channels');

/** An API key: 32 random bytes, base64url, behind a prefix that says what it is. */
export const newChannelApiKey = (): string => `hpk_${randomBytes(32).toString('base64url')}`;

/** What is kept of a key (and what a request's key is looked up by): its SHA-256. */
export const channelKeyHash = (key: string): string =>
  createHash('sha256').update(key).digest('base64url');

/** What POST /api/channels/:id/keys answers: the key itself, this once. */
const keyAnswer = apiSchema(
  'ChannelApiKeyAnswer',
  z.object({
    keyId: z.string(),
    hint: z.string(),
    /** The key, shown once (absent when a re-sent request is answered from its record). */
    key: z.string().optional(),
    position: z.string(),
  }),
);

/**
 * POST /api/channels (a channel), POST /api/channels/:id/keys and DELETE …/keys/:keyId (its
 * API keys), POST /api/channels/:id/mappings (its room and rate codes), with `manage-channels`.
 */
export const channelConnectionRoutes = (routes: GuardedRoutes, deps: CommandRouteDeps): void => {
  routes.post(
    '/channels',
    MANAGE_CHANNELS,
    commandRoute(deps, {
      type: 'ConnectChannel',
      schema: connectChannelSchema,
      response: idAnswerSchema,
      handler: (async (command, context, { load }) => {
        const propertyId = context.propertyId as string;
        const stream = streams.channels(propertyId);
        const state = await load(stream, channelConnections);
        const event = connectChannel(command, state, { ...context, propertyId });
        return { events: { [stream]: [event] }, status: 201, body: { id: event.data.channelId } };
      }) satisfies CommandHandler<z.output<typeof connectChannelSchema>>,
    }),
  );

  routes.post(
    '/channels/:id/mappings',
    MANAGE_CHANNELS,
    commandRoute(deps, {
      type: 'SetChannelMapping',
      schema: setChannelMappingSchema,
      handler: (async (command, context, { load }) => {
        const propertyId = context.propertyId as string;
        const stream = streams.channels(propertyId);
        const [state, rooms, plans] = await Promise.all([
          load(stream, channelConnections),
          load(streams.inventory(propertyId), inventory),
          load(streams.ratePlans(propertyId), ratePlans),
        ]);
        const event = setChannelMapping(command, state, rooms, plans, { ...context, propertyId });
        return { events: { [stream]: [event] }, status: 200, body: {} };
      }) satisfies CommandHandler<z.output<typeof setChannelMappingSchema>>,
    }),
  );

  // The key is made here, before the command, and only its hash goes into the events and the
  // command's record: the answer adds the key itself once the command is stored.
  routes.post(
    '/channels/:id/keys',
    MANAGE_CHANNELS,
    describedBy({
      body: createChannelApiKeySchema,
      commandType: 'CreateChannelApiKey',
      response: keyAnswer,
    }),
    async (req: Request, res: Response, next: NextFunction) => {
      try {
        const command = parseInput(createChannelApiKeySchema, { ...req.body, ...req.params }, req);
        const context = commandContext(req, res, deps, {
          type: 'CreateChannelApiKey',
          data: command,
        });
        const key = newChannelApiKey();
        const facts = { keyId: randomUUID(), keyHash: channelKeyHash(key), hint: key.slice(-4) };
        const outcome = await deps.pipeline(
          async (_command, ctx, { load }) => {
            const propertyId = ctx.propertyId as string;
            const state = await load(streams.channels(propertyId), channelConnections);
            await load(streams.channelKeyRegistry(), channelKeys);
            const event = createChannelApiKey(command.id, state, facts, { ...ctx, propertyId });
            return {
              events: { [streams.channelKeyRegistry()]: [event] },
              status: 201,
              body: { keyId: facts.keyId, hint: facts.hint },
            };
          },
          command,
          context,
        );
        sendOutcome(res, outcome, outcome.replayed ? {} : { key });
      } catch (error) {
        next(mapCommandError(error));
      }
    },
  );

  routes.delete(
    '/channels/:id/keys/:keyId',
    MANAGE_CHANNELS,
    commandRoute(deps, {
      type: 'RevokeChannelApiKey',
      schema: revokeChannelApiKeySchema,
      handler: (async (command, context, { load }) => {
        const propertyId = context.propertyId as string;
        const stream = streams.channelKeyRegistry();
        const keys = await load(stream, channelKeys);
        const event = revokeChannelApiKey(command, keys, { ...context, propertyId });
        return { events: { [stream]: [event] }, status: 200, body: {} };
      }) satisfies CommandHandler<z.output<typeof revokeChannelApiKeySchema>>,
    }),
  );
};
