import type {
  CalendarAllotted,
  CalendarBlock,
  CalendarBooking,
  CalendarRoom,
  CalendarRoomType,
  ReservationStatus,
} from '../../shared/reservations/reservations-api';
import { DAY_MINUTES, addDays, datesFrom, daysBetween, minutesOfTime, mondayOf } from './dates';

/**
 * The reservation calendar's model, free of React: which dates a view shows, where a stay sits
 * on the time axis, the rows (room types and their rooms) and their heights, filters, free rooms
 * and what a click on empty cells turns into (what a drag asks of a booking is in ./moves).
 */

export const CALENDAR_VIEWS = ['day', 'week', 'month'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** Days each view shows (settings spec §9: week 7, month 30). */
export const VIEW_DAYS: Record<CalendarView, number> = { day: 1, week: 7, month: 30 };

/** Width of a day in the week and month views (settings spec §9: slot width 120). */
export const SLOT_WIDTH = 120;
/** Width of an hour in the day view (the day is drawn as its 24 hours). */
export const HOUR_WIDTH = 60;
/**
 * The hour the day view opens at: the front desk's working day, from an hour before the
 * earlier of check-out and check-in (08:00 at the latest), so the day's departures and
 * arrivals are on screen rather than the night's empty hours.
 */
export const dayViewStartHour = (
  checkOutTime: string | null | undefined,
  checkInTime: string | null | undefined,
): number => {
  const times = [minutesOfTime(checkOutTime), minutesOfTime(checkInTime)].filter(
    (minutes): minutes is number => minutes !== null,
  );
  const earliestHour = Math.floor(Math.min(9 * 60, ...times) / 60);
  return Math.max(0, earliestHour - 1);
};

/** The sticky column of room names. */
export const ROOM_COLUMN = 184;
export const HEADER_HEIGHT = 52;
export const TYPE_ROW_HEIGHT = 36;
export const ROOM_ROW_HEIGHT = 44;
/** The narrowest a bar is drawn (a two-hour stay in the month view is still clickable). */
const MIN_BAR_WIDTH = 14;
/** Night stays hold the room from noon of arrival to noon of departure. */
const NOON = 720;

export interface VisibleRange {
  view: CalendarView;
  /** First date shown. */
  from: string;
  /** The day after the last date shown (the calendar query's exclusive end). */
  to: string;
  dates: string[];
}

/**
 * The dates a view shows for a chosen date: the day itself; the week (Monday first) that
 * holds it; or 30 days from it.
 */
export const rangeOf = (view: CalendarView, date: string): VisibleRange => {
  const from = view === 'week' ? mondayOf(date) : date;
  const days = VIEW_DAYS[view];
  return { view, from, to: addDays(from, days), dates: datesFrom(from, days) };
};

/** The time axis: pixels per day and the whole width of the dates. */
export interface Scale {
  from: string;
  days: number;
  dayWidth: number;
  /** The width of one drawn column: an hour in the day view, a day in the others. */
  columnWidth: number;
  width: number;
}

/**
 * The width of each of `count` columns in `room` pixels, at least `least`: as many whole
 * columns as fit share the room, so the scrolled area ends on a column's edge rather than
 * half-way through one (a hundredth of a pixel below the share, never a pixel past the room).
 * Unmeasured (no room yet, or none at all) the columns are `least` wide.
 */
export const columnWidthOf = (room: number, count: number, least: number): number => {
  const fit = Math.min(count, Math.floor(room / least));
  if (fit < 1) return least;
  return Math.floor((room / fit) * 100) / 100;
};

/**
 * The time axis of a range; `available` is the width of the scrolled area. Its columns (days;
 * the day view's hours) are at least the spec's slot width (120 px a day, 60 px an hour) and
 * end on a whole column at the area's right edge: the week's seven days fill the area when
 * they fit, otherwise as many whole days as fit share it and the rest is scrolled to; the
 * month's 30 days and the day's 24 hours likewise. Unmeasured (`available` 0), the slot widths.
 */
export const scaleOf = (range: VisibleRange, available = 0): Scale => {
  const room = available - ROOM_COLUMN;
  const columnWidth =
    range.view === 'day'
      ? columnWidthOf(room, 24, HOUR_WIDTH)
      : columnWidthOf(room, range.dates.length, SLOT_WIDTH);
  const dayWidth = range.view === 'day' ? 24 * columnWidth : columnWidth;
  return {
    from: range.from,
    days: range.dates.length,
    dayWidth,
    columnWidth,
    width: dayWidth * range.dates.length,
  };
};

type Stay = Pick<CalendarBooking, 'stayType' | 'checkIn' | 'checkOut' | 'arrivalTime' | 'exitTime'>;

/**
 * Where a stay holds its room, in minutes from `from` at midnight: night stays noon to noon
 * (so a departure and an arrival on one date meet in the middle of its day); day and time
 * stays from arrival to exit time (past midnight when the exit is earlier than the arrival).
 */
export const spanOf = (stay: Stay, from: string): { start: number; end: number } => {
  const inDay = daysBetween(from, stay.checkIn) * DAY_MINUTES;
  const outDay = daysBetween(from, stay.checkOut) * DAY_MINUTES;
  if (stay.stayType === 'night') return { start: inDay + NOON, end: outDay + NOON };
  const arrival = minutesOfTime(stay.arrivalTime) ?? NOON;
  const exit = minutesOfTime(stay.exitTime);
  const start = inDay + arrival;
  let end = exit === null ? start + 60 : outDay + exit;
  if (end <= start) end = exit !== null && exit < arrival ? end + DAY_MINUTES : start + 60;
  return { start, end };
};

/** Where a block takes its room: whole nights noon to noon, like a night stay, or its hours. */
export const blockSpanOf = (block: CalendarBlock, from: string): { start: number; end: number } => {
  const startDay = daysBetween(from, block.startDate) * DAY_MINUTES;
  const endDay = daysBetween(from, block.endDate) * DAY_MINUTES;
  if (!block.isTime) return { start: startDay + NOON, end: endDay + NOON };
  const start = startDay + (minutesOfTime(block.startTime ?? '') ?? 0);
  const end = endDay + (minutesOfTime(block.endTime ?? '') ?? 0);
  return { start, end: Math.max(end, start + 1) };
};

/**
 * The first block of a room that takes any of the nights `firstDay … lastDay` (day indexes from
 * `from`; a night runs noon to noon), so a selection over a block is refused before the stepper.
 */
export const blockOverNights = (
  blocks: readonly CalendarBlock[],
  from: string,
  firstDay: number,
  lastDay: number,
): CalendarBlock | undefined => {
  const start = firstDay * DAY_MINUTES + NOON;
  const end = (lastDay + 1) * DAY_MINUTES + NOON;
  return blocks.find((block) => {
    const span = blockSpanOf(block, from);
    return span.start < end && start < span.end;
  });
};

export interface BarBox {
  left: number;
  width: number;
  /** The stay began before the first date shown. */
  fromBefore: boolean;
  /** The stay goes on after the last date shown. */
  goesOn: boolean;
}

/** A stay's bar in pixels on the track, cut to the dates shown; null when outside them. */
export const barBoxOf = (span: { start: number; end: number }, scale: Scale): BarBox | null => {
  const total = scale.days * DAY_MINUTES;
  if (span.end <= 0 || span.start >= total) return null;
  const perMinute = scale.dayWidth / DAY_MINUTES;
  const start = Math.max(span.start, 0);
  const end = Math.min(span.end, total);
  const width = Math.max((end - start) * perMinute, MIN_BAR_WIDTH);
  const left = Math.min(start * perMinute, scale.width - width);
  return { left, width, fromBefore: span.start < 0, goesOn: span.end > total };
};

/**
 * One room's part of a booking. A stay moved mid-stay (docs/reservations.md, "Moving a guest in
 * the house") has its earlier rooms as `segments`: those nights were slept there and are
 * settled; the current room holds from the last segment's `to` to check-out. Every other
 * booking is one part, the whole stay.
 */
export interface StayPart {
  booking: CalendarBooking;
  roomId: string | null;
  from: string;
  to: string;
  /** Nights already slept in a room the guest has left (drawn muted, never dragged). */
  settled: boolean;
}

/** The first night in the booking's current room: the last segment's end, or the check-in. */
export const currentFromOf = (booking: CalendarBooking): string =>
  booking.segments?.[booking.segments.length - 1]?.to ?? booking.checkIn;

/** The booking's parts, oldest first: its earlier rooms (settled), then its current room. */
export const partsOf = (booking: CalendarBooking): StayPart[] => {
  const current = { booking, roomId: booking.roomId, to: booking.checkOut, settled: false };
  if (!booking.segments?.length) return [{ ...current, from: booking.checkIn }];
  return [
    ...booking.segments.map((segment) => ({ booking, ...segment, settled: true })),
    { ...current, from: currentFromOf(booking) },
  ];
};

/** Where a part holds its room (the whole stay's span when it is the whole stay). */
export const partSpanOf = (part: StayPart, from: string): { start: number; end: number } =>
  part.from === part.booking.checkIn && part.to === part.booking.checkOut
    ? spanOf(part.booking, from)
    : spanOf({ ...part.booking, checkIn: part.from, checkOut: part.to }, from);

/** A booking's part placed on its row: its bar and its lane (overlapping stays share the row). */
export interface PlacedBooking {
  booking: CalendarBooking;
  part: StayPart;
  box: BarBox;
  lane: number;
}

export interface PlacedRow {
  bookings: PlacedBooking[];
  lanes: number;
}

/** Puts a room's parts on lanes so overlapping ones (a no-show and its successor) both show. */
export const placeBookings = (parts: readonly StayPart[], scale: Scale): PlacedRow => {
  const items = parts
    .map((part) => {
      const span = partSpanOf(part, scale.from);
      const box = barBoxOf(span, scale);
      return box ? { part, span, box } : null;
    })
    .filter((item): item is NonNullable<typeof item> => item !== null)
    .sort((a, b) => a.span.start - b.span.start || a.part.booking.number - b.part.booking.number);
  const laneEnds: number[] = [];
  const placed = items.map(({ part, span, box }) => {
    let lane = laneEnds.findIndex((end) => end <= span.start);
    if (lane === -1) lane = laneEnds.length;
    laneEnds[lane] = span.end;
    return { booking: part.booking, part, box, lane };
  });
  return { bookings: placed, lanes: Math.max(1, laneEnds.length) };
};

/** The parts of the bookings by the room they are on (parts without a room left out). */
export const partsByRoom = (bookings: readonly CalendarBooking[]): Map<string, StayPart[]> => {
  const byRoom = new Map<string, StayPart[]>();
  for (const booking of bookings) {
    for (const part of partsOf(booking)) {
      if (part.roomId === null) continue;
      const list = byRoom.get(part.roomId);
      if (list) list.push(part);
      else byRoom.set(part.roomId, [part]);
    }
  }
  return byRoom;
};

export type Cleanliness = 'all' | 'clean' | 'dirty';

/** Statuses the filter offers: every one but canceled (canceled stays are never drawn). */
export const FILTER_STATUSES: readonly ReservationStatus[] = [
  'pending',
  'confirmed',
  'checked-in',
  'checked-out',
  'no-show',
];

export interface CalendarFilter {
  statuses: readonly ReservationStatus[];
  cleanliness: Cleanliness;
}

export const DEFAULT_FILTER: CalendarFilter = { statuses: FILTER_STATUSES, cleanliness: 'all' };

/** How many of the filter's choices differ from showing everything. */
export const activeFilterCount = (filter: CalendarFilter): number =>
  (filter.statuses.length < FILTER_STATUSES.length ? 1 : 0) +
  (filter.cleanliness === 'all' ? 0 : 1);

export const shownBookings = (
  bookings: readonly CalendarBooking[],
  filter: CalendarFilter,
): CalendarBooking[] =>
  bookings.filter((b) => b.status !== 'canceled' && filter.statuses.includes(b.status));

export type Row =
  | { kind: 'type'; roomType: CalendarRoomType; top: number; shownRooms: number }
  | { kind: 'room'; room: CalendarRoom; roomType: CalendarRoomType; top: number };

export interface RowLayout {
  rows: Row[];
  height: number;
}

/** The rows of the grid: each room type's header, then its rooms (as the filter allows). */
export const layoutRows = (
  roomTypes: readonly CalendarRoomType[],
  cleanliness: Cleanliness,
): RowLayout => {
  const rows: Row[] = [];
  let top = 0;
  for (const roomType of roomTypes) {
    const rooms = roomType.rooms.filter(
      (room) => cleanliness === 'all' || room.status === cleanliness,
    );
    if (rooms.length === 0 && cleanliness !== 'all') continue;
    rows.push({ kind: 'type', roomType, top, shownRooms: rooms.length });
    top += TYPE_ROW_HEIGHT;
    for (const room of rooms) {
      rows.push({ kind: 'room', room, roomType, top });
      top += ROOM_ROW_HEIGHT;
    }
  }
  return { rows, height: top };
};

/** The row at `y` pixels below the top of the rows (binary search; rows are in order). */
export const rowAt = (layout: RowLayout, y: number): Row | null => {
  if (y < 0 || y >= layout.height) return null;
  let low = 0;
  let high = layout.rows.length - 1;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if ((layout.rows[mid]?.top ?? 0) <= y) low = mid;
    else high = mid - 1;
  }
  return layout.rows[low] ?? null;
};

