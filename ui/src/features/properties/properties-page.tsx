import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BuildingIcon, PlusIcon } from '../../components/icons';
import { EmptyList, ListStates } from '../../components/list-states';
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
        <EmptyList
          icon={<BuildingIcon />}
          title={t('member.empty.title')}
          description={t('member.empty.description')}
        />
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
  const properties = useListPropertiesQuery();
  const { data } = properties;
  const openForm = () => setFormOpen(true);

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
      <ListStates
        query={properties}
        loading={<PropertyTableSkeleton label={t('list.loading')} />}
        error={t('list.error')}
        empty={{
          icon: <BuildingIcon />,
          title: t('empty.title'),
          description: t('empty.description'),
          action: (
            <Button variant="outline" onClick={openForm}>
              <PlusIcon />
              {t('add')}
            </Button>
          ),
        }}
        errorAboveList
      >
        {(list) => <PropertyTable properties={list} />}
      </ListStates>
      <RegisterPropertyDialog open={formOpen} onOpenChange={setFormOpen} />
    </Stack>
  );
}
