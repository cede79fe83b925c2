import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EventStore } from '@hotel/infra/event-store/port';
import { DuplicateEventIdError, WrongExpectedRevisionError } from '@hotel/infra/event-store/port';
import { event, streamName, type StoreOf } from './support';

/** Event ids make a retried append harmless (`name`: the adapter's, for what one cannot do). */
export const idempotencyContract = (storeOf: StoreOf, name: string): void => {
  describe('idempotency', () => {
    let store: EventStore;
    beforeAll(() => {
      store = storeOf();
    });

    it('a retried append with the same event ids writes nothing and answers the same', async () => {
      const stream = streamName('idem');
      const events = [event('A'), event('B')];
      const first = await store.append(stream, events, 'no_stream');
      const again = await store.append(stream, events, 'no_stream');
      expect(first.duplicate).toBeFalsy();
      expect(again).toEqual({ ...first, duplicate: true });
      expect(await store.readStream(stream)).toHaveLength(2);
    });

    it('a retried multi-stream append writes nothing', async () => {
      const a = streamName('idem-a');
      const b = streamName('idem-b');
      const appends = [
        { streamName: a, expected: 'no_stream' as const, events: [event('A')] },
        { streamName: b, expected: 'no_stream' as const, events: [event('B')] },
      ];
      const first = await store.appendMulti(appends);
      const again = await store.appendMulti(appends);
      expect(again.position).toBe(first.position);
      expect(again.duplicate).toBe(true);
      expect(await store.readStream(a)).toHaveLength(1);
      expect(await store.readStream(b)).toHaveLength(1);
    });

    it('refuses the same event ids with other data (another request, not a retry)', async () => {
      const stream = streamName('idem-other');
      const first = event('Titled', { title: 'first' });
      await store.append(stream, [first], 'any');
      await expect(
        store.append(stream, [{ ...first, data: { title: 'second' } }], 'any'),
      ).rejects.toBeInstanceOf(DuplicateEventIdError);
      await expect(
        store.append(stream, [{ ...first, type: 'Renamed' }], 'any'),
      ).rejects.toBeInstanceOf(DuplicateEventIdError);
      expect((await store.readStream(stream)).map((e) => e.data)).toEqual([{ title: 'first' }]);
    });

    it('a retry is recognised whatever the key order of its data and its metadata', async () => {
      const stream = streamName('idem-order');
      const first = event('Saved', { a: 1, b: { c: 2, d: 3 } });
      const written = await store.append(stream, [first], 'no_stream');
      const again = await store.append(
        stream,
        [{ ...first, data: { b: { d: 3, c: 2 }, a: 1 }, metadata: { other: true } }],
        'no_stream',
      );
      expect(again.position).toBe(written.position);
      expect(await store.readStream(stream)).toHaveLength(1);
    });

    it('of concurrent appends with the same ids and different data exactly one is written', async () => {
      const target = streamName('idem-race');
      const record = streamName('idem-race-record');
      const ids = [randomUUID(), randomUUID()];
      const results = await Promise.allSettled(
        [1, 2, 3, 4].map((n) =>
          store.appendMulti([
            {
              streamName: target,
              expected: 'any',
              events: [{ id: ids[0]!, type: 'Titled', data: { n }, metadata: {} }],
            },
            {
              streamName: record,
              expected: 'no_stream',
              events: [{ id: ids[1]!, type: 'Handled', data: { n }, metadata: {} }],
            },
          ]),
        ),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      for (const r of results) {
        if (r.status === 'rejected') {
          expect(
            r.reason instanceof DuplicateEventIdError ||
              r.reason instanceof WrongExpectedRevisionError,
          ).toBe(true);
        }
      }
      const stored = await store.readStream(target);
      expect(stored).toHaveLength(1);
      expect((await store.readStream(record))[0]?.data).toEqual(stored[0]?.data);
    });

    // KurrentDB checks event ids per stream only (it has no index by id); our ids derive from
    // command id + stream + index, so one id never lands in two streams by accident.
    it.skipIf(name === 'KurrentDB')('refuses an event id re-used in another stream', async () => {
      const e = event('A');
      await store.append(streamName('dup-a'), [e], 'any');
      await expect(store.append(streamName('dup-b'), [e], 'any')).rejects.toBeInstanceOf(
        DuplicateEventIdError,
      );
      // Also when the re-used id is not the append's first: nothing of it is written.
      const other = streamName('dup-c');
      await expect(
        store.appendMulti([
          { streamName: other, expected: 'no_stream', events: [event('B')] },
          { streamName: streamName('dup-d'), expected: 'any', events: [e] },
        ]),
      ).rejects.toBeInstanceOf(DuplicateEventIdError);
      expect(await store.readStream(other)).toEqual([]);
    });
  });
};
