import { Badge, Box, HStack, Text, chakra } from '@chakra-ui/react';
import {
  type PointerEvent as ReactPointerEvent,
  type Ref,
  type RefObject,
  memo,
  useCallback,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
} from 'react';
import { type TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  type CalendarBlock,
  type CalendarBooking,
  RESERVATION_STATUSES,
} from '../reservations/reservations-api';
import { toaster } from '../../lib/toaster';
import { BLOCKED_COLOR, STATUS_COLORS, STATUS_TEXT } from '../reservations/status';
import { addDays, isWeekend, weekdayOf } from './dates';
import {
  HEADER_HEIGHT,
  type Move,
  type PlacedRow,
  ROOM_COLUMN,
  ROOM_ROW_HEIGHT,
  type Row,
  type RowLayout,
  type Scale,
  type StayPart,
  TYPE_ROW_HEIGHT,
  type VisibleRange,
  barBoxOf,
  blockOverNights,
  blockSpanOf,
  canMove,
  canMoveCheckIn,
  canResize,
  isChange,
  movedBy,
  movedPartOf,
  partSpanOf,
  placeBookings,
  resizedBy,
  rowAt,
  scaleOf,
} from './timeline';
import { localName, localShortName } from '../../lib/names';

/** Empty cells of one room chosen for a new reservation. */
export interface CellRange {
  roomId: string;
  roomTypeId: string;
  checkIn: string;
  checkOut: string;
}

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
  /** Free rooms per night and room type (header rows); null hides the counts. */
  free: ReadonlyMap<string, number[]> | null;
  /** A move waiting for its check, confirmation or save: drawn where it is going. */
  pending: Move | null;
  onOpenBooking: (booking: CalendarBooking) => void;
  onMove: (move: Move) => void;
  onSelectCells: (cells: CellRange) => void;
  handle?: Ref<CalendarGridHandle>;
}

/** A gesture in progress (kept in a ref: pointer moves do not re-render the rows). */
type Gesture =
  | {
      kind: 'move' | 'resize' | 'outside';
      booking: CalendarBooking;
      startX: number;
      startY: number;
      active: boolean;
    }
  | { kind: 'select'; row: Extract<Row, { kind: 'room' }>; firstDay: number };

/** What the pointer is showing right now: cells being chosen, or where a booking would go. */
type Preview =
  | { kind: 'select'; roomId: string; top: number; first: number; last: number }
  | { kind: 'move'; move: Move };

/** The words of the bars, translated once per language rather than once per bar. */
interface BarWords {
  label: (booking: CalendarBooking) => string;
  /** A part of a stay moved mid-stay: the nights slept in a room left, or the room since. */
  settled: (part: StayPart) => string;
  movedIn: (part: StayPart) => string;
  number: (number: number) => string;
  /** A block's bar text, and its full description for screen readers and the tooltip. */
  blocked: string;
  block: (block: CalendarBlock) => string;
}

const slot = (name: string) => `\uE000${name}\uE001`;
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\uE000(\w+)\uE001/g, (_, name: string) => String(values[name] ?? ''));

const barWordsOf = (t: TFunction<'calendar'>): BarWords => {
  const label = t('bar.label', {
    number: slot('number'),
    guest: slot('guest'),
    checkIn: slot('checkIn'),
    checkOut: slot('checkOut'),
    status: slot('status'),
  });
  const number = t('bar.number', { number: slot('number') });
  const settled = t('bar.settled', { from: slot('from'), to: slot('to') });
  const movedIn = t('bar.movedIn', { from: slot('from') });
  const blockLabel = t('bar.blockLabel', {
    from: slot('from'),
    to: slot('to'),
    description: slot('description'),
  });
  const statuses = Object.fromEntries(
    RESERVATION_STATUSES.map((status) => [status, t(`common:reservationStatus.${status}`)]),
  );
  return {
    label: (booking) =>
      fill(label, {
        number: booking.number,
        guest: booking.guestName,
        checkIn: booking.checkIn,
        checkOut: booking.checkOut,
        status: statuses[booking.status] ?? booking.status,
      }),
    settled: (part) => fill(settled, { from: part.from, to: part.to }),
    movedIn: (part) => fill(movedIn, { from: part.from }),
    number: (value) => fill(number, { number: value }),
    blocked: t('bar.blocked'),
    block: (block) => {
      const from = block.isTime ? `${block.startDate} ${block.startTime ?? ''}` : block.startDate;
      const to = block.isTime ? `${block.endDate} ${block.endTime ?? ''}` : block.endDate;
      return fill(blockLabel, { from, to, description: block.description ?? '' }).trim();
    },
  };
};

