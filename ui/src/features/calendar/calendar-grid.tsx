import { Box } from '@chakra-ui/react';
import {
  type PointerEvent as ReactPointerEvent,
  type Ref,
  useCallback,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarBooking } from '../../shared/reservations/reservations-api';
import type { OpenChannelMark } from './calendar-channel-marks';
import { barWordsOf } from './bar-words';
import { gridCss } from './calendar-grid.styles';
import { DateHeader, DayShading } from './calendar-header';
import { PreviewLayer } from './calendar-overlays';
import { RoomRow, type RowDrawing, TypeRow, gridLinesOf } from './calendar-rows';
import type { CellRange, DragContext } from './drag-machine';
import type { MoveFlow } from './move-flow';
import {
  type PlacedRow,
  ROOM_COLUMN,
  type StayPart,
  type VisibleRange,
  placeBookings,
  scaleOf,
} from './timeline';
import { useCalendarViewport, visibleRowsOf } from './use-calendar-viewport';
import type { CalendarModel } from './use-calendar-model';
import { useDragGestures } from './use-drag-gestures';

/** What the page can ask of the grid: a drag that starts outside it (the unassigned list). */
export interface CalendarGridHandle {
  dragFromOutside: (booking: CalendarBooking, event: ReactPointerEvent) => void;
}

/**
 * What the grid draws, from the calendar's model (`useCalendarModel`): the rows; the bookings
 * by room (unassigned ones are in the side panel; a stay moved mid-stay is on each room it was
 * in); the room blocks by room, in the "room blocked" colour; the sites' held bookings by id
 * (their blocks are drawn as the sites' bars) and their conflicts by room; the free rooms per
 * night and room type (header rows; null hides the counts).
 */
export type GridContents = Pick<
  CalendarModel,
  'layout' | 'byRoom' | 'blocksByRoom' | 'holds' | 'conflictsByRoom' | 'free'
>;

interface CalendarGridProps {
  range: VisibleRange;
  /** The working date (its column is highlighted). */
  today: string;
  /** The hour the day view opens at (scrolled to on a new range). */
  dayStartHour: number;
  model: GridContents;
  /**
   * The moves: `pending`, one waiting for its check, confirmation or save (drawn where it is
   * going), and `propose`, which a drag ends with.
   */
  flow: Pick<MoveFlow, 'pending' | 'propose'>;
  onOpenChannel: OpenChannelMark;
  onOpenBooking: (booking: CalendarBooking) => void;
  onSelectCells: (cells: CellRange) => void;
  handle?: Ref<CalendarGridHandle>;
}

/**
 * The timeline: a sticky header of dates (hours in the day view), a sticky column of rooms
 * grouped by room type, and the bookings as bars from check-in noon to check-out noon. Rows
 * have fixed heights, so the pointer's position gives its row and day by arithmetic: no cell
 * is an element, and a gesture re-renders only its preview layer (500 rooms × 30 days stay
 * fast). Gestures: press and drag across days of a room (week and month) to book them; drag a
 * bar to other days or another room; drag its right edge to change the check-out.
 */
