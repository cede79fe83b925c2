import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { validateEvent } from '@hotel/events/catalogue';
import { deriveEventId } from '@hotel/events/ids';
import type { EventMetadata } from '@hotel/events/metadata';
import { streams } from '@hotel/events/streams';
import { upcasters } from '@hotel/events/upcasting';
import { call, expectStatus, hotelWithRooms, startListeningApp } from './http-hotel';
import { percentile, progress } from './support';

/**
 * icalExportMs: the median answer of a calendar feed (GET /ical/{token}.ics, public, over
 * HTTP on a real port with keep-alive, as a booking site polls it) for a year of a 500-room
 * property (50 room types × 10 rooms): every room taken by back-to-back stays of 1–4 nights
 * with a free night now and then, from 30 days ago to a year ahead, and a block right after the
 * year on the room measured. The stays go into the occupancy ledger as `StaysHeld` events (checked with
 * `validateEvent`), 500 a commit, which is all the feeds read (docs/channels.md); the
 * projections catch up before the first call. The figure is the slower of a room's feed and a
 * room type's feed (the type's nights merged over its ten rooms). Run alone:
 * `node --import tsx/esm tests/bench/ical-export.ts` (BENCH_QUICK=1 for small sizes).
 */

export interface IcalExportOptions {
  readonly roomTypes: number;
  readonly roomsPerType: number;
  /** Days staged in all, from `historyDays` before the working date. */
  readonly days: number;
  readonly historyDays: number;
  readonly warmup: number;
  readonly queries: number;
}

export const icalExportOptions = (quick: boolean): IcalExportOptions => ({
  roomTypes: quick ? 10 : 50,
  roomsPerType: 10,
  days: quick ? 120 : 395,
  historyDays: 30,
  warmup: quick ? 10 : 30,
  queries: quick ? 50 : 300,
});

export interface IcalExportResult {
  readonly icalExportMs: number;
  readonly roomFeedMs: number;
  readonly roomTypeFeedMs: number;
  readonly p99Ms: number;
  readonly stays: number;
  readonly rooms: number;
  readonly roomEvents: number;
  readonly roomTypeEvents: number;
  readonly bytes: number;
  readonly notModifiedMs: number;
  readonly catchUpSeconds: number;
}

const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const BATCH = 500;

