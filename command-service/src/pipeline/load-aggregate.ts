import { setImmediate as nextTurn } from 'node:timers/promises';
import type { DomainEvent } from '@hotel/events/metadata';
import { upcasters } from '@hotel/events/upcasting';
import type { EventStore, ExpectedRevision, RecordedEvent } from '@hotel/infra/event-store/port';
import type { Aggregate } from './aggregate';

/** A loaded aggregate: its state, its revision and the id of its last event. */
export interface Loaded<State> {
  readonly state: State;
  readonly revision: ExpectedRevision;
  readonly headId?: string;
  /**
   * A speculative fold's appends still being committed (decisions of the same lock): when one
   * of them fails, a decision taken on this fold fails with it through no fault of its own.
   */
  readonly decidedOn?: readonly Promise<unknown>[];
}

/**
 * How many events a load reads at once. A long stream (a busy property's occupancy ledger holds
 * an event per booking: 75,000 a year for 500 rooms) is folded page by page, with the event
 * loop let go between pages: its first load after a start holds a page in memory, not the
 * stream, and the instance's other requests are not held up for the seconds the whole fold
 * takes (tests/bench/ari-first-scan.ts measures it).
 */
export const LOAD_PAGE = 1_000;

/** Folds a stream's (upcast) events into an aggregate's state; also its revision. */
export const loadAggregate = async <State, Event extends DomainEvent>(
  eventStore: EventStore,
  streamName: string,
  aggregate: Aggregate<State, Event>,
  page: number | null = LOAD_PAGE,
  /** A fold up to some event of the stream (a snapshot): only the events after it are read. */
  from?: { readonly state: State; readonly revision: bigint; readonly headId: string },
): Promise<Loaded<State>> => {
  let state = from ? from.state : aggregate.initialState();
  let last: Pick<RecordedEvent, 'revision' | 'id'> | undefined = from && {
    revision: from.revision,
    id: from.headId,
  };
  for (;;) {
    const recorded = await eventStore.readStream(streamName, {
      fromRevision: last ? last.revision + 1n : 0n,
      ...(page === null ? {} : { maxCount: page }),
    });
    for (const event of recorded) state = evolveRecorded(aggregate, state, event);
    last = recorded.at(-1) ?? last;
    if (page === null || recorded.length < page) break;
    await nextTurn();
  }
  return last
    ? { state, revision: last.revision, headId: last.id }
    : { state, revision: 'no_stream' };
};

/** Folds one recorded event (upcast to its current version) into an aggregate's state. */
export const evolveRecorded = <State, Event extends DomainEvent>(
  aggregate: Aggregate<State, Event>,
  state: State,
  event: RecordedEvent,
): State => {
  const schemaVersion = Number(event.metadata.schemaVersion ?? 1);
  const data = upcasters.upcast({ type: event.type, data: event.data, schemaVersion });
  return aggregate.evolve(state, { type: event.type, data } as Event);
};
