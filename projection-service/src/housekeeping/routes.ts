import {
  type GuardedRoutes,
  propertyCallerOf,
  propertyRoute,
} from '@hotel/infra/http/route-policy';
import type { ReadStore } from '@hotel/infra/read-store/port';
import { ROOM_TYPES, type RoomDoc, type RoomTypeDoc, ROOMS } from '../room-types/projection';
import { ROOM_CLEANLINESS, type RoomCleanlinessDoc } from './projection';
import { housekeepingResponse } from './responses';

/** Room numbers in natural order: "2" before "10". */
const naturally = new Intl.Collator('mn', { numeric: true, sensitivity: 'base' });

/** Each room's cleanliness record of a property, by room (rooms without one are clean). */
export const cleanlinessByRoom = async (
  readStore: ReadStore,
  propertyId: string,
): Promise<Map<string, RoomCleanlinessDoc>> => {
  const docs = await readStore
    .collection<RoomCleanlinessDoc>(ROOM_CLEANLINESS)
    .find({ propertyId });
  return new Map(docs.map((doc) => [doc._id, doc]));
};

/** The housekeeping screen: room types (priority first, then by name) with their rooms. */
export const housekeepingOf = async (readStore: ReadStore, propertyId: string) => {
  const [types, rooms, states] = await Promise.all([
    readStore.collection<RoomTypeDoc>(ROOM_TYPES).find({ propertyId }),
    readStore.collection<RoomDoc>(ROOMS).find({ propertyId }),
    cleanlinessByRoom(readStore, propertyId),
  ]);
  const roomTypes = types
    .sort(
      (a, b) => Number(b.isPriority) - Number(a.isPriority) || naturally.compare(a.name, b.name),
    )
    .map((type) => ({
      id: type._id,
      name: type.name,
      nameEn: type.nameEn ?? null,
      shortName: type.shortName,
      rooms: rooms
        .filter((room) => room.roomTypeId === type._id)
        .sort((a, b) => naturally.compare(a.name, b.name))
        .map((room) => {
          const state = states.get(room._id);
          return {
            id: room._id,
            name: room.name,
            status: state?.status ?? 'clean',
            changedAt: state?.changedAt ?? null,
            source: state?.source ?? null,
            reservationNumber: state?.reservationNumber ?? null,
          };
        }),
    }));
  return { roomTypes };
};

/** GET /api/housekeeping (docs/front-office.md). */
export const housekeepingQueries = (routes: GuardedRoutes, readStore: ReadStore): void => {
  routes.get('/housekeeping', propertyRoute('manage-room-cleans'), async (_req, res) => {
    res.json(await housekeepingOf(readStore, propertyCallerOf(res).propertyId));
  });
  routes.describe('get', '/housekeeping', { response: housekeepingResponse });
};
