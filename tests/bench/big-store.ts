/**
 * Cost that follows the page, not the history (issue 34): the same property P0 in a store of
 * its own and in a big store holding many more properties, each started cold as `npm start`
 * starts (its own process), timed to /readyz, then asked the same queries; the ratios say what
 * other hotels' documents cost P0's queries, the process's RSS what memory grows with.
 *
 * The two stores are generated once (through the real deciders, the calendar bench's fill, with
 * a payment per reservation) and kept under `.bench/`, so reruns skip the fill.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { addDays } from '@hotel/events/dates';
import { SqliteEventStore } from '@hotel/infra/event-store/sqlite';
import { createLogger } from '@hotel/infra/logging';
import { EmbeddedReadStore } from '@hotel/infra/read-store/embedded';
import { projections } from '@hotel/projection-service/projections';
import { rebuildProjections } from '@hotel/projection-service/runtime/rebuild';
import {
  type BenchHotel,
  call,
  expectStatus,
  hotelWithRooms,
  moreHotels,
  startListeningApp,
} from './http-hotel';
import { freePort } from '../support/gateway';
import { fillIncomes } from './incomes-fill';
import { percentile, progress, round, withTempDir } from './support';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface BigStoreOptions {
  /** Properties in the big store (P0 and the others). */
  readonly properties: number;
  /** Reservations of each property (each with one payment). */
  readonly reservationsPerProperty: number;
  readonly roomTypes: number;
  readonly roomsPerType: number;
  /** Calls timed per query (after two untimed ones). */
  readonly queries: number;
}

export const bigStoreOptions = (quick: boolean): BigStoreOptions => ({
  properties: Number(process.env.BENCH_BIG_PROPERTIES ?? (quick ? 4 : 10)),
  reservationsPerProperty: Number(process.env.BENCH_BIG_RESERVATIONS ?? (quick ? 1000 : 5000)),
  roomTypes: 5,
  roomsPerType: 20,
  queries: quick ? 7 : 15,
});

interface QueryFigures {
  /** The first call after the start, and the median of the timed ones (ms). */
  readonly firstMs: number;
  readonly medianMs: number;
}

interface StoreRun {
  readonly startToReadyMs: number;
  readonly rssMb: number;
  readonly rssReadyMb: number;
  readonly queries: Record<string, QueryFigures>;
}

export interface BigStoreResult {
  readonly properties: number;
  readonly reservations: number;
  readonly generatedSeconds: number | null;
  readonly small: StoreRun;
  readonly big: StoreRun;
  /** The worst big/small ratio of a query's median, and which query. */
  readonly queryGrowthRatio: number;
  readonly worstQuery: string;
  readonly rssMbBig: number;
  readonly startToReadyMsBig: number;
  readonly reservationsPageMsBig: number;
  readonly searchMsBig: number;
  /** The worst first-call / median of the big store (a first query after a start). */
  readonly firstQueryRatioBig: number;
  /** A full rebuild of every projection from the big store's log, into a new read store. */
  readonly rebuildEventsPerSecBig: number;
  /** Time per event after the first quarter over time per event in it (1: linear). */
  readonly rebuildLinearity: number;
  readonly rebuildEvents: number;
  readonly loadAverage: readonly [number, number];
}

interface Fixture {
  readonly propertyId: string;
  readonly workingDate: string;
  readonly seconds: number;
}

const ACCOUNT = { email: 'bench@hotel.mn', password: 'нууц-үг-2026' };

/**
 * What a data folder holds once its reservations are written (`filled.json`), before the
 * projections have caught up: a run cut short after it resumes the catch-up instead of
 * booking again (at 50 properties × 5,000 the booking takes ~30 minutes, the catch-up longer).
 */
interface Filled {
  readonly propertyId: string;
  readonly workingDate: string;
  readonly head: string;
}

/**
 * Waits for the projections to reach `head`, printing their progress; gives up only when they
 * stop moving for ten minutes (a fixed bound failed the 1.5M-event store at load 10 after an
 * hour of steady progress).
 */
const catchUp = async (app: Awaited<ReturnType<typeof startListeningApp>>, head: bigint) => {
  progress('big store: projections catching up');
  let last = app.host.lowestPosition() ?? 0n;
  let lastMoved = performance.now();
  while (!(await app.host.waitForPosition(head, 60_000))) {
    const now = app.host.lowestPosition() ?? 0n;
    progress(
      `big store: projections at ${now.toLocaleString('en-US')} of ${head.toLocaleString('en-US')}`,
    );
    if (now > last) {
      last = now;
      lastMoved = performance.now();
    } else if (performance.now() - lastMoved > 600_000) {
      throw new Error(`big store: projections stopped at ${now} of ${head} for ten minutes`);
    }
  }
};

