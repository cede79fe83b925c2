import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { fillFolios } from './folio-fill';
import { call, expectStatus, startListeningApp } from './http-hotel';
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
    const { token, propertyIds, folios, position } = await fillFolios(app.baseUrl, options, kind);
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
      expectStatus(incomes, 200, 'incomes');
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
