import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReadStore } from '@hotel/infra/read-store/port';
import { freshRooms, type Room, type StoreOf } from './support';

/** Finding, counting and aggregating; what is stored of undefined fields. */
export const queriesContract = (storeOf: StoreOf): void => {
  describe('queries', () => {
    let store: ReadStore;
    const fresh = () => freshRooms(store);
    beforeAll(() => {
      store = storeOf();
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
  });
};