export const runIcalExportBench = async (options: IcalExportOptions): Promise<IcalExportResult> => {
  const app = await startListeningApp();
  try {
    const { baseUrl } = app;
    progress(`  setup: ${options.roomTypes} room types × ${options.roomsPerType} rooms`);
    const hotel = await hotelWithRooms(baseUrl, options);
    const { token, propertyId } = hotel;
    const first = addDays(hotel.workingDate, -options.historyDays);
    // Back-to-back stays in every room, deterministic lengths; a free night every 7th stay.
    type Stay = {
      reservationId: string;
      roomTypeId: string;
      roomId: string;
      checkIn: string;
      checkOut: string;
    };
    const stays: Stay[] = [];
    let k = 0;
    for (const type of hotel.roomTypes) {
      for (const room of type.rooms) {
        let day = 0;
        while (day < options.days) {
          const nights = 1 + (k % 4);
          const checkIn = addDays(first, day);
          stays.push({
            reservationId: randomUUID(),
            roomTypeId: type.id,
            roomId: room.id,
            checkIn,
            checkOut: addDays(checkIn, nights),
          });
          day += nights + (k % 7 === 6 ? 1 : 0);
          k += 1;
        }
      }
    }
    progress(`  staging ${stays.length} stays in the occupancy ledger`);
    const started = performance.now();
    const stream = streams.occupancy(propertyId);
    for (let i = 0; i < stays.length; i += BATCH) {
      const commandId = randomUUID();
      const metadata: EventMetadata = {
        propertyId,
        userId: hotel.accountId,
        commandId,
        commandType: 'BookReservation',
        correlationId: commandId,
        causationId: commandId,
        occurredAt: new Date().toISOString(),
        schemaVersion: upcasters.currentVersion('StaysHeld'),
      };
      const data = {
        propertyId,
        groupId: randomUUID(),
        groupNumber: null,
        stays: stays.slice(i, i + BATCH).map((stay, n) => ({
          ...stay,
          stayType: 'night' as const,
          arrivalTime: '14:00',
          exitTime: '12:00',
          hours: null,
          number: 1_000_000 + i + n,
        })),
      };
      validateEvent('StaysHeld', data);
      await app.eventStore.append(
        stream,
        [{ id: deriveEventId(commandId, stream, 0), type: 'StaysHeld', data, metadata }],
        'any',
      );
    }
    const afterYear = addDays(first, options.days + 5);
    const blocks = await call(baseUrl, 'POST', '/blocks', {
      token,
      propertyId,
      body: {
        roomTypeId: hotel.roomTypes[0]!.id,
        rooms: [hotel.roomTypes[0]!.rooms[0]!.id],
        startDate: afterYear,
        endDate: addDays(afterYear, 3),
      },
    });
    expectStatus(blocks, 201, 'a block');
    const room = hotel.roomTypes[0]!.rooms[0]!;
    const roomFeed = await call(baseUrl, 'POST', '/calendar/exports', {
      token,
      propertyId,
      body: { target: 'room', targetId: room.id },
    });
    expectStatus(roomFeed, 201, 'room feed');
    const typeFeed = await call(baseUrl, 'POST', '/calendar/exports', {
      token,
      propertyId,
      body: { target: 'roomType', targetId: hotel.roomTypes[0]!.id },
    });
    expectStatus(typeFeed, 201, 'room type feed');
    // Read-your-writes: the projections have caught up with everything above.
    const caughtUp = await call(baseUrl, 'GET', '/calendar/exports', {
      token,
      propertyId,
      minPosition: typeFeed.body.position as string,
    });
    expectStatus(caughtUp, 200, 'caught up');
    const catchUpSeconds = (performance.now() - started) / 1000;

    const fetchFeed = async (feedToken: string, headers: Record<string, string> = {}) => {
      const res = await fetch(`${baseUrl}/ical/${feedToken}.ics`, { headers });
      const text = await res.text();
      if (res.status !== 200 && res.status !== 304) throw new Error(`feed: ${res.status}`);
      return { text, etag: res.headers.get('etag') ?? '' };
    };
    const measure = async (feedToken: string) => {
      for (let i = 0; i < options.warmup; i++) await fetchFeed(feedToken);
      const times: number[] = [];
      let text = '';
      for (let i = 0; i < options.queries; i++) {
        const t0 = performance.now();
        text = (await fetchFeed(feedToken)).text;
        times.push(performance.now() - t0);
      }
      return { times, text };
    };
    progress(`  measuring ${options.queries} feeds of a room and of a room type`);
    const roomRun = await measure(roomFeed.body.token as string);
    const typeRun = await measure(typeFeed.body.token as string);
    const { etag } = await fetchFeed(roomFeed.body.token as string);
    const notModified: number[] = [];
    for (let i = 0; i < options.queries; i++) {
      const t0 = performance.now();
      await fetchFeed(roomFeed.body.token as string, { 'If-None-Match': etag });
      notModified.push(performance.now() - t0);
    }
    const count = (text: string) => text.split('BEGIN:VEVENT').length - 1;
    const roomFeedMs = percentile(roomRun.times, 50);
    const roomTypeFeedMs = percentile(typeRun.times, 50);
    return {
      icalExportMs: Math.max(roomFeedMs, roomTypeFeedMs),
      roomFeedMs,
      roomTypeFeedMs,
      p99Ms: percentile([...roomRun.times, ...typeRun.times], 99),
      stays: stays.length,
      rooms: options.roomTypes * options.roomsPerType,
      roomEvents: count(roomRun.text),
      roomTypeEvents: count(typeRun.text),
      bytes: Buffer.byteLength(roomRun.text),
      notModifiedMs: percentile(notModified, 50),
      catchUpSeconds,
    };
  } finally {
    await app.close();
  }
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const quick = process.env.BENCH_QUICK === '1';
  // ICAL_HISTORY_DAYS=1095: three years of past stays before the year measured.
  const history = Number(process.env.ICAL_HISTORY_DAYS ?? 30);
  const options = icalExportOptions(quick);
  const result = await runIcalExportBench({
    ...options,
    historyDays: history,
    days: options.days + history - 30,
  });
  process.stdout.write(`${JSON.stringify(result)}\n`);
}
