import { randomUUID } from 'node:crypto';
import { account } from '@hotel/command-service/account/decider';
import { requestHashOf } from '@hotel/command-service/http/command-route';
import type { Loader } from '@hotel/command-service/pipeline/handle-command';
import { loadAggregate } from '@hotel/command-service/pipeline/load-aggregate';
import { book } from '@hotel/command-service/reservations/decider';
import { ledger } from '@hotel/command-service/reservations/ledger';
import { loadWorld } from '@hotel/command-service/reservations/world';
import { validateEvent } from '@hotel/events/catalogue';
import { COMMAND_HANDLED, type CommandHandled } from '@hotel/events/command-handled';
import { addDays, daysBetween } from '@hotel/events/dates';
import { deriveEventId } from '@hotel/events/ids';
import type { DomainEvent, EventMetadata } from '@hotel/events/metadata';
import { bookReservationSchema } from '@hotel/events/reservations/commands';
import type { UserClone } from '@hotel/events/reservations/events';
import { streams } from '@hotel/events/streams';
import { upcasters } from '@hotel/events/upcasting';
import type { AppendResult, EventStore, StreamAppend } from '@hotel/infra/event-store/port';
import { type BenchHotel, call, hotelWithRooms, startListeningApp } from './http-hotel';
import { percentile, progress } from './support';

export interface CalendarOptions {
  readonly roomTypes: number;
  readonly roomsPerType: number;
  /** Reservations in the store (booked back to back per room from the working date on). */
  readonly reservations: number;
  /** Days the calendar shows. */
  readonly days: number;
  /** Calls timed (after a few untimed ones). */
  readonly queries: number;
}

export interface CalendarResult {
  /** Median ms of GET /api/calendar over HTTP for the window, body read whole. */
  readonly calendarQueryMs: number;
  readonly p99Ms: number;
  readonly queries: number;
  readonly reservations: number;
  /** Bookings the window shows, and the answer's size in bytes as sent (gzip) and as JSON. */
  readonly bookingsInWindow: number;
  readonly calendarBytes: number;
  readonly bytes: number;
  /** Median ms of the same call for the window's first 7 days, and what they show. */
  readonly calendar7DayMs: number;
  readonly bookingsIn7Days: number;
  readonly bytes7Days: number;
  readonly from: string;
  readonly to: string;
  /** Deciding and appending the reservations, and the projections catching up after it. */
  readonly fillSeconds: number;
  readonly catchUpSeconds: number;
  readonly eventsAppended: number;
  /** Median ms of the same call for a range with no bookings (rooms, guards, HTTP). */
  readonly emptyRangeMs: number;
  /** The range's first call, before anything of it was cached (read-your-writes wait included). */
  readonly firstCallMs: number;
  /**
   * Median ms of the 30-day call right after a payment on a stay of the range's middle week (its
   * position sent back: the wait for the projections is included), as a calendar open at the
   * desk refreshes after someone's change.
   */
  readonly afterChangeMs: number;
}

/** The sizes `npm run bench` uses (BENCH_QUICK: fewer reservations and calls). */
export const calendarOptions = (quick: boolean): CalendarOptions => ({
  roomTypes: 10,
  roomsPerType: 50,
  reservations: quick ? 4000 : 20_000,
  days: 30,
  queries: quick ? 30 : 100,
});

const BATCH = 500;

/**
 * Fills the store with `count` reservations the way POST /api/reservations/book writes them,
 * without HTTP and without waiting for one commit per booking: the real decider (`book`)
 * decides each booking against the property's world and the occupancy ledger folded in memory,
 * every event is checked with `validateEvent`, and each booking is one `appendMulti` shaped as
 * the command pipeline's (reservation, group and ledger streams with the pipeline's expected
 * revisions, deterministic event ids, the same metadata, the CommandHandled record). Bookings
 * are queued 500 at a time, so the store's group commit writes each 500 in one transaction.
 *
 * Every room holds a chain of stays of 1 to 4 nights with a free night now and then, from the
 * working date on; every tenth stay is booked without a room (it holds its room type only).
 * `from` starts the chains on another date (a hotel's history before its working date: the
 * decider is given that date as the working date and the day before as the time, as if the
 * bookings were taken back then).
 */