/** Fills one data folder: P0, then `others` more properties, each with its reservations. */
const generate = async (dataDir: string, others: number, options: BigStoreOptions) => {
  const filledFile = join(dataDir, 'filled.json');
  if (existsSync(filledFile)) {
    const filled = JSON.parse(readFileSync(filledFile, 'utf8')) as Filled;
    const app = await startListeningApp({ dataDir });
    try {
      await catchUp(app, BigInt(filled.head));
      return { propertyId: filled.propertyId, workingDate: filled.workingDate };
    } finally {
      await app.close();
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const app = await startListeningApp({ dataDir });
  try {
    const rooms = { roomTypes: options.roomTypes, roomsPerType: options.roomsPerType };
    const first = await hotelWithRooms(app.baseUrl, rooms);
    const hotels: BenchHotel[] = [first, ...(await moreHotels(app.baseUrl, first, others, rooms))];
    // Every tenth payment goes to an invoice (a receivable), as the incomes bench posts them.
    let position = '0';
    for (const hotel of hotels) {
      const receivable = await call(app.baseUrl, 'POST', '/payment/methods', {
        token: hotel.token,
        propertyId: hotel.propertyId,
        body: { name: 'Нэхэмжлэх', color: '#805ad5', incomeTypes: ['receivable'] },
      });
      expectStatus(receivable, 201, 'receivable method');
      position = receivable.body.position as string;
    }
    await app.host.waitForPosition(BigInt(position), 60_000);
    await app.host.stop();
    let head = 0n;
    for (const [i, hotel] of hotels.entries()) {
      progress(`big store: property ${i + 1} of ${hotels.length} (${dataDir})`);
      const filled = await fillIncomes(app, hotel, {
        reservations: options.reservationsPerProperty,
        paymentsPerReservation: 1,
        historyDays: 60,
      });
      if (filled.head > head) head = filled.head;
    }
    const filled: Filled = {
      propertyId: first.propertyId,
      workingDate: first.workingDate,
      head: head.toString(),
    };
    writeFileSync(filledFile, JSON.stringify(filled));
    app.host.start();
    await catchUp(app, head);
    return { propertyId: first.propertyId, workingDate: first.workingDate };
  } finally {
    await app.close();
  }
};

/** The two stores, generated once per size and kept under .bench/. */
const fixture = async (
  options: BigStoreOptions,
): Promise<{ dir: string; small: Fixture; big: Fixture; generated: boolean }> => {
  const dir = join(
    root,
    '.bench',
    `big-store-v1-${options.properties}x${options.reservationsPerProperty}`,
  );
  const done = join(dir, 'fixture.json');
  if (existsSync(done)) {
    const kept = JSON.parse(readFileSync(done, 'utf8')) as { small: Fixture; big: Fixture };
    return { dir, ...kept, generated: false };
  }
  mkdirSync(dir, { recursive: true });
  // Each store is kept once made (`store.json`), so a run cut short resumes where it stopped.
  const timedGenerate = async (name: string, others: number): Promise<Fixture> => {
    const made = join(dir, name, 'store.json');
    if (existsSync(made)) return JSON.parse(readFileSync(made, 'utf8')) as Fixture;
    const started = performance.now();
    const generated = await generate(join(dir, name), others, options);
    const kept = { ...generated, seconds: round((performance.now() - started) / 1000, 1) };
    writeFileSync(made, JSON.stringify(kept));
    return kept;
  };
  const small = await timedGenerate('small', 0);
  const big = await timedGenerate('big', options.properties - 1);
  writeFileSync(done, JSON.stringify({ small, big }, null, 2));
  return { dir, small, big, generated: true };
};

const rssMbOf = (pid: number): number => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return round(kb / 1024, 1);
};

/** The query set, for P0 on its working date. */
const querySet = (workingDate: string): Record<string, string> => ({
  reservationsPage: '/reservations?page=1&rowsPerPage=25',
  phoneSearch: '/reservations?search=99100123&page=1&rowsPerPage=25',
  incomesPage: '/incomes?page=1&rowsPerPage=25',
  incomesSearch: `/incomes?search=${encodeURIComponent('зочин 12')}&page=1&rowsPerPage=25`,
  createdAtRange: '/reservations?filterType=createdAt&start=2020-01-01&end=2020-01-31',
  calendar: `/calendar?from=${workingDate}&to=${addDays(workingDate, 30)}`,
  salesYear: '/report/sales?type=year',
});

/**
 * The production bundle (`npm run build:server`, as `npm run start:prod` and the image run it),
 * built into .bench/server for this run: the start is the app's own, not tsx compiling it.
 */
const buildServer = async (): Promise<string> => {
  const outdir = join(root, '.bench', 'server');
  await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx/esm', 'scripts/build-server.ts', '--outdir', outdir],
    { cwd: root },
  );
  return join(outdir, 'start.js');
};

