import { beforeAll, describe, expect, it } from 'vitest';
import type { ReadStore } from '@hotel/infra/read-store/port';
import { DuplicateKeyError } from '@hotel/infra/read-store/port';
import { freshRooms, type StoreOf } from './support';

/** Updates, upserts, replaces, deletes, unique keys; results are copies. */
export const writesContract = (storeOf: StoreOf): void => {
  describe('writes', () => {
    let store: ReadStore;
    const fresh = () => freshRooms(store);
    beforeAll(() => {
      store = storeOf();
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
  });
};
