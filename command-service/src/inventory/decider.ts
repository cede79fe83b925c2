import type { SaveRoomType } from '@hotel/events/inventory/commands';
import type { InventoryEvent, RoomTypeFields } from '@hotel/events/inventory/events';
import { isImageOf } from '@hotel/events/images';
import { amenityOrder } from '@hotel/events/reference/amenities';
import { NotFound, RuleBroken } from '@hotel/events/rule-broken';
import type { Aggregate } from '../pipeline/aggregate';

/**
 * The rooms of one property: room types (with their amenities and images) and rooms. Rules:
 *  - room numbers are unique in the property (compared trimmed, ignoring case);
 *  - room type names are unique in the property;
 *  - a room type that still has rooms is not deleted (reservations will name its rooms);
 *  - images are the property's own uploads;
 *  - the priority switch records when it was switched on, and forgets it when switched off.
 */
export interface RoomTypeState extends RoomTypeFields {
  readonly id: string;
  readonly amenityIds: readonly string[];
  readonly images: readonly string[];
}

export interface RoomState {
  readonly id: string;
  readonly roomTypeId: string;
  readonly name: string;
  readonly description: string | null;
}

export interface InventoryState {
  readonly roomTypes: ReadonlyMap<string, RoomTypeState>;
  readonly rooms: ReadonlyMap<string, RoomState>;
}

const fieldsOf = <T extends RoomTypeFields>(data: T): RoomTypeFields => ({
  name: data.name,
  nameEn: data.nameEn,
  shortName: data.shortName,
  shortNameEn: data.shortNameEn ?? null,
  window: data.window,
  defaultPrice: data.defaultPrice,
  priceDayUse: data.priceDayUse,
  hasTime: data.hasTime,
  priceTime: data.priceTime,
  priceTimeCount: data.priceTimeCount,
  occupancy: data.occupancy,
  occupancyChildren: data.occupancyChildren,
  hasExtraBed: data.hasExtraBed,
  extraBeds: data.extraBeds,
  bedTypeId: data.bedTypeId,
  floorSize: data.floorSize,
  description: data.description,
  descriptionEn: data.descriptionEn,
  byPerson: data.byPerson,
  isPriority: data.isPriority,
  updatedAtIsPriority: data.updatedAtIsPriority,
});

const withRoomType = (state: InventoryState, roomType: RoomTypeState): InventoryState => ({
  ...state,
  roomTypes: new Map(state.roomTypes).set(roomType.id, roomType),
});

export const inventory: Aggregate<InventoryState, InventoryEvent> = {
  cached: true,
  initialState: () => ({ roomTypes: new Map(), rooms: new Map() }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'RoomTypeAdded':
        return withRoomType(state, {
          ...fieldsOf(event.data),
          id: event.data.roomTypeId,
          amenityIds: [],
          images: [],
        });
      case 'RoomTypeChanged': {
        const before = state.roomTypes.get(event.data.roomTypeId);
        if (!before) return state;
        return withRoomType(state, { ...before, ...fieldsOf(event.data) });
      }
      case 'RoomTypeRemoved': {
        const roomTypes = new Map(state.roomTypes);
        roomTypes.delete(event.data.roomTypeId);
        return { ...state, roomTypes };
      }
      case 'RoomsAdded': {
        const rooms = new Map(state.rooms);
        for (const room of event.data.rooms) {
          rooms.set(room.roomId, {
            id: room.roomId,
            roomTypeId: event.data.roomTypeId,
            name: room.name,
            description: null,
          });
        }
        return { ...state, rooms };
      }
      case 'RoomChanged':
        return {
          ...state,
          rooms: new Map(state.rooms).set(event.data.roomId, {
            id: event.data.roomId,
            roomTypeId: event.data.roomTypeId,
            name: event.data.name,
            description: event.data.description,
          }),
        };
      case 'RoomRemoved': {
        const rooms = new Map(state.rooms);
        rooms.delete(event.data.roomId);
        return { ...state, rooms };
      }
      case 'RoomTypeAmenitiesSet': {
        const before = state.roomTypes.get(event.data.roomTypeId);
        return before
          ? withRoomType(state, { ...before, amenityIds: event.data.amenityIds })
          : state;
      }
      case 'RoomTypeImagesSet': {
        const before = state.roomTypes.get(event.data.roomTypeId);
        return before ? withRoomType(state, { ...before, images: event.data.images }) : state;
      }
      default: {
        const unexpected: never = event;
        return unexpected;
      }
    }
  },
};

