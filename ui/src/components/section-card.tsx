import { Card } from '@chakra-ui/react';

/**
 * A part of a page drawn as an outlined card with rounded corners, a `section` named by its
 * heading (`headingId`: the id of the heading inside it); other props style the card.
 */
export function SectionCard({ headingId, ...card }: { headingId: string } & Card.RootProps) {
  return (
    <Card.Root
      as="section"
      aria-labelledby={headingId}
      variant="outline"
      borderRadius="xl"
      {...card}
    />
  );
}
