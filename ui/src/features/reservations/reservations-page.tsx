import {
  Badge,
  Box,
  Button,
  Checkbox,
  Flex,
  HStack,
  IconButton,
  Link,
  Stack,
  Table,
  Tabs,
  Text,
} from '@chakra-ui/react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localShortName, useLocalName } from '../../lib/names';
import { Link as RouterLink, useNavigate } from 'react-router';
import { DataTable, TableSkeleton } from '../../components/data-table';
import {
  ArrivalIcon,
  CalendarIcon,
  DepartureIcon,
  ListIcon,
  MoreIcon,
  PlusIcon,
} from '../../components/icons';
import { ListPaging, useListAddress } from '../../components/list-paging';
import { ListStates } from '../../components/list-states';
import { NotFoundPage } from '../../components/not-found-page';
import { useCurrentHotel } from '../../components/use-current-hotel';
import { useDialog } from '../../components/use-dialog';
import { useLocalizedPath } from '../../components/use-localized-path';
import { httpStatusOf } from '../../lib/problem';
import { formatMoney } from '../../lib/format';
import { ReservationsExportButton } from './export-button';
import { propertyPath } from '../../lib/property-pages';
import { type FilterChange, ReservationFilters } from './reservation-filters';
import {
  formatDateTime,
  guestNameOf,
  isPaymentIncomplete,
  listQueryOf,
  tabStatusChoices,
} from '../../shared/reservations/reservation-rules';
import {
  RESERVATION_TABS,
  type Reservation,
  type ReservationListQuery,
  type ReservationTab,
  useListReservationsQuery,
} from '../../shared/reservations/reservations-api';
import { StatusBadge } from '../../shared/reservations/status';
import { StatusChangeDialog, type StatusChangeTarget } from './status-change-dialog';
import { StatusMenu } from './status-menu';

const TAB_ICONS: Record<ReservationTab, typeof ArrivalIcon> = {
  todayCheckin: ArrivalIcon,
  todayCheckout: DepartureIcon,
  tomorrowCheckin: CalendarIcon,
  other: ListIcon,
};

/** Address parameters that choose which rows are listed (not the page or its size). */
const FILTER_PARAMS = [
  'filterType',
  'start',
  'end',
  'statuses',
  'stayType',
  'isRequest',
  'notPaid',
  'search',
] as const;

/** The rows a selection belongs to: the tab and its filters (not the page). */
const selectionKeyOf = ({ page: _page, rowsPerPage: _rows, ...rest }: ReservationListQuery) =>
  JSON.stringify(rest);

/**
 * Route `/reservations` (manage-reservations): the reservation list (operations spec §2) —
 * tabs by day with their status actions, the "others" tab with filters, server paging, row
 * selection exported to a spreadsheet, and the way to the detail (double click or "more").
 * The tab, filters and page live in the address.
 */
export function ReservationsPage() {
  const { slug } = useCurrentHotel();
  if (!slug) return <NotFoundPage />;
  return <ReservationsList slug={slug} />;
}

