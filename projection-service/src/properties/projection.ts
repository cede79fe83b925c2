import type { OwnershipTransferred } from '@hotel/events/access/events';
import type { PropertyRegistered } from '@hotel/events/property/events';
import type { Document } from '@hotel/infra/read-store/port';
import type { Projection } from '../runtime/projection';

export const PROPERTIES = 'properties';

export interface PropertyDoc extends Document {
  name: string;
  registerNo: string;
  companyName: string;
  email: string | null;
  phone: string | null;
  status: 'pending' | 'active';
  timeZone: string;
  currency: string;
  workingDate: string;
  registeredAt: string;
  ownerAccountId: string | null;
}

/** The property list (GET /api/hotels). */
export const propertiesProjection: Projection = {
  name: 'properties',
  version: 3,
  collections: [PROPERTIES],
  readModels: ['properties'],
  handles: ['PropertyRegistered', 'OwnershipTransferred'],
  setup: async (store) => {
    await store.collection(PROPERTIES).createIndex({ registerNo: 1 });
    await store.collection(PROPERTIES).createIndex({ ownerAccountId: 1 });
  },
  apply: async (event, session) => {
    const properties = session.collection<PropertyDoc>(PROPERTIES);
    switch (event.type) {
      case 'PropertyRegistered': {
        const { propertyId, ...data } = event.data as PropertyRegistered['data'];
        await properties.replaceOne(
          { _id: propertyId },
          { _id: propertyId, ...data },
          { upsert: true },
        );
        return;
      }
      case 'OwnershipTransferred': {
        const data = event.data as OwnershipTransferred['data'];
        await properties.updateOne(
          { _id: data.propertyId },
          { $set: { ownerAccountId: data.toAccountId } },
        );
        return;
      }
    }
  },
};
