import type { NextFunction, Request, Response } from 'express';
import { z } from 'zod';
import {
  cancelChannelReservationSchema,
  channelReservationSchema,
} from '@hotel/events/channels/channel-reservation-commands';
import type { DomainEvent } from '@hotel/events/metadata';
import { translate } from '@hotel/events/messages';
import { NotFound } from '@hotel/events/rule-broken';
import { streams } from '@hotel/events/streams';
import { apiSchema } from '@hotel/infra/http/api-schemas';
import { HttpProblemNotFound, unauthorizedProblem } from '@hotel/infra/http/auth';
import { HttpProblem, problemTypes } from '@hotel/infra/http/problem';
import { describedBy, type GuardedRoutes, publicRoute } from '@hotel/infra/http/route-policy';
import {
  type CommandRouteDeps,
  commandContext,
  mapCommandError,
  parseInput,
  requestHashOf,
  sendOutcome,
} from '../http/command-route';
import { bookingGuestEvents } from '../guests/booking';
import type { CommandContext } from '../pipeline/context';
import type { Decision, Loader } from '../pipeline/handle-command';
import { reservation } from '../reservations/decider';
import { ledger } from '../reservations/ledger';
import { eventsOf, occupancyLock } from '../reservations/route-support';
import { loadWorld } from '../reservations/world';
import {
  type ChannelConnection,
  channelConnections,
  type ChannelKeyEntry,
  channelKeys,
  keyEntryOf,
  requireChannel,
} from './channel-connection-decider';
import { channelKeyHash } from './channel-connection-routes';
import {
  cancelChannelReservation,
  channelBooking,
  channelBookingIdOf,
  type ChannelBookingState,
  channelCommandIdOf,
  type ChannelDecisionContext,
  modifyChannelReservation,
  receiveChannelReservation,
  UnmappedCode,
} from './channel-reservation-decider';

/** What the inbound API answers (the same again for the same request). */
const channelReservationAnswer = apiSchema(
  'ChannelReservationAnswer',
  z.object({
    reservationId: z.string(),
    number: z.number().int(),
    channelReservationId: z.string(),
    status: z.enum(['confirmed', 'modified', 'canceled']),
    position: z.string(),
  }),
);

/** The header a channel sends its key in (docs/channels.md). */
export const CHANNEL_KEY_HEADER = 'x-api-key';

/**
 * The channel a request's key opens: 401 without a key, or with one that is unknown or
 * revoked; 404 when the key is another channel's (or another property's) than the path names.
 */
const channelOfRequest = async (
  req: Request,
  res: Response,
  loader: Loader,
): Promise<ChannelKeyEntry> => {
  const header = req.headers[CHANNEL_KEY_HEADER];
  const key = typeof header === 'string' ? header.trim() : '';
  if (key === '') throw unauthorizedProblem(res);
  const entry = keyEntryOf(
    await loader.load(streams.channelKeyRegistry(), channelKeys),
    channelKeyHash(key),
  );
  if (!entry) throw unauthorizedProblem(res);
  if (String(req.params.channel) !== entry.channelId) throw new HttpProblemNotFound(res);
  return entry;
};

/** An unmapped code as the 422 it is, under its field. */
const mapChannelError = (error: unknown, req: Request): unknown => {
  if (!(error instanceof UnmappedCode)) return mapCommandError(error);
  const language = req.headers['x-language'] === 'en' ? 'en' : 'mn';
  const message = translate(error.rule, language, error.params);
  return new HttpProblem({
    type: problemTypes.validation,
    title: message,
    detail: message,
    status: 422,
    code: error.rule,
    errors: { [error.field ?? '_']: [message] },
  });
};

/**
 * The stay a channel booking made, and the world its rules read (its own rate plan and any
 * other named): what a modification and a cancellation both decide on.
 */
const bookedStay = async (
  loader: Loader,
  propertyId: string,
  booking: ChannelBookingState & { readonly reservationId: string },
  plans: readonly (string | null)[],
) => {
  const current = await loader.load(streams.reservation(booking.reservationId), reservation);
  const own = current.exists ? (current.ratePlanClone?.ratePlanId ?? null) : null;
  const world = await loadWorld(loader, propertyId, [...plans, own]);
  return { current, world };
};

/** A decision on one channel booking, with what it shares: the channel, the booking, its context. */
type ChannelDecide = (
  loader: Loader,
  facts: {
    readonly propertyId: string;
    readonly channel: ChannelConnection;
    readonly booking: ChannelBookingState;
    readonly context: ChannelDecisionContext;
    readonly commandContext: CommandContext;
  },
) => Promise<{
  readonly events: Record<string, readonly DomainEvent[]>;
  readonly status: number;
  readonly body: Record<string, unknown>;
}>;

/**
 * Runs one request about a channel booking: the key, the input (422), the command id that makes
 * a repeated request its first answer, then the decision under the property's occupancy lock.
 */
