import type { AriDeliveryStarted } from '@hotel/events/channels/ari-events';
import { deriveId } from '@hotel/events/ids';
import { streams } from '@hotel/events/streams';
import type { Logger } from '@hotel/infra/logging';
import type { CommandHandler, CommandPipeline } from '../pipeline/handle-command';
import { property } from '../property/decider';
import type { AriAdapter } from './ari-adapter';
import {
  type AriContext,
  type DeliveryOutcome,
  type DueMessage,
  ariOutbox,
  ariRetryDelay,
  recordAriDelivery,
  startAriDelivery,
} from './ari-outbox';
import { ariContext } from './ari-scan';
import { ariMessageOf } from './ari-snapshot';
import { channelConnections } from './channel-connection-decider';

export interface AriRetryOptions {
  readonly baseMs: number;
  readonly capMs: number;
}

/**
 * One message of a (channel, room type) (docs/channels.md "ARI push"): taken
 * (`AriDeliveryStarted`, a command id derived from the line's sequence: one instance wins, the
 * others see the winner's instance id in the answer and leave it), built from the current
 * state, sent through the adapter, and its outcome recorded (`AriDeliveryRecorded`).
 */
export const createAriDelivery = ({
  pipeline,
  logger,
  adapter,
  now,
  random,
  retry,
  leaseMs,
  instance,
}: {
  readonly pipeline: CommandPipeline;
  readonly logger: Logger;
  readonly adapter: AriAdapter;
  readonly now: () => Date;
  readonly random: () => number;
  readonly retry: AriRetryOptions;
  readonly leaseMs: number;
  readonly instance: string;
}) => {
  return async (propertyId: string, message: DueMessage): Promise<void> => {
    const { reader } = pipeline;
    const at = now();
    const [outbox, channels, place] = await Promise.all([
      reader.load(streams.ari(propertyId), ariOutbox),
      reader.load(streams.channels(propertyId), channelConnections),
      reader.load(streams.property(propertyId), property),
    ]);
    const channel = channels.channels.get(message.channelId);
    const endpoint = outbox.endpoints.get(message.channelId);
    // A room type no longer mapped is not sent (mapping it again queues its whole horizon).
    if (place.status === 'none' || !channel || !endpoint?.secret) return;
    if (![...channel.rooms.values()].includes(message.roomTypeId)) return;
    const context: AriContext = {
      propertyId,
      now: at.toISOString(),
      workingDate: place.workingDate,
    };
    const line = `${propertyId}|${message.channelId}|${message.roomTypeId}|${message.sequence}`;
    const claim: { started: AriDeliveryStarted['data'] | null } = { started: null };
    const take: CommandHandler<null> = async (_command, _ctx, { load }) => {
      const state = await load(streams.ari(propertyId), ariOutbox);
      const events = startAriDelivery(
        state,
        message,
        { instance, leaseUntil: new Date(at.getTime() + leaseMs).toISOString() },
        context,
      );
      claim.started = events[0]?.data ?? null;
      return {
        events: { [streams.ari(propertyId)]: events },
        status: 200,
        body: { instance: claim.started ? instance : null },
      };
    };
    const taken = await pipeline(
      take,
      null,
      ariContext(propertyId, deriveId(line, 'ari-start'), 'StartAriDelivery', context.now),
      streams.ari(propertyId),
    );
    const flight = claim.started;
    if (taken.body.instance !== instance || flight === null) return;
    let outcome: DeliveryOutcome;
    try {
      const body = await ariMessageOf(reader, {
        propertyId,
        channel,
        roomTypeId: message.roomTypeId,
        sequence: flight.sequence,
        from: flight.from,
        to: flight.to,
        now: context.now,
      });
      const { secret } = endpoint;
      outcome = secret
        ? await adapter.deliver(body, { ...endpoint, secret })
        : { delivered: false, status: null, error: 'no signing secret', durationMs: 0 };
    } catch (error) {
      outcome = {
        delivered: false,
        status: null,
        error: error instanceof Error ? error.message.slice(0, 200) : 'unknown error',
        durationMs: 0,
      };
    }
    const done = now();
    const retryAt = new Date(
      done.getTime() + ariRetryDelay(flight.attempt, retry, random),
    ).toISOString();
    const record: CommandHandler<null> = async (_command, _ctx, { load }) => {
      const state = await load(streams.ari(propertyId), ariOutbox);
      const events = recordAriDelivery(state, flight, outcome, retryAt, {
        ...context,
        now: done.toISOString(),
      });
      return { events: { [streams.ari(propertyId)]: events }, status: 200, body: {} };
    };
    await pipeline(
      record,
      null,
      ariContext(propertyId, deriveId(line, 'ari-record'), 'RecordAriDelivery', done.toISOString()),
      streams.ari(propertyId),
    );
    const log = outcome.delivered ? logger.debug.bind(logger) : logger.warn.bind(logger);
    log(
      { propertyId, channelId: message.channelId, roomTypeId: message.roomTypeId, ...outcome },
      'ari message sent',
    );
  };
};
