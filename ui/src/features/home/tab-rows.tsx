import { Link, Stack, Text } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ColumnsTable, type ListColumn } from '../../components/list-table/list-table';
import { EmptyList } from '../../components/list-states';
import { useLocalizedPath } from '../../components/use-localized-path';
import { formatMoney } from '../../lib/format';
import { localName } from '../../lib/names';
import { propertyPath } from '../../lib/property-pages';
import { StatusBadge } from '../../shared/reservations/status';
import { type DashboardRow, type DashboardTab } from './dashboard-api';
import { TAB_ICONS } from './dashboard-tabs';

interface ColumnsContext {
  t: TFunction<'home'>;
  language: string;
  tab: DashboardTab;
  workingDate: string;
  /** The reservation's address, when the user may open it. */
  linkTo: ((id: string) => string) | null;
}

/** The dashboard's reservations as columns: number, guest, room, dates, status, balance. */
function dashboardColumns({
  t,
  language,
  tab,
  workingDate,
  linkTo,
}: ColumnsContext): ListColumn<DashboardRow>[] {
  const roomTypeOf = (row: DashboardRow) =>
    localName({ name: row.roomTypeName, nameEn: row.roomTypeNameEn ?? null }, language);
  return [
    {
      id: 'number',
      header: t('dashboard.columns.number'),
      sticky: true,
      cellProps: { fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' },
      cell: (row) =>
        linkTo ? (
          <Link asChild color="brand.fg">
            <RouterLink
              to={linkTo(row.id)}
              aria-label={t('dashboard.open', { number: row.number })}
            >
              {row.number}
            </RouterLink>
          </Link>
        ) : (
          row.number
        ),
    },
    {
      id: 'guest',
      header: t('dashboard.columns.guest'),
      cell: (row) => (
        <>
          <Text truncate maxW="56" title={row.guestName}>
            {row.guestName}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {t('dashboard.guests', { count: row.numberOfGuests })}
            {row.numberOfChildren > 0
              ? ` · ${t('dashboard.cards.children', { count: row.numberOfChildren })}`
              : ''}
          </Text>
        </>
      ),
    },
    {
      id: 'room',
      header: t('dashboard.columns.room'),
      cell: (row) => (
        <>
          {row.roomName ?? (
            <Text as="span" color="fg.subtle" fontSize="sm">
              {t('dashboard.noRoom')}
            </Text>
          )}
          <Text fontSize="xs" color="fg.muted" truncate maxW="48" title={roomTypeOf(row)}>
            {roomTypeOf(row)}
          </Text>
        </>
      ),
    },
    {
      id: 'dates',
      header: t('dashboard.columns.dates'),
      cellProps: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
      cell: (row) => (
        <>
          {row.checkIn} → {row.checkOut}
          {tab === 'todayCheckin' && row.checkIn < workingDate ? (
            // Left pending by a night audit: still due, from its own date.
            <Text fontSize="xs" color="orange.fg" fontWeight="medium">
              {t('dashboard.carriedOver', { date: row.checkIn })}
            </Text>
          ) : null}
        </>
      ),
    },
    {
      id: 'status',
      header: t('dashboard.columns.status'),
      cell: (row) => <StatusBadge status={row.status} />,
    },
    {
      id: 'balance',
      header: t('dashboard.columns.balance'),
      align: 'end',
      cellProps: (row) => ({
        whiteSpace: 'nowrap',
        fontVariantNumeric: 'tabular-nums',
        color: row.balance > 0 ? 'red.fg' : 'fg.muted',
        fontWeight: row.balance > 0 ? 'semibold' : 'normal',
      }),
      cell: (row) => formatMoney(row.balance, language),
    },
  ];
}

/** The chosen tab's reservations (the first of them when there are more), or its empty state. */
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
  const localized = useLocalizedPath();
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
  const columns = dashboardColumns({
    t,
    language: i18n.language,
    tab,
    workingDate,
    linkTo: canOpen ? (id) => localized(propertyPath(slug, 'reservation', { id })) : null,
  });
  return (
    <Stack gap="2">
      <ColumnsTable
        label={t(`dashboard.tabs.${tab}`)}
        columns={columns}
        rows={rows}
        rowProps={(row) => ({ 'data-testid': `dashboard-row-${row.number}` })}
      />
      {total > rows.length ? (
        <Text fontSize="sm" color="fg.muted">
          {t('dashboard.truncated', { shown: rows.length, total })}
        </Text>
      ) : null}
    </Stack>
  );
}
