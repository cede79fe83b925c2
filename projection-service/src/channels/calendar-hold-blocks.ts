import type { ReadStore } from '@hotel/infra/read-store/port';
import { CALENDAR_IMPORT_HOLDS, type CalendarImportHoldDoc } from './calendar-import-documents';

/**
 * The sites' held holds a calendar range draws (docs/channels.md): `blocks`, shaped as its
 * blocks — the room is taken for those nights, so the calendar's free counts and room choices
 * take them as the server does — and `holds`, the same holds with their site, UID and import,
 * which the calendar draws as a hold's own bar. A conflicted hold takes nothing and is not
 * here (the calendar marks it as a conflict: channel-hold-conflicts.ts).
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
  return {
    blocks: docs.map((doc) => ({
      id: doc._id,
      roomId: doc.roomId,
      roomTypeId: doc.roomTypeId,
      startDate: doc.startDate,
      endDate: doc.endDate,
      isTime: false,
      startTime: null,
      endTime: null,
      description: doc.channel,
    })),
    holds: docs.map((doc) => ({
      id: doc._id,
      importId: doc.feedId,
      roomId: doc.roomId,
      channel: doc.channel,
      uid: doc.uid,
      startDate: doc.startDate,
      endDate: doc.endDate,
    })),
  };
};
