import { afterEach, describe, expect, it } from 'vitest';
import { MemoryEventStore } from '@hotel/infra/event-store/memory';
import type { EventToAppend } from '@hotel/infra/event-store/port';
import { createLogger } from '@hotel/infra/logging';
import { EmbeddedReadStore } from '@hotel/infra/read-store/embedded';
import type { Collection, Document, ReadSession, ReadStore } from '@hotel/infra/read-store/port';
import type { Projection } from './projection';
import { CHECKPOINTS, ProjectionRunner } from './runner';

const logger = createLogger('silent');
const metadata = { schemaVersion: 1, propertyId: 'p', userId: 'u', commandId: 'c' };
const sold = (n: number, amount = 1): EventToAppend => ({
  id: crypto.randomUUID(),
  type: 'Sold',
  data: { n, amount },
  metadata,
});

/** Sums amounts: not idempotent, so a double-applied event shows. */
const totals = (overrides: Partial<Projection> = {}): Projection => ({
  name: 'totals',
  version: 1,
  collections: ['totals'],
  readModels: ['totals'],
  handles: ['Sold'],
  apply: async (event, session) => {
    const { amount } = event.data as { amount: number };
    if (amount < 0) throw new Error('negative amount');
    await session
      .collection('totals')
      .updateOne({ _id: 'all' }, { $inc: { amount, count: 1 } }, { upsert: true });
  },
  ...overrides,
});

const open: { close: () => Promise<void> }[] = [];
const setup = () => {
  const eventStore = new MemoryEventStore();
  const readStore = new EmbeddedReadStore({ path: ':memory:' });
  open.push(readStore);
  const runner = (projection = totals()) =>
    new ProjectionRunner({
      eventStore,
      readStore,
      projection,
      logger,
      batchSize: 3,
      backoff: { initialMs: 1, maxMs: 5 },
    });
  return { eventStore, readStore, runner };
};

afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
});

