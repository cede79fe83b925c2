import type { CalendarBlock, CalendarBooking } from '../../shared/reservations/reservations-api';
import { addDays } from './dates';
import { type Move, canMoveCheckIn, isChange, movedBy, resizedBy } from './moves';
import {
  type CalendarView,
  type Row,
  type RowLayout,
  type Scale,
  blockOverNights,
  rowAt,
} from './timeline';

/**
 * The grid's gestures as a state machine, free of React and of the DOM: a press starts a
 * gesture, each pointer move gives the gesture's next state and what the grid previews, and the
 * release says what the gesture asks for (cells for a new reservation, a move, or nothing).
 * Points are in the rows' own pixels: x from the first date, y from the first row.
 *
 * - On empty cells of a room (week and month views): press and drag across days to choose
 *   nights; the release books them, unless the room is blocked on one of them.
 * - On a booking's bar (or from the unassigned list): past a few pixels the press becomes a
 *   drag; the bar is previewed where it would go and the release proposes that move.
 * - On a bar's right edge: the drag changes the check-out.
 */

/** Empty cells of one room chosen for a new reservation. */
export interface CellRange {
  roomId: string;
  roomTypeId: string;
  checkIn: string;
  checkOut: string;
}

export type RoomRowOf = Extract<Row, { kind: 'room' }>;

/** A drag of a booking: its bar, its right edge, or a booking from the unassigned list. */
export interface BookingGesture {
  kind: 'move' | 'resize' | 'outside';
  booking: CalendarBooking;
  startX: number;
  startY: number;
  /** Past the threshold: a drag, not a click. */
  active: boolean;
}

/** A gesture in progress (the grid keeps it in a ref: pointer moves do not re-render the rows). */
export type Gesture = BookingGesture | { kind: 'select'; row: RoomRowOf; firstDay: number };

/** What the pointer is showing right now: cells being chosen, or where a booking would go. */
export type Preview =
  | { kind: 'select'; roomId: string; top: number; first: number; last: number }
  | { kind: 'move'; move: Move };

/** A point over the rows: x from the first date shown, y from the top of the rows. */
export interface Point {
  x: number;
  y: number;
}

/** What the machine needs of the grid as it is drawn now. */
export interface DragContext {
  layout: RowLayout;
  view: CalendarView;
  scale: Pick<Scale, 'days' | 'dayWidth'>;
  /** The first date shown. */
  from: string;
  blocksByRoom: ReadonlyMap<string, readonly CalendarBlock[]>;
}

/** What a released gesture asks for. */
export type Release =
  | { kind: 'none' }
  /** Nights of a room chosen for a new reservation. */
  | { kind: 'cells'; cells: CellRange }
  /** Nights chosen over a block of the room: said at once, nothing opens. */
  | { kind: 'blocked'; room: string; block: CalendarBlock }
  /**
   * A drag of a booking ended (the click that ends it must not open the booking): the move to
   * propose, or null when it changes nothing or has nowhere to go.
   */
  | { kind: 'dropped'; move: Move | null };

/** Pixels the pointer must travel before a press on a booking becomes a drag. */
export const DRAG_THRESHOLD = 4;

export const sameMove = (a: Move, b: Move): boolean =>
  a.booking.id === b.booking.id &&
  a.checkIn === b.checkIn &&
  a.checkOut === b.checkOut &&
  a.roomId === b.roomId;

/** The day (column of a date) under x, kept within the dates shown. */
export const dayAt = (x: number, scale: Pick<Scale, 'days' | 'dayWidth'>): number =>
  Math.min(scale.days - 1, Math.max(0, Math.floor(x / scale.dayWidth)));

/** A press on a booking's bar, on its right edge, or a drag from the unassigned list. */
export const pressBooking = (
  kind: BookingGesture['kind'],
  booking: CalendarBooking,
  at: Point,
): Gesture => ({ kind, booking, startX: at.x, startY: at.y, active: false });

/**
 * A press on empty cells: nights of a room start to be chosen (week and month views). Null
 * where nothing starts: the day view, the room column, a room type's row, below the rows.
 */
