import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '@hotel/events/metadata';
import { MemoryEventStore } from '@hotel/infra/event-store/memory';
import type { Aggregate } from './aggregate';
import { AggregateCache } from './aggregate-cache';

type Added = DomainEvent<'Incremented', { by: number }>;

/** A fold of the numbers added, with a snapshot, counting the events it folds. */
const numbers = (version = 1) => {
  const folded = { events: 0 };
  const aggregate: Aggregate<{ total: number; seen: Set<number> }, Added> = {
    cached: true,
    initialState: () => ({ total: 0, seen: new Set() }),
    evolve: (state, event) => {
      folded.events++;
      state.seen.add(event.data.by);
      return { ...state, total: state.total + event.data.by };
    },
    snapshot: {
      version,
      save: (state) => state,
      restore: (saved) => saved as { total: number; seen: Set<number> },
    },
  };
  return { aggregate, folded };
};

const add = async (store: MemoryEventStore, from: number, to: number) => {
  for (let n = from; n <= to; n++) {
    await store.append(
      'numbers-1',
      [{ id: `e-${n}`, type: 'Incremented', data: { by: n }, metadata: {} }],
      'any',
    );
  }
};

const sum = (to: number) => (to * (to + 1)) / 2;

describe('snapshots of cached folds', () => {
  it('a process that starts folds only the events after the stream’s snapshot', async () => {
    const store = new MemoryEventStore();
    await add(store, 1, 12);
    const first = numbers();
    // The first process folds all 12 and, 5 or more past none, saves the fold at revision 11.
    const loaded = await new AggregateCache(store, 2000, 5).load('numbers-1', first.aggregate);
    expect([loaded.state.total, first.folded.events]).toEqual([sum(12), 12]);
    const saved = await store.readSnapshot('numbers-1@v1');
    expect(saved).toMatchObject({ revision: 11n, headId: 'e-12' });

    await add(store, 13, 15);
    const next = numbers();
    const again = await new AggregateCache(store, 2000, 5).load('numbers-1', next.aggregate);
    expect([again.state.total, [...again.state.seen].length, next.folded.events]).toEqual([
      sum(15),
      15,
      3,
    ]);
    expect(again.revision).toBe(14n);
  });

  it('saves again once the fold is far enough past the last snapshot', async () => {
    const store = new MemoryEventStore();
    await add(store, 1, 6);
    const { aggregate } = numbers();
    const cache = new AggregateCache(store, 2000, 5);
    await cache.load('numbers-1', aggregate);
    await add(store, 7, 9);
    await cache.load('numbers-1', aggregate);
    expect((await store.readSnapshot('numbers-1@v1'))?.revision).toBe(5n);
    await add(store, 10, 11);
    await cache.load('numbers-1', aggregate);
    expect((await store.readSnapshot('numbers-1@v1'))?.revision).toBe(10n);
  });

  it('ignores a snapshot of another version, or one that does not name the stream’s event', async () => {
    const store = new MemoryEventStore();
    await add(store, 1, 8);
    await new AggregateCache(store, 2000, 5).load('numbers-1', numbers().aggregate);
    const newer = numbers(2);
    const fresh = await new AggregateCache(store, 2000, 50).load('numbers-1', newer.aggregate);
    expect([fresh.state.total, newer.folded.events]).toEqual([sum(8), 8]);

    const saved = (await store.readSnapshot('numbers-1@v1'))!;
    await store.writeSnapshot({ ...saved, headId: 'another-event' });
    const other = numbers();
    const read = await new AggregateCache(store, 2000, 50).load('numbers-1', other.aggregate);
    expect([read.state.total, other.folded.events]).toEqual([sum(8), 8]);
  });
});