describe('projection runner', () => {
  it('given events, applies each once and stores the checkpoint with them', async () => {
    const { eventStore, readStore, runner } = setup();
    const head = await eventStore.append(
      's-1',
      [1, 2, 3, 4, 5, 6, 7].map((n) => sold(n)),
      'any',
    );
    const r = runner();
    r.start();
    expect(await r.waitFor(head.position, 5000)).toBe(true);
    await r.stop();
    expect(await readStore.collection('totals').findOne({ _id: 'all' })).toEqual({
      _id: 'all',
      amount: 7,
      count: 7,
    });
    expect(await readStore.collection(CHECKPOINTS).findOne({ _id: 'totals' })).toMatchObject({
      position: '7',
      version: 1,
    });
  });

  it('stops when told to while it is still starting (no subscription left open)', async () => {
    const { runner } = setup();
    const r = runner();
    r.start();
    await r.stop();
    expect(r.status().state).toBe('stopped');
  });

  it('resumes from its checkpoint after a restart without re-applying', async () => {
    const { eventStore, readStore, runner } = setup();
    await eventStore.append('s-1', [sold(1), sold(2)], 'any');
    const first = runner();
    first.start();
    await first.waitFor(2n, 5000);
    await first.stop();
    const head = await eventStore.append('s-1', [sold(3)], 'any');
    const second = runner();
    second.start();
    await second.waitFor(head.position, 5000);
    await second.stop();
    expect(await readStore.collection('totals').findOne({ _id: 'all' })).toMatchObject({
      count: 3,
    });
  });

  it('goes live: applies events appended after it caught up, and tells which read models changed', async () => {
    const { eventStore, runner } = setup();
    const r = runner();
    const changes: string[][] = [];
    r.onAdvance((change) => changes.push([...change.readModels]));
    r.start();
    const head = await eventStore.append('s-1', [sold(1)], 'any');
    expect(await r.waitFor(head.position, 5000)).toBe(true);
    await r.stop();
    expect(changes).toContainEqual(['totals']);
  });

  it('advances its checkpoint over events it does not handle', async () => {
    const { eventStore, runner } = setup();
    const head = await eventStore.append(
      's-1',
      [{ id: crypto.randomUUID(), type: 'Other', data: {}, metadata }],
      'any',
    );
    const r = runner();
    r.start();
    expect(await r.waitFor(head.position, 5000)).toBe(true);
    await r.stop();
  });

  it('stores the checkpoint it moved in memory over events it does not handle, once idle', async () => {
    const { eventStore, readStore, runner } = setup();
    const other = (): EventToAppend => ({
      id: crypto.randomUUID(),
      type: 'Other',
      data: {},
      metadata,
    });
    // Batches of 3: the first (with a sale) is stored; the next two only move it in memory.
    const head = await eventStore.append('s-1', [sold(1), ...[1, 2, 3, 4, 5].map(other)], 'any');
    const r = runner();
    r.start();
    expect(await r.waitFor(head.position, 5000)).toBe(true);
    const stored = async () =>
      (await readStore.collection(CHECKPOINTS).findOne({ _id: 'totals' }))?.position;
    expect(await stored()).toBe('3');
    const deadline = Date.now() + 5000;
    while ((await stored()) !== '6' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await stored()).toBe('6');
    await r.stop();
    expect(await readStore.collection('totals').findOne({ _id: 'all' })).toMatchObject({
      count: 1,
    });
  });

  it('stops loudly on a poison event, with every event before it applied', async () => {
    const { eventStore, readStore, runner } = setup();
    await eventStore.append('s-1', [sold(1), sold(2, -1), sold(3)], 'any');
    const r = runner();
    r.start();
    await r.waitFor(3n, 5000);
    const status = r.status();
    await r.stop();
    expect(status.state).toBe('failed');
    expect(status.poison).toMatchObject({ position: '2', type: 'Sold' });
    expect(status.position).toBe('1');
    expect(await readStore.collection('totals').findOne({ _id: 'all' })).toMatchObject({
      count: 1,
    });
  });

  it('rolls a failed batch back whole: no partial changes, no checkpoint move', async () => {
    const { eventStore, readStore } = setup();
    await eventStore.append('s-1', [sold(1)], 'any');
    let failCommits = 1;
    const flaky = totals({
      apply: async (event, session) => {
        await totals().apply(event, session);
        if (failCommits-- > 0) throw new Error('store hiccup');
      },
    });
    const r = new ProjectionRunner({
      eventStore,
      readStore,
      projection: flaky,
      logger,
      poisonAttempts: 5,
      backoff: { initialMs: 1, maxMs: 5 },
    });
    r.start();
    expect(await r.waitFor(1n, 5000)).toBe(true);
    await r.stop();
    expect(await readStore.collection('totals').findOne({ _id: 'all' })).toMatchObject({
      count: 1,
    });
  });

  it('rebuilds from the beginning when the projection version changes', async () => {
    const { eventStore, readStore, runner } = setup();
    await eventStore.append('s-1', [sold(1), sold(2)], 'any');
    const v1 = runner();
    v1.start();
    await v1.waitFor(2n, 5000);
    await v1.stop();
    const v2 = runner(
      totals({
        version: 2,
        apply: async (_event, session) => {
          await session
            .collection('totals')
            .updateOne({ _id: 'all' }, { $inc: { count: 10 } }, { upsert: true });
        },
      }),
    );
    v2.start();
    await new Promise((r) => setTimeout(r, 50));
    await v2.waitFor(2n, 5000);
    await v2.stop();
    expect(await readStore.collection('totals').findOne({ _id: 'all' })).toEqual({
      _id: 'all',
      count: 20,
    });
  });
});

