import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A column of a printed table: its title, its cell of a row, figures at the end. */
export interface PrintedColumn<R> {
  title: ReactNode;
  cell: (row: R, index: number) => ReactNode;
  /** A column of figures: at the end, in tabular digits. */
  end?: boolean;
}

/** Every cell's padding, rule and alignment (figures at the end). */
const cellStyle = (column: { end?: boolean }) =>
  ({
    px: '2',
    py: '1.5',
    textAlign: column.end ? 'end' : 'start',
    borderColor: 'gray.300',
  }) as const;

/**
 * A table of a printout (the letter's stays, the card's guests, the receipt's charges and
 * payments, the invoice's lines, the VAT papers' products, the banks): ruled, its header on a
 * grey band, a row a line of `rows` with each column's cell.
 */
export function PrintedTable<R>({
  columns,
  rows,
  rowKey,
  testId,
}: {
  columns: readonly PrintedColumn<R>[];
  rows: readonly R[];
  rowKey: (row: R, index: number) => string | number;
  testId?: string;
}) {
  return (
    <Table.Root size="sm" variant="outline" {...(testId ? { 'data-testid': testId } : {})}>
      <Table.Header>
        <Table.Row>
          {columns.map((column, i) => (
            <Table.ColumnHeader
              key={i}
              {...cellStyle(column)}
              bg="gray.100"
              color="black"
              fontWeight="semibold"
            >
              {column.title}
            </Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row, index) => (
          <Table.Row key={rowKey(row, index)}>
            {columns.map((column, i) => (
              <Table.Cell
                key={i}
                {...cellStyle(column)}
                {...(column.end ? { fontVariantNumeric: 'tabular-nums' } : {})}
              >
                {column.cell(row, index)}
              </Table.Cell>
            ))}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
