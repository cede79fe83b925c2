import type { Language } from '@hotel/events/messages';

/** Who sends a command, on whose behalf, and when: everything a decider may not look up. */
export interface CommandContext {
  readonly commandId: string;
  readonly commandType: string;
  /** Hash of the validated request; see IdempotencyKeyReused. */
  readonly requestHash: string;
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
