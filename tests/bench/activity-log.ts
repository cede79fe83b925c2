import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { requestHashOf } from '@hotel/command-service/http/command-route';
import { validateEvent } from '@hotel/events/catalogue';
import { COMMAND_HANDLED, type CommandHandled } from '@hotel/events/command-handled';
import { addDays } from '@hotel/events/dates';
import { deriveEventId } from '@hotel/events/ids';
import type { EventMetadata } from '@hotel/events/metadata';
import { streams } from '@hotel/events/streams';
import { upcasters } from '@hotel/events/upcasting';
import type { AppendResult, EventStore, StreamAppend } from '@hotel/infra/event-store/port';
import { fillReservations } from './calendar';
import { type BenchHotel, call, hotelWithRooms, startListeningApp } from './http-hotel';
import { percentile, progress } from './support';

export interface ActivityLogOptions {
  readonly roomTypes: number;
  readonly roomsPerType: number;
  /** Handled commands in the store in all (bookings among them). */
  readonly commands: number;
  /** Of which bookings, through the booking decider. */
  readonly bookings: number;
  /** Days of history the commands are spread over. */
  readonly days: number;
  /** Staff accounts besides the owner, taking turns. */
  readonly staff: number;
  /** Rounds of the query mix timed (after one untimed round). */
  readonly rounds: number;
}

export interface ActivityLogResult {
  /** Median ms of a filtered page of GET /api/activity over HTTP (the mix below). */
  readonly activityLogQueryMs: number;
  readonly p99Ms: number;
  readonly samples: number;
  /** Median ms of each query of the mix. */
  readonly byQuery: Record<string, number>;
  readonly commands: number;
  readonly eventsAppended: number;
  readonly fillSeconds: number;
  readonly catchUpSeconds: number;
  /** The first call after the catch-up (the query side loads the log's collections). */
  readonly firstCallMs: number;
  /** 1-minute load average when the timing ended, and the process's heap then (MB). */
  readonly loadAverage: number;
  readonly heapMB: number;
}

/** The sizes `npm run bench` uses (BENCH_QUICK: a tenth). */
export const activityLogOptions = (quick: boolean): ActivityLogOptions => ({
  roomTypes: 5,
  roomsPerType: 20,
  commands: quick ? 50_000 : 500_000,
  bookings: quick ? 1000 : 5000,
  days: quick ? 60 : 500,
  staff: 4,
  rounds: quick ? 10 : 30,
});

const BATCH = 500;

/** Staff of the property, each with a desk role, over HTTP; their account ids. */
const hireStaff = async (baseUrl: string, hotel: BenchHotel, count: number) => {
  const auth = { token: hotel.token, propertyId: hotel.propertyId };
  const role = await call(baseUrl, 'POST', '/roles', {
    ...auth,
    body: { name: 'Ресепшн', permissions: ['manage-reservations', 'manage-room-cleans'] },
  });
  if (role.status !== 201) throw new Error(`activity: role ${role.status}`);
  const ids: string[] = [];
  let position = String(role.body.position);
  for (let i = 0; i < count; i++) {
    const user = await call(baseUrl, 'POST', '/users', {
      ...auth,
      body: {
        name: `Ажилтан ${i + 1}`,
        position: 'Ресепшн',
        phoneNumber: '+976 8811 2233',
        email: `staff${i + 1}@hotel.mn`,
        password: 'staff-password',
        role: { id: role.body.id },
      },
    });
    if (user.status !== 201) throw new Error(`activity: staff ${user.status}`);
    ids.push(String(user.body.id));
    position = String(user.body.position);
  }
  return { ids, position };
};

/**
 * Appends `count` handled commands the way the command pipeline appends them (one
 * `appendMulti` each: the decision's event, validated against the catalogue, and its
 * CommandHandled record, deterministic ids, the pipeline's metadata), queued `BATCH` at a time
 * so the store's group commit writes each batch in one transaction: rooms marked clean or dirty
 * and notes written on the reservations, by the staff in turn, spread evenly over `days` days
 * from `from`.
 */
