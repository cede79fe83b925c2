import { afterAll, beforeAll, describe } from 'vitest';
import type { ReadStore } from '@hotel/infra/read-store/port';
import { queriesContract } from './read-store/queries';
import { transactionsContract } from './read-store/transactions';
import { writesContract } from './read-store/writes';

export interface OpenedReadStore {
  readonly store: ReadStore;
  readonly cleanup: () => Promise<void>;
}

/** The contract every read store adapter passes (MongoDB semantics are the reference). */
export const readStoreContract = (name: string, open: () => Promise<OpenedReadStore>): void => {
  describe(`${name} read store contract`, () => {
    let opened: OpenedReadStore;
    let store: ReadStore;
    beforeAll(async () => {
      opened = await open();
      store = opened.store;
    });
    afterAll(async () => {
      await opened.cleanup();
    });

    const storeOf = () => store;
    queriesContract(storeOf);
    writesContract(storeOf);
    transactionsContract(storeOf);
  });
};
