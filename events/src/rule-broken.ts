import type { MessageKey, MessageParams } from './messages';

/**
 * A business rule refused a command. Deciders throw it; the HTTP layer answers 400 with the
 * rule's message in the caller's language.
 */
export class RuleBroken extends Error {
  constructor(
    readonly rule: MessageKey,
    readonly params: MessageParams = {},
    /** The form field the rule is about, so the UI shows the message under it. */
    readonly field?: string,
  ) {
    super(rule);
    this.name = 'RuleBroken';
  }
}

/**
 * A rule about shared, contended state refused the command: the last room was just taken by
 * someone else. The HTTP layer answers 409 with the rule's message (the user picks again).
 */
export class Unavailable extends RuleBroken {
  constructor(rule: MessageKey, params: MessageParams = {}, field?: string) {
    super(rule, params, field);
    this.name = 'Unavailable';
  }
}

/** The thing a command or query names does not exist (or belongs to another property). */
export class NotFound extends Error {
  constructor(readonly what: string) {
    super(`${what} not found`);
    this.name = 'NotFound';
  }
}
