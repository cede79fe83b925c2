import type { DomainEvent } from '@hotel/events/metadata';

/**
 * How an aggregate's state is rebuilt from its events. Deciders pair this with pure decide
 * functions (one per command) that take the command and the state and return new events.
 */
export interface Aggregate<State, Event extends DomainEvent> {
  readonly initialState: () => State;
  readonly evolve: (state: State, event: Event) => State;
  /**
   * Keep the folded state in the command service's memory and fold only newer events on the
   * next load (long streams read on every command: the occupancy ledger, settings lists).
   */
  readonly cached?: boolean;
  /**
   * A cached fold that keeps only the recent past: the same aggregate folding the whole stream
   * (never cached), loaded instead when a decision needs older history (./history.ts).
   */
  readonly withHistory?: Aggregate<State, Event>;
  /**
   * A cached fold of a long stream saved now and then beside the stream (./aggregate-cache.ts),
   * so a process that starts folds only the events after it.
   */
  readonly snapshot?: AggregateSnapshot<State>;
}

/** How a fold is saved and taken back (any value V8's serializer takes: Maps, Sets…). */
export interface AggregateSnapshot<State> {
  /** The saved form's version: saved states of another version are not read (bump it when the
   * state or the fold changes). */
  readonly version: number;
  readonly save: (state: State) => unknown;
  readonly restore: (saved: unknown) => State;
}
