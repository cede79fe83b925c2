import { describe, expect, it } from 'vitest';
import { createLogger } from '../logging';
import { MemoryEventStore } from './memory';
import type { EventStore } from './port';
import { WRITE_PROBE_STREAM, WriteProbe } from './write-probe';

const logger = createLogger('silent');

/** A KurrentDB that refuses appends `failures` times (not leader yet), then accepts them. */
const notLeaderYet = (failures: number): EventStore & { tries: () => number } => {
  const inner = new MemoryEventStore();
  let tries = 0;
  return Object.assign(Object.create(inner) as EventStore, {
    kind: 'kurrentdb' as const,
    tries: () => tries,
    append: (...args: Parameters<EventStore['append']>) => {
      tries += 1;
      if (tries <= failures) return Promise.reject(new Error('Not leader'));
      return inner.append(...args);
    },
  });
};

describe('waiting until the event store accepts writes', () => {
  it('is not writable until a probe append is accepted, then is', async () => {
    const store = notLeaderYet(3);
    const probe = new WriteProbe(store, logger, { instance: 'test', maxDelayMs: 5 });
    expect(probe.writable).toBe(false);
    await probe.run();
    expect(probe.writable).toBe(true);
    expect(store.tries()).toBe(4);
    expect(await store.readStream(WRITE_PROBE_STREAM)).toHaveLength(1);
  });

  it('embedded stores are writable at once, without a probe event', async () => {
    const store = new MemoryEventStore();
    const probe = new WriteProbe(store, logger);
    expect(probe.writable).toBe(true);
    await probe.run();
    expect(await store.readStream(WRITE_PROBE_STREAM)).toHaveLength(0);
  });
});
