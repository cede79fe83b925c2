import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { TitledCard } from '../../components/titled-card';

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
    <TitledCard
      as="section"
      aria-label={title}
      variant="outline"
      bg="bg"
      title={title}
      description={description}
      headerPb="0"
    >
      <Stack gap="4">{children}</Stack>
    </TitledCard>
  );
}
