/** Online backups of the embedded stores while bookings run (`npm run backup`'s copy). */
import {
  type BackupBenchResult,
  type BackupMethodRun,
  backupOptions,
  backupTargets,
  runBackupBench,
} from './backup';
import { attempt, quick, skipped, type StageReport, verdict } from './harness';
import { formatNumber, progress, round } from './support';

/** The method `npm run backup` uses by default (infra/src/backup/take.ts). */
const DEFAULT_METHOD = 'backup';

const per100k = (result: BackupBenchResult, run: BackupMethodRun | undefined): number =>
  run ? (run.medianMs * 100_000) / result.reservations : Number.NaN;

const describeRun = (result: BackupBenchResult, run: BackupMethodRun): string =>
  `${run.method === 'vacuum' ? 'VACUUM INTO' : 'backup API'}, ${run.withReadModels ? 'with the read models' : 'events alone (the default)'}: ${run.backups} backups, median ${formatNumber(run.medianMs)} ms (${formatNumber(per100k(result, run))} ms per 100k; read store ${formatNumber(run.parts.readStoreMs)}, events ${formatNumber(run.parts.eventStoreMs)}, checksums ${formatNumber(run.parts.checksumMs)}, files ${formatNumber(run.parts.filesMs)} ms), ${formatNumber(run.bytes / 1e6, 1)} MB, ${formatNumber(run.bookingsPerSec)} bookings/s meanwhile, ${run.errors} errors`;

const rows = (result: BackupBenchResult | undefined): string[][] => {
  const chosen = result?.runs.find((run) => run.method === DEFAULT_METHOD && !run.withReadModels);
  const msPer100k = result ? per100k(result, chosen) : Number.NaN;
  const floor = result ? result.bookingsPerSec * backupTargets.duringBackupShare : Number.NaN;
  const measured = result !== undefined && chosen !== undefined;
  return [
    [
      'backupMsPer100k',
      formatNumber(msPer100k),
      `<= ${formatNumber(backupTargets.backupMsPer100k)}`,
      verdict(msPer100k <= backupTargets.backupMsPer100k, measured),
      result && chosen
        ? `npm run backup's copy (${DEFAULT_METHOD} API: the event store, checksums, manifest; the read models are rebuilt on restore) in another process, back to back while 20 clients book; measured on a store of ${formatNumber(result.reservations)} reservations (filled in ${result.fillSeconds.toFixed(0)} s) and scaled to 100,000 (the copy's time grows with the files). With no bookings: ${formatNumber(result.idleMs)} ms (${formatNumber((result.idleMs * 100_000) / result.idleReservations)} ms per 100k). ${result.runs.map((run) => describeRun(result, run)).join('; ')}`
        : skipped,
    ],
    [
      'bookingsPerSecDuringBackup',
      formatNumber(chosen?.bookingsPerSec ?? 0),
      result
        ? `>= ${formatNumber(floor)} (50 % of ${formatNumber(result.bookingsPerSec)})`
        : '>= 50 % of bookingsPerSec',
      verdict((chosen?.bookingsPerSec ?? 0) >= floor && (chosen?.errors ?? 1) === 0, measured),
      result
        ? `the bookingsPerSec clients on the same store and app, with backups (${DEFAULT_METHOD} API) running back to back against without (${formatNumber(result.bookingsPerSec)} bookings/s); medians of ${result.rounds} interleaved rounds of each`
        : skipped,
    ],
  ];
};

export const runBackupStage = async (): Promise<StageReport> => {
  progress('backup: online backups of the embedded stores while bookings run');
  const result = await attempt('backup', () => runBackupBench(backupOptions(quick)));
  const chosen = result?.runs.find((run) => run.method === DEFAULT_METHOD && !run.withReadModels);
  return {
    rows: rows(result),
    summary: {
      backupMsPer100k: round(result ? per100k(result, chosen) : 0),
      bookingsPerSecDuringBackup: round(chosen?.bookingsPerSec ?? 0),
    },
  };
};
