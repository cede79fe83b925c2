/** The folio's workloads (payments, refunds, the incomes query) and one night audit of a full hotel. */
import { config, targets } from './config';
import { attempt, skipped, type StageReport, verdict } from './harness';
import { type IncomesQueryResult, runIncomesQueryBench } from './incomes-query';
import { type NightAuditResult, runNightAuditBench } from './night-audit';
import {
  type PaymentsResult,
  type RefundsResult,
  runPaymentsBench,
  runRefundsBench,
} from './payments';
import { formatNumber, progress, round } from './support';

interface FolioResults {
  readonly payments: PaymentsResult | undefined;
  readonly refunds: RefundsResult | undefined;
  readonly incomes: IncomesQueryResult | undefined;
  readonly nightAudit: NightAuditResult | undefined;
}

const runFolio = async (): Promise<FolioResults> => {
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
  return { payments, refunds, incomes, nightAudit };
};

const folioRows = ({ payments, refunds, incomes, nightAudit }: FolioResults): string[][] => [
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
    verdict((incomes?.incomesQueryMs ?? Infinity) <= targets.incomesQueryMs, incomes !== undefined),
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

/** Runs the folio's workloads and the night audit and reports them. */
export const runFolioStage = async (): Promise<StageReport> => {
  const results = await runFolio();
  const { payments, refunds, incomes, nightAudit } = results;
  return {
    rows: folioRows(results),
    summary: {
      paymentsPerSec: round(payments?.paymentsPerSec ?? 0),
      refundsPerSec: round(refunds?.refundsPerSec ?? 0),
      incomesQueryMs: round(incomes?.incomesQueryMs ?? 0, 1),
      nightAuditMs: round(nightAudit?.nightAuditMs ?? 0, 1),
    },
  };
};
