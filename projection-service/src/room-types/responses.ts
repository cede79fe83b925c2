import { z } from 'zod';
import { roomTypeFieldsSchema } from '@hotel/events/inventory/events';
import { apiSchema } from '@hotel/infra/http/api-schemas';

/**
 * What the room type queries answer (the UI's types are generated from these: see
 * docs/adding-a-feature.md, "Generated types").
 */
const listOf = <Item extends z.ZodType>(item: Item) =>
  z.object({ data: z.array(item), total: z.number().int() });

/** A room (room number) of a room type. */
export const roomResponse = apiSchema(
  'Room',
  z.object({ id: z.string(), name: z.string(), description: z.string().nullable() }),
);

/** A bed type of the reference list, named in the caller's language. */
export const bedTypeResponse = apiSchema(
  'BedType',
  z.object({ id: z.string(), name: z.string(), bedCount: z.number().int() }),
);

/** A room type: its fields, its bed type, amenity ids, image paths (in order) and room count. */
export const roomTypeResponse = apiSchema(
  'RoomType',
  roomTypeFieldsSchema.extend({
    id: z.string(),
    bedType: bedTypeResponse.nullable(),
    amenities: z.array(z.string()).describe('Amenity ids'),
    images: z
      .array(z.string())
      .describe('Image paths in display order (the first is the main one)'),
    roomCount: z.number().int(),
  }),
);

/** A room type with its rooms (GET /api/room/types/{id}, and the list `with=rooms`). */
export const roomTypeWithRoomsResponse = apiSchema(
  'RoomTypeWithRooms',
  roomTypeResponse.extend({ rooms: z.array(roomResponse) }),
);

export const roomTypeListResponse = apiSchema(
  'RoomTypeList',
  listOf(z.union([roomTypeWithRoomsResponse, roomTypeResponse])),
);

/** A room with the type it belongs to (GET /api/rooms). */
export const roomWithTypeResponse = apiSchema(
  'RoomWithType',
  roomResponse.extend({
    roomType: z.object({ id: z.string(), name: z.string(), shortName: z.string() }).nullable(),
  }),
);

export const roomListResponse = apiSchema('RoomList', listOf(roomWithTypeResponse));

export const bedTypeListResponse = apiSchema('BedTypeList', listOf(bedTypeResponse));

export const amenityCategoryResponse = apiSchema(
  'AmenityCategory',
  z.object({
    id: z.string(),
    name: z.string(),
    amenities: z.array(z.object({ id: z.string(), name: z.string() })),
  }),
);

export const amenityCategoryListResponse = apiSchema(
  'AmenityCategoryList',
  listOf(amenityCategoryResponse),
);
