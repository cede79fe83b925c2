import {
  COMMAND_HANDLED,
  type CommandHandled,
  commandHandledSchema,
} from '@hotel/events/command-handled';
import { deriveEventId } from '@hotel/events/ids';
import type { EventMetadata } from '@hotel/events/metadata';
import { streams } from '@hotel/events/streams';
import type { EventStore, StreamAppend } from '@hotel/infra/event-store/port';
import type { CommandContext } from './context';
import type { CommandOutcome, Decision } from './decision';

/**
 * Every handled command leaves a record (`command-{id}`, one `CommandHandled` event) appended
 * with its decision's events: the same command id is then answered as it was the first time.
 */

/** The same command id (Idempotency-Key) was sent again with a different request. */
export class IdempotencyKeyReused extends Error {
  constructor(readonly commandId: string) {
    super(`Idempotency key ${commandId} was already used for a different request`);
    this.name = 'IdempotencyKeyReused';
  }
}

/** The first answer to this command id, when it was handled before (marked replayed). */
export const previousOutcome = async (
  eventStore: EventStore,
  { commandId, commandType, requestHash }: CommandContext,
): Promise<CommandOutcome | undefined> => {
  const [record] = await eventStore.readStream(streams.command(commandId), { maxCount: 1 });
  if (!record) return undefined;
  const handled = commandHandledSchema.parse(record.data);
  if (handled.requestHash !== requestHash || handled.commandType !== commandType) {
    throw new IdempotencyKeyReused(commandId);
  }
  return {
    status: handled.status,
    body: handled.body as Record<string, unknown>,
    position: record.position,
    replayed: true,
  };
};

/** The append of the command's own record: its answer and the streams it wrote. */
export const commandRecordAppend = (
  context: CommandContext,
  decision: Decision,
  streamNames: readonly string[],
  metadata: EventMetadata,
): StreamAppend => {
  const commandStream = streams.command(context.commandId);
  const handled: CommandHandled = {
    commandType: context.commandType,
    requestHash: context.requestHash,
    status: decision.status,
    body: decision.body,
    streams: [...streamNames],
  };
  return {
    streamName: commandStream,
    expected: 'no_stream',
    events: [
      {
        id: deriveEventId(context.commandId, commandStream, 0),
        type: COMMAND_HANDLED,
        data: handled,
        metadata,
      },
    ],
  };
};
