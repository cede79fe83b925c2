import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
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

/** A file as older versions made it: one guest, no change sequence. */
const oldFile = (path: string, tableOptions: string): void => {
  const old = new Database(path);
  old.exec(`
    CREATE TABLE documents (
      collection TEXT NOT NULL, id TEXT NOT NULL, doc TEXT NOT NULL,
      PRIMARY KEY (collection, id)
    ) ${tableOptions};
    INSERT INTO documents VALUES ('guests', 'g1', '{"_id":"g1","name":"Бат"}');
  `);
  old.close();
};

describe('embedded read store specifics', () => {
  it('keeps what a write hands over: its top level copied, the rest frozen under test', async () => {
    expect(process.env.NODE_ENV).toBe('test');
    const store = new EmbeddedReadStore({ path: ':memory:' });
    const c = store.collection<{ _id: string; name: string; tags: string[] }>('guests');
    const handed = { _id: 'g1', name: 'Бат', tags: ['vip'] };
    await c.replaceOne({ _id: 'g1' }, handed, { upsert: true });
    // The caller's own object stays the caller's.
    handed.name = 'changed';
    expect((await c.findOne({ _id: 'g1' }))?.name).toBe('Бат');
    // What it held is the store's: changing it throws instead of changing the store's memory.
    expect(() => handed.tags.push('changed')).toThrow(TypeError);
    const inserted = { _id: 'g2', name: 'Сараа', tags: ['late'] };
    await c.insertOne(inserted);
    expect(() => inserted.tags.pop()).toThrow(TypeError);
    // Reads answer copies the caller may change; an update copies before it changes.
    const read = await c.findOne({ _id: 'g2' });
    read!.tags.push('mine');
    await c.updateOne({ _id: 'g2' }, { $push: { tags: 'early' } });
    expect((await c.findOne({ _id: 'g2' }))?.tags).toEqual(['late', 'early']);
    await store.close();

    const unfrozen = new EmbeddedReadStore({ path: ':memory:', freezeKept: false });
    const kept = { _id: 'g1', tags: ['vip'] };
    await unfrozen.collection('guests').insertOne(kept);
    expect(Object.isFrozen(kept.tags)).toBe(false);
    await unfrozen.close();
  });

  it('refuses a write through the store inside a transaction (it would wait for itself)', async () => {
    const store = new EmbeddedReadStore({ path: ':memory:' });
    await expect(
      store.withTransaction(async () => {
        await store.collection('c').insertOne({ _id: 'x' });
      }),
    ).rejects.toThrow('use its session');
    expect(await store.collection('c').countDocuments()).toBe(0);
    await store.close();
  });

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

  it('catches up with another store on the file from the changes alone, indexes included', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pms-rs-'));
    const path = join(dir, 'read.sqlite');
    const writer = new EmbeddedReadStore({ path });
    await writer.collection('c').createIndex({ room: 1 }, { unique: true });
    await writer.collection('c').insertMany([
      { _id: 'a', room: '101', n: 1 },
      { _id: 'b', room: '102', n: 1 },
      { _id: 'gone', room: '103', n: 1 },
    ]);
    const reader = new EmbeddedReadStore({ path });
    expect(await reader.collection('c').countDocuments()).toBe(3);
    const held = (reader as unknown as { parts: { collections: Map<string, unknown> } }).parts
      .collections;
    const memory = held.get('c');
    // One commit: a and b swap rooms (the unique key passes between them), one is removed,
    // one is new.
    await writer.withTransaction(async (s) => {
      await s.collection('c').updateOne({ _id: 'a' }, { $set: { room: 'x' } });
      await s.collection('c').updateOne({ _id: 'b' }, { $set: { room: '101', n: 2 } });
      await s.collection('c').updateOne({ _id: 'a' }, { $set: { room: '102', n: 2 } });
      await s.collection('c').deleteOne({ _id: 'gone' });
      await s.collection('c').insertOne({ _id: 'new', room: '104', n: 1 });
    });
    await writer.collection('c').updateOne({ _id: 'new' }, { $inc: { n: 1 } });
    expect(await reader.collection('c').find({}, { sort: { _id: 1 } })).toEqual([
      { _id: 'a', room: '102', n: 2 },
      { _id: 'b', room: '101', n: 2 },
      { _id: 'new', room: '104', n: 2 },
    ]);
    expect(await reader.collection('c').findOne({ room: '101' })).toMatchObject({ _id: 'b' });
    expect(await reader.collection('c').findOne({ room: '103' })).toBeNull();
    // Caught up in place: the collection was not loaded again.
    expect(held.get('c')).toBe(memory);
    // A removed document written again is there; the reader's own writes still work.
    await writer.collection('c').insertOne({ _id: 'gone', room: '103', n: 3 });
    expect(await reader.collection('c').findOne({ _id: 'gone' })).toMatchObject({ n: 3 });
    await reader.collection('c').updateOne({ _id: 'gone' }, { $set: { n: 4 } });
    expect(await writer.collection('c').findOne({ _id: 'gone' })).toMatchObject({ n: 4 });
    // A dropped collection (a layout change) empties it for the reader too.
    await writer.dropCollection('c');
    expect(await reader.collection('c').countDocuments()).toBe(0);
    await reader.close();
    await writer.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('loads again when it is further behind than the change log keeps', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pms-rs-'));
    const path = join(dir, 'read.sqlite');
    const writer = new EmbeddedReadStore({ path, changeLogCommits: 3 });
    const reader = new EmbeddedReadStore({ path, changeLogCommits: 3 });
    for (const id of ['a', 'b', 'c', 'd']) await writer.collection('c').insertOne({ _id: id });
    expect(await reader.collection('c').countDocuments()).toBe(4);
    for (const id of ['a', 'b', 'c']) await writer.collection('c').deleteOne({ _id: id });
    for (let n = 0; n < 6; n += 1) {
      await writer.collection('c').updateOne({ _id: 'd' }, { $set: { n } });
    }
    expect(await reader.collection('c').find({})).toEqual([{ _id: 'd', n: 5 }]);
    await reader.close();
    await writer.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('opens a file made before the change sequence and follows it from then on', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pms-rs-'));
    const path = join(dir, 'read.sqlite');
    oldFile(path, '');
    const reader = new EmbeddedReadStore({ path });
    const writer = new EmbeddedReadStore({ path });
    expect(await reader.collection('guests').countDocuments()).toBe(1);
    await writer.collection('guests').updateOne({ _id: 'g1' }, { $set: { name: 'Дорж' } });
    expect(await reader.collection('guests').findOne({ _id: 'g1' })).toEqual({
      _id: 'g1',
      name: 'Дорж',
    });
    await reader.close();
    await writer.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('opens a file that stamped its documents, drops the stamps and follows the change log', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pms-rs-'));
    const path = join(dir, 'read.sqlite');
    // As the version before made it: a number on each document under an index, tombstones.
    const old = new Database(path);
    old.exec(`
      CREATE TABLE documents (
        collection TEXT NOT NULL, id TEXT NOT NULL, doc TEXT NOT NULL, seq INTEGER,
        PRIMARY KEY (collection, id)
      );
      CREATE INDEX documents_seq ON documents (seq);
      CREATE TABLE removed_documents (
        collection TEXT NOT NULL, id TEXT NOT NULL, seq INTEGER NOT NULL,
        PRIMARY KEY (collection, id)
      );
      CREATE TABLE store_meta (key TEXT PRIMARY KEY, value INTEGER NOT NULL);
      INSERT INTO store_meta VALUES ('seq', 7), ('layout', 2), ('pruned', 0);
      INSERT INTO documents VALUES ('guests', 'g1', '{"_id":"g1","name":"Бат"}', 7);
    `);
    old.close();
    const reader = new EmbeddedReadStore({ path });
    const writer = new EmbeddedReadStore({ path });
    expect(await reader.collection('guests').findOne({ _id: 'g1' })).toEqual({
      _id: 'g1',
      name: 'Бат',
    });
    await writer.collection('guests').updateOne({ _id: 'g1' }, { $set: { name: 'Дорж' } });
    await writer.collection('guests').insertOne({ _id: 'g2', name: 'Сараа' });
    expect(await reader.collection('guests').find({}, { sort: { _id: 1 } })).toEqual([
      { _id: 'g1', name: 'Дорж' },
      { _id: 'g2', name: 'Сараа' },
    ]);
    await reader.close();
    await writer.close();
    const check = new Database(path, { readonly: true });
    const names = (
      check.prepare('SELECT name FROM sqlite_master ORDER BY name').all() as { name: string }[]
    ).map((row) => row.name);
    expect(names).toContain('document_changes');
    expect(names).not.toContain('documents_seq');
    expect(names).not.toContain('removed_documents');
    // Moved once for dropping the stamps, once for the partition column added after them.
    expect(check.prepare("SELECT value FROM store_meta WHERE key = 'layout'").get()).toEqual({
      value: 4,
    });
    check.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('moves documents of a file made WITHOUT ROWID into the rowid table, keeping them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pms-rs-'));
    const path = join(dir, 'read.sqlite');
    oldFile(path, 'WITHOUT ROWID');
    const store = new EmbeddedReadStore({ path });
    expect(await store.collection('guests').findOne({ _id: 'g1' })).toEqual({
      _id: 'g1',
      name: 'Бат',
    });
    await store.collection('guests').insertOne({ _id: 'g2', name: 'Дорж' });
    await store.close();
    const check = new Database(path, { readonly: true });
    const { sql } = check
      .prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'documents'")
      .get() as { sql: string };
    expect(sql).not.toMatch(/WITHOUT ROWID/i);
    expect(check.prepare('SELECT COUNT(*) AS n FROM documents').get()).toEqual({ n: 2 });
    check.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes the transactions that end together in one group; a failed write fails them all', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pms-rs-'));
    const path = join(dir, 'read.sqlite');
    const store = new EmbeddedReadStore({ path });
    await store.collection('c').insertOne({ _id: 'before', n: 0 });
    // Another connection holds the write lock past the busy timeout: the group write fails.
    const blocker = new Database(path);
    blocker.pragma('busy_timeout = 0');
    blocker.exec('BEGIN IMMEDIATE');
    const busy = store as unknown as { db: Database.Database };
    busy.db.pragma('busy_timeout = 0');
    const first = store.withTransaction(async (s) => {
      await s.collection('c').updateOne({ _id: 'before' }, { $set: { n: 1 } });
    });
    const second = store.withTransaction(async (s) => {
      // Sees the first one's change before it is written.
      const doc = await s.collection<{ _id: string; n: number }>('c').findOne({ _id: 'before' });
      await s.collection('c').insertOne({ _id: 'after', seen: doc?.n });
    });
    await expect(first).rejects.toThrow();
    await expect(second).rejects.toThrow();
    blocker.exec('ROLLBACK');
    blocker.close();
    // Memory was dropped: the store answers what the file holds, and takes writes again.
    expect(await store.collection('c').find({})).toEqual([{ _id: 'before', n: 0 }]);
    await store.withTransaction(async (s) => {
      await s.collection('c').insertOne({ _id: 'after', seen: 0 });
    });
    await store.close();
    const reopened = new EmbeddedReadStore({ path });
    expect(await reopened.collection('c').countDocuments()).toBe(2);
    await reopened.close();
    rmSync(dir, { recursive: true, force: true });
  });
});