/** How room numbers and names are compared: trimmed, NFC, ignoring case. */
const keyOf = (name: string): string => name.trim().normalize('NFC').toLocaleLowerCase();

const roomTypeOf = (state: InventoryState, id: string): RoomTypeState => {
  const found = state.roomTypes.get(id);
  if (!found) throw new NotFound('roomType');
  return found;
};

const roomOf = (state: InventoryState, id: string): RoomState => {
  const found = state.rooms.get(id);
  if (!found) throw new NotFound('room');
  return found;
};

/**
 * Refuses room numbers that repeat within `names` or match a room of the property (other than
 * the rooms in `except`), under `field`.
 */
const checkRoomNumbers = (
  state: InventoryState,
  names: readonly string[],
  field: string,
  except: ReadonlySet<string> = new Set(),
): void => {
  const taken = new Set(
    [...state.rooms.values()]
      .filter((room) => !except.has(room.id))
      .map((room) => keyOf(room.name)),
  );
  for (const name of names) {
    const key = keyOf(name);
    if (taken.has(key)) throw new RuleBroken('room.duplicateName', { name }, field);
    taken.add(key);
  }
};

const checkRoomTypeName = (state: InventoryState, id: string, name: string): void => {
  for (const other of state.roomTypes.values()) {
    if (other.id !== id && keyOf(other.name) === keyOf(name)) {
      throw new RuleBroken('roomType.nameTaken', {}, 'name');
    }
  }
};

export interface SaveRoomTypeCommand {
  readonly propertyId: string;
  readonly fields: SaveRoomType;
  /** The id a new room type gets. */
  readonly newId: string;
  /** The id of the new room at `index` of `fields.names`. */
  readonly roomIdAt: (index: number) => string;
  /** The moment of the command (the priority switch records it). */
  readonly now: string;
}

/**
 * Adds a room type, with its first rooms (`names`), or changes one (its rooms are then
 * changed through the room commands; `names` is ignored).
 */
export const saveRoomType = (
  command: SaveRoomTypeCommand,
  state: InventoryState,
): InventoryEvent[] => {
  const { propertyId, now } = command;
  const { id: existingId, names, ...input } = command.fields;
  const before = existingId ? roomTypeOf(state, existingId) : undefined;
  const roomTypeId = before?.id ?? command.newId;
  checkRoomTypeName(state, roomTypeId, input.name);
  const updatedAtIsPriority = !input.isPriority
    ? null
    : before?.isPriority && before.updatedAtIsPriority
      ? before.updatedAtIsPriority
      : now;
  const fields: RoomTypeFields = { ...input, updatedAtIsPriority };
  if (before) {
    const unchanged = JSON.stringify(fieldsOf(before)) === JSON.stringify(fieldsOf(fields));
    return unchanged
      ? []
      : [{ type: 'RoomTypeChanged', data: { ...fieldsOf(fields), propertyId, roomTypeId } }];
  }
  checkRoomNumbers(state, names, 'names');
  const events: InventoryEvent[] = [
    { type: 'RoomTypeAdded', data: { ...fieldsOf(fields), propertyId, roomTypeId } },
  ];
  if (names.length > 0) {
    events.push({
      type: 'RoomsAdded',
      data: {
        propertyId,
        roomTypeId,
        rooms: names.map((name, index) => ({ roomId: command.roomIdAt(index), name })),
      },
    });
  }
  return events;
};

