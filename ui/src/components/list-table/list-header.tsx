import { Flex } from '@chakra-ui/react';
import { QuietButton } from '../quiet-button';
import type { ReactNode } from 'react';
import { PageIntro } from '../page-intro';

interface ListHeaderProps {
  /** What the list is, under the page's title. */
  description: string;
  /** The list's actions: on the selected rows (export, delete) and "new". */
  children: ReactNode;
  /** Below this width the actions go under the description (`md` for several buttons). */
  stackBelow?: 'sm' | 'md';
}

/** The line above a list: its description and its actions. */
export function ListHeader({ description, children, stackBelow = 'sm' }: ListHeaderProps) {
  return (
    <Flex
      direction={{ base: 'column', [stackBelow]: 'row' }}
      justify="space-between"
      align={{ base: 'stretch', [stackBelow]: 'center' }}
      gap="3"
    >
      <PageIntro>{description}</PageIntro>
      {children}
    </Flex>
  );
}

interface ClearFiltersProps {
  label: string;
  /** Whether any filter is set (the button is disabled otherwise). */
  filtered: boolean;
  onClear: () => void;
  size?: 'xs' | 'sm';
}

/** A filter bar's "clear": removes the list's filters from the address. */
export function ClearFilters({ label, filtered, onClear, size = 'sm' }: ClearFiltersProps) {
  return (
    <QuietButton size={size} disabled={!filtered} onClick={onClear}>
      {label}
    </QuietButton>
  );
}
