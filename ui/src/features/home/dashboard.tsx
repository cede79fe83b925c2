import {
  Alert,
  Box,
  Button,
  Flex,
  HStack,
  Link,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Tabs,
  Text,
} from '@chakra-ui/react';
import { dayjs } from '../../lib/dayjs-locale';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localName } from '../../lib/names';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { propertyPath } from '../../lib/property-pages';
import { DataTable, TableSkeleton } from '../../components/data-table';
import {
  ArrivalIcon,
  ArrowRightIcon,
  BanIcon,
  BedIcon,
  CalendarIcon,
  CoinsIcon,
  DepartureIcon,
  InboxIcon,
  MoonIcon,
  PlusIcon,
} from '../../components/icons';
import { EmptyList } from '../../components/list-states';
import { QueryError } from '../../components/query-error';
import { usePermission } from '../../components/use-current-hotel';
import { useLocalizedPath } from '../../components/use-localized-path';
import { formatMoney, formatNumber, formatPercent } from '../../lib/format';
import { StatusBadge } from '../../shared/reservations/status';
import {
  DASHBOARD_TABS,
  type Dashboard as DashboardData,
  type DashboardRow,
  type DashboardTab,
  isDashboardTab,
  TAB_COLORS,
  useGetDashboardQuery,
} from './dashboard-api';

type Icon = ComponentType<{ boxSize?: string }>;

const TAB_ICONS: Record<DashboardTab, Icon> = {
  todayCheckin: ArrivalIcon,
  todayCheckout: DepartureIcon,
  todayStaying: BedIcon,
  tomorrowCheckin: CalendarIcon,
  cancellations: BanIcon,
};

const countOf = (data: DashboardData, tab: DashboardTab): number =>
  tab === 'todayStaying' ? data.todayStaying.count : data[tab];

/**
 * The home dashboard (operations spec §2, docs/dashboard.md): the working date's figures, a
 * banner while its night audit is due, and five coloured tabs of reservations. The tab lives
 * in the address (`?tab=`); live change notices refresh it through the query's tags.
 */
