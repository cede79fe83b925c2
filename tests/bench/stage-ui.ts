/**
 * What the browser and the first start cost: the reservation list's export built in Node, the
 * scripts and paint of the first load in Chromium, `npm start` on an empty data folder.
 */
import { exportOptions, runExportBench } from './export';
import { firstLoadOptions, runFirstLoadBench } from './first-load';
import { runFirstStartBench } from './first-start';
import { attempt, quick, skipped, type StageReport, verdict } from './harness';
import { formatNumber, progress, round } from './support';

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

/** Runs the UI's and the first start's workloads and reports them. */
export const runUiStage = async (): Promise<StageReport> => {
  const rows: string[][] = [];
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
  return {
    rows,
    summary: {
      export10kMs: round(exported?.export10kMs ?? 0, 1),
      loginJsGzipKB: round(firstLoad?.login.jsGzipKB ?? 0, 1),
      calendarJsGzipKB: round(firstLoad?.calendar.jsGzipKB ?? 0, 1),
      reportJsGzipKB: round(firstLoad?.report.jsGzipKB ?? 0, 1),
      loginLcpMs: round(firstLoad?.loginLcpMs ?? 0, 1),
      firstStartMs: round(firstStart?.firstStartMs ?? 0),
    },
  };
};
