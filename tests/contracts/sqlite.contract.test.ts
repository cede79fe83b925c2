import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
    expect(await second.append('s-1', events, 'no_stream')).toEqual(written);
    expect(await second.readStream('s-1')).toHaveLength(1);
    await second.close();
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
});
