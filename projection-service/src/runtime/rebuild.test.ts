import { afterEach, describe, expect, it } from 'vitest';
import { MemoryEventStore } from '@hotel/infra/event-store/memory';
import type { EventToAppend, ReadAllOptions } from '@hotel/infra/event-store/port';
import { createLogger } from '@hotel/infra/logging';
import { EmbeddedReadStore } from '@hotel/infra/read-store/embedded';
import { LEASES } from './lease';
import type { Projection } from './projection';
import { type RebuildProgress, rebuildProjections } from './rebuild';
import { CHECKPOINTS, ProjectionRunner } from './runner';

const logger = createLogger('silent');
const metadata = { schemaVersion: 1, propertyId: 'p', userId: 'u', commandId: 'c' };
const event = (type: string, amount: number): EventToAppend => ({
  id: crypto.randomUUID(),
  type,
  data: { amount },
  metadata,
});

/** Sums the amounts of one event type: not idempotent, so a double-applied event shows. */
const summing = (name: string, type: string, version = 1): Projection => ({
  name,
  version,
  collections: [name],
  readModels: [name],
  handles: [type],
  apply: async (e, session) => {
    const { amount } = e.data as { amount: number };
    if (amount < 0) throw new Error('negative amount');
    await session
      .collection(name)
      .updateOne({ _id: 'all' }, { $inc: { amount, count: 1 } }, { upsert: true });
  },
});

const open: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
});

/** A log of `n` events alternating Sold (1, 2, 3…) and Paid (10, 20, 30…). */
const given = async (n: number) => {
  const eventStore = new MemoryEventStore();
  const readStore = new EmbeddedReadStore({ path: ':memory:' });
  open.push(readStore);
  const events = Array.from({ length: n }, (_, i) =>
    i % 2 === 0 ? event('Sold', i / 2 + 1) : event('Paid', ((i + 1) / 2) * 10),
  );
  const { position: head } = await eventStore.append('s-1', events, 'any');
  return { eventStore, readStore, head };
};

const projections = [summing('sold', 'Sold'), summing('paid', 'Paid')];

describe('rebuild in one pass', () => {
  it('reads the log once for every projection, in batches, and leaves each checkpoint at the head', async () => {
    const { eventStore, readStore, head } = await given(25);
    const reads: (ReadAllOptions | undefined)[] = [];
    const readAll = eventStore.readAll.bind(eventStore);
    eventStore.readAll = (options) => {
      reads.push(options);
      return readAll(options);
    };
    const told: RebuildProgress[] = [];

    const results = await rebuildProjections({
      eventStore,
      readStore,
      logger,
      projections,
      batchSize: 10,
      onProgress: (p) => told.push(p),
    });

    // 25 events in batches of 10: three reads, each from where the last ended.
    expect(reads.map((r) => r?.after)).toEqual([undefined, 10n, 20n]);
    expect(await readStore.collection('sold').findOne({ _id: 'all' })).toEqual({
      _id: 'all',
      amount: 91, // 1 + 2 + … + 13
      count: 13,
    });
    expect(await readStore.collection('paid').findOne({ _id: 'all' })).toEqual({
      _id: 'all',
      amount: 780,
      count: 12,
    });
    for (const name of ['sold', 'paid']) {
      expect(await readStore.collection(CHECKPOINTS).findOne({ _id: name })).toMatchObject({
        position: head.toString(),
        version: 1,
      });
    }
    expect(results.map((r) => [r.name, r.events])).toEqual([
      ['sold', 25],
      ['paid', 25],
    ]);
    // The last word of the progress is the head, nothing left.
    expect(told.at(-1)).toMatchObject({ position: head, head, etaMs: 0 });
    // The leases are given back: the services' runners take them at once.
    expect(await readStore.collection(LEASES).countDocuments({})).toBe(0);
  });

  it('drops what was there, and gives the documents a live runner gives', async () => {
    const { eventStore, readStore, head } = await given(17);
    const live = new ProjectionRunner({
      eventStore,
      readStore,
      projection: projections[0]!,
      logger,
      batchSize: 4,
    });
    live.start();
    expect(await live.waitFor(head, 5000)).toBe(true);
    await live.stop();
    const liveDoc = await readStore.collection('sold').findOne({ _id: 'all' });
    // Something the log does not say, to be dropped.
    await readStore.collection('sold').updateOne(
      { _id: 'stray' },
      { $set: { x: 1 } },
      {
        upsert: true,
      },
    );

    await rebuildProjections({ eventStore, readStore, logger, projections, batchSize: 5 });

    expect(await readStore.collection('sold').find({})).toEqual([liveDoc]);
    // A runner started after the rebuild has nothing to replay.
    const next = new ProjectionRunner({
      eventStore,
      readStore,
      projection: projections[0]!,
      logger,
    });
    next.start();
    expect(await next.waitFor(head, 5000)).toBe(true);
    await next.stop();
    expect(await readStore.collection('sold').find({})).toEqual([liveDoc]);
  });

  it('stops on an event a projection keeps failing on, naming both, and applies nothing of that batch', async () => {
    const { eventStore, readStore } = await given(6);
    await eventStore.append('s-2', [event('Sold', -1)], 'any');

    await expect(
      rebuildProjections({ eventStore, readStore, logger, projections, batchSize: 100 }),
    ).rejects.toThrow(/Projection sold stopped on a poison event.*"type":"Sold".*negative amount/);
    expect(await readStore.collection('sold').countDocuments({})).toBe(0);
    expect(await readStore.collection(LEASES).countDocuments({})).toBe(0);
  });

  it('writes the fold with the checkpoints when it holds enough: a failure later leaves them agreeing', async () => {
    const { eventStore, readStore } = await given(16);
    await eventStore.append('s-2', [event('Sold', -1)], 'any');

    // One document per projection: the fold writes after every batch of 5 events.
    await expect(
      rebuildProjections({
        eventStore,
        readStore,
        logger,
        projections,
        batchSize: 5,
        maxFoldedDocuments: 1,
      }),
    ).rejects.toThrow(/poison event/);
    // Written up to the third batch (15 events: Sold 1…8, Paid 10…70), not the fourth's.
    expect(await readStore.collection(CHECKPOINTS).findOne({ _id: 'sold' })).toMatchObject({
      position: '15',
    });
    expect(await readStore.collection('sold').findOne({ _id: 'all' })).toMatchObject({
      amount: 36,
      count: 8,
    });
    expect(await readStore.collection('paid').findOne({ _id: 'all' })).toMatchObject({
      amount: 280,
      count: 7,
    });
  });

  it('on an empty log, leaves empty read models', async () => {
    const eventStore = new MemoryEventStore();
    const readStore = new EmbeddedReadStore({ path: ':memory:' });
    open.push(readStore);
    const results = await rebuildProjections({ eventStore, readStore, logger, projections });
    expect(results.map((r) => r.events)).toEqual([0, 0]);
    expect(await readStore.collection('sold').countDocuments({})).toBe(0);
  });
});
