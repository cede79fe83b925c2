import {
  Avatar,
  Box,
  Button,
  Card,
  Heading,
  HStack,
  Link,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalName } from '../../lib/names';
import { MailIcon, PhoneIcon, PlusIcon, UsersIcon } from '../../components/icons';
import { ListStates } from '../../components/list-states';
import { QueryError } from '../../components/query-error';
import { useDialog } from '../../components/use-dialog';
import { useDocumentTitle } from '../../components/use-document-title';
import { useLocalizedPath } from '../../components/use-localized-path';
import { useCurrentUserQuery } from '../../lib/session-api';
import {
  ChangeRoleDialog,
  DeleteUserDialog,
  type StaffUser,
  UserActionButtons,
  UserDialog,
  useListUsersQuery,
  useUserDeletion,
} from '../staff';
import {
  type PropertyUsers,
  type RegisteredUser,
  useListRegisteredUsersQuery,
} from './properties-api';
import { AccountPageTitle } from './account-page-title';
import { PropertyStatusBadge } from './property-status-badge';
import { HeaderRow } from '../../components/header-row';
import { SectionCard } from '../../components/section-card';

/**
 * Route `/users` (`/en/users`): the registered users of a default account — one card per
 * property it owns, with that property's staff as cards (name, role as position, e-mail,
 * phone). On an active property the owner adds, edits, deletes and changes the role of a
 * user right here, through the property's own commands (POST/DELETE /api/users with the
 * property as X-Slug: the same permission check and rules as its users page). A property
 * waiting for confirmation lists its users only.
 */
export function RegisteredUsersPage() {
  const { t } = useTranslation('properties');
  const local = useLocalName();
  const localized = useLocalizedPath();
  useDocumentTitle(t('registeredUsers.title'));
  const { data: user } = useCurrentUserQuery();
  const list = useListRegisteredUsersQuery(undefined, { skip: !user?.isDefault });
  if (user && !user.isDefault) return <Navigate to={localized('/')} replace />;

  return (
    <Stack gap="6">
      <AccountPageTitle
        title={t('registeredUsers.title')}
        subtitle={t('registeredUsers.subtitle')}
        back
      />
      <ListStates
        query={list}
        loading={<UserCardsSkeleton label={t('registeredUsers.loading')} />}
        error={t('registeredUsers.error')}
        empty={{
          icon: <UsersIcon />,
          title: t('registeredUsers.empty.title'),
          description: t('registeredUsers.empty.description'),
        }}
      >
        {(properties) => (
          <Stack gap="5">
            {properties.map((property) =>
              property.status === 'active' ? (
                <ActivePropertyUsers key={property.id} property={property} />
              ) : (
                <PropertyUsersCard key={property.id} property={property}>
                  <UserCards
                    label={t('registeredUsers.tableLabel', { name: property.name })}
                    users={property.users.map((user) => ({
                      ...user,
                      position: user.role ? local(user.role) : user.position,
                    }))}
                  />
                </PropertyUsersCard>
              ),
            )}
          </Stack>
        )}
      </ListStates>
    </Stack>
  );
}

