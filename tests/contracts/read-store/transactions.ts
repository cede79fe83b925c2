import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReadStore } from '@hotel/infra/read-store/port';
import { freshRooms, type StoreOf } from './support';

/** Transactions whole or not at all; dropping and listing collections; ping. */
export const transactionsContract = (storeOf: StoreOf): void => {
  describe('transactions and collections', () => {
    let store: ReadStore;
    const fresh = () => freshRooms(store);
    beforeAll(() => {
      store = storeOf();
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

    it("a write outside any transaction is its own: it never joins another caller's", async () => {
      const name = `tx_${randomUUID().slice(0, 8)}`;
      let release = () => {};
      const paused = new Promise<void>((resolve) => {
        release = resolve;
      });
      let entered = () => {};
      const inside = new Promise<void>((resolve) => {
        entered = resolve;
      });
      const failing = store.withTransaction(async (session) => {
        await session.collection(name).insertOne({ _id: 'rolled-back' });
        entered();
        await paused;
        throw new Error('abort');
      });
      await inside;
      // Another caller (a lease heartbeat, say) writes while that transaction is open.
      const standalone = store
        .collection(name)
        .updateOne({ _id: 'standalone' }, { $set: { n: 1 } }, { upsert: true });
      release();
      await expect(failing).rejects.toThrow('abort');
      await standalone;
      expect(await store.collection(name).find({})).toEqual([{ _id: 'standalone', n: 1 }]);
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
