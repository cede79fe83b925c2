import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { FileCache } from '@hotel/infra/cache/file-cache';
import type { ReadStore } from '@hotel/infra/read-store/port';
import { givenEvents } from '../runtime/given';
import { expandStays } from '@hotel/events/reservations/calendar-payload';
import { CalendarCache, joinSegments } from './calendar-cache';
import {
  CALENDAR_STAYS,
  CALENDAR_WEEKS,
  type CalendarStayDoc,
  type CalendarWeekDoc,
  reservationsProjection,
} from './projection';
import { calendarJson, calendarOf } from './routes';
import { booked, event, P, priceOf, statusChanged } from './test-fixtures';

const range = { from: '2026-11-25', to: '2026-12-09' };

const bookingsOf = async (store: ReadStore, cache: CalendarCache, at = range) => {
  const { stays } = JSON.parse(await calendarJson(await calendarOf(store, P, at, cache))) as {
    stays: Parameters<typeof expandStays>[0];
  };
  return expandStays(stays).map((b) => `${b.id} ${b.checkIn}..${b.checkOut} ${b.guestName}`);
};

const apply = (store: ReadStore, ...events: ReturnType<typeof event>[]) =>
  store.withTransaction(async (session) => {
    for (const e of events) await reservationsProjection.apply(e, session);
  });

/** r-3 (booked 2026-12-07..08) moves to 2026-11-26..27. */
const r3MovesEarlier = () =>
  event('ReservationDatesChanged', {
    propertyId: P,
    reservationId: 'r-3',
    stayType: 'night',
    checkIn: '2026-11-26',
    checkOut: '2026-11-27',
    arrivalTime: '14:00',
    exitTime: '12:00',
    hours: null,
    timePrice: null,
    price: priceOf('2026-11-26', '2026-11-27'),
  });

const stamps = async (store: ReadStore) =>
  Object.fromEntries(
    (await store.collection<CalendarWeekDoc>(CALENDAR_WEEKS).find({ propertyId: P })).map((w) => [
      w.week,
      w.stamp,
    ]),
  );

