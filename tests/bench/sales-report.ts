import { randomUUID } from 'node:crypto';
import { validateEvent } from '@hotel/events/catalogue';
import { addDays } from '@hotel/events/dates';
import type { EventMetadata } from '@hotel/events/metadata';
import { streams } from '@hotel/events/streams';
import { upcasters } from '@hotel/events/upcasting';
import type { AppendResult, StreamAppend } from '@hotel/infra/event-store/port';
import {
  roomFiguresOf,
  propertyRoomsOf,
  SALES_DAYS,
  SALES_PROPERTIES,
  type SalesDayDoc,
  type SalesPropertyDoc,
} from '@hotel/projection-service/sales/facts';
import { fillReservations } from './calendar';
import {
  type BenchHotel,
  call,
  hotelWithRooms,
  type ListeningApp,
  startListeningApp,
} from './http-hotel';
import { percentile, progress } from './support';

export interface SalesReportOptions {
  readonly roomTypes: number;
  readonly roomsPerType: number;
  /** Business dates of history (each one closed by a night audit). */
  readonly days: number;
  readonly queries: number;
}

export interface SalesReportResult {
  /** Median ms of GET /api/report/sales over HTTP: a year against the previous year. */
  readonly salesReportYearMs: number;
  readonly p99Ms: number;
  readonly queries: number;
  readonly reservations: number;
  readonly payments: number;
  readonly audits: number;
  readonly dayDocuments: number;
  readonly fillSeconds: number;
  readonly catchUpSeconds: number;
  /** Median ms of `type=year` (the calendar year to the working date). */
  readonly calendarYearMs: number;
}

/** The sizes `npm run bench` uses (BENCH_QUICK: a few months). */
export const salesReportOptions = (quick: boolean): SalesReportOptions => ({
  roomTypes: 5,
  roomsPerType: 20,
  days: quick ? 120 : 3 * 365,
  queries: quick ? 20 : 60,
});

const BATCH = 500;

const metadataFor = (
  propertyId: string,
  userId: string,
  commandId: string,
  commandType: string,
  type: string,
): EventMetadata => {
  const now = new Date().toISOString();
  return {
    propertyId,
    userId,
    commandId,
    commandType,
    correlationId: commandId,
    causationId: commandId,
    occurredAt: now,
    schemaVersion: upcasters.currentVersion(type),
  };
};

/** One event appended straight to the store (validated against the catalogue first). */
const single = (
  streamName: string,
  type: string,
  data: unknown,
  metadata: EventMetadata,
): StreamAppend => {
  validateEvent(type, data);
  return { streamName, expected: 'any', events: [{ id: randomUUID(), type, data, metadata }] };
};

const caughtUp = async (app: ListeningApp, head: bigint, what: string) => {
  if (!(await app.host.waitForPosition(head, 900_000))) {
    throw new Error(`${what}: projections did not reach ${head} within 900 s`);
  }
};

/** Appends sent BATCH at a time, remembering the highest position they reached. */
const batchedAppends = (from: bigint) => {
  let head = from;
  let pending: Promise<AppendResult>[] = [];
  const flush = async () => {
    for (const result of await Promise.all(pending)) {
      if (result.position > head) head = result.position;
    }
    pending = [];
  };
  return {
    add: async (append: Promise<AppendResult>) => {
      pending.push(append);
      if (pending.length >= BATCH) await flush();
    },
    /** Waits for what is still pending; answers the highest position. */
    done: async () => {
      await flush();
      return head;
    },
  };
};

type Filled = Awaited<ReturnType<typeof fillReservations>>;

/** A payment on every stay's arrival day, cash or card in turn. */
const postPayments = async (
  app: ListeningApp,
  { propertyId, accountId }: BenchHotel,
  filled: Filled,
): Promise<bigint> => {
  const methods = [
    { paymentMethodId: randomUUID(), name: 'Бэлэн мөнгө', color: '#2f9e44' },
    { paymentMethodId: randomUUID(), name: 'Карт', color: '#1c7df6' },
  ];
  const appends = batchedAppends(filled.head);
  for (const [n, reservation] of filled.reservations.entries()) {
    const commandId = randomUUID();
    const method = methods[n % 2]!;
    const amount = 100_000;
    const data = {
      propertyId,
      reservationId: reservation.id,
      paymentId: randomUUID(),
      incomeType: 'paid',
      billType: 'individual',
      currencyClone: { currencyId: null, name: 'Төгрөг', shortName: 'MNT', rate: 1 },
      pays: [{ paymentMethodClone: method, amount, amountMnt: amount }],
      amount,
      amountMnt: amount,
      notes: null,
      postedDate: reservation.checkIn,
      userClone: { userId: accountId, name: null, email: null },
      createdAt: new Date().toISOString(),
    };
    const metadata = metadataFor(propertyId, accountId, commandId, 'PostPayment', 'PaymentPosted');
    await appends.add(
      app.eventStore.appendMulti([
        single(streams.reservation(reservation.id), 'PaymentPosted', data, metadata),
      ]),
    );
  }
  return appends.done();
};

