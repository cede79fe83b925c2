import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateInTimeZone } from '@hotel/events/dates';
import { freePort } from '../support/gateway';
import { gatewayClient } from '../support/gateway-client';
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
      DEMO_SEED: 'false',
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

  it('run the bundle: ready, an account, a booking, its letter mailed as PDF, the API document and its page', async () => {
    const client = gatewayClient(base);
    const owner = { email: 'deps@hotel.mn', password: 'server-deps-2026' };
    const registered = await client.post('/register', {
      ...owner,
      name: 'Бат Болд',
      position: 'Захирал',
      phoneNumber: '+976 9911 2233',
    });
    expect(registered.status, registered.text).toBe(201);
    const login = await client.post('/login', owner);
    expect(login.status).toBe(200);
    client.authorize(String(login.body.accessToken));
    const hotel = await client.post('/hotels', {
      name: 'Хамаарал',
      registerNo: '4444444',
      companyName: 'Хамаарал ХХК',
    });
    expect(hotel.status, hotel.text).toBe(201);
    client.inProperty(String(hotel.body.id));
    const roomType = await client.post('/room/types', {
      name: 'Стандарт',
      defaultPrice: 100000,
      occupancy: 2,
      names: ['101'],
    });
    expect(roomType.status, roomType.text).toBe(201);
    const today = dateInTimeZone(new Date(), 'Asia/Ulaanbaatar');
    const booked = await client.post('/reservations/book', {
      stayType: 'night',
      checkIn: today,
      checkOut: addDays(today, 1),
      roomTypes: [{ roomTypeId: roomType.body.id, numberOfGuests: 1, quantity: 1 }],
      guest: { name: 'Зочин' },
    });
    expect(booked.status, booked.text).toBe(201);
    // Rendering a document loads pdfkit and its fonts (dejavu-fonts-ttf) from these packages.
    const mailed = await client.post('/send/email', {
      id: String(booked.body.groupId),
      isGroup: true,
      email: 'guest@example.mn',
      type: 'reservation',
      language: 'en',
    });
    expect(mailed.status, mailed.text).toBe(200);
    const outbox = join(data.path, 'outbox');
    const [mail] = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
    expect(readFileSync(join(outbox, mail!), 'utf8')).toMatch(/content-type: application\/pdf/i);
    expect((await client.raw('/api/openapi.json')).status).toBe(200);
    expect((await client.raw('/api/docs/')).status).toBe(200);
  });
});
