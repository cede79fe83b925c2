import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { serveUi } from '@hotel/infra/http/serve-ui';
import { addDays } from '@hotel/events/dates';
import { type BenchHotel, call, hotelWithRooms, startListeningApp } from './http-hotel';
import { percentile, progress } from './support';

const root = join(import.meta.dirname, '..', '..');

export interface FirstLoadOptions {
  /** Cold loads of the login page whose largest contentful paint is measured. */
  readonly lcpLoads: number;
}

export const firstLoadOptions = (quick: boolean): FirstLoadOptions => ({
  lcpLoads: quick ? 3 : 7,
});

/** The JavaScript one page load fetched. */
export interface PageScripts {
  /** Sum of the gzip (level 9) sizes of the scripts, in kB (1024 bytes). */
  readonly jsGzipKB: number;
  readonly files: number;
  /** Bytes Chromium received for them, and the encodings the server chose. */
  readonly transferredKB: number;
  readonly encodings: readonly string[];
  /** The three largest, `name gz-kB`. */
  readonly largest: readonly string[];
}

export interface FirstLoadResult {
  readonly login: PageScripts;
  readonly calendar: PageScripts;
  /** The sales report with its charts drawn (a stay booked and paid today). */
  readonly report: PageScripts;
  /** Median largest contentful paint of a cold load of /login, ms. */
  readonly loginLcpMs: number;
  readonly lcpMinMs: number;
  readonly lcpMaxMs: number;
  readonly lcpLoads: number;
  /** What the LCP element was (tag and start of its text). */
  readonly lcpElement: string;
  /** The machine's 1-minute load average after the loads (paint times grow with it). */
  readonly loadAverage: number;
  readonly cores: number;
  /** The entry's static imports alone (from the build's manifest), kB gzip. */
  readonly entryJsGzipKB: number;
  /** Scripts in the build, and the seconds the build took. */
  readonly chunks: number;
  readonly buildSeconds: number;
}

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const OWNER = { email: 'bench@hotel.mn', password: 'нууц-үг-2026' };

interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
}

const kb = (bytes: number) => bytes / 1024;

/** The production build of the UI, written to `outDir` (ui/dist is left alone). */
const buildUi = async (outDir: string): Promise<number> => {
  const started = performance.now();
  await promisify(execFile)(
    process.execPath,
    [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--outDir', outDir],
    { cwd: join(root, 'ui'), maxBuffer: 64 * 1024 * 1024 },
  );
  return (performance.now() - started) / 1000;
};

/** Waits until no script request has started for `quietMs` (live updates keep a stream open, so
 * the network itself is never idle on a property's page). */
const scriptsSettled = async (count: () => number, quietMs = 1000): Promise<void> => {
  let last = -1;
  while (last !== count()) {
    last = count();
    await new Promise((resolve) => setTimeout(resolve, quietMs));
  }
};

/**
 * Loads `path` in a fresh context (empty cache) and records every script the page fetches
 * until `ready` holds and no further script has been asked for in a second: index.html's entry and the modules it
 * preloads, the route's lazy layouts and screen, the translation chunks, anything a component
 * loads on mount. Each is counted at its gzip -9 size, the size of the .gz copy the server
 * sends a browser that accepts gzip only.
 */
const scriptsOf = async (
  context: BrowserContext,
  baseUrl: string,
  dist: string,
  path: string,
  ready: (page: Page) => Promise<void>,
): Promise<PageScripts> => {
  const page = await context.newPage();
  const seen = new Map<string, { gz: number; transferred: number; encoding: string }>();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const pending: Promise<void>[] = [];
  let requested = 0;
  page.on('request', () => {
    requested += 1;
  });
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() !== 'script' || !url.pathname.startsWith('/assets/')) return;
    pending.push(
      (async () => {
        const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
        const body = readFileSync(join(dist, url.pathname));
        seen.set(url.pathname, {
          gz: gzipSync(body, { level: 9 }).length,
          transferred: sizes.responseBodySize,
          encoding: (await response?.headerValue('content-encoding')) ?? 'identity',
        });
      })(),
    );
  });
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
  await ready(page);
  await scriptsSettled(() => requested);
  await Promise.all(pending);
  await page.close();
  if (errors.length > 0) throw new Error(`${path}: console errors: ${errors.join(' | ')}`);
  if (seen.size === 0) throw new Error(`${path}: no scripts were loaded`);
  const entries = [...seen.entries()];
  return {
    jsGzipKB: kb(entries.reduce((sum, [, s]) => sum + s.gz, 0)),
    files: entries.length,
    transferredKB: kb(entries.reduce((sum, [, s]) => sum + s.transferred, 0)),
    encodings: [...new Set(entries.map(([, s]) => s.encoding))].sort(),
    largest: entries
      .sort((a, b) => b[1].gz - a[1].gz)
      .slice(0, 3)
      .map(
        ([name, s]) =>
          `${name.replace(/^\/assets\//, '').replace(/-[\w-]{8}\.js$/, '')} ${kb(s.gz).toFixed(0)}`,
      ),
  };
};

