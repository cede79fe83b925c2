import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/gateway';
import { tempDir } from '../support/temp-dir';

/**
 * The image's runtime dependencies (infra/deploy/Dockerfile, stage `deps`), without Docker: its
 * COPY lines and its `npm ci` run in a folder of their own (from npm's cache, scripts off: the
 * one native module that needs a build step gets the binary built here), the production
 * bundle is put beside them as the runtime stage does, and `node dist/start.js` must become
 * ready there: nothing the servers import may live only in the UI's or the tests' packages.
 */
const ROOT = join(import.meta.dirname, '..', '..');
const dockerfile = readFileSync(join(ROOT, 'infra', 'deploy', 'Dockerfile'), 'utf8');
const stage = /^FROM \S+ AS deps$([\s\S]*?)^FROM /m.exec(dockerfile)?.[1] ?? '';
/** The stage's `COPY <sources…> <destination>` lines. */
const copies = [...stage.matchAll(/^COPY (.+)$/gm)].map((m) => m[1]!.split(/\s+/));
/** The stage's install command, its line continuations joined. */
const install = /^RUN (npm ci [^\n]*(?:\\\n[^\n]*)*)/m
  .exec(stage)?.[1]
  ?.replace(/\\\n/g, ' ')
  .split(/\s+/)
  .filter(Boolean);

const app = tempDir('server-deps');
const data = tempDir('server-deps-data');
let child: ChildProcess | undefined;
let output = '';
let base = '';

beforeAll(async () => {
  if (!install) throw new Error("no `RUN npm ci` in the Dockerfile's deps stage");
  for (const words of copies) {
    const destination = join(app.path, words.at(-1)!);
    mkdirSync(destination, { recursive: true });
    for (const source of words.slice(0, -1)) {
      copyFileSync(join(ROOT, source), join(destination, source.split('/').at(-1)!));
    }
  }
  // From npm's cache (filled by the repository's own install), with no install scripts.
  execFileSync('npm', [...install.slice(1), '--prefer-offline', '--ignore-scripts'], {
    cwd: app.path,
    stdio: 'pipe',
  });
  // better-sqlite3's install step compiles (or downloads) its binary: this machine's copy.
  const binary = join('better-sqlite3', 'build', 'Release', 'better_sqlite3.node');
  mkdirSync(dirname(join(app.path, 'node_modules', binary)), { recursive: true });
  copyFileSync(join(ROOT, 'node_modules', binary), join(app.path, 'node_modules', binary));
  // The runtime stage: the root manifest, those node_modules, the bundle in dist/.
  execFileSync(
    'npm',
    ['run', 'build:server', '--silent', '--', '--outdir', join(app.path, 'dist')],
    { cwd: ROOT, stdio: 'pipe' },
  );
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, ['--enable-source-maps', join(app.path, 'dist', 'start.js')], {
    cwd: app.path,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      DATA_DIR: data.path,
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
    if (child.exitCode !== null) throw new Error(`dist/start.js exited: ${output}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 60_000) throw new Error(`dist/start.js was not ready: ${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}, 180_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  app.remove();
  data.remove();
});

describe("the image's runtime dependencies (the Dockerfile's deps stage)", () => {
  it("are the server workspaces' production dependencies only", () => {
    const installed = (folder: string) => existsSync(join(app.path, 'node_modules', folder));
    for (const server of ['express', 'better-sqlite3', 'pdfkit', 'sharp', 'mongodb', 'pino']) {
      expect(installed(server), server).toBe(true);
    }
    for (const other of [
      'react',
      '@chakra-ui/react',
      'exceljs',
      'vite',
      'testcontainers',
      'ssh2',
      'supertest',
      'vitest',
      'typescript',
    ]) {
      expect(installed(other), other).toBe(false);
    }
    const packages = readdirSync(join(app.path, 'node_modules')).flatMap((name) =>
      name.startsWith('@') ? readdirSync(join(app.path, 'node_modules', name)) : [name],
    );
    console.info(`server dependencies: ${packages.length} top-level packages`);
  });

  it('run the bundle: dist/start.js is ready, logs the demo owner in, serves the API document', async () => {
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@hotel.mn', password: 'demo-hotel-2026' }),
    });
    expect(login.status).toBe(200);
    const openapi = await fetch(`${base}/api/openapi.json`);
    expect(openapi.status).toBe(200);
    const docs = await fetch(`${base}/api/docs/`);
    expect(docs.status).toBe(200);
  });
});
