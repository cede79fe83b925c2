import type { Language } from '@hotel/events/messages';

/** Who sends a command, on whose behalf, and when: everything a decider may not look up. */
export interface CommandContext {
  readonly commandId: string;
  readonly commandType: string;
  /**
   * Hash of the validated request; see IdempotencyKeyReused. Empty for a command whose id was
   * made for it (`freshId`): nothing can be sent again under that id.
   */
  readonly requestHash: string;
  /**
   * The command id was made for this request (no Idempotency-Key, no id given): no record
   * can exist under it before its first attempt, so the pipeline does not look for one then.
   */
  readonly freshId?: boolean;
  readonly correlationId: string;
  readonly causationId: string;
  readonly userId: string;
  readonly propertyId: string | null;
  readonly language: Language;
  /** The moment the command is handled (injected clock), ISO string. */
  readonly now: string;
}

/** The context of a command the system sends itself (seeding, tests), not over HTTP. */
export const systemContext = (
  commandId: string,
  commandType: string,
  overrides: Partial<CommandContext> = {},
): CommandContext => ({
  commandId,
  commandType,
  requestHash: commandId,
  correlationId: commandId,
  causationId: commandId,
  userId: 'system',
  propertyId: null,
  language: 'mn',
  now: new Date().toISOString(),
  ...overrides,
});
