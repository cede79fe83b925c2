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
