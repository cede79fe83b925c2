import { z } from 'zod';
import type { DomainEvent } from '../metadata';

/**
 * The rooms of a property (settings spec §3): its room types, each with its rooms, amenities
 * and images. One aggregate per property (`inventory-{propertyId}`), so room numbers are
 * unique in the property and a room type with rooms is never deleted under concurrency.
 */

/** What a room type is (everything the room type dialog edits). */
export const roomTypeFieldsSchema = z.object({
  name: z.string(),
  nameEn: z.string().nullable(),
  /** Up to 3 letters shown on the calendar (initials of the name by default). */
  shortName: z.string(),
  /** The short name in English ("DBL"), shown in English when set (absent in older events). */
  shortNameEn: z.string().nullable().optional(),
  /** Number of windows, 0–5. */
  window: z.number().int(),
  /** Price of a night when no rate plan says otherwise (integer MNT). */
  defaultPrice: z.number().int(),
  /** Price of a day-use stay (arrive and leave on the same day), integer MNT. */
  priceDayUse: z.number().int(),
  /** Hourly stays are offered. */
  hasTime: z.boolean(),
  /** Price of an hourly stay of `priceTimeCount` hours (integer MNT). */
  priceTime: z.number().int(),
  /** Hours the time price covers, 1–3. */
  priceTimeCount: z.number().int(),
  /** Adults, 1–10. */
  occupancy: z.number().int(),
  /** Children on top of the adults, 0–4. */
  occupancyChildren: z.number().int(),
  hasExtraBed: z.boolean(),
  /** Extra beds a room takes (1–3) when `hasExtraBed`, else null. */
  extraBeds: z.number().int().nullable(),
  /** A bed type of the reference list (../reference/bed-types.ts). */
  bedTypeId: z.string().nullable(),
  /** Floor area in m². */
  floorSize: z.number().nullable(),
  description: z.string().nullable(),
  descriptionEn: z.string().nullable(),
  /** The price is per person rather than per room. */
  byPerson: z.boolean(),
  /** Listed first (and offered first when rooms are assigned). */
  isPriority: z.boolean(),
  /** When the priority was last switched on; null while it is off. */
  updatedAtIsPriority: z.string().nullable(),
});
export type RoomTypeFields = z.infer<typeof roomTypeFieldsSchema>;

const ofProperty = { propertyId: z.string() };
const roomSchema = z.object({ roomId: z.string(), name: z.string() });

export const roomTypeAddedSchema = roomTypeFieldsSchema.extend({
  ...ofProperty,
  roomTypeId: z.string(),
});
export type RoomTypeAdded = DomainEvent<'RoomTypeAdded', z.infer<typeof roomTypeAddedSchema>>;

/** The whole room type after the change. */
export const roomTypeChangedSchema = roomTypeAddedSchema;
export type RoomTypeChanged = DomainEvent<'RoomTypeChanged', z.infer<typeof roomTypeChangedSchema>>;

export const roomTypeRemovedSchema = z.object({ ...ofProperty, roomTypeId: z.string() });
export type RoomTypeRemoved = DomainEvent<'RoomTypeRemoved', z.infer<typeof roomTypeRemovedSchema>>;

/** Rooms (room numbers) added to a room type, several at once. */
export const roomsAddedSchema = z.object({
  ...ofProperty,
  roomTypeId: z.string(),
  rooms: z.array(roomSchema).min(1),
});
export type RoomsAdded = DomainEvent<'RoomsAdded', z.infer<typeof roomsAddedSchema>>;

/** A room after a change: its number, description and room type (a room may move). */
export const roomChangedSchema = z.object({
  ...ofProperty,
  roomId: z.string(),
  roomTypeId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
});
export type RoomChanged = DomainEvent<'RoomChanged', z.infer<typeof roomChangedSchema>>;

export const roomRemovedSchema = z.object({
  ...ofProperty,
  roomId: z.string(),
  roomTypeId: z.string(),
});
export type RoomRemoved = DomainEvent<'RoomRemoved', z.infer<typeof roomRemovedSchema>>;

/** The room type's amenities, replaced as a whole (ids of ../reference/amenities.ts). */
export const roomTypeAmenitiesSetSchema = z.object({
  ...ofProperty,
  roomTypeId: z.string(),
  amenityIds: z.array(z.string()),
});
export type RoomTypeAmenitiesSet = DomainEvent<
  'RoomTypeAmenitiesSet',
  z.infer<typeof roomTypeAmenitiesSetSchema>
>;

/** The room type's images in display order (blob paths from POST /image/upload). */
export const roomTypeImagesSetSchema = z.object({
  ...ofProperty,
  roomTypeId: z.string(),
  images: z.array(z.string()),
});
export type RoomTypeImagesSet = DomainEvent<
  'RoomTypeImagesSet',
  z.infer<typeof roomTypeImagesSetSchema>
>;

/** The events of this area. */
export type InventoryEvent =
  | RoomTypeAdded
  | RoomTypeChanged
  | RoomTypeRemoved
  | RoomsAdded
  | RoomChanged
  | RoomRemoved
  | RoomTypeAmenitiesSet
  | RoomTypeImagesSet;

/** Data schema of every event type of this area (merged into ../catalogue.ts). */
export const inventoryEventSchemas: { [T in InventoryEvent['type']]: z.ZodType } = {
  RoomTypeAdded: roomTypeAddedSchema,
  RoomTypeChanged: roomTypeChangedSchema,
  RoomTypeRemoved: roomTypeRemovedSchema,
  RoomsAdded: roomsAddedSchema,
  RoomChanged: roomChangedSchema,
  RoomRemoved: roomRemovedSchema,
  RoomTypeAmenitiesSet: roomTypeAmenitiesSetSchema,
  RoomTypeImagesSet: roomTypeImagesSetSchema,
};

export const inventoryEventTypes = Object.keys(inventoryEventSchemas) as InventoryEvent['type'][];
