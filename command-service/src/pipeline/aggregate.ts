import type { DomainEvent } from '@hotel/events/metadata';

/**
 * How an aggregate's state is rebuilt from its events. Deciders pair this with pure decide
 * functions (one per command) that take the command and the state and return new events.
 */
export interface Aggregate<State, Event extends DomainEvent> {
  readonly initialState: () => State;
  readonly evolve: (state: State, event: Event) => State;
}