/**
 * Run in the page (a string: this project's Node code has no DOM types): the latest largest
 * contentful paint candidate, buffered since navigation, and what it painted.
 */
const LAST_LCP = `new Promise((resolve) => {
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    const last = entries[entries.length - 1];
    if (!last) return;
    const element = last.element;
    resolve({
      ms: last.startTime,
      element: element
        ? element.tagName.toLowerCase() + ' "' + (element.textContent || '').trim().slice(0, 30) + '"'
        : '?',
    });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})`;

/**
 * A stay booked for the working date and paid in the default method, over HTTP: the sales
 * report then has a day of activity and draws its charts.
 */
const paidStayToday = async (baseUrl: string, hotel: BenchHotel): Promise<void> => {
  const auth = { token: hotel.token, propertyId: hotel.propertyId, minPosition: hotel.position };
  const booked = await call(baseUrl, 'POST', '/reservations/book', {
    ...auth,
    body: {
      stayType: 'night',
      checkIn: hotel.workingDate,
      checkOut: addDays(hotel.workingDate, 2),
      roomTypes: [{ roomTypeId: hotel.roomTypes[0]!.id, numberOfGuests: 2, quantity: 1 }],
      guest: { name: 'Бат', surname: 'Дорж', phoneNumber: '99112233' },
      status: 'confirmed',
    },
  });
  if (booked.status !== 201) throw new Error(`report: book ${booked.status}`);
  const methods = await call<{ data: { id: string; isDefault: boolean }[] }>(
    baseUrl,
    'GET',
    '/payment/methods',
    auth,
  );
  const method = methods.body.data.find((m) => m.isDefault) ?? methods.body.data[0];
  if (!method) throw new Error('report: no payment method');
  const paid = await call(baseUrl, 'POST', '/payments', {
    ...auth,
    body: {
      id: booked.body.id as string,
      incomeType: 'prepaid',
      pays: [{ paymentMethod: { id: method.id }, amount: 100_000 }],
    },
  });
  if (paid.status !== 201) throw new Error(`report: pay ${paid.status}`);
};

