import { Box, Card, Flex, Grid, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A block of the detail and group pages: a heading, its actions and the content. */
export function Block({
  title,
  actions,
  children,
  testId,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Card.Root as="section" aria-label={title} borderRadius="xl" data-testid={testId}>
      <Card.Header pb="0">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap" minH="8">
          <Heading as="h3" size="md">
            {title}
          </Heading>
          {actions ? (
            <Flex gap="2" wrap="wrap">
              {actions}
            </Flex>
          ) : null}
        </Flex>
      </Card.Header>
      <Card.Body pt="4">{children}</Card.Body>
    </Card.Root>
  );
}

/** Label / value pairs, two columns. */
export function Facts({ children }: { children: ReactNode }) {
  return (
    <Grid as="dl" templateColumns="minmax(7rem, max-content) 1fr" columnGap="5" rowGap="2.5">
      {children}
    </Grid>
  );
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Text as="dt" color="fg.muted" fontSize="sm">
        {label}
      </Text>
      <Box as="dd" fontSize="sm" minW="0">
        {children}
      </Box>
    </>
  );
}