export const pressCells = (
  at: Point,
  context: DragContext,
): { gesture: Gesture; preview: Preview } | null => {
  if (context.view === 'day' || at.x < 0) return null;
  const row = rowAt(context.layout, at.y);
  if (row?.kind !== 'room') return null;
  const day = dayAt(at.x, context.scale);
  return {
    gesture: { kind: 'select', row, firstDay: day },
    preview: { kind: 'select', roomId: row.room.id, top: row.top, first: day, last: day },
  };
};

/**
 * The move a drag of a booking proposes with the pointer at `at`: its right edge changes the
 * check-out (not in the day view); its bar goes to the room under the pointer (a room type's
 * row keeps its room) and, in the week and month views, by whole days, unless the guest is in
 * the house (the check-in stays) or it came from the unassigned list (its dates stay).
 */
export const proposalOf = (g: BookingGesture, at: Point, context: DragContext): Move | null => {
  const { booking } = g;
  const days = Math.round((at.x - g.startX) / context.scale.dayWidth);
  if (g.kind === 'resize') return resizedBy(booking, context.view === 'day' ? 0 : days);
  const row = rowAt(context.layout, at.y);
  if (!row) return null;
  const target =
    row.kind === 'room'
      ? { roomId: row.room.id, roomTypeId: row.roomType.id }
      : { roomId: booking.roomId, roomTypeId: booking.roomTypeId };
  if (!target.roomId) return null;
  const shift = g.kind === 'outside' || context.view === 'day' || !canMoveCheckIn(booking);
  return movedBy(booking, shift ? 0 : days, target);
};

/** The gesture after the pointer moved to `at`: a press on a booking becomes a drag once it travelled. */
export const moved = (g: Gesture, at: Point): Gesture =>
  g.kind === 'select' || g.active || Math.hypot(at.x - g.startX, at.y - g.startY) < DRAG_THRESHOLD
    ? g
    : { ...g, active: true };

/** A booking being dragged (the page neither scrolls nor selects; the grid scrolls at its edges). */
export const isDragging = (g: Gesture): boolean => g.kind !== 'select' && g.active;

/**
 * What the grid previews with the pointer at `at`: the nights chosen so far, or where the
 * dragged booking would go (none where it cannot). The current preview is given back when
 * nothing changed, so the preview layer does not re-render on every pixel.
 */
export const previewAt = (
  g: Gesture,
  at: Point,
  context: DragContext,
  current: Preview | null,
): Preview | null => {
  if (g.kind === 'select') {
    const day = dayAt(at.x, context.scale);
    const first = Math.min(g.firstDay, day);
    const last = Math.max(g.firstDay, day);
    return current?.kind === 'select' && current.first === first && current.last === last
      ? current
      : { kind: 'select', roomId: g.row.room.id, top: g.row.top, first, last };
  }
  if (!g.active) return current;
  const next = proposalOf(g, at, context);
  if (!next) return null;
  return current?.kind === 'move' && sameMove(current.move, next)
    ? current
    : { kind: 'move', move: next };
};

/** What the gesture asks for when the pointer is released at `at`. */
export const released = (g: Gesture, at: Point, context: DragContext): Release => {
  if (g.kind === 'select') {
    const day = dayAt(at.x, context.scale);
    const first = Math.min(g.firstDay, day);
    const last = Math.max(g.firstDay, day);
    // A room blocked on a chosen night cannot be booked: said here, not after the stepper.
    const blocks = context.blocksByRoom.get(g.row.room.id) ?? [];
    const block = blockOverNights(blocks, context.from, first, last);
    if (block) return { kind: 'blocked', room: g.row.room.name, block };
    return {
      kind: 'cells',
      cells: {
        roomId: g.row.room.id,
        roomTypeId: g.row.roomType.id,
        checkIn: addDays(context.from, first),
        checkOut: addDays(context.from, last + 1),
      },
    };
  }
  if (!g.active) return { kind: 'none' };
  const move = proposalOf(g, at, context);
  return { kind: 'dropped', move: move && isChange(move) ? move : null };
};
