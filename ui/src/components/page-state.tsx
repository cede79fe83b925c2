import { EmptyState, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface PageStateProps {
  /** The big sign above the title (an `EmptyState.Indicator`: "404", an alert icon). */
  indicator: ReactNode;
  /** The page's h1. */
  title: string;
  description: string;
  /** The ways on (back to the list, reload). */
  children: ReactNode;
}

/**
 * What a page says when it cannot show itself (not found, failed): its sign, its title and
 * description centred, and the ways on — inside the page's `EmptyState.Root`.
 */
export function PageState({ indicator, title, description, children }: PageStateProps) {
  return (
    <EmptyState.Content>
      {indicator}
      <VStack textAlign="center">
        <EmptyState.Title as="h1" fontSize="2xl">
          {title}
        </EmptyState.Title>
        <EmptyState.Description>{description}</EmptyState.Description>
      </VStack>
      {children}
    </EmptyState.Content>
  );
}
