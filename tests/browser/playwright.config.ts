import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { DEMO_PORT, DEMO_URL } from './support';

/**
 * Browser tests: the whole app (command API, projections, query API, built UI) in one process
 * on a fresh data folder, compiled as for production (dist/start.js, the UI built on first
 * start), driven through Debian's Chromium (never a downloaded browser).
 *   npm run test:browser            (needs /usr/bin/chromium: apt-get install -y chromium)
 */
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const port = Number(process.env.BROWSER_TEST_PORT ?? 3217);
const baseURL = `http://127.0.0.1:${port}`;

// The config is evaluated by the runner and again by each worker; the workers inherit the
// runner's environment, so the data folder is created once and shared by name.
process.env.PMS_BROWSER_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'pms-browser-'));
const dataDir = process.env.PMS_BROWSER_DATA_DIR;
process.env.PMS_BROWSER_DEMO_DIR ??= mkdtempSync(join(tmpdir(), 'pms-browser-demo-'));
const demoDir = process.env.PMS_BROWSER_DEMO_DIR;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Runs on other ports (parallel work) keep their artifacts apart.
  outputDir: join(repoRoot, 'test-results', port === 3217 ? 'browser' : `browser-${port}`),
  use: {
    baseURL,
    // The setup wizard's welcome dialog would cover every property's home: specs about other
    // things start with it turned off (tests/browser/setup-wizard.spec.ts turns it back on).
    storageState: {
      cookies: [],
      origins: [{ origin: baseURL, localStorage: [{ name: 'pms.setup.welcome', value: 'off' }] }],
    },
    locale: 'mn-MN',
    timezoneId: 'Asia/Ulaanbaatar',
    // A failing test's trace, for a person at a desk (`npx playwright show-trace`). Recording
    // it costs every test, failing or not: its screencast kept Chromium's GPU and browser
    // processes as busy as the pages themselves, its DOM snapshots a third more again (13 specs:
    // 398 s of CPU with it, 208 s without). CI keeps no artifacts (.ci/run sets
    // PMS_SCREENSHOTS=off): there a failure is told by its error and its picture.
    trace: process.env.PMS_SCREENSHOTS === 'off' ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // V8's optimising compilers off: each test loads the app afresh and its code never
        // runs long enough to repay them; their background compiles took a third of Chromium's
        // CPU (a trace of four page loads), and on CI's two cores the suite is CPU-bound. The
        // same JavaScript runs, only interpreted: what the tests check does not change.
        '--js-flags=--no-opt --no-maglev --no-sparkplug',
      ],
    },
  },
  // The production path, as the image runs it: services compiled into dist/, plain node. The
  // servers start one after the other: the first builds, the second (the furnished demo hotel,
  // for first-day.spec.ts) runs the same build on a data folder of its own.
  webServer: [
    {
      command:
        'npm run build:server --silent && node --max-semi-space-size=64 --enable-source-maps dist/start.js',
      url: `${baseURL}/healthz`,
      cwd: repoRoot,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DEMO_SEED: 'false',
        LOG_LEVEL: 'warn',
        // calendar-sync.spec.ts: its site is a loopback server, read every few seconds.
        CALENDAR_IMPORT_INTERVAL_MS: '3000',
        CALENDAR_IMPORT_ALLOW_PRIVATE: 'true',
        ...(process.env.UI_DIST ? { UI_DIST: process.env.UI_DIST } : {}),
      },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      command: 'node --enable-source-maps dist/start.js',
      url: `${DEMO_URL}/readyz`,
      cwd: repoRoot,
      env: {
        PORT: String(DEMO_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: demoDir,
        DEMO_SEED: 'true',
        LOG_LEVEL: 'warn',
        ...(process.env.UI_DIST ? { UI_DIST: process.env.UI_DIST } : {}),
      },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
