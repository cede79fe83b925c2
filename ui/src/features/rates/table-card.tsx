import {
  Box,
  Button,
  Card,
  Flex,
  HStack,
  Table,
  type TableColumnHeaderProps,
  Text,
} from '@chakra-ui/react';
import { SectionCard } from '../../components/section-card';
import type { ReactNode } from 'react';
import { PlusIcon } from '../../components/icons';

/**
 * The rate screens' card of rows (a room type's plans, a plan's intervals): a section named by
 * its heading, an "add" button beside it, and a small table of the rows, or a dashed note when
 * there are none.
 */
export function TableCard({
  headingId,
  heading,
  addLabel,
  onAdd,
  children,
}: {
  /** The id of the heading inside `heading`: it names the section. */
  headingId: string;
  /** What the card is about: its heading and what goes with it. */
  heading: ReactNode;
  addLabel: string;
  onAdd: () => void;
  /** The rows (`CardTable`), their loading, error or empty state. */
  children: ReactNode;
}) {
  return (
    <SectionCard headingId={headingId}>
      <Card.Header pb="3">
        <Flex
          gap="4"
          align={{ base: 'flex-start', sm: 'center' }}
          justify="space-between"
          wrap="wrap"
        >
          {heading}
          <Button size="sm" variant="outline" onClick={onAdd}>
            <PlusIcon />
            {addLabel}
          </Button>
        </Flex>
      </Card.Header>
      <Card.Body pt="0">{children}</Card.Body>
    </SectionCard>
  );
}

/** A column of the card's table: its header and the header cell's props (`textAlign`, `title`). */
export interface CardColumn extends Omit<TableColumnHeaderProps, 'children'> {
  key: string;
  /** What the column's header cell says. */
  header: ReactNode;
}

/** The card's table: its column titles on a shaded row, then `children` (the rows). */
export function CardTable({
  label,
  columns,
  children,
}: {
  /** The table's accessible name. */
  label: string;
  columns: readonly CardColumn[];
  children: ReactNode;
}) {
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="lg">
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            {columns.map(({ key, header, ...cell }) => (
              <Table.ColumnHeader key={key} {...cell}>
                {header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </Box>
  );
}

/** What the card says when it has no rows yet: a muted line in a dashed frame. */
export function EmptyNote({ icon, children }: { icon?: ReactNode; children: ReactNode }) {
  return (
    <HStack
      gap="3"
      borderWidth="1px"
      borderStyle="dashed"
      borderRadius="lg"
      px="4"
      py="3"
      color="fg.muted"
    >
      {icon}
      <Text fontSize="sm">{children}</Text>
    </HStack>
  );
}
