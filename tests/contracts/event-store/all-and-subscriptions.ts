import { beforeAll, describe, expect, it } from 'vitest';
import type { EventStore, RecordedEvent } from '@hotel/infra/event-store/port';
import { event, streamName, type StoreOf, waitUntil } from './support';

/** Reading $all in commit order. */
export const allContract = (storeOf: StoreOf): void => {
  describe('$all', () => {
    let store: EventStore;
    beforeAll(() => {
      store = storeOf();
    });

    it('reads every event in commit order with increasing positions', async () => {
      const before = await store.headPosition();
      const a = streamName('all-a');
      const b = streamName('all-b');
      await store.append(a, [event('A1')], 'any');
      await store.append(b, [event('B1')], 'any');
      await store.append(a, [event('A2')], 'any');
      const read = (await store.readAll({ after: before })).filter(
        (e) => e.streamName === a || e.streamName === b,
      );
      expect(read.map((e) => e.type)).toEqual(['A1', 'B1', 'A2']);
      for (let i = 1; i < read.length; i++) {
        expect(read[i]!.position > read[i - 1]!.position).toBe(true);
      }
      expect(await store.headPosition()).toBe(read.at(-1)?.position);
    });

    it('pages with after and maxCount without gaps or overlaps', async () => {
      const before = await store.headPosition();
      const stream = streamName('page');
      await store.append(
        stream,
        Array.from({ length: 25 }, (_, n) => event('P', { n })),
        'any',
      );
      const seen: RecordedEvent[] = [];
      let after = before;
      for (;;) {
        const page = await store.readAll({ after, maxCount: 7 });
        if (page.length === 0) break;
        seen.push(...page);
        after = page.at(-1)!.position;
      }
      const mine = seen.filter((e) => e.streamName === stream);
      expect(mine.map((e) => (e.data as { n: number }).n)).toEqual(
        Array.from({ length: 25 }, (_, n) => n),
      );
    });
  });
};

/** Subscriptions from a position, and a handler that fails. */
export const subscriptionsContract = (storeOf: StoreOf): void => {
  describe('subscriptions', () => {
    let store: EventStore;
    beforeAll(() => {
      store = storeOf();
    });

    it('catches up, then goes live, without gaps or duplicates', async () => {
      const stream = streamName('sub');
      const before = await store.headPosition();
      await store.append(
        stream,
        Array.from({ length: 50 }, (_, n) => event('S', { n })),
        'any',
      );
      const received: RecordedEvent[] = [];
      const subscription = store.subscribeToAll({ after: before, batchSize: 8 }, async (batch) => {
        received.push(...batch.filter((e) => e.streamName === stream));
        await new Promise((r) => setTimeout(r, 1));
      });
      for (let n = 50; n < 100; n++) {
        await store.append(stream, [event('S', { n })], 'any');
      }
      await waitUntil(() => received.length >= 100);
      await subscription.close();
      expect(received.map((e) => (e.data as { n: number }).n)).toEqual(
        Array.from({ length: 100 }, (_, n) => n),
      );
    });

    it('resumes after a position', async () => {
      const stream = streamName('resume');
      await store.append(
        stream,
        Array.from({ length: 10 }, (_, n) => event('R', { n })),
        'any',
      );
      const all = await store.readStream(stream);
      const resumeAfter = all[4]!.position;
      const received: number[] = [];
      const subscription = store.subscribeToAll({ after: resumeAfter }, (batch) => {
        for (const e of batch)
          if (e.streamName === stream) received.push((e.data as { n: number }).n);
        return Promise.resolve();
      });
      await waitUntil(() => received.length >= 5);
      await subscription.close();
      expect(received).toEqual([5, 6, 7, 8, 9]);
    });

    it('stops and reports when the handler fails', async () => {
      const stream = streamName('fail');
      const before = await store.headPosition();
      await store.append(stream, [event('Boom')], 'any');
      const subscription = store.subscribeToAll({ after: before }, (batch) =>
        batch.some((e) => e.streamName === stream)
          ? Promise.reject(new Error('handler failed'))
          : Promise.resolve(),
      );
      await expect(subscription.done).rejects.toThrow('handler failed');
    });
  });
};
