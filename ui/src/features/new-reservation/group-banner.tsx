import { Alert, Box, HStack, Spinner } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-alert';
import type { useGetGroupQuery } from '../../shared/reservations/reservations-api';

/** "Adding to group #N" with the group's guest, while the group is read. */
export function GroupBanner({ group }: { group: ReturnType<typeof useGetGroupQuery> }) {
  const { t } = useTranslation('booking');
  if (group.isError) {
    return (
      <FormAlert
        status="warning"
        title={t('group.notFound')}
        messages={[t('group.notFoundHelp')]}
      />
    );
  }
  return (
    <Alert.Root status="info" variant="subtle" borderRadius="lg" data-testid="group-banner">
      <Alert.Indicator />
      <Alert.Content>
        {group.data ? (
          <>
            <Alert.Title>{t('group.adding', { number: group.data.number })}</Alert.Title>
            <Alert.Description>
              {t('group.summary', {
                guest: [group.data.guestClone.name, group.data.guestClone.surname]
                  .filter(Boolean)
                  .join(' '),
                count: group.data.reservations.length,
              })}
            </Alert.Description>
          </>
        ) : (
          <HStack gap="2">
            <Spinner size="xs" />
            <Box as="span">{t('group.loading')}</Box>
          </HStack>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}