/** A started app: its process, address, caller and start figures. */
interface Started {
  readonly child: ChildProcess;
  readonly baseUrl: string;
  readonly auth: { token: string; propertyId: string };
  readonly startToReadyMs: number;
  readonly rssReadyMb: number;
}

/** Starts the built app on a data folder, cold, and times it to /readyz 200; then logs in. */
const startStore = async (
  server: string,
  dataDir: string,
  fixtureOf: Fixture,
): Promise<Started> => {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(
    process.execPath,
    ['--max-semi-space-size=64', '--enable-source-maps', server],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DEMO_SEED: 'false',
        LOG_LEVEL: 'warn',
        NIGHT_AUDIT_CHECK_MS: '0',
      },
    },
  );
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`app exited: ${errors}`);
      if (performance.now() - started > 600_000) throw new Error('no /readyz in 600 s');
      const ready = await fetch(`${baseUrl}/readyz`).catch(() => null);
      if (ready?.status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const startToReadyMs = round(performance.now() - started);
    const rssReadyMb = rssMbOf(child.pid!);
    const login = await call(baseUrl, 'POST', '/login', { body: ACCOUNT });
    if (login.status !== 200) throw new Error(`login: ${login.status}`);
    const auth = { token: login.body.accessToken as string, propertyId: fixtureOf.propertyId };
    return { child, baseUrl, auth, startToReadyMs, rssReadyMb };
  } catch (error) {
    await stop(child);
    throw error;
  }
};

const stop = async (child: ChildProcess): Promise<void> => {
  if (child.exitCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 10_000))]);
};

/**
 * The query set on both apps at once, their calls alternating (small, big, small, big...), so
 * what else loads the machine weighs on both alike: each query's first call (after the start),
 * then two untimed and `queries` timed calls on each.
 */
const runQueries = async (
  apps: readonly [Started, Started],
  workingDates: readonly [string, string],
  options: BigStoreOptions,
): Promise<[Record<string, QueryFigures>, Record<string, QueryFigures>]> => {
  const out: [Record<string, QueryFigures>, Record<string, QueryFigures>] = [{}, {}];
  const sets = [querySet(workingDates[0]), querySet(workingDates[1])];
  for (const name of Object.keys(sets[0]!)) {
    const once = async (i: 0 | 1) => {
      const app = apps[i];
      const t = performance.now();
      const answer = await call(app.baseUrl, 'GET', sets[i]![name]!, app.auth);
      if (answer.status !== 200) throw new Error(`${name}: ${answer.status}`);
      return performance.now() - t;
    };
    const first = [await once(0), await once(1)];
    for (let w = 0; w < 2; w++) {
      await once(0);
      await once(1);
    }
    const samples: [number[], number[]] = [[], []];
    for (let n = 0; n < options.queries; n++) {
      samples[0].push(await once(0));
      samples[1].push(await once(1));
    }
    for (const i of [0, 1] as const) {
      out[i][name] = {
        firstMs: round(first[i]!, 1),
        medianMs: round(percentile(samples[i], 50), 2),
      };
    }
  }
  return out;
};

/**
 * Every projection rebuilt from the big store's log (`npm run rebuild -- --all`'s one pass) into
 * a new read store file with the default memory bound: events a second, and whether the last
 * three quarters cost per event what the first did.
 */
