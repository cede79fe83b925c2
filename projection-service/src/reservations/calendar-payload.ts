import { daysBetween } from '@hotel/events/dates';
import { reservationStatuses, stayTypes } from '@hotel/events/reservations/events';
import type { CalendarBooking } from './projection';

/**
 * GET /api/calendar's stays, packed (docs/reservations.md, "The calendar's answer"): one array
 * per stay, its values in the order of `STAY_COLUMNS`; values that repeat are indexes into
 * tables sent once. The UI expands them back into `CalendarBooking`s
 * (ui/src/features/calendar/calendar-payload.ts).
 *
 * The projection writes each stay's part of its row that does not depend on the answer
 * (`PackedStay`), so an answer of thousands of stays joins strings: it turns only the drawn
 * values (room type, room, status, …) into indexes, once per distinct combination.
 */
export const STAY_COLUMNS = [
  /** Days after the answer's `from` (negative: before it). */
  'checkIn',
  'checkOut',
  /** Index into the answer's `roomTypes`, then `stays.otherRoomTypeIds`. */
  'roomType',
  /** Index into the answer's rooms (type by type, as listed), then `stays.otherRoomIds`; -1: none. */
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
  /** Only in the rows of stays made from a reservation request. */
  'resReqId',
] as const;

export interface CompactStays {
  columns: typeof STAY_COLUMNS;
  statuses: string[];
  stayTypes: string[];
  times: string[];
  sources: string[];
  /** Each source's English name (null: none), beside `sources`. */
  sourcesEn: (string | null)[];
  /** Room types and rooms the stays name that the answer's `roomTypes` no longer hold. */
  otherRoomTypeIds: string[];
  otherRoomIds: string[];
  /** Each row as JSON (`[…]`); `compactJson` splices them into the answer. */
  rows: string[];
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

type Drawn = [string, string | null, string, string, string, string, string, string?];

export const packStay = (b: CalendarBooking): PackedStay => {
  const drawn: Drawn = [
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
    ...(b.resReqId ? [b.resReqId] : []),
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
    JSON.parse(drawn) as Drawn;
  const [id, number, groupId, groupNumber, guestName, numberOfGuests, amount, balance, resReqId] =
    JSON.parse(`[${fixed}]`) as [
      string,
      number,
      string,
      number,
      string,
      number,
      number,
      number,
      string?,
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

/**
 * Packs `stays` (in the answer's order) for an answer starting at `from` whose room types and
 * rooms are `roomTypes`, in that order.
 */
export const compactStays = (
  from: string,
  roomTypes: readonly { id: string; rooms: readonly { id: string }[] }[],
  stays: readonly (PackedStay & { checkIn: string; checkOut: string })[],
): CompactStays => {
  const typeIds = roomTypes.map((type) => type.id);
  const roomIds = roomTypes.flatMap((type) => type.rooms.map((room) => room.id));
  const typeCount = typeIds.length;
  const roomCount = roomIds.length;
  const statuses: string[] = [...reservationStatuses];
  const kinds: string[] = [...stayTypes];
  const times: string[] = [];
  const sources: string[] = [];
  const sourcesEn: (string | null)[] = [];
  // A source is its name and English name together (two sources may share one of them).
  const sourceKeys: string[] = [];
  const [typeOf, roomOf, statusOf, kindOf, timeOf, sourceKeyOf] = [
    table(typeIds),
    table(roomIds),
    table(statuses),
    table(kinds),
    table(times),
    table(sourceKeys),
  ];
  const sourceOf = (name: string, nameEn: string | undefined): number => {
    const position = sourceKeyOf(JSON.stringify([name, nameEn ?? null]));
    if (position === sources.length) {
      sources.push(name);
      sourcesEn.push(nameEn ?? null);
    }
    return position;
  };
  const indexes = new Map<string, string>();
  const indexesOf = (drawn: string): string => {
    let text = indexes.get(drawn);
    if (text === undefined) {
      const [type, room, status, kind, arrival, exit, source, sourceEn] = JSON.parse(
        drawn,
      ) as Drawn;
      text = [
        typeOf(type),
        room === null ? -1 : roomOf(room),
        statusOf(status),
        kindOf(kind),
        timeOf(arrival),
        timeOf(exit),
        sourceOf(source, sourceEn),
      ].join(',');
      indexes.set(drawn, text);
    }
    return text;
  };
  const offsets = new Map<string, number>();
  const offsetOf = (date: string): number => {
    let offset = offsets.get(date);
    if (offset === undefined) {
      offset = daysBetween(from, date);
      offsets.set(date, offset);
    }
    return offset;
  };
  const rows = stays.map(
    (stay) =>
      `[${offsetOf(stay.checkIn)},${offsetOf(stay.checkOut)},${indexesOf(stay.drawn)},${stay.fixed}]`,
  );
  return {
    columns: STAY_COLUMNS,
    statuses,
    stayTypes: kinds,
    times,
    sources,
    sourcesEn,
    otherRoomTypeIds: typeIds.slice(typeCount),
    otherRoomIds: roomIds.slice(roomCount),
    rows,
  };
};

/** An answer as JSON, its `stays.rows` spliced in as they are (already JSON). */
export const compactJson = <T extends { stays: CompactStays }>({ stays, ...rest }: T): string => {
  const { rows, ...tables } = stays;
  const head = JSON.stringify({ ...rest, stays: tables }).slice(0, -2);
  return `${head},"rows":[${rows.join(',')}]}}`;
};
