import { describe, expect, it } from 'vitest';
import { NotFound } from '@hotel/events/rule-broken';
import type { InventoryState } from '../inventory/decider';
import { setCleanliness } from './decider';

const inventory = {
  roomTypes: new Map(),
  rooms: new Map([['r-1', { id: 'r-1', roomTypeId: 'rt-1', name: '101', description: null }]]),
} as unknown as InventoryState;
const context = { propertyId: 'p-1', now: '2026-11-21T05:00:00.000Z' };

describe('marking a room clean or dirty', () => {
  it('records the status, the room and when', () => {
    expect(setCleanliness({ roomId: 'r-1', status: 'dirty' }, inventory, context)).toEqual([
      {
        type: 'RoomCleanlinessSet',
        data: { propertyId: 'p-1', roomId: 'r-1', status: 'dirty', at: context.now },
      },
    ]);
  });

  it('refuses a room that is not the property’s', () => {
    expect(() => setCleanliness({ roomId: 'r-x', status: 'clean' }, inventory, context)).toThrow(
      NotFound,
    );
  });
});
