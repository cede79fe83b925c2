import { type RefObject, useEffect, useState } from 'react';
import { ROOM_ROW_HEIGHT, type Row, type RowLayout } from './timeline';

/**
 * The grid's virtualiser: the size and scroll position of the scrolled area, and the rows in
 * (or near) view, so 500 rooms render as the few dozen on screen.
 */

/** Rows are rendered for the view rounded to blocks of this many pixels, plus an overscan. */
const SCROLL_BLOCK = 240;
const OVERSCAN = 720;

export interface Viewport {
  width: number;
  /** scrollTop rounded down to a block (re-renders happen per block, not per pixel). */
  top: number;
  height: number;
}

/** The size and vertical position of the scrolled area, measured once per animation frame. */
export function useCalendarViewport(ref: RefObject<HTMLDivElement | null>): Viewport {
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

/**
 * The rows in view (and a screen more each way): only these are rendered. jsdom has no layout
 * (a height of 0), so there every row is.
 */
export const visibleRowsOf = (layout: RowLayout, viewport: Viewport): Row[] => {
  if (viewport.height === 0) return layout.rows;
  const top = viewport.top - OVERSCAN;
  const bottom = viewport.top + viewport.height + SCROLL_BLOCK + OVERSCAN;
  return layout.rows.filter((row) => row.top + ROOM_ROW_HEIGHT >= top && row.top <= bottom);
};
