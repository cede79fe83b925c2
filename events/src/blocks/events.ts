import { z } from 'zod';
import type { DomainEvent } from '../metadata';

/**
 * Room blocks (operations spec §2 "Blocks", §3 "Block"): a room taken out of sale for a span,
 * with a description. Blocks live in the property's occupancy ledger (`occupancy-{propertyId}`)
 * beside the stays, so a block and a stay can never overlap on a room and a room type's
 * capacity counts blocked rooms as taken (docs/front-office.md).
 */

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const time = z.string().regex(/^\d{2}:\d{2}$/);

/** One blocked room: whole nights `startDate` … `endDate` (exclusive), or exact hours. */
export const blockSchema = z.object({
  blockId: z.string(),
  roomId: z.string(),
  roomTypeId: z.string(),
  startDate: date,
  endDate: date,
  isTime: z.boolean(),
  /** With `isTime`: the hours on `startDate` / `endDate`; null for whole nights. */
  startTime: time.nullable(),
  endTime: time.nullable(),
  description: z.string().nullable(),
});
export type Block = z.infer<typeof blockSchema>;

const property = { propertyId: z.string() };

/** Rooms taken out of sale (one block per room, created together). */
export const roomsBlockedSchema = z.object({
  ...property,
  blocks: z.array(blockSchema),
  createdAt: z.string(),
});
export type RoomsBlocked = DomainEvent<'RoomsBlocked', z.infer<typeof roomsBlockedSchema>>;

/** A block's room, span or description changed (its room type never changes). */
export const blockChangedSchema = z.object({ ...property, block: blockSchema });
export type BlockChanged = DomainEvent<'BlockChanged', z.infer<typeof blockChangedSchema>>;

/** A block was deleted: its room is back on sale. */
export const blockRemovedSchema = z.object({ ...property, blockId: z.string() });
export type BlockRemoved = DomainEvent<'BlockRemoved', z.infer<typeof blockRemovedSchema>>;

export type BlockEvent = RoomsBlocked | BlockChanged | BlockRemoved;

export const blockEventSchemas = {
  RoomsBlocked: roomsBlockedSchema,
  BlockChanged: blockChangedSchema,
  BlockRemoved: blockRemovedSchema,
} as const;

export const blockEventTypes = Object.keys(blockEventSchemas) as BlockEvent['type'][];