const fillCommands = async (
  eventStore: EventStore,
  hotel: BenchHotel,
  users: readonly string[],
  reservationIds: readonly string[],
  { count, from, days }: { count: number; from: string; days: number },
): Promise<{ events: number; head: bigint }> => {
  const rooms = hotel.roomTypes.flatMap((type) => type.rooms.map((room) => room.id));
  const start = Date.parse(`${from}T00:00:00.000Z`);
  const step = (days * 86_400_000) / count;
  let events = 0;
  let head = 0n;
  let pending: Promise<AppendResult>[] = [];
  for (let n = 0; n < count; n++) {
    const commandId = randomUUID();
    const userId = users[n % users.length]!;
    const now = new Date(start + Math.floor(n * step)).toISOString();
    const notes = n % 3 === 0;
    const commandType = notes ? 'ChangeReservationNotes' : 'SetRoomCleanliness';
    const [streamName, type, data, command] = notes
      ? (() => {
          const id = reservationIds[n % reservationIds.length]!;
          const text = `Тэмдэглэл ${n}`;
          return [
            streams.reservation(id),
            'ReservationNotesChanged',
            { propertyId: hotel.propertyId, reservationId: id, notes: text },
            { id, notes: text },
          ] as const;
        })()
      : (() => {
          const roomId = rooms[n % rooms.length]!;
          const status = n % 2 === 0 ? 'dirty' : 'clean';
          return [
            streams.housekeeping(hotel.propertyId),
            'RoomCleanlinessSet',
            { propertyId: hotel.propertyId, roomId, status, at: now },
            { roomId, status },
          ] as const;
        })();
    validateEvent(type, data);
    const metadataFor = (eventType: string): EventMetadata => ({
      propertyId: hotel.propertyId,
      userId,
      commandId,
      commandType,
      correlationId: commandId,
      causationId: commandId,
      occurredAt: now,
      schemaVersion: upcasters.currentVersion(eventType),
    });
    const commandStream = streams.command(commandId);
    const handled: CommandHandled = {
      commandType,
      requestHash: requestHashOf(command),
      status: 200,
      body: {},
      streams: [streamName],
    };
    const appends: StreamAppend[] = [
      {
        streamName,
        expected: 'any',
        events: [
          { id: deriveEventId(commandId, streamName, 0), type, data, metadata: metadataFor(type) },
        ],
      },
      {
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
      },
    ];
    events += 2;
    pending.push(eventStore.appendMulti(appends));
    if (pending.length >= BATCH || n === count - 1) {
      for (const result of await Promise.all(pending)) {
        if (result.position > head) head = result.position;
      }
      pending = [];
      if ((n + 1) % 50_000 === 0) progress(`activity: ${(n + 1).toLocaleString('en-US')} commands`);
    }
  }
  return { events, head };
};

/**
 * GET /api/activity over a property with `commands` handled commands in the store: bookings
 * by the booking decider, then notes and housekeeping marks by five people over `days` days,
 * appended as the pipeline appends them while the projections sit out, which then catch up
 * from their checkpoints. Timed: a mix of filtered pages, each round once — the newest page;
 * an area 80 % of its pages deep; a user within one month, halfway; a user in an area, 90 %
 * deep; one day; one reservation.
 */
