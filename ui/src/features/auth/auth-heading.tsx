import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The title of an auth page (its h1) and a line under it. */
export function AuthHeading({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <Stack gap="1.5">
      <Heading as="h1" size="2xl" letterSpacing="tight">
        {title}
      </Heading>
      {description ? (
        <Text color="fg.muted" fontSize="sm">
          {description}
        </Text>
      ) : null}
    </Stack>
  );
}
