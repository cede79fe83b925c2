import { addDays } from '../dates';

/**
 * GET /api/calendar's packed stays (docs/reservations.md, "The calendar's answer"), and their
 * expansion into the objects the calendar draws. One array per stay, its values in the order
 * `columns` names; values that repeat are indexes into tables sent once. Self-contained (no
 * app imports) so the server's tests can check the round trip.
 */
export interface CompactStays {
  /**
   * The row's fields in order; the last ones (`resReqId`, then `segments`) only in rows that
   * have them (`resReqId` null in a row with segments and no request).
   */
  columns: readonly string[];
  /** Rows give their dates as days after this one. */
  dayZero: string;
  /** What the rows' room type and room indexes point to. */
  roomTypeIds: readonly string[];
  roomIds: readonly string[];
  statuses: readonly string[];
  stayTypes: readonly string[];
  times: readonly string[];
  sources: readonly string[];
  /** Each source's English name (null: none), beside `sources`. */
  sourcesEn: readonly (string | null)[];
  rows: readonly (readonly CompactValue[])[];
}

/** An earlier room of a stay, packed: `[roomId, fromDay, toDay]` (days after `dayZero`). */
export type CompactSegment = readonly [string, number, number];

/** One value of a packed row. */
export type CompactValue = string | number | null | readonly CompactSegment[];

/** An earlier room of a stay that moved mid-stay: the nights `from` up to `to` in `roomId`. */
export interface StaySegment {
  roomId: string;
  from: string;
  to: string;
}

/** A stay as the calendar draws it (`CalendarBooking`), generic in its status and stay type. */
export interface ExpandedStay<Status extends string, Stay extends string> {
  id: string;
  number: number;
  groupId: string;
  groupNumber: number;
  roomTypeId: string;
  roomId: string | null;
  status: Status;
  stayType: Stay;
  checkIn: string;
  checkOut: string;
  arrivalTime: string;
  exitTime: string;
  guestName: string;
  numberOfGuests: number;
  amount: number;
  balance: number;
  sourceName: string;
  sourceNameEn?: string;
  resReqId?: string;
  /**
   * The rooms slept in before a mid-stay move, oldest first; `roomId` holds from the last
   * one's `to` to `checkOut`. Absent when the stay never moved mid-stay.
   */
  segments?: StaySegment[];
}

/** The calendar answer as sent: everything but the stays as the UI reads it. */
export type CompactCalendar<Wide extends { bookings: unknown }> = Omit<Wide, 'bookings'> & {
  stays: CompactStays;
};

const column = (stays: CompactStays, name: string): number => {
  const position = stays.columns.indexOf(name);
  if (position < 0) throw new Error(`calendar answer without the column ${name}`);
  return position;
};

/** The stays of an answer as the objects the server's calendar once sent whole. */
export const expandStays = <Status extends string, Stay extends string>(
  stays: CompactStays,
): ExpandedStay<Status, Stay>[] => {
  const { roomTypeIds: typeIds, roomIds } = stays;
  const at = (name: string) => column(stays, name);
  const [id, number, groupId, groupNumber, roomType, room, status, stayType] = [
    at('id'),
    at('number'),
    at('groupId'),
    at('groupNumber'),
    at('roomType'),
    at('room'),
    at('status'),
    at('stayType'),
  ];
  const [checkIn, checkOut, arrivalTime, exitTime, guestName, guests, amount, balance] = [
    at('checkInDay'),
    at('checkOutDay'),
    at('arrivalTime'),
    at('exitTime'),
    at('guestName'),
    at('numberOfGuests'),
    at('amount'),
    at('balance'),
  ];
  const [source, resReqId] = [at('source'), at('resReqId')];
  // Optional: an answer from before mid-stay moves has no such column.
  const segmentsAt = stays.columns.indexOf('segments');
  const dates = new Map<number, string>();
  const dateAt = (offset: number) => {
    let date = dates.get(offset);
    if (date === undefined) {
      date = addDays(stays.dayZero, offset);
      dates.set(offset, date);
    }
    return date;
  };
  const text = (value: CompactValue | undefined) => String(value);
  const count = (value: CompactValue | undefined) => Number(value);
  const entry = <T>(list: readonly T[], index: CompactValue | undefined): T => {
    const value = list[Number(index)];
    if (value === undefined) throw new Error(`calendar answer: no entry ${String(index)}`);
    return value;
  };
  return stays.rows.map((row) => {
    const roomIndex = count(row[room]);
    const stay: ExpandedStay<Status, Stay> = {
      id: text(row[id]),
      number: count(row[number]),
      groupId: text(row[groupId]),
      groupNumber: count(row[groupNumber]),
      roomTypeId: entry(typeIds, row[roomType]),
      roomId: roomIndex < 0 ? null : entry(roomIds, roomIndex),
      status: entry(stays.statuses, row[status]) as Status,
      stayType: entry(stays.stayTypes, row[stayType]) as Stay,
      checkIn: dateAt(count(row[checkIn])),
      checkOut: dateAt(count(row[checkOut])),
      arrivalTime: entry(stays.times, row[arrivalTime]),
      exitTime: entry(stays.times, row[exitTime]),
      guestName: text(row[guestName]),
      numberOfGuests: count(row[guests]),
      amount: count(row[amount]),
      balance: count(row[balance]),
      sourceName: entry(stays.sources, row[source]),
    };
    const sourceEn = stays.sourcesEn[Number(row[source])];
    if (sourceEn) stay.sourceNameEn = sourceEn;
    const request = row[resReqId];
    if (typeof request === 'string') stay.resReqId = request;
    const segments = segmentsAt < 0 ? undefined : row[segmentsAt];
    if (Array.isArray(segments) && segments.length > 0) {
      stay.segments = (segments as readonly CompactSegment[]).map(([roomId, from, to]) => ({
        roomId: String(roomId),
        from: dateAt(Number(from)),
        to: dateAt(Number(to)),
      }));
    }
    return stay;
  });
};