export const runActivityLogBench = async (
  options: ActivityLogOptions,
): Promise<ActivityLogResult> => {
  const app = await startListeningApp();
  try {
    progress(`activity: property with ${options.roomTypes} × ${options.roomsPerType} rooms`);
    const hotel = await hotelWithRooms(app.baseUrl, options);
    const staff = await hireStaff(app.baseUrl, hotel, options.staff);
    await app.host.waitForPosition(BigInt(staff.position), 30_000);
    await app.host.stop();
    const from = addDays(hotel.workingDate, -options.days);
    progress(
      `activity: appending ${options.commands.toLocaleString('en-US')} commands over ${options.days} days`,
    );
    const fillStarted = performance.now();
    const booked = await fillReservations(app.eventStore, hotel, options.bookings, { from });
    const users = [hotel.accountId, ...staff.ids];
    const filled = await fillCommands(
      app.eventStore,
      hotel,
      users,
      booked.reservations.map((r) => r.id),
      { count: options.commands - options.bookings, from, days: options.days },
    );
    const fillSeconds = (performance.now() - fillStarted) / 1000;
    const eventsAppended = booked.events + filled.events;
    progress(
      `activity: ${eventsAppended.toLocaleString('en-US')} events in ${fillSeconds.toFixed(1)} s; projections catching up`,
    );
    const catchUpStarted = performance.now();
    app.host.start();
    if (!(await app.host.waitForPosition(filled.head, 3_600_000))) {
      throw new Error(`projections did not reach ${filled.head} within an hour`);
    }
    const catchUpSeconds = (performance.now() - catchUpStarted) / 1000;

    // The catch-up outlasts an access token (15 minutes): log in again, as the auditor would.
    const login = await call(app.baseUrl, 'POST', '/login', {
      body: { email: 'bench@hotel.mn', password: 'нууц-үг-2026' },
    });
    if (login.status !== 200) throw new Error(`activity: login ${login.status}`);
    const auth = { token: String(login.body.accessToken), propertyId: hotel.propertyId };
    const firstStarted = performance.now();
    const first = await call<{ total: number }>(app.baseUrl, 'GET', '/activity', {
      ...auth,
      minPosition: filled.head.toString(),
    });
    const firstCallMs = performance.now() - firstStarted;
    if (first.status !== 200) throw new Error(`activity: ${first.status}`);
    if (first.body.total < options.commands) {
      throw new Error(`activity: ${first.body.total} commands listed, ${options.commands} made`);
    }
    progress(`activity: ${first.body.total.toLocaleString('en-US')} commands listed; timing`);

    const month = addDays(from, Math.floor(options.days / 2));
    const reservationId = booked.reservations[Math.floor(booked.reservations.length / 2)]!.id;
    // Each query at a depth of its own filter's pages (0: the newest page).
    const queries: Record<string, { path: string; limit: number; depth: number }> = {
      newest: { path: '/activity?', limit: 25, depth: 0 },
      areaDeep: { path: '/activity?area=housekeeping', limit: 25, depth: 0.8 },
      userMonth: {
        path: `/activity?userId=${staff.ids[1]}&from=${month}&to=${addDays(month, 30)}`,
        limit: 25,
        depth: 0.5,
      },
      userAreaFarBack: {
        path: `/activity?userId=${staff.ids[2]}&area=reservations`,
        limit: 50,
        depth: 0.9,
      },
      oneDay: { path: `/activity?from=${month}&to=${month}`, limit: 100, depth: 0 },
      reservation: { path: `/activity?reservationId=${reservationId}`, limit: 25, depth: 0 },
    };
    const mix: Record<string, string> = {};
    for (const [name, { path, limit, depth }] of Object.entries(queries)) {
      const sized = await call<{ total: number }>(app.baseUrl, 'GET', `${path}&limit=1`, auth);
      const page = Math.max(1, Math.floor((sized.body.total / limit) * depth));
      mix[name] = `${path}&limit=${limit}&page=${page}`;
    }
    const samples: number[] = [];
    const byQuery: Record<string, number[]> = Object.fromEntries(
      Object.keys(mix).map((name) => [name, []]),
    );
    for (let round = -1; round < options.rounds; round++) {
      for (const [name, path] of Object.entries(mix)) {
        const started = performance.now();
        const answer = await call<{ data: unknown[] }>(app.baseUrl, 'GET', path, auth);
        const ms = performance.now() - started;
        if (answer.status !== 200 || answer.body.data.length === 0) {
          throw new Error(`activity: ${path} ${answer.status} ${answer.body.data?.length}`);
        }
        if (round < 0) continue;
        samples.push(ms);
        byQuery[name]!.push(ms);
      }
    }
    return {
      activityLogQueryMs: percentile(samples, 50),
      p99Ms: percentile(samples, 99),
      samples: samples.length,
      byQuery: Object.fromEntries(
        Object.entries(byQuery).map(([name, values]) => [name, percentile(values, 50)]),
      ),
      commands: first.body.total,
      eventsAppended,
      fillSeconds,
      catchUpSeconds,
      firstCallMs,
      loadAverage: loadavg()[0] ?? 0,
      heapMB: process.memoryUsage().heapUsed / 1024 / 1024,
    };
  } finally {
    await app.close();
  }
};
