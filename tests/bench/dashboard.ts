import { randomUUID } from 'node:crypto';
import { account } from '@hotel/command-service/account/decider';
import { postPayment } from '@hotel/command-service/folio/decider';
import { loadAggregate } from '@hotel/command-service/pipeline/load-aggregate';
import { reservation } from '@hotel/command-service/reservations/decider';
import { settings } from '@hotel/command-service/settings/decider';
import { validateEvent } from '@hotel/events/catalogue';
import { addDays } from '@hotel/events/dates';
import { postPaymentSchema } from '@hotel/events/folio/commands';
import { deriveEventId } from '@hotel/events/ids';
import type { DomainEvent } from '@hotel/events/metadata';
import type { ReservationStatus, UserClone } from '@hotel/events/reservations/events';
import { streams } from '@hotel/events/streams';
import { upcasters } from '@hotel/events/upcasting';
import type { AppendResult, EventStore } from '@hotel/infra/event-store/port';
import { dashboardOf } from '@hotel/projection-service/dashboard/routes';
import { fillReservations } from './calendar';
import { type BenchHotel, call, hotelWithRooms, startListeningApp } from './http-hotel';
import { percentile, progress } from './support';

export interface DashboardOptions {
  readonly roomTypes: number;
  readonly roomsPerType: number;
  /** Reservations in the store: about half before the working date, half after. */
  readonly reservations: number;
  /** Calls timed per tab (after two untimed ones). */
  readonly queries: number;
}

export interface DashboardResult {
  /** Median ms of GET /api/dashboard?tab=todayStaying (the longest list) over HTTP. */
  readonly dashboardMs: number;
  readonly p99Ms: number;
  /** Median ms with today's arrivals listed (the page's first view). */
  readonly arrivalsTabMs: number;
  /** Median ms of the same answer computed in process (no HTTP, guards or JSON). */
  readonly queryOnlyMs: number;
  readonly queries: number;
  readonly reservations: number;
  /** What the dashboard counted, as a sanity check of the fill. */
  readonly staying: number;
  readonly arrivals: number;
  readonly departures: number;
  readonly cancellations: number;
  readonly incomes: number;
  readonly bytes: number;
  readonly fillSeconds: number;
  readonly catchUpSeconds: number;
}

/** The sizes `npm run bench` uses (BENCH_QUICK: fewer reservations and calls). */
export const dashboardOptions = (quick: boolean): DashboardOptions => ({
  roomTypes: 10,
  roomsPerType: 50,
  reservations: quick ? 4000 : 20_000,
  queries: quick ? 30 : 100,
});

type Booked = Awaited<ReturnType<typeof fillReservations>>['reservations'][number];

/**
 * The stays' lives up to the working date, as the front desk would have recorded them: stays
 * that ended checked in and out (the unassigned ones no-shows), stays in the house checked in,
 * half of today's arrivals checked in, one future stay in 150 canceled today. Each change is a
 * `ReservationStatusChanged` validated against the catalogue, appended to the reservation's
 * stream 500 at a time (the ledger is left alone: the read side does not read it).
 */
const statusChangesOf = (booked: Booked, index: number, workingDate: string) => {
  const changes: [ReservationStatus, ReservationStatus][] = [];
  if (booked.checkIn < workingDate && booked.roomId === null) {
    changes.push(['pending', 'no-show']);
  } else if (booked.checkOut < workingDate) {
    changes.push(['pending', 'checked-in'], ['checked-in', 'checked-out']);
  } else if (booked.checkIn < workingDate || (booked.checkIn === workingDate && index % 2 === 0)) {
    changes.push(['pending', 'checked-in']);
  } else if (booked.checkIn > workingDate && index % 150 === 0) {
    changes.push(['pending', 'canceled']);
  }
  return changes;
};

const appendAll = async (
  eventStore: EventStore,
  hotel: BenchHotel,
  batches: { streamName: string; events: DomainEvent[]; commandType: string }[],
): Promise<bigint> => {
  let head = 0n;
  let pending: Promise<AppendResult>[] = [];
  for (const [n, { streamName, events, commandType }] of batches.entries()) {
    const commandId = randomUUID();
    const now = new Date().toISOString();
    pending.push(
      eventStore.appendMulti([
        {
          streamName,
          expected: 'any',
          events: events.map((event, index) => {
            validateEvent(event.type, event.data);
            return {
              id: deriveEventId(commandId, streamName, index),
              type: event.type,
              data: event.data,
              metadata: {
                propertyId: hotel.propertyId,
                userId: hotel.accountId,
                commandId,
                commandType,
                correlationId: commandId,
                causationId: commandId,
                occurredAt: now,
                schemaVersion: upcasters.currentVersion(event.type),
              },
            };
          }),
        },
      ]),
    );
    if (pending.length >= 500 || n === batches.length - 1) {
      for (const result of await Promise.all(pending)) {
        if (result.position > head) head = result.position;
      }
      pending = [];
    }
  }
  return head;
};

