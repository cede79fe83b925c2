import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EmbeddedReadStore } from '@hotel/infra/read-store/embedded';
import { readStoreContract } from './read-store.contract';

readStoreContract('embedded (SQLite + mingo)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pms-rs-'));
  const store = new EmbeddedReadStore({ path: join(dir, 'read.sqlite') });
  return Promise.resolve({
    store,
    cleanup: async () => {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  });
});

describe('embedded read store specifics', () => {
  it('persists documents and indexes across a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pms-rs-'));
    const path = join(dir, 'read.sqlite');
    const first = new EmbeddedReadStore({ path });
    await first.collection('guests').createIndex({ email: 1 }, { unique: true });
    await first.collection('guests').insertOne({ _id: 'g1', email: 'a@b.mn' });
    await first.close();
    const second = new EmbeddedReadStore({ path });
    expect(await second.collection('guests').findOne({ _id: 'g1' })).toEqual({
      _id: 'g1',
      email: 'a@b.mn',
    });
    await expect(
      second.collection('guests').insertOne({ _id: 'g2', email: 'a@b.mn' }),
    ).rejects.toThrow();
    await second.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sees what another process committed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pms-rs-'));
    const path = join(dir, 'read.sqlite');
    const reader = new EmbeddedReadStore({ path });
    const writer = new EmbeddedReadStore({ path });
    expect(await reader.collection('c').countDocuments()).toBe(0);
    await writer.collection('c').insertOne({ _id: 'x' });
    expect(await reader.collection('c').countDocuments()).toBe(1);
    await reader.close();
    await writer.close();
    rmSync(dir, { recursive: true, force: true });
  });
});
