import type {
  CancellationPolicySet,
  ChildAgeSet,
  ChildPolicy,
  ChildPolicyRemoved,
  ExtraBedPolicy,
  ExtraBedPolicyRemoved,
  PoliciesEvent,
} from '@hotel/events/policies/events';
import { policiesEventTypes } from '@hotel/events/policies/events';
import type { Document } from '@hotel/infra/read-store/port';
import type { Projection } from '../runtime/projection';

export const CANCELLATION_POLICIES = 'cancellation_policies';
export const CHILD_POLICIES = 'child_policies';
export const EXTRA_BED_POLICIES = 'extra_bed_policies';
export const CHILD_AGES = 'child_ages';

/** One per property (`_id` = property id): the policy as last set (`id` is the policy's). */
export type CancellationPolicyDoc = Document & CancellationPolicySet['data'];
/** One per policy (`_id` = policy id). */
export type ChildPolicyDoc = Document & Omit<ChildPolicy, 'id'>;
export type ExtraBedPolicyDoc = Document & Omit<ExtraBedPolicy, 'id'>;
/** One per property that changed its child age (others have the default). */
export interface ChildAgeDoc extends Document {
  age: number;
}

/** The policies of each property, as the policies page and reservations read them. */
export const policiesProjection: Projection = {
  name: 'policies',
  version: 1,
  collections: [CANCELLATION_POLICIES, CHILD_POLICIES, EXTRA_BED_POLICIES, CHILD_AGES],
  readModels: ['cancellationPolicy', 'childPolicies', 'extraBedPolicies'],
  handles: policiesEventTypes,
  setup: async (store) => {
    await store.collection(CHILD_POLICIES).createIndex({ propertyId: 1 });
    await store.collection(EXTRA_BED_POLICIES).createIndex({ propertyId: 1 });
  },
  apply: async (projected, session) => {
    const event = { type: projected.type, data: projected.data } as PoliciesEvent;
    switch (event.type) {
      case 'CancellationPolicySet': {
        const { propertyId } = event.data satisfies CancellationPolicySet['data'];
        await session
          .collection<CancellationPolicyDoc>(CANCELLATION_POLICIES)
          .replaceOne({ _id: propertyId }, { ...event.data, _id: propertyId }, { upsert: true });
        return;
      }
      case 'ChildPolicyAdded':
      case 'ChildPolicyChanged': {
        const { id, ...doc } = event.data satisfies ChildPolicy;
        await session
          .collection<ChildPolicyDoc>(CHILD_POLICIES)
          .replaceOne({ _id: id }, { _id: id, ...doc }, { upsert: true });
        return;
      }
      case 'ChildPolicyRemoved': {
        const { id } = event.data satisfies ChildPolicyRemoved['data'];
        await session.collection(CHILD_POLICIES).deleteOne({ _id: id });
        return;
      }
      case 'ExtraBedPolicyAdded':
      case 'ExtraBedPolicyChanged': {
        const { id, ...doc } = event.data satisfies ExtraBedPolicy;
        await session
          .collection<ExtraBedPolicyDoc>(EXTRA_BED_POLICIES)
          .replaceOne({ _id: id }, { _id: id, ...doc }, { upsert: true });
        return;
      }
      case 'ExtraBedPolicyRemoved': {
        const { id } = event.data satisfies ExtraBedPolicyRemoved['data'];
        await session.collection(EXTRA_BED_POLICIES).deleteOne({ _id: id });
        return;
      }
      case 'ChildAgeSet': {
        const { propertyId, age } = event.data satisfies ChildAgeSet['data'];
        await session
          .collection<ChildAgeDoc>(CHILD_AGES)
          .replaceOne({ _id: propertyId }, { _id: propertyId, age }, { upsert: true });
        return;
      }
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
};
