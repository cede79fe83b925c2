import { afterEach, describe, expect, it } from 'vitest';
import { MemoryEventStore } from '@hotel/infra/event-store/memory';
import type { EventToAppend } from '@hotel/infra/event-store/port';
import { createLogger } from '@hotel/infra/logging';
import { EmbeddedReadStore } from '@hotel/infra/read-store/embedded';
import type { ReadSession, ReadStore } from '@hotel/infra/read-store/port';
import { ProjectionHost } from './host';
import type { Projection } from './projection';
import { CHECKPOINTS } from './runner';

/** The projections that had to resubscribe (a failed batch), from the runners' log. */
const retried: string[] = [];
const logger = createLogger('warn', 'test', {
  write: (line: string) => {
    const entry = JSON.parse(line) as { msg?: string; projection?: string };
    if (entry.msg === 'projection failed; resubscribing' && entry.projection)
      retried.push(entry.projection);
  },
});
const metadata = { schemaVersion: 1, propertyId: 'p', userId: 'u', commandId: 'c' };
const sold = (amount: number): EventToAppend => ({
  id: crypto.randomUUID(),
  type: 'Sold',
  data: { amount },
  metadata,
});

/** Sums amounts (not idempotent: an event applied twice shows); `refuses` throws on it. */
const totals = (name: string, refuses?: number): Projection => ({
  name,
  version: 1,
  collections: [name],
  readModels: [name],
  handles: ['Sold'],
  apply: async (event, session) => {
    const { amount } = event.data as { amount: number };
    if (amount === refuses) throw new Error(`${name} refuses ${amount}`);
    await session
      .collection(name)
      .updateOne({ _id: 'all' }, { $inc: { amount, count: 1 } }, { upsert: true });
  },
});

/** Counts transactions; the first `failCommits` fail after their body ran (a failed write). */
const countingStore = (inner: EmbeddedReadStore, failCommits = 0) => {
  const counts = { transactions: 0, failed: 0 };
  const store = Object.assign(Object.create(inner) as ReadStore, {
    withTransaction: <R>(body: (s: ReadSession) => Promise<R>) => {
      counts.transactions += 1;
      return inner.withTransaction(async (session) => {
        const result = await body(session);
        if (counts.failed < failCommits) {
          counts.failed += 1;
          throw new Error('write failed');
        }
        return result;
      });
    },
  });
  return { store, counts };
};

const open: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  retried.length = 0;
  await Promise.all(open.splice(0).map((s) => s.close()));
});

const run = async (
  projections: Projection[],
  amounts: number[],
  options: { failCommits?: number; sharedTransactions?: boolean } = {},
) => {
  const eventStore = new MemoryEventStore();
  const inner = new EmbeddedReadStore({ path: ':memory:' });
  open.push(inner);
  const { store, counts } = countingStore(inner, options.failCommits);
  const host = new ProjectionHost({
    eventStore,
    readStore: store,
    logger,
    projections,
    ...(options.sharedTransactions === false ? { sharedTransactions: false } : {}),
  });
  host.start();
  let head = 0n;
  for (const amount of amounts) head = (await eventStore.append('s', [sold(amount)], 'any')).position;
  await host.waitForPosition(head, 10_000);
  const statuses = host.status();
  const totalsOf = async (name: string) => inner.collection(name).findOne({ _id: 'all' });
  const checkpointOf = async (name: string) =>
    (await inner.collection(CHECKPOINTS).findOne({ _id: name }))?.position;
  await host.stop();
  return { statuses, counts, totalsOf, checkpointOf, head };
};

describe('one transaction for every projection of a host', () => {
  it('commits the batches of one turn together, each with its own checkpoint', async () => {
    const names = ['a', 'b', 'c', 'd'];
    const shared = await run(
      names.map((name) => totals(name)),
      [1],
    );
    const alone = await run(
      names.map((name) => totals(name)),
      [1],
      { sharedTransactions: false },
    );
    for (const name of names) {
      expect(await shared.totalsOf(name)).toEqual({ _id: 'all', amount: 1, count: 1 });
      expect(await shared.checkpointOf(name)).toBe(shared.head.toString());
    }
    // Four runners, one event: one transaction shared, against one each.
    expect(shared.counts.transactions).toBeLessThan(alone.counts.transactions);
    expect(alone.counts.transactions).toBeGreaterThanOrEqual(names.length);
  });

  it('a poison event stops only its projection: the others commit the batch it was in', async () => {
    const { statuses, totalsOf, checkpointOf } = await run(
      [totals('good'), totals('bad', 2), totals('other')],
      [1, 2, 3],
    );
    const bad = statuses.find((s) => s.name === 'bad');
    expect(bad?.state).toBe('failed');
    expect(bad?.poison).toMatchObject({ type: 'Sold' });
    for (const name of ['good', 'other']) {
      expect(statuses.find((s) => s.name === name)?.state).toBe('running');
      expect(await totalsOf(name)).toEqual({ _id: 'all', amount: 6, count: 3 });
    }
    // The others never saw bad's failure: their batches were committed again without it.
    expect(retried.filter((name) => name !== 'bad')).toEqual([]);
    // Only the events before the poison one are bad's.
    expect(await totalsOf('bad')).toEqual({ _id: 'all', amount: 1, count: 1 });
    expect(await checkpointOf('bad')).toBe(bad?.position);
  });

  it('a failed write fails every batch in it; each is applied again, none twice', async () => {
    const { statuses, totalsOf, counts } = await run(
      [totals('a'), totals('b'), totals('c')],
      [1, 2, 3, 4],
      { failCommits: 3 },
    );
    expect(counts.failed).toBe(3);
    for (const name of ['a', 'b', 'c']) {
      expect(statuses.find((s) => s.name === name)?.state).toBe('running');
      expect(await totalsOf(name)).toEqual({ _id: 'all', amount: 10, count: 4 });
    }
  });
});
