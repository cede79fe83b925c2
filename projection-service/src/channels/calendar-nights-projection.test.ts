import { describe, expect, it } from 'vitest';
import { givenEvents, projected } from '../runtime/given';
import {
  CALENDAR_EXPORT_HOLDERS,
  CALENDAR_EXPORT_ROOM_NIGHTS,
  CALENDAR_EXPORTS,
  type HolderDoc,
  type RoomNightsDoc,
} from './calendar-export-documents';
import { calendarExportsProjection } from './calendar-export-projection';
import { calendarNightsProjection } from './calendar-nights-projection';

const P = 'p-1';
const stay = (fields: object = {}) => ({
  reservationId: 'res-1',
  roomTypeId: 'rt-1',
  roomId: 'r-101',
  stayType: 'night',
  checkIn: '2026-12-10',
  checkOut: '2026-12-13',
  arrivalTime: '14:00',
  exitTime: '12:00',
  hours: null,
  ...fields,
});

const held = (position: bigint, fields: object = {}) =>
  projected(
    'StaysHeld',
    { propertyId: P, groupId: 'g-1', groupNumber: 1, stays: [{ ...stay(fields), number: 7 }] },
    { position },
  );
const changed = (position: bigint, fields: object) =>
  projected('StayChanged', { propertyId: P, stay: stay(fields) }, { position });

const roomNights = async (events: ReturnType<typeof projected>[]) => {
  const store = await givenEvents(calendarNightsProjection, events);
  return store
    .collection<RoomNightsDoc>(CALENDAR_EXPORT_ROOM_NIGHTS)
    .find({}, { sort: { _id: 1 } });
};

describe('the nights a room is taken', () => {
  it('given a night stay, then its room holds its nights, sequence 0, and no guest data', async () => {
    const docs = await roomNights([held(1n)]);
    expect(docs).toEqual([
      {
        _id: 'stay:res-1|0',
        propertyId: P,
        roomId: 'r-101',
        holderId: 'stay:res-1',
        sourceId: 'res-1',
        from: '2026-12-10',
        to: '2026-12-13',
        sequence: 0,
        updatedAt: '2026-11-21T10:00:00.000Z',
      },
    ]);
  });

  it('given its dates changed, then the sequence grows; a change of time alone leaves it', async () => {
    const docs = await roomNights([
      held(1n),
      changed(2n, { arrivalTime: '16:00' }),
      changed(3n, { checkOut: '2026-12-14' }),
    ]);
    expect(docs.map((d) => [d.roomId, d.to, d.sequence])).toEqual([['r-101', '2026-12-14', 1]]);
  });

  it('given a move to another room, then the old room loses it and the new one has it', async () => {
    const docs = await roomNights([held(1n), changed(2n, { roomId: 'r-102' })]);
    expect(docs.map((d) => [d.roomId, d.sequence])).toEqual([['r-102', 1]]);
  });

  it('given a mid-stay move, then each room holds its own nights', async () => {
    const docs = await roomNights([
      held(1n),
      changed(2n, {
        roomId: 'r-102',
        segments: [{ roomId: 'r-101', from: '2026-12-10', to: '2026-12-11' }],
      }),
    ]);
    expect(docs.map((d) => [d.roomId, d.from, d.to])).toEqual([
      ['r-101', '2026-12-10', '2026-12-11'],
      ['r-102', '2026-12-11', '2026-12-13'],
    ]);
  });

  it('given a release, then the room is free; taken up again, the sequence still grows', async () => {
    const released = projected(
      'StayReleased',
      { propertyId: P, reservationId: 'res-1' },
      {
        position: 2n,
      },
    );
    expect(await roomNights([held(1n), released])).toEqual([]);
    const again = await roomNights([held(1n), released, changed(3n, {})]);
    expect(again.map((d) => d.sequence)).toEqual([2]);
  });

  it('given a day-use stay and a stay without a room, then no room holds a night', async () => {
    expect(
      await roomNights([
        held(1n, { stayType: 'day', checkOut: '2026-12-10' }),
        projected(
          'StaysHeld',
          {
            propertyId: P,
            groupId: 'g-2',
            groupNumber: 2,
            stays: [{ ...stay({ reservationId: 'res-2', roomId: null }), number: 8 }],
          },
          { position: 2n },
        ),
      ]),
    ).toEqual([]);
  });

  it('given blocks, then their rooms hold their nights until removed', async () => {
    const block = {
      blockId: 'b-1',
      roomId: 'r-103',
      roomTypeId: 'rt-1',
      startDate: '2026-12-20',
      endDate: '2026-12-22',
      isTime: false,
      startTime: null,
      endTime: null,
      description: 'Засвар',
    };
    const blocked = projected('RoomsBlocked', { propertyId: P, blocks: [block], createdAt: 'x' });
    const docs = await roomNights([blocked]);
    expect(docs.map((d) => [d._id, d.roomId, d.from, d.to])).toEqual([
      ['block:b-1|0', 'r-103', '2026-12-20', '2026-12-22'],
    ]);
    expect(JSON.stringify(docs)).not.toContain('Засвар');
    const removed = projected('BlockRemoved', { propertyId: P, blockId: 'b-1' }, { position: 2n });
    expect(await roomNights([blocked, removed])).toEqual([]);
  });
});

