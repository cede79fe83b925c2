/**
 * `npm run bench`: throughput and latency of the embedded stores, compared with a peer event
 * store. Prints a table, then (as the very last line of stdout) one JSON object with the
 * headline figures. Progress goes to stderr. Targets are reported, never asserted: a missed
 * target does not fail the run; a workload that crashes does (exit 1).
 *
 * BENCH_QUICK=1 shrinks every workload (a smoke run, figures not comparable).
 * BENCH_ONLY=payments,incomes runs only the named workloads (names as in the errors list:
 * appends, peer, readAll, rebuild, lag, quote, bookings, bookingsAt20k, bookings20Properties,
 * channelBookings,
 * publicAvailability, icalExport, ariFirstScan, calendar, backup,
 * payments, refunds, incomes, nightAudit, dashboard, salesReport, activityLog, documentPdf, export, firstLoad (login,
 * calendar and report scripts, login paint), firstStart, bigStore); the others are
 * reported as
 * skipped.
 */
import { ensurePeerInstalled, type PeerInstall } from './peer';
import { runBackupStage } from './backup-stage';
import { attempt, failures, quick, skips } from './harness';
import { runFolioStage } from './stage-folio';
import { runReportsStage } from './stage-reports';
import { runReservationsStage } from './stage-reservations';
import { runScaleStage } from './stage-scale';
import { runStoreStage } from './stage-store';
import { runUiStage } from './stage-ui';
import { progress, renderTable } from './support';

const main = async (): Promise<void> => {
  const started = performance.now();

  progress('checking the peer install (.bench/peer)');
  const install: PeerInstall | undefined = await attempt('peer', ensurePeerInstalled);
  const afterInstall = performance.now();

  const stages = [
    await runStoreStage(install),
    await runReservationsStage(),
    await runBackupStage(),
    await runFolioStage(),
    await runReportsStage(),
    await runUiStage(),
    await runScaleStage(),
  ];
  const rows = stages.flatMap((stage) => stage.rows);
  const summary = Object.fromEntries(stages.flatMap((stage) => Object.entries(stage.summary)));

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
        : skips('peer')
          ? '; peer install skipped (BENCH_ONLY)'
          : '; peer install FAILED'),
    ...(failures.length > 0 ? ['', 'errors:', ...failures.map((f) => `  ${f}`)] : []),
    '',
  ];
  process.stdout.write(`${out.join('\n')}\n`);
  process.stdout.write(`${JSON.stringify(summary)}\n`);
  progress(`done in ${((finished - started) / 1000).toFixed(1)} s`);
  if (failures.length > 0) process.exitCode = 1;
};

await main();
