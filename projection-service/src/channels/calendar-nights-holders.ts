import type { ReadSession } from '@hotel/infra/read-store/port';
import {
  CALENDAR_EXPORT_HOLDERS,
  CALENDAR_EXPORT_ROOM_NIGHTS,
  type HolderDoc,
  type HolderFields,
  type RoomNightsDoc,
} from './calendar-export-documents';

// Writing the holders of `calendar-export-nights` and their rooms' nights (docs/channels.md).

const sameNights = (a: HolderFields, b: HolderFields): boolean =>
  a.from === b.from &&
  a.to === b.to &&
  a.roomTypeId === b.roomTypeId &&
  a.quantity === b.quantity &&
  JSON.stringify(a.rooms) === JSON.stringify(b.rooms);

export const holders = (session: ReadSession) =>
  session.collection<HolderDoc>(CALENDAR_EXPORT_HOLDERS);

/**
 * Writes a holder and its rooms' nights. Its SEQUENCE counts the changes of its nights, room
 * type or rooms (and each release or taking up again); other changes leave it.
 */
export const saveHolder = async (session: ReadSession, next: HolderFields): Promise<void> => {
  const previous = await holders(session).findOne({ _id: next._id });
  const sequence = !previous
    ? 0
    : previous.live === next.live && (!next.live || sameNights(previous, next))
      ? previous.sequence
      : previous.sequence + 1;
  const doc: HolderDoc = { ...next, sequence };
  await holders(session).replaceOne({ _id: doc._id }, doc, { upsert: true });
  const before = previous?.live ? previous.rooms.length : 0;
  const rooms = doc.live ? doc.rooms : [];
  const nights = session.collection<RoomNightsDoc>(CALENDAR_EXPORT_ROOM_NIGHTS);
  const writes = [
    ...Array.from({ length: Math.max(0, before - rooms.length) }, (_, i) => ({
      deleteOne: { filter: { _id: `${doc._id}|${rooms.length + i}` } },
    })),
    ...rooms.map((room, n) => ({
      replaceOne: {
        filter: { _id: `${doc._id}|${n}` },
        replacement: {
          _id: `${doc._id}|${n}`,
          propertyId: doc.propertyId,
          roomId: room.roomId,
          holderId: doc._id,
          sourceId: doc.sourceId,
          from: room.from,
          to: room.to,
          sequence: doc.sequence,
          ...(doc.channel === undefined ? {} : { channel: doc.channel }),
          updatedAt: doc.updatedAt,
        },
        upsert: true,
      },
    })),
  ];
  if (writes.length > 0) await nights.bulkWrite(writes);
};

/** A holder no longer takes anything (a released stay, a removed block or hold). */
export const releaseHolder = async (
  session: ReadSession,
  id: string,
  at: string,
): Promise<void> => {
  const previous = await holders(session).findOne({ _id: id });
  if (!previous?.live) return;
  await saveHolder(session, { ...previous, live: false, updatedAt: at });
};
