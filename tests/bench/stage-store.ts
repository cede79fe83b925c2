/**
 * The event store's workloads: appends against the peer store, readAll and a rebuild over a
 * written log, projection lag.
 */
import { join } from 'node:path';
import { runAppendThroughput, type AppendResult } from './append-throughput';
import { config, targets } from './config';
import { writeEventLog } from './event-log';
import { attempt, failures, skipped, skips, type StageReport, verdict } from './harness';
import { PEER_DEPENDENCIES, type PeerInstall, type PeerRun, runPeer } from './peer';
import { runProjectionLag, type LagResult } from './projection-lag';
import { runReadAll, type ReadAllResult } from './read-all';
import { runRebuild, type RebuildResult } from './rebuild';
import { formatNumber, progress, round, withTempDir } from './support';

interface StoreResults {
  readonly appends: AppendResult | undefined;
  readonly peerRuns: readonly PeerRun[];
  readonly peer: PeerRun | undefined;
  readonly readAll: ReadAllResult | undefined;
  readonly rebuild: RebuildResult | undefined;
  readonly lag: LagResult | undefined;
}

const runStore = async (install: PeerInstall | undefined): Promise<StoreResults> => {
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
  if (!install)
    progress(
      skips('peer')
        ? 'peer: skipped (BENCH_ONLY), peerAppendsPerSec = 0'
        : 'peer: not installed, peerAppendsPerSec = 0 (see the error above)',
    );
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
  return { appends, peerRuns, peer, readAll, rebuild, lag };
};

const storeRows = ({
  appends,
  peerRuns,
  peer,
  readAll,
  rebuild,
  lag,
}: StoreResults): string[][] => {
  const appendsPerSec = appends?.appendsPerSec ?? 0;
  const peerAppendsPerSec = peer?.appendsPerSec ?? 0;
  const ratio =
    peerAppendsPerSec > 0 ? appendsPerSec / peerAppendsPerSec : Number.POSITIVE_INFINITY;
  return [
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
        : `not measured: ${peer?.failure ?? (skips('peer') ? skipped : 'peer not installed')}`,
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
  ];
};

/** Runs the store's workloads (the peer's only if it is installed) and reports them. */
export const runStoreStage = async (install: PeerInstall | undefined): Promise<StageReport> => {
  const results = await runStore(install);
  const { appends, peer, readAll, rebuild, lag } = results;
  return {
    rows: storeRows(results),
    summary: {
      appendsPerSec: round(appends?.appendsPerSec ?? 0),
      peerAppendsPerSec: round(peer?.appendsPerSec ?? 0),
      readAllEventsPerSec: round(readAll?.readAllEventsPerSec ?? 0),
      rebuildEventsPerSec: round(rebuild?.rebuildEventsPerSec ?? 0),
      projectionLagP99Ms: round(lag?.projectionLagP99Ms ?? 0, 1),
    },
  };
};