/** Rows are rendered for the view rounded to blocks of this many pixels, plus an overscan. */
const SCROLL_BLOCK = 240;
const OVERSCAN = 720;

interface Viewport {
  width: number;
  /** scrollTop rounded down to a block (re-renders happen per block, not per pixel). */
  top: number;
  height: number;
}

/** The size and vertical position of the scrolled area, measured once per animation frame. */
function useViewport(ref: RefObject<HTMLDivElement | null>): Viewport {
  const [viewport, setViewport] = useState<Viewport>({ width: 0, top: 0, height: 0 });
  useEffect(() => {
    const box = ref.current;
    if (!box) return undefined;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const next = {
        width: box.clientWidth,
        top: Math.floor(box.scrollTop / SCROLL_BLOCK) * SCROLL_BLOCK,
        height: box.clientHeight,
      };
      setViewport((current) =>
        current.width === next.width && current.top === next.top && current.height === next.height
          ? current
          : next,
      );
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    box.addEventListener('scroll', schedule, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    observer?.observe(box);
    return () => {
      box.removeEventListener('scroll', schedule);
      observer?.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [ref]);
  return viewport;
}

/** Pixels the pointer must travel before a press on a booking becomes a drag. */
const DRAG_THRESHOLD = 4;
/** Distance from the edge of the scrolled area where a drag scrolls it. */
const AUTO_SCROLL_EDGE = 40;

const sameMove = (a: Move, b: Move) =>
  a.booking.id === b.booking.id &&
  a.checkIn === b.checkIn &&
  a.checkOut === b.checkOut &&
  a.roomId === b.roomId;

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
  free,
  pending,
  onOpenBooking,
  onMove,
  onSelectCells,
  handle,
}: CalendarGridProps) {
  const { t } = useTranslation('calendar');
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const viewport = useViewport(scrollRef);
  const scale = useMemo(() => scaleOf(range, viewport.width), [range, viewport.width]);
  const bodyRef = useRef<HTMLDivElement | null>(null);
  const gesture = useRef<Gesture | null>(null);
  const suppressClick = useRef(false);
  const [preview, setPreview] = useState<Preview | null>(null);
  const words = useMemo(() => barWordsOf(t), [t]);

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

  const roomTops = useMemo(
    () =>
      new Map(
        layout.rows.flatMap((row) => (row.kind === 'room' ? [[row.room.id, row.top]] : [])),
      ) as Map<string, number>,
    [layout],
  );

  // A new range starts at its first date (a day at its working hours), as does a new column
  // width (the window resized); a refetch of the same range keeps the position.
  const columnWidth = scale.columnWidth;
  useEffect(() => {
    if (scrollRef.current) {
      scrollRef.current.scrollLeft = range.view === 'day' ? dayStartHour * columnWidth : 0;
    }
  }, [range.from, range.view, dayStartHour, columnWidth]);

  /** Where a pointer is over the rows: content x (from the first date) and y. */
  const pointAt = useCallback((clientX: number, clientY: number) => {
    const rect = bodyRef.current?.getBoundingClientRect();
    return { x: clientX - (rect?.left ?? 0) - ROOM_COLUMN, y: clientY - (rect?.top ?? 0) };
  }, []);

  const dayAt = useCallback(
    (x: number) => Math.min(scale.days - 1, Math.max(0, Math.floor(x / scale.dayWidth))),
    [scale],
  );

  /** The move a drag of `booking` proposes with the pointer at (x, y). */
  const proposal = useCallback(
    (g: Extract<Gesture, { kind: 'move' | 'resize' | 'outside' }>, x: number, y: number) => {
      const { booking } = g;
      const days = Math.round((x - g.startX) / scale.dayWidth);
      if (g.kind === 'resize') return resizedBy(booking, range.view === 'day' ? 0 : days);
      const row = rowAt(layout, y);
      if (!row) return null;
      const target =
        row.kind === 'room'
          ? { roomId: row.room.id, roomTypeId: row.roomType.id }
          : { roomId: booking.roomId, roomTypeId: booking.roomTypeId };
      if (!target.roomId) return null;
      const shift = g.kind === 'outside' || range.view === 'day' || !canMoveCheckIn(booking);
      return movedBy(booking, shift ? 0 : days, target);
    },
    [layout, range.view, scale.dayWidth],
  );

  const autoScroll = useCallback((clientX: number, clientY: number) => {
    const box = scrollRef.current;
    if (!box) return;
    const rect = box.getBoundingClientRect();
    if (rect.width === 0) return;
    if (clientX > rect.right - AUTO_SCROLL_EDGE) box.scrollLeft += 16;
    else if (clientX < rect.left + ROOM_COLUMN + AUTO_SCROLL_EDGE) box.scrollLeft -= 16;
    if (clientY > rect.bottom - AUTO_SCROLL_EDGE) box.scrollTop += 16;
    else if (clientY < rect.top + HEADER_HEIGHT + AUTO_SCROLL_EDGE) box.scrollTop -= 16;
  }, []);

  // Latest callbacks for the window listeners of a gesture.
  const latest = useRef({
    proposal,
    pointAt,
    dayAt,
    onMove,
    onSelectCells,
    autoScroll,
    range,
    blocksByRoom,
    t,
  });
  latest.current = {
    proposal,
    pointAt,
    dayAt,
    onMove,
    onSelectCells,
    autoScroll,
    range,
    blocksByRoom,
    t,
  };

  const follow = useCallback(() => {
    const move = (event: PointerEvent) => {
      const g = gesture.current;
      if (!g) return;
      const now = latest.current;
      const { x, y } = now.pointAt(event.clientX, event.clientY);
      if (g.kind === 'select') {
        const day = now.dayAt(x);
        const first = Math.min(g.firstDay, day);
        const last = Math.max(g.firstDay, day);
        setPreview((p) =>
          p?.kind === 'select' && p.first === first && p.last === last
            ? p
            : { kind: 'select', roomId: g.row.room.id, top: g.row.top, first, last },
        );
        return;
      }
      if (!g.active) {
        if (Math.hypot(x - g.startX, y - g.startY) < DRAG_THRESHOLD) return;
        g.active = true;
      }
      event.preventDefault();
      now.autoScroll(event.clientX, event.clientY);
      const next = now.proposal(g, x, y);
      setPreview((p) => {
        if (!next) return null;
        return p?.kind === 'move' && sameMove(p.move, next) ? p : { kind: 'move', move: next };
      });
    };
    const end = (event: PointerEvent) => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
      const g = gesture.current;
      gesture.current = null;
      setPreview(null);
      if (!g || event.type === 'pointercancel') return;
      const now = latest.current;
      const { x, y } = now.pointAt(event.clientX, event.clientY);
      if (g.kind === 'select') {
        const day = now.dayAt(x);
        const first = Math.min(g.firstDay, day);
        const last = Math.max(g.firstDay, day);
        // A room blocked on a chosen night cannot be booked: say so here, not after the stepper.
        const block = blockOverNights(
          now.blocksByRoom.get(g.row.room.id) ?? [],
          now.range.from,
          first,
          last,
        );
        if (block) {
          toaster.create({
            type: 'warning',
            title: now.t('grid.selectionBlocked', { room: g.row.room.name }),
            ...(block.description ? { description: block.description } : {}),
            closable: true,
          });
          return;
        }
        now.onSelectCells({
          roomId: g.row.room.id,
          roomTypeId: g.row.roomType.id,
          checkIn: addDays(now.range.from, first),
          checkOut: addDays(now.range.from, last + 1),
        });
        return;
      }
      if (!g.active) return;
      // The click that ends a drag does not open the booking.
      suppressClick.current = true;
      setTimeout(() => {
        suppressClick.current = false;
      }, 0);
      const next = now.proposal(g, x, y);
      if (next && isChange(next)) now.onMove(next);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
  }, []);

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || gesture.current) return;
    const target = event.target as Element;
    if (target.closest('[data-room-label]') || target.closest('[data-block-id]')) return;
    const { x, y } = pointAt(event.clientX, event.clientY);
    const bar = target.closest<HTMLElement>('[data-booking-id]');
    if (bar) {
      const booking = bookingsById.get(bar.dataset.bookingId ?? '');
      // Nights slept in a room the guest has left stay where they are: only a click opens them.
      if (!booking || !canMove(booking) || bar.dataset.settled !== undefined) return;
      const resize = target.closest('[data-resize]') !== null;
      gesture.current = {
        kind: resize ? 'resize' : 'move',
        booking,
        startX: x,
        startY: y,
        active: false,
      };
      follow();
      return;
    }
    // Empty cells: a new reservation (week and month views).
    if (range.view === 'day' || x < 0) return;
    const row = rowAt(layout, y);
    if (row?.kind !== 'room') return;
    const day = dayAt(x);
    gesture.current = { kind: 'select', row, firstDay: day };
    setPreview({ kind: 'select', roomId: row.room.id, top: row.top, first: day, last: day });
    follow();
  };

  useImperativeHandle(
    handle,
    () => ({
      dragFromOutside: (booking, event) => {
        if (gesture.current || event.button !== 0) return;
        const { x, y } = pointAt(event.clientX, event.clientY);
        gesture.current = { kind: 'outside', booking, startX: x, startY: y, active: false };
        follow();
      },
    }),
    [follow, pointAt],
  );

  const openBooking = useCallback(
    (id: string) => {
      if (suppressClick.current) return;
      const booking = bookingsById.get(id);
      if (booking) onOpenBooking(booking);
    },
    [bookingsById, onOpenBooking],
  );

  // Only the rows in view (and a screen more each way) are rendered; jsdom has no layout,
  // so there every row is.
  const shownRows = useMemo(() => {
    if (viewport.height === 0) return layout.rows;
    const top = viewport.top - OVERSCAN;
    const bottom = viewport.top + viewport.height + SCROLL_BLOCK + OVERSCAN;
    return layout.rows.filter((row) => row.top + ROOM_ROW_HEIGHT >= top && row.top <= bottom);
  }, [layout, viewport.top, viewport.height]);

  const shownMove = preview?.kind === 'move' ? preview.move : pending;
  const movingId = shownMove?.booking.id ?? null;
  const movingRoom = shownMove?.booking.roomId ?? null;
  const ghostTop = shownMove?.roomId ? roomTops.get(shownMove.roomId) : undefined;
  // A guest in the house moved after a night: only the nights from the working date go.
  const ghostBox = shownMove
    ? barBoxOf(partSpanOf(movedPartOf(shownMove, today), range.from), scale)
    : null;
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
          onPointerDown={onPointerDown}
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
          {preview?.kind === 'select' ? (
            <SelectionMark
              top={preview.top}
              left={ROOM_COLUMN + preview.first * scale.dayWidth}
              width={(preview.last - preview.first + 1) * scale.dayWidth}
              nights={preview.last - preview.first + 1}
              checkIn={addDays(range.from, preview.first)}
              checkOut={addDays(range.from, preview.last + 1)}
            />
          ) : null}
          {shownMove && ghostBox && ghostTop !== undefined ? (
            <GhostBar
              move={shownMove}
              top={ghostTop}
              left={ROOM_COLUMN + ghostBox.left}
              width={ghostBox.width}
            />
          ) : null}
        </Box>
      </Box>
    </Box>
  );
}

