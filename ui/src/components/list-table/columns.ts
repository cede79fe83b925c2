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

/** What a column of one kind says for itself: its id, header, cells and collapse order. */
type ColumnOf<T> = Pick<ListColumn<T>, 'id' | 'header' | 'cell' | 'collapse'>;

/** A column of dates (a stay's check-in, a block's span): never wrapped, digits in line. */
export const dateColumn = <T>(column: ColumnOf<T>): ListColumn<T> => ({
  ...column,
  cellProps: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
});

/** A stay's check-in and check-out columns (a reservation, a request), in that order. */
export const stayDateColumns = <T extends { checkIn: string; checkOut: string }>(
  checkInHeader: string,
  checkOutHeader: string,
): ListColumn<T>[] => [
  dateColumn({ id: 'checkIn', header: checkInHeader, cell: (row) => row.checkIn }),
  dateColumn({ id: 'checkOut', header: checkOutHeader, cell: (row) => row.checkOut }),
];

/** A column of counts (guests, rooms, stays): at the cell's end, digits in line. */
export const countColumn = <T>(column: ColumnOf<T>): ListColumn<T> => ({
  ...column,
  align: 'end',
  cellProps: { fontVariantNumeric: 'tabular-nums' },
});

/** A column of amounts: at the cell's end, never wrapped, digits in line. */
export const amountColumn = <T>(column: ColumnOf<T>): ListColumn<T> => ({
  ...column,
  align: 'end',
  cellProps: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
});
