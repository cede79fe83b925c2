import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled card of a profile form (the general info's groups, the hotel settings). */
export function ProfileSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card.Root as="section" aria-label={title} variant="outline" borderRadius="xl" bg="bg">
      <Card.Header pb="0">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {description ? (
          <Text color="fg.muted" fontSize="sm">
            {description}
          </Text>
        ) : null}
      </Card.Header>
      <Card.Body>
        <Stack gap="4">{children}</Stack>
      </Card.Body>
    </Card.Root>
  );
}