export const fillReservations = async (
  eventStore: EventStore,
  hotel: BenchHotel,
  count: number,
  { from }: { from?: string } = {},
): Promise<{
  events: number;
  head: bigint;
  reservations: { id: string; checkIn: string; checkOut: string; roomId: string | null }[];
}> => {
  const loader: Loader = {
    load: async (streamName, aggregate) =>
      (await loadAggregate(eventStore, streamName, aggregate)).state,
  };
  const { propertyId } = hotel;
  const loaded = await loadWorld(loader, propertyId, [null]);
  const world = from ? { ...loaded, workingDate: from } : loaded;
  const loadedLedger = await loadAggregate(eventStore, streams.occupancy(propertyId), ledger);
  const occupancy = loadedLedger.state;
  let ledgerRevision = loadedLedger.revision === 'no_stream' ? -1n : BigInt(loadedLedger.revision);
  const owner = await loader.load(streams.account(hotel.accountId), account);
  const user: UserClone =
    owner.status === 'registered'
      ? { userId: hotel.accountId, name: owner.name, email: owner.email }
      : { userId: hotel.accountId, name: null, email: null };

  const rooms = hotel.roomTypes.flatMap((type) =>
    type.rooms.map((room) => ({ roomTypeId: type.id, roomId: room.id })),
  );
  const nextFree = rooms.map((_, r) => addDays(from ?? hotel.workingDate, r % 4));
  let events = 0;
  let head = 0n;
  const reservations: { id: string; checkIn: string; checkOut: string; roomId: string | null }[] =
    [];
  let pending: Promise<AppendResult>[] = [];
  for (let n = 0; n < count; n++) {
    const r = n % rooms.length;
    const k = Math.floor(n / rooms.length);
    const room = rooms[r]!;
    const checkIn = nextFree[r]!;
    const checkOut = addDays(checkIn, 1 + ((r * 7 + k) % 4));
    nextFree[r] = addDays(checkOut, (r + k) % 5 === 0 ? 1 : 0);
    const command = bookReservationSchema.parse({
      stayType: 'night',
      checkIn,
      checkOut,
      roomTypes: [
        {
          roomTypeId: room.roomTypeId,
          ratePlanId: null,
          numberOfGuests: 1 + (n % 2),
          quantity: 1,
          ...(k % 10 === 9 ? {} : { roomIds: [room.roomId] }),
        },
      ],
      guest: {
        name: `Зочин ${n + 1}`,
        surname: ['Дорж', 'Бат', 'Сүх', 'Болд'][n % 4],
        phoneNumber: `99${String(100_000 + n).slice(-6)}`,
      },
      status: n % 2 === 0 ? 'confirmed' : 'pending',
    });
    const commandId = randomUUID();
    // With `from`, each booking is taken on the night before its chain's first stay began.
    const now = from ? `${addDays(from, -1)}T02:00:00.000Z` : new Date().toISOString();
    const decision = book(command, world, occupancy, null, {
      commandId,
      now,
      language: 'en',
      user,
    });
    for (const event of decision.ledger) ledger.evolve(occupancy, event);
    const roomId = k % 10 === 9 ? null : room.roomId;
    for (const id of decision.reservationIds) reservations.push({ id, checkIn, checkOut, roomId });

    // As the command pipeline appends it (command-service/src/pipeline/handle-command.ts).
    const metadataFor = (type: string): EventMetadata => ({
      propertyId,
      userId: hotel.accountId,
      commandId,
      commandType: 'BookReservation',
      correlationId: commandId,
      causationId: commandId,
      occurredAt: now,
      schemaVersion: upcasters.currentVersion(type),
    });
    const byStream: [string, readonly DomainEvent[], StreamAppend['expected']][] = [
      ...[...decision.reservations].map(
        ([id, list]) => [streams.reservation(id), list, 'any'] as [string, DomainEvent[], 'any'],
      ),
      [streams.group(decision.groupId), decision.group, 'any'],
      [
        streams.occupancy(propertyId),
        decision.ledger,
        ledgerRevision === -1n ? 'no_stream' : ledgerRevision,
      ],
    ];
    ledgerRevision += BigInt(decision.ledger.length);
    const appends: StreamAppend[] = byStream.map(([streamName, list, expected]) => ({
      streamName,
      expected,
      events: list.map((event, index) => {
        validateEvent(event.type, event.data);
        return {
          id: deriveEventId(commandId, streamName, index),
          type: event.type,
          data: event.data,
          metadata: metadataFor(event.type),
        };
      }),
    }));
    const commandStream = streams.command(commandId);
    const handled: CommandHandled = {
      commandType: 'BookReservation',
      requestHash: requestHashOf(command),
      status: 201,
      body: {
        id: decision.reservationIds[0],
        groupId: decision.groupId,
        reservationIds: decision.reservationIds,
      },
      streams: appends.map((a) => a.streamName),
    };
    appends.push({
      streamName: commandStream,
      expected: 'no_stream',
      events: [
        {
          id: deriveEventId(commandId, commandStream, 0),
          type: COMMAND_HANDLED,
          data: handled,
          metadata: metadataFor(COMMAND_HANDLED),
        },
      ],
    });
    events += appends.reduce((sum, a) => sum + a.events.length, 0);
    pending.push(eventStore.appendMulti(appends));
    if (pending.length >= BATCH || n === count - 1) {
      for (const result of await Promise.all(pending)) {
        if (result.position > head) head = result.position;
      }
      pending = [];
    }
  }
  return { events, head, reservations };
};

