import { Box, Table } from '@chakra-ui/react';

/** A column of a folio table: its title, and whether its figures stand at the end. */
export interface HeadColumn {
  title: string;
  end?: boolean;
}

/**
 * The header row of a folio table (the payments, the services): its columns' titles, then the
 * column of each row's actions, named for screen readers only.
 */
export function TableHead({
  columns,
  actionsLabel,
}: {
  columns: readonly HeadColumn[];
  actionsLabel: string;
}) {
  return (
    <Table.Header>
      <Table.Row>
        {columns.map((column) => (
          <Table.ColumnHeader key={column.title} {...(column.end ? { textAlign: 'end' } : {})}>
            {column.title}
          </Table.ColumnHeader>
        ))}
        <Table.ColumnHeader>
          <Box as="span" srOnly>
            {actionsLabel}
          </Box>
        </Table.ColumnHeader>
      </Table.Row>
    </Table.Header>
  );
}

/** A payment method's colour, as a dot before its name. */
export function MethodDot({ color }: { color: string }) {
  return <Box w="2" h="2" borderRadius="full" flexShrink="0" style={{ background: color }} />;
}
