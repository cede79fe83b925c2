/**
 * `npm run bench`: throughput and latency of the embedded stores, compared with a peer event
 * store. Prints a table, then (as the very last line of stdout) one JSON object with the
 * headline figures. Progress goes to stderr. Targets are reported, never asserted: a missed
 * target does not fail the run; a workload that crashes does (exit 1).
 *
 * BENCH_QUICK=1 shrinks every workload (a smoke run, figures not comparable).
 * BENCH_ONLY=payments,incomes runs only the named workloads (names as in the errors list:
 * appends, peer, readAll, rebuild, lag, quote, bookings, bookingsAt20k, bookings20Properties,
 * publicAvailability, calendar,
 * payments, refunds, incomes, nightAudit, dashboard, salesReport, activityLog, documentPdf, export, firstLoad (login,
 * calendar and report scripts, login paint), firstStart); the others are
 * reported as
 * skipped.
 */
import { join } from 'node:path';
import { runAppendThroughput, type AppendResult } from './append-throughput';
import { bookingsOptions, type BookingsResult, runBookingsBench } from './bookings';
import { calendarOptions, type CalendarResult, runCalendarBench } from './calendar';
import {
  publicAvailabilityOptions,
  type PublicAvailabilityResult,
  runPublicAvailabilityBench,
} from './public-availability';
import { writeEventLog } from './event-log';
import {
  ensurePeerInstalled,
  PEER_DEPENDENCIES,
  type PeerInstall,
  type PeerRun,
  runPeer,
} from './peer';
import {
  incomesQueryOptions,
  type IncomesQueryResult,
  paymentsOptions,
  type PaymentsResult,
  type RefundsResult,
  runIncomesQueryBench,
  runPaymentsBench,
  runRefundsBench,
} from './payments';
import { nightAuditOptions, type NightAuditResult, runNightAuditBench } from './night-audit';
import { runProjectionLag, type LagResult } from './projection-lag';
import { type QuoteResult, runQuoteBench } from './quote';
import { runReadAll, type ReadAllResult } from './read-all';
import { dashboardOptions, type DashboardResult, runDashboardBench } from './dashboard';
import { firstLoadOptions, runFirstLoadBench } from './first-load';
import { runFirstStartBench } from './first-start';
import { runRebuild, type RebuildResult } from './rebuild';
import { runSalesReportBench, salesReportOptions } from './sales-report';
import { activityLogOptions, runActivityLogBench } from './activity-log';
import { documentPdfOptions, runDocumentPdfBench } from './document-pdf';
import { exportOptions, runExportBench } from './export';
import { formatNumber, progress, renderTable, round, withTempDir } from './support';

const quick = process.env.BENCH_QUICK === '1';
const only = process.env.BENCH_ONLY
  ? new Set(process.env.BENCH_ONLY.split(',').map((name) => name.trim()))
  : null;
/** A workload left out by BENCH_ONLY. */
const skips = (name: string) => only !== null && !only.has(name);

const config = {
  writers: 8,
  streams: 1000,
  appendWarmupMs: quick ? 500 : 1000,
  appendDurationMs: quick ? 2000 : 5000,
  peerInfoDurationMs: quick ? 1000 : 3000,
  logEvents: quick ? 100_000 : 1_000_000,
  rebuildCapMs: quick ? 60_000 : 150_000,
  lagRatePerSec: 500,
  lagWarmupMs: quick ? 500 : 1000,
  lagDurationMs: quick ? 3000 : 10_000,
  quoteBatches: quick ? 100 : 1000,
  quoteBatchSize: 50,
  bookings: bookingsOptions(quick),
  bookingsAt20k: { ...bookingsOptions(quick), history: quick ? 4000 : 20_000 },
  bookings20Properties: {
    ...bookingsOptions(quick),
    properties: 20,
    roomTypes: 2,
    roomsPerType: 25,
  },
  calendar: calendarOptions(quick),
  publicAvailability: publicAvailabilityOptions(quick),
  payments: paymentsOptions(quick),
  incomes: incomesQueryOptions(quick),
  nightAudit: nightAuditOptions(quick),
} as const;

const targets = {
  appendsPerSec: 2000,
  appendsVsPeer: 5,
  readAllEventsPerSec: 100_000,
  rebuildEventsPerSec: 30_000,
  projectionLagP99Ms: 50,
  quote30NightsMicros: 200,
  bookingsPerSec: 500,
  bookingsP99Ms: 100,
  /** Within 20 % of the same run without history. */
  bookingsAt20kShare: 0.8,
  bookings20PropertiesPerSec: 1500,
  calendarQueryMs: 30,
  calendarBytes: 600 * 1024,
  calendar7DayMs: 10,
  publicAvailabilityMs: 20,
  paymentsPerSec: 500,
  refundsPerSec: 500,
  incomesQueryMs: 30,
  nightAuditMs: 1000,
} as const;

const failures: string[] = [];

