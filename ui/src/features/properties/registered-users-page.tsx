import {
  Box,
  Button,
  Card,
  Flex,
  Heading,
  HStack,
  Link,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { Navigate, Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DataTable, TableSkeleton } from '../../components/data-table';
import { ArrowLeftIcon, ArrowRightIcon, UsersIcon } from '../../components/icons';
import { ListStates } from '../../components/list-states';
import { useDocumentTitle } from '../../components/use-document-title';
import { useLocalizedPath } from '../../components/use-localized-path';
import { propertyHomePath } from '../../lib/locale';
import { useCurrentUserQuery } from '../../lib/session-api';
import { type PropertyUsers, useListRegisteredUsersQuery } from './properties-api';
import { PropertyStatusBadge } from './property-status-badge';

/**
 * Route `/users` (`/en/users`): the registered users of a default account — one card per
 * property it owns, with that property's staff (role name as position, e-mail, phone). Users
 * are added, changed and removed on the property's own users page, which each card links to.
 */
export function RegisteredUsersPage() {
  const { t } = useTranslation('properties');
  const localized = useLocalizedPath();
  useDocumentTitle(t('registeredUsers.title'));
  const { data: user } = useCurrentUserQuery();
  const list = useListRegisteredUsersQuery(undefined, { skip: !user?.isDefault });
  if (user && !user.isDefault) return <Navigate to={localized('/')} replace />;

  return (
    <Stack gap="6">
      <Stack gap="3" align="flex-start">
        <Button asChild variant="ghost" size="sm" colorPalette="gray" ms="-2">
          <RouterLink to={localized('/')}>
            <ArrowLeftIcon />
            {t('backToList')}
          </RouterLink>
        </Button>
        <Box>
          <Heading as="h1" size="2xl" letterSpacing="tight">
            {t('registeredUsers.title')}
          </Heading>
          <Text color="fg.muted" mt="1">
            {t('registeredUsers.subtitle')}
          </Text>
        </Box>
      </Stack>
      <ListStates
        query={list}
        loading={<TableSkeleton label={t('registeredUsers.loading')} columns={[2, 2, 2, 2]} />}
        error={t('registeredUsers.error')}
        empty={{
          icon: <UsersIcon />,
          title: t('registeredUsers.empty.title'),
          description: t('registeredUsers.empty.description'),
        }}
      >
        {(properties) => (
          <Stack gap="5">
            {properties.map((property) => (
              <PropertyUsersCard key={property.id} property={property} />
            ))}
          </Stack>
        )}
      </ListStates>
    </Stack>
  );
}

function PropertyUsersCard({ property }: { property: PropertyUsers }) {
  const { t } = useTranslation('properties');
  const localized = useLocalizedPath();
  const headingId = `property-users-${property.id}`;
  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline" borderRadius="xl">
      <Card.Header pb="3">
        <Flex
          direction={{ base: 'column', sm: 'row' }}
          justify="space-between"
          align={{ base: 'flex-start', sm: 'center' }}
          gap="3"
        >
          <HStack gap="3" wrap="wrap">
            <Heading as="h2" size="md" id={headingId}>
              {property.name}
            </Heading>
            <PropertyStatusBadge status={property.status} />
            <Text fontSize="sm" color="fg.muted">
              {t('registeredUsers.count', { count: property.users.length })}
            </Text>
          </HStack>
          {property.status === 'active' ? (
            <Button asChild size="sm" variant="outline">
              <RouterLink to={localized(`${propertyHomePath(property.id)}/s/users`)}>
                {t('registeredUsers.manage')}
                <ArrowRightIcon />
              </RouterLink>
            </Button>
          ) : null}
        </Flex>
      </Card.Header>
      <Card.Body pt="0">
        {property.users.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            {t('registeredUsers.none')}
          </Text>
        ) : (
          <DataTable label={t('registeredUsers.tableLabel', { name: property.name })}>
            <Table.Header>
              <Table.Row bg="bg.subtle">
                <Table.ColumnHeader>{t('registeredUsers.columns.name')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('registeredUsers.columns.position')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('registeredUsers.columns.email')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('registeredUsers.columns.phoneNumber')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {property.users.map((user) => (
                <Table.Row key={user.id}>
                  <Table.Cell fontWeight="semibold">{user.name}</Table.Cell>
                  <Table.Cell>
                    {user.position ?? <Text color="fg.subtle">{t('noRole')}</Text>}
                  </Table.Cell>
                  <Table.Cell>
                    <Link href={`mailto:${user.email}`} color="fg">
                      {user.email}
                    </Link>
                  </Table.Cell>
                  <Table.Cell fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                    {user.phoneNumber ? (
                      <Link href={`tel:${user.phoneNumber.replace(/\s+/g, '')}`} color="fg">
                        {user.phoneNumber}
                      </Link>
                    ) : (
                      <Text color="fg.subtle">{t('noContact')}</Text>
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </DataTable>
        )}
      </Card.Body>
    </Card.Root>
  );
}
