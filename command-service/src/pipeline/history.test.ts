import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import express, { Router } from 'express';
import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '@hotel/events/metadata';
import { MemoryEventStore } from '@hotel/infra/event-store/memory';
import { guardedRoutes, type RegisteredRoute } from '@hotel/infra/http/route-policy';
import type { Aggregate } from './aggregate';
import { type CommandHandler, createCommandPipeline } from './handle-command';
import { HistoryNeeded, routesWithHistory, withHistory } from './history';
import { context } from './test-counter';

type Added = DomainEvent<'Incremented', { by: number }>;

/** A fold of the numbers added that remembers only the last three (the whole one: all). */
interface Numbers {
  readonly kept: number[];
  forgotten: number;
}
const numbersOf = (keep: number): Aggregate<Numbers, Added> => ({
  cached: keep !== Infinity,
  initialState: () => ({ kept: [], forgotten: 0 }),
  evolve: (state, event) => {
    state.kept.push(event.data.by);
    if (state.kept.length > keep) {
      state.kept.shift();
      state.forgotten++;
    }
    return state;
  },
});
const whole = numbersOf(Infinity);
const recent: Aggregate<Numbers, Added> = { ...numbersOf(3), withHistory: whole };
const loadsOf = { whole: 0 };
const countingWhole: Aggregate<Numbers, Added> = {
  ...whole,
  initialState: () => {
    loadsOf.whole++;
    return whole.initialState();
  },
};
const recentCounted: Aggregate<Numbers, Added> = { ...recent, withHistory: countingWhole };

/** The sum of every number added so far (needs them all). */
const sumOf = (state: Numbers): number => {
  if (state.forgotten > 0) throw new HistoryNeeded('The sum');
  return state.kept.reduce((a, b) => a + b, 0);
};

/** Adds a number; `total` asks for the sum of all before it (history), else only the last. */
const add: CommandHandler<{ by: number; total: boolean }> = async (command, _ctx, { load }) => {
  const state = await load('numbers-1', recentCounted);
  const before = command.total ? sumOf(state) : (state.kept.at(-1) ?? 0);
  return {
    events: { 'numbers-1': [{ type: 'Incremented', data: { by: command.by } }] },
    status: 200,
    body: { before },
  };
};

const validateEvent = () => undefined;

describe('folds that keep only the recent past', () => {
  it('decides again on the whole fold when a decision needs forgotten history, at the right revision', async () => {
    const store = new MemoryEventStore();
    const handle = createCommandPipeline({ eventStore: store, validateEvent });
    for (let n = 1; n <= 5; n++) {
      await handle(add, { by: n, total: false }, context(`cmd-${n}`));
    }
    loadsOf.whole = 0;
    // 1 to 5 were added; the cached fold keeps 3, 4 and 5.
    const outcome = await handle(add, { by: 6, total: true }, context('cmd-6'));
    expect(outcome.body).toEqual({ before: 15 });
    expect(loadsOf.whole).toBe(1);
    // The next decisions that need no history use the cached fold, moved on by the store.
    const next = await handle(add, { by: 7, total: false }, context('cmd-7'));
    expect(next.body).toEqual({ before: 6 });
    expect(loadsOf.whole).toBe(1);
    expect((await store.readStream('numbers-1')).map((e) => e.revision)).toEqual(
      [0, 1, 2, 3, 4, 5, 6].map(BigInt),
    );
  });

  it('readers answer again on the whole fold inside withHistory; other errors pass through', async () => {
    const store = new MemoryEventStore();
    const handle = createCommandPipeline({ eventStore: store, validateEvent });
    for (let n = 1; n <= 5; n++) {
      await handle(add, { by: n, total: false }, context(`cmd-${n}`));
    }
    await expect(handle.reader.load('numbers-1', recent).then(sumOf)).rejects.toThrow(
      HistoryNeeded,
    );
    expect(await withHistory(() => handle.reader.load('numbers-1', recent).then(sumOf))).toBe(15);
    await expect(withHistory(() => Promise.reject(new Error('other')))).rejects.toThrow('other');
  });

  it('routes answer again on whole folds, keeping their declared contracts', async () => {
    const store = new MemoryEventStore();
    const handle = createCommandPipeline({ eventStore: store, validateEvent });
    for (let n = 1; n <= 5; n++) {
      await handle(add, { by: n, total: false }, context(`cmd-${n}`));
    }
    const router = Router();
    router.use(express.json());
    const table: RegisteredRoute[] = [];
    const routes = routesWithHistory(guardedRoutes(router, table, () => Promise.resolve(null)));
    routes.get('/sum', { kind: 'public' }, async (_req, res) => {
      res.json({ sum: sumOf(await handle.reader.load('numbers-1', recent)) });
    });
    // A handler that hands its errors to `next`, as most routes do.
    routes.post('/sum', { kind: 'public' }, async (_req, res, next) => {
      try {
        res.json({ sum: sumOf(await handle.reader.load('numbers-1', recent)) });
      } catch (error) {
        next(error);
      }
    });
    const app = express().use(router);
    const server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await fetch(`http://127.0.0.1:${port}/sum`);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ sum: 15 });
      const posted = await fetch(`http://127.0.0.1:${port}/sum`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect([posted.status, await posted.clone().text()]).toEqual([200, '{"sum":15}']);
      expect(await posted.json()).toEqual({ sum: 15 });
      expect(table.map((route) => `${route.method} ${route.path}`)).toEqual([
        'get /sum',
        'post /sum',
      ]);
    } finally {
      server.close();
    }
  });
});