/** Vertical lines between days (or hours) drawn as a background: no element per cell. */
const gridLinesOf = (step: number) =>
  `repeating-linear-gradient(to right, transparent 0 ${step - 1}px, var(--chakra-colors-border-muted) ${step - 1}px ${step}px)`;

const Th = chakra('div');

/** The sticky row of dates (or of the day's hours) with the working date highlighted. */
const DateHeader = memo(function DateHeader({
  range,
  today,
  scale,
}: {
  range: VisibleRange;
  today: string;
  scale: Scale;
}) {
  const { t } = useTranslation('calendar');
  const hours = range.view === 'day';
  return (
    <HStack
      gap="0"
      position="sticky"
      top="0"
      zIndex="3"
      h={`${HEADER_HEIGHT}px`}
      bg="bg.subtle"
      borderBottomWidth="1px"
      align="stretch"
      role="row"
    >
      <Th
        role="columnheader"
        position="sticky"
        left="0"
        zIndex="4"
        w={`${ROOM_COLUMN}px`}
        flexShrink="0"
        bg="bg.subtle"
        borderEndWidth="1px"
        px="3"
        display="flex"
        alignItems="center"
      >
        <Text fontSize="sm" fontWeight="semibold" color="fg.muted">
          {hours
            ? t('grid.dayTitle', {
                date: range.from,
                weekday: t(`weekdays.short.${weekdayOf(range.from)}`),
              })
            : t('grid.rooms')}
        </Text>
      </Th>
      {hours
        ? Array.from({ length: 24 }, (_, hour) => (
            <Th
              key={hour}
              role="columnheader"
              w={`${scale.columnWidth}px`}
              flexShrink="0"
              borderStartWidth={hour === 0 ? undefined : '1px'}
              borderColor="border.muted"
              display="flex"
              alignItems="center"
              justifyContent="center"
              fontSize="xs"
              color="fg.muted"
              fontVariantNumeric="tabular-nums"
            >
              {`${String(hour).padStart(2, '0')}:00`}
            </Th>
          ))
        : range.dates.map((date, index) => {
            const isToday = date === today;
            const weekend = isWeekend(date);
            const day = Number(date.slice(8, 10));
            return (
              <Th
                key={date}
                role="columnheader"
                data-date={date}
                aria-current={isToday ? 'date' : undefined}
                title={isToday ? t('grid.workingDate') : undefined}
                w={`${scale.dayWidth}px`}
                flexShrink="0"
                borderStartWidth={index === 0 ? undefined : day === 1 ? '2px' : '1px'}
                borderColor={day === 1 ? 'border.emphasized' : 'border.muted'}
                bg={isToday ? 'brand.solid' : weekend ? 'orange.subtle' : undefined}
                color={isToday ? 'brand.contrast' : weekend ? 'orange.fg' : 'fg.muted'}
                display="flex"
                flexDirection="column"
                alignItems="center"
                justifyContent="center"
              >
                <Text as="span" fontSize="2xs" letterSpacing="wide" whiteSpace="nowrap">
                  {t(`weekdays.short.${weekdayOf(date)}`)}
                  {index === 0 || day === 1
                    ? ` · ${t(`months.short.${Number(date.slice(5, 7))}`)}`
                    : ''}
                </Text>
                <Text
                  as="span"
                  fontSize="md"
                  fontWeight="semibold"
                  fontVariantNumeric="tabular-nums"
                  color={isToday ? 'brand.contrast' : 'fg'}
                >
                  <time dateTime={date}>{day}</time>
                </Text>
              </Th>
            );
          })}
    </HStack>
  );
});

