/**
 * Where a full rebuild's time goes (issue 34, `rebuildEventsPerSecBig`): rebuilds every
 * projection from an event store file into a new read store, in the one pass
 * `npm run rebuild -- --all` makes, and prints the time each projection's handlers took (wall
 * time inside `apply`, the read store's work for it included) and the rest (reading the log,
 * the batch's commit).
 *
 *   node --import tsx/esm tests/bench/rebuild-profile.ts <events.sqlite> [max events]
 *
 * `PROFILE=1` (with `--enable-source-maps` before `--import`) also prints the functions that
 * took the time, by self and by inclusive time, at their TypeScript lines. `ONLY=a,b` rebuilds
 * those projections alone, `EXCEPT=a,b` all but those; `MEM=1` into an in-memory SQLite file (no
 * disk writes), `OUT=path` into that file; `BATCH=n` reads the log n events at a time; `MAXF=n`
 * writes the fold's documents once it holds n.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { findSourceMap } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventStore } from '@hotel/infra/event-store/port';
import { SqliteEventStore } from '@hotel/infra/event-store/sqlite';
import { createLogger } from '@hotel/infra/logging';
import { EmbeddedReadStore } from '@hotel/infra/read-store/embedded';
import { projections } from '@hotel/projection-service/projections';
import type { Projection } from '@hotel/projection-service/runtime/projection';
import { rebuildProjections } from '@hotel/projection-service/runtime/rebuild';

const [file, maxArg] = process.argv.slice(2);
if (!file) throw new Error('usage: rebuild-profile.ts <events.sqlite> [max events]');
const source = new SqliteEventStore({ path: file });
const head = (await source.headPosition()) ?? 0n;
const limit = maxArg ? BigInt(maxArg) : head;
const eventStore: EventStore = Object.create(source, {
  headPosition: { value: () => Promise.resolve(limit < head ? limit : head) },
}) as EventStore;

const spent = new Map<string, { ms: number; calls: number }>();
const timed: Projection[] = projections
  .filter((p) => !process.env.ONLY || process.env.ONLY.split(',').includes(p.name))
  .filter((p) => !process.env.EXCEPT || !process.env.EXCEPT.split(',').includes(p.name))
  .map((projection) => ({
    ...projection,
    apply: async (event, session) => {
      const started = performance.now();
      try {
        await projection.apply(event, session);
      } finally {
        const entry = spent.get(projection.name) ?? { ms: 0, calls: 0 };
        entry.ms += performance.now() - started;
        entry.calls += 1;
        spent.set(projection.name, entry);
      }
    },
  }));

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
const session = process.env.PROFILE === '1' ? new Session() : null;
if (session) {
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
}

/** `name file:line` of a frame, its line mapped back to the TypeScript source. */
const frameKey = ({ functionName, url, lineNumber, columnNumber }: ProfileNode['callFrame']) => {
  let line = lineNumber + 1;
  try {
    const entry = url.startsWith('file:')
      ? (findSourceMap(url)?.findEntry(lineNumber, columnNumber) as { originalLine?: number })
      : undefined;
    if (entry?.originalLine !== undefined) line = entry.originalLine + 1;
  } catch {
    // no source map: the line as run
  }
  const file = url.replace(/^file:\/\/\/work\/[^/]+\//, '').replace(/.*node_modules\//, 'npm:');
  return `${functionName || '(anonymous)'} ${file}:${line}`;
};

const printProfile = (nodes: ProfileNode[], samples: number[], deltas: number[]) => {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (deltas[i] ?? 0)));
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const selfBy = new Map<string, number>();
  for (const [id, micros] of self) {
    const key = frameKey(byId.get(id)!.callFrame);
    selfBy.set(key, (selfBy.get(key) ?? 0) + micros);
  }
  const inclusive = new Map<string, number>();
  const walk = (id: number, open: Set<string>): number => {
    const node = byId.get(id)!;
    const key = frameKey(node.callFrame);
    const counts = !open.has(key);
    if (counts) open.add(key);
    let sum = self.get(id) ?? 0;
    for (const child of node.children ?? []) sum += walk(child, open);
    if (counts) {
      open.delete(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + sum);
    }
    return sum;
  };
  walk(nodes[0]!.id, new Set());
  for (const [title, map] of [
    ['self', selfBy],
    ['inclusive', inclusive],
  ] as const) {
    console.log(`\n${title}:`);
    for (const [key, micros] of [...map].sort((a, b) => b[1] - a[1]).slice(0, 30)) {
      console.log(`${((micros / total) * 100).toFixed(1).padStart(5)} %  ${key}`);
    }
  }
};

const dir = mkdtempSync(join(tmpdir(), 'rebuild-profile-'));
const readStore = new EmbeddedReadStore({
  path: process.env.MEM ? ':memory:' : (process.env.OUT ?? join(dir, 'read-models.sqlite')),
});
const started = performance.now();
let lastProgressMs = 0;
try {
  await rebuildProjections({
    eventStore,
    readStore,
    logger: createLogger('silent'),
    projections: timed,
    batchSize: process.env.BATCH ? Number(process.env.BATCH) : undefined,
    maxFoldedDocuments: process.env.MAXF ? Number(process.env.MAXF) : undefined,
    onProgress: ({ position, eventsPerSec }) => {
      lastProgressMs = performance.now() - started;
      process.stderr.write(`${position} ${eventsPerSec.toFixed(0)}/s\n`);
    },
  });
} finally {
  await source.close();
  await readStore.close();
  rmSync(dir, { recursive: true, force: true });
}
const ms = performance.now() - started;
const events = Number(limit < head ? limit : head);
let inProjections = 0;
console.log(
  `${events} events in ${(ms / 1000).toFixed(1)} s: ${((events / ms) * 1000).toFixed(0)}/s`,
);
for (const [name, { ms: t, calls }] of [...spent].sort((a, b) => b[1].ms - a[1].ms)) {
  inProjections += t;
  console.log(
    `${name.padEnd(28)} ${(t / 1000).toFixed(2).padStart(7)} s ${calls.toString().padStart(8)} events ${((t * 1000) / Math.max(1, calls)).toFixed(0).padStart(6)} µs each`,
  );
}
console.log(
  `outside the handlers (log reads, commits, checkpoints): ${((ms - inProjections) / 1000).toFixed(2)} s, of which after the last event's commit (the read indexes built): ${((ms - lastProgressMs) / 1000).toFixed(2)} s`,
);
if (session) {
  const { profile } = (await session.post('Profiler.stop')) as unknown as {
    profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
  };
  printProfile(profile.nodes, profile.samples, profile.timeDeltas);
  session.disconnect();
}