describe('what takes a room type', () => {
  it('given a request hold, then its rooms count per room type until released', async () => {
    const hold = projected('RequestRoomsHeld', {
      propertyId: P,
      resReqId: 'rq-1',
      number: 3,
      until: '2026-12-01T00:00:00.000Z',
      stay: stay(),
      rooms: [
        { roomTypeId: 'rt-1', quantity: 1 },
        { roomTypeId: 'rt-1', quantity: 1 },
        { roomTypeId: 'rt-2', quantity: 1 },
      ],
    });
    const store = await givenEvents(calendarNightsProjection, [hold]);
    const live = await store
      .collection<HolderDoc>(CALENDAR_EXPORT_HOLDERS)
      .find({ kind: 'hold', live: true }, { sort: { _id: 1 } });
    expect(live.map((h) => [h.roomTypeId, h.quantity, h.until])).toEqual([
      ['rt-1', 2, '2026-12-01T00:00:00.000Z'],
      ['rt-2', 1, '2026-12-01T00:00:00.000Z'],
    ]);
    const released = await givenEvents(calendarNightsProjection, [
      hold,
      projected('RequestRoomsReleased', { propertyId: P, resReqId: 'rq-1' }, { position: 2n }),
    ]);
    expect(
      await released
        .collection<HolderDoc>(CALENDAR_EXPORT_HOLDERS)
        .countDocuments({ kind: 'hold', live: true }),
    ).toBe(0);
  });
});

describe('the exports', () => {
  it('given an export created then revoked, then its token is kept and it is revoked', async () => {
    const data = {
      propertyId: P,
      exportId: 'e-1',
      target: 'room',
      targetId: 'r-101',
      token: 'a'.repeat(43),
      createdAt: '2026-12-01T10:00:00.000Z',
    };
    const store = await givenEvents(calendarExportsProjection, [
      projected('CalendarExportCreated', data),
      projected(
        'CalendarExportRevoked',
        { propertyId: P, exportId: 'e-1', revokedAt: '2026-12-02T10:00:00.000Z' },
        { position: 2n },
      ),
    ]);
    expect(await store.collection(CALENDAR_EXPORTS).find({})).toEqual([
      {
        _id: 'e-1',
        propertyId: P,
        target: 'room',
        targetId: 'r-101',
        token: 'a'.repeat(43),
        createdAt: '2026-12-01T10:00:00.000Z',
        revokedAt: '2026-12-02T10:00:00.000Z',
      },
    ]);
  });
});
