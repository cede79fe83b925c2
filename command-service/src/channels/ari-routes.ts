import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { z } from 'zod';
import {
  resyncAriSchema,
  rotateAriSecretSchema,
  setAriEndpointSchema,
} from '@hotel/events/channels/ari-commands';
import type { AriEvent } from '@hotel/events/channels/ari-events';
import type { DomainEvent } from '@hotel/events/metadata';
import { NotFound } from '@hotel/events/rule-broken';
import { streams } from '@hotel/events/streams';
import { apiSchema } from '@hotel/infra/http/api-schemas';
import { describedBy, type GuardedRoutes } from '@hotel/infra/http/route-policy';
import {
  type CommandRouteDeps,
  commandContext,
  commandRoute,
  mapCommandError,
  parseInput,
  sendOutcome,
} from '../http/command-route';
import type { Loader } from '../pipeline/handle-command';
import { property } from '../property/decider';
import {
  type AriContext,
  type NewSecret,
  ariOutbox,
  ariRegistry,
  resyncAri,
  rotateAriSecret,
  setAriEndpoint,
} from './ari-outbox';
import { channelConnections } from './channel-connection-decider';
import { MANAGE_CHANNELS } from './channel-connection-routes';

/** A signing secret: 32 random bytes, base64url, behind a prefix that says what it is. */
export const newAriSecret = (): NewSecret => {
  const secret = `whsec_${randomBytes(32).toString('base64url')}`;
  return { secret, hint: secret.slice(-4) };
};

/** What the endpoint and secret routes answer: the secret itself, this once. */
const secretAnswer = apiSchema(
  'AriSecretAnswer',
  z.object({
    /** The signing secret, shown once (absent when none was made, or on a re-sent request). */
    secret: z.string().optional(),
    hint: z.string().nullable(),
    position: z.string(),
  }),
);

const contextOf = async (
  load: Loader['load'],
  propertyId: string,
  now: string,
): Promise<AriContext> => {
  const place = await load(streams.property(propertyId), property);
  if (place.status === 'none') throw new NotFound('property');
  return { propertyId, now, workingDate: place.workingDate };
};

/**
 * The secret is made here, before the command, and added to the answer once stored (as the API
 * keys are): the command's record, which answers a re-sent request, never holds it.
 */
const secretRoute =
  <Command extends { id: string }>(
    deps: CommandRouteDeps,
    type: string,
    schema: z.ZodType<Command>,
    decide: (
      command: Command,
      load: Loader['load'],
      propertyId: string,
      secret: NewSecret,
      now: string,
    ) => Promise<Record<string, DomainEvent[]>>,
  ) =>
  async (req: Request, res: Response, next: NextFunction) => {
    try {
      const command: Command = parseInput(schema, { ...req.body, ...req.params }, req);
      const context = commandContext(req, res, deps, { type, data: command });
      const secret = newAriSecret();
      let issued = false;
      const outcome = await deps.pipeline(
        async (_command, ctx, { load }) => {
          const propertyId = ctx.propertyId as string;
          const events = await decide(command, load, propertyId, secret, ctx.now);
          const ari = (events[streams.ari(propertyId)] ?? []) as AriEvent[];
          issued = ari.some((e) => e.type === 'AriSecretIssued');
          const state = await load(streams.ari(propertyId), ariOutbox);
          const hint = issued ? secret.hint : (state.endpoints.get(command.id)?.hint ?? null);
          return { events, status: 200, body: { hint } };
        },
        command,
        context,
      );
      sendOutcome(res, outcome, issued && !outcome.replayed ? { secret: secret.secret } : {});
    } catch (error) {
      next(mapCommandError(error));
    }
  };

/**
 * POST /api/channels/:id/ari (the ARI endpoint), POST …/ari/secret (a new signing secret) and
 * POST …/ari/resync (send everything now), with `manage-channels` (docs/channels.md "ARI push").
 */
export const ariRoutes = (routes: GuardedRoutes, deps: CommandRouteDeps): void => {
  routes.post(
    '/channels/:id/ari',
    MANAGE_CHANNELS,
    describedBy({
      body: setAriEndpointSchema,
      commandType: 'SetAriEndpoint',
      response: secretAnswer,
    }),
    secretRoute(
      deps,
      'SetAriEndpoint',
      setAriEndpointSchema,
      async (command, load, propertyId, secret, now) => {
        const [channels, state, listed, context] = await Promise.all([
          load(streams.channels(propertyId), channelConnections),
          load(streams.ari(propertyId), ariOutbox),
          load(streams.ariRegistry(), ariRegistry),
          contextOf(load, propertyId, now),
        ]);
        const events = setAriEndpoint(command, channels, state, secret, context);
        const registry: DomainEvent[] =
          events.length > 0 && !listed.has(propertyId)
            ? [{ type: 'AriPropertyListed', data: { propertyId } }]
            : [];
        return { [streams.ari(propertyId)]: events, [streams.ariRegistry()]: registry };
      },
    ),
  );

  routes.post(
    '/channels/:id/ari/secret',
    MANAGE_CHANNELS,
    describedBy({
      body: rotateAriSecretSchema,
      commandType: 'RotateAriSecret',
      response: secretAnswer,
    }),
    secretRoute(
      deps,
      'RotateAriSecret',
      rotateAriSecretSchema,
      async (command, load, propertyId, secret, now) => {
        const [channels, state, context] = await Promise.all([
          load(streams.channels(propertyId), channelConnections),
          load(streams.ari(propertyId), ariOutbox),
          contextOf(load, propertyId, now),
        ]);
        return {
          [streams.ari(propertyId)]: [
            rotateAriSecret(command.id, channels, state, secret, context),
          ],
        };
      },
    ),
  );

  routes.post(
    '/channels/:id/ari/resync',
    MANAGE_CHANNELS,
    commandRoute(deps, {
      type: 'ResyncAri',
      schema: resyncAriSchema,
      handler: async (command, ctx, { load }) => {
        const propertyId = ctx.propertyId as string;
        const [channels, state, context] = await Promise.all([
          load(streams.channels(propertyId), channelConnections),
          load(streams.ari(propertyId), ariOutbox),
          contextOf(load, propertyId, ctx.now),
        ]);
        const event = resyncAri(command, channels, state, context);
        return { events: { [streams.ari(propertyId)]: [event] }, status: 200, body: {} };
      },
    }),
  );
};
