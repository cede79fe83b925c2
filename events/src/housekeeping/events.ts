import { z } from 'zod';
import type { DomainEvent } from '../metadata';

/**
 * Housekeeping (operations spec §2 "Housekeeping", §4 "Room cleanliness"): staff mark rooms
 * clean or dirty. One stream per property (`housekeeping-{propertyId}`). A check-out makes its
 * room dirty without an event of its own: the housekeeping read model derives it from the
 * reservation's `ReservationStatusChanged` (docs/front-office.md).
 */

export const cleanlinessStatuses = ['clean', 'dirty'] as const;
export type Cleanliness = (typeof cleanlinessStatuses)[number];

export const roomCleanlinessSetSchema = z.object({
  propertyId: z.string(),
  roomId: z.string(),
  status: z.enum(cleanlinessStatuses),
  at: z.string(),
});
export type RoomCleanlinessSet = DomainEvent<
  'RoomCleanlinessSet',
  z.infer<typeof roomCleanlinessSetSchema>
>;

export type HousekeepingEvent = RoomCleanlinessSet;

export const housekeepingEventSchemas = { RoomCleanlinessSet: roomCleanlinessSetSchema } as const;

export const housekeepingEventTypes = Object.keys(
  housekeepingEventSchemas,
) as HousekeepingEvent['type'][];
