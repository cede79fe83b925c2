import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStore } from '@hotel/infra/event-store/port';
import { allContract, subscriptionsContract } from './event-store/all-and-subscriptions';
import { idempotencyContract } from './event-store/idempotency';
import {
  appendAndReadContract,
  atomicAppendContract,
  optimisticConcurrencyContract,
} from './event-store/streams';

export interface OpenedEventStore {
  readonly store: EventStore;
  readonly cleanup: () => Promise<void>;
}

/**
 * The contract every event store adapter passes. `open` gives a store (fresh or shared);
 * tests only rely on streams they create and on positions relative to what they wrote.
 */
export const eventStoreContract = (name: string, open: () => Promise<OpenedEventStore>): void => {
  describe(`${name} event store contract`, () => {
    let opened: OpenedEventStore;
    let store: EventStore;

    beforeAll(async () => {
      opened = await open();
      store = opened.store;
    });
    afterAll(async () => {
      await opened.cleanup();
    });

    const storeOf = () => store;
    appendAndReadContract(storeOf);
    optimisticConcurrencyContract(storeOf);
    atomicAppendContract(storeOf);
    idempotencyContract(storeOf, name);
    allContract(storeOf);
    subscriptionsContract(storeOf);

    it('keeps a snapshot per name, the newest in place of the one before (where it keeps any)', async () => {
      if (!store.readSnapshot || !store.writeSnapshot) return;
      expect(await store.readSnapshot('contract-snap@v1')).toBeUndefined();
      const first = {
        name: 'contract-snap@v1',
        revision: 3n,
        headId: 'e-3',
        data: Buffer.from([1, 2, 3]),
      };
      await store.writeSnapshot(first);
      await store.writeSnapshot({ ...first, name: 'contract-snap@v2', revision: 4n });
      await store.writeSnapshot({ ...first, revision: 9n, headId: 'e-9', data: Buffer.from([9]) });
      const read = await store.readSnapshot('contract-snap@v1');
      expect(read && { ...read, data: [...read.data] }).toEqual({
        name: 'contract-snap@v1',
        revision: 9n,
        headId: 'e-9',
        data: [9],
      });
      expect((await store.readSnapshot('contract-snap@v2'))?.revision).toBe(4n);
    });
  });
};
