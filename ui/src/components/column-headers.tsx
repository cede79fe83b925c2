import { Table } from '@chakra-ui/react';

/** A column of a table as its header says it. */
export interface HeadColumn {
  /** Its title; none for a column of links or buttons. */
  title?: string;
  /** A column of figures: its title stands at the end, as its cells do. */
  end?: boolean;
}

/**
 * A table's header: one row of its columns' titles, in the order given (`bg`: the row's
 * background, e.g. a muted band over a table in a card).
 */
export function ColumnHeaders({ columns, bg }: { columns: readonly HeadColumn[]; bg?: string }) {
  return (
    <Table.Header>
      <Table.Row {...(bg ? { bg } : {})}>
        {columns.map((column, index) => (
          <Table.ColumnHeader key={index} {...(column.end ? { textAlign: 'end' } : {})}>
            {column.title}
          </Table.ColumnHeader>
        ))}
      </Table.Row>
    </Table.Header>
  );
}