const channelCommand =
  <Schema extends z.ZodType<{ channel: string; reservationId: string }>>(
    deps: CommandRouteDeps,
    type: string,
    schema: Schema,
    decide: (input: z.output<Schema>) => ChannelDecide,
  ) =>
  async (req: Request, res: Response, next: NextFunction) => {
    try {
      const entry = await channelOfRequest(req, res, deps.pipeline.reader);
      const input = parseInput(schema, { ...(req.body as object), ...req.params }, req);
      const { propertyId, channelId } = entry;
      const bookingId = channelBookingIdOf(propertyId, channelId, input.reservationId);
      const stream = streams.channelReservation(bookingId);
      const requestHash = requestHashOf(input);
      const before = await deps.pipeline.reader.load(stream, channelBooking);
      const context: CommandContext = {
        ...commandContext(req, res, deps, {
          type,
          data: input,
          commandId: channelCommandIdOf(bookingId, before, requestHash),
          propertyId,
        }),
        userId: `channel-${channelId}`,
      };
      // The channel and its mapping are read before the property's occupancy lock: the decision
      // appends nothing to them, and a decision held under the lock for fewer loads lets more
      // of them share one commit.
      const channel = requireChannel(
        await deps.pipeline.reader.load(streams.channels(propertyId), channelConnections),
        channelId,
      );
      const outcome = await deps.pipeline(
        async (_command, ctx, loader): Promise<Decision> => {
          const booking = await loader.load(stream, channelBooking);
          const decided = await decide(input)(loader, {
            propertyId,
            channel,
            booking,
            commandContext: ctx,
            context: {
              commandId: ctx.commandId,
              now: ctx.now,
              language: ctx.language,
              user: { userId: ctx.userId, name: channel.name, email: null },
              requestHash,
            },
          });
          return decided;
        },
        input,
        context,
        occupancyLock(input, context),
      );
      sendOutcome(res, outcome);
    } catch (error) {
      next(mapChannelError(error, req));
    }
  };

const answerOf = (
  reservationId: string,
  number: number,
  channelReservationId: string,
  status: 'confirmed' | 'modified' | 'canceled',
) => ({ reservationId, number, channelReservationId, status });

/**
 * The inbound reservation API for channel managers (docs/channels.md "Channel reservations"):
 * `POST /api/channels/{channel}/reservations` creates or modifies a booking by the channel's
 * reservation id, `DELETE …/reservations/{reservationId}` cancels it. Opened by the channel's
 * API key (`X-Api-Key`), not by a staff login; the property is the key's.
 */
export const channelReservationRoutes = (routes: GuardedRoutes, deps: CommandRouteDeps): void => {
  routes.post(
    '/channels/:channel/reservations',
    publicRoute,
    describedBy({
      body: channelReservationSchema,
      commandType: 'ReceiveChannelReservation',
      response: channelReservationAnswer,
      summary: 'Channel API (X-Api-Key): a channel booking, created or modified by its id',
    }),
    channelCommand(
      deps,
      'ReceiveChannelReservation',
      channelReservationSchema,
      (input) =>
        async (loader, { propertyId, channel, booking, context, commandContext: ctx }) => {
          const stream = streams.channelReservation(
            channelBookingIdOf(propertyId, channel.channelId, input.reservationId),
          );
          const occupancy = await loader.load(streams.occupancy(propertyId), ledger);
          const mappedPlan = channel.rates.get(input.rateCode) ?? null;
          if (!booking.exists) {
            const world = await loadWorld(loader, propertyId, [mappedPlan]);
            const { decision, record } = receiveChannelReservation(
              input,
              channel,
              world,
              occupancy,
              context,
            );
            return {
              events: {
                ...eventsOf(decision, propertyId, decision.groupId),
                ...(await bookingGuestEvents(loader, propertyId, decision, ctx)),
                [stream]: [record],
              },
              status: 201,
              body: answerOf(
                record.data.reservationId,
                record.data.number,
                input.reservationId,
                'confirmed',
              ),
            };
          }
          const { current, world } = await bookedStay(loader, propertyId, booking, [mappedPlan]);
          const { decision, record } = modifyChannelReservation(
            input,
            booking,
            current,
            channel,
            world,
            occupancy,
            context,
          );
          return {
            events: { ...eventsOf(decision, propertyId), [stream]: [record] },
            status: 200,
            body: answerOf(booking.reservationId, booking.number, input.reservationId, 'modified'),
          };
        },
    ),
  );

  routes.delete(
    '/channels/:channel/reservations/:reservationId',
    publicRoute,
    describedBy({
      body: cancelChannelReservationSchema,
      commandType: 'CancelChannelReservation',
      response: channelReservationAnswer,
      summary: 'Channel API (X-Api-Key): the channel canceled its booking',
    }),
    channelCommand(
      deps,
      'CancelChannelReservation',
      cancelChannelReservationSchema,
      (input) =>
        async (loader, { propertyId, channel, booking, context }) => {
          if (!booking.exists) throw new NotFound('channelReservation');
          const stream = streams.channelReservation(
            channelBookingIdOf(propertyId, channel.channelId, input.reservationId),
          );
          const occupancy = await loader.load(streams.occupancy(propertyId), ledger);
          const { current, world } = await bookedStay(loader, propertyId, booking, []);
          const { decision, record } = cancelChannelReservation(
            input,
            booking,
            current,
            channel,
            world,
            occupancy,
            context,
          );
          return {
            events: { ...eventsOf(decision, propertyId), [stream]: [record] },
            status: 200,
            body: answerOf(booking.reservationId, booking.number, input.reservationId, 'canceled'),
          };
        },
    ),
  );
};
