import { addDays, daysBetween } from '@hotel/events/dates';
import { reservationStatuses, stayTypes } from '@hotel/events/reservations/events';
import type { CalendarBooking } from './projection';

/**
 * GET /api/calendar's stays, packed (docs/reservations.md, "The calendar's answer"): one array
 * per stay, its values in the order of `STAY_COLUMNS`; values that repeat are indexes into
 * tables sent once. The UI expands them back into `CalendarBooking`s
 * (events/src/reservations/calendar-payload.ts).
 *
 * A row does not depend on the answer it is sent in: its dates are days after `DAY_ZERO`, and
 * its indexes point into the property's `StayTables`, which only grow. So the calendar keeps
 * each day's rows packed and compressed (calendar-cache.ts) and an answer joins them.
 */
export const STAY_COLUMNS = [
  /** Days after `stays.dayZero`. */
  'checkInDay',
  'checkOutDay',
  /** Index into `stays.roomTypeIds`. */
  'roomType',
  /** Index into `stays.roomIds`; -1: none. */
  'room',
  /** Index into `stays.statuses`. */
  'status',
  /** Index into `stays.stayTypes`. */
  'stayType',
  /** Indexes into `stays.times`. */
  'arrivalTime',
  'exitTime',
  /** Index into `stays.sources` (and `stays.sourcesEn`). */
  'source',
  'id',
  'number',
  'groupId',
  'groupNumber',
  'guestName',
  'numberOfGuests',
  'amount',
  'balance',
  /** Only in the rows of stays made from a reservation request (null when a later column follows). */
  'resReqId',
  /**
   * Only in the rows of stays that moved rooms mid-stay: the earlier rooms, oldest first, each
   * `[roomId, fromDay, toDay]` (days after `stays.dayZero`; the nights from `fromDay` up to
   * `toDay` in that room). The current room (`room`) holds from the last one's `toDay`.
   */
  'segments',
] as const;

/** A packed earlier room of a stay: `[roomId, fromDay, toDay]`. */
export type PackedSegment = [string, number, number];

/** The date rows count their days from. */
export const DAY_ZERO = '2000-01-01';

/** The tables of an answer's stays (everything but the rows). */
export interface StayTablesJson {
  columns: typeof STAY_COLUMNS;
  dayZero: string;
  roomTypeIds: string[];
  roomIds: string[];
  statuses: string[];
  stayTypes: string[];
  times: string[];
  sources: string[];
  /** Each source's English name (null: none), beside `sources`. */
  sourcesEn: (string | null)[];
}

/** The parts of a stay's row the projection writes once (calendar_stays). */
export interface PackedStay {
  /**
   * JSON of [roomTypeId, roomId, status, stayType, arrivalTime, exitTime, sourceName], and the
   * source's English name after them when it has one.
   */
  drawn: string;
  /** The row's values from `id` on, as JSON without the brackets. */
  fixed: string;
}

type DrawnValues = [string, string | null, string, string, string, string, string, string?];

export const packStay = (b: CalendarBooking): PackedStay => {
  const drawn: DrawnValues = [
    b.roomTypeId,
    b.roomId,
    b.status,
    b.stayType,
    b.arrivalTime,
    b.exitTime,
    b.sourceName,
  ];
  if (b.sourceNameEn) drawn.push(b.sourceNameEn);
  const fixed = [
    b.id,
    b.number,
    b.groupId,
    b.groupNumber,
    b.guestName,
    b.numberOfGuests,
    b.amount,
    b.balance,
    ...(b.resReqId || b.segments?.length ? [b.resReqId ?? null] : []),
    ...(b.segments?.length
      ? [
          b.segments.map((segment): PackedSegment => [
            segment.roomId,
            daysBetween(DAY_ZERO, segment.from),
            daysBetween(DAY_ZERO, segment.to),
          ]),
        ]
      : []),
  ];
  return { drawn: JSON.stringify(drawn), fixed: JSON.stringify(fixed).slice(1, -1) };
};

/** The booking a packed stay holds (tests, and anyone reading calendar_stays by hand). */
export const unpackStay = (
  { drawn, fixed }: PackedStay,
  checkIn: string,
  checkOut: string,
): CalendarBooking => {
  const [roomTypeId, roomId, status, stayType, arrivalTime, exitTime, sourceName, sourceNameEn] =
    JSON.parse(drawn) as DrawnValues;
  const [
    id,
    number,
    groupId,
    groupNumber,
    guestName,
    numberOfGuests,
    amount,
    balance,
    resReqId,
    segments,
  ] = JSON.parse(`[${fixed}]`) as [
    string,
    number,
    string,
    number,
    string,
    number,
    number,
    number,
    (string | null)?,
    PackedSegment[]?,
  ];
  return {
    id,
    number,
    groupId,
    groupNumber,
    roomTypeId,
    roomId,
    status: status as CalendarBooking['status'],
    stayType: stayType as CalendarBooking['stayType'],
    checkIn,
    checkOut,
    arrivalTime,
    exitTime,
    guestName,
    numberOfGuests,
    amount,
    balance,
    sourceName,
    ...(sourceNameEn ? { sourceNameEn } : {}),
    ...(typeof resReqId === 'string' ? { resReqId } : {}),
    ...(segments?.length
      ? {
          segments: segments.map(([roomId, from, to]) => ({
            roomId,
            from: addDays(DAY_ZERO, from),
            to: addDays(DAY_ZERO, to),
          })),
        }
      : {}),
  };
};

