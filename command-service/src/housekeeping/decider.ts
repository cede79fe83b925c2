import type { HousekeepingEvent } from '@hotel/events/housekeeping/events';
import type { SetCleanliness } from '@hotel/events/housekeeping/commands';
import { NotFound } from '@hotel/events/rule-broken';
import type { InventoryState } from '../inventory/decider';

/**
 * Marks a room clean or dirty. The room must be one of the property's (another property's
 * room is not found). Marking it as it already is still records who looked at it, and when.
 */
export const setCleanliness = (
  command: SetCleanliness,
  inventory: InventoryState,
  context: { propertyId: string; now: string },
): HousekeepingEvent[] => {
  if (!inventory.rooms.has(command.roomId)) throw new NotFound('room');
  return [
    {
      type: 'RoomCleanlinessSet',
      data: {
        propertyId: context.propertyId,
        roomId: command.roomId,
        status: command.status,
        at: context.now,
      },
    },
  ];
};
