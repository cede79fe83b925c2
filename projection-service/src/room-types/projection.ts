import type {
  InventoryEvent,
  RoomChanged,
  RoomRemoved,
  RoomsAdded,
  RoomTypeAdded,
  RoomTypeAmenitiesSet,
  RoomTypeFields,
  RoomTypeImagesSet,
  RoomTypeRemoved,
} from '@hotel/events/inventory/events';
import { inventoryEventTypes } from '@hotel/events/inventory/events';
import type { Document } from '@hotel/infra/read-store/port';
import type { Projection } from '../runtime/projection';

export const ROOM_TYPES = 'room_types';
export const ROOMS = 'rooms';

/** A room type of a property, with its amenities (ids) and images (paths, in order). */
export interface RoomTypeDoc extends Document, RoomTypeFields {
  propertyId: string;
  amenityIds: string[];
  images: string[];
}

/** A room (room number) of a property. */
export interface RoomDoc extends Document {
  propertyId: string;
  roomTypeId: string;
  name: string;
  description: string | null;
}

const fieldsOf = ({ propertyId: _p, roomTypeId: _r, ...fields }: RoomTypeAdded['data']) => fields;

/** Room types and rooms of every property (read model `roomTypes`). */
export const roomTypesProjection: Projection = {
  name: 'room-types',
  version: 1,
  collections: [ROOM_TYPES, ROOMS],
  readModels: ['roomTypes'],
  handles: inventoryEventTypes,
  setup: async (store) => {
    await store.collection(ROOM_TYPES).createIndex({ propertyId: 1 });
    await store.collection(ROOMS).createIndex({ propertyId: 1 });
  },
  apply: async (event, session) => {
    const roomTypes = session.collection<RoomTypeDoc>(ROOM_TYPES);
    const rooms = session.collection<RoomDoc>(ROOMS);
    const type = event.type as InventoryEvent['type'];
    switch (type) {
      case 'RoomTypeAdded': {
        const data = event.data as RoomTypeAdded['data'];
        await roomTypes.replaceOne(
          { _id: data.roomTypeId },
          {
            _id: data.roomTypeId,
            propertyId: data.propertyId,
            ...fieldsOf(data),
            amenityIds: [],
            images: [],
          },
          { upsert: true },
        );
        return;
      }
      case 'RoomTypeChanged': {
        const data = event.data as RoomTypeAdded['data'];
        await roomTypes.updateOne({ _id: data.roomTypeId }, { $set: fieldsOf(data) });
        return;
      }
      case 'RoomTypeRemoved': {
        const data = event.data as RoomTypeRemoved['data'];
        await roomTypes.deleteOne({ _id: data.roomTypeId });
        await rooms.deleteMany({ propertyId: data.propertyId, roomTypeId: data.roomTypeId });
        return;
      }
      case 'RoomsAdded': {
        const data = event.data as RoomsAdded['data'];
        await rooms.bulkWrite(
          data.rooms.map((room) => ({
            replaceOne: {
              filter: { _id: room.roomId },
              replacement: {
                _id: room.roomId,
                propertyId: data.propertyId,
                roomTypeId: data.roomTypeId,
                name: room.name,
                description: null,
              },
              upsert: true,
            },
          })),
        );
        return;
      }
      case 'RoomChanged': {
        const data = event.data as RoomChanged['data'];
        await rooms.replaceOne(
          { _id: data.roomId },
          {
            _id: data.roomId,
            propertyId: data.propertyId,
            roomTypeId: data.roomTypeId,
            name: data.name,
            description: data.description,
          },
          { upsert: true },
        );
        return;
      }
      case 'RoomRemoved': {
        const data = event.data as RoomRemoved['data'];
        await rooms.deleteOne({ _id: data.roomId });
        return;
      }
      case 'RoomTypeAmenitiesSet': {
        const data = event.data as RoomTypeAmenitiesSet['data'];
        await roomTypes.updateOne(
          { _id: data.roomTypeId },
          { $set: { amenityIds: data.amenityIds } },
        );
        return;
      }
      case 'RoomTypeImagesSet': {
        const data = event.data as RoomTypeImagesSet['data'];
        await roomTypes.updateOne({ _id: data.roomTypeId }, { $set: { images: data.images } });
        return;
      }
      default: {
        const unexpected: never = type;
        return unexpected;
      }
    }
  },
};