/** Weekend and working-date columns behind the rows (one element per date, not per cell). */
const DayShading = memo(function DayShading({
  range,
  today,
  scale,
  height,
}: {
  range: VisibleRange;
  today: string;
  scale: Scale;
  height: number;
}) {
  if (range.view === 'day') return null;
  return (
    <>
      {range.dates.map((date, index) => {
        const isToday = date === today;
        if (!isToday && !isWeekend(date)) return null;
        return (
          <Box
            key={date}
            position="absolute"
            top="0"
            left={`${ROOM_COLUMN + index * scale.dayWidth}px`}
            w={`${scale.dayWidth}px`}
            h={`${height}px`}
            bg={isToday ? 'brand.subtle' : 'orange.subtle/40'}
            pointerEvents="none"
            data-today={isToday || undefined}
          />
        );
      })}
    </>
  );
});

/**
 * Styles of the rows and bars, once for the whole grid: rows and bars are plain elements with
 * class names and inline positions (no per-element style objects), so 500 rooms with thousands
 * of bookings render quickly.
 */
const gridCss = {
  '& .cal-row': {
    display: 'flex',
    alignItems: 'stretch',
    position: 'absolute',
    insetInline: '0',
    height: `${ROOM_ROW_HEIGHT}px`,
    borderBottomWidth: '1px',
    borderColor: 'border.muted',
  },
  '& .cal-type-row': {
    display: 'flex',
    alignItems: 'stretch',
    position: 'absolute',
    insetInline: '0',
    height: `${TYPE_ROW_HEIGHT}px`,
    bg: 'bg.muted',
    borderBottomWidth: '1px',
  },
  '& .cal-label': {
    position: 'sticky',
    left: '0',
    zIndex: '2',
    width: `${ROOM_COLUMN}px`,
    flexShrink: '0',
    bg: 'bg',
    borderEndWidth: '1px',
    px: '3',
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    minW: '0',
    cursor: 'default',
  },
  '& .cal-type-row .cal-label': { bg: 'bg.muted' },
  '& .cal-name': {
    fontSize: 'sm',
    fontWeight: 'medium',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  '& .cal-type-row .cal-name': { fontWeight: 'semibold' },
  '& .cal-count': { fontSize: 'xs', color: 'fg.muted', ms: 'auto', flexShrink: '0' },
  '& .cal-dot': { w: '2', h: '2', borderRadius: 'full', flexShrink: '0', bg: 'green.solid' },
  '& .cal-dot[data-status=dirty]': { bg: 'orange.solid' },
  '& .cal-track': { position: 'relative', flexShrink: '0' },
  '& .cal-free': {
    flexShrink: '0',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontSize: 'xs',
    fontVariantNumeric: 'tabular-nums',
    color: 'fg.muted',
  },
  '& .cal-free[data-full]': { color: 'red.fg', fontWeight: 'semibold' },
  '& .cal-bar': {
    position: 'absolute',
    zIndex: '1',
    display: 'flex',
    alignItems: 'center',
    gap: '1',
    px: '2',
    overflow: 'hidden',
    color: 'white',
    fontSize: 'xs',
    textAlign: 'start',
    whiteSpace: 'nowrap',
    boxShadow: 'xs',
    borderRadius: 'md',
    cursor: 'pointer',
  },
  '& .cal-block': {
    cursor: 'default',
    backgroundImage:
      'repeating-linear-gradient(135deg, transparent 0 6px, rgba(255,255,255,0.14) 6px 12px)',
  },
  '& .cal-bar[data-from-before]': { borderStartRadius: '0' },
  '& .cal-bar[data-goes-on]': { borderEndRadius: '0' },
  '& .cal-bar[data-movable=true]': { cursor: 'grab', touchAction: 'none' },
  '& .cal-bar[data-faded]': { opacity: '0.35' },
  // Nights slept in a room the guest has left: settled, greyed and hatched, behind the rest.
  '& .cal-bar[data-settled]': {
    filter: 'saturate(0.25)',
    opacity: '0.6',
    boxShadow: 'none',
  },
  '& .cal-bar[data-settled]:hover': { filter: 'saturate(0.25) brightness(1.08)' },
  '& .cal-bar:hover': { filter: 'brightness(1.08)' },
  '& .cal-bar:focus-visible': { outline: '2px solid', outlineColor: 'fg', outlineOffset: '1px' },
  '& .cal-guest': { fontWeight: 'semibold', overflow: 'hidden', textOverflow: 'ellipsis' },
  '& .cal-number': { flexShrink: '0', fontVariantNumeric: 'tabular-nums' },
  '& .cal-resize': {
    position: 'absolute',
    top: '0',
    right: '0',
    w: '2',
    h: 'full',
    cursor: 'ew-resize',
    borderEndRadius: 'md',
  },
  '& .cal-resize:hover': { bg: 'blackAlpha.300' },
} as const;

/** A room type's header row: its name and, per night, how many of its rooms are free. */
const TypeRow = memo(function TypeRow({
  row,
  free,
  scale,
  t,
}: {
  row: Extract<Row, { kind: 'type' }>;
  free: number[] | undefined;
  scale: Scale;
  t: TFunction<'calendar'>;
}) {
  const { roomType } = row;
  const { i18n } = useTranslation();
  const name = localName(roomType, i18n.language);
  return (
    <div className="cal-type-row" role="row" data-room-type={roomType.id} style={{ top: row.top }}>
      <div className="cal-label" role="rowheader" data-room-label>
        <span className="cal-name" title={name}>
          {name}
        </span>
        <Badge size="xs" variant="surface" colorPalette="gray" flexShrink="0">
          {localShortName(roomType, i18n.language)}
        </Badge>
        <span className="cal-count">{t('grid.roomCount', { count: roomType.rooms.length })}</span>
      </div>
      {free?.map((count, index) => (
        <div
          key={index}
          className="cal-free"
          role="cell"
          data-full={count <= 0 || undefined}
          style={{ width: scale.dayWidth }}
          title={t('grid.freeRooms', { count: Math.max(0, count) })}
        >
          {Math.max(0, count)}
        </div>
      ))}
    </div>
  );
});

/** A room: its name and cleanliness, then its bookings as bars on the track. */
const RoomRow = memo(function RoomRow({
  row,
  placed,
  blocks,
  scale,
  gridLines,
  resizable,
  movingId,
  onOpen,
  t,
  words,
}: {
  row: Extract<Row, { kind: 'room' }>;
  placed: PlacedRow | undefined;
  blocks: readonly CalendarBlock[] | undefined;
  scale: Scale;
  gridLines: string;
  resizable: boolean;
  /** The booking of this room being moved (drawn faded where it was). */
  movingId: string | null;
  onOpen: (id: string) => void;
  /** The grid's translate function (one hook for the grid, none per row or bar). */
  t: TFunction<'calendar'>;
  words: BarWords;
}) {
  const { room } = row;
  const lanes = placed?.lanes ?? 1;
  const laneHeight = (ROOM_ROW_HEIGHT - 8) / lanes;
  const cleanliness = t(`cleanliness.${room.status}`);
  return (
    <div
      className="cal-row"
      role="row"
      data-room={room.id}
      data-room-name={room.name}
      style={{ top: row.top }}
    >
      <div className="cal-label" role="rowheader" data-room-label>
        <span
          className="cal-dot"
          data-status={room.status}
          role="img"
          aria-label={cleanliness}
          title={cleanliness}
        />
        <span className="cal-name" title={room.name}>
          {room.name}
        </span>
      </div>
      <div
        className="cal-track"
        role="cell"
        style={{ width: scale.width, backgroundImage: gridLines }}
      >
        {blocks?.map((block) => {
          const box = barBoxOf(blockSpanOf(block, scale.from), scale);
          if (!box) return null;
          const label = words.block(block);
          return (
            <div
              key={block.id}
              className="cal-bar cal-block"
              data-block-id={block.id}
              data-from-before={box.fromBefore || undefined}
              data-goes-on={box.goesOn || undefined}
              role="img"
              aria-label={label}
              title={label}
              style={{
                left: box.left,
                width: box.width,
                top: 4,
                height: ROOM_ROW_HEIGHT - 8,
                background: BLOCKED_COLOR,
              }}
            >
              <span className="cal-guest">{words.blocked}</span>
              {block.description ? <span className="cal-number">{block.description}</span> : null}
            </div>
          );
        })}
        {placed?.bookings.map(({ booking, part, box, lane }) => (
          <BookingBar
            key={`${booking.id}:${part.from}`}
            booking={booking}
            part={part}
            left={box.left}
            width={box.width}
            top={4 + lane * laneHeight}
            height={laneHeight - (lanes > 1 ? 2 : 0)}
            fromBefore={box.fromBefore}
            goesOn={box.goesOn}
            resizable={resizable && !box.goesOn && !part.settled && canResize(booking)}
            faded={booking.id === movingId && !part.settled}
            onOpen={onOpen}
            words={words}
          />
        ))}
      </div>
    </div>
  );
});

/** The hatching over a settled part's colour (nights slept in a room the guest has left). */
export const SETTLED_HATCH =
  'repeating-linear-gradient(135deg, transparent 0 6px, rgba(255,255,255,0.28) 6px 12px)';

interface BookingBarProps {
  booking: CalendarBooking;
  /** The part of the stay on this row (the whole stay unless it moved mid-stay). */
  part: StayPart;
  left: number;
  width: number;
  top: number;
  height: number;
  fromBefore: boolean;
  goesOn: boolean;
  resizable: boolean;
  faded: boolean;
  onOpen: (id: string) => void;
  words: BarWords;
}

/**
 * One stay: coloured by status, with the guest and number; a button (Enter opens it). A stay
 * moved mid-stay has a bar on each room: the nights slept in a room left are muted and stay
 * put; the current room's bar says since when the guest is there.
 */
const BookingBar = memo(function BookingBar({
  booking,
  part,
  left,
  width,
  top,
  height,
  fromBefore,
  goesOn,
  resizable,
  faded,
  onOpen,
  words,
}: BookingBarProps) {
  const moved = part.settled || part.from !== booking.checkIn;
  const label = moved
    ? `${words.label(booking)} · ${part.settled ? words.settled(part) : words.movedIn(part)}`
    : words.label(booking);
  return (
    <button
      type="button"
      className="cal-bar"
      data-booking-id={booking.id}
      data-part-from={moved ? part.from : undefined}
      data-settled={part.settled || undefined}
      data-movable={!part.settled && canMove(booking)}
      data-from-before={fromBefore || undefined}
      data-goes-on={goesOn || undefined}
      data-faded={faded || undefined}
      aria-label={label}
      title={label}
      style={{
        left,
        width,
        top,
        height,
        background: part.settled
          ? `${SETTLED_HATCH}, ${STATUS_COLORS[booking.status]}`
          : STATUS_COLORS[booking.status],
        color: STATUS_TEXT[booking.status],
      }}
      onClick={() => onOpen(booking.id)}
    >
      {/* Number first: the bar's name (№…, guest, dates, status) starts with what it shows. */}
      <span className="cal-number">{words.number(booking.number)}</span>{' '}
      <span className="cal-guest">{booking.guestName}</span>
      {resizable ? <span className="cal-resize" data-resize aria-hidden="true" /> : null}
    </button>
  );
});

/** The cells being chosen for a new reservation. */
function SelectionMark({
  top,
  left,
  width,
  nights,
  checkIn,
  checkOut,
}: {
  top: number;
  left: number;
  width: number;
  nights: number;
  checkIn: string;
  checkOut: string;
}) {
  const { t } = useTranslation('calendar');
  return (
    <Box
      position="absolute"
      pointerEvents="none"
      zIndex="2"
      borderWidth="2px"
      borderStyle="dashed"
      borderColor="brand.solid"
      bg="brand.subtle/70"
      borderRadius="md"
      display="flex"
      alignItems="center"
      px="2"
      fontSize="xs"
      color="brand.fg"
      fontWeight="medium"
      whiteSpace="nowrap"
      overflow="hidden"
      data-testid="selection"
      style={{ top: top + 4, left, width, height: ROOM_ROW_HEIGHT - 8 }}
    >
      {t('grid.selection', { checkIn, checkOut, count: nights })}
    </Box>
  );
}

/** Where a dragged booking would go (kept while its move is checked, confirmed and saved). */
function GhostBar({
  move,
  top,
  left,
  width,
}: {
  move: Move;
  top: number;
  left: number;
  width: number;
}) {
  const { t } = useTranslation('calendar');
  return (
    <Box
      position="absolute"
      pointerEvents="none"
      zIndex="2"
      borderRadius="md"
      borderWidth="2px"
      borderStyle="dashed"
      borderColor="fg"
      display="flex"
      alignItems="center"
      px="2"
      color="white"
      fontSize="xs"
      fontWeight="semibold"
      whiteSpace="nowrap"
      overflow="hidden"
      boxShadow="lg"
      data-testid="ghost"
      style={{
        top: top + 4,
        left,
        width,
        height: ROOM_ROW_HEIGHT - 8,
        background: STATUS_COLORS[move.booking.status],
        color: STATUS_TEXT[move.booking.status],
        opacity: 0.9,
      }}
    >
      {t('grid.ghost', {
        guest: move.booking.guestName,
        checkIn: move.checkIn,
        checkOut: move.checkOut,
      })}
    </Box>
  );
}