describe('one active runner per projection (lease)', () => {
  it('tells whose read models changed: the properties of the batch; a standby reads them from the log', async () => {
    const { eventStore, readStore } = setup();
    const soldIn = (propertyId: string | null): EventToAppend => ({
      ...sold(1),
      metadata: { ...metadata, propertyId },
    });
    const instance = (instanceId: string) =>
      new ProjectionRunner({ eventStore, readStore, projection: totals(), logger, instanceId });
    const leader = instance('leader');
    const follower = instance('follower');
    const heard = { leader: [] as (string | null)[][], follower: [] as (string | null)[][] };
    leader.onAdvance((c) => c.readModels.length > 0 && heard.leader.push([...c.properties]));
    follower.onAdvance((c) => c.readModels.length > 0 && heard.follower.push([...c.properties]));
    leader.start();
    const warmUp = await eventStore.append('s-0', [soldIn('p')], 'any');
    expect(await leader.waitFor(warmUp.position, 5000)).toBe(true);
    follower.start();
    expect(await follower.waitFor(warmUp.position, 5000)).toBe(true);
    heard.leader.length = 0;
    heard.follower.length = 0;

    const head = await eventStore.append('s-1', [soldIn('p'), soldIn('q'), soldIn(null)], 'any');
    expect(await follower.waitFor(head.position, 5000)).toBe(true);
    expect(follower.status().state).toBe('standby');
    await Promise.all([leader.stop(), follower.stop()]);
    expect(heard.leader.flat().sort()).toEqual(['p', 'q', null].sort());
    expect(heard.follower.flat().sort()).toEqual(['p', 'q', null].sort());
  });

  it('runs a projection on one instance only; the other follows and takes over when it stops', async () => {
    const { eventStore, readStore } = setup();
    const instance = (instanceId: string) =>
      new ProjectionRunner({
        eventStore,
        readStore,
        projection: totals(),
        logger,
        instanceId,
        leaseTtlMs: 300,
        backoff: { initialMs: 1, maxMs: 5 },
      });
    const a = instance('a');
    const b = instance('b');
    a.start();
    await new Promise((r) => setTimeout(r, 20));
    b.start();
    const first = await eventStore.append('s-1', [sold(1), sold(2), sold(3)], 'any');
    expect(await a.waitFor(first.position, 5000)).toBe(true);
    expect(await b.waitFor(first.position, 5000)).toBe(true);
    expect(a.status().state).toBe('running');
    expect(b.status().state).toBe('standby');

    await a.stop();
    const second = await eventStore.append('s-1', [sold(4)], 'any');
    expect(await b.waitFor(second.position, 5000)).toBe(true);
    expect(b.status().state).toBe('running');
    await b.stop();
    expect(await readStore.collection('totals').findOne({ _id: 'all' })).toMatchObject({
      count: 4,
    });
  });

  it('a rebuild waits for the lease before it drops anything', async () => {
    const { eventStore, readStore } = setup();
    await eventStore.append('s-1', [sold(1)], 'any');
    const live = new ProjectionRunner({
      eventStore,
      readStore,
      projection: totals(),
      logger,
      instanceId: 'live',
      leaseTtlMs: 60_000,
    });
    live.start();
    await live.waitFor(1n, 5000);
    const rebuild = new ProjectionRunner({
      eventStore,
      readStore,
      projection: totals(),
      logger,
      instanceId: 'rebuild',
      resetOnStart: true,
    });
    rebuild.start();
    await new Promise((r) => setTimeout(r, 100));
    expect(rebuild.status().state).toBe('standby');
    expect(await readStore.collection('totals').findOne({ _id: 'all' })).toMatchObject({
      count: 1,
    });
    await live.stop();
    await rebuild.stop();
  });
});

/**
 * A read store that fails the way MongoDB does under a failover or a write conflict: `faults`
 * of the session's writes throw (an error carrying the driver's labels), then `commitFaults`
 * transactions fail after their body ran (rolled back); after that it behaves.
 */
const faultyStore = (
  inner: ReadStore,
  faults: { writes: number; commits: number },
): ReadStore & { thrown: () => number } => {
  let thrown = 0;
  const transient = (what: string) => {
    thrown += 1;
    return Object.assign(new Error(`${what}: WriteConflict (injected)`), {
      code: 112,
      errorLabels: ['TransientTransactionError'],
    });
  };
  const session = (real: ReadSession): ReadSession => ({
    collection: <T extends Document = Document>(name: string) => {
      const collection = real.collection<T>(name);
      return Object.assign(Object.create(collection) as Collection<T>, {
        updateOne: (...args: Parameters<Collection<T>['updateOne']>) => {
          if (faults.writes > 0 && name !== CHECKPOINTS) {
            faults.writes -= 1;
            return Promise.reject(transient('update'));
          }
          return collection.updateOne(...args);
        },
      });
    },
  });
  return Object.assign(Object.create(inner) as ReadStore, {
    thrown: () => thrown,
    withTransaction: <R>(body: (s: ReadSession) => Promise<R>) =>
      inner.withTransaction(async (real) => {
        const result = await body(session(real));
        if (faults.commits > 0) {
          faults.commits -= 1;
          throw transient('commit');
        }
        return result;
      }),
  });
};

