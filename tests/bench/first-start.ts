import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { progress } from './support';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface FirstStartResult {
  /** `npm start` on an empty data folder until GET /login is served (the demo seeded). */
  readonly firstStartMs: number;
  /** The seed's own time, as `npm start` logged it. */
  readonly seedMs: number | null;
  /** Where the UI came from: ui/dist as `npm install` built it, or built here (not counted). */
  readonly ui: 'installed' | 'built for the bench';
  readonly loadAverage: readonly [number, number];
  readonly cores: number;
}

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });

/**
 * The first start (issue 32): `npm start` on an empty data folder, as after a fresh clone's
 * `npm install` (whose `prepare` step built ui/dist), timed from the spawn until GET /login
 * answers 200 with the app's page. `npm start` seeds the demo hotel and lets the projections
 * catch up before it listens, so the login page served means the demo is there to log in to.
 * Without ui/dist (installed with --ignore-scripts) the UI is built first, into a temp folder,
 * and not counted.
 */
export const runFirstStartBench = async (): Promise<FirstStartResult> => {
  const dataDir = await mkdtemp(join(tmpdir(), 'hotel-bench-first-start-'));
  const installed = join(root, 'ui', 'dist');
  let uiDist = installed;
  let ui: FirstStartResult['ui'] = 'installed';
  if (!existsSync(join(installed, 'index.html'))) {
    uiDist = join(dataDir, 'ui');
    ui = 'built for the bench';
    progress('first start: ui/dist is missing (installed without scripts?); building it first');
    await promisify(execFile)(
      process.execPath,
      [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--outDir', uiDist],
      { cwd: join(root, 'ui'), maxBuffer: 64 * 1024 * 1024 },
    );
  }
  const port = await freePort();
  const loadBefore = loadavg()[0] ?? 0;
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(dataDir, 'data'),
      DEMO_SEED: 'true',
      LOG_LEVEL: 'info',
      UI_DIST: uiDist,
    },
  });
  let output = '';
  let seedMs: number | null = null;
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    for (const line of output.split('\n')) {
      const found = /"ms":(\d+)[^\n]*demo hotel seeded/.exec(line);
      if (found) seedMs = Number(found[1]);
    }
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  let exited: number | null = null;
  child.once('exit', (code) => {
    exited = code ?? -1;
  });
  try {
    const deadline = started + 180_000;
    for (;;) {
      if (exited !== null) {
        throw new Error(
          `npm start exited (${exited}) before serving /login: ${output.slice(-600)}`,
        );
      }
      if (performance.now() > deadline) throw new Error('npm start served no /login in 180 s');
      const answer = await fetch(`http://127.0.0.1:${port}/login`).catch(() => null);
      if (answer?.ok && (await answer.text()).includes('<div id="root"')) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const firstStartMs = performance.now() - started;
    if (!output.includes('Demo hotel:')) throw new Error('npm start served /login without a demo');
    return {
      firstStartMs,
      seedMs,
      ui,
      loadAverage: [loadBefore, loadavg()[0] ?? 0],
      cores: availableParallelism(),
    };
  } finally {
    // The whole group npm started (npm and its node), then the data folder.
    if (exited === null && child.pid !== undefined) {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    }
    await rm(dataDir, { recursive: true, force: true });
  }
};
