import { formatDateTime } from '../../lib/time-zone';
import type { ListColumn } from './list-table';

/**
 * A column of when each row was created (its date and time where the screens show times), the
 * first to give way while the table is too wide.
 */
export const createdAtColumn = <T extends { createdAt: string }>(
  header: string,
): ListColumn<T> => ({
  id: 'createdAt',
  header,
  collapse: 1,
  cellProps: { whiteSpace: 'nowrap', fontSize: 'sm', fontVariantNumeric: 'tabular-nums' },
  cell: (row) => formatDateTime(row.createdAt),
});