type Filled = Awaited<ReturnType<typeof fillReservations>>;

/** The statuses the stays reached, recorded as the desk would have (and when). */
const recordStatuses = async (
  eventStore: EventStore,
  hotel: BenchHotel,
  filled: Filled,
  at: string,
): Promise<bigint> => {
  const { workingDate } = hotel;
  // When the desk recorded each change: check-ins on the arrival day, check-outs on the
  // departure day, today's changes now.
  const whenOf = (booked: Booked, to: ReservationStatus) => {
    const day =
      to === 'checked-out' ? booked.checkOut : to === 'canceled' ? workingDate : booked.checkIn;
    return { day, at: day === workingDate ? at : `${day}T06:00:00.000Z` };
  };
  const statusBatches = filled.reservations.flatMap((booked, index) => {
    const changes = statusChangesOf(booked, index, workingDate);
    if (changes.length === 0) return [];
    const events: DomainEvent[] = changes.map(([fromStatus, to]) => ({
      type: 'ReservationStatusChanged',
      data: {
        propertyId: hotel.propertyId,
        reservationId: booked.id,
        from: fromStatus,
        to,
        at: whenOf(booked, to).at,
        workingDate: whenOf(booked, to).day,
        cancellation: to === 'canceled' ? { amount: 0, isPaid: false } : null,
        notes: null,
        checkOut: null,
      },
    }));
    return [{ streamName: streams.reservation(booked.id), events, commandType: 'ChangeStatus' }];
  });
  progress(`dashboard: ${statusBatches.length.toLocaleString('en-US')} status changes`);
  return appendAll(eventStore, hotel, statusBatches);
};

/** A third of the guests in the house pay on the working date, through the payment decider. */
const payInHouse = async (
  eventStore: EventStore,
  hotel: BenchHotel,
  filled: Filled,
  at: string,
): Promise<bigint> => {
  const { workingDate } = hotel;
  const lists = (await loadAggregate(eventStore, streams.settings(hotel.propertyId), settings))
    .state;
  const cash = [...lists.PaymentMethod.values()].find((m) => m.isDefault)?.id;
  if (!cash) throw new Error('dashboard: no default payment method');
  const owner = (await loadAggregate(eventStore, streams.account(hotel.accountId), account)).state;
  const user: UserClone =
    owner.status === 'registered'
      ? { userId: hotel.accountId, name: owner.name, email: owner.email }
      : { userId: hotel.accountId, name: null, email: null };
  const inHouse = filled.reservations.filter(
    (r, index) =>
      r.roomId !== null && r.checkIn < workingDate && r.checkOut > workingDate && index % 3 === 0,
  );
  const paymentBatches: { streamName: string; events: DomainEvent[]; commandType: string }[] = [];
  for (const booked of inHouse) {
    const state = (await loadAggregate(eventStore, streams.reservation(booked.id), reservation))
      .state;
    const command = postPaymentSchema.parse({
      id: booked.id,
      incomeType: 'paid',
      billType: 'individual',
      pays: [{ paymentMethod: { id: cash }, amount: 50_000 }],
      notes: null,
    });
    const events = postPayment(command, state, lists, {
      propertyId: hotel.propertyId,
      workingDate,
      paymentId: randomUUID(),
      now: at,
      user,
    });
    paymentBatches.push({
      streamName: streams.reservation(booked.id),
      events,
      commandType: 'PostPayment',
    });
  }
  progress(`dashboard: ${paymentBatches.length} payments on the working date`);
  return appendAll(eventStore, hotel, paymentBatches);
};

/**
 * GET /api/dashboard for a property of `roomTypes` × `roomsPerType` rooms with `reservations`
 * reservations: booked by the real booking decider (calendar.ts's fill) in chains per room
 * starting 54 days before the working date, so about half are history and the house is full
 * tonight; their statuses recorded as above; a third of the guests in the house paying on the
 * working date through the real payment decider. The projections catch up from their
 * checkpoints, then one client (keep-alive, body read whole) times the staying tab (the
 * longest list) and the arrivals tab.
 */
