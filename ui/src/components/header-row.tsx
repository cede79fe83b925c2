import { Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface HeaderRowProps {
  /** The breakpoint from which the two sides stand on one row (stacked below it). */
  at?: 'sm' | 'md';
  /** How the sides line up on one row. */
  align?: 'center' | 'flex-end';
  /** How the stacked sides line up on a narrow screen. */
  narrowAlign?: 'stretch' | 'flex-start';
  gap?: '3' | '4';
  /** The intro (what the page or list is for, its figures) and then its actions. */
  children: ReactNode;
}

/**
 * The top row of a page or a list: what it is on the left, its actions on the right; on a
 * narrow screen (below `at`) one under the other.
 */
export function HeaderRow({
  at = 'sm',
  align = 'center',
  narrowAlign = 'stretch',
  gap = '4',
  children,
}: HeaderRowProps) {
  return (
    <Flex
      direction={{ base: 'column', [at]: 'row' }}
      justify="space-between"
      align={{ base: narrowAlign, [at]: align }}
      gap={gap}
    >
      {children}
    </Flex>
  );
}
