import { describe, expect, it } from 'vitest';
import type { PropertyActivated, PropertyRegistered } from '@hotel/events/property/events';
import { EmbeddedReadStore } from '@hotel/infra/read-store/embedded';
import type { ProjectedEvent, Projection } from '../runtime/projection';
import { propertiesProjection } from './projection';

const registered = (propertyId: string, name: string, revision = 0n): ProjectedEvent => ({
  id: `e-${propertyId}-${revision}`,
  type: 'PropertyRegistered',
  streamName: `property-${propertyId}`,
  revision,
  position: 1n,
  recordedAt: '2026-11-21T10:00:00.000Z',
  metadata: {
    propertyId,
    userId: 'u-1',
    commandId: 'c-1',
    commandType: 'RegisterProperty',
    correlationId: 'c-1',
    causationId: 'c-1',
    occurredAt: '2026-11-21T10:00:00.000Z',
    schemaVersion: 1,
  },
  data: {
    propertyId,
    name,
    registerNo: '1234567',
    companyName: 'Хаан ХХК',
    email: null,
    phone: '+976 9911 2233',
    timeZone: 'Asia/Ulaanbaatar',
    currency: 'MNT',
    workingDate: '2026-11-21',
    status: 'active',
    registeredAt: '2026-11-21T10:00:00.000Z',
    ownerAccountId: 'u-1',
  } satisfies PropertyRegistered['data'],
});

const given = async (projection: Projection, events: ProjectedEvent[]) => {
  const store = new EmbeddedReadStore({ path: ':memory:' });
  await projection.setup?.(store);
  await store.withTransaction(async (session) => {
    for (const event of events) await projection.apply(event, session);
  });
  return store;
};

describe('properties read model', () => {
  it('given a registered property, then the list has it', async () => {
    const store = await given(propertiesProjection, [registered('p-1', 'Хаан Буудал')]);
    expect(await store.collection('properties').find({})).toEqual([
      {
        _id: 'p-1',
        name: 'Хаан Буудал',
        registerNo: '1234567',
        companyName: 'Хаан ХХК',
        email: null,
        phone: '+976 9911 2233',
        timeZone: 'Asia/Ulaanbaatar',
        currency: 'MNT',
        workingDate: '2026-11-21',
        status: 'active',
        registeredAt: '2026-11-21T10:00:00.000Z',
        ownerAccountId: 'u-1',
      },
    ]);
    await store.close();
  });
});

describe('properties read model: confirmation', () => {
  it('given a property waiting for confirmation and its activation, then it is active', async () => {
    const pending = registered('p-1', 'Хаан Буудал');
    (pending.data as PropertyRegistered['data']).status = 'pending';
    const activated: ProjectedEvent = {
      ...pending,
      id: 'e-p-1-1',
      type: 'PropertyActivated',
      revision: 1n,
      position: 2n,
      data: {
        propertyId: 'p-1',
        activatedAt: '2026-11-22T09:00:00.000Z',
        activatedBy: 'op-1',
      } satisfies PropertyActivated['data'],
    };
    const store = await given(propertiesProjection, [pending]);
    expect(await store.collection('properties').findOne({ _id: 'p-1' })).toMatchObject({
      status: 'pending',
    });
    await store.withTransaction((session) => propertiesProjection.apply(activated, session));
    expect(await store.collection('properties').findOne({ _id: 'p-1' })).toMatchObject({
      status: 'active',
      activatedAt: '2026-11-22T09:00:00.000Z',
    });
    await store.close();
  });
});