/** Statuses whose stays hold their room (operations docs: live = not canceled, not no-show). */
export const holdsRoom = (status: ReservationStatus): boolean =>
  status !== 'canceled' && status !== 'no-show';

/**
 * Free rooms of each room type per night shown: its rooms less the live night stays (assigned
 * or not) that cover the night, the blocks (and the sites' holds) that touch it, and the rooms
 * allotments still hold that night (`allotted`: a partner's pick-up is already one of the
 * stays and no longer allotted, so it counts once).
 */
export const freeByNight = (
  roomTypes: readonly CalendarRoomType[],
  bookings: readonly CalendarBooking[],
  dates: readonly string[],
  blocks: readonly CalendarBlock[] = [],
  allotted: readonly CalendarAllotted[] = [],
): Map<string, number[]> => {
  const free = new Map(roomTypes.map((rt) => [rt.id, dates.map(() => rt.rooms.length)]));
  const from = dates[0];
  if (from === undefined) return free;
  for (const booking of bookings) {
    if (booking.stayType !== 'night' || !holdsRoom(booking.status)) continue;
    const counts = free.get(booking.roomTypeId);
    if (!counts) continue;
    const first = Math.max(0, daysBetween(from, booking.checkIn));
    const last = Math.min(dates.length, daysBetween(from, booking.checkOut));
    for (let i = first; i < last; i += 1) counts[i] = (counts[i] ?? 0) - 1;
  }
  // A blocked room is not free on a night its block touches at all (a night runs noon to noon,
  // so a morning hour block takes the night before it, as the server counts it).
  const typeOfRoom = new Map(roomTypes.flatMap((rt) => rt.rooms.map((r) => [r.id, rt.id])));
  for (const block of blocks) {
    const counts = free.get(typeOfRoom.get(block.roomId) ?? '');
    if (!counts) continue;
    const span = blockSpanOf(block, from);
    for (let i = 0; i < dates.length; i += 1) {
      const night = i * DAY_MINUTES + NOON;
      if (span.start < night + DAY_MINUTES && night < span.end) counts[i] = (counts[i] ?? 0) - 1;
    }
  }
  for (const entry of allotted) {
    const counts = free.get(entry.roomTypeId);
    const i = daysBetween(from, entry.date);
    if (counts && i >= 0 && i < dates.length) counts[i] = (counts[i] ?? 0) - entry.rooms;
  }
  return free;
};

