import { once } from 'node:events';
import { randomUUID } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { account } from '@hotel/command-service/account/decider';
import { postPayment } from '@hotel/command-service/folio/decider';
import { loadAggregate } from '@hotel/command-service/pipeline/load-aggregate';
import { reservation, type ReservationState } from '@hotel/command-service/reservations/decider';
import { settings } from '@hotel/command-service/settings/decider';
import { validateEvent } from '@hotel/events/catalogue';
import { addDays } from '@hotel/events/dates';
import { postPaymentSchema } from '@hotel/events/folio/commands';
import { deriveEventId } from '@hotel/events/ids';
import type { UserClone } from '@hotel/events/reservations/events';
import { streams } from '@hotel/events/streams';
import { upcasters } from '@hotel/events/upcasting';
import type { AppendResult } from '@hotel/infra/event-store/port';
import { fillReservations } from './calendar';
import { type Answer, call, hotelWithRooms, startListeningApp } from './http-hotel';
import { percentile, progress } from './support';

export interface PaymentsOptions {
  readonly clients: number;
  readonly properties: number;
  /** Reservations per property the payments go to (30-night stays: room for many payments). */
  readonly reservationsPerProperty: number;
  readonly warmupMs: number;
  readonly durationMs: number;
}

export interface PaymentsResult {
  /** 201s per second within the measured window. */
  readonly paymentsPerSec: number;
  readonly posted: number;
  readonly seconds: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  /** Anything but 201 (409 included: a conflict on one folio is retried by the server). */
  readonly errors: number;
  readonly firstError: string | null;
  readonly projectionCatchUpMs: number;
  /** Incomes the incomes lists show afterwards (all properties), and payments answered 201. */
  readonly listed: number;
  readonly postedInRun: number;
  /** CPU time of the whole process (every thread) per payment answered 201, as for bookings. */
  readonly cpuMsPerPayment: number;
}

export const paymentsOptions = (quick: boolean): PaymentsOptions => ({
  clients: 20,
  properties: 10,
  reservationsPerProperty: 20,
  warmupMs: quick ? 500 : 1000,
  durationMs: quick ? 2000 : 5000,
});

const expect = (answer: Answer<unknown>, status: number, what: string): void => {
  if (answer.status !== status) {
    throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
  }
};

interface Folio {
  readonly propertyId: string;
  readonly reservationId: string;
  readonly methodId: string;
  /** Refunds: the payment they give money of back. */
  readonly paymentId?: string;
}

export interface RefundsResult {
  /** 201s per second within the measured window. */
  readonly refundsPerSec: number;
  readonly refunded: number;
  readonly seconds: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly errors: number;
  readonly firstError: string | null;
  readonly projectionCatchUpMs: number;
  /** Refund incomes the incomes lists show afterwards, and refunds answered 201. */
  readonly listed: number;
  readonly refundedInRun: number;
  readonly cpuMsPerRefund: number;
}

/** What the clients of either folio bench measured, before it is named for its kind. */
interface FolioRun {
  readonly perSec: number;
  readonly done: number;
  readonly seconds: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly errors: number;
  readonly firstError: string | null;
  readonly projectionCatchUpMs: number;
  readonly listed: number;
  readonly doneInRun: number;
  readonly cpuMsEach: number;
}

/**
 * POST /api/payments over HTTP from `clients` closed-loop clients (booking-clients.mjs in a
 * worker thread) to the folios of `reservationsPerProperty` reservations in each of
 * `properties` properties of one owner, on the composed app with the projections running. A
 * payment is decided against its reservation's stream alone (no property lock), so payments
 * to different folios proceed side by side; two to the same folio are decided again on the
 * newer state. Afterwards every property's incomes list must show every payment answered 201.
 */
