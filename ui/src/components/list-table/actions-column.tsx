import type { ReactNode } from 'react';
import type { ListColumn } from './list-table';

/**
 * A list table's last column: each row's actions (`cell`), at the row's end on one line, its
 * header `header` read by screen readers only.
 */
export const actionsColumn = <T,>(header: string, cell: (row: T) => ReactNode): ListColumn<T> => ({
  id: 'actions',
  header,
  headerHidden: true,
  align: 'end',
  cellProps: { whiteSpace: 'nowrap' },
  cell,
});
