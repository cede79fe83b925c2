import { describe, expect, it } from 'vitest';
import type { Block, BlockEvent } from '@hotel/events/blocks/events';
import { EmbeddedReadStore } from '@hotel/infra/read-store/embedded';
import type { ProjectedEvent } from '../runtime/projection';
import { calendarBlocks } from './calendar';
import { BLOCKS, blocksProjection } from './projection';

const P = 'p-1';

const projected = (event: BlockEvent, position: bigint): ProjectedEvent => ({
  id: `e-${position}`,
  type: event.type,
  data: event.data,
  streamName: `occupancy-${P}`,
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
    occurredAt: `2026-11-21T10:0${position}:00.000Z`,
    schemaVersion: 1,
  },
});

const given = async (events: BlockEvent[]) => {
  const store = new EmbeddedReadStore({ path: ':memory:' });
  await blocksProjection.setup?.(store);
  await store.withTransaction(async (session) => {
    for (const [i, event] of events.entries()) {
      await blocksProjection.apply(projected(event, BigInt(i + 1)), session);
    }
  });
  return store;
};

const block = (blockId: string, roomId: string, startDate: string, endDate: string): Block => ({
  blockId,
  roomId,
  roomTypeId: 'rt-1',
  startDate,
  endDate,
  isTime: false,
  startTime: null,
  endTime: null,
  description: 'Засвар',
});

const history: BlockEvent[] = [
  {
    type: 'RoomsBlocked',
    data: {
      propertyId: P,
      blocks: [
        block('b-1', 'r-1', '2026-12-01', '2026-12-03'),
        block('b-2', 'r-2', '2026-12-01', '2026-12-03'),
      ],
      createdAt: '2026-11-21T10:00:00.000Z',
    },
  },
  {
    type: 'BlockChanged',
    data: {
      propertyId: P,
      block: { ...block('b-2', 'r-3', '2026-12-05', '2026-12-06'), description: null },
    },
  },
  { type: 'BlockRemoved', data: { propertyId: P, blockId: 'b-1' } },
];

describe('the blocks read model', () => {
  it('given blocks placed, changed and removed, then one document per live block', async () => {
    const store = await given(history);
    expect(await store.collection(BLOCKS).find({}, { sort: { _id: 1 } })).toEqual([
      {
        _id: 'b-2',
        propertyId: P,
        roomId: 'r-3',
        roomTypeId: 'rt-1',
        startDate: '2026-12-05',
        endDate: '2026-12-06',
        isTime: false,
        startTime: null,
        endTime: null,
        description: null,
        createdAt: '2026-11-21T10:00:00.000Z',
        updatedAt: '2026-11-21T10:02:00.000Z',
      },
    ]);
  });

  it('the calendar draws the blocks its range touches', async () => {
    const store = await given(history.slice(0, 1));
    expect(await calendarBlocks(store, P, { from: '2026-12-03', to: '2026-12-10' })).toHaveLength(
      2,
    );
    expect(await calendarBlocks(store, P, { from: '2026-12-04', to: '2026-12-10' })).toEqual([]);
    expect(await calendarBlocks(store, P, { from: '2026-11-20', to: '2026-12-01' })).toEqual([]);
  });

  it('rebuilding from 0 gives the same documents', async () => {
    const first = await given(history);
    const again = await given(history);
    expect(await again.collection(BLOCKS).find({})).toEqual(
      await first.collection(BLOCKS).find({}),
    );
  });
});