/** Runs one workload; a crash is recorded (and reported) instead of ending the bench. */
const attempt = async <T>(name: string, body: () => Promise<T>): Promise<T | undefined> => {
  if (skips(name)) return undefined;
  try {
    return await body();
  } catch (error) {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    failures.push(`${name}: ${message.split('\n')[0] ?? message}`);
    progress(`${name} FAILED: ${message}`);
    return undefined;
  }
};

const main = async (): Promise<void> => {
  const started = performance.now();

  progress('checking the peer install (.bench/peer)');
  const install: PeerInstall | undefined = await attempt('peer', ensurePeerInstalled);
  const afterInstall = performance.now();

  progress('1/5 appends on SqliteEventStore (synchronous=FULL)');
  const appends: AppendResult | undefined = await attempt('appends', () =>
    runAppendThroughput({
      writers: config.writers,
      streams: config.streams,
      warmupMs: config.appendWarmupMs,
      durationMs: config.appendDurationMs,
    }),
  );

  progress('2/5 appends on the peer (Emmett SQLite)');
  const peerRuns: PeerRun[] = [];
  if (install) {
    const workload = {
      writers: config.writers,
      streams: config.streams,
      warmupMs: config.appendWarmupMs,
      durationMs: config.appendDurationMs,
    };
    peerRuns.push(await runPeer('serialized', workload));
    const info = { ...workload, warmupMs: 500, durationMs: config.peerInfoDurationMs };
    peerRuns.push(await runPeer('shared', info));
    peerRuns.push(await runPeer('per-writer', info));
    for (const run of peerRuns) {
      if (run.failure) progress(`peer ${run.mode}: ${run.failure}`);
    }
  }
  const peer = peerRuns.find((r) => r.mode === 'serialized');
  if (!install) progress('peer: not installed, peerAppendsPerSec = 0 (see the error above)');
  else if (!peer || peer.failure) {
    failures.push(`peer: ${peer?.failure ?? 'no result'}`);
  }

  let readAll: ReadAllResult | undefined;
  let rebuild: RebuildResult | undefined;
  await attempt(skips('readAll') && skips('rebuild') ? 'readAll' : 'event log', () =>
    withTempDir('log', async (dir) => {
      const path = join(dir, 'events.db');
      progress(`3/5 writing ${config.logEvents.toLocaleString('en-US')} events (setup)`);
      const written = await writeEventLog(path, config.logEvents, config.streams);
      progress(`  written in ${written.seconds.toFixed(1)} s`);
      progress('3/5 readAll over $all');
      readAll = await attempt('readAll', () => runReadAll(path));
      progress('4/5 rebuild of a projection from position 0');
      rebuild = await attempt('rebuild', () => runRebuild(path, dir, config.rebuildCapMs));
    }),
  );

  progress('5/5 projection lag at 500 events/s');
  const lag: LagResult | undefined = await attempt('lag', () =>
    runProjectionLag({
      ratePerSec: config.lagRatePerSec,
      warmupMs: config.lagWarmupMs,
      durationMs: config.lagDurationMs,
      streams: config.streams,
    }),
  );

  progress('quote engine: 30-night stays');
  const quote: QuoteResult | undefined = await attempt('quote', async () =>
    runQuoteBench({ batches: config.quoteBatches, batchSize: config.quoteBatchSize }),
  );

  progress('reservations: bookings through the HTTP API');
  const bookings: BookingsResult | undefined = await attempt('bookings', () =>
    runBookingsBench(config.bookings),
  );

  progress('reservations: the same bookings into a property with a past of 20,000 reservations');
  const bookingsAt20k: BookingsResult | undefined = await attempt('bookingsAt20k', () =>
    runBookingsBench(config.bookingsAt20k),
  );

  progress('reservations: bookings into 20 properties');
  const bookings20: BookingsResult | undefined = await attempt('bookings20Properties', () =>
    runBookingsBench(config.bookings20Properties),
  );

  progress('online booking: the public availability answer');
  const publicAvailability: PublicAvailabilityResult | undefined = await attempt(
    'publicAvailability',
    () => runPublicAvailabilityBench(config.publicAvailability),
  );

  progress('reservations: the calendar query');
  const calendar: CalendarResult | undefined = await attempt('calendar', () =>
    runCalendarBench(config.calendar),
  );

  progress('folio: payments through the HTTP API');
  const payments: PaymentsResult | undefined = await attempt('payments', () =>
    runPaymentsBench(config.payments),
  );

  progress('folio: refunds through the HTTP API');
  const refunds: RefundsResult | undefined = await attempt('refunds', () =>
    runRefundsBench(config.payments),
  );

  progress('folio: the incomes query');
  const incomes: IncomesQueryResult | undefined = await attempt('incomes', () =>
    runIncomesQueryBench(config.incomes),
  );

  progress('night audit: one audit of a full hotel');
  const nightAudit: NightAuditResult | undefined = await attempt('nightAudit', () =>
    runNightAuditBench(config.nightAudit),
  );

  const appendsPerSec = appends?.appendsPerSec ?? 0;
  const peerAppendsPerSec = peer?.appendsPerSec ?? 0;
  const ratio =
    peerAppendsPerSec > 0 ? appendsPerSec / peerAppendsPerSec : Number.POSITIVE_INFINITY;
  const skipped = only ? 'skipped (BENCH_ONLY)' : 'failed';
  const verdict = (ok: boolean, measured: boolean): string =>
    !measured ? (only ? 'SKIP' : 'ERROR') : ok ? 'PASS' : 'FAIL';

  const rows: string[][] = [
    [
      'appendsPerSec',
      formatNumber(appendsPerSec),
      `>= ${formatNumber(targets.appendsPerSec)} and >= ${targets.appendsVsPeer}x peer`,
      verdict(
        appendsPerSec >= targets.appendsPerSec && ratio >= targets.appendsVsPeer,
        appends !== undefined && peer !== undefined && !peer.failure,
      ),
      appends
        ? `${formatNumber(appends.appends)} appends in ${appends.seconds.toFixed(1)} s, ${config.writers} writers, ${config.streams} streams, synchronous=${appends.synchronous === 2 ? 'FULL' : appends.synchronous}, ${appends.conflicts} conflicts; ${Number.isFinite(ratio) ? ratio.toFixed(1) : 'inf'}x peer`
        : skipped,
    ],
    [
      'peerAppendsPerSec',
      formatNumber(peerAppendsPerSec),
      '-',
      '',
      peer && !peer.failure
        ? `emmett-sqlite ${PEER_DEPENDENCIES['@event-driven-io/emmett-sqlite']} + sqlite3 ${PEER_DEPENDENCIES.sqlite3}, one store, appends serialized (its only working mode), synchronous=${peer.synchronous === 2 ? 'FULL' : String(peer.synchronous)}, ${formatNumber(peer.appends)} appends, ${peer.errorCount} errors`
        : `not measured: ${peer?.failure ?? 'peer not installed'}`,
    ],
    ...peerRuns
      .filter((r) => r.mode !== 'serialized')
      .map((r) => [
        `  peer, ${r.mode === 'shared' ? 'one store, concurrent' : 'store per writer'}`,
        formatNumber(r.appendsPerSec, 1),
        'info',
        '',
        r.failure
          ? `failed: ${r.failure.slice(0, 120)}`
          : `${formatNumber(r.appends)} ok, ${r.errorCount} errors${r.timedOut ? ', hung (killed at deadline)' : ''}${
              Object.keys(r.errors).length > 0
                ? ` (${Object.entries(r.errors)
                    .slice(0, 2)
                    .map(([m, n]) => `${n}x ${m.slice(0, 50)}`)
                    .join('; ')})`
                : ''
            }`,
      ]),
    [
      'readAllEventsPerSec',
      formatNumber(readAll?.readAllEventsPerSec ?? 0),
      `>= ${formatNumber(targets.readAllEventsPerSec)}`,
      verdict(
        (readAll?.readAllEventsPerSec ?? 0) >= targets.readAllEventsPerSec,
        readAll !== undefined,
      ),
      readAll
        ? `${formatNumber(readAll.events)} events in ${readAll.seconds.toFixed(1)} s, pages of 1,000`
        : skipped,
    ],
    [
      'rebuildEventsPerSec',
      formatNumber(rebuild?.rebuildEventsPerSec ?? 0),
      `>= ${formatNumber(targets.rebuildEventsPerSec)}`,
      verdict(
        (rebuild?.rebuildEventsPerSec ?? 0) >= targets.rebuildEventsPerSec,
        rebuild !== undefined,
      ),
      rebuild
        ? `${formatNumber(rebuild.events)} events in ${rebuild.seconds.toFixed(1)} s${rebuild.completed ? '' : ` (stopped at the ${config.rebuildCapMs / 1000} s cap)`}, ${formatNumber(rebuild.documents)} docs, sum(nights) ${rebuild.nightsInReadModel === rebuild.events ? '= events' : `${formatNumber(rebuild.nightsInReadModel)} != events`}; event loop blocked up to ${formatNumber(rebuild.maxEventLoopBlockMs)} ms`
        : skipped,
    ],
    [
      'projectionLagP99Ms',
      formatNumber(lag?.projectionLagP99Ms ?? Number.NaN, 1),
      `<= ${targets.projectionLagP99Ms}`,
      verdict(
        (lag?.projectionLagP99Ms ?? Infinity) <= targets.projectionLagP99Ms,
        lag !== undefined,
      ),
      lag
        ? `${formatNumber(lag.events)} events at ${formatNumber(lag.achievedRatePerSec)}/s; p50 ${lag.projectionLagP50Ms.toFixed(1)} ms, max ${lag.projectionLagMaxMs.toFixed(1)} ms; p99 from scheduled send ${lag.scheduledLagP99Ms.toFixed(1)} ms; ${lag.conflicts} conflicts`
        : skipped,
    ],
    [
      'quote30NightsMicros',
      formatNumber(quote?.quote30NightsMicros ?? Number.NaN, 1),
      `<= ${targets.quote30NightsMicros}`,
      verdict(
        (quote?.quote30NightsMicros ?? Infinity) <= targets.quote30NightsMicros,
        quote !== undefined,
      ),
      quote
        ? `median of ${formatNumber(quote.quotes)} quotes in batches of ${config.quoteBatchSize}; p99 ${quote.p99Micros.toFixed(1)} µs; 2 children, an extra bed, occupancy, partner and reservation discounts, 2 taxes`
        : skipped,
    ],
    [
      'bookingsPerSec',
      formatNumber(bookings?.bookingsPerSec ?? 0),
      `>= ${targets.bookingsPerSec}, p99 <= ${targets.bookingsP99Ms} ms`,
      verdict(
        (bookings?.bookingsPerSec ?? 0) >= targets.bookingsPerSec &&
          (bookings?.p99Ms ?? Infinity) <= targets.bookingsP99Ms &&
          (bookings?.errors ?? 1) === 0,
        bookings !== undefined,
      ),
      bookings
        ? `POST /api/reservations/book over HTTP (keep-alive), ${config.bookings.clients} clients, one property of ${config.bookings.roomTypes} x ${config.bookings.roomsPerType} rooms, projections running; ${formatNumber(bookings.booked)} booked in ${bookings.seconds.toFixed(1)} s, p50 ${bookings.p50Ms.toFixed(1)} ms, p99 ${bookings.p99Ms.toFixed(1)} ms, ${bookings.conflicts} conflicts (409), ${bookings.errors} errors${bookings.firstError ? ` (${bookings.firstError.slice(0, 80)})` : ''}; list shows ${formatNumber(bookings.listed)} of ${formatNumber(bookings.bookedInRun)} booked, projections caught up ${formatNumber(bookings.projectionCatchUpMs)} ms after the last answer; CPU ${bookings.cpuMsPerBooking.toFixed(2)} ms a booking (all threads)`
        : skipped,
    ],
    [
      'bookingsPerSecAt20k',
      formatNumber(bookingsAt20k?.bookingsPerSec ?? 0),
      bookings
        ? `>= ${formatNumber(bookings.bookingsPerSec * targets.bookingsAt20kShare)} (80 % of bookingsPerSec)`
        : '>= 80 % of bookingsPerSec',
      verdict(
        bookings !== undefined &&
          (bookingsAt20k?.bookingsPerSec ?? 0) >=
            bookings.bookingsPerSec * targets.bookingsAt20kShare &&
          (bookingsAt20k?.errors ?? 1) === 0,
        bookingsAt20k !== undefined,
      ),
      bookingsAt20k
        ? `the bookingsPerSec workload into a property that already holds ${formatNumber(config.bookingsAt20k.history)} past reservations (filled in ${bookingsAt20k.historySeconds.toFixed(0)} s); ${formatNumber(bookingsAt20k.booked)} booked in ${bookingsAt20k.seconds.toFixed(1)} s, p50 ${bookingsAt20k.p50Ms.toFixed(1)} ms, p99 ${bookingsAt20k.p99Ms.toFixed(1)} ms, ${bookingsAt20k.conflicts} conflicts, ${bookingsAt20k.errors} errors${bookingsAt20k.firstError ? ` (${bookingsAt20k.firstError.slice(0, 80)})` : ''}; list shows ${formatNumber(bookingsAt20k.listed)} of ${formatNumber(bookingsAt20k.bookedInRun)} booked; CPU ${bookingsAt20k.cpuMsPerBooking.toFixed(2)} ms a booking`
        : skipped,
    ],
    [
      'bookings20PropertiesPerSec',
      formatNumber(bookings20?.bookingsPerSec ?? 0),
      `>= ${formatNumber(targets.bookings20PropertiesPerSec)}`,
      verdict(
        (bookings20?.bookingsPerSec ?? 0) >= targets.bookings20PropertiesPerSec &&
          (bookings20?.errors ?? 1) === 0,
        bookings20 !== undefined,
      ),
      bookings20
        ? `the same clients booking into 20 properties of ${config.bookings20Properties.roomTypes} x ${config.bookings20Properties.roomsPerType} rooms (a random one per booking); ${formatNumber(bookings20.booked)} booked in ${bookings20.seconds.toFixed(1)} s, p50 ${bookings20.p50Ms.toFixed(1)} ms, p99 ${bookings20.p99Ms.toFixed(1)} ms, ${bookings20.conflicts} conflicts, ${bookings20.errors} errors${bookings20.firstError ? ` (${bookings20.firstError.slice(0, 80)})` : ''}; list shows ${formatNumber(bookings20.listed)} of ${formatNumber(bookings20.bookedInRun)} booked; CPU ${bookings20.cpuMsPerBooking.toFixed(2)} ms a booking`
        : skipped,
    ],
    [
      'calendarQueryMs',
      formatNumber(calendar?.calendarQueryMs ?? Number.NaN, 1),
      `<= ${targets.calendarQueryMs}`,
      verdict(
        (calendar?.calendarQueryMs ?? Infinity) <= targets.calendarQueryMs,
        calendar !== undefined,
      ),
      calendar
        ? `median of ${calendar.queries} GET /api/calendar over HTTP, ${config.calendar.days} days, ${config.calendar.roomTypes * config.calendar.roomsPerType} rooms, ${formatNumber(calendar.reservations)} reservations in the store, ${formatNumber(calendar.bookingsInWindow)} in the range; p99 ${calendar.p99Ms.toFixed(1)} ms; an empty range ${calendar.emptyRangeMs.toFixed(1)} ms; the first call (nothing cached) ${calendar.firstCallMs.toFixed(1)} ms; right after a payment on a stay of the range ${calendar.afterChangeMs.toFixed(1)} ms (median of 20, the projections' wait included); filled by the booking decider with batched appends in ${calendar.fillSeconds.toFixed(0)} s (${formatNumber(calendar.eventsAppended)} events), projections caught up in ${calendar.catchUpSeconds.toFixed(0)} s`
        : skipped,
    ],
    [
      'calendarBytes',
      formatNumber(calendar?.calendarBytes ?? Number.NaN),
      `<= ${formatNumber(targets.calendarBytes)}`,
      verdict(
        (calendar?.calendarBytes ?? Infinity) <= targets.calendarBytes,
        calendar !== undefined,
      ),
      calendar
        ? `the 30-day answer as sent (gzip; Content-Length), ${formatNumber(calendar.bytes / 1024)} KB of JSON`
        : skipped,
    ],
    [
      'calendar7DayMs',
      formatNumber(calendar?.calendar7DayMs ?? Number.NaN, 1),
      `<= ${targets.calendar7DayMs}`,
      verdict(
        (calendar?.calendar7DayMs ?? Infinity) <= targets.calendar7DayMs,
        calendar !== undefined,
      ),
      calendar
        ? `median of ${calendar.queries} GET /api/calendar for the first 7 days of the range, ${formatNumber(calendar.bookingsIn7Days)} bookings, ${formatNumber(calendar.bytes7Days / 1024)} KB sent`
        : skipped,
    ],
    [
      'publicAvailabilityMs',
      formatNumber(publicAvailability?.publicAvailabilityMs ?? Number.NaN, 1),
      `<= ${targets.publicAvailabilityMs}`,
      verdict(
        (publicAvailability?.publicAvailabilityMs ?? Infinity) <= targets.publicAvailabilityMs,
        publicAvailability !== undefined,
      ),
      publicAvailability
        ? `median of ${publicAvailability.queries} POST /api/online/book/{slug}/availability over HTTP (no login), ${config.publicAvailability.nights} nights, ${publicAvailability.roomTypes} room types / ${publicAvailability.rooms} rooms with online daily rate plans, ${publicAvailability.bookings} bookings and ${publicAvailability.holds} request holds in the ledger; p99 ${publicAvailability.p99Ms.toFixed(1)} ms, ${formatNumber(publicAvailability.bytes / 1024, 1)} KB`
        : skipped,
    ],
    [
      'paymentsPerSec',
      formatNumber(payments?.paymentsPerSec ?? 0),
      `>= ${targets.paymentsPerSec}`,
      verdict(
        (payments?.paymentsPerSec ?? 0) >= targets.paymentsPerSec &&
          (payments?.errors ?? 1) === 0 &&
          payments?.listed === payments?.postedInRun,
        payments !== undefined,
      ),
      payments
        ? `POST /api/payments over HTTP (keep-alive), ${config.payments.clients} clients, ${config.payments.properties} properties x ${config.payments.reservationsPerProperty} folios, projections running; ${formatNumber(payments.posted)} posted in ${payments.seconds.toFixed(1)} s, p50 ${payments.p50Ms.toFixed(1)} ms, p99 ${payments.p99Ms.toFixed(1)} ms, ${payments.errors} errors${payments.firstError ? ` (${payments.firstError.slice(0, 80)})` : ''}; incomes lists show ${formatNumber(payments.listed)} of ${formatNumber(payments.postedInRun)} posted, projections caught up ${formatNumber(payments.projectionCatchUpMs)} ms after the last answer; CPU ${payments.cpuMsPerPayment.toFixed(2)} ms a payment (all threads)`
        : skipped,
    ],
    [
      'refundsPerSec',
      formatNumber(refunds?.refundsPerSec ?? 0),
      `>= ${targets.refundsPerSec}`,
      verdict(
        (refunds?.refundsPerSec ?? 0) >= targets.refundsPerSec &&
          (refunds?.errors ?? 1) === 0 &&
          refunds?.listed === refunds?.refundedInRun,
        refunds !== undefined,
      ),
      refunds
        ? `POST /api/payments/refund over HTTP (keep-alive), ${config.payments.clients} clients, ${config.payments.properties} properties x ${config.payments.reservationsPerProperty} canceled folios paid in full, projections running; ${formatNumber(refunds.refunded)} refunded in ${refunds.seconds.toFixed(1)} s, p50 ${refunds.p50Ms.toFixed(1)} ms, p99 ${refunds.p99Ms.toFixed(1)} ms, ${refunds.errors} errors${refunds.firstError ? ` (${refunds.firstError.slice(0, 80)})` : ''}; incomes lists show ${formatNumber(refunds.listed)} refunds of ${formatNumber(refunds.refundedInRun)}, projections caught up ${formatNumber(refunds.projectionCatchUpMs)} ms after the last answer; CPU ${refunds.cpuMsPerRefund.toFixed(2)} ms a refund (all threads)`
        : skipped,
    ],
    [
      'incomesQueryMs',
      formatNumber(incomes?.incomesQueryMs ?? Number.NaN, 1),
      `<= ${targets.incomesQueryMs}`,
      verdict(
        (incomes?.incomesQueryMs ?? Infinity) <= targets.incomesQueryMs,
        incomes !== undefined,
      ),
      incomes
        ? `median of ${incomes.queries} GET ${incomes.path} over HTTP, ${formatNumber(incomes.incomes)} incomes in the store over ${config.incomes.historyDays} days, ${formatNumber(incomes.matching)} match; p99 ${incomes.p99Ms.toFixed(1)} ms; first page unfiltered ${incomes.unfilteredMs.toFixed(1)} ms, a search ${incomes.searchMs.toFixed(1)} ms; filled by the booking and payment deciders in ${incomes.fillSeconds.toFixed(0)} s, projections caught up in ${incomes.catchUpSeconds.toFixed(0)} s`
        : skipped,
    ],
    [
      'nightAuditMs',
      formatNumber(nightAudit?.nightAuditMs ?? Number.NaN, 1),
      `<= ${formatNumber(targets.nightAuditMs)}`,
      verdict(
        (nightAudit?.nightAuditMs ?? Infinity) <= targets.nightAuditMs,
        nightAudit !== undefined,
      ),
      nightAudit
        ? `one POST /api/night-audit/perform over HTTP (once per date: one measurement), ${nightAudit.rooms} rooms, ${nightAudit.arrivals} arrivals and ${nightAudit.departures} departures on the date, ${nightAudit.noShows} marked no-show, ${nightAudit.roomsSold} rooms sold frozen; the check page's query ${nightAudit.checkMs.toFixed(1)} ms`
        : skipped,
    ],
  ];

  // The home dashboard (docs/dashboard.md): target dashboardMs <= 20.
  progress('dashboard: GET /api/dashboard');
  const dashboardConfig = dashboardOptions(quick);
  const dashboard: DashboardResult | undefined = await attempt('dashboard', () =>
    runDashboardBench(dashboardConfig),
  );
  rows.push([
    'dashboardMs',
    formatNumber(dashboard?.dashboardMs ?? Number.NaN, 1),
    '<= 20',
    verdict((dashboard?.dashboardMs ?? Infinity) <= 20, dashboard !== undefined),
    dashboard
      ? `median of ${dashboard.queries} GET /api/dashboard?tab=todayStaying over HTTP, ${dashboardConfig.roomTypes * dashboardConfig.roomsPerType} rooms, ${formatNumber(dashboard.reservations)} reservations (half before the working date); ${dashboard.staying} staying listed, ${dashboard.arrivals} arrivals, ${dashboard.departures} departures, ${dashboard.cancellations} cancellations, ${formatNumber(dashboard.incomes)}₮ received, ${formatNumber(dashboard.bytes / 1024)} KB; p99 ${dashboard.p99Ms.toFixed(1)} ms; the arrivals tab ${dashboard.arrivalsTabMs.toFixed(1)} ms; computed in process ${dashboard.queryOnlyMs.toFixed(1)} ms; filled in ${dashboard.fillSeconds.toFixed(0)} s, projections caught up in ${dashboard.catchUpSeconds.toFixed(0)} s`
      : skipped,
  ]);

  // The sales report: a year against the previous year, three years of history (docs/report.md).
  progress('report: the sales report query');
  const salesReport = await attempt('salesReport', () =>
    runSalesReportBench(salesReportOptions(quick)),
  );
  rows.push([
    'salesReportYearMs',
    formatNumber(salesReport?.salesReportYearMs ?? Number.NaN, 1),
    '<= 50',
    verdict((salesReport?.salesReportYearMs ?? Infinity) <= 50, salesReport !== undefined),
    salesReport
      ? `median of ${salesReport.queries} GET /api/report/sales over HTTP (365 days vs the 365 before), ${formatNumber(salesReport.reservations)} reservations and payments, ${salesReport.audits} night audits, ${formatNumber(salesReport.dayDocuments)} day documents; p99 ${salesReport.p99Ms.toFixed(1)} ms; type=year ${salesReport.calendarYearMs.toFixed(1)} ms; filled in ${salesReport.fillSeconds.toFixed(0)} s, projections caught up in ${salesReport.catchUpSeconds.toFixed(0)} s`
      : skipped,
  ]);

  // The property-wide activity log (docs/activity.md): a filtered page with 500,000 commands.
  progress('activity: the activity log query');
  const activityLogConfig = activityLogOptions(quick);
  const activityLog = await attempt('activityLog', () => runActivityLogBench(activityLogConfig));
  rows.push([
    'activityLogQueryMs',
    formatNumber(activityLog?.activityLogQueryMs ?? Number.NaN, 1),
    '<= 30',
    verdict((activityLog?.activityLogQueryMs ?? Infinity) <= 30, activityLog !== undefined),
    activityLog
      ? `median of ${activityLog.samples} GET /api/activity over HTTP, ${formatNumber(activityLog.commands)} commands in the store (${formatNumber(activityLog.eventsAppended)} events); per query ${Object.entries(
          activityLog.byQuery,
        )
          .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
          .join(
            ', ',
          )} ms; p99 ${activityLog.p99Ms.toFixed(1)} ms; the first call ${activityLog.firstCallMs.toFixed(0)} ms; filled in ${activityLog.fillSeconds.toFixed(0)} s, projections caught up in ${activityLog.catchUpSeconds.toFixed(0)} s; load average ${activityLog.loadAverage.toFixed(1)}`
      : skipped,
  ]);

  // One group confirmation letter's PDF (issue 15): the layout and pdfkit with embedded fonts.
  progress('documents: a group letter as PDF');
  const documentPdfConfig = documentPdfOptions(quick);
  const documentPdf = await attempt('documentPdf', () => runDocumentPdfBench(documentPdfConfig));
  rows.push([
    'documentPdfMs',
    formatNumber(documentPdf?.documentPdfMs ?? Number.NaN, 1),
    '<= 300',
    verdict((documentPdf?.documentPdfMs ?? Infinity) <= 300, documentPdf !== undefined),
    documentPdf
      ? `median of ${documentPdf.runs} renders of a group's confirmation letter (${documentPdf.stays} stays, mn) from its data to PDF bytes, ${documentPdf.pages} page(s), ${formatNumber(documentPdf.bytes / 1024)} KB; min ${documentPdf.minMs.toFixed(1)} ms, max ${documentPdf.maxMs.toFixed(1)} ms`
      : skipped,
  ]);

  // The reservation list's export of 10,000 selected reservations to .xlsx (issue 15): the
  // UI's own workbook builder (five sheets, chunked writing) run in Node.
  progress('ui: the reservation export to xlsx');
  const exportConfig = exportOptions(quick);
  const exported = await attempt('export', () => runExportBench(exportConfig));
  rows.push([
    'export10kMs',
    formatNumber(exported?.export10kMs ?? Number.NaN, 1),
    '<= 3,000',
    verdict((exported?.export10kMs ?? Infinity) <= 3000, exported !== undefined),
    exported
      ? `median of ${exported.runs} builds of the reservation list's workbook for ${formatNumber(exported.reservations)} selected reservations (5 sheets, ${formatNumber(exported.rows)} rows, headers in mn) through ui/src/features/reservations/export.ts in Node, ${exported.yields} yields to the event loop, ${formatNumber(exported.bytes / 1024)} KB; min ${formatNumber(exported.minMs)} ms, max ${formatNumber(exported.maxMs)} ms`
      : skipped,
  ]);

  // The first load of the built UI in Chromium (issue 18): the JavaScript the login page and a
  // property's calendar fetch, gzip sizes summed; the login page's largest contentful paint.
  progress('ui: the first load in Chromium');
  const firstLoadConfig = firstLoadOptions(quick);
  const firstLoad = await attempt('firstLoad', () => runFirstLoadBench(firstLoadConfig));
  const scriptsNote = (
    what: string,
    page: {
      files: number;
      transferredKB: number;
      encodings: readonly string[];
      largest: readonly string[];
    },
  ) =>
    `${what}: ${page.files} scripts as Chromium fetched them from the production build (served by serveUi), each at its gzip -9 size; ${formatNumber(page.transferredKB)} kB received (${page.encodings.join(', ')}); largest ${page.largest.join(', ')} kB`;
  rows.push(
    [
      'loginJsGzipKB',
      formatNumber(firstLoad?.login.jsGzipKB ?? Number.NaN, 1),
      '<= 200',
      verdict((firstLoad?.login.jsGzipKB ?? Infinity) <= 200, firstLoad !== undefined),
      firstLoad
        ? `${scriptsNote('/login, empty cache', firstLoad.login)}; the entry's static imports alone ${formatNumber(firstLoad.entryJsGzipKB, 1)} kB; ${firstLoad.chunks} scripts in the build (built in ${firstLoad.buildSeconds.toFixed(0)} s)`
        : skipped,
    ],
    [
      'calendarJsGzipKB',
      formatNumber(firstLoad?.calendar.jsGzipKB ?? Number.NaN, 1),
      '<= 350',
      verdict((firstLoad?.calendar.jsGzipKB ?? Infinity) <= 350, firstLoad !== undefined),
      firstLoad
        ? scriptsNote(
            '/p/{slug}/calendar opened logged in, empty cache, 3 x 10 rooms',
            firstLoad.calendar,
          )
        : skipped,
    ],
    [
      'reportJsGzipKB',
      formatNumber(firstLoad?.report.jsGzipKB ?? Number.NaN, 1),
      '<= 300',
      verdict((firstLoad?.report.jsGzipKB ?? Infinity) <= 300, firstLoad !== undefined),
      firstLoad
        ? scriptsNote(
            '/p/{slug}/report opened logged in, empty cache, its charts drawn (a stay paid today)',
            firstLoad.report,
          )
        : skipped,
    ],
    [
      'loginLcpMs',
      formatNumber(firstLoad?.loginLcpMs ?? Number.NaN, 1),
      '<= 1,000',
      verdict((firstLoad?.loginLcpMs ?? Infinity) <= 1000, firstLoad !== undefined),
      firstLoad
        ? `median of ${firstLoad.lcpLoads} cold loads of /login in Chromium (new context each, empty cache, after one warm-up), min ${formatNumber(firstLoad.lcpMinMs)} ms, max ${formatNumber(firstLoad.lcpMaxMs)} ms; the element: ${firstLoad.lcpElement}; 1-minute load average ${firstLoad.loadAverage.toFixed(1)} on ${firstLoad.cores} cores`
        : skipped,
    ],
  );

  // The first start (issue 32): `npm start` on an empty data folder after `npm install` (its
  // prepare step built the UI) until the login page is served with the demo hotel seeded.
  progress('first start: npm start on an empty data folder');
  const firstStart = await attempt('firstStart', () => runFirstStartBench());
  rows.push([
    'firstStartMs',
    formatNumber(firstStart?.firstStartMs ?? Number.NaN),
    '<= 20,000',
    verdict((firstStart?.firstStartMs ?? Infinity) <= 20_000, firstStart !== undefined),
    firstStart
      ? `\`npm start\` on an empty data folder until GET /login answered (it listens once the demo is seeded and its read models caught up); the seed itself ${firstStart.seedMs === null ? '?' : formatNumber(firstStart.seedMs)} ms; UI ${firstStart.ui}; 1-minute load average ${firstStart.loadAverage[0].toFixed(1)} before, ${firstStart.loadAverage[1].toFixed(1)} after, on ${firstStart.cores} cores`
      : skipped,
  ]);

  const finished = performance.now();
  const out: string[] = [
    '',
    `Hotel PMS bench${quick ? ' (BENCH_QUICK: reduced sizes, not comparable)' : ''} - Node ${process.version}, embedded stores in temp folders`,
    '',
    renderTable(['metric', 'value', 'target', 'result', 'notes'], rows),
    '',
    `run time ${((finished - afterInstall) / 1000).toFixed(1)} s` +
      (install
        ? install.cached
          ? '; peer install cached'
          : `; peer install ${install.seconds.toFixed(0)} s (not counted)`
        : '; peer install FAILED'),
    ...(failures.length > 0 ? ['', 'errors:', ...failures.map((f) => `  ${f}`)] : []),
    '',
  ];
  process.stdout.write(`${out.join('\n')}\n`);
  process.stdout.write(
    `${JSON.stringify({
      appendsPerSec: round(appendsPerSec),
      peerAppendsPerSec: round(peerAppendsPerSec),
      readAllEventsPerSec: round(readAll?.readAllEventsPerSec ?? 0),
      rebuildEventsPerSec: round(rebuild?.rebuildEventsPerSec ?? 0),
      projectionLagP99Ms: round(lag?.projectionLagP99Ms ?? 0, 1),
      quote30NightsMicros: round(quote?.quote30NightsMicros ?? 0, 1),
      bookingsPerSec: round(bookings?.bookingsPerSec ?? 0),
      bookingsP99Ms: round(bookings?.p99Ms ?? 0, 1),
      bookingsPerSecAt20k: round(bookingsAt20k?.bookingsPerSec ?? 0),
      bookings20PropertiesPerSec: round(bookings20?.bookingsPerSec ?? 0),
      calendarQueryMs: round(calendar?.calendarQueryMs ?? 0, 1),
      calendarBytes: round(calendar?.calendarBytes ?? 0),
      calendar7DayMs: round(calendar?.calendar7DayMs ?? 0, 1),
      publicAvailabilityMs: round(publicAvailability?.publicAvailabilityMs ?? 0, 1),
      paymentsPerSec: round(payments?.paymentsPerSec ?? 0),
      refundsPerSec: round(refunds?.refundsPerSec ?? 0),
      incomesQueryMs: round(incomes?.incomesQueryMs ?? 0, 1),
      nightAuditMs: round(nightAudit?.nightAuditMs ?? 0, 1),
      dashboardMs: round(dashboard?.dashboardMs ?? 0, 1),
      salesReportYearMs: round(salesReport?.salesReportYearMs ?? 0, 1),
      activityLogQueryMs: round(activityLog?.activityLogQueryMs ?? 0, 1),
      documentPdfMs: round(documentPdf?.documentPdfMs ?? 0, 1),
      export10kMs: round(exported?.export10kMs ?? 0, 1),
      loginJsGzipKB: round(firstLoad?.login.jsGzipKB ?? 0, 1),
      calendarJsGzipKB: round(firstLoad?.calendar.jsGzipKB ?? 0, 1),
      reportJsGzipKB: round(firstLoad?.report.jsGzipKB ?? 0, 1),
      loginLcpMs: round(firstLoad?.loginLcpMs ?? 0, 1),
      firstStartMs: round(firstStart?.firstStartMs ?? 0),
    })}\n`,
  );
  progress(`done in ${((finished - started) / 1000).toFixed(1)} s`);
  if (failures.length > 0) process.exitCode = 1;
};

await main();
