import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A section of the channel and calendar sync pages: its heading (with the section's actions on
 * its right, wrapping under it on a narrow screen), what it is for, then its content.
 */
export function ChannelSection({
  id,
  title,
  description,
  actions,
  children,
}: {
  /** The heading's id, naming the section. */
  id: string;
  title: string;
  description: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const heading = (
    <Heading id={id} size="md">
      {title}
    </Heading>
  );
  return (
    <Stack gap="3" as="section" aria-labelledby={id}>
      {actions ? (
        <Flex justify="space-between" align={{ base: 'stretch', sm: 'center' }} gap="4" wrap="wrap">
          {heading}
          {actions}
        </Flex>
      ) : (
        heading
      )}
      <Text color="fg.muted" maxW="3xl">
        {description}
      </Text>
      {children}
    </Stack>
  );
}
