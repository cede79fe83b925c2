import type { Request } from 'express';
import { isUuid } from '@hotel/events/ids';
import { type Language, parseLanguage } from '@hotel/events/messages';
import { amenityCategories } from '@hotel/events/reference/amenities';
import { bedTypeById, bedTypes } from '@hotel/events/reference/bed-types';
import { NotFound } from '@hotel/events/rule-broken';
import {
  type GuardedRoutes,
  propertyCallerOf,
  propertyRoute,
} from '@hotel/infra/http/route-policy';
import type { ReadStore } from '@hotel/infra/read-store/port';
import { ROOM_TYPES, type RoomDoc, type RoomTypeDoc, ROOMS } from './projection';
import {
  amenityCategoryListResponse,
  bedTypeListResponse,
  roomListResponse,
  roomTypeListResponse,
  roomTypeWithRoomsResponse,
} from './responses';

/**
 * Room types are read by those who manage them, by rates and reservations (their forms
 * choose a room type and a room), and by blocks and housekeeping (rooms by type).
 */
const READ_ROOM_TYPES = propertyRoute(
  'manage-rooms',
  'manage-rates',
  'manage-reservations',
  'show-reservations',
  'manage-blocks',
  'manage-room-cleans',
);

/** Room numbers in natural order: "2" before "10", "A-2" before "A-10". */
const naturally = new Intl.Collator('mn', { numeric: true, sensitivity: 'base' });

const byName = <T extends { name: string }>(a: T, b: T) => naturally.compare(a.name, b.name);

/** Priority room types first (longest-standing priority first), then by name. */
const byPriorityThenName = (a: RoomTypeDoc, b: RoomTypeDoc) =>
  Number(b.isPriority) - Number(a.isPriority) ||
  (a.isPriority && b.isPriority
    ? (a.updatedAtIsPriority ?? '').localeCompare(b.updatedAtIsPriority ?? '')
    : 0) ||
  byName(a, b);

export interface RoomView {
  id: string;
  name: string;
  description: string | null;
}

const roomView = (room: RoomDoc): RoomView => ({
  id: room._id,
  name: room.name,
  description: room.description,
});

const roomTypeView = (doc: RoomTypeDoc, rooms: RoomDoc[], language: Language) => {
  const { _id, propertyId: _p, amenityIds, ...fields } = doc;
  const bedType = doc.bedTypeId ? bedTypeById(doc.bedTypeId) : undefined;
  return {
    id: _id,
    ...fields,
    bedType: bedType
      ? { id: bedType.id, name: bedType[language], bedCount: bedType.bedCount }
      : null,
    amenities: amenityIds,
    roomCount: rooms.length,
  };
};

/** `with=rooms`, `with=rooms,images` or `with[]=rooms`: the relations asked for. */
const relationsOf = (req: Request): Set<string> => {
  const raw = req.query.with;
  const values = Array.isArray(raw) ? raw : [raw];
  return new Set(
    values
      .flatMap((value) => (typeof value === 'string' ? value.split(',') : []))
      .map((v) => v.trim()),
  );
};

/**
 * GET /api/room/types (`with=rooms` adds each one's rooms), /room/types/:id (with rooms),
 * /rooms, and the reference lists /bed/types and /amenity/categories.
 */
export const roomTypeQueries = (routes: GuardedRoutes, readStore: ReadStore): void => {
  const roomTypes = readStore.collection<RoomTypeDoc>(ROOM_TYPES);
  const rooms = readStore.collection<RoomDoc>(ROOMS);

  const roomsByType = async (propertyId: string) => {
    const grouped = new Map<string, RoomDoc[]>();
    for (const room of await rooms.find({ propertyId })) {
      grouped.set(room.roomTypeId, [...(grouped.get(room.roomTypeId) ?? []), room]);
    }
    for (const list of grouped.values()) list.sort(byName);
    return grouped;
  };

  routes.get('/room/types', READ_ROOM_TYPES, async (req, res) => {
    const { propertyId } = propertyCallerOf(res);
    const language = parseLanguage(req.header('x-language'));
    const withRooms = relationsOf(req).has('rooms');
    const [docs, grouped] = await Promise.all([
      roomTypes.find({ propertyId }),
      roomsByType(propertyId),
    ]);
    const data = docs.sort(byPriorityThenName).map((doc) => {
      const own = grouped.get(doc._id) ?? [];
      const view = roomTypeView(doc, own, language);
      return withRooms ? { ...view, rooms: own.map(roomView) } : view;
    });
    res.json({ data, total: data.length });
  });

  routes.get('/room/types/:id', READ_ROOM_TYPES, async (req, res) => {
    const { propertyId } = propertyCallerOf(res);
    const id = String(req.params.id);
    const doc = isUuid(id) ? await roomTypes.findOne({ _id: id, propertyId }) : null;
    if (!doc) throw new NotFound('roomType');
    const own = (await rooms.find({ propertyId, roomTypeId: doc._id })).sort(byName);
    res.json({
      ...roomTypeView(doc, own, parseLanguage(req.header('x-language'))),
      rooms: own.map(roomView),
    });
  });

  routes.get('/rooms', READ_ROOM_TYPES, async (_req, res) => {
    const { propertyId } = propertyCallerOf(res);
    const [all, types] = await Promise.all([
      rooms.find({ propertyId }),
      roomTypes.find({ propertyId }),
    ]);
    const typeById = new Map(types.map((t) => [t._id, t]));
    const data = all.sort(byName).map((room) => {
      const type = typeById.get(room.roomTypeId);
      return {
        ...roomView(room),
        roomType: type ? { id: type._id, name: type.name, shortName: type.shortName } : null,
      };
    });
    res.json({ data, total: data.length });
  });

  routes.get('/bed/types', propertyRoute(), (req, res) => {
    const language = parseLanguage(req.header('x-language'));
    const data = bedTypes.map((b) => ({ id: b.id, name: b[language], bedCount: b.bedCount }));
    res.json({ data, total: data.length });
  });

  routes.get('/amenity/categories', propertyRoute(), (req, res) => {
    const language = parseLanguage(req.header('x-language'));
    const data = amenityCategories.map((category) => ({
      id: category.id,
      name: category[language],
      amenities: category.amenities.map((a) => ({ id: a.id, name: a[language] })),
    }));
    res.json({ data, total: data.length });
  });
  routes.describe('get', '/room/types', { response: roomTypeListResponse });
  routes.describe('get', '/room/types/:id', { response: roomTypeWithRoomsResponse });
  routes.describe('get', '/rooms', { response: roomListResponse });
  routes.describe('get', '/bed/types', { response: bedTypeListResponse });
  routes.describe('get', '/amenity/categories', { response: amenityCategoryListResponse });
};
