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
import type {
  CalendarBlock,
  CalendarBooking,
  CalendarChannelHold,
  CalendarConflict,
} from '../../shared/reservations/reservations-api';
import type { OpenChannelMark } from './calendar-channel-marks';
import { barWordsOf } from './bar-words';
import { gridCss } from './calendar-grid.styles';
import { DateHeader, DayShading } from './calendar-header';
import { PreviewLayer } from './calendar-overlays';
import { RoomRow, TypeRow, gridLinesOf } from './calendar-rows';
import type { CellRange, DragContext } from './drag-machine';
import type { Move } from './moves';
import {
  type PlacedRow,
  ROOM_COLUMN,
  type RowLayout,
  type StayPart,
  type VisibleRange,
  placeBookings,
  scaleOf,
} from './timeline';
import { useCalendarViewport, visibleRowsOf } from './use-calendar-viewport';
import { useDragGestures } from './use-drag-gestures';

/** What the page can ask of the grid: a drag that starts outside it (the unassigned list). */
export interface CalendarGridHandle {
  dragFromOutside: (booking: CalendarBooking, event: ReactPointerEvent) => void;
}

interface CalendarGridProps {
  range: VisibleRange;
  /** The working date (its column is highlighted). */
  today: string;
  /** The hour the day view opens at (scrolled to on a new range). */
  dayStartHour: number;
  layout: RowLayout;
  /**
   * Bookings shown, by room (unassigned ones are in the side panel): a stay moved mid-stay is
   * on each room it was in (`partsByRoom`).
   */
  bookingsByRoom: ReadonlyMap<string, StayPart[]>;
  /** Room blocks by room, drawn in the "room blocked" colour. */
  blocksByRoom: ReadonlyMap<string, CalendarBlock[]>;
  /** The sites' held bookings by id (their blocks are drawn as the sites' bars). */
  holds: ReadonlyMap<string, CalendarChannelHold>;
  /** The sites' bookings in conflict, by room. */
  conflictsByRoom: ReadonlyMap<string, CalendarConflict[]>;
  onOpenChannel: OpenChannelMark;
  /** Free rooms per night and room type (header rows); null hides the counts. */
  free: ReadonlyMap<string, number[]> | null;
  /** A move waiting for its check, confirmation or save: drawn where it is going. */
  pending: Move | null;
  onOpenBooking: (booking: CalendarBooking) => void;
  onMove: (move: Move) => void;
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
  layout,
  bookingsByRoom,
  blocksByRoom,
  holds,
  conflictsByRoom,
  onOpenChannel,
  free,
  pending,
  onOpenBooking,
  onMove,
  onSelectCells,
  handle,
}: CalendarGridProps) {
  const { t } = useTranslation('calendar');
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const bodyRef = useRef<HTMLDivElement | null>(null);
  const viewport = useCalendarViewport(scrollRef);
  const scale = useMemo(() => scaleOf(range, viewport.width), [range, viewport.width]);
  const words = useMemo(() => barWordsOf(t), [t]);
  const { placed, bookingsById } = usePlacedBookings(bookingsByRoom, scale);

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
    onMove,
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
  const shownMove = preview?.kind === 'move' ? preview.move : pending;
  const movingId = shownMove?.booking.id ?? null;
  const movingRoom = shownMove?.booking.roomId ?? null;
  const gridLines = gridLinesOf(scale.columnWidth);

  return (
    <Box
      ref={scrollRef}
      overflow="auto"
      maxH="calc(100dvh - 15rem)"
      minH="80"
      borderWidth="1px"
      borderRadius="xl"
      bg="bg"
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
                placed={placed.get(row.room.id)}
                blocks={blocksByRoom.get(row.room.id)}
                holds={holds}
                conflicts={conflictsByRoom.get(row.room.id)}
                onOpenChannel={onOpenChannel}
                scale={scale}
                gridLines={gridLines}
                resizable={range.view !== 'day'}
                movingId={movingRoom === row.room.id ? movingId : null}
                onOpen={openBooking}
                t={t}
                words={words}
              />
            ),
          )}
          <PreviewLayer
            preview={preview}
            move={shownMove}
            layout={layout}
            range={range}
            today={today}
            scale={scale}
          />
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
