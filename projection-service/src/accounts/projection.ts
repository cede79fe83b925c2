import type { AccountDetailsChanged, AccountRegistered } from '@hotel/events/account/events';
import type { Document } from '@hotel/infra/read-store/port';
import type { Projection } from '../runtime/projection';

export const ACCOUNTS = 'accounts';

/** Who an account is (never its password hash). */
export interface AccountDoc extends Document {
  name: string;
  email: string;
  position: string;
  phoneNumber: string;
  isDefault: boolean;
  registeredAt: string;
}

export const accountsProjection: Projection = {
  name: 'accounts',
  version: 1,
  collections: [ACCOUNTS],
  readModels: ['user', 'users'],
  handles: ['AccountRegistered', 'AccountDetailsChanged'],
  setup: async (store) => {
    await store.collection(ACCOUNTS).createIndex({ email: 1 }, { unique: true });
  },
  apply: async (event, session) => {
    switch (event.type) {
      case 'AccountRegistered': {
        const data = event.data as AccountRegistered['data'];
        await session.collection<AccountDoc>(ACCOUNTS).replaceOne(
          { _id: data.accountId },
          {
            _id: data.accountId,
            name: data.name,
            email: data.email,
            position: data.position,
            phoneNumber: data.phoneNumber,
            isDefault: data.isDefault,
            registeredAt: data.registeredAt,
          },
          { upsert: true },
        );
        return;
      }
      case 'AccountDetailsChanged': {
        const { accountId, ...details } = event.data as AccountDetailsChanged['data'];
        await session
          .collection<AccountDoc>(ACCOUNTS)
          .updateOne({ _id: accountId }, { $set: details });
        return;
      }
    }
  },
};
