import { describe, expect, it } from 'vitest';
import { MemoryEventStore } from '../event-store/memory';
import { createLogger } from '../logging';
import { projectionLagSource } from './projection-lag';

const logger = createLogger('silent');

const storeWith = async (count: number) => {
  const store = new MemoryEventStore();
  for (let i = 0; i < count; i++) {
    await store.append(
      `counter-${i}`,
      [
        {
          id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
          type: 'Counted',
          data: {},
          metadata: {},
        },
      ],
      'no_stream',
    );
  }
  return store;
};

describe('projection lag', () => {
  it('counts the events after each projection and how long the first has waited', async () => {
    const store = await storeWith(5);
    const all = await store.readAll();
    const recorded = Date.parse(all[2]!.recordedAt);
    const lag = projectionLagSource(
      {
        status: () => [
          { name: 'caught-up', position: all[4]!.position.toString() },
          { name: 'behind', position: all[1]!.position.toString() },
          { name: 'new', position: null },
        ],
      },
      store,
      { logger, now: () => recorded + 2500 },
    );
    const byName = Object.fromEntries((await lag()).map((l) => [l.projection, l]));
    expect(byName['caught-up']).toEqual({ projection: 'caught-up', events: 0, seconds: 0 });
    expect(byName.behind).toEqual({ projection: 'behind', events: 3, seconds: 2.5 });
    expect(byName.new?.events).toBe(5);
  });

  it('reads at most the limit: a projection further behind shows the limit', async () => {
    const store = await storeWith(5);
    const lag = projectionLagSource({ status: () => [{ name: 'new', position: null }] }, store, {
      logger,
      limit: 2,
    });
    expect((await lag())[0]?.events).toBe(2);
  });

  it('passes a failed read on (the gauges stay empty for that scrape)', async () => {
    const lag = projectionLagSource(
      { status: () => [{ name: 'p', position: '1' }] },
      { readAll: () => Promise.reject(new Error('store down')) },
      { logger },
    );
    await expect(lag()).rejects.toThrow('store down');
  });
});
