import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '@hotel/events/metadata';
import { MemoryEventStore } from '@hotel/infra/event-store/memory';
import { type EventStore, WrongExpectedRevisionError } from '@hotel/infra/event-store/port';
import { SqliteEventStore } from '@hotel/infra/event-store/sqlite';
import type { Aggregate } from './aggregate';
import { type CommandHandler, type CommandOutcome, createCommandPipeline } from './handle-command';
import { context, counter, type CounterEvent, validateEvent } from './test-counter';

describe.each([
  ['in-memory', () => new MemoryEventStore()],
  ['SQLite', () => new SqliteEventStore({ path: ':memory:' })],
] as const)('commands of one lock on a pipelined store (%s)', (_name, open) => {
  const cachedCounter: Aggregate<number, CounterEvent> = { ...counter, cached: true };

  /** Increments the cached counter; `stale` also appends to a side stream it saw stale. */
  const incrementOn =
    (
      store: EventStore,
      stale: ReadonlySet<string>,
      runs = new Map<string, number>(),
    ): CommandHandler<{ by: number }> =>
    async (command, ctx, { load }) => {
      runs.set(ctx.commandId, (runs.get(ctx.commandId) ?? 0) + 1);
      const value = await load('counter-1', cachedCounter);
      await load('side-1', counter);
      const events: Record<string, DomainEvent[]> = {
        'counter-1': [{ type: 'Incremented', data: { by: command.by } }],
      };
      if (stale.has(ctx.commandId)) {
        // Another writer changes the side stream after it was loaded: this command's append
        // fails on it every time.
        await store.append(
          'side-1',
          [{ id: crypto.randomUUID(), type: 'Incremented', data: { by: 0 }, metadata: {} }],
          'any',
        );
        events['side-1'] = [{ type: 'Incremented', data: { by: command.by } }];
      }
      return { events, status: 200, body: { value: value + command.by } };
    };

  /** What each command answered must be what the stream says it made the counter. */
  const expectAnswersMatchTheStream = async (
    store: EventStore,
    outcomes: readonly PromiseSettledResult<CommandOutcome>[],
    ids: readonly string[],
  ) => {
    const stored = await store.readStream('counter-1');
    let total = 0;
    const valueAfter = new Map<string, number>();
    for (const event of stored) {
      total += (event.data as { by: number }).by;
      valueAfter.set(String(event.metadata.commandId), total);
    }
    outcomes.forEach((outcome, i) => {
      if (outcome.status === 'fulfilled') {
        expect(outcome.value.body.value).toBe(valueAfter.get(ids[i] as string));
      } else {
        expect(valueAfter.has(ids[i] as string)).toBe(false);
      }
    });
    return stored;
  };

  it('decide on each other while the earlier ones are being committed', async () => {
    const store = open();
    const queuedBeforeFirstCommit: number[] = [];
    let queued = 0;
    let committed = 0;
    const watched = Object.assign(Object.create(store) as EventStore, {
      pipelinedAppends: store.pipelinedAppends,
      appendMulti: (appends: Parameters<EventStore['appendMulti']>[0]) => {
        queued += 1;
        if (committed === 0) queuedBeforeFirstCommit.push(queued);
        return store.appendMulti(appends).finally(() => {
          committed += 1;
        });
      },
    });
    const handle = createCommandPipeline({ eventStore: watched, validateEvent });
    const ids = Array.from({ length: 10 }, (_, i) => `cmd-${i}`);
    const outcomes = await Promise.allSettled(
      ids.map((id) =>
        handle(incrementOn(watched, new Set()), { by: 1 }, context(id), 'counter-lock'),
      ),
    );
    expect(outcomes.every((o) => o.status === 'fulfilled')).toBe(true);
    const stored = await expectAnswersMatchTheStream(store, outcomes, ids);
    expect(stored).toHaveLength(10);
    if (store.kind === 'sqlite') expect(queuedBeforeFirstCommit.length).toBeGreaterThan(1);
    await store.close();
  });

  it('a command whose append fails in a batch is never acknowledged; the others decided on it are decided again', async () => {
    const store = open();
    const handle = createCommandPipeline({ eventStore: store, validateEvent, maxAttempts: 3 });
    const ids = ['cmd-a', 'cmd-b', 'cmd-c', 'cmd-d'];
    const runs = new Map<string, number>();
    const handler = incrementOn(store, new Set(['cmd-b']), runs);
    const outcomes = await Promise.allSettled(
      ids.map((id, i) => handle(handler, { by: 10 ** i }, context(id), 'counter-lock')),
    );
    expect(outcomes.map((o) => o.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    expect((outcomes[1] as PromiseRejectedResult).reason).toBeInstanceOf(
      WrongExpectedRevisionError,
    );
    const stored = await expectAnswersMatchTheStream(store, outcomes, ids);
    expect(stored.map((e) => (e.data as { by: number }).by).sort()).toEqual([1, 100, 1000]);
    // On SQLite cmd-c decided on cmd-b's events before their batch failed, and again after.
    if (store.kind === 'sqlite') expect(runs.get('cmd-c')).toBeGreaterThan(1);
    // The cached fold was dropped with the failed decision: a new command sees the store.
    const next = await handle(handler, { by: 5 }, context('cmd-e'), 'counter-lock');
    expect(next.body.value).toBe(1106);
    await store.close();
  });

  it('a glance sees a decision being committed; a read sees only what the store took', async () => {
    const store = open();
    const gates: { open: () => void; fail: () => void }[] = [];
    const gated = Object.assign(Object.create(store) as EventStore, {
      pipelinedAppends: store.pipelinedAppends,
      appendMulti: (appends: Parameters<EventStore['appendMulti']>[0]) =>
        new Promise<void>((resolve, reject) => {
          gates.push({ open: resolve, fail: () => reject(new Error('disk full')) });
        }).then(() => store.appendMulti(appends)),
    });
    const handle = createCommandPipeline({ eventStore: gated, validateEvent, maxAttempts: 1 });
    const handler = incrementOn(gated, new Set());
    const until = async (ready: () => boolean) => {
      while (!ready()) await new Promise((resolve) => setTimeout(resolve, 1));
    };

    const first = handle(handler, { by: 2 }, context('cmd-1'), 'counter-lock');
    await until(() => gates.length === 1);
    expect(await handle.glance.load('counter-1', cachedCounter)).toBe(2);
    let read: number | undefined;
    const reading = handle.reader.load('counter-1', cachedCounter).then((v) => (read = v));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(read).toBeUndefined();
    gates[0]!.open();
    await first;
    await reading;
    expect(read).toBe(2);

    const second = handle(handler, { by: 3 }, context('cmd-2'), 'counter-lock');
    await until(() => gates.length === 2);
    expect(await handle.glance.load('counter-1', cachedCounter)).toBe(5);
    const readWhileFailing = handle.reader.load('counter-1', cachedCounter);
    gates[1]!.fail();
    await expect(second).rejects.toThrow('disk full');
    expect(await readWhileFailing).toBe(2);
    expect(await handle.glance.load('counter-1', cachedCounter)).toBe(2);
    await store.close();
  });
});
