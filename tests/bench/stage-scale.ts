/**
 * Scale (issue 34): the same property in a store of its own and in a big one, each started cold
 * in its own process (./big-store.ts).
 */
import { type BigStoreResult, bigStoreOptions, runBigStoreBench } from './big-store';
import { targets } from './config';
import { attempt, quick, skipped, type StageReport, verdict } from './harness';
import { formatNumber, progress } from './support';

const scaleTargets = {
  rssMbBig: targets.rssMbBig,
  startToReadyMsBig: targets.startToReadyMsBig,
  queryGrowthRatio: targets.queryGrowthRatio,
  reservationsPageMsBig: targets.reservationsPageMsBig,
  searchMsBig: targets.searchMsBig,
} as const;

export const runScaleStage = async (): Promise<StageReport> => {
  const options = bigStoreOptions(quick);
  progress(
    `big store: ${options.properties} properties × ${formatNumber(options.reservationsPerProperty)} reservations`,
  );
  const big: BigStoreResult | undefined = await attempt('bigStore', () =>
    runBigStoreBench(options),
  );
  const load = big ? `load ${big.loadAverage[0].toFixed(1)}–${big.loadAverage[1].toFixed(1)}` : '';
  const sizes = big
    ? `${big.properties} properties × ${formatNumber(big.reservations / big.properties)} reservations and payments (the small store: P0 alone); ${big.generatedSeconds === null ? 'stores cached in .bench/' : `generated in ${big.generatedSeconds.toFixed(0)} s`}; ${load}`
    : skipped;
  const row = (name: keyof typeof scaleTargets, value: number | undefined, notes: string) => [
    name,
    formatNumber(value ?? Number.NaN, name === 'queryGrowthRatio' ? 2 : 1),
    `<= ${scaleTargets[name]}`,
    verdict((value ?? Infinity) <= scaleTargets[name], value !== undefined),
    big ? notes : skipped,
  ];
  const perQuery = big
    ? Object.entries(big.big.queries)
        .map(
          ([name, q]) =>
            `${name} ${q.medianMs.toFixed(1)}/${big.small.queries[name]!.medianMs.toFixed(1)}`,
        )
        .join(', ')
    : '';
  return {
    rows: [
      row(
        'rssMbBig',
        big?.rssMbBig,
        `RSS of the app process (HTTP thread and projection worker) after the query set on the big store; ${big?.big.rssReadyMb ?? 0} MB when ready; the small store ${big?.small.rssMb ?? 0} MB; ${sizes}`,
      ),
      row(
        'startToReadyMsBig',
        big?.startToReadyMsBig,
        `spawn of the built app (npm run build:server's start.js, as start:prod and the image run it) to GET /readyz 200 on the big store; the small store ${big?.small.startToReadyMs ?? 0} ms; ${load}`,
      ),
      row(
        'queryGrowthRatio',
        big?.queryGrowthRatio,
        `worst big/small median of P0's queries (${big?.worstQuery ?? ''}); medians big/small ms: ${perQuery}; the big store's worst first call after the start is ${big?.firstQueryRatioBig ?? 0}× its median`,
      ),
      row(
        'reservationsPageMsBig',
        big?.reservationsPageMsBig,
        `median GET /api/reservations first page (25) of P0 on the big store`,
      ),
      row('searchMsBig', big?.searchMsBig, `median phone search of P0's reservations, big store`),
      [
        'rebuildEventsPerSecBig',
        formatNumber(big?.rebuildEventsPerSecBig ?? Number.NaN),
        `>= ${targets.rebuildEventsPerSecBig}, linear within ${targets.rebuildLinearity}×`,
        verdict(
          (big?.rebuildEventsPerSecBig ?? 0) >= targets.rebuildEventsPerSecBig &&
            (big?.rebuildLinearity ?? Infinity) <= targets.rebuildLinearity,
          big !== undefined,
        ),
        big
          ? `every projection rebuilt in one pass from the big store's ${formatNumber(big.rebuildEvents)} events into a new read store (default memory bound); time per event after the first quarter / in it: ${big.rebuildLinearity}; ${load}`
          : skipped,
      ],
    ],
    summary: {
      rssMbBig: big?.rssMbBig ?? 0,
      startToReadyMsBig: big?.startToReadyMsBig ?? 0,
      queryGrowthRatio: big?.queryGrowthRatio ?? 0,
      reservationsPageMsBig: big?.reservationsPageMsBig ?? 0,
      searchMsBig: big?.searchMsBig ?? 0,
      rebuildEventsPerSecBig: big?.rebuildEventsPerSecBig ?? 0,
    },
  };
};