const median = (values: readonly number[]) => percentile(values, 50);

/**
 * A GET whose body is received whole (and decompressed, as fetch does for a browser) but not
 * parsed: what the server and the wire take. Answers the bytes sent (Content-Length: gzipped
 * when the server gzips) and received after decompression.
 */
const fetchWhole = async (
  baseUrl: string,
  path: string,
  hotel: BenchHotel,
): Promise<{ sent: number; json: number }> => {
  const res = await fetch(`${baseUrl}/api${path}`, {
    headers: {
      Authorization: `Bearer ${hotel.token}`,
      'X-Slug': hotel.propertyId,
      'X-Language': 'en',
      'X-Requested-With': 'bench',
    },
  });
  const body = await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`calendar: ${res.status}`);
  return {
    sent: Number(res.headers.get('content-length') ?? body.byteLength),
    json: body.byteLength,
  };
};

/** The stays of a calendar answer (packed rows: docs/reservations.md). */
const staysOf = (body: { stays?: { rows: unknown[] } }): number => body.stays?.rows.length ?? 0;

/** Times `body` `times` times after two untimed calls; the durations in ms. */
const timed = async (times: number, body: () => Promise<unknown> | unknown) => {
  await body();
  await body();
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await body();
    samples.push(performance.now() - started);
  }
  return samples;
};

/**
 * GET /api/calendar for `days` days over a property with `roomTypes` × `roomsPerType` rooms and
 * `reservations` reservations, on a real listening server (one client, keep-alive, the body
 * read whole). The range lies in the middle of the booked span. The same call for a range
 * without bookings tells the fixed cost (guards, rooms, HTTP) from the bookings' share.
 */
