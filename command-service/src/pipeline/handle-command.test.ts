import { describe, expect, it } from 'vitest';
import { RuleBroken } from '@hotel/events/rule-broken';
import { MemoryEventStore } from '@hotel/infra/event-store/memory';
import { StoreBusyError, WrongExpectedRevisionError } from '@hotel/infra/event-store/port';
import { SqliteEventStore } from '@hotel/infra/event-store/sqlite';
import { IdempotencyKeyReused } from './command-record';
import {
  type CommandHandler,
  type CommandOutcome,
  createCommandPipeline,
  defaultEventCheck,
} from './handle-command';
import { context, counter, increment, validateEvent } from './test-counter';

describe('command pipeline', () => {
  it('stores nothing when a decided event does not match its schema', async () => {
    const store = new MemoryEventStore();
    const handle = createCommandPipeline({ eventStore: store, validateEvent });
    const broken: CommandHandler<object> = () =>
      Promise.resolve({
        events: { 'counter-1': [{ type: 'Incremented', data: { by: 'two' } }] },
        status: 200,
        body: {},
      });
    await expect(handle(broken, {}, context('cmd-1'))).rejects.toThrow('invalid Incremented');
    expect(await store.headPosition()).toBeUndefined();
  });

  it('checks events against the product catalogue by default', async () => {
    const store = new MemoryEventStore();
    const handle = createCommandPipeline({ eventStore: store });
    await expect(handle(increment, { by: 1 }, context('cmd-1'))).rejects.toThrow(
      'unknown event type',
    );
  });

  it('checks every event under test, and the first of each type elsewhere', () => {
    const wrong = { reservationId: 42 };
    const underTest = defaultEventCheck({ NODE_ENV: 'test' });
    expect(() => underTest('Nonexistent', {})).toThrow('unknown event type');
    expect(() => underTest('Nonexistent', {})).toThrow('unknown event type');
    const inProduction = defaultEventCheck({ NODE_ENV: 'production' });
    expect(() => inProduction('ReservationNotesChanged', wrong)).toThrow(
      'Invalid ReservationNotesChanged event: ',
    );
    // A type whose first event failed is checked again (it was never passed).
    expect(() => inProduction('ReservationNotesChanged', wrong)).toThrow(
      'Invalid ReservationNotesChanged event: ',
    );
    expect(() => inProduction('Nonexistent', {})).toThrow('unknown event type');
  });

  it('appends the decided events with full metadata and answers with the position', async () => {
    const store = new MemoryEventStore();
    const handle = createCommandPipeline({ eventStore: store, validateEvent });
    const outcome = await handle(increment, { by: 2 }, context('cmd-1'));
    expect(outcome).toMatchObject({ status: 200, body: { value: 2 }, replayed: false });
    const [event] = await store.readStream('counter-1');
    expect(event?.metadata).toEqual({
      propertyId: 'prop-1',
      userId: 'user-1',
      commandId: 'cmd-1',
      commandType: 'Increment',
      correlationId: 'corr-1',
      causationId: 'cause-1',
      occurredAt: '2026-11-21T10:00:00.000Z',
      schemaVersion: 1,
    });
    expect(outcome.position).toBe(await store.headPosition());
  });

  it('answers as replayed a re-send in another process that decided the same before the first was stored', async () => {
    const store = new MemoryEventStore();
    // Two processes: each its own pipeline (no shared in-process turns) on one store.
    const [a, b] = [0, 1].map(() => createCommandPipeline({ eventStore: store, validateEvent }));
    // Both decide on the counter before either appends: the same events, the same record.
    let decided = 0;
    let bothDecided: () => void = () => undefined;
    const barrier = new Promise<void>((resolve) => {
      bothDecided = resolve;
    });
    const slow: CommandHandler<{ by: number }> = async (command, ctx, loader) => {
      const decision = await increment(command, ctx, loader);
      decided += 1;
      if (decided === 2) bothDecided();
      await barrier;
      return decision;
    };
    const answers = await Promise.all([
      a!(slow, { by: 2 }, context('cmd-1')),
      b!(slow, { by: 2 }, context('cmd-1')),
    ]);
    expect(answers.map((answer) => answer.replayed).sort()).toEqual([false, true]);
    expect(answers[0]).toEqual({ ...answers[1], replayed: answers[0]!.replayed });
    expect(await store.readStream('counter-1')).toHaveLength(1);
  });

  it('answers a re-sent command as the first time and writes nothing', async () => {
    const store = new MemoryEventStore();
    const handle = createCommandPipeline({ eventStore: store, validateEvent });
    const first = await handle(increment, { by: 2 }, context('cmd-1'));
    const again = await handle(increment, { by: 2 }, context('cmd-1'));
    expect(again).toEqual({ ...first, replayed: true });
    expect(await store.readStream('counter-1')).toHaveLength(1);
  });

  it('refuses a re-used command id carrying a different request', async () => {
    const store = new MemoryEventStore();
    const handle = createCommandPipeline({ eventStore: store, validateEvent });
    await handle(increment, { by: 2 }, context('cmd-1', 'a'));
    await expect(handle(increment, { by: 3 }, context('cmd-1', 'b'))).rejects.toBeInstanceOf(
      IdempotencyKeyReused,
    );
  });

  it('re-decides on fresh state after a concurrency conflict', async () => {
    const store = new MemoryEventStore();
    const handle = createCommandPipeline({ eventStore: store, validateEvent });
    const outcomes = await Promise.all(
      [1, 2, 3, 4].map((n) => handle(increment, { by: 1 }, context(`cmd-${n}`))),
    );
    expect(outcomes.map((o) => o.body.value).sort()).toEqual([1, 2, 3, 4]);
    expect(await store.readStream('counter-1')).toHaveLength(4);
  });

  it('gives up after the bounded attempts when conflicts persist', async () => {
    const store = new MemoryEventStore();
    const handle = createCommandPipeline({ eventStore: store, maxAttempts: 2, validateEvent });
    const alwaysStale: CommandHandler<object> = async (_c, _ctx, { load }) => {
      await load('counter-1', counter);
      await store.append(
        'counter-1',
        [{ id: crypto.randomUUID(), type: 'Incremented', data: { by: 0 }, metadata: {} }],
        'any',
      );
      return {
        events: { 'counter-1': [{ type: 'Incremented', data: { by: 1 } }] },
        status: 200,
        body: {},
      };
    };
    await expect(handle(alwaysStale, {}, context('cmd-x'))).rejects.toBeInstanceOf(
      WrongExpectedRevisionError,
    );
  });

  it('writes nothing when a rule is broken', async () => {
    const store = new MemoryEventStore();
    const handle = createCommandPipeline({ eventStore: store, validateEvent });
    await expect(handle(increment, { by: 11 }, context('cmd-1'))).rejects.toBeInstanceOf(
      RuleBroken,
    );
    expect(await store.headPosition()).toBeUndefined();
  });

  describe.each([
    ['in-memory', () => new MemoryEventStore()],
    ['SQLite', () => new SqliteEventStore({ path: ':memory:' })],
  ] as const)('one command id sent concurrently (%s store)', (_name, open) => {
    it('with different requests: one is carried out, the others are refused', async () => {
      const store = open();
      const handle = createCommandPipeline({ eventStore: store, validateEvent });
      const outcomes = await Promise.allSettled(
        [1, 2, 3, 4].map((by) => handle(increment, { by }, context('same-key', `hash-${by}`))),
      );
      const done = outcomes.filter((o) => o.status === 'fulfilled');
      expect(done).toHaveLength(1);
      for (const o of outcomes) {
        if (o.status === 'rejected') expect(o.reason).toBeInstanceOf(IdempotencyKeyReused);
      }
      const stored = await store.readStream('counter-1');
      expect(stored).toHaveLength(1);
      expect((stored[0]?.data as { by: number }).by).toBe(
        (done[0] as PromiseFulfilledResult<CommandOutcome>).value.body.value,
      );
      await store.close();
    });

    it('with the same request: every sender gets the one outcome', async () => {
      const store = open();
      const handle = createCommandPipeline({ eventStore: store, validateEvent });
      const outcomes = await Promise.all(
        [1, 2, 3].map(() => handle(increment, { by: 2 }, context('same-key', 'same'))),
      );
      expect(outcomes.map((o) => o.body.value)).toEqual([2, 2, 2]);
      expect(await store.readStream('counter-1')).toHaveLength(1);
      await store.close();
    });
  });

  it('retries an append the store could not lock in time, like a conflict', async () => {
    const store = new MemoryEventStore();
    let busy = 2;
    const flaky = Object.assign(Object.create(store) as MemoryEventStore, {
      appendMulti: (appends: Parameters<MemoryEventStore['appendMulti']>[0]) =>
        busy-- > 0
          ? Promise.reject(new StoreBusyError(new Error('database is locked')))
          : store.appendMulti(appends),
    });
    const handle = createCommandPipeline({ eventStore: flaky, validateEvent });
    const outcome = await handle(increment, { by: 1 }, context('cmd-busy'));
    expect(outcome.body.value).toBe(1);
    expect(await store.readStream('counter-1')).toHaveLength(1);
  });
});
