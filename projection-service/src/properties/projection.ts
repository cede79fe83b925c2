import type { OwnershipTransferred } from '@hotel/events/access/events';
import type { PropertyActivated, PropertyRegistered } from '@hotel/events/property/events';
import type { HotelInfoChanged } from '@hotel/events/profile/events';
import type {
  NightAuditFailed,
  NightAuditPerformed,
  NightAuditScheduleSet,
} from '@hotel/events/night-audit/events';
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
  /** When an operator confirmed it (properties active from the start have none). */
  activatedAt?: string;
  /** The night audit: schedule, last audited date, the last automatic failure since. */
  isNightauditAuto?: boolean;
  nightAuditRunAt?: string;
  lastAuditedDate?: string | null;
  lastAuditedAt?: string | null;
  nightAuditFailure?: NightAuditFailed['data'] | null;
}

/** The property list (GET /api/hotels). */
export const propertiesProjection: Projection = {
  name: 'properties',
  version: 5,
  collections: [PROPERTIES],
  // GET /api/user shows each hotel's status, so a confirmation refreshes it too.
  readModels: ['properties', 'user'],
  handles: [
    'PropertyRegistered',
    'PropertyActivated',
    'OwnershipTransferred',
    'HotelInfoChanged',
    'NightAuditPerformed',
    'NightAuditScheduleSet',
    'NightAuditFailed',
  ],
  setup: async (store) => {
    await store.collection(PROPERTIES).createIndex({ registerNo: 1 });
    await store.collection(PROPERTIES).createIndex({ ownerAccountId: 1 });
    await store.collection(PROPERTIES).createIndex({ status: 1 });
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
      case 'PropertyActivated': {
        const data = event.data as PropertyActivated['data'];
        await properties.updateOne(
          { _id: data.propertyId },
          { $set: { status: 'active', activatedAt: data.activatedAt } },
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
      case 'HotelInfoChanged': {
        // The profile's general info renames the property (and changes its contacts).
        const { propertyId, name, email, phone } = event.data as HotelInfoChanged['data'];
        await properties.updateOne({ _id: propertyId }, { $set: { name, email, phone } });
        return;
      }
      case 'NightAuditPerformed': {
        // The working date rolls: every screen's "today" (GET /api/user, /api/today) follows.
        const { propertyId, date, nextDate, performedAt } =
          event.data as NightAuditPerformed['data'];
        await properties.updateOne(
          { _id: propertyId },
          {
            $set: {
              workingDate: nextDate,
              lastAuditedDate: date,
              lastAuditedAt: performedAt,
              nightAuditFailure: null,
            },
          },
        );
        return;
      }
      case 'NightAuditScheduleSet': {
        const { propertyId, isNightauditAuto, runAt } = event.data as NightAuditScheduleSet['data'];
        await properties.updateOne(
          { _id: propertyId },
          { $set: { isNightauditAuto, nightAuditRunAt: runAt } },
        );
        return;
      }
      case 'NightAuditFailed': {
        const data = event.data as NightAuditFailed['data'];
        await properties.updateOne({ _id: data.propertyId }, { $set: { nightAuditFailure: data } });
        return;
      }
    }
  },
};