/** Largest contentful paint of one cold load of the login page, and what was painted. */
const loginLcp = async (
  browser: Browser,
  baseUrl: string,
): Promise<{ ms: number; element: string }> => {
  const context = await browser.newContext({ locale: 'mn-MN' });
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login`, { waitUntil: 'load' });
    await page.getByRole('button', { name: 'Нэвтрэх' }).waitFor();
    await page.waitForTimeout(300);
    // The last candidate before any input is the page's LCP.
    return await page.evaluate<{ ms: number; element: string }>(LAST_LCP);
  } finally {
    await context.close();
  }
};

/**
 * The first load of the built UI in Chromium: the JavaScript the login page and a property's
 * calendar fetch (gzip sizes), and the login page's largest contentful paint. The UI is built
 * for production into a temp folder and served as in production (serveUi: precompressed
 * files, cache headers) by the composed app on a real port.
 */
export const runFirstLoadBench = async (options: FirstLoadOptions): Promise<FirstLoadResult> => {
  const dist = await mkdtemp(join(tmpdir(), 'hotel-bench-ui-'));
  try {
    progress('first load: building the UI');
    const buildSeconds = await buildUi(dist);
    const manifest = JSON.parse(
      readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, ManifestChunk>;
    const entryFiles = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || entryFiles.has(chunk.file)) return;
      entryFiles.add(chunk.file);
      for (const next of chunk.imports ?? []) visit(next);
    };
    visit('index.html');
    const entryJsGzipKB = kb(
      [...entryFiles].reduce(
        (sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length,
        0,
      ),
    );
    const chunks = new Set(Object.values(manifest).map((chunk) => chunk.file)).size;

    const app = await startListeningApp();
    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    });
    try {
      serveUi(app.app, dist);
      const hotel = await hotelWithRooms(app.baseUrl, { roomTypes: 3, roomsPerType: 10 });

      progress('first load: the login page');
      const guest = await browser.newContext({ locale: 'mn-MN' });
      const login = await scriptsOf(guest, app.baseUrl, dist, '/login', async (page) => {
        await page.getByRole('button', { name: 'Нэвтрэх' }).waitFor();
      });
      // Logged in through the page itself: the session (token, refresh cookie) for the next.
      const page = await guest.newPage();
      await page.goto(`${app.baseUrl}/login`);
      await page.getByLabel('Имэйл хаяг').fill(OWNER.email);
      await page.getByLabel(/^Нууц үг\s*\*?$/).fill(OWNER.password);
      await page.getByRole('button', { name: 'Нэвтрэх' }).click();
      await page.getByRole('heading', { level: 1, name: 'Зочид буудлууд' }).waitFor();
      const session = await guest.storageState();
      await guest.close();

      progress('first load: a property calendar');
      const clerk = await browser.newContext({ locale: 'mn-MN', storageState: session });
      const calendar = await scriptsOf(
        clerk,
        app.baseUrl,
        dist,
        `/p/${hotel.propertyId}/calendar`,
        async (calendarPage) => {
          await calendarPage.getByRole('rowheader').first().waitFor();
        },
      );

      progress('first load: the sales report with its charts');
      await paidStayToday(app.baseUrl, hotel);
      await clerk.close();
      const accountant = await browser.newContext({ locale: 'mn-MN', storageState: session });
      const report = await scriptsOf(
        accountant,
        app.baseUrl,
        dist,
        `/p/${hotel.propertyId}/report`,
        async (reportPage) => {
          // The charts are drawn: every chart is a named image; the doughnuts hold an svg.
          await reportPage.locator('[role="img"] svg').first().waitFor();
        },
      );
      await accountant.close();

      progress(`first load: ${options.lcpLoads} cold loads of the login page`);
      await loginLcp(browser, app.baseUrl); // warm-up: the server's first answers
      const paints: { ms: number; element: string }[] = [];
      for (let i = 0; i < options.lcpLoads; i++) paints.push(await loginLcp(browser, app.baseUrl));
      const times = paints.map((p) => p.ms);
      return {
        login,
        calendar,
        report,
        loginLcpMs: percentile(times, 50),
        lcpMinMs: Math.min(...times),
        lcpMaxMs: Math.max(...times),
        lcpLoads: times.length,
        lcpElement: paints[paints.length - 1]?.element ?? '?',
        loadAverage: loadavg()[0] ?? 0,
        cores: availableParallelism(),
        entryJsGzipKB,
        chunks,
        buildSeconds,
      };
    } finally {
      await browser.close();
      await app.close();
    }
  } finally {
    await rm(dist, { recursive: true, force: true });
  }
};