describe('store faults are retried, never poison', () => {
  const run = async (faults: { writes: number; commits: number }, projection = totals()) => {
    const eventStore = new MemoryEventStore();
    const inner = new EmbeddedReadStore({ path: ':memory:' });
    open.push(inner);
    const readStore = faultyStore(inner, faults);
    const head = await eventStore.append(
      's-1',
      [1, 2, 3, 4, 5, 6, 7].map((n) => sold(n)),
      'any',
    );
    const states = new Set<string>();
    const r = new ProjectionRunner({
      eventStore,
      readStore,
      projection,
      logger,
      batchSize: 3,
      poisonAttempts: 2,
      backoff: { initialMs: 1, maxMs: 5 },
    });
    r.onAdvance(() => states.add(r.status().state));
    r.start();
    const reached = await r.waitFor(head.position, 10_000);
    const status = r.status();
    await r.stop();
    return { reached, status, states, readStore, inner };
  };

  it('writes failing more often than the poison limit: every event applied once, the projection keeps running', async () => {
    const { reached, status, readStore, inner } = await run({ writes: 6, commits: 0 });
    expect(reached).toBe(true);
    expect(readStore.thrown()).toBe(6);
    expect(status.state).toBe('running');
    expect(status.poison).toBeUndefined();
    expect(await inner.collection('totals').findOne({ _id: 'all' })).toEqual({
      _id: 'all',
      amount: 7,
      count: 7,
    });
  });

  it('commits failing after the writes: rolled back and retried, nothing applied twice', async () => {
    const { reached, status, readStore, inner } = await run({ writes: 2, commits: 5 });
    expect(reached).toBe(true);
    expect(readStore.thrown()).toBe(7);
    expect(status.state).toBe('running');
    expect(await inner.collection('totals').findOne({ _id: 'all' })).toMatchObject({
      amount: 7,
      count: 7,
    });
  });

  it('the projection throwing is still poison, even between store faults', async () => {
    const eventStore = new MemoryEventStore();
    const inner = new EmbeddedReadStore({ path: ':memory:' });
    open.push(inner);
    const readStore = faultyStore(inner, { writes: 3, commits: 1 });
    await eventStore.append('s-1', [sold(1), sold(2), sold(3, -1), sold(4)], 'any');
    const r = new ProjectionRunner({
      eventStore,
      readStore,
      projection: totals(),
      logger,
      poisonAttempts: 2,
      backoff: { initialMs: 1, maxMs: 5 },
    });
    r.start();
    await r.waitFor(4n, 10_000);
    const status = r.status();
    await r.stop();
    expect(status.state).toBe('failed');
    expect(status.poison).toMatchObject({ position: '3', type: 'Sold' });
    expect(await inner.collection('totals').findOne({ _id: 'all' })).toMatchObject({
      amount: 2,
      count: 2,
    });
  });

  it('a duplicate key is the projection’s bug: poison', async () => {
    const eventStore = new MemoryEventStore();
    const readStore = new EmbeddedReadStore({ path: ':memory:' });
    open.push(readStore);
    await eventStore.append('s-1', [sold(1), sold(1)], 'any');
    const r = new ProjectionRunner({
      eventStore,
      readStore,
      projection: totals({
        apply: async (event, session) => {
          const { n } = event.data as { n: number };
          await session.collection('totals').insertOne({ _id: `sale-${n}` });
        },
      }),
      logger,
      poisonAttempts: 2,
      backoff: { initialMs: 1, maxMs: 5 },
    });
    r.start();
    await r.waitFor(2n, 10_000);
    const status = r.status();
    await r.stop();
    expect(status.state).toBe('failed');
    expect(status.poison).toMatchObject({ position: '2' });
  });
});
