import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { MemoryEventStore } from '@hotel/infra/event-store/memory';
import { loadAggregate } from './load-aggregate';
import { counter } from './test-counter';

/** A stream of `n` increments of 1, 2, 3… (its state is their sum). */
const streamOf = async (n: number) => {
  const store = new MemoryEventStore();
  const events = Array.from({ length: n }, (_, i) => ({
    id: randomUUID(),
    type: 'Incremented',
    data: { by: i + 1 },
    metadata: {},
  }));
  if (n > 0) await store.append('counter-1', events, 'any');
  return { store, ids: events.map((e) => e.id) };
};

describe('loadAggregate', () => {
  it('folds a stream page by page into what one read of it folds', async () => {
    const { store, ids } = await streamOf(7);
    const read = vi.spyOn(store, 'readStream');
    for (const page of [1, 2, 3, 7, 1000]) {
      read.mockClear();
      const loaded = await loadAggregate(store, 'counter-1', counter, page);
      expect(loaded).toEqual({ state: 28, revision: 6n, headId: ids[6] });
      // Pages of `page` events from where the last one stopped, and one that comes short.
      expect(read.mock.calls.map(([, options]) => options)).toEqual(
        Array.from({ length: Math.floor(7 / page) + 1 }, (_, n) => ({
          fromRevision: BigInt(n * page),
          maxCount: page,
        })),
      );
    }
  });

  it('answers no stream for a stream without events', async () => {
    const { store } = await streamOf(0);
    expect(await loadAggregate(store, 'counter-1', counter, 2)).toEqual({
      state: 0,
      revision: 'no_stream',
    });
  });

  it('lets the event loop turn between pages', async () => {
    const { store } = await streamOf(5);
    // The store answers reads at once: without a turn between pages the whole load would run
    // before an immediate set ahead of it.
    const immediate = new Promise((resolve) => setImmediate(() => resolve('ran')));
    await loadAggregate(store, 'counter-1', counter, 2);
    expect(await Promise.race([immediate, Promise.resolve('not yet')])).toBe('ran');
  });

  it('reads a short stream in one read, without a turn', async () => {
    const { store } = await streamOf(5);
    const immediate = new Promise((resolve) => setImmediate(() => resolve('ran')));
    await loadAggregate(store, 'counter-1', counter);
    expect(await Promise.race([immediate, Promise.resolve('not yet')])).toBe('not yet');
  });
});
