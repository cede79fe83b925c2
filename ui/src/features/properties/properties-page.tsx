import { Box, Button, EmptyState, Flex, Heading, Stack, Text, VStack } from '@chakra-ui/react';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BuildingIcon, PlusIcon } from '../../components/icons';
import { QueryError } from '../../components/query-error';
import { useDocumentTitle } from '../../components/use-document-title';
import { useLocalizedPath } from '../../components/use-localized-path';
import { propertyHomePath } from '../../lib/locale';
import { type UserHotel, useCurrentUserQuery } from '../../lib/session-api';
import { useListPropertiesQuery } from './properties-api';
import { MemberHotelTable, PropertyTable, PropertyTableSkeleton } from './property-table';
import { RegisterPropertyDialog } from './register-property-dialog';

/**
 * Route `/` (`/en/`), behind login: the property picker. A default (owner) account sees the
 * properties it has registered and "Add property"; any other user sees the hotels they work
 * at (GET /api/user), and one who works at exactly one goes straight into it. An active
 * property opens at `/p/{id}`.
 */
export function PropertiesPage() {
  const { t } = useTranslation('properties');
  const localized = useLocalizedPath();
  // Loaded by the route guard before this page shows.
  const { data: user } = useCurrentUserQuery();
  if (!user) return <PropertyTableSkeleton label={t('list.loading')} />;
  if (user.isDefault) return <OwnerProperties />;
  const only = user.hotels.length === 1 ? user.hotels[0] : undefined;
  if (only?.status === 'active') {
    return <Navigate to={localized(propertyHomePath(only.id))} replace />;
  }
  return <MemberHotels hotels={user.hotels} />;
}

/** The hotels a staff member works at; their dashboard comes with the working area. */
function MemberHotels({ hotels }: { hotels: UserHotel[] }) {
  const { t } = useTranslation('properties');
  useDocumentTitle(t('member.title'));
  return (
    <Stack gap="6">
      <Box>
        <Heading as="h1" size="2xl" letterSpacing="tight">
          {t('member.title')}
        </Heading>
        <Text color="fg.muted" mt="1">
          {t('member.subtitle')}
        </Text>
      </Box>
      {hotels.length === 0 ? (
        <Box borderWidth="1px" borderStyle="dashed" borderRadius="xl" bg="bg">
          <EmptyState.Root size="lg">
            <EmptyState.Content>
              <EmptyState.Indicator color="brand.solid">
                <BuildingIcon />
              </EmptyState.Indicator>
              <VStack textAlign="center">
                <EmptyState.Title>{t('member.empty.title')}</EmptyState.Title>
                <EmptyState.Description>{t('member.empty.description')}</EmptyState.Description>
              </VStack>
            </EmptyState.Content>
          </EmptyState.Root>
        </Box>
      ) : (
        <MemberHotelTable hotels={hotels} />
      )}
    </Stack>
  );
}

/** The properties a default account registered, and "Add property". */
function OwnerProperties() {
  const { t } = useTranslation('properties');
  useDocumentTitle(t('title'));
  const [formOpen, setFormOpen] = useState(false);
  const { data, error, isLoading, isFetching, refetch } = useListPropertiesQuery();
  const openForm = () => setFormOpen(true);

  let content;
  if (isLoading) {
    content = <PropertyTableSkeleton label={t('list.loading')} />;
  } else if (!data) {
    content = (
      <QueryError
        title={t('list.error')}
        error={error}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  } else if (data.data.length === 0) {
    content = (
      <Box borderWidth="1px" borderStyle="dashed" borderRadius="xl" bg="bg">
        <EmptyState.Root size="lg">
          <EmptyState.Content>
            <EmptyState.Indicator color="brand.solid">
              <BuildingIcon />
            </EmptyState.Indicator>
            <VStack textAlign="center">
              <EmptyState.Title>{t('empty.title')}</EmptyState.Title>
              <EmptyState.Description>{t('empty.description')}</EmptyState.Description>
            </VStack>
            <Button variant="outline" onClick={openForm}>
              <PlusIcon />
              {t('add')}
            </Button>
          </EmptyState.Content>
        </EmptyState.Root>
      </Box>
    );
  } else {
    content = (
      <Stack gap="3">
        {error ? (
          <QueryError
            title={t('list.error')}
            error={error}
            onRetry={() => void refetch()}
            retrying={isFetching}
          />
        ) : null}
        <PropertyTable properties={data.data} />
      </Stack>
    );
  }

  return (
    <Stack gap="6">
      <Flex
        direction={{ base: 'column', sm: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', sm: 'flex-end' }}
        gap="4"
      >
        <Box>
          <Heading as="h1" size="2xl" letterSpacing="tight">
            {t('title')}
          </Heading>
          <Text color="fg.muted" mt="1">
            {data && data.total > 0 ? t('subtitleWithCount', { count: data.total }) : t('subtitle')}
          </Text>
        </Box>
        <Button onClick={openForm} size="md">
          <PlusIcon />
          {t('add')}
        </Button>
      </Flex>
      {content}
      <RegisterPropertyDialog open={formOpen} onOpenChange={setFormOpen} />
    </Stack>
  );
}