export const runPaymentsBench = async (options: PaymentsOptions): Promise<PaymentsResult> => {
  const run = await runFolioBench(options, 'payments');
  return {
    paymentsPerSec: run.perSec,
    cpuMsPerPayment: run.cpuMsEach,
    posted: run.done,
    seconds: run.seconds,
    p50Ms: run.p50Ms,
    p99Ms: run.p99Ms,
    errors: run.errors,
    firstError: run.firstError,
    projectionCatchUpMs: run.projectionCatchUpMs,
    listed: run.listed,
    postedInRun: run.doneInRun,
  };
};

/**
 * POST /api/payments/refund over HTTP, set up as the payments bench: each folio is paid in
 * full and then canceled without a fee, so the whole payment is money to give back; the
 * clients refund 1,000 to 9,000 of it at a time (a 30-night stay's payment leaves room for
 * hundreds). Afterwards the incomes lists must show a refund income for every refund
 * answered 201.
 */
export const runRefundsBench = async (options: PaymentsOptions): Promise<RefundsResult> => {
  const run = await runFolioBench(options, 'refunds');
  return {
    refundsPerSec: run.perSec,
    cpuMsPerRefund: run.cpuMsEach,
    refunded: run.done,
    seconds: run.seconds,
    p50Ms: run.p50Ms,
    p99Ms: run.p99Ms,
    errors: run.errors,
    firstError: run.firstError,
    projectionCatchUpMs: run.projectionCatchUpMs,
    listed: run.listed,
    refundedInRun: run.doneInRun,
  };
};

