import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServerBundle } from '../support/service-process';
import { tempDir } from '../support/temp-dir';

/**
 * The production path, as the image runs it: `npm run build:server` compiles the services
 * (here into a folder of this file's own, as into dist/; no tsx at run time), and
 * `node dist/start.js` serves on the embedded stores.
 * (The image also builds the UI; the browser suites cover it.)
 */
const ROOT = join(import.meta.dirname, '..', '..');

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

let child: ChildProcess | undefined;
let output = '';
let base = '';
const dir = tempDir('prod');
/** The bundle, built into a folder of this file's own: the browser suite may run dist/ meanwhile. */
let bundle: ReturnType<typeof buildServerBundle>;

beforeAll(async () => {
  bundle = buildServerBundle('production-build');
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  // Plain node, no loader: what runs is the compiled JavaScript only.
  child = spawn(process.execPath, ['--enable-source-maps', join(bundle.dir, 'start.js')], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: dir.path,
      PORT: String(port),
      HOST: '127.0.0.1',
      SERVE_UI: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the compiled app exited: ${output}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 60_000) throw new Error(`the compiled app did not start: ${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
});

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  dir.remove();
  bundle.remove();
});

describe('the compiled app (dist/start.js)', () => {
  it('was built into dist/, with every entry point the image and the compose file run', () => {
    const deploy = join(ROOT, 'infra', 'deploy');
    const referenced = new Set(
      [
        readFileSync(join(deploy, 'Dockerfile'), 'utf8'),
        readFileSync(join(deploy, 'docker-compose.yml'), 'utf8'),
      ].flatMap((text) => [...text.matchAll(/dist\/[a-z-]+\.js/g)].map((m) => m[0])),
    );
    expect([...referenced].sort()).toEqual([
      'dist/command.js',
      'dist/projection.js',
      'dist/start.js',
    ]);
    for (const entry of referenced) {
      expect(existsSync(join(bundle.dir, entry.replace(/^dist\//, '')))).toBe(true);
    }
  });

  it('becomes ready on the embedded stores and lets the demo owner log in', async () => {
    let ready: Response | undefined;
    for (let i = 0; i < 50; i += 1) {
      ready = await fetch(`${base}/readyz`);
      if (ready.ok) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(ready?.status).toBe(200);
    expect(await ready?.json()).toEqual({ status: 'ready' });

    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@hotel.mn', password: 'demo-hotel-2026' }),
    });
    expect(login.status).toBe(200);
    expect(login.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const { accessToken } = (await login.json()) as { accessToken: string };
    const me = await fetch(`${base}/api/hotels?page=1&rowsPerPage=25`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(me.status).toBe(200);
  });

  it('stops cleanly on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => child?.once('exit', resolve));
    child?.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).not.toMatch(/Error/);
  });
});
