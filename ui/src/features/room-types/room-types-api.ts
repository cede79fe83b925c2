import { api } from '../../lib/api';
import type { components } from '../../lib/api-types.gen';
import {
  type CommandAnswer,
  removeOf,
  type ListOf,
  type OfProperty,
  onceAccepted,
  postCommand,
  type PropertyCommand,
  type RemoveCommand,
  propertyHeaders,
  readOf,
} from '../../lib/property-requests';

/**
 * What the room type queries answer, as the API's document declares it (generated:
 * ui/src/lib/api-types.gen.ts, `npm run api-types`; the schemas live in
 * projection-service/src/room-types/responses.ts).
 */
type Schemas = components['schemas'];
/** A room (room number) of a room type. */
export type Room = Schemas['Room'];
/** A room type as the server lists it (GET /api/room/types?with=rooms). */
export type RoomType = Schemas['RoomTypeWithRooms'];
export type BedType = Schemas['BedType'];
export type AmenityCategory = Schemas['AmenityCategory'];

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

type Command = PropertyCommand;

const ROOM_TYPES = 'roomTypes' as const;

const roomTypesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listRoomTypes: build.query<ListOf<RoomType>, OfProperty>({
      query: ({ slug }) => ({
        url: '/room/types',
        params: { with: 'rooms' },
        headers: propertyHeaders({ slug }),
      }),
      providesTags: [ROOM_TYPES],
    }),
    getRoomType: build.query<RoomType, OfProperty & { id: string }>({
      query: ({ slug, id }) => readOf(`/room/types/${encodeURIComponent(id)}`)({ slug }),
      providesTags: [ROOM_TYPES],
    }),
    /** Names in the interface language: the language is part of the cache key. */
    listBedTypes: build.query<ListOf<BedType>, OfProperty & { language: string }>({
      query: readOf('/bed/types'),
      keepUnusedDataFor: 600,
    }),
    listAmenityCategories: build.query<ListOf<AmenityCategory>, OfProperty & { language: string }>({
      query: readOf('/amenity/categories'),
      keepUnusedDataFor: 600,
    }),
    saveRoomType: build.mutation<CommandAnswer, Command & { roomType: SaveRoomTypeRequest }>({
      query: ({ roomType, ...command }) => postCommand('/room/types', roomType, command),
      invalidatesTags: onceAccepted(ROOM_TYPES),
    }),
    deleteRoomType: build.mutation<CommandAnswer, RemoveCommand>({
      query: removeOf('/room/types'),
      invalidatesTags: onceAccepted(ROOM_TYPES),
    }),
    saveRooms: build.mutation<CommandAnswer, Command & { rooms: SaveRoomsRequest }>({
      query: ({ rooms, ...command }) => postCommand('/rooms', rooms, command),
      invalidatesTags: onceAccepted(ROOM_TYPES),
    }),
    deleteRoom: build.mutation<CommandAnswer, RemoveCommand>({
      query: removeOf('/rooms'),
      invalidatesTags: onceAccepted(ROOM_TYPES),
    }),
    setAmenities: build.mutation<
      CommandAnswer,
      Command & { roomTypeId: string; amenities: string[] }
    >({
      query: ({ roomTypeId, amenities, ...command }) =>
        postCommand(`/amenities/${encodeURIComponent(roomTypeId)}`, { amenities }, command),
      invalidatesTags: onceAccepted(ROOM_TYPES),
    }),
    setRoomTypeImages: build.mutation<
      CommandAnswer,
      Command & { roomTypeId: string; images: string[] }
    >({
      query: ({ roomTypeId, images, ...command }) =>
        postCommand(`/room/types/${encodeURIComponent(roomTypeId)}/images`, { images }, command),
      invalidatesTags: onceAccepted(ROOM_TYPES),
    }),
  }),
});

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