const runFolioBench = async (
  options: PaymentsOptions,
  kind: 'payments' | 'refunds',
): Promise<FolioRun> => {
  const app = await startListeningApp();
  try {
    progress(`payments: ${options.properties} properties`);
    const first = await hotelWithRooms(app.baseUrl, { roomTypes: 1, roomsPerType: 20 });
    const { token } = first;
    const propertyIds = [first.propertyId];
    let position = first.position;
    for (let p = 1; p < options.properties; p++) {
      const hotel = await call(app.baseUrl, 'POST', '/hotels', {
        token,
        body: { name: `Буудал ${p + 1}`, registerNo: String(1_000_000 + p), companyName: 'ХХК' },
      });
      expect(hotel, 201, 'open a property');
      const propertyId = hotel.body.id as string;
      const type = await call(app.baseUrl, 'POST', '/room/types', {
        token,
        propertyId,
        body: {
          name: 'Стандарт',
          defaultPrice: 100_000,
          occupancy: 2,
          names: Array.from({ length: 20 }, (_, r) => String(101 + r)),
        },
      });
      expect(type, 201, 'room type');
      propertyIds.push(propertyId);
      position = type.body.position as string;
    }
    progress(`payments: ${options.reservationsPerProperty} 30-night stays in each`);
    const folios: Folio[] = [];
    for (const propertyId of propertyIds) {
      const auth = { token, propertyId, minPosition: position };
      const methods = await call<{ data: { id: string; isDefault: boolean }[] }>(
        app.baseUrl,
        'GET',
        '/payment/methods',
        auth,
      );
      expect(methods, 200, 'payment methods');
      const method = methods.body.data.find((m) => m.isDefault) ?? methods.body.data[0];
      const types = await call<{ data: { id: string }[] }>(app.baseUrl, 'GET', '/room/types', auth);
      expect(types, 200, 'room types');
      const roomTypeId = types.body.data[0]?.id;
      if (!method || !roomTypeId) throw new Error('payments: no payment method or room type');
      for (let r = 0; r < options.reservationsPerProperty; r++) {
        const checkIn = addDays(first.workingDate, r % 5);
        const booked = await call(app.baseUrl, 'POST', '/reservations/book', {
          token,
          propertyId,
          body: {
            stayType: 'night',
            checkIn,
            checkOut: addDays(checkIn, 30),
            roomTypes: [{ roomTypeId, ratePlanId: null, numberOfGuests: 2, quantity: 1 }],
            guest: { name: 'Бат', surname: 'Дорж', phoneNumber: '99112233' },
            status: 'confirmed',
          },
        });
        expect(booked, 201, 'book');
        const reservationId = booked.body.id as string;
        if (kind === 'payments') {
          folios.push({ propertyId, reservationId, methodId: method.id });
          continue;
        }
        // Refunds: paid in full, then canceled without a fee — all of it is to give back.
        const stay = await call<{ reservation: { balance: number } }>(
          app.baseUrl,
          'GET',
          `/reservations/${reservationId}`,
          { token, propertyId, minPosition: booked.body.position as string },
        );
        expect(stay, 200, 'reservation');
        const paid = await call(app.baseUrl, 'POST', '/payments', {
          token,
          propertyId,
          body: {
            id: reservationId,
            incomeType: 'prepaid',
            pays: [{ paymentMethod: { id: method.id }, amount: stay.body.reservation.balance }],
          },
        });
        expect(paid, 201, 'deposit');
        const canceled = await call(app.baseUrl, 'POST', '/reservations/status', {
          token,
          propertyId,
          body: {
            id: reservationId,
            status: 'canceled',
            oldStatus: 'confirmed',
            cancellationPayment: 0,
            isPaid: false,
          },
        });
        expect(canceled, 200, 'cancel');
        position = canceled.body.position as string;
        folios.push({
          propertyId,
          reservationId,
          methodId: method.id,
          paymentId: paid.body.id as string,
        });
      }
    }
    progress(
      `${kind}: ${options.clients} clients over ${folios.length} folios, warm-up ${options.warmupMs} ms, measuring ${options.durationMs} ms`,
    );
    const cpuBefore = process.cpuUsage();
    const worker = new Worker(new URL('./booking-clients.mjs', import.meta.url), {
      execArgv: [],
      workerData: {
        kind,
        baseUrl: app.baseUrl,
        token,
        hotels: [],
        folios,
        clients: options.clients,
        warmupMs: options.warmupMs,
        durationMs: options.durationMs,
      },
    });
    const [report] = (await once(worker, 'message')) as [
      {
        latencies: number[];
        booked: number;
        bookedInRun: number;
        conflicts: number;
        errors: number;
        firstError: string | null;
        lastPosition: string;
        seconds: number;
      },
    ];
    const lastAnswer = performance.now();
    await worker.terminate();
    const lastPosition = BigInt(report.lastPosition) || BigInt(position);
    if (!(await app.host.waitForPosition(lastPosition, 120_000))) {
      throw new Error(`projections did not reach ${lastPosition} within 120 s`);
    }
    const projectionCatchUpMs = performance.now() - lastAnswer;
    const cpu = process.cpuUsage(cpuBefore);
    let listed = 0;
    for (const propertyId of propertyIds) {
      const listPath =
        kind === 'refunds' ? '/incomes?incomeTypes=refund&rowsPerPage=1' : '/incomes?rowsPerPage=1';
      const incomes = await call(app.baseUrl, 'GET', listPath, {
        token,
        propertyId,
        minPosition: lastPosition.toString(),
      });
      expect(incomes, 200, 'incomes');
      listed += Number(incomes.body.total ?? 0);
    }
    return {
      perSec: report.booked / report.seconds,
      cpuMsEach: (cpu.user + cpu.system) / 1000 / Math.max(1, report.bookedInRun),
      done: report.booked,
      seconds: report.seconds,
      p50Ms: percentile(report.latencies, 50),
      p99Ms: percentile(report.latencies, 99),
      errors: report.errors + report.conflicts,
      firstError: report.firstError ?? (report.conflicts > 0 ? `${report.conflicts} × 409` : null),
      projectionCatchUpMs,
      listed,
      doneInRun: report.bookedInRun,
    };
  } finally {
    await app.close();
  }
};

