/**
 * The embedded read store's cost of a commit such as the projection worker makes for a batch
 * of bookings (issue 34, `bookingCpuVsFloor`): 150 documents of ~500 bytes over 15
 * collections — 100 new, 50 changed at random — in one transaction, 300 commits after 100 to
 * fill the file; prints the CPU a commit (user and system, this process).
 *
 *   node --import tsx/esm tests/bench/read-store-writes.ts
 *
 * `WAL_PAGES=1000` runs it with SQLite's default write-ahead log size (the store's walPages
 * option), to compare alternating runs in one sitting.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedReadStore } from '@hotel/infra/read-store/embedded';

const COMMITS = Number(process.env.COMMITS ?? 300);
const dir = mkdtempSync(join(tmpdir(), 'read-store-writes-'));
const store = new EmbeddedReadStore({
  path: join(dir, 'read-models.sqlite'),
  ...(process.env.WAL_PAGES ? { walPages: Number(process.env.WAL_PAGES) } : {}),
});
const collections = Array.from({ length: 15 }, (_, i) => `c${i}`);
const ids: string[] = [];

const commit = (fresh: number, changed: number) =>
  store.withTransaction(async (session) => {
    for (let i = 0; i < fresh; i++) {
      const id = crypto.randomUUID();
      ids.push(id);
      await session
        .collection(collections[ids.length % 15]!)
        .replaceOne(
          { _id: id },
          { _id: id, propertyId: 'p', payload: 'y'.repeat(400), n: i },
          { upsert: true },
        );
    }
    for (let i = 0; i < changed; i++) {
      const at = Math.floor(Math.random() * ids.length);
      await session
        .collection(collections[(at + 1) % 15]!)
        .updateOne({ _id: ids[at]! }, { $set: { n: i } });
    }
  });

try {
  for (let i = 0; i < 100; i++) await commit(100, 0);
  const before = process.cpuUsage();
  for (let i = 0; i < COMMITS; i++) await commit(100, 50);
  const used = process.cpuUsage(before);
  console.log(
    `read store: ${((used.user + used.system) / COMMITS / 1000).toFixed(2)} ms CPU a commit of 150 documents ` +
      `(system ${(used.system / COMMITS / 1000).toFixed(2)}), WAL_PAGES ${process.env.WAL_PAGES ?? 'default'}; ` +
      `load ${readFileSync('/proc/loadavg', 'utf8').trim()}`,
  );
} finally {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
}
