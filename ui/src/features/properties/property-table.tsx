import { Button, HStack, Link, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import dayjs from 'dayjs';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowRightIcon, MailIcon, PhoneIcon } from '../../components/icons';
import type { ReactNode } from 'react';
import { DataTable, TableSkeleton } from '../../components/data-table';
import { useLocalizedPath } from '../../components/use-localized-path';
import { propertyHomePath } from '../../lib/locale';
import type { UserHotel } from '../../lib/session-api';
import type { Property } from './properties-api';
import { PropertyStatusBadge } from './property-status-badge';

function Contact({ property }: { property: Property }) {
  const { t } = useTranslation('properties');
  if (!property.email && !property.phone) {
    return <Text color="fg.subtle">{t('noContact')}</Text>;
  }
  return (
    <Stack gap="0.5" fontSize="sm">
      {property.email ? (
        <HStack gap="1.5" color="fg.muted">
          <MailIcon boxSize="3.5" />
          <Link href={`mailto:${property.email}`} color="fg" truncate maxW="56">
            {property.email}
          </Link>
        </HStack>
      ) : null}
      {property.phone ? (
        <HStack gap="1.5" color="fg.muted">
          <PhoneIcon boxSize="3.5" />
          <Link href={`tel:${property.phone.replace(/\s+/g, '')}`} color="fg">
            {property.phone}
          </Link>
        </HStack>
      ) : null}
    </Stack>
  );
}

/** The frame every property list shares (border, background, horizontal scroll). */
function PropertyTableFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('properties');
  return <DataTable label={t('list.label')}>{children}</DataTable>;
}

/**
 * The name of a property: a link into it when it is open (active); a property waiting for
 * confirmation cannot be opened yet, its status badge says why.
 */
function PropertyName({ id, name, open }: { id: string; name: string; open: boolean }) {
  const localized = useLocalizedPath();
  if (!open) return <Text fontWeight="semibold">{name}</Text>;
  return (
    <Link asChild fontWeight="semibold" color="fg" _hover={{ color: 'brand.fg' }}>
      <RouterLink to={localized(propertyHomePath(id))}>{name}</RouterLink>
    </Link>
  );
}

/** "Open" at the end of the row of a property that can be opened; why not, for one that cannot. */
function OpenCell({ id, name, open }: { id: string; name: string; open: boolean }) {
  const { t } = useTranslation('properties');
  const localized = useLocalizedPath();
  return (
    <Table.Cell textAlign="end">
      {open ? (
        <Button asChild size="sm" variant="subtle" aria-label={t('openProperty', { name })}>
          <RouterLink to={localized(propertyHomePath(id))} tabIndex={-1}>
            {t('open')}
            <ArrowRightIcon />
          </RouterLink>
        </Button>
      ) : (
        <Text
          fontSize="xs"
          color="fg.muted"
          whiteSpace="normal"
          minW="36"
          maxW="44"
          ms="auto"
          lineHeight="short"
        >
          {t('pendingHint')}
        </Text>
      )}
    </Table.Cell>
  );
}

/** The properties of a default (owner) account, with company and contact details. */
export function PropertyTable({ properties }: { properties: Property[] }) {
  const { t } = useTranslation('properties');
  return (
    <PropertyTableFrame>
      <Table.Header>
        <Table.Row bg="bg.subtle">
          <Table.ColumnHeader>{t('columns.name')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('columns.company')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('columns.contact')}</Table.ColumnHeader>
          <Table.ColumnHeader whiteSpace="nowrap">{t('columns.workingDate')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('columns.status')}</Table.ColumnHeader>
          <Table.ColumnHeader whiteSpace="nowrap">{t('columns.registeredAt')}</Table.ColumnHeader>
          <Table.ColumnHeader>
            <VisuallyHidden>{t('columns.open')}</VisuallyHidden>
          </Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {properties.map((property) => (
          <Table.Row key={property.id} _hover={{ bg: 'bg.muted' }}>
            <Table.Cell>
              <PropertyName
                id={property.id}
                name={property.name}
                open={property.status === 'active'}
              />
            </Table.Cell>
            <Table.Cell>
              <Text>{property.companyName}</Text>
              <Text fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums">
                {t('registerNoShort', { registerNo: property.registerNo })}
              </Text>
            </Table.Cell>
            <Table.Cell>
              <Contact property={property} />
            </Table.Cell>
            <Table.Cell fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
              {property.workingDate}
            </Table.Cell>
            <Table.Cell>
              <PropertyStatusBadge status={property.status} />
            </Table.Cell>
            <Table.Cell
              fontVariantNumeric="tabular-nums"
              whiteSpace="nowrap"
              color="fg.muted"
              fontSize="sm"
            >
              <time dateTime={property.registeredAt}>
                {dayjs(property.registeredAt).format('YYYY-MM-DD HH:mm')}
              </time>
            </Table.Cell>
            <OpenCell id={property.id} name={property.name} open={property.status === 'active'} />
          </Table.Row>
        ))}
      </Table.Body>
    </PropertyTableFrame>
  );
}

/** The properties a staff member works at (from GET /api/user), with their role there. */
export function MemberHotelTable({ hotels }: { hotels: UserHotel[] }) {
  const { t } = useTranslation('properties');
  return (
    <PropertyTableFrame>
      <Table.Header>
        <Table.Row bg="bg.subtle">
          <Table.ColumnHeader>{t('columns.name')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('columns.role')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('columns.status')}</Table.ColumnHeader>
          <Table.ColumnHeader>
            <VisuallyHidden>{t('columns.open')}</VisuallyHidden>
          </Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {hotels.map((hotel) => (
          <Table.Row key={hotel.id} _hover={{ bg: 'bg.muted' }}>
            <Table.Cell>
              <PropertyName id={hotel.id} name={hotel.name} open={hotel.status === 'active'} />
            </Table.Cell>
            <Table.Cell>
              {hotel.isOwner ? (
                <Text>{t('owner')}</Text>
              ) : hotel.role ? (
                <Text>{hotel.role.name}</Text>
              ) : (
                <Text color="fg.subtle">{t('noRole')}</Text>
              )}
            </Table.Cell>
            <Table.Cell>
              <PropertyStatusBadge status={hotel.status} />
            </Table.Cell>
            <OpenCell id={hotel.id} name={hotel.name} open={hotel.status === 'active'} />
          </Table.Row>
        ))}
      </Table.Body>
    </PropertyTableFrame>
  );
}

/** Placeholder rows while the list loads (the real table's shape, so nothing jumps). */
export function PropertyTableSkeleton({ label }: { label: string }) {
  return <TableSkeleton label={label} columns={[2, 2, 2, 1, 1]} />;
}
