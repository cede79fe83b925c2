import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Collection, Document, ReadStore } from '@hotel/infra/read-store/port';
import { DuplicateKeyError } from '@hotel/infra/read-store/port';

export interface OpenedReadStore {
  readonly store: ReadStore;
  readonly cleanup: () => Promise<void>;
}

interface Room extends Document {
  number: string;
  floor: number;
  type: string;
  tags?: string[];
  stats?: { nights: number };
}

const rooms: Room[] = [
  { _id: 'r1', number: '101', floor: 1, type: 'STD', tags: ['quiet'] },
  { _id: 'r2', number: '102', floor: 1, type: 'DLX' },
  { _id: 'r3', number: '201', floor: 2, type: 'STD' },
  { _id: 'r4', number: '202', floor: 2, type: 'STE', tags: ['view', 'quiet'] },
  { _id: 'r5', number: '301', floor: 3, type: 'STD' },
];

/** The contract every read store adapter passes (MongoDB semantics are the reference). */
export const readStoreContract = (name: string, open: () => Promise<OpenedReadStore>): void => {
  describe(`${name} read store contract`, () => {
    let opened: OpenedReadStore;
    let store: ReadStore;
    const fresh = async (): Promise<Collection<Room>> => {
      const collection = store.collection<Room>(`rooms_${randomUUID().slice(0, 8)}`);
      await collection.insertMany(rooms);
      return collection;
    };

    beforeAll(async () => {
      opened = await open();
      store = opened.store;
    });
    afterAll(async () => {
      await opened.cleanup();
    });

    it('leaves fields that are undefined out of the stored document (as JSON does)', async () => {
      const c = store.collection<Room>(`rooms_${randomUUID().slice(0, 8)}`);
      await c.insertOne({ _id: 'u1', number: '101', floor: 1, type: 'STD', tags: undefined });
      await c.updateOne({ _id: 'u1' }, { $set: { stats: undefined, floor: 2 } });
      expect(await c.findOne({ _id: 'u1' })).toEqual({
        _id: 'u1',
        number: '101',
        floor: 2,
        type: 'STD',
      });
      expect(await c.countDocuments({ tags: null })).toBe(1);
    });

    it('finds with a filter, sort, skip, limit and projection', async () => {
      const c = await fresh();
      expect((await c.find({ type: 'STD' }, { sort: { number: -1 } })).map((r) => r._id)).toEqual([
        'r5',
        'r3',
        'r1',
      ]);
      expect(
        (await c.find({ floor: { $gte: 2 } }, { sort: { number: 1 }, skip: 1, limit: 2 })).map(
          (r) => r.number,
        ),
      ).toEqual(['202', '301']);
      expect(await c.find({ _id: 'r2' }, { projection: { number: 1 } })).toEqual([
        { _id: 'r2', number: '102' },
      ]);
      // Without _id, a field some documents lack, a sorted page.
      expect(
        await c.find(
          { floor: { $lte: 2 } },
          { sort: { number: -1 }, limit: 3, projection: { _id: 0, number: 1, tags: 1 } },
        ),
      ).toEqual([{ number: '202', tags: ['view', 'quiet'] }, { number: '201' }, { number: '102' }]);
      expect((await c.find({ tags: 'quiet' }, { sort: { _id: 1 } })).map((r) => r._id)).toEqual([
        'r1',
        'r4',
      ]);
      expect(
        (await c.find({ $or: [{ floor: 3 }, { type: 'DLX' }] }, { sort: { _id: 1 } })).map(
          (r) => r._id,
        ),
      ).toEqual(['r2', 'r5']);
      expect(await c.findOne({ number: '999' })).toBeNull();
      expect((await c.findOne({ number: '201' }))?._id).toBe('r3');
      // Without a sort, a page of the matches (in the store's own order); a limit of 0 is none.
      const page = await c.find({ type: 'STD' }, { skip: 1, limit: 1 });
      expect(page).toHaveLength(1);
      expect(['r1', 'r3', 'r5']).toContain(page[0]?._id);
      expect(await c.find({ type: 'STD' }, { skip: 2 })).toHaveLength(1);
      expect(await c.find({ type: 'STD' }, { limit: 0 })).toHaveLength(3);
      const one = await c.findOne({ type: 'STD' }, { projection: { number: 1 } });
      expect(Object.keys(one ?? {}).sort()).toEqual(['_id', 'number']);
    });

    it('counts', async () => {
      const c = await fresh();
      expect(await c.countDocuments()).toBe(5);
      expect(await c.countDocuments({ floor: { $in: [1, 2] } })).toBe(4);
    });

    it('aggregates', async () => {
      const c = await fresh();
      const byType = await c.aggregate<{ _id: string; count: number }>([
        { $group: { _id: '$type', count: { $sum: 1 } } },
        { $sort: { _id: 1 } },
      ]);
      expect(byType).toEqual([
        { _id: 'DLX', count: 1 },
        { _id: 'STD', count: 3 },
        { _id: 'STE', count: 1 },
      ]);
      const tags = await c.aggregate<{ _id: string; n: number }>([
        { $unwind: '$tags' },
        { $group: { _id: '$tags', n: { $sum: 1 } } },
        { $sort: { n: -1, _id: 1 } },
      ]);
      expect(tags).toEqual([
        { _id: 'quiet', n: 2 },
        { _id: 'view', n: 1 },
      ]);
    });

    it('updates one and many with operators', async () => {
      const c = await fresh();
      const one = await c.updateOne(
        { _id: 'r1' },
        { $set: { type: 'DLX' }, $inc: { 'stats.nights': 2 } },
      );
      expect(one).toMatchObject({ matchedCount: 1, modifiedCount: 1 });
      expect(await c.findOne({ _id: 'r1' })).toMatchObject({ type: 'DLX', stats: { nights: 2 } });
      const many = await c.updateMany({ floor: 2 }, { $push: { tags: 'renovated' } });
      expect(many).toMatchObject({ matchedCount: 2, modifiedCount: 2 });
      expect((await c.findOne({ _id: 'r3' }))?.tags).toEqual(['renovated']);
      await c.updateOne({ _id: 'r4' }, { $pull: { tags: 'view' }, $unset: { type: '' } });
      const r4 = await c.findOne({ _id: 'r4' });
      expect(r4?.tags).toEqual(['quiet', 'renovated']);
      expect(r4 && 'type' in r4).toBe(false);
      const none = await c.updateOne({ _id: 'nope' }, { $set: { floor: 9 } });
      expect(none).toMatchObject({ matchedCount: 0, modifiedCount: 0, upsertedCount: 0 });
    });

    it('upserts from the filter, with $setOnInsert only on insert', async () => {
      const c = await fresh();
      const inserted = await c.updateOne(
        { _id: 'r9' },
        { $set: { number: '901' }, $setOnInsert: { floor: 9, type: 'STD' } },
        { upsert: true },
      );
      expect(inserted.upsertedCount).toBe(1);
      expect(await c.findOne({ _id: 'r9' })).toEqual({
        _id: 'r9',
        number: '901',
        floor: 9,
        type: 'STD',
      });
      await c.updateOne(
        { _id: 'r9' },
        { $set: { number: '902' }, $setOnInsert: { floor: 1 } },
        { upsert: true },
      );
      expect(await c.findOne({ _id: 'r9' })).toMatchObject({ number: '902', floor: 9 });
    });

    it('refuses an upsert that matches nothing but whose _id exists (duplicate key)', async () => {
      const c = await fresh();
      await expect(
        c.updateOne({ _id: 'r1', floor: 99 }, { $set: { type: 'X' } }, { upsert: true }),
      ).rejects.toBeInstanceOf(DuplicateKeyError);
      expect((await c.findOne({ _id: 'r1' }))?.type).toBe('STD');
    });

    it('replaces, deletes and bulk-writes', async () => {
      const c = await fresh();
      await c.replaceOne({ _id: 'r2' }, { _id: 'r2', number: '102A', floor: 1, type: 'STD' });
      expect(await c.findOne({ _id: 'r2' })).toEqual({
        _id: 'r2',
        number: '102A',
        floor: 1,
        type: 'STD',
      });
      expect(await c.deleteOne({ floor: 1 })).toEqual({ deletedCount: 1 });
      expect(await c.deleteMany({ floor: { $gte: 2 } })).toEqual({ deletedCount: 3 });
      expect(await c.countDocuments()).toBe(1);
      await c.bulkWrite([
        { insertOne: { document: { _id: 'b1', number: '1', floor: 1, type: 'X' } } },
        { updateOne: { filter: { _id: 'b1' }, update: { $set: { type: 'Y' } } } },
        { updateOne: { filter: { _id: 'b2' }, update: { $set: { type: 'Z' } }, upsert: true } },
        { deleteMany: { filter: { type: 'STD' } } },
      ]);
      expect((await c.find({}, { sort: { _id: 1 } })).map((r) => [r._id, r.type])).toEqual([
        ['b1', 'Y'],
        ['b2', 'Z'],
      ]);
    });

    it('returns copies: changing a result never changes the store', async () => {
      const c = await fresh();
      const r1 = await c.findOne({ _id: 'r1' });
      r1!.tags!.push('mutated');
      expect((await c.findOne({ _id: 'r1' }))?.tags).toEqual(['quiet']);
    });

    it('enforces unique indexes and uses indexes for lookups', async () => {
      const c = await fresh();
      await c.createIndex({ number: 1 }, { unique: true });
      await c.createIndex({ type: 1, floor: 1 });
      await expect(
        c.insertOne({ _id: 'x', number: '101', floor: 1, type: 'STD' }),
      ).rejects.toBeInstanceOf(DuplicateKeyError);
      await expect(c.updateOne({ _id: 'r2' }, { $set: { number: '101' } })).rejects.toBeInstanceOf(
        DuplicateKeyError,
      );
      expect((await c.find({ type: 'STD', floor: 2 })).map((r) => r._id)).toEqual(['r3']);
      expect((await c.find({ number: '202' })).map((r) => r._id)).toEqual(['r4']);
      await c.updateOne({ _id: 'r4' }, { $set: { number: '204' } });
      expect(await c.find({ number: '202' })).toEqual([]);
      expect((await c.find({ number: '204' })).map((r) => r._id)).toEqual(['r4']);
    });

    it('rejects a duplicate _id', async () => {
      const c = await fresh();
      await expect(
        c.insertOne({ _id: 'r1', number: 'x', floor: 0, type: 'X' }),
      ).rejects.toBeInstanceOf(DuplicateKeyError);
    });

    it('commits a transaction whole', async () => {
      const name = `tx_${randomUUID().slice(0, 8)}`;
      await store.withTransaction(async (session) => {
        await session.collection(name).insertOne({ _id: 'a', n: 1 });
        await session
          .collection(`${name}_cp`)
          .updateOne({ _id: 'cp' }, { $set: { position: '5' } }, { upsert: true });
      });
      expect(await store.collection(name).countDocuments()).toBe(1);
      expect(await store.collection(`${name}_cp`).findOne({ _id: 'cp' })).toEqual({
        _id: 'cp',
        position: '5',
      });
    });

    it('rolls a failed transaction back whole', async () => {
      const name = `tx_${randomUUID().slice(0, 8)}`;
      await store.collection(name).insertOne({ _id: 'keep', n: 0 });
      await expect(
        store.withTransaction(async (session) => {
          await session.collection(name).updateOne({ _id: 'keep' }, { $inc: { n: 1 } });
          await session.collection(name).insertOne({ _id: 'gone', n: 1 });
          throw new Error('abort');
        }),
      ).rejects.toThrow('abort');
      expect(await store.collection(name).find({})).toEqual([{ _id: 'keep', n: 0 }]);
    });

    it('drops and lists collections', async () => {
      const c = await fresh();
      expect(await store.listCollections()).toContain(c.name);
      await store.dropCollection(c.name);
      expect(await c.countDocuments()).toBe(0);
      expect(await store.listCollections()).not.toContain(c.name);
      await store.dropCollection(`never_${randomUUID().slice(0, 8)}`);
    });

    it('answers ping', async () => {
      await expect(store.ping()).resolves.toBeUndefined();
    });
  });
};