/** The night audit of every date in turn, freezing what the read model counts live. */
const auditEveryDay = async (
  app: ListeningApp,
  { propertyId, accountId, workingDate }: BenchHotel,
  count: number,
  from: bigint,
): Promise<bigint> => {
  const property = (await app.readStore
    .collection<SalesPropertyDoc>(SALES_PROPERTIES)
    .findOne({ _id: propertyId }))!;
  const days = new Map(
    (await app.readStore.collection<SalesDayDoc>(SALES_DAYS).find({ propertyId })).map((d) => [
      d.date,
      d,
    ]),
  );
  const appends = batchedAppends(from);
  const roomsNow = propertyRoomsOf(property);
  for (let i = 0; i < count; i++) {
    const date = addDays(workingDate, i);
    const commandId = randomUUID();
    const data = {
      propertyId,
      date,
      nextDate: addDays(date, 1),
      noShows: [],
      leftPending: [],
      stayovers: [],
      automatic: true,
      performedAt: new Date().toISOString(),
      figures: roomFiguresOf(days.get(date), roomsNow, date),
    };
    const metadata = metadataFor(
      propertyId,
      accountId,
      commandId,
      'PerformNightAudit',
      'NightAuditPerformed',
    );
    await appends.add(
      app.eventStore.appendMulti([
        single(streams.property(propertyId), 'NightAuditPerformed', data, metadata),
      ]),
    );
  }
  return appends.done();
};

/**
 * The sales report of a year against the previous year over a 100-room property with three
 * years of history: stays booked back to back by the real booking decider (`fillReservations`),
 * a payment on every stay's arrival day (cash or card), and a night audit of every date in
 * turn, freezing the figures the read model counts live (what the audit command freezes).
 * The report then reads ~730 day documents by the `(propertyId, date)` index's range.
 */
export const runSalesReportBench = async (
  options: SalesReportOptions,
): Promise<SalesReportResult> => {
  const app = await startListeningApp();
  try {
    const rooms = options.roomTypes * options.roomsPerType;
    progress(`salesReport: property with ${rooms} rooms`);
    const hotel = await hotelWithRooms(app.baseUrl, options);
    await app.host.waitForPosition(BigInt(hotel.position), 30_000);
    await app.host.stop();
    // Each room's chain of stays averages 2.7 days a stay.
    const count = Math.round((rooms * options.days) / 2.7);
    progress(`salesReport: booking ${count.toLocaleString('en-US')} reservations`);
    const fillStarted = performance.now();
    const filled = await fillReservations(app.eventStore, hotel, count);
    const { propertyId } = hotel;
    const paidHead = await postPayments(app, hotel, filled);
    const fillSeconds = (performance.now() - fillStarted) / 1000;

    progress('salesReport: projections catching up');
    const catchUpStarted = performance.now();
    app.host.start();
    await caughtUp(app, paidHead, 'bookings');

    // The night audit of every date in turn, freezing what the read model counts live.
    progress(`salesReport: ${options.days} night audits`);
    const head = await auditEveryDay(app, hotel, options.days, paidHead);
    await caughtUp(app, head, 'audits');
    const catchUpSeconds = (performance.now() - catchUpStarted) / 1000;

    const workingDate = addDays(hotel.workingDate, options.days);
    const to = addDays(workingDate, -1);
    const from = addDays(to, -364);
    // The fill outlasts an access token (15 min): log in again, as hotelWithRooms did.
    const login = await call<{ accessToken: string }>(app.baseUrl, 'POST', '/login', {
      body: { email: 'bench@hotel.mn', password: 'нууц-үг-2026' },
    });
    if (login.status !== 200) throw new Error(`login: ${login.status}`);
    const auth = { token: login.body.accessToken, propertyId };
    const timedCall = async (path: string) => {
      const started = performance.now();
      const answer = await call<{ days: unknown[] }>(app.baseUrl, 'GET', path, auth);
      const ms = performance.now() - started;
      if (answer.status !== 200) {
        throw new Error(`report: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
      }
      return ms;
    };
    const yearPath = `/report/sales?from=${from}&to=${to}`;
    const first = await call<{ days: unknown[]; sales: { total: { now: number } } }>(
      app.baseUrl,
      'GET',
      yearPath,
      { ...auth, minPosition: head.toString() },
    );
    if (first.status !== 200 || first.body.days.length !== 365) {
      throw new Error(`report: ${first.status} ${JSON.stringify(first.body).slice(0, 200)}`);
    }
    progress(
      `salesReport: ${from} … ${to}, total sales ${first.body.sales.total.now.toLocaleString('en-US')}; timing`,
    );
    const samples: number[] = [];
    await timedCall(yearPath);
    for (let i = 0; i < options.queries; i++) samples.push(await timedCall(yearPath));
    const yearSamples: number[] = [];
    for (let i = 0; i < Math.min(20, options.queries); i++) {
      yearSamples.push(await timedCall('/report/sales?type=year'));
    }
    const dayDocuments = await app.readStore.collection(SALES_DAYS).countDocuments({ propertyId });
    return {
      salesReportYearMs: percentile(samples, 50),
      p99Ms: percentile(samples, 99),
      queries: samples.length,
      reservations: filled.reservations.length,
      payments: filled.reservations.length,
      audits: options.days,
      dayDocuments,
      fillSeconds,
      catchUpSeconds,
      calendarYearMs: percentile(yearSamples, 50),
    };
  } finally {
    await app.close();
  }
};
