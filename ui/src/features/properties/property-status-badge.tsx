import { Badge, Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { PropertyStatus } from './properties-api';

export function PropertyStatusBadge({ status }: { status: PropertyStatus }) {
  const { t } = useTranslation('properties');
  return (
    <Badge
      size="md"
      variant="plain"
      bg={`property.${status}.subtle`}
      color={`property.${status}.fg`}
      borderRadius="full"
      px="2.5"
      gap="1.5"
    >
      <Box boxSize="2" borderRadius="full" bg={`property.${status}.solid`} aria-hidden="true" />
      {t(`status.${status}`, { defaultValue: status })}
    </Badge>
  );
}