function ReservationsList({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation('reservations');
  const local = useLocalName();
  const { hotel } = useCurrentHotel();
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const { params, update, clear } = useListAddress();
  const query = useMemo(() => listQueryOf(params), [params]);
  const list = useListReservationsQuery({ slug, ...query });
  const statusDialog = useDialog<StatusChangeTarget>();
  const [selection, setSelection] = useState<{ key: string; rows: Map<string, Reservation> }>(
    () => ({ key: '', rows: new Map() }),
  );
  const key = selectionKeyOf(query);
  const selected = selection.key === key ? selection.rows : new Map<string, Reservation>();
  const workingDate = list.data?.workingDate ?? hotel?.workingDate ?? '';
  const money = (value: number) => formatMoney(value, i18n.language);

  const changeFilters = useCallback(
    (change: FilterChange) => update(change as Record<string, string>),
    [update],
  );
  const clearFilters = useCallback(() => clear(FILTER_PARAMS), [clear]);

  if (httpStatusOf(list.error) === 404) return <NotFoundPage />;

  const rows = list.data?.data ?? [];
  const TabIcon = TAB_ICONS[query.tab];
  const total = list.data?.total ?? 0;
  const tab = query.tab;
  const showStatusActions = tab !== 'other';

  const toggle = (reservation: Reservation, on: boolean) => {
    const next = new Map(selected);
    if (on) next.set(reservation.id, reservation);
    else next.delete(reservation.id);
    setSelection({ key, rows: next });
  };
  const pageSelected = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const pageSomeSelected = rows.some((r) => selected.has(r.id));
  const togglePage = (on: boolean) => {
    const next = new Map(selected);
    for (const row of rows) {
      if (on) next.set(row.id, row);
      else next.delete(row.id);
    }
    setSelection({ key, rows: next });
  };

  const open = (reservation: Reservation) =>
    void navigate(localized(propertyPath(slug, 'reservation', { id: reservation.id })));

  const table = (items: Reservation[]) => (
    <DataTable label={t(`tabs.${tab}`)} stickyColumns={2} size="sm">
      <Table.Header>
        <Table.Row bg="bg.subtle">
          <Table.ColumnHeader w="10">
            <Checkbox.Root
              size="sm"
              checked={pageSelected ? true : pageSomeSelected ? 'indeterminate' : false}
              onCheckedChange={(details) => togglePage(details.checked === true)}
              aria-label={t('selection.page')}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
            </Checkbox.Root>
          </Table.ColumnHeader>
          <Table.ColumnHeader>{t('columns.number')}</Table.ColumnHeader>
          <Table.ColumnHeader data-collapse="2">{t('columns.group')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('columns.room')}</Table.ColumnHeader>
          <Table.ColumnHeader data-collapse="6">{t('columns.roomType')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('columns.guest')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('columns.checkIn')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('columns.checkOut')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('columns.status')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end" data-collapse="4">
            {t('columns.guests')}
          </Table.ColumnHeader>
          <Table.ColumnHeader data-collapse="3">{t('columns.channel')}</Table.ColumnHeader>
          <Table.ColumnHeader data-collapse="5">{t('columns.partner')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end" data-collapse="7">
            {t('columns.total')}
          </Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('columns.balance')}</Table.ColumnHeader>
          {/* Who registered it and when, in one column: the first to go on a narrower screen
              (data-collapse: the order columns are hidden in while the table is too wide). */}
          <Table.ColumnHeader data-collapse="1">
            <Box>{t('columns.registeredBy')}</Box>
            <Box fontSize="xs" fontWeight="normal" color="fg.muted">
              {t('columns.createdAt')}
            </Box>
          </Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">
            <Box as="span" srOnly>
              {t('columns.more')}
            </Box>
          </Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {items.map((reservation) => {
          const guest = guestNameOf(reservation.guestClone);
          const choices = tabStatusChoices(tab, reservation);
          return (
            <Table.Row
              key={reservation.id}
              data-testid={`reservation-${reservation.number}`}
              aria-selected={selected.has(reservation.id)}
              _hover={{ bg: 'bg.muted' }}
              cursor="default"
              onDoubleClick={(event) => {
                // A double click on a control inside the row is that control's.
                if ((event.target as HTMLElement).closest('button, a, input, label')) return;
                open(reservation);
              }}
              title={t('list.doubleClick')}
            >
              <Table.Cell>
                <Checkbox.Root
                  size="sm"
                  checked={selected.has(reservation.id)}
                  onCheckedChange={(details) => toggle(reservation, details.checked === true)}
                  aria-label={t('selection.row', { number: reservation.number })}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                </Checkbox.Root>
              </Table.Cell>
              <Table.Cell fontWeight="semibold" fontVariantNumeric="tabular-nums">
                {reservation.number}
              </Table.Cell>
              <Table.Cell fontVariantNumeric="tabular-nums">
                {reservation.isGroup ? (
                  <Link asChild color="brand.fg">
                    <RouterLink
                      to={localized(propertyPath(slug, 'group', { id: reservation.groupId }))}
                      aria-label={t('list.groupLink', { number: reservation.groupNumber })}
                    >
                      {reservation.groupNumber}
                    </RouterLink>
                  </Link>
                ) : (
                  reservation.groupNumber
                )}
              </Table.Cell>
              <Table.Cell>
                {reservation.roomClone ? (
                  reservation.roomClone.name
                ) : (
                  <Text as="span" color="fg.subtle" fontSize="sm">
                    {t('room.none')}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell title={local(reservation.roomTypeClone)}>
                {localShortName(reservation.roomTypeClone, i18n.language)}
              </Table.Cell>
              <Table.Cell>
                <Text lineClamp="2" minW="24" maxW="40" title={guest}>
                  {guest}
                </Text>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                {reservation.checkIn}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                {reservation.checkOut}
              </Table.Cell>
              <Table.Cell>
                <Stack gap="1.5" align="flex-start">
                  <StatusBadge status={reservation.status} />
                  {showStatusActions && isPaymentIncomplete(tab, reservation) ? (
                    <Badge colorPalette="orange" variant="subtle" data-testid="incomplete-payment">
                      {t('status.incompletePayment')}
                    </Badge>
                  ) : null}
                  {showStatusActions ? (
                    <StatusMenu
                      statuses={choices}
                      label={t('status.changeFor', { number: reservation.number })}
                      onChoose={(status) => statusDialog.show({ reservation, status })}
                    />
                  ) : null}
                </Stack>
              </Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                {reservation.numberOfGuests + reservation.numberOfChildren}
              </Table.Cell>
              <Table.Cell>
                <HStack gap="1.5">
                  <Box
                    w="2"
                    h="2"
                    borderRadius="full"
                    flexShrink="0"
                    style={{
                      background: reservation.sourceClone.color ?? 'var(--chakra-colors-gray-400)',
                    }}
                  />
                  <Text truncate maxW="32">
                    {local(reservation.sourceClone)}
                  </Text>
                </HStack>
              </Table.Cell>
              <Table.Cell>
                <Text lineClamp="2" maxW="40" title={reservation.partnerClone?.name}>
                  {reservation.partnerClone?.name ?? ''}
                </Text>
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                {money(reservation.amount)}
              </Table.Cell>
              <Table.Cell
                textAlign="end"
                whiteSpace="nowrap"
                fontVariantNumeric="tabular-nums"
                color={reservation.balance > 0 ? 'fg.error' : undefined}
              >
                {money(reservation.balance)}
              </Table.Cell>
              <Table.Cell>
                <Text truncate maxW="36" fontSize="sm">
                  {reservation.userClone.name ?? reservation.userClone.email ?? ''}
                </Text>
                <Text
                  whiteSpace="nowrap"
                  fontSize="xs"
                  color="fg.muted"
                  fontVariantNumeric="tabular-nums"
                >
                  {formatDateTime(reservation.createdAt)}
                </Text>
              </Table.Cell>
              <Table.Cell textAlign="end">
                <IconButton
                  asChild
                  variant="ghost"
                  colorPalette="gray"
                  size="xs"
                  aria-label={t('list.open', { number: reservation.number })}
                >
                  <RouterLink
                    to={localized(propertyPath(slug, 'reservation', { id: reservation.id }))}
                  >
                    <MoreIcon />
                  </RouterLink>
                </IconButton>
              </Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </DataTable>
  );

  return (
    <Stack gap="5">
      <Flex
        direction={{ base: 'column', sm: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', sm: 'center' }}
        gap="3"
      >
        <Text color="fg.muted" maxW="2xl">
          {t('list.description', { date: workingDate })}
        </Text>
        <HStack gap="2" flexShrink="0">
          <ReservationsExportButton
            slug={slug}
            selected={[...selected.values()]}
            workingDate={workingDate}
          />
          <Button asChild>
            <RouterLink to={localized(propertyPath(slug, 'newReservation'))}>
              <PlusIcon />
              {t('list.new')}
            </RouterLink>
          </Button>
        </HStack>
      </Flex>
      <Tabs.Root
        value={tab}
        onValueChange={(details) =>
          update({
            tab: details.value === 'todayCheckin' ? '' : details.value,
            ...Object.fromEntries(FILTER_PARAMS.map((name) => [name, ''])),
          })
        }
        variant="line"
        // The tabs have no panels of their own: each controls the list under them.
        ids={{ content: () => 'reservations-list' }}
      >
        <Tabs.List overflowX="auto" overflowY="hidden">
          {RESERVATION_TABS.map((value) => {
            const Icon = TAB_ICONS[value];
            return (
              <Tabs.Trigger key={value} value={value} gap="2" whiteSpace="nowrap">
                <Icon boxSize="4" />
                {t(`tabs.${value}`)}
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>
      </Tabs.Root>
      {tab === 'other' ? (
        <ReservationFilters query={query} onChange={changeFilters} onClear={clearFilters} />
      ) : null}
      <Box id="reservations-list">
        <ListStates
          query={list}
          errorAboveList
          loading={
            <TableSkeleton label={t('list.loading')} columns={[1, 1, 1, 1, 3, 2, 2, 2, 1, 2, 2]} />
          }
          error={t('list.error')}
          empty={{
            icon: <TabIcon />,
            title: t(`empty.${tab}.title`),
            description: t(`empty.${tab}.description`),
          }}
        >
          {(items) => table(items)}
        </ListStates>
      </Box>
      <ListPaging
        page={query.page}
        rowsPerPage={query.rowsPerPage}
        total={total}
        onChange={update}
      />
      <StatusChangeDialog
        slug={slug}
        target={statusDialog.item}
        open={statusDialog.open}
        onOpenChange={statusDialog.onOpenChange}
      />
    </Stack>
  );
}