/** A property's section: its name, status, how many users, an action, and the users. */
function PropertyUsersCard({
  property,
  count = property.users.length,
  action,
  children,
}: {
  property: PropertyUsers;
  count?: number;
  action?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('properties');
  const headingId = `property-users-${property.id}`;
  return (
    <SectionCard headingId={headingId} bg="bg.subtle">
      <Card.Header pb="3">
        <HeaderRow narrowAlign="flex-start" gap="3">
          <HStack gap="3" wrap="wrap">
            <Heading as="h2" size="md" id={headingId}>
              {property.name}
            </Heading>
            <PropertyStatusBadge status={property.status} />
            <Text fontSize="sm" color="fg.muted">
              {t('registeredUsers.count', { count })}
            </Text>
          </HStack>
          {action}
        </HeaderRow>
      </Card.Header>
      <Card.Body pt="0">{children}</Card.Body>
    </SectionCard>
  );
}

/**
 * An active property: its users from the property's own list (GET /api/users, which has what
 * the forms need), with add, edit, change role and delete.
 */
function ActivePropertyUsers({ property }: { property: PropertyUsers }) {
  const { t } = useTranslation(['properties', 'staff']);
  const local = useLocalName();
  const slug = property.id;
  const users = useListUsersQuery({ slug });
  const editor = useDialog<StaffUser>();
  const roleChange = useDialog<StaffUser>();
  const removal = useUserDeletion(slug);
  // The owner is the caller: not repeated among the staff, as on the list of all properties.
  const staff = (users.data?.data ?? []).filter((user) => !user.isOwner);

  return (
    <PropertyUsersCard
      property={property}
      count={users.data ? staff.length : property.users.length}
      action={
        <Button size="sm" variant="outline" onClick={() => editor.show(null)}>
          <PlusIcon />
          {t('staff:users.add')}
        </Button>
      }
    >
      {users.isLoading ? (
        <UserCardsSkeleton label={t('registeredUsers.loading')} />
      ) : !users.data ? (
        <QueryError title={t('registeredUsers.error')} query={users} />
      ) : (
        <UserCards
          label={t('registeredUsers.tableLabel', { name: property.name })}
          users={staff.map((user) => ({
            id: user.id,
            name: user.name,
            position: user.role ? local(user.role) : null,
            email: user.email,
            phoneNumber: user.phoneNumber,
            role: user.role,
          }))}
          actions={(id) => {
            const user = staff.find((s) => s.id === id);
            if (!user) return null;
            return (
              <UserActionButtons
                name={user.name}
                actions={{
                  edit: () => editor.show(user),
                  changeRole: () => roleChange.show(user),
                  remove: () => removal.show(user),
                }}
              />
            );
          }}
        />
      )}
      <UserDialog slug={slug} dialog={editor} />
      <ChangeRoleDialog slug={slug} propertyName={property.name} dialog={roleChange} />
      <DeleteUserDialog deletion={removal} />
    </PropertyUsersCard>
  );
}

/** The users of one property as cards; `actions` gives a card its buttons. */
function UserCards({
  label,
  users,
  actions,
}: {
  label: string;
  users: RegisteredUser[];
  actions?: (id: string) => ReactNode;
}) {
  const { t } = useTranslation('properties');
  if (users.length === 0) {
    return (
      <Text color="fg.muted" fontSize="sm">
        {t('registeredUsers.none')}
      </Text>
    );
  }
  return (
    <SimpleGrid
      as="ul"
      aria-label={label}
      listStyleType="none"
      columns={{ base: 1, md: 2, xl: 3 }}
      gap="3"
    >
      {users.map((user) => (
        <Box as="li" key={user.id} minW="0">
          <Card.Root
            as="article"
            aria-label={user.name}
            size="sm"
            variant="outline"
            borderRadius="lg"
            bg="bg"
            h="full"
          >
            <Card.Body gap="3">
              <HStack align="flex-start" gap="3">
                <Avatar.Root size="sm" colorPalette="brand" flexShrink="0">
                  <Avatar.Fallback name={user.name} />
                </Avatar.Root>
                <Box flex="1" minW="0">
                  <Text as="h3" fontWeight="semibold" truncate>
                    {user.name}
                  </Text>
                  <Text fontSize="sm" color={user.position ? 'fg.muted' : 'fg.subtle'} truncate>
                    {user.position ?? t('noRole')}
                  </Text>
                </Box>
                {actions ? (
                  <HStack gap="0.5" flexShrink="0" mt="-1" me="-1">
                    {actions(user.id)}
                  </HStack>
                ) : null}
              </HStack>
              <Stack gap="1" fontSize="sm">
                <HStack gap="2" color="fg.muted" minW="0">
                  <MailIcon boxSize="3.5" flexShrink="0" />
                  <Link href={`mailto:${user.email}`} color="fg" truncate>
                    {user.email}
                  </Link>
                </HStack>
                <HStack gap="2" color="fg.muted">
                  <PhoneIcon boxSize="3.5" flexShrink="0" />
                  {user.phoneNumber ? (
                    <Link
                      href={`tel:${user.phoneNumber.replace(/\s+/g, '')}`}
                      color="fg"
                      fontVariantNumeric="tabular-nums"
                    >
                      {user.phoneNumber}
                    </Link>
                  ) : (
                    <Text color="fg.subtle">{t('noContact')}</Text>
                  )}
                </HStack>
              </Stack>
            </Card.Body>
          </Card.Root>
        </Box>
      ))}
    </SimpleGrid>
  );
}

function UserCardsSkeleton({ label }: { label: string }) {
  return (
    <SimpleGrid
      columns={{ base: 1, md: 2, xl: 3 }}
      gap="3"
      role="status"
      aria-busy="true"
      aria-label={label}
    >
      {Array.from({ length: 3 }, (_, i) => (
        <Skeleton key={i} h="24" borderRadius="lg" />
      ))}
    </SimpleGrid>
  );
}
