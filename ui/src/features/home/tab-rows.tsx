import { Link, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { localName } from '../../lib/names';
import { Link as RouterLink } from 'react-router';
import { propertyPath } from '../../lib/property-pages';
import { DataTable } from '../../components/data-table';
import { EmptyList } from '../../components/list-states';
import { useLocalizedPath } from '../../components/use-localized-path';
import { formatMoney } from '../../lib/format';
import { StatusBadge } from '../../shared/reservations/status';
import { type DashboardRow, type DashboardTab } from './dashboard-api';
import { TAB_ICONS } from './dashboard-tabs';

export function TabRows({
  tab,
  rows,
  total,
  slug,
  canOpen,
  workingDate,
}: {
  tab: DashboardTab;
  rows: DashboardRow[];
  total: number;
  slug: string;
  canOpen: boolean;
  workingDate: string;
}) {
  const { t, i18n } = useTranslation('home');
  const roomTypeOf = (row: DashboardRow) =>
    localName({ name: row.roomTypeName, nameEn: row.roomTypeNameEn ?? null }, i18n.language);
  const localized = useLocalizedPath();
  const language = i18n.language;
  const TabIcon = TAB_ICONS[tab];
  if (rows.length === 0) {
    return (
      <EmptyList
        icon={<TabIcon />}
        title={t(`dashboard.empty.${tab}.title`)}
        description={t(`dashboard.empty.${tab}.description`)}
      />
    );
  }
  return (
    <Stack gap="2">
      <DataTable label={t(`dashboard.tabs.${tab}`)}>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader>{t('dashboard.columns.number')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('dashboard.columns.guest')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('dashboard.columns.room')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('dashboard.columns.dates')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('dashboard.columns.status')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              {t('dashboard.columns.balance')}
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.id} data-testid={`dashboard-row-${row.number}`}>
              <Table.Cell fontWeight="semibold" fontVariantNumeric="tabular-nums">
                {canOpen ? (
                  <Link asChild color="brand.fg">
                    <RouterLink
                      to={localized(propertyPath(slug, 'reservation', { id: row.id }))}
                      aria-label={t('dashboard.open', { number: row.number })}
                    >
                      {row.number}
                    </RouterLink>
                  </Link>
                ) : (
                  row.number
                )}
              </Table.Cell>
              <Table.Cell>
                <Text truncate maxW="56" title={row.guestName}>
                  {row.guestName}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {t('dashboard.guests', { count: row.numberOfGuests })}
                  {row.numberOfChildren > 0
                    ? ` · ${t('dashboard.cards.children', { count: row.numberOfChildren })}`
                    : ''}
                </Text>
              </Table.Cell>
              <Table.Cell>
                {row.roomName ?? (
                  <Text as="span" color="fg.subtle" fontSize="sm">
                    {t('dashboard.noRoom')}
                  </Text>
                )}
                <Text fontSize="xs" color="fg.muted" truncate maxW="48" title={roomTypeOf(row)}>
                  {roomTypeOf(row)}
                </Text>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                {row.checkIn} → {row.checkOut}
                {tab === 'todayCheckin' && row.checkIn < workingDate ? (
                  // Left pending by a night audit: still due, from its own date.
                  <Text fontSize="xs" color="orange.fg" fontWeight="medium">
                    {t('dashboard.carriedOver', { date: row.checkIn })}
                  </Text>
                ) : null}
              </Table.Cell>
              <Table.Cell>
                <StatusBadge status={row.status} />
              </Table.Cell>
              <Table.Cell
                textAlign="end"
                whiteSpace="nowrap"
                fontVariantNumeric="tabular-nums"
                color={row.balance > 0 ? 'red.fg' : 'fg.muted'}
                fontWeight={row.balance > 0 ? 'semibold' : 'normal'}
              >
                {formatMoney(row.balance, language)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </DataTable>
      {total > rows.length ? (
        <Text fontSize="sm" color="fg.muted">
          {t('dashboard.truncated', { shown: rows.length, total })}
        </Text>
      ) : null}
    </Stack>
  );
}
