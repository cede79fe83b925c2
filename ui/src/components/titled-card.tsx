import { Card, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface TitledCardProps extends Omit<Card.RootProps, 'title'> {
  /** The card's heading (an h2). */
  title: ReactNode;
  /** A muted line under the heading. */
  description?: ReactNode;
  /** The heading's size: 'md', or 'lg' for the main card of a page. */
  titleSize?: 'md' | 'lg';
  /** The space under the header ('0': the body follows at once). */
  headerPb?: Card.HeaderProps['pb'];
  children: ReactNode;
}

/**
 * A card with rounded corners headed by its title (and a line under it), its body below;
 * other props style the card (`as="section"` with an `aria-label`, an outline).
 */
export function TitledCard({
  title,
  description,
  titleSize = 'md',
  headerPb,
  children,
  ...card
}: TitledCardProps) {
  return (
    <Card.Root borderRadius="xl" {...card}>
      <Card.Header pb={headerPb}>
        <Heading as="h2" size={titleSize}>
          {title}
        </Heading>
        {description ? (
          <Text fontSize="sm" color="fg.muted">
            {description}
          </Text>
        ) : null}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
