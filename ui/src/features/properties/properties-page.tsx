import { Button, HStack, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BuildingIcon, PlusIcon, ShieldIcon, UsersIcon } from '../../components/icons';
import { EmptyList, ListStates } from '../../components/list-states';
import { useDocumentTitle } from '../../components/use-document-title';
import { useLocalizedPath } from '../../components/use-localized-path';
import { propertyHomePath } from '../../lib/locale';
import { type UserHotel, useCurrentUserQuery } from '../../lib/session-api';
import { AccountPageTitle } from './account-page-title';
import { useListPropertiesQuery } from './properties-api';
import { MemberHotelCards, PropertyCards, PropertyCardsSkeleton } from './property-cards';
import { RegisterPropertyDialog } from './register-property-dialog';
import { HeaderRow } from '../../components/header-row';

/**
 * Route `/` (`/en/`), behind login: the property picker. A default (owner) account sees the
 * properties it has registered, "Add property" and its registered users; any other user sees
 * the hotels they work at (GET /api/user), and one who works at exactly one goes straight
 * into it. An active property opens at `/p/{id}`; one waiting for confirmation does not.
 * Operators also get a link to the properties waiting for their confirmation.
 */
export function PropertiesPage({ adding = false }: { adding?: boolean }) {
  const { t } = useTranslation('properties');
  const localized = useLocalizedPath();
  // Loaded by the route guard before this page shows.
  const { data: user } = useCurrentUserQuery();
  if (!user) return <PropertyCardsSkeleton label={t('list.loading')} />;
  if (user.isDefault) return <OwnerProperties adding={adding} isOperator={!!user.isOperator} />;
  const only = user.hotels.length === 1 ? user.hotels[0] : undefined;
  if (only?.status === 'active') {
    return <Navigate to={localized(propertyHomePath(only.id))} replace />;
  }
  if (adding) return <Navigate to={localized('/')} replace />;
  return <MemberHotels hotels={user.hotels} isOperator={!!user.isOperator} />;
}

/** Route `/new/hotel`: the property picker with "Add property" open. */
export function NewPropertyPage() {
  return <PropertiesPage adding />;
}

/** Links of the picker's header: registered users (default account), operator's page. */
function PickerLinks({ owner, isOperator }: { owner: boolean; isOperator: boolean }) {
  const { t } = useTranslation('properties');
  const localized = useLocalizedPath();
  const links = [
    ...(isOperator ? [{ to: '/operator', icon: <ShieldIcon />, text: t('operator.link') }] : []),
    ...(owner ? [{ to: '/users', icon: <UsersIcon />, text: t('registeredUsers.link') }] : []),
  ];
  if (links.length === 0) return null;
  return (
    <HStack gap="2" wrap="wrap">
      {links.map((link) => (
        <Button key={link.to} asChild variant="outline" size="md" colorPalette="gray">
          <RouterLink to={localized(link.to)}>
            {link.icon}
            {link.text}
          </RouterLink>
        </Button>
      ))}
    </HStack>
  );
}

/** The hotels a staff member works at; their dashboard comes with the working area. */
function MemberHotels({ hotels, isOperator }: { hotels: UserHotel[]; isOperator: boolean }) {
  const { t } = useTranslation('properties');
  useDocumentTitle(t('member.title'));
  return (
    <Stack gap="6">
      <AccountPageTitle title={t('member.title')} subtitle={t('member.subtitle')} />
      <PickerLinks owner={false} isOperator={isOperator} />
      {hotels.length === 0 ? (
        <EmptyList
          icon={<BuildingIcon />}
          title={t('member.empty.title')}
          description={t('member.empty.description')}
        />
      ) : (
        <MemberHotelCards hotels={hotels} />
      )}
    </Stack>
  );
}

/** The properties a default account registered, and "Add property". */
function OwnerProperties({ adding, isOperator }: { adding: boolean; isOperator: boolean }) {
  const { t } = useTranslation('properties');
  useDocumentTitle(t('title'));
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const [formOpen, setFormOpen] = useState(adding);
  const properties = useListPropertiesQuery();
  const { data } = properties;
  const openForm = () => setFormOpen(true);
  const formOpenChange = (open: boolean) => {
    setFormOpen(open);
    // Opened at /new/hotel: closing it leaves the list at its own address.
    if (!open && adding) void navigate(localized('/'), { replace: true });
  };

  return (
    <Stack gap="6">
      <HeaderRow align="flex-end">
        <AccountPageTitle
          title={t('title')}
          subtitle={
            data && data.total > 0 ? t('subtitleWithCount', { count: data.total }) : t('subtitle')
          }
        />
        <HStack gap="2" wrap="wrap">
          <PickerLinks owner isOperator={isOperator} />
          <Button onClick={openForm} size="md">
            <PlusIcon />
            {t('add')}
          </Button>
        </HStack>
      </HeaderRow>
      <ListStates
        query={properties}
        loading={<PropertyCardsSkeleton label={t('list.loading')} />}
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
        {(list) => <PropertyCards properties={list} onAdd={openForm} />}
      </ListStates>
      <RegisterPropertyDialog open={formOpen} onOpenChange={formOpenChange} />
    </Stack>
  );
}
