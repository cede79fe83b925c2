import { describe, expect, it } from 'vitest';
import type { InventoryEvent, RoomTypeFields } from '@hotel/events/inventory/events';
import { EmbeddedReadStore } from '@hotel/infra/read-store/embedded';
import type { ProjectedEvent } from '../runtime/projection';
import { ROOM_TYPES, ROOMS, roomTypesProjection } from './projection';

const P = 'p-1';

const fields: RoomTypeFields = {
  name: 'Стандарт',
  nameEn: 'Standard',
  shortName: 'С',
  window: 1,
  defaultPrice: 120000,
  priceDayUse: 0,
  hasTime: false,
  priceTime: 0,
  priceTimeCount: 1,
  occupancy: 2,
  occupancyChildren: 1,
  hasExtraBed: false,
  extraBeds: null,
  bedTypeId: 'double',
  floorSize: 24,
  description: null,
  descriptionEn: null,
  byPerson: false,
  isPriority: false,
  updatedAtIsPriority: null,
};

let position = 0n;
const projected = (event: InventoryEvent): ProjectedEvent => {
  position += 1n;
  return {
    id: `e-${position}`,
    type: event.type,
    data: event.data,
    streamName: `inventory-${P}`,
    revision: position - 1n,
    position,
    recordedAt: '2026-11-21T10:00:00.000Z',
    metadata: {
      propertyId: P,
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

const given = async (events: InventoryEvent[]) => {
  const store = new EmbeddedReadStore({ path: ':memory:' });
  await roomTypesProjection.setup?.(store);
  await store.withTransaction(async (session) => {
    for (const event of events) await roomTypesProjection.apply(projected(event), session);
  });
  return store;
};

const history: InventoryEvent[] = [
  { type: 'RoomTypeAdded', data: { ...fields, propertyId: P, roomTypeId: 'rt-1' } },
  {
    type: 'RoomsAdded',
    data: {
      propertyId: P,
      roomTypeId: 'rt-1',
      rooms: [
        { roomId: 'r-1', name: '101' },
        { roomId: 'r-2', name: '102' },
      ],
    },
  },
  {
    type: 'RoomTypeChanged',
    data: { ...fields, defaultPrice: 130000, propertyId: P, roomTypeId: 'rt-1' },
  },
  {
    type: 'RoomChanged',
    data: {
      propertyId: P,
      roomId: 'r-2',
      roomTypeId: 'rt-1',
      name: '102A',
      description: 'Тагттай',
    },
  },
  { type: 'RoomRemoved', data: { propertyId: P, roomId: 'r-1', roomTypeId: 'rt-1' } },
  {
    type: 'RoomTypeAmenitiesSet',
    data: { propertyId: P, roomTypeId: 'rt-1', amenityIds: ['shower', 'wifi'] },
  },
  {
    type: 'RoomTypeImagesSet',
    data: { propertyId: P, roomTypeId: 'rt-1', images: ['p-1/b.png', 'p-1/a.jpg'] },
  },
];

describe('room types read model', () => {
  it('given a room type, its rooms, amenities and images, then one document each', async () => {
    const store = await given(history);
    expect(await store.collection(ROOM_TYPES).find({})).toEqual([
      {
        _id: 'rt-1',
        propertyId: P,
        ...fields,
        defaultPrice: 130000,
        amenityIds: ['shower', 'wifi'],
        images: ['p-1/b.png', 'p-1/a.jpg'],
      },
    ]);
    expect(await store.collection(ROOMS).find({})).toEqual([
      { _id: 'r-2', propertyId: P, roomTypeId: 'rt-1', name: '102A', description: 'Тагттай' },
    ]);
    await store.close();
  });

  it('given a room type removed, then it is gone', async () => {
    const store = await given([
      ...history,
      { type: 'RoomRemoved', data: { propertyId: P, roomId: 'r-2', roomTypeId: 'rt-1' } },
      { type: 'RoomTypeRemoved', data: { propertyId: P, roomTypeId: 'rt-1' } },
    ]);
    expect(await store.collection(ROOM_TYPES).find({})).toEqual([]);
    expect(await store.collection(ROOMS).find({})).toEqual([]);
    await store.close();
  });

  it('applying the same history twice gives the same documents (redelivery is harmless)', async () => {
    const once = await given(history);
    const twice = await given([...history, ...history]);
    expect(await twice.collection(ROOM_TYPES).find({})).toEqual(
      await once.collection(ROOM_TYPES).find({}),
    );
    expect(await twice.collection(ROOMS).find({})).toEqual(await once.collection(ROOMS).find({}));
    await once.close();
    await twice.close();
  });

  it('given a room type without an English short name, when one is set and cleared, then the document follows', async () => {
    const added: InventoryEvent = {
      type: 'RoomTypeAdded',
      data: { ...fields, propertyId: P, roomTypeId: 'rt-1' },
    };
    const changed = (shortNameEn: string | null): InventoryEvent => ({
      type: 'RoomTypeChanged',
      data: { ...fields, shortNameEn, propertyId: P, roomTypeId: 'rt-1' },
    });
    const named = await given([added, changed('STD')]);
    expect(await named.collection(ROOM_TYPES).findOne({ _id: 'rt-1' })).toHaveProperty(
      'shortNameEn',
      'STD',
    );
    await named.close();
    const cleared = await given([added, changed('STD'), changed(null)]);
    expect(await cleared.collection(ROOM_TYPES).findOne({ _id: 'rt-1' })).toHaveProperty(
      'shortNameEn',
      null,
    );
    await cleared.close();
  });
});