/** Deletes a room type that has no rooms left. */
export const removeRoomType = (
  command: { propertyId: string; roomTypeId: string },
  state: InventoryState,
): InventoryEvent[] => {
  const roomType = roomTypeOf(state, command.roomTypeId);
  if ([...state.rooms.values()].some((room) => room.roomTypeId === roomType.id)) {
    throw new RuleBroken('roomType.hasRooms');
  }
  return [{ type: 'RoomTypeRemoved', data: command }];
};

/** Adds several rooms (room numbers) to a room type. */
export const addRooms = (
  command: {
    propertyId: string;
    roomTypeId: string;
    names: readonly string[];
    roomIdAt: (index: number) => string;
  },
  state: InventoryState,
): InventoryEvent[] => {
  const roomType = roomTypeOf(state, command.roomTypeId);
  checkRoomNumbers(state, command.names, 'names');
  return [
    {
      type: 'RoomsAdded',
      data: {
        propertyId: command.propertyId,
        roomTypeId: roomType.id,
        rooms: command.names.map((name, index) => ({ roomId: command.roomIdAt(index), name })),
      },
    },
  ];
};

/** Changes one room's number and description; with a room type, moves it there. */
export const changeRoom = (
  command: {
    propertyId: string;
    roomId: string;
    name: string;
    description: string | null;
    roomTypeId: string | null;
  },
  state: InventoryState,
): InventoryEvent[] => {
  const before = roomOf(state, command.roomId);
  const roomTypeId = command.roomTypeId ?? before.roomTypeId;
  roomTypeOf(state, roomTypeId);
  checkRoomNumbers(state, [command.name], 'name', new Set([before.id]));
  const after = { id: before.id, roomTypeId, name: command.name, description: command.description };
  if (JSON.stringify(after) === JSON.stringify(before)) return [];
  return [
    {
      type: 'RoomChanged',
      data: {
        propertyId: command.propertyId,
        roomId: before.id,
        roomTypeId,
        name: command.name,
        description: command.description,
      },
    },
  ];
};

export const removeRoom = (
  command: { propertyId: string; roomId: string },
  state: InventoryState,
): InventoryEvent[] => {
  const room = roomOf(state, command.roomId);
  return [{ type: 'RoomRemoved', data: { ...command, roomTypeId: room.roomTypeId } }];
};

/** Replaces a room type's amenities (kept in catalogue order). */
export const setAmenities = (
  command: { propertyId: string; roomTypeId: string; amenityIds: readonly string[] },
  state: InventoryState,
): InventoryEvent[] => {
  const roomType = roomTypeOf(state, command.roomTypeId);
  const amenityIds = amenityOrder(command.amenityIds);
  if (JSON.stringify(amenityIds) === JSON.stringify(roomType.amenityIds)) return [];
  return [
    {
      type: 'RoomTypeAmenitiesSet',
      data: { propertyId: command.propertyId, roomTypeId: roomType.id, amenityIds },
    },
  ];
};

/**
 * Sets a room type's images in display order: uploads of this property only (`exists` tells
 * whether an upload is stored; the route looks it up before deciding).
 */
export const setRoomTypeImages = (
  command: {
    propertyId: string;
    roomTypeId: string;
    images: readonly string[];
    exists: ReadonlySet<string>;
  },
  state: InventoryState,
): InventoryEvent[] => {
  const roomType = roomTypeOf(state, command.roomTypeId);
  const index = command.images.findIndex(
    (path) => !isImageOf(command.propertyId, path) || !command.exists.has(path),
  );
  if (index !== -1) throw new RuleBroken('image.unknown', {}, `images.${index}`);
  if (JSON.stringify(command.images) === JSON.stringify(roomType.images)) return [];
  return [
    {
      type: 'RoomTypeImagesSet',
      data: {
        propertyId: command.propertyId,
        roomTypeId: roomType.id,
        images: [...command.images],
      },
    },
  ];
};
