import { Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ColumnHeaders, type HeadColumn } from './column-headers';
import { DataTable } from './data-table';

/**
 * A small table in its frame (`DataTable`, named `label`): a muted row of its columns' titles
 * over a row per item (`row` draws its `Table.Row`, keyed) — an invoice's credit notes and
 * payments, the stays to invoice, a request's room types. With no items, `empty` says so
 * instead of the table.
 */
export function HeadedTable<T>({
  label,
  columns,
  rows,
  row,
  empty,
}: {
  label: string;
  columns: readonly HeadColumn[];
  rows: readonly T[];
  row: (item: T) => ReactNode;
  empty?: string;
}) {
  if (rows.length === 0 && empty !== undefined) {
    return (
      <Text fontSize="sm" color="fg.muted">
        {empty}
      </Text>
    );
  }
  return (
    <DataTable label={label}>
      <ColumnHeaders bg="bg.subtle" columns={columns} />
      <Table.Body>{rows.map(row)}</Table.Body>
    </DataTable>
  );
}