/**
 * Rooms of `roomType` with no live stay overlapping `booking` among the bookings loaded (the
 * server checks the rest of the stay when the room is assigned).
 */
export const freeRoomsFor = (
  booking: CalendarBooking,
  roomType: CalendarRoomType | undefined,
  bookings: readonly CalendarBooking[],
  blocks: readonly CalendarBlock[] = [],
): CalendarRoom[] => {
  if (!roomType) return [];
  const span = spanOf(booking, booking.checkIn);
  const overlaps = (other: { start: number; end: number }) =>
    other.start < span.end && span.start < other.end;
  // A stay moved mid-stay held its earlier rooms on their nights, and its room from then on.
  const taken = new Set(
    bookings
      .filter((other) => other.id !== booking.id && holdsRoom(other.status))
      .flatMap(partsOf)
      .filter((part) => part.roomId && overlaps(partSpanOf(part, booking.checkIn)))
      .map((part) => part.roomId),
  );
  for (const block of blocks) {
    if (overlaps(blockSpanOf(block, booking.checkIn))) taken.add(block.roomId);
  }
  return roomType.rooms.filter((room) => !taken.has(room.id));
};

/** Nights of a night stay (0 for day and time stays). */
export const nightsOf = (stay: { stayType: string; checkIn: string; checkOut: string }) =>
  stay.stayType === 'night' ? Math.max(0, daysBetween(stay.checkIn, stay.checkOut)) : 0;

/** The query of the new-reservation page for a range of empty cells of a room. */
export const newReservationQuery = (
  checkIn: string,
  checkOut: string,
  roomId: string,
  roomTypeId: string,
): string => new URLSearchParams({ checkIn, checkOut, roomId, roomTypeId, from: 'cl' }).toString();
