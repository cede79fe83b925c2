import { HStack, Skeleton, Stack, Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The frame every list table shares (border, background, horizontal scroll). */
export function DataTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="xl" bg="bg" shadow="xs">
      <Table.Root size="md" aria-label={label}>
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
