import {
  type PointerEvent as ReactPointerEvent,
  type RefObject,
  useCallback,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarBooking } from '../../shared/reservations/reservations-api';
import { toaster } from '../../lib/toaster';
import {
  type CellRange,
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
import { type Move, canMove } from './moves';
import { HEADER_HEIGHT, ROOM_COLUMN } from './timeline';

/** Distance from the edge of the scrolled area where a drag scrolls it. */
const AUTO_SCROLL_EDGE = 40;

interface DragOptions {
  context: DragContext;
  /** The rows (points are measured from their top left, after the room column). */
  bodyRef: RefObject<HTMLDivElement | null>;
  /** The scrolled area (scrolled by a drag at its edges). */
  scrollRef: RefObject<HTMLDivElement | null>;
  bookingsById: ReadonlyMap<string, CalendarBooking>;
  onMove: (move: Move) => void;
  onSelectCells: (cells: CellRange) => void;
}

export interface DragGestures {
  /** What the pointer is showing now (drawn by the grid's preview layer). */
  preview: Preview | null;
  /** On the rows: a press on a bar, its right edge or empty cells. */
  onPointerDown: (event: ReactPointerEvent<HTMLDivElement>) => void;
  /** A drag that starts outside the grid (the unassigned list). */
  dragFromOutside: (booking: CalendarBooking, event: ReactPointerEvent) => void;
  /** True just after a drag ended: its click does not open the booking. */
  justDragged: () => boolean;
}

/**
 * The grid's pointer wiring around the gesture machine (./drag-machine): a press starts a
 * gesture and listens on the window until the pointer is released, each move updates the
 * preview (and scrolls at the edges during a drag), and the release's outcome is acted on.
 */
export function useDragGestures(options: DragOptions): DragGestures {
  const { t } = useTranslation('calendar');
  const { bodyRef, scrollRef } = options;
  const gesture = useRef<Gesture | null>(null);
  const suppressClick = useRef(false);
  const [preview, setPreview] = useState<Preview | null>(null);

  /** Where a pointer is over the rows: content x (from the first date) and y. */
  const pointAt = useCallback(
    (clientX: number, clientY: number): Point => {
      const rect = bodyRef.current?.getBoundingClientRect();
      return { x: clientX - (rect?.left ?? 0) - ROOM_COLUMN, y: clientY - (rect?.top ?? 0) };
    },
    [bodyRef],
  );

  const autoScroll = useCallback(
    (clientX: number, clientY: number) => {
      const box = scrollRef.current;
      if (!box) return;
      const rect = box.getBoundingClientRect();
      if (rect.width === 0) return;
      if (clientX > rect.right - AUTO_SCROLL_EDGE) box.scrollLeft += 16;
      else if (clientX < rect.left + ROOM_COLUMN + AUTO_SCROLL_EDGE) box.scrollLeft -= 16;
      if (clientY > rect.bottom - AUTO_SCROLL_EDGE) box.scrollTop += 16;
      else if (clientY < rect.top + HEADER_HEIGHT + AUTO_SCROLL_EDGE) box.scrollTop -= 16;
    },
    [scrollRef],
  );

  // The latest options for the window listeners of a gesture.
  const latest = useRef({ ...options, t });
  latest.current = { ...options, t };

  const follow = useCallback(() => {
    const move = (event: PointerEvent) => {
      const g = gesture.current;
      if (!g) return;
      const now = latest.current;
      const at = pointAt(event.clientX, event.clientY);
      const next = moved(g, at);
      gesture.current = next;
      if (next.kind !== 'select' && !next.active) return;
      if (isDragging(next)) {
        event.preventDefault();
        autoScroll(event.clientX, event.clientY);
      }
      setPreview((current) => previewAt(next, at, now.context, current));
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
      const outcome = released(g, pointAt(event.clientX, event.clientY), now.context);
      if (outcome.kind === 'blocked') {
        toaster.create({
          type: 'warning',
          title: now.t('grid.selectionBlocked', { room: outcome.room }),
          ...(outcome.block.description ? { description: outcome.block.description } : {}),
          closable: true,
        });
      } else if (outcome.kind === 'cells') {
        now.onSelectCells(outcome.cells);
      } else if (outcome.kind === 'dropped') {
        // The click that ends a drag does not open the booking.
        suppressClick.current = true;
        setTimeout(() => {
          suppressClick.current = false;
        }, 0);
        if (outcome.move) now.onMove(outcome.move);
      }
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
  }, [autoScroll, pointAt]);

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || gesture.current) return;
    const target = event.target as Element;
    if (
      target.closest('[data-room-label]') ||
      target.closest('[data-block-id]') ||
      target.closest('[data-channel-mark]')
    ) {
      return;
    }
    const at = pointAt(event.clientX, event.clientY);
    const bar = target.closest<HTMLElement>('[data-booking-id]');
    if (bar) {
      const booking = options.bookingsById.get(bar.dataset.bookingId ?? '');
      // Nights slept in a room the guest has left stay where they are: only a click opens them.
      if (!booking || !canMove(booking) || bar.dataset.settled !== undefined) return;
      const resize = target.closest('[data-resize]') !== null;
      gesture.current = pressBooking(resize ? 'resize' : 'move', booking, at);
      follow();
      return;
    }
    // Empty cells: a new reservation (week and month views).
    const pressed = pressCells(at, options.context);
    if (!pressed) return;
    gesture.current = pressed.gesture;
    setPreview(pressed.preview);
    follow();
  };

  const dragFromOutside = useCallback(
    (booking: CalendarBooking, event: ReactPointerEvent) => {
      if (gesture.current || event.button !== 0) return;
      gesture.current = pressBooking('outside', booking, pointAt(event.clientX, event.clientY));
      follow();
    },
    [follow, pointAt],
  );

  const justDragged = useCallback(() => suppressClick.current, []);

  return { preview, onPointerDown, dragFromOutside, justDragged };
}
