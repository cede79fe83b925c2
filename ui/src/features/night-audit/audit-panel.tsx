import { Badge, Box, HStack, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A block of the night audit's pages in its card: its title (with how many it lists when
 * `count` is given: orange while any is left, green at none), a hint under it, then its content.
 * A part of the checklist is a `section`; the checklist's parts are drawn a little tighter.
 */
export function AuditPanel({
  title,
  count,
  hint,
  section = false,
  children,
}: {
  title?: ReactNode;
  count?: number;
  hint?: ReactNode;
  section?: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      as={section ? 'section' : 'div'}
      layerStyle="panel"
      p={{ base: '4', md: section ? '5' : '6' }}
    >
      {title ? (
        <HStack gap="3" mb={hint ? '1' : '2'}>
          <Heading as="h3" size="md">
            {title}
          </Heading>
          {count === undefined ? null : (
            <Badge colorPalette={count > 0 ? 'orange' : 'green'} variant="subtle">
              {count}
            </Badge>
          )}
        </HStack>
      ) : null}
      {hint ? (
        <Text color="fg.muted" fontSize="sm" mb="3">
          {hint}
        </Text>
      ) : null}
      {children}
    </Box>
  );
}
