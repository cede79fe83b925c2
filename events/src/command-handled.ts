import { z } from 'zod';

/**
 * Recorded atomically with a command's events in the command's own stream. Its existence
 * means "this command id has been handled"; its data is the answer given the first time.
 */
export const COMMAND_HANDLED = 'CommandHandled' as const;

export const commandHandledSchema = z.object({
  commandType: z.string(),
  /** Hash of the request that carried the command: a re-used key with other data is refused. */
  requestHash: z.string(),
  status: z.number().int(),
  body: z.unknown(),
  streams: z.array(z.string()),
});
export type CommandHandled = z.infer<typeof commandHandledSchema>;
