import type { ReadStore } from '@hotel/infra/read-store/port';
import { CALENDAR_IMPORT_HOLDS, type CalendarImportHoldDoc } from './calendar-import-documents';

/**
 * The sites' held holds a calendar range draws (docs/channels.md), shaped as its blocks: the
 * room is taken for those nights and the bar names the site. A conflicted hold takes nothing
 * and is not drawn (the calendar sync page lists the conflicts).
 */
export const calendarHoldBlocks = async (
  readStore: ReadStore,
  propertyId: string,
  { from, to }: { from: string; to: string },
) => {
  const docs = await readStore
    .collection<CalendarImportHoldDoc>(CALENDAR_IMPORT_HOLDS)
    .find(
      { propertyId, conflict: null, startDate: { $lt: to }, endDate: { $gte: from } },
      { sort: { startDate: 1, _id: 1 } },
    );
  return docs.map((doc) => ({
    id: doc._id,
    roomId: doc.roomId,
    roomTypeId: doc.roomTypeId,
    startDate: doc.startDate,
    endDate: doc.endDate,
    isTime: false,
    startTime: null,
    endTime: null,
    description: doc.channel,
  }));
};