/** The position of each value in `list`, appended when first met. */
const table = (list: string[]) => {
  const positions = new Map<string, number>(list.map((value, index) => [value, index]));
  return (value: string): number => {
    let position = positions.get(value);
    if (position === undefined) {
      position = list.push(value) - 1;
      positions.set(value, position);
    }
    return position;
  };
};

const sourceKey = (name: string, nameEn: string | null | undefined) =>
  JSON.stringify([name, nameEn ?? null]);

/**
 * One property's tables of the values stays repeat (room types, rooms, statuses, stay types,
 * times, sources), which packs its stays' rows (`row`). Entries are only ever appended, so a
 * row packed earlier stays right with the tables as they are later.
 */
export class StayTables {
  private readonly roomTypeIds: string[];
  private readonly roomIds: string[];
  private readonly statuses: string[];
  private readonly stayTypes: string[];
  private readonly times: string[];
  private readonly sources: string[];
  private readonly sourcesEn: (string | null)[];
  /** A source is its name and English name together (two sources may share one of them). */
  private readonly sourceKeys: string[];
  private readonly typeOf: (value: string) => number;
  private readonly roomOf: (value: string) => number;
  private readonly statusOf: (value: string) => number;
  private readonly kindOf: (value: string) => number;
  private readonly timeOf: (value: string) => number;
  private readonly sourceKeyOf: (value: string) => number;
  /** `drawn` -> its indexes, as the row's JSON has them. */
  private readonly drawnIndexes = new Map<string, string>();
  private readonly days = new Map<string, number>();

  /** Empty tables, or tables as `json()` gave them (kept in a file between starts). */
  constructor(from?: StayTablesJson) {
    this.roomTypeIds = [...(from?.roomTypeIds ?? [])];
    this.roomIds = [...(from?.roomIds ?? [])];
    this.statuses = [...(from?.statuses ?? reservationStatuses)];
    this.stayTypes = [...(from?.stayTypes ?? stayTypes)];
    this.times = [...(from?.times ?? [])];
    this.sources = [...(from?.sources ?? [])];
    this.sourcesEn = [...(from?.sourcesEn ?? [])];
    this.sourceKeys = this.sources.map((name, i) => sourceKey(name, this.sourcesEn[i]));
    this.typeOf = table(this.roomTypeIds);
    this.roomOf = table(this.roomIds);
    this.statusOf = table(this.statuses);
    this.kindOf = table(this.stayTypes);
    this.timeOf = table(this.times);
    this.sourceKeyOf = table(this.sourceKeys);
  }

  /** How many distinct values the tables hold (the cache starts afresh past a bound). */
  get size(): number {
    return this.drawnIndexes.size + this.days.size;
  }

  private sourceOf(name: string, nameEn: string | undefined): number {
    const position = this.sourceKeyOf(sourceKey(name, nameEn));
    if (position === this.sources.length) {
      this.sources.push(name);
      this.sourcesEn.push(nameEn ?? null);
    }
    return position;
  }

  private indexesOf(drawn: string): string {
    let text = this.drawnIndexes.get(drawn);
    if (text === undefined) {
      const [type, room, status, kind, arrival, exit, source, sourceEn] = JSON.parse(
        drawn,
      ) as DrawnValues;
      text = [
        this.typeOf(type),
        room === null ? -1 : this.roomOf(room),
        this.statusOf(status),
        this.kindOf(kind),
        this.timeOf(arrival),
        this.timeOf(exit),
        this.sourceOf(source, sourceEn),
      ].join(',');
      this.drawnIndexes.set(drawn, text);
    }
    return text;
  }

  private dayOf(date: string): number {
    let day = this.days.get(date);
    if (day === undefined) {
      day = daysBetween(DAY_ZERO, date);
      this.days.set(date, day);
    }
    return day;
  }

  /** A stay's row, as JSON. */
  row(stay: PackedStay & { checkIn: string; checkOut: string }): string {
    return `[${this.dayOf(stay.checkIn)},${this.dayOf(stay.checkOut)},${this.indexesOf(stay.drawn)},${stay.fixed}]`;
  }

  /** The tables as they are now (an answer sends them with its rows). */
  json(): StayTablesJson {
    return {
      columns: STAY_COLUMNS,
      dayZero: DAY_ZERO,
      roomTypeIds: [...this.roomTypeIds],
      roomIds: [...this.roomIds],
      statuses: [...this.statuses],
      stayTypes: [...this.stayTypes],
      times: [...this.times],
      sources: [...this.sources],
      sourcesEn: [...this.sourcesEn],
    };
  }
}
