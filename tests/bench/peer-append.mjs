// The append workload of tests/bench/append-throughput.ts, run on Emmett's SQLite event store
// (@event-driven-io/emmett-sqlite with sqlite3). Plain JavaScript run by `node` from the peer's
// own folder (installed by tests/bench/peer.ts), so it resolves the peer's node_modules and none
// of the workspace's. Prints one JSON line on stdout; everything else goes to stderr.
//
// Modes (all with `writers` async loops, each awaiting its own append before the next):
//   serialized — one store instance; appends pass through a promise-chain lock, one at a time.
//   shared     — one store instance used concurrently, no lock.
//   per-writer — one store instance per writer, all on the same file.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({
  options: {
    'peer-dir': { type: 'string' },
    mode: { type: 'string', default: 'serialized' },
    writers: { type: 'string', default: '8' },
    streams: { type: 'string', default: '1000' },
    'warmup-ms': { type: 'string', default: '1000' },
    'duration-ms': { type: 'string', default: '5000' },
    'deadline-ms': { type: 'string', default: '20000' },
  },
});
const peerDir = args['peer-dir'] ?? process.cwd();
const mode = args.mode;
const writers = Number(args.writers);
const streams = Number(args.streams);
const warmupMs = Number(args['warmup-ms']);
const durationMs = Number(args['duration-ms']);

const require = createRequire(join(peerDir, 'package.json'));
const { getSQLiteEventStore } = require('@event-driven-io/emmett-sqlite');
const sqlite3 = require('sqlite3');
const emmettVersion = JSON.parse(
  readFileSync(
    join(peerDir, 'node_modules', '@event-driven-io', 'emmett-sqlite', 'package.json'),
    'utf8',
  ),
).version;

// Emmett logs failed transactions with console.log; keep stdout for the result line.
Object.assign(console, { log: () => undefined });

const dir = mkdtempSync(join(tmpdir(), 'hotel-bench-peer-'));
const fileName = join(dir, 'emmett.db');
const errors = new Map();
const countError = (error) => {
  const key = String(error instanceof Error ? error.message : error).slice(0, 100);
  errors.set(key, (errors.get(key) ?? 0) + 1);
};
// sqlite3 emits statement errors Emmett does not listen for (e.g. SQLITE_BUSY on the PRAGMA it
// runs when it opens a connection); count them instead of dying.
process.on('uncaughtException', (error) => countError(error));

const PROPERTY_ID = randomUUID();
const USER_ID = randomUUID();
const event = (n) => {
  const commandId = randomUUID();
  return {
    type: 'RoomNightSold',
    data: {
      roomTypeId: `room-type-${n % 10}`,
      date: new Date(Date.UTC(2025, 0, 1) + (Math.floor(n / 10) % 365) * 86_400_000)
        .toISOString()
        .slice(0, 10),
      amount: 120_000 + (n % 7) * 10_000,
    },
    metadata: {
      propertyId: PROPERTY_ID,
      userId: USER_ID,
      commandId,
      commandType: 'SellRoomNight',
      correlationId: commandId,
      causationId: commandId,
      occurredAt: new Date().toISOString(),
      schemaVersion: 1,
    },
  };
};

const shared = getSQLiteEventStore({ fileName });
const stores = Array.from({ length: writers }, () =>
  mode === 'per-writer' ? getSQLiteEventStore({ fileName }) : shared,
);
let lock = Promise.resolve();
const serialized = (fn) => {
  const next = lock.then(fn, fn);
  lock = next.catch(() => undefined);
  return next;
};

// Emmett's stream version is the count of events in the stream; 0n means "no stream yet".
const versions = new Map();
let sequence = 0;
let phaseAppends = 0;
let phaseStart = 0;
let measuring = false;

const phase = async (ms) => {
  phaseAppends = 0;
  phaseStart = performance.now();
  const deadline = phaseStart + ms;
  await Promise.all(
    stores.map(async (store, w) => {
      const owned = Math.ceil((streams - w) / writers);
      let turn = 0;
      while (performance.now() < deadline) {
        const stream = `RoomNights-${w + (turn % owned) * writers}`;
        turn += 1;
        const expectedStreamVersion = versions.get(stream) ?? 0n;
        const append = () =>
          store.appendToStream(stream, [event(sequence++)], { expectedStreamVersion });
        try {
          const result = await (mode === 'serialized' ? serialized(append) : append());
          versions.set(stream, result.nextExpectedStreamVersion);
          phaseAppends += 1;
        } catch (error) {
          countError(error);
        }
      }
    }),
  );
};

const readSynchronous = () =>
  new Promise((resolve) => {
    const db = new sqlite3.Database(fileName);
    db.get('PRAGMA synchronous', (error, row) => {
      db.close();
      resolve(error ? null : (row?.synchronous ?? null));
    });
  });

const finish = async (timedOut) => {
  const seconds = (performance.now() - phaseStart) / 1000;
  const result = {
    mode,
    emmettSqlite: emmettVersion,
    writers,
    streams,
    appends: measuring ? phaseAppends : 0,
    seconds,
    appendsPerSec: measuring ? phaseAppends / seconds : 0,
    errors: Object.fromEntries(errors),
    errorCount: [...errors.values()].reduce((a, b) => a + b, 0),
    timedOut,
    synchronous: timedOut ? null : await readSynchronous(),
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
};

// Modes that hang (promises Emmett never settles) still report what they did by the deadline.
setTimeout(() => void finish(true), Number(args['deadline-ms']));

await phase(warmupMs);
measuring = true;
await phase(durationMs);
await finish(false);