const runRebuild = async (
  dataDir: string,
): Promise<{ eventsPerSec: number; linearity: number; events: number }> =>
  withTempDir('big-rebuild', async (dir) => {
    const eventStore = new SqliteEventStore({ path: join(dataDir, 'events.sqlite') });
    const readStore = new EmbeddedReadStore({ path: join(dir, 'read-models.sqlite') });
    const marks: { position: bigint; ms: number }[] = [];
    const started = performance.now();
    try {
      await rebuildProjections({
        eventStore,
        readStore,
        logger: createLogger('silent'),
        projections,
        onProgress: ({ position }) => {
          marks.push({ position, ms: performance.now() - started });
          progress(`big store: rebuilt up to ${position.toLocaleString('en-US')}`);
        },
      });
    } finally {
      await eventStore.close();
      await readStore.close();
    }
    const ms = performance.now() - started;
    const events = Number(marks.at(-1)?.position ?? 0n);
    const quarter = marks.find((m) => Number(m.position) >= events / 4) ?? marks[0]!;
    const early = quarter.ms / Number(quarter.position);
    const late = (ms - quarter.ms) / Math.max(1, events - Number(quarter.position));
    return {
      eventsPerSec: round(events / (ms / 1000)),
      linearity: round(late / early, 2),
      events,
    };
  });

export const runBigStoreBench = async (options: BigStoreOptions): Promise<BigStoreResult> => {
  const generatedAt = performance.now();
  const { dir, small, big, generated } = await fixture(options);
  const generatedSeconds = generated ? round((performance.now() - generatedAt) / 1000, 1) : null;
  const server = await buildServer();
  const loadBefore = loadavg()[0] ?? 0;
  // One after the other, so neither start competes with the other.
  progress('big store: the small store, cold');
  const smallApp = await startStore(server, join(dir, 'small'), small);
  let bigApp: Started | undefined;
  let smallRun: StoreRun;
  let bigRun: StoreRun;
  try {
    progress('big store: the big store, cold');
    bigApp = await startStore(server, join(dir, 'big'), big);
    progress('big store: the query set on both, alternating');
    const [smallQueries, bigQueries] = await runQueries(
      [smallApp, bigApp],
      [small.workingDate, big.workingDate],
      options,
    );
    const runOf = (app: Started, queries: Record<string, QueryFigures>): StoreRun => ({
      startToReadyMs: app.startToReadyMs,
      rssReadyMb: app.rssReadyMb,
      rssMb: rssMbOf(app.child.pid!),
      queries,
    });
    smallRun = runOf(smallApp, smallQueries);
    bigRun = runOf(bigApp, bigQueries);
  } finally {
    await stop(smallApp.child);
    if (bigApp) await stop(bigApp.child);
  }
  // Printed before the rebuild (which takes the longest), so a run stopped there keeps them.
  for (const [name, run] of [
    ['small', smallRun],
    ['big', bigRun],
  ] as const) {
    const medians = Object.entries(run.queries).map(([q, f]) => `${q} ${f.medianMs}/${f.firstMs}`);
    progress(
      `big store: ${name}: ready in ${run.startToReadyMs} ms, RSS ${run.rssReadyMb} → ${run.rssMb} MB; median/first ms: ${medians.join(', ')}`,
    );
  }
  progress('big store: every projection rebuilt from its log');
  const rebuild = await runRebuild(join(dir, 'big'));
  let worstQuery = '';
  let queryGrowthRatio = 0;
  let firstQueryRatioBig = 0;
  for (const [name, figures] of Object.entries(bigRun.queries)) {
    const ratio = figures.medianMs / Math.max(0.01, smallRun.queries[name]!.medianMs);
    if (ratio > queryGrowthRatio) {
      queryGrowthRatio = ratio;
      worstQuery = name;
    }
    firstQueryRatioBig = Math.max(firstQueryRatioBig, figures.firstMs / figures.medianMs);
  }
  return {
    properties: options.properties,
    reservations: options.properties * options.reservationsPerProperty,
    generatedSeconds,
    small: smallRun,
    big: bigRun,
    queryGrowthRatio: round(queryGrowthRatio, 2),
    worstQuery,
    rssMbBig: bigRun.rssMb,
    startToReadyMsBig: bigRun.startToReadyMs,
    reservationsPageMsBig: bigRun.queries.reservationsPage!.medianMs,
    searchMsBig: bigRun.queries.phoneSearch!.medianMs,
    firstQueryRatioBig: round(firstQueryRatioBig, 1),
    rebuildEventsPerSecBig: rebuild.eventsPerSec,
    rebuildLinearity: rebuild.linearity,
    rebuildEvents: rebuild.events,
    loadAverage: [loadBefore, loadavg()[0] ?? 0],
  };
};

// `node --import tsx/esm tests/bench/big-store.ts`: this bench alone, its result as JSON.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const result = await runBigStoreBench(bigStoreOptions(process.env.BENCH_QUICK === '1'));
  console.log(JSON.stringify(result, null, 2));
}