export const runCalendarBench = async (options: CalendarOptions): Promise<CalendarResult> => {
  const app = await startListeningApp();
  try {
    progress(`calendar: property with ${options.roomTypes} × ${options.roomsPerType} rooms`);
    const hotel = await hotelWithRooms(app.baseUrl, options);
    // The projections sit out the fill and then catch up from their checkpoints in batches,
    // as after a restart; the catch-up is timed on its own.
    await app.host.waitForPosition(BigInt(hotel.position), 30_000);
    await app.host.stop();
    progress(`calendar: booking ${options.reservations.toLocaleString('en-US')} reservations`);
    const fillStarted = performance.now();
    const filled = await fillReservations(app.eventStore, hotel, options.reservations);
    const fillSeconds = (performance.now() - fillStarted) / 1000;
    progress(
      `calendar: ${filled.events.toLocaleString('en-US')} events in ${fillSeconds.toFixed(1)} s; projections catching up`,
    );
    const catchUpStarted = performance.now();
    app.host.start();
    if (!(await app.host.waitForPosition(filled.head, 600_000))) {
      throw new Error(`projections did not reach ${filled.head} within 600 s`);
    }
    const catchUpSeconds = (performance.now() - catchUpStarted) / 1000;

    // The middle of the booked span (each room's chain averages 2.7 days a stay).
    const rooms = options.roomTypes * options.roomsPerType;
    const span = Math.floor(((options.reservations / rooms) * 2.7) / 2 - options.days / 2);
    const from = addDays(hotel.workingDate, Math.max(0, span));
    const to = addDays(from, options.days);
    const path = `/calendar?from=${from}&to=${to}`;
    const auth = { token: hotel.token, propertyId: hotel.propertyId };
    // Read-your-writes: the first call names the last booking's position.
    const firstStarted = performance.now();
    const first = await call<{ stays?: { rows: unknown[][]; dayZero: string } }>(
      app.baseUrl,
      'GET',
      path,
      { ...auth, minPosition: filled.head.toString() },
    );
    const firstCallMs = performance.now() - firstStarted;
    if (first.status !== 200) {
      throw new Error(`calendar: ${first.status} ${JSON.stringify(first.body).slice(0, 200)}`);
    }
    progress(`calendar: ${staysOf(first.body)} bookings in the range; timing`);
    const sizes = await fetchWhole(app.baseUrl, path, hotel);
    const samples = await timed(options.queries, () => fetchWhole(app.baseUrl, path, hotel));

    const weekPath = `/calendar?from=${from}&to=${addDays(from, 7)}`;
    const week = await call<{ stays?: { rows: unknown[] } }>(app.baseUrl, 'GET', weekPath, auth);
    const weekSizes = await fetchWhole(app.baseUrl, weekPath, hotel);
    const weekSamples = await timed(options.queries, () =>
      fetchWhole(app.baseUrl, weekPath, hotel),
    );

    // Payments on stays of the range's middle week, each followed by the calendar's refresh.
    const methods = await call<{ data: { id: string; isDefault: boolean }[] }>(
      app.baseUrl,
      'GET',
      '/payment/methods',
      auth,
    );
    const method = methods.body.data.find((m) => m.isDefault) ?? methods.body.data[0];
    const middle = daysBetween(first.body.stays?.dayZero ?? from, addDays(from, 14));
    const payable = (first.body.stays?.rows ?? [])
      .filter((row) => row[0] === middle)
      .map((row) => String(row[9]));
    if (!method || payable.length === 0) throw new Error('calendar: nothing to pay in the range');
    const afterChange: number[] = [];
    for (const id of payable.slice(0, 20)) {
      const paid = await call(app.baseUrl, 'POST', '/payments', {
        ...auth,
        body: { id, pays: [{ paymentMethod: { id: method.id }, amount: 1000 }] },
      });
      if (paid.status !== 201) throw new Error(`calendar: payment ${paid.status}`);
      const started = performance.now();
      const refreshed = await call(app.baseUrl, 'GET', path, {
        ...auth,
        minPosition: String(paid.body.position),
      });
      afterChange.push(performance.now() - started);
      if (refreshed.status !== 200) throw new Error(`calendar: ${refreshed.status}`);
    }

    const emptyFrom = addDays(hotel.workingDate, 3000);
    const emptyPath = `/calendar?from=${emptyFrom}&to=${addDays(emptyFrom, options.days)}`;
    const empty = await timed(Math.min(options.queries, 50), () =>
      fetchWhole(app.baseUrl, emptyPath, hotel),
    );
    return {
      calendarQueryMs: median(samples),
      p99Ms: percentile(samples, 99),
      queries: samples.length,
      reservations: options.reservations,
      bookingsInWindow: staysOf(first.body),
      calendarBytes: sizes.sent,
      bytes: sizes.json,
      calendar7DayMs: median(weekSamples),
      bookingsIn7Days: staysOf(week.body),
      bytes7Days: weekSizes.sent,
      from,
      to,
      fillSeconds,
      catchUpSeconds,
      eventsAppended: filled.events,
      emptyRangeMs: median(empty),
      firstCallMs,
      afterChangeMs: median(afterChange),
    };
  } finally {
    await app.close();
  }
};
