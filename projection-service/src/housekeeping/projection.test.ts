import { describe, expect, it } from 'vitest';
import { EmbeddedReadStore } from '@hotel/infra/read-store/embedded';
import type { ProjectedEvent } from '../runtime/projection';
import { housekeepingOf } from './routes';
import { HOUSEKEEPING_STAYS, housekeepingProjection, ROOM_CLEANLINESS } from './projection';
import { ROOM_TYPES, ROOMS, roomTypesProjection } from '../room-types/projection';

/** Given/then: room cleanliness, set by staff and by check-outs (docs/front-office.md). */

const P = 'p-1';

type Given = { type: string; data: Record<string, unknown> };

const projected = (event: Given, position: bigint): ProjectedEvent => ({
  id: `e-${position}`,
  type: event.type,
  data: event.data,
  streamName: 'any',
  revision: 0n,
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
});

const given = async (events: Given[]) => {
  const store = new EmbeddedReadStore({ path: ':memory:' });
  await housekeepingProjection.setup?.(store);
  await store.withTransaction(async (session) => {
    for (const [i, event] of events.entries()) {
      await housekeepingProjection.apply(projected(event, BigInt(i + 1)), session);
    }
  });
  return store;
};

const created = (reservationId: string, number: number, roomId: string | null): Given => ({
  type: 'ReservationCreated',
  data: {
    propertyId: P,
    reservationId,
    number,
    roomClone: roomId ? { roomId, name: roomId } : null,
  },
});

const status = (reservationId: string, to: string, at: string): Given => ({
  type: 'ReservationStatusChanged',
  data: { propertyId: P, reservationId, from: 'checked-in', to, at },
});

const cleaned = (roomId: string, value: 'clean' | 'dirty', at: string): Given => ({
  type: 'RoomCleanlinessSet',
  data: { propertyId: P, roomId, status: value, at },
});

const statusOf = async (store: EmbeddedReadStore, roomId: string) =>
  store.collection(ROOM_CLEANLINESS).findOne({ _id: roomId });

describe('the housekeeping read model', () => {
  it('given a check-out, then the guest’s room is dirty by itself', async () => {
    const store = await given([
      created('res-1', 7, 'r-101'),
      status('res-1', 'checked-in', '2026-11-20T08:00:00.000Z'),
      status('res-1', 'checked-out', '2026-11-21T03:00:00.000Z'),
    ]);
    expect(await statusOf(store, 'r-101')).toEqual({
      _id: 'r-101',
      propertyId: P,
      status: 'dirty',
      changedAt: '2026-11-21T03:00:00.000Z',
      source: 'checkOut',
      reservationNumber: 7,
    });
  });

  it('given the room was changed after booking, then the room the guest left is dirty', async () => {
    const store = await given([
      created('res-1', 7, null),
      {
        type: 'ReservationRoomAssigned',
        data: {
          propertyId: P,
          reservationId: 'res-1',
          roomClone: { roomId: 'r-102', name: '102' },
        },
      },
      status('res-1', 'checked-out', '2026-11-21T03:00:00.000Z'),
    ]);
    expect((await statusOf(store, 'r-102'))?.status).toBe('dirty');
  });

  it('given a guest in the house moved to another room, then the room left is dirty', async () => {
    const assigned = (roomId: string, moved: boolean): Given => ({
      type: 'ReservationRoomAssigned',
      data: {
        propertyId: P,
        reservationId: 'res-1',
        roomClone: { roomId, name: roomId },
        ...(moved
          ? {
              from: '2026-11-24',
              segment: {
                roomClone: { roomId: 'r-202', name: '202' },
                from: '2026-11-22',
                to: '2026-11-24',
              },
            }
          : {}),
      },
    });
    const store = await given([
      created('res-1', 164, 'r-201'),
      // Moved before arrival: nothing was slept in, nothing to make up.
      assigned('r-202', false),
      status('res-1', 'checked-in', '2026-11-22T08:00:00.000Z'),
      assigned('r-209', true),
    ]);
    expect(await statusOf(store, 'r-201')).toBeNull();
    expect(await statusOf(store, 'r-202')).toEqual({
      _id: 'r-202',
      propertyId: P,
      status: 'dirty',
      changedAt: '2026-11-21T10:00:00.000Z',
      source: 'roomMove',
      reservationNumber: 164,
    });
    expect(await statusOf(store, 'r-209')).toBeNull();
    // A walk-in booked straight into the house and moved on its arrival day (a whole move).
    const walkIn = await given([
      {
        ...created('res-1', 165, 'r-301'),
        data: { ...created('res-1', 165, 'r-301').data, status: 'checked-in' },
      },
      assigned('r-302', false),
    ]);
    expect(await statusOf(walkIn, 'r-301')).toMatchObject({ status: 'dirty', source: 'roomMove' });
  });

  it('given housekeeping cleaned it afterwards, then it is clean; other statuses change nothing', async () => {
    const store = await given([
      created('res-1', 7, 'r-101'),
      status('res-1', 'checked-out', '2026-11-21T03:00:00.000Z'),
      cleaned('r-101', 'clean', '2026-11-21T05:00:00.000Z'),
      created('res-2', 8, 'r-103'),
      status('res-2', 'canceled', '2026-11-21T06:00:00.000Z'),
    ]);
    expect(await statusOf(store, 'r-101')).toMatchObject({ status: 'clean', source: 'staff' });
    expect(await statusOf(store, 'r-103')).toBeNull();
  });

  it('rebuilding from 0 gives the same documents', async () => {
    const history = [
      created('res-1', 7, 'r-101'),
      status('res-1', 'checked-out', '2026-11-21T03:00:00.000Z'),
      cleaned('r-102', 'dirty', '2026-11-21T05:00:00.000Z'),
    ];
    const [a, b] = [await given(history), await given(history)];
    for (const name of [ROOM_CLEANLINESS, HOUSEKEEPING_STAYS]) {
      expect(await b.collection(name).find({})).toEqual(await a.collection(name).find({}));
    }
  });

  it('the screen lists each room type (both names) with its rooms, clean until recorded otherwise', async () => {
    const store = await given([cleaned('r-2', 'dirty', '2026-11-21T05:00:00.000Z')]);
    await roomTypesProjection.setup?.(store);
    await store.withTransaction(async (session) => {
      await session.collection(ROOM_TYPES).insertOne({
        _id: 'rt-1',
        propertyId: P,
        name: 'Стандарт',
        nameEn: 'Standard',
        shortName: 'ST',
        isPriority: false,
      });
      await session.collection(ROOMS).insertMany([
        { _id: 'r-10', propertyId: P, roomTypeId: 'rt-1', name: '10', description: null },
        { _id: 'r-2', propertyId: P, roomTypeId: 'rt-1', name: '2', description: null },
      ]);
    });
    expect(await housekeepingOf(store, P)).toEqual({
      roomTypes: [
        {
          id: 'rt-1',
          name: 'Стандарт',
          nameEn: 'Standard',
          shortName: 'ST',
          rooms: [
            {
              id: 'r-2',
              name: '2',
              status: 'dirty',
              changedAt: '2026-11-21T05:00:00.000Z',
              source: 'staff',
              reservationNumber: null,
            },
            {
              id: 'r-10',
              name: '10',
              status: 'clean',
              changedAt: null,
              source: null,
              reservationNumber: null,
            },
          ],
        },
      ],
    });
  });
});