export function Dashboard({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation('home');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: DashboardTab = isDashboardTab(requested) ? requested : 'todayCheckin';
  const query = useGetDashboardQuery({ slug, tab });
  const localized = useLocalizedPath();
  const canOpenReservations = usePermission('manage-reservations');
  const language = i18n.language;

  // The figures stay on screen while another tab's rows load (`data` is the last answer).
  const { data, currentData, error, isLoading, isFetching, refetch } = query;
  const chooseTab = (next: string) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'todayCheckin') copy.delete('tab');
        else copy.set('tab', next);
        return copy;
      },
      { replace: true },
    );

  if (isLoading) return <DashboardSkeleton label={t('dashboard.loading')} />;
  if (!data) {
    return (
      <QueryError
        title={t('dashboard.error')}
        error={error}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }

  const date = dayjs(data.workingDate);
  const staying = data.todayStaying;
  const requests = data.reservationRequests;

  /** What a tab's card says under its count. */
  const details: Partial<Record<DashboardTab, ReactNode>> = {
    todayStaying: (
      <Stack gap="1.5" w="full">
        <Box
          h="1.5"
          borderRadius="full"
          bg="bg.muted"
          overflow="hidden"
          role="meter"
          aria-label={t('dashboard.cards.occupancy')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={staying.occupancy}
        >
          <Box
            h="full"
            borderRadius="full"
            style={{
              width: `${Math.min(100, staying.occupancy)}%`,
              background: TAB_COLORS.todayStaying,
            }}
          />
        </Box>
        <Text fontSize="sm" color="fg.muted">
          {staying.childCount > 0
            ? t('dashboard.cards.personsWithChildren', {
                count: staying.personCount,
                children: staying.childCount,
              })
            : t('dashboard.cards.persons', { count: staying.personCount })}
        </Text>
        <Text fontSize="xs" color="fg.subtle">
          {data.rooms.outOfOrder > 0
            ? t('dashboard.cards.roomsBlocked', {
                forSale: data.rooms.forSale,
                total: data.rooms.total,
                blocked: data.rooms.outOfOrder,
              })
            : t('dashboard.cards.rooms', { count: data.rooms.total })}
        </Text>
      </Stack>
    ),
  };

  return (
    <Stack gap="6" data-testid="dashboard">
      {error ? (
        <QueryError
          title={t('dashboard.error')}
          error={error}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : null}
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Text color="fg.muted">
          {t('dashboard.figuresOf')}{' '}
          <Text as="span" color="fg" fontWeight="semibold" fontVariantNumeric="tabular-nums">
            <time dateTime={data.workingDate}>{data.workingDate}</time>
          </Text>
          {date.isValid() ? `, ${date.format('dddd')}` : null}
        </Text>
        {canOpenReservations ? (
          <Button asChild variant="outline" size="sm">
            <RouterLink to={localized(propertyPath(slug, 'reservations'))}>
              {t('dashboard.allReservations')}
              <ArrowRightIcon />
            </RouterLink>
          </Button>
        ) : null}
      </Flex>

      {data.hasNightAudit ? (
        <Alert.Root status="warning" variant="surface" borderRadius="lg" data-testid="night-audit">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('dashboard.nightAudit.title')}</Alert.Title>
            <Alert.Description>
              {t('dashboard.nightAudit.description', {
                workingDate: data.workingDate,
                calendarDate: data.calendarDate,
              })}
            </Alert.Description>
          </Alert.Content>
          <Button asChild size="sm" colorPalette="orange">
            <RouterLink to={localized(propertyPath(slug, 'checkNightAudit'))}>
              <MoonIcon />
              {t('dashboard.nightAudit.action')}
            </RouterLink>
          </Button>
        </Alert.Root>
      ) : null}

      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <StatCard
          icon={PlusIcon}
          label={t('dashboard.cards.todayBooking')}
          value={formatNumber(data.todayBooking, language)}
          testId="count-todayBooking"
        >
          <Text fontSize="sm" color="fg.muted">
            {t('dashboard.cards.roomNights', { count: data.roomNights })}
          </Text>
        </StatCard>
        <StatCard
          icon={CoinsIcon}
          label={t('dashboard.cards.todayIncome')}
          value={formatMoney(data.todayIncome, language)}
          testId="count-todayIncome"
        >
          <Text fontSize="sm" color="fg.muted">
            {t('dashboard.cards.incomeHint')}
          </Text>
        </StatCard>
        <StatCard
          icon={InboxIcon}
          label={t('dashboard.cards.requests')}
          value={formatNumber(requests.total, language)}
          testId="count-requests"
          aside={
            canOpenReservations ? (
              <Link asChild fontSize="sm" color="brand.fg">
                <RouterLink to={localized(propertyPath(slug, 'resRequests'))}>
                  {t('dashboard.cards.openRequests')}
                  <ArrowRightIcon boxSize="3.5" />
                </RouterLink>
              </Link>
            ) : null
          }
        >
          <Text fontSize="sm" color="fg.muted">
            {t('dashboard.cards.requestsConfirmed', { count: requests.totalConfirmed })}
            {' · '}
            {t('dashboard.cards.requestsPaid', {
              paid: formatMoney(requests.paidAmount, language),
              amount: formatMoney(requests.totalAmount, language),
            })}
          </Text>
        </StatCard>
      </SimpleGrid>

      <Tabs.Root
        value={tab}
        onValueChange={(details) => chooseTab(details.value)}
        variant="plain"
        display="flex"
        flexDirection="column"
        gap="4"
      >
        {/* The tabs are the five coloured cards with their counts. */}
        <Tabs.List
          display="grid"
          gridTemplateColumns={{
            base: '1fr',
            sm: 'repeat(2, 1fr)',
            lg: 'repeat(3, 1fr)',
            xl: 'repeat(5, 1fr)',
          }}
          gap="4"
        >
          {DASHBOARD_TABS.map((value) => {
            const TabIcon = TAB_ICONS[value];
            const color = TAB_COLORS[value];
            const selected = value === tab;
            return (
              <Tabs.Trigger
                key={value}
                value={value}
                data-testid={`count-${value}`}
                h="auto"
                minH="0"
                p="4"
                display="flex"
                flexDirection="column"
                alignItems="flex-start"
                justifyContent="flex-start"
                gap="2"
                textAlign="start"
                bg="bg"
                borderWidth="1px"
                borderRadius="xl"
                shadow={selected ? 'md' : 'xs'}
                color="fg"
                _hover={{ shadow: 'sm' }}
                style={{
                  borderTop: `4px solid ${color}`,
                  ...(selected ? { borderColor: color, background: `${color}0f` } : {}),
                }}
              >
                <Flex w="full" justify="space-between" align="center" gap="2">
                  <HStack gap="2" minW="0">
                    <Box as="span" display="inline-flex" style={{ color }}>
                      <TabIcon boxSize="4" />
                    </Box>
                    <Text fontSize="sm" fontWeight="medium" color={selected ? 'fg' : 'fg.muted'}>
                      {t(`dashboard.tabs.${value}`)}
                    </Text>
                  </HStack>
                  {value === 'todayStaying' ? (
                    <Text fontSize="sm" fontWeight="semibold" color="fg">
                      {formatPercent(staying.occupancy, language)}
                    </Text>
                  ) : null}
                </Flex>
                <Text
                  fontSize="3xl"
                  fontWeight="semibold"
                  lineHeight="1"
                  fontVariantNumeric="tabular-nums"
                  data-testid={`count-${value}-value`}
                >
                  {formatNumber(countOf(data, value), language)}
                </Text>
                {details[value] ?? (
                  <Text fontSize="sm" color="fg.muted" fontWeight="normal">
                    {t(`dashboard.hints.${value}`)}
                  </Text>
                )}
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>
        <Tabs.Content value={tab} p="0">
          {currentData ? (
            <TabRows
              tab={tab}
              rows={currentData.reservations}
              total={countOf(currentData, tab)}
              slug={slug}
              canOpen={canOpenReservations}
              workingDate={currentData.workingDate}
            />
          ) : error ? null : (
            <TableSkeleton label={t('dashboard.loading')} columns={[1, 3, 2, 3, 2, 2]} />
          )}
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}

function StatCard({
  icon: CardIcon,
  label,
  value,
  color,
  aside,
  testId,
  children,
}: {
  icon: Icon;
  label: string;
  value: string;
  /** The tab's colour (cards without a tab use the brand's). */
  color?: string;
  aside?: ReactNode;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <Stack
      bg="bg"
      borderWidth="1px"
      borderRadius="xl"
      shadow="xs"
      p="5"
      gap="2"
      data-testid={testId}
      style={color ? { borderTop: `3px solid ${color}` } : undefined}
    >
      <Flex justify="space-between" align="center" gap="2">
        <HStack gap="2" color="fg.muted" minW="0">
          <Box
            as="span"
            display="inline-flex"
            color={color ? undefined : 'brand.fg'}
            style={color ? { color } : undefined}
          >
            <CardIcon boxSize="4" />
          </Box>
          <Text fontSize="sm">{label}</Text>
        </HStack>
        {aside}
      </Flex>
      <Text
        fontSize="3xl"
        fontWeight="semibold"
        lineHeight="1"
        fontVariantNumeric="tabular-nums"
        data-testid={`${testId}-value`}
      >
        {value}
      </Text>
      {children}
    </Stack>
  );
}

function TabRows({
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

function DashboardSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="6" aria-busy="true" role="status" aria-label={label}>
      <Skeleton height="6" width="64" />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} height="28" borderRadius="xl" />
        ))}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 5 }} gap="4">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} height="32" borderRadius="xl" />
        ))}
      </SimpleGrid>
      <TableSkeleton label={label} columns={[1, 3, 2, 3, 2, 2]} />
    </Stack>
  );
}