export interface IncomesQueryOptions {
  readonly reservations: number;
  readonly paymentsPerReservation: number;
  /** Days the postings spread over, back from the working date (the hotel's history). */
  readonly historyDays: number;
  readonly queries: number;
}

export interface IncomesQueryResult {
  /** Median ms of a filtered page of GET /api/incomes over HTTP, body read whole. */
  readonly incomesQueryMs: number;
  readonly p99Ms: number;
  readonly queries: number;
  readonly incomes: number;
  /** Incomes the filter matches (the page shows 25 of them). */
  readonly matching: number;
  readonly path: string;
  /** The first page with no filter, and a search by payer. */
  readonly unfilteredMs: number;
  readonly searchMs: number;
  readonly fillSeconds: number;
  readonly catchUpSeconds: number;
}

export const incomesQueryOptions = (quick: boolean): IncomesQueryOptions => ({
  reservations: quick ? 1000 : 5000,
  paymentsPerReservation: 20,
  historyDays: 730,
  queries: quick ? 30 : 100,
});

/**
 * GET /api/incomes with `reservations` × `paymentsPerReservation` incomes in the store (100,000
 * by default): the reservations are booked by the real booking decider (calendar.ts's fill),
 * then each takes its payments through the real payment decider (`postPayment`, every event
 * validated) — paid and prepaid in the default method, every tenth a receivable — appended 500
 * at a time as the pipeline would shape them. The postings are spread over `historyDays` of
 * working dates (two years of a busy hotel); the projections catch up from their checkpoints,
 * then one client times a month's paid and prepaid incomes, third page of 25.
 */
