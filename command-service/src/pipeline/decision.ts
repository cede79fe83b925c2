import type { DomainEvent } from '@hotel/events/metadata';
import type { Aggregate } from './aggregate';
import type { CommandContext } from './context';

/** What a command handler returns: new events per stream and the answer to give. */
export interface Decision {
  readonly events: Readonly<Record<string, readonly DomainEvent[]>>;
  readonly status: number;
  readonly body: Record<string, unknown>;
  /**
   * The account the events are recorded as made by, when only the handler can tell (a login
   * or a token refresh names its account by what it loads). Default: the caller.
   */
  readonly actor?: string;
}

export interface Loader {
  /** Loads an aggregate's state; its revision becomes the append's expectation. */
  load<State, Event extends DomainEvent>(
    streamName: string,
    aggregate: Aggregate<State, Event>,
  ): Promise<State>;
}

export type CommandHandler<Command> = (
  command: Command,
  context: CommandContext,
  loader: Loader,
) => Promise<Decision>;

export interface CommandOutcome {
  readonly status: number;
  readonly body: Record<string, unknown>;
  /** Global position of the command's last event: the read-your-writes token. */
  readonly position: bigint;
  /** True when this command id had been handled before and its first answer is returned. */
  readonly replayed: boolean;
}
