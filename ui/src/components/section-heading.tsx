import { Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface SectionHeadingProps {
  /** The heading's id (what names its section), if any. */
  id?: string;
  title: ReactNode;
  /** The muted line under it: what the section is for. */
  description: ReactNode;
}

/** A section's heading (an h2) over a muted line saying what the section is for. */
export function SectionHeading({ id, title, description }: SectionHeadingProps) {
  return (
    <>
      <Heading as="h2" size="md" id={id}>
        {title}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {description}
      </Text>
    </>
  );
}
