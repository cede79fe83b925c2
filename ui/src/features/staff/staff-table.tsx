import { HStack, Skeleton, Stack, Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The frame the staff lists share (border, background, horizontal scroll). */
export function StaffTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="xl" bg="bg" shadow="xs">
      <Table.Root size="md" aria-label={label}>
        {children}
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** Placeholder rows while a list loads (the table's shape, so nothing jumps). */
export function StaffTableSkeleton({ label, rows = 4 }: { label: string; rows?: number }) {
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
          <Skeleton height="4" flex="2" />
          <Skeleton height="4" flex="2" />
          <Skeleton height="4" flex="1" />
          <Skeleton height="4" flex="1" />
        </HStack>
      ))}
    </Stack>
  );
}
