import type { ReadStore } from '@hotel/infra/read-store/port';
import { BLOCKS, type BlockDoc } from './projection';

/** The blocks a calendar range draws: starting before `to`, ending on or after `from`. */
export const calendarBlocks = async (
  readStore: ReadStore,
  propertyId: string,
  { from, to }: { from: string; to: string },
) => {
  const docs = await readStore
    .collection<BlockDoc>(BLOCKS)
    .find(
      { propertyId, startDate: { $lt: to }, endDate: { $gte: from } },
      { sort: { startDate: 1 } },
    );
  return docs.map((doc) => ({
    id: doc._id,
    roomId: doc.roomId,
    roomTypeId: doc.roomTypeId,
    startDate: doc.startDate,
    endDate: doc.endDate,
    isTime: doc.isTime,
    startTime: doc.startTime,
    endTime: doc.endTime,
    description: doc.description,
  }));
};