export const runIncomesQueryBench = async (
  options: IncomesQueryOptions,
): Promise<IncomesQueryResult> => {
  const app = await startListeningApp();
  try {
    const hotel = await hotelWithRooms(app.baseUrl, { roomTypes: 10, roomsPerType: 50 });
    const auth = { token: hotel.token, propertyId: hotel.propertyId };
    const receivable = await call(app.baseUrl, 'POST', '/payment/methods', {
      ...auth,
      body: { name: 'Нэхэмжлэх', color: '#805ad5', incomeTypes: ['receivable'] },
    });
    expect(receivable, 201, 'receivable method');
    await app.host.waitForPosition(BigInt(receivable.body.position as string), 30_000);
    await app.host.stop();
    const fillStarted = performance.now();
    progress(`incomes: booking ${options.reservations.toLocaleString('en-US')} reservations`);
    const filled = await fillReservations(app.eventStore, hotel, options.reservations);
    const lists = (
      await loadAggregate(app.eventStore, streams.settings(hotel.propertyId), settings)
    ).state;
    const methods = [...lists.PaymentMethod.values()];
    const cash = methods.find((m) => m.isDefault)?.id;
    const invoice = methods.find((m) => m.incomeTypes.includes('receivable'))?.id;
    if (!cash || !invoice) throw new Error('incomes: payment methods missing');
    const owner = (await loadAggregate(app.eventStore, streams.account(hotel.accountId), account))
      .state;
    const user: UserClone =
      owner.status === 'registered'
        ? { userId: hotel.accountId, name: owner.name, email: owner.email }
        : { userId: hotel.accountId, name: null, email: null };

    const total = options.reservations * options.paymentsPerReservation;
    progress(`incomes: posting ${total.toLocaleString('en-US')} payments`);
    let head = filled.head;
    let posted = 0;
    let pending: Promise<AppendResult>[] = [];
    for (const [r, booked] of filled.reservations.entries()) {
      let state: ReservationState = (
        await loadAggregate(app.eventStore, streams.reservation(booked.id), reservation)
      ).state;
      if (!state.exists) throw new Error('incomes: a booked reservation is missing');
      const share = Math.max(
        1,
        Math.floor(state.price.total / (options.paymentsPerReservation + 5)),
      );
      for (let k = 0; k < options.paymentsPerReservation; k++) {
        const n = r * options.paymentsPerReservation + k;
        const isReceivable = n % 10 === 9;
        const command = postPaymentSchema.parse({
          id: booked.id,
          incomeType: isReceivable ? 'receivable' : n % 3 === 0 ? 'prepaid' : 'paid',
          billType: isReceivable ? 'organization' : 'individual',
          pays: [{ paymentMethod: { id: isReceivable ? invoice : cash }, amount: share }],
          notes: n % 7 === 0 ? `Тэмдэглэл ${n}` : null,
        });
        const commandId = randomUUID();
        const now = new Date().toISOString();
        const events = postPayment(command, state, lists, {
          propertyId: hotel.propertyId,
          // Posted on a working date of the hotel's history (the night audit rolls it daily).
          workingDate: addDays(hotel.workingDate, -(n % options.historyDays)),
          paymentId: randomUUID(),
          now,
          user,
        });
        for (const event of events) state = reservation.evolve(state, event);
        const streamName = streams.reservation(booked.id);
        pending.push(
          app.eventStore.appendMulti([
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
                    commandType: 'PostPayment',
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
        posted += 1;
        if (pending.length >= 500 || posted === total) {
          for (const result of await Promise.all(pending)) {
            if (result.position > head) head = result.position;
          }
          pending = [];
        }
      }
    }
    const fillSeconds = (performance.now() - fillStarted) / 1000;
    progress(`incomes: filled in ${fillSeconds.toFixed(0)} s; projections catching up`);
    const catchUpStarted = performance.now();
    app.host.start();
    if (!(await app.host.waitForPosition(head, 900_000))) {
      throw new Error(`projections did not reach ${head} within 900 s`);
    }
    const catchUpSeconds = (performance.now() - catchUpStarted) / 1000;

    const start = addDays(hotel.workingDate, -200);
    const path = `/incomes?filterType=createdAt&start=${start}&end=${addDays(start, 30)}&incomeTypes=paid,prepaid&page=3&rowsPerPage=25`;
    const firstAnswer = await call<{ total: number; data: unknown[] }>(app.baseUrl, 'GET', path, {
      ...auth,
      minPosition: head.toString(),
    });
    expect(firstAnswer, 200, 'incomes');
    const all = await call<{ total: number }>(app.baseUrl, 'GET', '/incomes?rowsPerPage=1', auth);
    if (all.body.total !== total) {
      throw new Error(`incomes: the list shows ${all.body.total} of ${total} payments`);
    }
    const fetchWhole = async (url: string) => {
      const res = await fetch(`${app.baseUrl}/api${url}`, {
        headers: {
          Authorization: `Bearer ${hotel.token}`,
          'X-Slug': hotel.propertyId,
          'X-Language': 'en',
          'X-Requested-With': 'bench',
        },
      });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`incomes: ${res.status}`);
    };
    const timed = async (times: number, url: string) => {
      await fetchWhole(url);
      await fetchWhole(url);
      const samples: number[] = [];
      for (let i = 0; i < times; i++) {
        const started = performance.now();
        await fetchWhole(url);
        samples.push(performance.now() - started);
      }
      return samples;
    };
    progress(`incomes: ${firstAnswer.body.total} match the filter; timing`);
    const samples = await timed(options.queries, path);
    const unfiltered = await timed(Math.min(options.queries, 30), '/incomes?page=1&rowsPerPage=25');
    const search = await timed(
      Math.min(options.queries, 30),
      `/incomes?search=${encodeURIComponent('тэмдэглэл 7')}&page=1&rowsPerPage=25`,
    );
    return {
      incomesQueryMs: percentile(samples, 50),
      p99Ms: percentile(samples, 99),
      queries: samples.length,
      incomes: total,
      matching: firstAnswer.body.total,
      path,
      unfilteredMs: percentile(unfiltered, 50),
      searchMs: percentile(search, 50),
      fillSeconds,
      catchUpSeconds,
    };
  } finally {
    await app.close();
  }
};
