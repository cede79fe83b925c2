import { describe, expect, it } from 'vitest';
import type { PoliciesEvent } from '@hotel/events/policies/events';
import { EmbeddedReadStore } from '@hotel/infra/read-store/embedded';
import type { ProjectedEvent } from '../runtime/projection';
import {
  CANCELLATION_POLICIES,
  CHILD_AGES,
  CHILD_POLICIES,
  EXTRA_BED_POLICIES,
  policiesProjection,
} from './projection';
import { cancellationPolicyView } from './routes';

let position = 0n;
const projected = (event: PoliciesEvent, propertyId = 'p-1'): ProjectedEvent => {
  position += 1n;
  return {
    id: `e-${position}`,
    type: event.type,
    data: event.data,
    streamName: `policies-${propertyId}`,
    revision: position,
    position,
    recordedAt: '2026-11-21T10:00:00.000Z',
    metadata: {
      propertyId,
      userId: 'u-1',
      commandId: `c-${position}`,
      commandType: 'Test',
      correlationId: 'c',
      causationId: 'c',
      occurredAt: '2026-11-21T10:00:00.000Z',
      schemaVersion: 1,
    },
  };
};

const given = async (events: PoliciesEvent[]) => {
  const store = new EmbeddedReadStore({ path: ':memory:' });
  await policiesProjection.setup?.(store);
  await store.withTransaction(async (session) => {
    for (const event of events) await policiesProjection.apply(projected(event), session);
  });
  return store;
};

const policySet: PoliciesEvent = {
  type: 'CancellationPolicySet',
  data: {
    propertyId: 'p-1',
    id: 'cp-1',
    isFree: false,
    cancellationTime: { id: 'd3', day: 3 },
    cancellationPercent: { id: 'p10', percent: 10 },
    cancellationAdditionPercent: { id: 'p50', percent: 50 },
    hasPrepayment: true,
    policySummary: { mn: 'Бодлого', en: 'Policy' },
    prepaymentSummary: { mn: 'Урьдчилгаа', en: 'Prepayment' },
  },
};

describe('policies read model', () => {
  it('given a cancellation policy, then one document per property, shown in the caller’s language', async () => {
    const store = await given([policySet]);
    const [doc] = await store.collection(CANCELLATION_POLICIES).find({});
    expect(doc).toMatchObject({ _id: 'p-1', id: 'cp-1', isFree: false });
    expect(cancellationPolicyView(doc as never, 'en')).toEqual({
      id: 'cp-1',
      isFree: false,
      cancellationTime: {
        id: 'd3',
        name: '3 days before arrival',
        day: 3,
        hasTime: false,
        hour: null,
      },
      cancellationPercent: { id: 'p10', name: '10%', percent: 10 },
      cancellationAdditionPercent: { id: 'p50', name: '50%', percent: 50 },
      // A policy saved before the basis existed charges a percent of the whole stay.
      basis: 'wholeStay',
      fixedAmount: null,
      hasPrepayment: true,
      policySummary: 'Policy',
      prepaymentSummary: 'Prepayment',
      policySummaries: { mn: 'Бодлого', en: 'Policy' },
      prepaymentSummaries: { mn: 'Урьдчилгаа', en: 'Prepayment' },
    });
    expect(cancellationPolicyView(doc as never, 'mn').cancellationTime?.name).toBe(
      'Ирэхээс 3 хоногийн өмнө',
    );
  });

  it('given a policy set twice, then the last one holds', async () => {
    const store = await given([
      policySet,
      {
        type: 'CancellationPolicySet',
        data: {
          ...policySet.data,
          isFree: true,
          cancellationTime: null,
          cancellationPercent: null,
          cancellationAdditionPercent: null,
          hasPrepayment: false,
        },
      } as PoliciesEvent,
    ]);
    expect(await store.collection(CANCELLATION_POLICIES).find({})).toEqual([
      expect.objectContaining({ _id: 'p-1', isFree: true, cancellationTime: null }),
    ]);
  });

  it('given child and extra-bed policies added, changed and removed, then the lists hold what is left', async () => {
    const child = {
      propertyId: 'p-1',
      ageType: 'children' as const,
      priceType: 'mnt' as const,
      price: 10_000,
    };
    const store = await given([
      { type: 'ChildPolicyAdded', data: { ...child, id: 'c-1', minAge: 0, maxAge: 6 } },
      { type: 'ChildPolicyAdded', data: { ...child, id: 'c-2', minAge: 6, maxAge: 12 } },
      {
        type: 'ChildPolicyChanged',
        data: { ...child, id: 'c-2', priceType: 'percent', price: 50, minAge: 6, maxAge: 12 },
      },
      { type: 'ChildPolicyRemoved', data: { propertyId: 'p-1', id: 'c-1' } },
      {
        type: 'ExtraBedPolicyAdded',
        data: {
          propertyId: 'p-1',
          id: 'b-1',
          ageType: 'adults',
          priceType: 'mnt',
          price: 40_000,
          minAge: 18,
          maxAge: 18,
        },
      },
      {
        type: 'ExtraBedPolicyAdded',
        data: {
          propertyId: 'p-1',
          id: 'b-2',
          ageType: 'any',
          priceType: 'free',
          price: 0,
          minAge: 0,
          maxAge: 18,
        },
      },
      { type: 'ExtraBedPolicyRemoved', data: { propertyId: 'p-1', id: 'b-2' } },
      { type: 'ChildAgeSet', data: { propertyId: 'p-1', age: 14 } },
    ]);
    expect(await store.collection(CHILD_POLICIES).find({})).toEqual([
      {
        _id: 'c-2',
        propertyId: 'p-1',
        ageType: 'children',
        priceType: 'percent',
        price: 50,
        minAge: 6,
        maxAge: 12,
      },
    ]);
    expect(await store.collection(EXTRA_BED_POLICIES).find({})).toEqual([
      {
        _id: 'b-1',
        propertyId: 'p-1',
        ageType: 'adults',
        priceType: 'mnt',
        price: 40_000,
        minAge: 18,
        maxAge: 18,
      },
    ]);
    expect(await store.collection(CHILD_AGES).find({})).toEqual([{ _id: 'p-1', age: 14 }]);
  });
});