export const runDashboardBench = async (options: DashboardOptions): Promise<DashboardResult> => {
  const app = await startListeningApp();
  try {
    progress(`dashboard: property with ${options.roomTypes} × ${options.roomsPerType} rooms`);
    const hotel = await hotelWithRooms(app.baseUrl, options);
    await app.host.waitForPosition(BigInt(hotel.position), 30_000);
    await app.host.stop();
    const workingDate = hotel.workingDate;
    const rooms = options.roomTypes * options.roomsPerType;
    // Chains average 2.7 days a stay: start them half the booked span back.
    const from = addDays(workingDate, -Math.floor(((options.reservations / rooms) * 2.7) / 2));
    progress(
      `dashboard: booking ${options.reservations.toLocaleString('en-US')} reservations from ${from}`,
    );
    const fillStarted = performance.now();
    const filled = await fillReservations(app.eventStore, hotel, options.reservations, { from });

    const at = new Date().toISOString();
    let head = await recordStatuses(app.eventStore, hotel, filled, at);
    const paid = await payInHouse(app.eventStore, hotel, filled, at);
    if (paid > head) head = paid;
    if (filled.head > head) head = filled.head;
    const fillSeconds = (performance.now() - fillStarted) / 1000;

    progress(`dashboard: filled in ${fillSeconds.toFixed(0)} s; projections catching up`);
    const catchUpStarted = performance.now();
    app.host.start();
    if (!(await app.host.waitForPosition(head, 900_000))) {
      throw new Error(`projections did not reach ${head} within 900 s`);
    }
    const catchUpSeconds = (performance.now() - catchUpStarted) / 1000;

    const auth = { token: hotel.token, propertyId: hotel.propertyId };
    const first = await call<{
      todayCheckin: number;
      todayCheckout: number;
      cancellations: number;
      todayIncome: number;
      todayStaying: { count: number };
      reservations: unknown[];
    }>(app.baseUrl, 'GET', '/dashboard?tab=todayStaying', {
      ...auth,
      minPosition: head.toString(),
    });
    if (first.status !== 200) {
      throw new Error(`dashboard: ${first.status} ${JSON.stringify(first.body).slice(0, 200)}`);
    }
    if (first.body.reservations.length !== first.body.todayStaying.count) {
      throw new Error('dashboard: the staying tab does not list every stay it counts');
    }
    progress(
      `dashboard: ${first.body.todayStaying.count} staying, ${first.body.todayCheckin} arriving; timing`,
    );
    const fetchWhole = async (path: string) => {
      const res = await fetch(`${app.baseUrl}/api${path}`, {
        headers: {
          Authorization: `Bearer ${hotel.token}`,
          'X-Slug': hotel.propertyId,
          'X-Language': 'en',
          'X-Requested-With': 'bench',
        },
      });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`dashboard: ${res.status}`);
    };
    const timed = async (times: number, path: string) => {
      await fetchWhole(path);
      await fetchWhole(path);
      const samples: number[] = [];
      for (let i = 0; i < times; i++) {
        const started = performance.now();
        await fetchWhole(path);
        samples.push(performance.now() - started);
      }
      return samples;
    };
    const samples = await timed(options.queries, '/dashboard?tab=todayStaying');
    const arrivals = await timed(options.queries, '/dashboard?tab=todayCheckin');
    const inProcess: number[] = [];
    for (let i = 0; i < options.queries; i++) {
      const started = performance.now();
      await dashboardOf(app.readStore, hotel.propertyId, { tab: 'todayStaying' });
      inProcess.push(performance.now() - started);
    }
    return {
      dashboardMs: percentile(samples, 50),
      p99Ms: percentile(samples, 99),
      arrivalsTabMs: percentile(arrivals, 50),
      queryOnlyMs: percentile(inProcess, 50),
      queries: samples.length,
      reservations: options.reservations,
      staying: first.body.todayStaying.count,
      arrivals: first.body.todayCheckin,
      departures: first.body.todayCheckout,
      cancellations: first.body.cancellations,
      incomes: first.body.todayIncome,
      bytes: first.bytes,
      fillSeconds,
      catchUpSeconds,
    };
  } finally {
    await app.close();
  }
};