describe("the calendar's cache of packed stays", () => {
  it('answers from its runs until their week is stamped again, then re-reads that week', async () => {
    const store = await givenEvents(reservationsProjection, [
      // Began before the range, still there on its first day.
      ...booked('r-1', { number: 1, checkIn: '2026-11-23', checkOut: '2026-11-26' }),
      ...booked('r-2', { number: 2, checkIn: '2026-11-30', checkOut: '2026-12-02' }),
      ...booked('r-3', { number: 3, checkIn: '2026-12-07', checkOut: '2026-12-08' }),
    ]);
    const cache = new CalendarCache();
    const first = await bookingsOf(store, cache);
    expect(first).toEqual([
      'r-1 2026-11-23..2026-11-26 Бат Дорж',
      'r-2 2026-11-30..2026-12-02 Бат Дорж',
      'r-3 2026-12-07..2026-12-08 Бат Дорж',
    ]);

    // A row changed behind the projection's back (no stamp moved): the cache still answers.
    await store.withTransaction(async (session) => {
      await session
        .collection<CalendarStayDoc>(CALENDAR_STAYS)
        .deleteMany({ reservationId: 'r-2' });
    });
    expect(await bookingsOf(store, cache)).toEqual(first);
    // A new cache reads the rows themselves.
    expect(await bookingsOf(store, new CalendarCache())).toHaveLength(2);

    // r-3 moves two weeks earlier: its weeks are stamped and re-read, the others come from the cache.
    await apply(store, r3MovesEarlier());
    expect(await bookingsOf(store, cache)).toEqual([
      'r-1 2026-11-23..2026-11-26 Бат Дорж',
      'r-3 2026-11-26..2026-11-27 Бат Дорж',
      // Its week (from 2026-11-30) was not stamped again: still the cached run.
      'r-2 2026-11-30..2026-12-02 Бат Дорж',
    ]);
  });

  it('stamps only the weeks whose rows changed', async () => {
    const store = await givenEvents(reservationsProjection, [
      ...booked('r-1', { number: 1, checkIn: '2026-11-29', checkOut: '2026-12-01' }),
    ]);
    const before = await stamps(store);
    expect(Object.keys(before)).toEqual(['2026-11-23', '2026-11-30']);
    // Notes are not drawn: no row changes, no stamp moves.
    await apply(
      store,
      event('ReservationNotesChanged', { propertyId: P, reservationId: 'r-1', notes: 'late' }),
    );
    expect(await stamps(store)).toEqual(before);
    // A status is drawn: both weeks' rows change.
    const canceled = statusChanged('r-1', 'pending', 'canceled', {
      cancellation: { amount: 0, isPaid: false },
    });
    await apply(store, canceled);
    expect(await stamps(store)).toEqual({
      '2026-11-23': `${canceled.position}/${canceled.id}`,
      '2026-11-30': `${canceled.position}/${canceled.id}`,
    });
    expect(await store.collection(CALENDAR_STAYS).find({ propertyId: P })).toEqual([]);
  });

  it('sends the same JSON gzipped, the runs joined as they were compressed', async () => {
    const store = await givenEvents(reservationsProjection, [
      ...Array.from({ length: 40 }, (_, i) =>
        booked(`r-${i}`, {
          number: i + 1,
          checkIn: `2026-11-${String(20 + (i % 10)).padStart(2, '0')}`,
          checkOut: '2026-12-02',
        }),
      ).flat(),
    ]);
    const cache = new CalendarCache();
    for (const at of [
      range,
      { from: '2026-11-28', to: '2026-11-29' },
      { from: '2027-03-01', to: '2027-03-08' },
    ]) {
      const answer = await calendarOf(store, P, at, cache);
      const json = await calendarJson(answer);
      const gzipped = await joinSegments(answer.head, answer.segments, answer.tail, true);
      expect(gunzipSync(gzipped).toString()).toBe(json);
      expect(() => JSON.parse(json)).not.toThrow();
    }
    // Empty runs are left out, with their commas.
    const empty = await joinSegments('[', [], ']', true);
    expect(gunzipSync(empty).toString()).toBe('[]');
  });

  describe('kept in a file between starts', () => {
    const dir = mkdtempSync(join(tmpdir(), 'calendar-cache-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    let files = 0;

    /** A cache on `file`, and how many times it read calendar rows from the store. */
    const started = (file: string) => {
      const cache = new CalendarCache(undefined, undefined, () => FileCache.open(file));
      return cache;
    };
    const counting = (store: ReadStore) => {
      const reads = { weeks: [] as string[] };
      const counted: ReadStore = Object.create(store) as ReadStore;
      counted.collection = ((name: string) => {
        const collection = store.collection(name);
        if (name !== CALENDAR_STAYS) return collection;
        const find: typeof collection.find = async (filter, options) => {
          reads.weeks.push(String((filter as { week?: string }).week));
          return collection.find(filter, options);
        };
        return Object.assign(Object.create(collection) as typeof collection, { find });
      }) as ReadStore['collection'];
      return { store: counted, reads };
    };

    it('answers a restarted process from the runs of the last one, and re-reads only weeks stamped since', async () => {
      const file = join(dir, `${++files}.sqlite`);
      const events = [
        ...booked('r-1', { number: 1, checkIn: '2026-11-23', checkOut: '2026-11-26' }),
        ...booked('r-2', { number: 2, checkIn: '2026-11-30', checkOut: '2026-12-02' }),
        ...booked('r-3', { number: 3, checkIn: '2026-12-07', checkOut: '2026-12-08' }),
      ];
      const store = await givenEvents(reservationsProjection, events);
      const before = started(file);
      const first = await bookingsOf(store, before);
      before.close();

      // Rows changed behind the projection's back (no stamp moved): only a kept run has them.
      await store.withTransaction(async (session) => {
        await session.collection(CALENDAR_STAYS).deleteMany({ reservationId: 'r-2' });
      });
      const { store: watched, reads } = counting(store);
      const after = started(file);
      expect(await bookingsOf(watched, after)).toEqual(first);
      expect(reads.weeks).toEqual([]);
      // The same answer, byte for byte, gzipped too, as a process packing the rows anew.
      const fresh = started(join(dir, `${++files}.sqlite`));
      const again = await calendarOf(store, P, range, after);
      const made = await calendarOf(
        await givenEvents(reservationsProjection, events),
        P,
        range,
        fresh,
      );
      expect(await calendarJson(again)).toEqual(await calendarJson(made));
      expect(await joinSegments(again.head, again.segments, again.tail, true)).toEqual(
        await joinSegments(made.head, made.segments, made.tail, true),
      );
      after.close();
      fresh.close();

      // r-3 moves into the first week: that week and its old one are read again, no other.
      await apply(store, r3MovesEarlier());
      reads.weeks.length = 0;
      const third = started(file);
      expect(await bookingsOf(watched, third)).toEqual([
        'r-1 2026-11-23..2026-11-26 Бат Дорж',
        'r-3 2026-11-26..2026-11-27 Бат Дорж',
        'r-2 2026-11-30..2026-12-02 Бат Дорж',
      ]);
      expect(reads.weeks.sort()).toEqual(['2026-11-23', '2026-12-07']);
      third.close();
    });

    it('keeps no run of a week whose stamp does not name its event (stamped by an earlier version)', async () => {
      const file = join(dir, `${++files}.sqlite`);
      const store = await givenEvents(reservationsProjection, [
        ...booked('r-1', { number: 1, checkIn: '2026-11-30', checkOut: '2026-12-02' }),
      ]);
      await store.withTransaction(async (session) => {
        await session
          .collection(CALENDAR_WEEKS)
          .updateMany({ propertyId: P }, { $set: { stamp: '7' } });
      });
      const before = started(file);
      const first = await bookingsOf(store, before);
      before.close();
      const { store: watched, reads } = counting(store);
      const after = started(file);
      expect(await bookingsOf(watched, after)).toEqual(first);
      expect(reads.weeks).toContain('2026-11-30');
      after.close();
    });

    it('answers from memory alone when another process holds the file', async () => {
      const file = join(dir, `${++files}.sqlite`);
      const holder = FileCache.open(file);
      expect(holder).not.toBeNull();
      const store = await givenEvents(reservationsProjection, [
        ...booked('r-1', { number: 1, checkIn: '2026-11-30', checkOut: '2026-12-02' }),
      ]);
      const cache = started(file);
      expect(await bookingsOf(store, cache)).toEqual(['r-1 2026-11-30..2026-12-02 Бат Дорж']);
      cache.close();
      expect(holder!.get(['tables|' + P]).size).toBe(0);
      holder!.close();
    });
  });
});
