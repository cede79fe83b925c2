import { describe, expect, it } from 'vitest';
import type { CalendarBlock } from '../../shared/reservations/reservations-api';
import {
  type DragContext,
  type Gesture,
  type Point,
  type Preview,
  isDragging,
  moved,
  pressBooking,
  pressCells,
  previewAt,
  released,
} from './drag-machine';
import { bat, calendarData, dorj } from './test-server';
import { type CalendarView, layoutRows, rangeOf, scaleOf } from './timeline';

// The grid of the fixtures, in the week of Monday 7 December: Standard (its header row at
// y 0–36, room 101 at 36–80, room 102 at 80–124), then Deluxe (header 124–160, room 201).
// Days are 120 px wide: Monday 7 at x 0–120, Tuesday 8 at 120–240, …
const contextOf = (view: CalendarView = 'week', blocks: CalendarBlock[] = []): DragContext => {
  const range = rangeOf(view, '2026-12-07');
  return {
    layout: layoutRows(calendarData().roomTypes, 'all'),
    view,
    scale: scaleOf(range),
    from: range.from,
    blocksByRoom: new Map(blocks.map((block) => [block.roomId, [block]])),
  };
};

const ROOM_101 = 58;
const ROOM_102 = 102;
const STANDARD_HEADER = 10;
/** The middle of a day of the week shown (0: Monday 7 December). */
const day = (index: number) => index * 120 + 60;

/** The pointer moved through `points`: the gesture and the preview after each step. */
const drag = (start: Gesture, points: Point[], context: DragContext, from: Preview | null) => {
  let gesture = start;
  let preview = from;
  for (const at of points) {
    gesture = moved(gesture, at);
    preview = previewAt(gesture, at, context, preview);
  }
  return { gesture, preview };
};

