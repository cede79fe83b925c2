import type { ReadStore } from '@hotel/infra/read-store/port';
import { BLOCKS, type BlockDoc } from '../blocks/projection';
import { RESERVATIONS, type ReservationDoc } from '../reservations/documents';
import { ROOMS, type RoomDoc } from '../room-types/projection';
import { CALENDAR_IMPORT_HOLDS, type CalendarImportHoldDoc } from './calendar-import-documents';

/**
 * The booking sites' holds in conflict (docs/channels.md, "Conflicts on the dashboard and the
 * calendar"), from the calendar imports' read model, each with both parties named for the desk:
 * the site's event (site, UID, nights) and what held the room first — our reservation (number
 * and guest), our block (its description), another site's event, or the room type. `range`
 * (the calendar's): only the conflicts whose nights touch it; without it, all of them.
 */
export const holdConflicts = async (
  readStore: ReadStore,
  propertyId: string,
  range?: { from: string; to: string },
) => {
  const holds = await readStore.collection<CalendarImportHoldDoc>(CALENDAR_IMPORT_HOLDS).find(
    {
      propertyId,
      conflict: { $ne: null },
      ...(range ? { startDate: { $lt: range.to }, endDate: { $gte: range.from } } : {}),
    },
    { sort: { startDate: 1, _id: 1 } },
  );
  if (holds.length === 0) return [];
  const ids = (kind: 'stay' | 'block') =>
    holds.flatMap(({ conflict }) =>
      conflict?.with.kind === 'stay' && kind === 'stay'
        ? [conflict.with.reservationId]
        : conflict?.with.kind === 'block' && kind === 'block'
          ? [conflict.with.blockId]
          : [],
    );
  const stayIds = ids('stay');
  const blockIds = ids('block');
  const [rooms, stays, blocks] = await Promise.all([
    readStore
      .collection<RoomDoc>(ROOMS)
      .find({ propertyId, _id: { $in: [...new Set(holds.map((h) => h.roomId))] } }),
    stayIds.length === 0
      ? []
      : readStore
          .collection<ReservationDoc>(RESERVATIONS)
          .find({ propertyId, _id: { $in: stayIds } }, { projection: { number: 1, guestName: 1 } }),
    blockIds.length === 0
      ? []
      : readStore
          .collection<BlockDoc>(BLOCKS)
          .find({ propertyId, _id: { $in: blockIds } }, { projection: { description: 1 } }),
  ]);
  const roomName = new Map(rooms.map((room) => [room._id, room.name]));
  const stayOf = new Map(stays.map((stay) => [stay._id, stay]));
  const blockOf = new Map(blocks.map((block) => [block._id, block]));
  return holds.flatMap((hold) => {
    if (!hold.conflict) return [];
    const other = hold.conflict.with;
    const party =
      other.kind === 'stay'
        ? {
            ...other,
            number: other.number ?? stayOf.get(other.reservationId)?.number ?? null,
            guestName: stayOf.get(other.reservationId)?.guestName ?? null,
          }
        : other.kind === 'block'
          ? { ...other, description: blockOf.get(other.blockId)?.description ?? null }
          : other;
    return [
      {
        holdId: hold._id,
        importId: hold.feedId,
        roomId: hold.roomId,
        roomName: roomName.get(hold.roomId) ?? null,
        roomTypeId: hold.roomTypeId,
        channel: hold.channel,
        uid: hold.uid,
        startDate: hold.startDate,
        endDate: hold.endDate,
        date: hold.conflict.date,
        with: party,
      },
    ];
  });
};
