import type { AmenityCategoryList, BedTypeList, RoomTypeWithRooms } from '../../lib/api-types.gen';
import { injectPropertyEndpoints } from '../../lib/property-endpoints';
import type { CommandAnswer, ListOf } from '../../lib/property-requests';

/**
 * What the room type queries answer, as the API's document declares it (generated:
 * ui/src/lib/api-types.gen.ts, `npm run api-types`; the schemas live in
 * projection-service/src/room-types/responses.ts).
 */
export type {
  /** A room (room number) of a room type. */
  Room,
  BedType,
  AmenityCategory,
} from '../../lib/api-types.gen';
/** A room type as the server lists it (GET /api/room/types?with=rooms). */
export type RoomType = RoomTypeWithRooms;

/**
 * POST /api/room/types: without `id` a new room type (with its first room numbers, `names`),
 * with it a change. Numbers are sent as typed; the server checks them (§5 bounds).
 */
export interface SaveRoomTypeRequest {
  id?: string;
  name: string;
  nameEn: string;
  shortName: string;
  shortNameEn: string;
  window: string;
  defaultPrice: string;
  priceDayUse: string;
  hasTime: boolean;
  priceTime: string;
  priceTimeCount: string;
  occupancy: string;
  occupancyChildren: string;
  hasExtraBed: boolean;
  extraBeds: string;
  bedTypeId: string;
  floorSize: string;
  description: string;
  descriptionEn: string;
  byPerson: boolean;
  isPriority: boolean;
  names?: string[];
}

/** The fields of the room type form, as the server names them in its errors (form order). */
export const ROOM_TYPE_FIELDS = [
  'name',
  'nameEn',
  'shortName',
  'shortNameEn',
  'bedTypeId',
  'defaultPrice',
  'priceDayUse',
  'occupancy',
  'occupancyChildren',
  'window',
  'floorSize',
  'hasExtraBed',
  'extraBeds',
  'hasTime',
  'priceTime',
  'priceTimeCount',
  'byPerson',
  'isPriority',
  'description',
  'descriptionEn',
  'names',
] as const satisfies readonly (keyof SaveRoomTypeRequest)[];

/** POST /api/rooms: several new numbers of a room type, or a change to one room. */
export type SaveRoomsRequest =
  { names: string[]; roomType: { id: string } } | { id: string; name: string; description: string };

export const ROOM_FIELDS = ['names', 'name', 'description'] as const;

const ROOM_TYPES = 'roomTypes' as const;

const roomTypesApi = injectPropertyEndpoints((property) => ({
  listRoomTypes: property.listWith<ListOf<RoomType>>('/room/types', { with: 'rooms' }, ROOM_TYPES),
  getRoomType: property.readItem<RoomType>('/room/types', ROOM_TYPES),
  /** Names in the interface language: the language is part of the cache key. */
  listBedTypes: property.reference<BedTypeList>('/bed/types'),
  listAmenityCategories: property.reference<AmenityCategoryList>('/amenity/categories'),
  saveRoomType: property.save<CommandAnswer, { roomType: SaveRoomTypeRequest }>(
    '/room/types',
    'roomType',
    ROOM_TYPES,
  ),
  deleteRoomType: property.remove('/room/types', ROOM_TYPES),
  saveRooms: property.save<CommandAnswer, { rooms: SaveRoomsRequest }>(
    '/rooms',
    'rooms',
    ROOM_TYPES,
  ),
  deleteRoom: property.remove('/rooms', ROOM_TYPES),
  setAmenities: property.commandOn<CommandAnswer, { roomTypeId: string; amenities: string[] }>(
    'roomTypeId',
    (id) => `/amenities/${id}`,
    ROOM_TYPES,
  ),
  setRoomTypeImages: property.commandOn<CommandAnswer, { roomTypeId: string; images: string[] }>(
    'roomTypeId',
    (id) => `/room/types/${id}/images`,
    ROOM_TYPES,
  ),
}));

export const {
  useListRoomTypesQuery,
  useGetRoomTypeQuery,
  useListBedTypesQuery,
  useListAmenityCategoriesQuery,
  useSaveRoomTypeMutation,
  useDeleteRoomTypeMutation,
  useSaveRoomsMutation,
  useDeleteRoomMutation,
  useSetAmenitiesMutation,
  useSetRoomTypeImagesMutation,
} = roomTypesApi;
