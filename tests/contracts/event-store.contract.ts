import { afterAll, beforeAll, describe } from 'vitest';
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
  });
};
