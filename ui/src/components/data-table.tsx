import { HStack, Skeleton, Stack, Table } from '@chakra-ui/react';
import { type ReactNode, type RefObject, type UIEvent, useLayoutEffect, useRef } from 'react';

/** The cells of the first `count` columns, in the header and in the body. */
const firstColumns = (count: number, section: 'thead' | 'tbody') =>
  Array.from({ length: count }, (_, i) => `& ${section} tr > :nth-of-type(${i + 1})`).join(', ');

/**
 * Sticks the first `count` columns to the frame's left edge while the rest scrolls under them:
 * each is pinned at the width of the ones before it (measured, `--sticky-left-{i}`), carries
 * the row's background so nothing shows through, and the last one draws an edge once the
 * table is scrolled.
 */
const stickyCss = (count: number) => {
  if (count <= 0) return {};
  const css: Record<string, unknown> = {
    [firstColumns(count, 'thead')]: { bg: 'bg.subtle' },
    [firstColumns(count, 'tbody')]: { bg: 'bg' },
    // The row's hover colour reaches its pinned cells too.
    '& tbody tr:hover > td': { bg: 'bg.muted' },
    [`& tr > :nth-of-type(${count})`]: { transition: 'box-shadow 0.15s' },
    [`&[data-scrolled] tr > :nth-of-type(${count})`]: {
      boxShadow: 'inset -1px 0 0 var(--chakra-colors-border), 4px 0 6px -4px rgba(0,0,0,0.12)',
    },
  };
  for (let i = 0; i < count; i += 1) {
    css[`& tr > :nth-of-type(${i + 1})`] = {
      position: 'sticky',
      left: `var(--sticky-left-${i}, 0px)`,
      zIndex: 1,
    };
  }
  return css;
};

/**
 * Keeps `--sticky-left-{i}` on the table: the summed widths of the header cells before column
 * i, measured again whenever the table's size changes (rows arrive, the language switches).
 */
function useStickyOffsets(count: number) {
  const tableRef = useRef<HTMLTableElement | null>(null);
  useLayoutEffect(() => {
    const table = tableRef.current;
    if (!table || count <= 0) return undefined;
    const measure = () => {
      const cells = table.tHead?.rows[0]?.cells;
      if (!cells) return;
      let left = 0;
      for (let i = 0; i < count && i < cells.length; i += 1) {
        table.style.setProperty(`--sticky-left-${i}`, `${left}px`);
        left += cells[i]?.getBoundingClientRect().width ?? 0;
      }
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(table);
    return () => observer.disconnect();
  }, [count]);
  return tableRef;
}

/** The most columns a list table has (the hide rules are written for each). */
const MAX_COLUMNS = 32;

/**
 * Hides the columns named in the table's `data-hidden-columns` ("c3 c12"), header and body;
 * column titles stay on one line.
 */
const hiddenColumnsCss = () => {
  const css: Record<string, unknown> = { '& th': { whiteSpace: 'nowrap' } };
  for (let i = 1; i <= MAX_COLUMNS; i += 1) {
    css[`&[data-hidden-columns~="c${i}"] tr > :nth-child(${i})`] = { display: 'none' };
  }
  return css;
};

const TABLE_CSS = hiddenColumnsCss();

/**
 * Collapses columns by priority so the table fits its frame without scrolling sideways: a
 * column header marked `data-collapse="n"` is hidden while the table is still wider than its
 * frame, the lowest n first; unmarked columns (what says which row it is, the balance or the
 * amount, the row's actions) always stay. Measured again whenever the frame or the table
 * changes size (the window, the side navigation, rows arriving, the language). What is still
 * too wide once every marked column is hidden (a phone) scrolls inside the frame.
 */
function useCollapsingColumns(tableRef: RefObject<HTMLTableElement | null>) {
  useLayoutEffect(() => {
    const table = tableRef.current;
    const frame = table?.parentElement;
    if (!table || !frame) return undefined;
    const fit = () => {
      const headers = [...(table.tHead?.rows[0]?.cells ?? [])];
      const order = headers
        .map((cell, index) => ({ column: index + 1, rank: Number(cell.dataset.collapse) }))
        .filter(({ rank }) => Number.isFinite(rank) && rank > 0)
        .sort((a, b) => a.rank - b.rank);
      const hidden: string[] = [];
      table.setAttribute('data-hidden-columns', '');
      for (const { column } of order) {
        // Reading the widths lays the table out again with what is hidden so far.
        if (table.offsetWidth <= frame.clientWidth) break;
        hidden.push(`c${column}`);
        table.setAttribute('data-hidden-columns', hidden.join(' '));
      }
    };
    fit();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(fit);
    observer.observe(frame);
    observer.observe(table);
    return () => observer.disconnect();
  }, [tableRef]);
}

/** Marks the frame while it is scrolled sideways (the pinned columns then draw their edge). */
const markScrolled = (event: UIEvent<HTMLDivElement>) => {
  const frame = event.currentTarget;
  frame.toggleAttribute('data-scrolled', frame.scrollLeft > 0);
};

interface DataTableProps {
  label: string;
  children: ReactNode;
  /**
   * How many of the first columns stay in view while a table wider than its frame scrolls
   * sideways (the ones that say which row it is: a selection box, a number, a name).
   */
  stickyColumns?: number;
  /** `sm` for a list with many columns (less padding, more of it in view). */
  size?: 'sm' | 'md';
}

/**
 * The frame every list table shares (border, background). A table wider than its frame first
 * collapses its marked columns (`data-collapse` on the header, see useCollapsingColumns); what
 * is still too wide scrolls inside this frame, never the page, with its first columns pinned.
 */
export function DataTable({ label, children, stickyColumns = 1, size = 'md' }: DataTableProps) {
  const tableRef = useStickyOffsets(stickyColumns);
  useCollapsingColumns(tableRef);
  return (
    <Table.ScrollArea
      layerStyle="card"
      // Never wider than the column it stands in, whatever the table's own width.
      w="full"
      minW="0"
      // The containing block of what the cells position absolutely (a checkbox's hidden
      // input, screen-reader-only texts): otherwise those sit where the unscrolled table
      // would end and widen the whole page.
      position="relative"
      // Chakra's scroll area keeps every cell on one line; a list's long texts (names, notes,
      // what changed) wrap instead, so the table fits its frame before any column has to go.
      // Column titles, dates and amounts stay on one line.
      whiteSpace="normal"
      onScroll={markScrolled}
      css={stickyCss(stickyColumns)}
    >
      <Table.Root size={size} aria-label={label} ref={tableRef} css={TABLE_CSS}>
        {children}
      </Table.Root>
    </Table.ScrollArea>
  );
}

/**
 * Placeholder rows while a list loads, in the table's shape (one relative width per column),
 * so nothing jumps when the rows arrive.
 */
export function TableSkeleton({
  label,
  columns,
  rows = 4,
}: {
  label: string;
  columns: readonly number[];
  rows?: number;
}) {
  return (
    <Stack layerStyle="panel" p="4" gap="4" aria-busy="true" role="status" aria-label={label}>
      <Skeleton height="5" width="40%" />
      {Array.from({ length: rows }, (_, i) => (
        <HStack key={i} gap="6">
          {columns.map((flex, column) => (
            <Skeleton key={column} height="4" flex={flex} />
          ))}
        </HStack>
      ))}
    </Stack>
  );
}
