import { z } from 'zod';
import { addDays, startOfDay } from '@hotel/events/dates';
import { endNotBeforeStart, listQuerySchema } from '@hotel/events/list-query';
import {
  type GuardedRoutes,
  propertyCallerOf,
  propertyRoute,
} from '@hotel/infra/http/route-policy';
import type { Filter, ReadStore } from '@hotel/infra/read-store/port';
import { ROOM_TYPES, type RoomDoc, type RoomTypeDoc, ROOMS } from '../room-types/projection';
import { propertyDayOf } from '../reservations/routes';
import { BLOCKS, type BlockDoc } from './projection';
import { blockListResponse } from './responses';

const MANAGE_BLOCKS = propertyRoute('manage-blocks');

/** GET /api/blocks: which date the range is about, the range (both ends inclusive), paging. */
export const blockListQuerySchema = listQuerySchema
  .omit({ search: true })
  .extend({
    filterType: z
      .enum(['createdAt', 'startDate', 'endDate'], { error: 'validation.invalid' })
      .default('startDate'),
  })
  // The range rule runs whenever no field failed its type (zod's default), as it always has
  // on this list; the other lists check it only once every field is valid.
  .superRefine(endNotBeforeStart);
export type BlockListQuery = z.infer<typeof blockListQuerySchema>;

/** A block as the list and the calendar show it: with its room's and room type's names. */
const blockView = (
  doc: BlockDoc,
  rooms: ReadonlyMap<string, RoomDoc>,
  types: ReadonlyMap<string, RoomTypeDoc>,
) => ({
  id: doc._id,
  roomId: doc.roomId,
  roomName: rooms.get(doc.roomId)?.name ?? null,
  roomTypeId: doc.roomTypeId,
  roomTypeName: types.get(doc.roomTypeId)?.name ?? null,
  roomTypeNameEn: types.get(doc.roomTypeId)?.nameEn ?? null,
  startDate: doc.startDate,
  endDate: doc.endDate,
  isTime: doc.isTime,
  startTime: doc.startTime,
  endTime: doc.endTime,
  description: doc.description,
  createdAt: doc.createdAt,
});
export type BlockView = ReturnType<typeof blockView>;

const namesOf = async (readStore: ReadStore, propertyId: string) => {
  const [rooms, types] = await Promise.all([
    readStore.collection<RoomDoc>(ROOMS).find({ propertyId }),
    readStore.collection<RoomTypeDoc>(ROOM_TYPES).find({ propertyId }),
  ]);
  return {
    rooms: new Map(rooms.map((r) => [r._id, r])),
    types: new Map(types.map((t) => [t._id, t])),
  };
};

/** One page of the property's blocks, the latest start first. */
export const listBlocks = async (
  readStore: ReadStore,
  propertyId: string,
  query: BlockListQuery,
) => {
  const filter: Filter = { propertyId };
  if (query.start || query.end) {
    const range: Record<string, string> = {};
    if (query.filterType === 'createdAt') {
      const { timeZone } = await propertyDayOf(readStore, propertyId);
      if (query.start) range.$gte = startOfDay(query.start, timeZone);
      if (query.end) range.$lt = startOfDay(addDays(query.end, 1), timeZone);
    } else {
      if (query.start) range.$gte = query.start;
      if (query.end) range.$lte = query.end;
    }
    filter[query.filterType] = range;
  }
  const blocks = readStore.collection<BlockDoc>(BLOCKS);
  const paging =
    query.rowsPerPage > 0
      ? { skip: (query.page - 1) * query.rowsPerPage, limit: query.rowsPerPage }
      : {};
  const [docs, total, names] = await Promise.all([
    blocks.find(filter, { sort: { startDate: -1, createdAt: -1, _id: 1 }, ...paging }),
    blocks.countDocuments(filter),
    namesOf(readStore, propertyId),
  ]);
  return { data: docs.map((doc) => blockView(doc, names.rooms, names.types)), total };
};

/** GET /api/blocks (docs/front-office.md). */
export const blockQueries = (routes: GuardedRoutes, readStore: ReadStore): void => {
  routes.get('/blocks', MANAGE_BLOCKS, async (req, res) => {
    const query = blockListQuerySchema.parse(req.query);
    res.json(await listBlocks(readStore, propertyCallerOf(res).propertyId, query));
  });
  routes.describe('get', '/blocks', { response: blockListResponse });
};
