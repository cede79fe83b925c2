import { addDays, weekdayOf } from '@hotel/events/dates';
import type { ReadSession } from '@hotel/infra/read-store/port';
import type { ProjectedEvent } from '../runtime/projection';
import { packStay } from './calendar-payload';
import {
  CALENDAR_STAYS,
  CALENDAR_WEEKS,
  type CalendarBooking,
  type CalendarStayDoc,
  type CalendarWeekDoc,
  type ReservationDoc,
} from './documents';

/** The Monday of a date's week. */
export const weekOf = (date: string): string => addDays(date, 1 - weekdayOf(date));

/** The weeks (their Mondays) from `from`'s to `to`'s, both included. */
export const weeksBetween = (from: string, to: string): string[] => {
  const weeks: string[] = [];
  for (let week = weekOf(from); week <= to; week = addDays(week, 7)) weeks.push(week);
  return weeks;
};

export const calendarBookingOf = (doc: ReservationDoc): CalendarBooking => ({
  id: doc._id,
  number: doc.number,
  groupId: doc.groupId,
  groupNumber: doc.groupNumber,
  roomTypeId: doc.roomTypeClone.roomTypeId,
  roomId: doc.roomClone?.roomId ?? null,
  status: doc.status,
  stayType: doc.stayType,
  checkIn: doc.checkIn,
  checkOut: doc.checkOut,
  arrivalTime: doc.arrivalTime,
  exitTime: doc.exitTime,
  guestName: doc.guestName,
  numberOfGuests: doc.numberOfGuests,
  amount: doc.amount,
  balance: doc.balance,
  sourceName: doc.sourceClone.name,
  ...(doc.sourceClone.nameEn ? { sourceNameEn: doc.sourceClone.nameEn } : {}),
  ...(doc.resReqId ? { resReqId: doc.resReqId } : {}),
  ...(doc.roomSegments?.length
    ? {
        segments: doc.roomSegments.map((segment) => ({
          roomId: segment.roomClone.roomId,
          from: segment.from,
          to: segment.to,
        })),
      }
    : {}),
});

const calendarRowsOf = (doc: ReservationDoc): CalendarStayDoc[] => {
  if (doc.status === 'canceled') return [];
  const packed = packStay(calendarBookingOf(doc));
  return weeksBetween(doc.checkIn, doc.checkOut).map((week, index) => ({
    _id: `${doc._id}|${week}`,
    propertyId: doc.propertyId,
    week,
    first: index === 0,
    reservationId: doc._id,
    number: doc.number,
    checkIn: doc.checkIn,
    checkOut: doc.checkOut,
    ...packed,
  }));
};

const sameCalendarRow = (a: CalendarStayDoc, b: CalendarStayDoc): boolean =>
  a.drawn === b.drawn &&
  a.fixed === b.fixed &&
  a.checkIn === b.checkIn &&
  a.checkOut === b.checkOut &&
  a.number === b.number &&
  a.first === b.first &&
  a.propertyId === b.propertyId;

/** The event that changes a reservation: what its weeks are stamped with. */
export type StampedBy = Pick<ProjectedEvent, 'position' | 'id'>;

/**
 * A week's stamp: the position and the id of the event that last changed its rows. The id
 * tells two logs apart that reached the same position differently (a store restored from an
 * older backup, then written again), so a run kept outside the read store against its stamp
 * (calendar-cache.ts, in DATA_DIR/calendar-cache.sqlite) never matches rows it was not made
 * from.
 */
export const weekStamp = ({ position, id }: StampedBy): string => `${position}/${id}`;

/**
 * Writes a reservation's calendar rows (replacing those of `previous`): only the rows that
 * changed, and their weeks stamped by the event (`weekStamp`).
 */
export const saveCalendarRows = async (
  session: ReadSession,
  event: StampedBy,
  doc: ReservationDoc,
  previous: ReservationDoc | null,
): Promise<void> => {
  // Only the calendar rows that changed are written, and their weeks stamped.
  const rows = calendarRowsOf(doc);
  const before = new Map((previous ? calendarRowsOf(previous) : []).map((row) => [row._id, row]));
  const changed = rows.filter((row) => {
    const old = before.get(row._id);
    before.delete(row._id);
    return !old || !sameCalendarRow(old, row);
  });
  const gone = [...before.values()];
  if (changed.length === 0 && gone.length === 0) return;
  await session.collection<CalendarStayDoc>(CALENDAR_STAYS).bulkWrite([
    ...gone.map((row) => ({ deleteOne: { filter: { _id: row._id } } })),
    ...changed.map((row) => ({
      replaceOne: { filter: { _id: row._id }, replacement: row, upsert: true },
    })),
  ]);
  const weeks = new Set([...gone, ...changed].map((row) => row.week));
  await session.collection<CalendarWeekDoc>(CALENDAR_WEEKS).bulkWrite(
    [...weeks].map((week) => ({
      updateOne: {
        filter: { _id: `${doc.propertyId}|${week}` },
        update: { $set: { propertyId: doc.propertyId, week, stamp: weekStamp(event) } },
        upsert: true,
      },
    })),
  );
};
