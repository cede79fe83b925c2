import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { EmbeddedReadStore } from '@hotel/infra/read-store/embedded';
import { DuplicateKeyError, type Document } from '@hotel/infra/read-store/port';

/**
 * The embedded read store holds a collection per property (docs/platform.md, read stores):
 * a property's documents load when a read or write first needs them, and the least recently
 * used properties are dropped when memory passes its bound — with answers the same as a store
 * holding everything.
 */

const dirs: string[] = [];
const fileIn = () => {
  const dir = mkdtempSync(join(tmpdir(), 'pms-parts-'));
  dirs.push(dir);
  return join(dir, 'read.sqlite');
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const stays = (propertyId: string, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    _id: `${propertyId}-${i}`,
    propertyId,
    number: i + 1,
    guest: `Зочин ${i}`,
  }));

describe('embedded read store partitions', () => {
  it('reads only the property a filter names, and the whole collection when none', async () => {
    const path = fileIn();
    const writer = new EmbeddedReadStore({ path });
    await writer.collection('stays').insertMany([...stays('p1', 50), ...stays('p2', 50)]);
    await writer.collection('stays').insertOne({ _id: 'loose', number: 0 });
    await writer.close();

    const store = new EmbeddedReadStore({ path });
    expect(store.memoryUse()).toEqual({ partitions: 0, bytes: 0 });
    const page = await store
      .collection('stays')
      .find({ propertyId: 'p1' }, { sort: { number: -1 }, limit: 3 });
    expect(page.map((d) => d.number)).toEqual([50, 49, 48]);
    // p1 and the (empty) partition of documents whose propertyId is not a string.
    const afterOne = store.memoryUse();
    expect(afterOne.partitions).toBe(2);
    expect(await store.collection('stays').countDocuments({ propertyId: 'p1' })).toBe(50);
    // A document by id is read alone, its partition not loaded for it: with the caller's
    // property as well (a page of one reservation), or another property's (none).
    expect(await store.collection('stays').findOne({ _id: 'p2-3' })).toMatchObject({ number: 4 });
    expect(
      await store.collection('stays').findOne({ _id: 'p2-4', propertyId: 'p2' }),
    ).toMatchObject({ number: 5 });
    expect(await store.collection('stays').findOne({ _id: 'p2-4', propertyId: 'p1' })).toBeNull();
    expect(await store.collection('stays').find({ _id: 'p2-5', number: 6 })).toHaveLength(1);
    expect(await store.collection('stays').findOne({ _id: 'none', propertyId: 'p2' })).toBeNull();
    // Several by `$in`, in the order written, projected, the other property's left out.
    expect(
      await store
        .collection('stays')
        .find(
          { _id: { $in: ['p2-9', 'p2-7', 'p1-2', 'none'] }, propertyId: 'p2' },
          { projection: { number: 1 } },
        ),
    ).toEqual([
      { _id: 'p2-7', number: 8 },
      { _id: 'p2-9', number: 10 },
    ]);
    expect(
      await store.collection('stays').find({ _id: { $in: ['p2-1', 'p2-2'] } }, { limit: 1 }),
    ).toMatchObject([{ _id: 'p2-1' }]);
    expect(store.memoryUse().partitions).toBe(2);
    // Within a transaction (a projection's handler), memory answers: the partition loads.
    await store.withTransaction(async (session) => {
      expect(
        await session.collection('stays').findOne({ _id: 'p2-3', propertyId: 'p2' }),
      ).toMatchObject({ number: 4 });
    });
    expect(store.memoryUse().partitions).toBe(3);
    // A filter bound to no property reads all of them, the one without a property too.
    expect(await store.collection('stays').countDocuments({ number: { $lte: 1 } })).toBe(3);
    expect(store.memoryUse().partitions).toBe(4);
    await store.close();
  });

  it('keeps memory within its bound, dropping the least recently used properties', async () => {
    const path = fileIn();
    const writer = new EmbeddedReadStore({ path });
    for (const p of ['p1', 'p2', 'p3', 'p4']) {
      await writer.collection('stays').insertMany(stays(p, 200));
    }
    await writer.close();
    const one = new EmbeddedReadStore({ path });
    await one.collection('stays').find({ propertyId: 'p1' });
    const perProperty = one.memoryUse().bytes;
    await one.close();

    const store = new EmbeddedReadStore({
      path,
      memoryBytes: Math.floor(perProperty * 2.5),
      memoryIdleMs: 0,
    });
    for (const p of ['p1', 'p2', 'p3', 'p4', 'p1', 'p3']) {
      expect(await store.collection('stays').countDocuments({ propertyId: p })).toBe(200);
      // Trimmed before the next read or write: never more than the bound and the one read.
      expect(store.memoryUse().bytes).toBeLessThanOrEqual(perProperty * 3.5);
    }
    // Dropped properties load again, writes included.
    await store.collection('stays').updateOne({ _id: 'p2-0' }, { $set: { guest: 'Дорж' } });
    await store.collection('stays').find({ propertyId: 'p4' });
    await store.collection('stays').find({ propertyId: 'p1' });
    expect(await store.collection('stays').findOne({ _id: 'p2-0' })).toMatchObject({
      guest: 'Дорж',
    });
    await store.close();
    const reopened = new EmbeddedReadStore({ path });
    expect(await reopened.collection('stays').findOne({ _id: 'p2-0' })).toMatchObject({
      guest: 'Дорж',
    });
    await reopened.close();
  });

  it('keeps what was used within the idle time past the bound: a larger working set stays', async () => {
    const path = fileIn();
    const writer = new EmbeddedReadStore({ path });
    for (const p of ['p1', 'p2', 'p3']) await writer.collection('stays').insertMany(stays(p, 100));
    await writer.close();
    const store = new EmbeddedReadStore({ path, memoryBytes: 1, memoryIdleMs: 60_000 });
    for (const p of ['p1', 'p2', 'p3', 'p1']) {
      expect(await store.collection('stays').countDocuments({ propertyId: p })).toBe(100);
    }
    // All three used within the minute: none dropped, whatever the bound.
    expect(store.memoryUse().partitions).toBe(4);
    await store.close();
  });

  it('holds a unique key not bound to a property across properties not loaded', async () => {
    const path = fileIn();
    const writer = new EmbeddedReadStore({ path });
    await writer.collection('accounts').createIndex({ email: 1 }, { unique: true });
    await writer.collection('accounts').insertOne({ _id: 'a', propertyId: 'p1', email: 'x@y' });
    await writer.close();
    const store = new EmbeddedReadStore({ path });
    await expect(
      store.collection('accounts').insertOne({ _id: 'b', propertyId: 'p2', email: 'x@y' }),
    ).rejects.toBeInstanceOf(DuplicateKeyError);
    // An _id is one document's whatever its property.
    await expect(
      store.collection('accounts').insertOne({ _id: 'a', propertyId: 'p2', email: 'z@y' }),
    ).rejects.toBeInstanceOf(DuplicateKeyError);
    await store.collection('accounts').insertOne({ _id: 'b', propertyId: 'p2', email: 'b@y' });
    // A unique index over the collection refuses a key two properties share.
    await store.collection('accounts').insertOne({
      _id: 'c',
      propertyId: 'p3',
      email: 'c@y',
      name: 'Бат',
    });
    await store.collection('accounts').insertOne({
      _id: 'd',
      propertyId: 'p4',
      email: 'd@y',
      name: 'Бат',
    });
    await expect(
      store.collection('accounts').createIndex({ name: 1 }, { unique: true }),
    ).rejects.toBeInstanceOf(DuplicateKeyError);
    await store.collection('accounts').updateOne({ _id: 'd' }, { $set: { name: 'Дорж' } });
    await store.close();
  });

  it('moves a document whose property changes, in memory and in the file', async () => {
    const path = fileIn();
    const store = new EmbeddedReadStore({ path });
    await store.collection('stays').insertMany(stays('p1', 3));
    await store.collection('stays').updateOne({ _id: 'p1-1' }, { $set: { propertyId: 'p2' } });
    expect(await store.collection('stays').countDocuments({ propertyId: 'p1' })).toBe(2);
    expect(await store.collection('stays').find({ propertyId: 'p2' })).toMatchObject([
      { _id: 'p1-1' },
    ]);
    await store.close();
    const reopened = new EmbeddedReadStore({ path });
    expect(await reopened.collection('stays').countDocuments({ propertyId: 'p1' })).toBe(2);
    expect(await reopened.collection('stays').countDocuments({ propertyId: 'p2' })).toBe(1);
    await reopened.close();
    const file = new Database(path, { readonly: true });
    expect(file.prepare("SELECT part FROM documents WHERE id = 'p1-1'").pluck().get()).toBe('p2');
    file.close();
  });

  it('partitions the documents of a file made before partitions', async () => {
    const path = fileIn();
    const old = new Database(path);
    old.exec(`
      CREATE TABLE documents (
        collection TEXT NOT NULL, id TEXT NOT NULL, doc TEXT NOT NULL,
        PRIMARY KEY (collection, id)
      );
      INSERT INTO documents VALUES
        ('stays', 'a', '{"_id":"a","propertyId":"p1"}'),
        ('stays', 'b', '{"_id":"b","propertyId":"p2"}'),
        ('stays', 'c', '{"_id":"c","propertyId":null}'),
        ('stays', 'd', '{"_id":"d","propertyId":["p1","p2"]}'),
        ('stays', 'e', '{"_id":"e"}');
    `);
    old.close();
    const store = new EmbeddedReadStore({ path });
    expect((await store.collection('stays').find({ propertyId: 'p1' })).map((d) => d._id)).toEqual([
      'a',
      'd',
    ]);
    expect(await store.collection('stays').countDocuments({ propertyId: null })).toBe(2);
    await store.close();
    const file = new Database(path, { readonly: true });
    expect(file.prepare('SELECT id, part FROM documents ORDER BY id').all()).toEqual([
      { id: 'a', part: 'p1' },
      { id: 'b', part: 'p2' },
      { id: 'c', part: '' },
      { id: 'd', part: '*' },
      { id: 'e', part: '' },
    ]);
    file.close();
  });

  it('follows another store on the file in the partitions it holds and those it loads later', async () => {
    const path = fileIn();
    const writer = new EmbeddedReadStore({ path });
    await writer.collection('stays').insertMany([...stays('p1', 3), ...stays('p2', 3)]);
    const reader = new EmbeddedReadStore({ path });
    expect(await reader.collection('stays').countDocuments({ propertyId: 'p1' })).toBe(3);
    await writer.collection('stays').updateOne({ _id: 'p1-0' }, { $set: { guest: 'Сараа' } });
    await writer.collection('stays').deleteOne({ _id: 'p2-0' });
    await writer.collection('stays').updateOne({ _id: 'p1-2' }, { $set: { propertyId: 'p2' } });
    expect(await reader.collection('stays').findOne({ _id: 'p1-0' })).toMatchObject({
      guest: 'Сараа',
    });
    expect(await reader.collection('stays').countDocuments({ propertyId: 'p1' })).toBe(2);
    expect(
      (await reader.collection('stays').find({ propertyId: 'p2' }, { sort: { _id: 1 } })).map(
        (d) => d._id,
      ),
    ).toEqual(['p1-2', 'p2-1', 'p2-2']);
    await reader.close();
    await writer.close();
  });

  it('answers as a store that holds everything, whatever the bound (any writes and reads)', async () => {
    const property = fc.constantFrom('p1', 'p2', 'p3', null);
    const id = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f');
    const op = fc.oneof(
      fc.record({
        kind: fc.constant('upsert' as const),
        id,
        propertyId: property,
        n: fc.integer({ min: 0, max: 9 }),
      }),
      fc.record({ kind: fc.constant('remove' as const), id }),
      fc.record({
        kind: fc.constant('bump' as const),
        propertyId: property,
        n: fc.integer({ min: 0, max: 9 }),
      }),
      fc.record({ kind: fc.constant('read' as const), propertyId: property }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { maxLength: 40 }), async (ops) => {
        const path = fileIn();
        const tight = new EmbeddedReadStore({ path, memoryBytes: 1, memoryIdleMs: 0 });
        const all = new EmbeddedReadStore({ path: ':memory:', memoryBytes: 1e12 });
        const answers = async (store: EmbeddedReadStore) => {
          const c = store.collection('stays');
          const out: unknown[] = [];
          for (const o of ops) {
            if (o.kind === 'upsert') {
              await c.replaceOne(
                { _id: o.id },
                { _id: o.id, ...(o.propertyId ? { propertyId: o.propertyId } : {}), n: o.n },
                { upsert: true },
              );
            } else if (o.kind === 'remove') {
              out.push((await c.deleteOne({ _id: o.id })).deletedCount);
            } else if (o.kind === 'bump') {
              const filter = o.propertyId ? { propertyId: o.propertyId } : { n: { $gte: o.n } };
              out.push((await c.updateMany(filter, { $inc: { n: 1 } })).modifiedCount);
            } else {
              const filter = o.propertyId ? { propertyId: o.propertyId } : {};
              out.push(await c.find(filter, { sort: { _id: 1 } }));
              out.push(await c.countDocuments(filter));
            }
          }
          out.push(await c.find({}, { sort: { _id: 1 } }));
          return out;
        };
        const expected = await answers(all);
        const got = await answers(tight);
        await tight.close();
        await all.close();
        const reopened = new EmbeddedReadStore({ path });
        const onFile = await reopened.collection<Document>('stays').find({}, { sort: { _id: 1 } });
        await reopened.close();
        expect(got).toEqual(expected);
        expect(onFile).toEqual(expected.at(-1));
      }),
      { numRuns: 60 },
    );
  });

  it('matches an array in an indexed field by any of its elements, as MongoDB does', async () => {
    const store = new EmbeddedReadStore({ path: fileIn() });
    const tags = store.collection('tags');
    await tags.createIndex({ status: 1 });
    await tags.insertMany([
      { _id: 'a', status: ['confirmed', 'canceled'] },
      { _id: 'b', status: 'confirmed' },
      { _id: 'c', status: 'pending' },
    ]);
    // The index's entry for 'confirmed' holds only b: an index with an array is not used.
    expect(
      (await tags.find({ status: 'confirmed' }, { sort: { _id: 1 } })).map((d) => d._id),
    ).toEqual(['a', 'b']);
    expect(await tags.countDocuments({ status: 'confirmed' })).toBe(2);
    await tags.updateOne({ _id: 'a' }, { $set: { status: 'pending' } });
    expect(await tags.countDocuments({ status: 'pending' })).toBe(2);
    expect(await tags.countDocuments({ status: 'confirmed' })).toBe(1);
    await store.close();
  });
});