describe('the grid gestures', () => {
  it('empty cells: pressed on a room and dragged across days, the nights are booked', () => {
    // Given a press on room 102 on Tuesday 8 December
    const context = contextOf();
    const pressed = pressCells({ x: day(1), y: ROOM_102 }, context);
    expect(pressed?.preview).toEqual({
      kind: 'select',
      roomId: 'r-102',
      top: 80,
      first: 1,
      last: 1,
    });
    // When the pointer goes on to Thursday 10 and is released there
    const at = { x: day(3), y: ROOM_102 };
    const { gesture, preview } = drag(pressed!.gesture, [at], context, pressed!.preview);
    // Then three nights are chosen, 8 → 11 December, and asked for a new reservation
    expect(preview).toEqual({ kind: 'select', roomId: 'r-102', top: 80, first: 1, last: 3 });
    expect(isDragging(gesture)).toBe(false);
    expect(released(gesture, at, context)).toEqual({
      kind: 'cells',
      cells: { roomId: 'r-102', roomTypeId: 'rt-1', checkIn: '2026-12-08', checkOut: '2026-12-11' },
    });
  });

  it('empty cells: dragged backwards, the nights still run forwards; unchanged, the preview stays', () => {
    const context = contextOf();
    const pressed = pressCells({ x: day(4), y: ROOM_101 }, context)!;
    const once = drag(pressed.gesture, [{ x: day(2), y: ROOM_101 }], context, pressed.preview);
    expect(once.preview).toMatchObject({ first: 2, last: 4 });
    // A few pixels within the same day: the same preview object (no re-render)
    const again = previewAt(once.gesture, { x: day(2) + 20, y: ROOM_101 }, context, once.preview);
    expect(again).toBe(once.preview);
    expect(released(once.gesture, { x: day(2), y: ROOM_101 }, context)).toMatchObject({
      cells: { checkIn: '2026-12-09', checkOut: '2026-12-12' },
    });
  });

  it('empty cells over a block of the room: said at once, no reservation opens', () => {
    // Given room 102 blocked on the nights of 9 and 10 December
    const block: CalendarBlock = {
      id: 'bl-1',
      roomId: 'r-102',
      roomTypeId: 'rt-1',
      startDate: '2026-12-09',
      endDate: '2026-12-11',
      isTime: false,
      startTime: null,
      endTime: null,
      description: 'Засвар',
    };
    const context = contextOf('week', [block]);
    // When nights 7 → 9 December are chosen on it
    const pressed = pressCells({ x: day(0), y: ROOM_102 }, context)!;
    // Then the release names the room and the block
    expect(released(pressed.gesture, { x: day(2), y: ROOM_102 }, context)).toEqual({
      kind: 'blocked',
      room: '102',
      block,
    });
    // And the nights before it are still free to book
    expect(released(pressed.gesture, { x: day(1), y: ROOM_102 }, context).kind).toBe('cells');
  });

  it('no choosing of cells in the day view, on the room column or on a room type row', () => {
    expect(pressCells({ x: day(1), y: ROOM_101 }, contextOf('day'))).toBeNull();
    expect(pressCells({ x: -20, y: ROOM_101 }, contextOf())).toBeNull();
    expect(pressCells({ x: day(1), y: STANDARD_HEADER }, contextOf())).toBeNull();
    expect(pressCells({ x: day(1), y: 900 }, contextOf())).toBeNull();
  });

  it('a press on a bar that hardly moves is a click, not a drag', () => {
    // Given a press on Bat's bar (room 101, 8 → 10 December)
    const context = contextOf();
    const start = pressBooking('move', bat, { x: day(1), y: ROOM_101 });
    // When the pointer moves 3 px and is released
    const at = { x: day(1) + 3, y: ROOM_101 };
    const { gesture, preview } = drag(start, [at], context, null);
    // Then nothing is dragged, previewed or proposed
    expect(isDragging(gesture)).toBe(false);
    expect(preview).toBeNull();
    expect(released(gesture, at, context)).toEqual({ kind: 'none' });
  });

  it('a bar dragged two days on and a room down: previewed there, and that move is proposed', () => {
    const context = contextOf();
    const start = pressBooking('move', bat, { x: day(1), y: ROOM_101 });
    const at = { x: day(3), y: ROOM_102 };
    const { gesture, preview } = drag(start, [{ x: day(1) + 10, y: ROOM_101 }, at], context, null);
    expect(isDragging(gesture)).toBe(true);
    const move = { booking: bat, checkIn: '2026-12-10', checkOut: '2026-12-12' };
    expect(preview).toEqual({
      kind: 'move',
      move: { ...move, roomId: 'r-102', roomTypeId: 'rt-1' },
    });
    // The same place again: the same preview object
    expect(previewAt(gesture, { x: day(3) + 5, y: ROOM_102 }, context, preview)).toBe(preview);
    expect(released(gesture, at, context)).toEqual({
      kind: 'dropped',
      move: { ...move, roomId: 'r-102', roomTypeId: 'rt-1' },
    });
    // Over a room type's row the booking keeps its room
    expect(previewAt(gesture, { x: day(3), y: STANDARD_HEADER }, context, preview)).toMatchObject({
      move: { roomId: 'r-101' },
    });
  });

  it('a bar dragged away and back where it was: a drag ended (no click), nothing proposed', () => {
    const context = contextOf();
    const start = pressBooking('move', bat, { x: day(1), y: ROOM_101 });
    const back = { x: day(1) + 2, y: ROOM_101 };
    const { gesture } = drag(start, [{ x: day(2), y: ROOM_101 }, back], context, null);
    expect(released(gesture, back, context)).toEqual({ kind: 'dropped', move: null });
  });

  it('the right edge moves the check-out only; the day view keeps the dates', () => {
    const start = pressBooking('resize', bat, { x: day(2) + 55, y: ROOM_101 });
    const at = { x: day(3) + 55, y: ROOM_102 };
    const week = drag(start, [at], contextOf(), null);
    expect(released(week.gesture, at, contextOf())).toEqual({
      kind: 'dropped',
      move: {
        booking: bat,
        checkIn: '2026-12-08',
        checkOut: '2026-12-11',
        roomId: 'r-101',
        roomTypeId: 'rt-1',
      },
    });
    const dayView = drag(start, [at], contextOf('day'), null);
    expect(released(dayView.gesture, at, contextOf('day'))).toEqual({
      kind: 'dropped',
      move: null,
    });
  });

  it('a guest in the house keeps the check-in date: only the room changes', () => {
    const inHouse = { ...bat, status: 'checked-in' as const };
    const context = contextOf();
    const start = pressBooking('move', inHouse, { x: day(1), y: ROOM_101 });
    const at = { x: day(3), y: ROOM_102 };
    const { gesture } = drag(start, [at], context, null);
    expect(released(gesture, at, context)).toMatchObject({
      move: { checkIn: '2026-12-08', checkOut: '2026-12-10', roomId: 'r-102' },
    });
  });

  it('from the unassigned list: onto a room with its own dates; onto a room type row, nowhere', () => {
    const context = contextOf();
    const start = pressBooking('outside', dorj, { x: day(0), y: -200 });
    const onRoom = drag(start, [{ x: day(2), y: ROOM_102 }], context, null);
    expect(onRoom.preview).toMatchObject({
      move: { checkIn: '2026-12-10', checkOut: '2026-12-12', roomId: 'r-102' },
    });
    const onHeader = previewAt(onRoom.gesture, { x: day(2), y: STANDARD_HEADER }, context, null);
    expect(onHeader).toBeNull();
    expect(released(onRoom.gesture, { x: day(2), y: STANDARD_HEADER }, context)).toEqual({
      kind: 'dropped',
      move: null,
    });
  });
});
