import { beforeAll, describe, expect, it } from 'vitest';
import type { EventStore } from '@hotel/infra/event-store/port';
import { WrongExpectedRevisionError } from '@hotel/infra/event-store/port';
import { event, streamName, type StoreOf } from './support';

/** Appending to a stream and reading it back. */
export const appendAndReadContract = (storeOf: StoreOf): void => {
  describe('append and read a stream', () => {
    let store: EventStore;
    beforeAll(() => {
      store = storeOf();
    });

    it('appends to a new stream and reads it back in order with revisions from 0', async () => {
      const stream = streamName('order');
      const result = await store.append(
        stream,
        [event('A', { n: 1 }), event('B', { n: 2 })],
        'no_stream',
      );
      expect(result.streams).toEqual([{ streamName: stream, revision: 1n }]);
      const read = await store.readStream(stream);
      expect(read.map((e) => [e.type, e.revision, e.data])).toEqual([
        ['A', 0n, { n: 1 }],
        ['B', 1n, { n: 2 }],
      ]);
      expect(read[1]?.position).toBe(result.position);
      expect(read[0]!.position < read[1]!.position).toBe(true);
    });

    it('returns no events for a stream that does not exist', async () => {
      expect(await store.readStream(streamName('missing'))).toEqual([]);
    });

    it('reads from a revision and up to a count', async () => {
      const stream = streamName('range');
      await store.append(
        stream,
        [1, 2, 3, 4, 5].map((n) => event('N', { n })),
        'no_stream',
      );
      const read = await store.readStream(stream, { fromRevision: 2n, maxCount: 2 });
      expect(read.map((e) => (e.data as { n: number }).n)).toEqual([3, 4]);
    });

    it('keeps metadata and records the time', async () => {
      const stream = streamName('meta');
      const e = { ...event('M'), metadata: { propertyId: 'p1', userId: 'u1', commandId: 'c1' } };
      await store.append(stream, [e], 'any');
      const [read] = await store.readStream(stream);
      expect(read?.metadata).toMatchObject({ propertyId: 'p1', userId: 'u1', commandId: 'c1' });
      expect(read?.id).toBe(e.id);
      expect(Number.isNaN(Date.parse(read?.recordedAt ?? ''))).toBe(false);
    });
  });
};

/** Expected revisions: a stale writer is refused. */
export const optimisticConcurrencyContract = (storeOf: StoreOf): void => {
  describe('optimistic concurrency', () => {
    let store: EventStore;
    beforeAll(() => {
      store = storeOf();
    });

    it('no_stream fails when the stream exists', async () => {
      const stream = streamName('ns');
      await store.append(stream, [event('A')], 'no_stream');
      await expect(store.append(stream, [event('B')], 'no_stream')).rejects.toBeInstanceOf(
        WrongExpectedRevisionError,
      );
    });

    it('stream_exists fails when the stream does not exist', async () => {
      await expect(
        store.append(streamName('se'), [event('A')], 'stream_exists'),
      ).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    });

    it('an exact revision succeeds when current and fails when stale', async () => {
      const stream = streamName('rev');
      await store.append(stream, [event('A')], 'no_stream');
      await store.append(stream, [event('B')], 0n);
      const stale = store.append(stream, [event('C')], 0n);
      await expect(stale).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      await stale.catch((error: WrongExpectedRevisionError) => {
        expect(error.streamName).toBe(stream);
        expect(error.actual).toBe(1n);
      });
      expect((await store.readStream(stream)).map((e) => e.type)).toEqual(['A', 'B']);
    });

    it('any always appends', async () => {
      const stream = streamName('any');
      await store.append(stream, [event('A')], 'any');
      await store.append(stream, [event('B')], 'any');
      expect(await store.readStream(stream)).toHaveLength(2);
    });

    it('of many concurrent appends with the same expected revision exactly one wins', async () => {
      const stream = streamName('race');
      await store.append(stream, [event('Start')], 'no_stream');
      const outcomes = await Promise.allSettled(
        Array.from({ length: 10 }, (_, i) => store.append(stream, [event('Try', { i })], 0n)),
      );
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      for (const o of outcomes.filter((o) => o.status === 'rejected')) {
        expect((o as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedRevisionError);
      }
      expect(await store.readStream(stream)).toHaveLength(2);
    });
  });
};

/** One append to several streams: all of it or none. */
export const atomicAppendContract = (storeOf: StoreOf): void => {
  describe('atomic append to several streams', () => {
    let store: EventStore;
    beforeAll(() => {
      store = storeOf();
    });

    it('writes to every stream when all expectations hold', async () => {
      const a = streamName('multi-a');
      const b = streamName('multi-b');
      await store.append(b, [event('B0')], 'no_stream');
      const result = await store.appendMulti([
        { streamName: a, expected: 'no_stream', events: [event('A1'), event('A2')] },
        { streamName: b, expected: 0n, events: [event('B1')] },
      ]);
      expect(result.streams).toEqual([
        { streamName: a, revision: 1n },
        { streamName: b, revision: 1n },
      ]);
      expect((await store.readStream(a)).map((e) => e.type)).toEqual(['A1', 'A2']);
      expect((await store.readStream(b)).map((e) => e.type)).toEqual(['B0', 'B1']);
      const last = [...(await store.readStream(a)), ...(await store.readStream(b))].reduce(
        (max, e) => (e.position > max ? e.position : max),
        0n,
      );
      expect(result.position).toBe(last);
    });

    it('writes nothing anywhere when one expectation fails', async () => {
      const a = streamName('atomic-a');
      const b = streamName('atomic-b');
      await store.append(b, [event('B0')], 'no_stream');
      await expect(
        store.appendMulti([
          { streamName: a, expected: 'no_stream', events: [event('A1')] },
          { streamName: b, expected: 'no_stream', events: [event('B1')] },
        ]),
      ).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      expect(await store.readStream(a)).toEqual([]);
      expect((await store.readStream(b)).map((e) => e.type)).toEqual(['B0']);
    });

    it('under concurrent multi-stream appends on a shared stream exactly one wins', async () => {
      const ledger = streamName('ledger');
      await store.append(ledger, [event('Opened')], 'no_stream');
      const outcomes = await Promise.allSettled(
        Array.from({ length: 8 }, (_, i) =>
          store.appendMulti([
            { streamName: streamName('res'), expected: 'no_stream', events: [event('Booked')] },
            { streamName: ledger, expected: 0n, events: [event('RoomTaken', { i })] },
          ]),
        ),
      );
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      expect(await store.readStream(ledger)).toHaveLength(2);
    });
  });
};