export function CalendarGrid({
  range,
  today,
  dayStartHour,
  model,
  flow,
  onOpenChannel,
  onOpenBooking,
  onSelectCells,
  handle,
}: CalendarGridProps) {
  const { layout, blocksByRoom, free } = model;
  const { t } = useTranslation('calendar');
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const bodyRef = useRef<HTMLDivElement | null>(null);
  const viewport = useCalendarViewport(scrollRef);
  const scale = useMemo(() => scaleOf(range, viewport.width), [range, viewport.width]);
  const words = useMemo(() => barWordsOf(t), [t]);
  const { placed, bookingsById } = usePlacedBookings(model.byRoom, scale);

  // A new range starts at its first date (a day at its working hours), as does a new column
  // width (the window resized); a refetch of the same range keeps the position.
  const columnWidth = scale.columnWidth;
  useEffect(() => {
    if (scrollRef.current) {
      scrollRef.current.scrollLeft = range.view === 'day' ? dayStartHour * columnWidth : 0;
    }
  }, [range.from, range.view, dayStartHour, columnWidth]);

  const context: DragContext = { layout, view: range.view, scale, from: range.from, blocksByRoom };
  const gestures = useDragGestures({
    context,
    bodyRef,
    scrollRef,
    bookingsById,
    onMove: flow.propose,
    onSelectCells,
  });
  const { preview, justDragged, dragFromOutside } = gestures;
  useImperativeHandle(handle, () => ({ dragFromOutside }), [dragFromOutside]);

  const openBooking = useCallback(
    (id: string) => {
      if (justDragged()) return;
      const booking = bookingsById.get(id);
      if (booking) onOpenBooking(booking);
    },
    [bookingsById, onOpenBooking, justDragged],
  );

  const shownRows = useMemo(() => visibleRowsOf(layout, viewport), [layout, viewport]);
  const shownMove = preview?.kind === 'move' ? preview.move : flow.pending;
  const movingId = shownMove?.booking.id ?? null;
  const movingRoom = shownMove?.booking.roomId ?? null;
  const resizable = range.view !== 'day';
  const drawing: RowDrawing = useMemo(
    () => ({
      placed,
      blocksByRoom,
      holds: model.holds,
      conflictsByRoom: model.conflictsByRoom,
      onOpenChannel,
      scale,
      gridLines: gridLinesOf(scale.columnWidth),
      resizable,
      onOpen: openBooking,
      t,
      words,
    }),
    [
      placed,
      blocksByRoom,
      model.holds,
      model.conflictsByRoom,
      onOpenChannel,
      scale,
      resizable,
      openBooking,
      t,
      words,
    ],
  );

  return (
    <Box
      ref={scrollRef}
      layerStyle="panel"
      overflow="auto"
      maxH="calc(100dvh - 15rem)"
      minH="80"
      position="relative"
      data-testid="calendar-scroll"
      css={gridCss}
    >
      <Box
        w={`${ROOM_COLUMN + scale.width}px`}
        minW="full"
        position="relative"
        role="table"
        aria-label={t('grid.label')}
        aria-rowcount={layout.rows.length + 1}
      >
        <DateHeader range={range} today={today} scale={scale} />
        <Box
          ref={bodyRef}
          position="relative"
          h={`${layout.height}px`}
          onPointerDown={gestures.onPointerDown}
          role="rowgroup"
          style={{ cursor: range.view === 'day' ? 'default' : 'cell' }}
        >
          <DayShading range={range} today={today} scale={scale} height={layout.height} />
          {shownRows.map((row) =>
            row.kind === 'type' ? (
              <TypeRow
                key={`t-${row.roomType.id}`}
                row={row}
                free={free?.get(row.roomType.id)}
                scale={scale}
                t={t}
              />
            ) : (
              <RoomRow
                key={row.room.id}
                row={row}
                movingId={movingRoom === row.room.id ? movingId : null}
                drawing={drawing}
              />
            ),
          )}
          <PreviewLayer preview={preview} move={shownMove} grid={{ layout, scale }} today={today} />
        </Box>
      </Box>
    </Box>
  );
}

/** The bookings of each room placed on their lanes, and every booking shown by its id. */
function usePlacedBookings(
  bookingsByRoom: ReadonlyMap<string, StayPart[]>,
  scale: ReturnType<typeof scaleOf>,
) {
  const placed = useMemo(() => {
    const byRoom = new Map<string, PlacedRow>();
    for (const [roomId, bookings] of bookingsByRoom) {
      byRoom.set(roomId, placeBookings(bookings, scale));
    }
    return byRoom;
  }, [bookingsByRoom, scale]);
  const bookingsById = useMemo(() => {
    const byId = new Map<string, CalendarBooking>();
    for (const parts of bookingsByRoom.values()) {
      for (const { booking } of parts) byId.set(booking.id, booking);
    }
    return byId;
  }, [bookingsByRoom]);
  return { placed, bookingsById };
}
