import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { SqliteEventStore } from '@hotel/infra/event-store/sqlite';
import { MemoryEventStore } from '@hotel/infra/event-store/memory';
import { eventStoreContract } from './event-store.contract';

const tempStore = () => {
  const dir = mkdtempSync(join(tmpdir(), 'pms-es-'));
  const path = join(dir, 'events.sqlite');
  return { dir, path };
};

eventStoreContract('SQLite', () => {
  const { dir, path } = tempStore();
  const store = new SqliteEventStore({ path });
  return Promise.resolve({
    store,
    cleanup: async () => {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  });
});

eventStoreContract('in-memory', () =>
  Promise.resolve({ store: new MemoryEventStore(), cleanup: () => Promise.resolve() }),
);

describe('SQLite event store specifics', () => {
  it('is idempotent across a restart and keeps what was acknowledged', async () => {
    const { dir, path } = tempStore();
    const events = [
      { id: '00000000-0000-4000-8000-000000000001', type: 'A', data: {}, metadata: {} },
    ];
    const first = new SqliteEventStore({ path });
    const written = await first.append('s-1', events, 'no_stream');
    await first.close();
    const second = new SqliteEventStore({ path });
    expect(await second.append('s-1', events, 'no_stream')).toEqual({
      ...written,
      duplicate: true,
    });
    expect(await second.readStream('s-1')).toHaveLength(1);
    await second.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads a stream’s new tail after another connection appended to it (tails known empty are answered from memory)', async () => {
    const { dir, path } = tempStore();
    const reader = new SqliteEventStore({ path });
    const writer = new SqliteEventStore({ path });
    const event = (type: string) => ({ id: crypto.randomUUID(), type, data: {}, metadata: {} });
    await reader.append('s-1', [event('A')], 'no_stream');
    // Read to its end: the reader now knows nothing is past revision 0.
    expect((await reader.readStream('s-1')).map((e) => e.type)).toEqual(['A']);
    expect(await reader.readStream('s-1', { fromRevision: 1n })).toEqual([]);
    expect(await reader.readStream('s-2')).toEqual([]);
    // Another connection appends to both.
    await writer.append('s-1', [event('B')], 0n);
    await writer.append('s-2', [event('C')], 'no_stream');
    expect((await reader.readStream('s-1', { fromRevision: 1n })).map((e) => e.type)).toEqual([
      'B',
    ]);
    expect((await reader.readStream('s-2')).map((e) => e.type)).toEqual(['C']);
    // Its own appends move what it knows too.
    await reader.append('s-1', [event('D')], 1n);
    expect((await reader.readStream('s-1', { fromRevision: 2n })).map((e) => e.type)).toEqual([
      'D',
    ]);
    expect(await reader.readStream('s-1', { fromRevision: 3n })).toEqual([]);
    // A read stopped by maxCount says nothing about what is past it.
    await writer.append('s-1', [event('E'), event('F')], 2n);
    expect(
      (await reader.readStream('s-1', { fromRevision: 3n, maxCount: 1 })).map((e) => e.type),
    ).toEqual(['E']);
    expect((await reader.readStream('s-1', { fromRevision: 4n })).map((e) => e.type)).toEqual([
      'F',
    ]);
    await reader.close();
    await writer.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('never reads backwards: after one stream is read with another process’s commit, a stream read before it is read anew (same turn)', async () => {
    const { dir, path } = tempStore();
    const reader = new SqliteEventStore({ path });
    const event = (type: string) => ({ id: crypto.randomUUID(), type, data: {}, metadata: {} });
    await reader.append('property', [event('Opened')], 'no_stream');
    // Another process commits to both streams in one transaction, within the reader's turn
    // (synchronously, between two of its reads): the night audit closes the day and marks
    // the stay a no-show.
    const other = new Database(path);
    const insert = other.prepare(
      'INSERT INTO events (id, stream, revision, type, data, metadata, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    const now = new Date().toISOString();
    const [closed, property, stay] = await (async () => {
      // The tail of `property` is known empty: answered from memory, as before the commit.
      const before = reader.readStream('property', { fromRevision: 1n });
      other.transaction(() => {
        insert.run(crypto.randomUUID(), 'property', 1, 'DayClosed', '{}', '{}', now);
        insert.run(crypto.randomUUID(), 'stay', 0, 'NoShow', '{}', '{}', now);
      })();
      // `stay` was never read: it goes to the file and sees the commit…
      const after = reader.readStream('stay');
      // …so `property`, read again in the same turn, must not answer from before it.
      const again = reader.readStream('property', { fromRevision: 1n });
      return Promise.all([before, again, after]);
    })();
    expect(closed).toEqual([]);
    expect(stay.map((e) => e.type)).toEqual(['NoShow']);
    expect(property.map((e) => e.type)).toEqual(['DayClosed']);
    other.close();
    await reader.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a command that starts after another process committed sees the commit, even within a turn that read before it (freshen)', async () => {
    const { dir, path } = tempStore();
    const reader = new SqliteEventStore({ path });
    const event = (type: string) => ({ id: crypto.randomUUID(), type, data: {}, metadata: {} });
    await reader.append('registry', [event('Opened')], 'no_stream');
    const other = new Database(path);
    const insert = other.prepare(
      'INSERT INTO events (id, stream, revision, type, data, metadata, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    const [stale, fresh] = await (async () => {
      // Something of this process reads the registry's empty tail (its bound is known)…
      const before = reader.readStream('registry', { fromRevision: 1n });
      // …another process registers an account, in the same turn…
      insert.run(crypto.randomUUID(), 'registry', 1, 'Registered', '{}', '{}', '2026-12-04');
      // …and a command (a login) that arrives now starts: it must see the registration.
      reader.freshen();
      const after = reader.readStream('registry', { fromRevision: 1n });
      return Promise.all([before, after]);
    })();
    expect(stale).toEqual([]);
    expect(fresh.map((e) => e.type)).toEqual(['Registered']);
    other.close();
    await reader.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('delivers appends made by another connection to a subscription', async () => {
    const { dir, path } = tempStore();
    const reader = new SqliteEventStore({ path, pollIntervalMs: 10 });
    const writer = new SqliteEventStore({ path });
    const seen: string[] = [];
    const subscription = reader.subscribeToAll({}, (batch) => {
      seen.push(...batch.map((e) => e.type));
      return Promise.resolve();
    });
    await writer.append(
      'other-1',
      [{ id: crypto.randomUUID(), type: 'X', data: {}, metadata: {} }],
      'any',
    );
    const start = Date.now();
    while (seen.length === 0 && Date.now() - start < 5000)
      await new Promise((r) => setTimeout(r, 10));
    expect(seen).toEqual(['X']);
    await subscription.close();
    await writer.close();
    await reader.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('uses synchronous=FULL by default', async () => {
    const { dir, path } = tempStore();
    const store = new SqliteEventStore({ path });
    expect(store.synchronousMode()).toBe(2);
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('leaves copying the log into the file to another connection when told (deferred checkpoints)', async () => {
    const { dir, path } = tempStore();
    const writer = new SqliteEventStore({ path });
    const other = new SqliteEventStore({ path });
    writer.deferCheckpoints(true);
    // About 8 MB of log: past SQLite's automatic checkpoint (1,000 pages), short of the deferred one.
    const data = { text: 'x'.repeat(1000) };
    for (let batch = 0; batch < 40; batch++) {
      const events = Array.from({ length: 200 }, () => ({
        id: crypto.randomUUID(),
        type: 'Written',
        data,
        metadata: {},
      }));
      await writer.append(`s-${batch}`, events, 'no_stream');
    }
    const fileSize = () => statSync(path).size;
    const before = fileSize();
    expect(before).toBeLessThan(1_000_000);
    const { logPages, checkpointedPages } = other.checkpoint();
    expect(logPages).toBeGreaterThan(1000);
    expect(checkpointedPages).toBe(logPages);
    expect(fileSize()).toBeGreaterThan(8_000_000);
    expect(await other.readStream('s-39')).toHaveLength(200);
    await writer.close();
    await other.close();
    rmSync(dir, { recursive: true, force: true });
  });
});
