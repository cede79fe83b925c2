import { HStack, Skeleton, Stack, Table } from '@chakra-ui/react';
import { type ReactNode, type UIEvent, useLayoutEffect, useRef } from 'react';

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
 * The frame every list table shares (border, background). A table wider than the page
 * scrolls inside this frame, never the page, with its first columns pinned.
 */
export function DataTable({ label, children, stickyColumns = 1, size = 'md' }: DataTableProps) {
  const tableRef = useStickyOffsets(stickyColumns);
  return (
    <Table.ScrollArea
      borderWidth="1px"
      borderRadius="xl"
      bg="bg"
      shadow="xs"
      // Never wider than the column it stands in, whatever the table's own width.
      w="full"
      minW="0"
      // The containing block of what the cells position absolutely (a checkbox's hidden
      // input, screen-reader-only texts): otherwise those sit where the unscrolled table
      // would end and widen the whole page.
      position="relative"
      onScroll={markScrolled}
      css={stickyCss(stickyColumns)}
    >
      <Table.Root size={size} aria-label={label} ref={tableRef}>
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
    <Stack
      borderWidth="1px"
      borderRadius="xl"
      bg="bg"
      p="4"
      gap="4"
      aria-busy="true"
      role="status"
      aria-label={label}
    >
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
