import { z } from 'zod';
import type { DomainEvent } from '../metadata';

/**
 * Channel holds (issue 36; docs/channels.md): the nights a booking site's calendar says a room
 * is taken, on the property's occupancy ledger (`occupancy-{propertyId}`) beside stays and
 * blocks, keyed by (feed, UID). A held hold takes its room's nights like a block: nothing here
 * can be sold over it. A hold that would collide with what already holds the room (our stay,
 * our block, another site's hold, or a room type already full) is **conflicted**: kept on the
 * ledger with both parties but taking nothing, until the other side goes away (the next fetch
 * then places it) or the site's event does.
 */

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** One event of a site's calendar on one room: nights `startDate` … `endDate` (exclusive). */
export const channelHoldSchema = z.object({
  holdId: z.string(),
  feedId: z.string(),
  channel: z.string(),
  uid: z.string(),
  roomId: z.string(),
  roomTypeId: z.string(),
  startDate: date,
  endDate: date,
});
export type ChannelHold = z.infer<typeof channelHoldSchema>;

/** What already held the room (or its type) when a hold could not take it. */
export const holdCollisionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('stay'), reservationId: z.string(), number: z.number().nullable() }),
  z.object({ kind: z.literal('block'), blockId: z.string() }),
  z.object({
    kind: z.literal('channelHold'),
    holdId: z.string(),
    channel: z.string(),
    uid: z.string(),
  }),
  z.object({ kind: z.literal('roomType'), roomTypeId: z.string() }),
]);
export type HoldCollision = z.infer<typeof holdCollisionSchema>;

const property = { propertyId: z.string() };

/** A site's event took its room's nights (new, or a conflicted one whose room came free). */
export const channelHoldPlacedSchema = z.object({ ...property, hold: channelHoldSchema });
export type ChannelHoldPlaced = DomainEvent<
  'ChannelHoldPlaced',
  z.infer<typeof channelHoldPlacedSchema>
>;

/** A held event's dates changed on the site: it holds the new nights instead. */
export const channelHoldMovedSchema = z.object({ ...property, hold: channelHoldSchema });
export type ChannelHoldMoved = DomainEvent<
  'ChannelHoldMoved',
  z.infer<typeof channelHoldMovedSchema>
>;

/**
 * A site's event collides with what holds the room: recorded with both parties, taking
 * nothing, for a person to resolve. `date` is the first night they share.
 */
export const channelHoldConflictedSchema = z.object({
  ...property,
  hold: channelHoldSchema,
  date,
  with: holdCollisionSchema,
});
export type ChannelHoldConflicted = DomainEvent<
  'ChannelHoldConflicted',
  z.infer<typeof channelHoldConflictedSchema>
>;

/** The event left the site's calendar (or its feed was removed): the nights are free again. */
export const channelHoldReleasedSchema = z.object({
  ...property,
  holdId: z.string(),
  feedId: z.string(),
});
export type ChannelHoldReleased = DomainEvent<
  'ChannelHoldReleased',
  z.infer<typeof channelHoldReleasedSchema>
>;

export type ChannelHoldEvent =
  ChannelHoldPlaced | ChannelHoldMoved | ChannelHoldConflicted | ChannelHoldReleased;

export const channelHoldEventSchemas = {
  ChannelHoldPlaced: channelHoldPlacedSchema,
  ChannelHoldMoved: channelHoldMovedSchema,
  ChannelHoldConflicted: channelHoldConflictedSchema,
  ChannelHoldReleased: channelHoldReleasedSchema,
} as const;
