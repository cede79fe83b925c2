import { Button, HStack, Stack, Tabs } from '@chakra-ui/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalName } from '../../lib/names';
import { Link as RouterLink, useNavigate } from 'react-router';
import {
  ArrivalIcon,
  CalendarIcon,
  DepartureIcon,
  ListIcon,
  PlusIcon,
} from '../../components/icons';
import { useListQuery } from '../../components/list-paging';
import { ListHeader } from '../../components/list-table/list-header';
import { ListTable } from '../../components/list-table/list-table';
import { openOnDoubleClick } from '../../components/list-table/open-on-double-click';
import { useRowSelection } from '../../components/list-table/use-row-selection';
import { NotFoundPage } from '../../components/not-found-page';
import { propertyPage } from '../../components/property-page';
import { useCurrentHotel } from '../../components/use-current-hotel';
import { useLocalizedPath } from '../../components/use-localized-path';
import { httpStatusOf } from '../../lib/problem';
import { ReservationsExportButton } from './export-button';
import { propertyPath } from '../../lib/property-pages';
import { type FilterChange, ReservationFilters } from './reservation-filters';
import { reservationColumns } from './reservations-columns';
import { listQueryOf } from '../../shared/reservations/reservation-rules';
import {
  RESERVATION_TABS,
  type Reservation,
  type ReservationListQuery,
  type ReservationTab,
  useListReservationsQuery,
} from '../../shared/reservations/reservations-api';
import { useStatusChange } from './status-change-dialog';
import { useMoney } from '../../components/use-money';

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
export const ReservationsPage = propertyPage(ReservationsList);

function ReservationsList({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation('reservations');
  const local = useLocalName();
  const { hotel } = useCurrentHotel();
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const { query, update, clear } = useListQuery(listQueryOf);
  const list = useListReservationsQuery({ slug, ...query });
  const statusChange = useStatusChange(slug);
  const selection = useRowSelection(list.data?.data ?? [], selectionKeyOf(query));
  const workingDate = list.data?.workingDate ?? hotel?.workingDate ?? '';
  const money = useMoney();

  const changeFilters = useCallback(
    (change: FilterChange) => update(change as Record<string, string>),
    [update],
  );
  const clearFilters = useCallback(() => clear(FILTER_PARAMS), [clear]);

  if (httpStatusOf(list.error) === 404) return <NotFoundPage />;

  const tab = query.tab;
  const TabIcon = TAB_ICONS[tab];
  const reservationPath = (reservation: Reservation) =>
    localized(propertyPath(slug, 'reservation', { id: reservation.id }));

  return (
    <Stack gap="5">
      <ListHeader description={t('list.description', { date: workingDate })}>
        <HStack gap="2" flexShrink="0">
          <ReservationsExportButton
            slug={slug}
            selected={[...selection.selected.values()]}
            workingDate={workingDate}
          />
          <Button asChild>
            <RouterLink to={localized(propertyPath(slug, 'newReservation'))}>
              <PlusIcon />
              {t('list.new')}
            </RouterLink>
          </Button>
        </HStack>
      </ListHeader>
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
      <ListTable
        label={t(`tabs.${tab}`)}
        query={list}
        size="sm"
        columns={reservationColumns({
          t,
          language: i18n.language,
          local,
          money,
          tab,
          reservationPath,
          groupPath: (reservation) =>
            localized(propertyPath(slug, 'group', { id: reservation.groupId })),
          changeStatus: ({ reservation, status }) => statusChange.choose(reservation, status),
        })}
        rowProps={(reservation) => ({
          'data-testid': `reservation-${reservation.number}`,
          cursor: 'default',
          ...openOnDoubleClick(
            () => void navigate(reservationPath(reservation)),
            t('list.doubleClick'),
          ),
        })}
        selection={{
          state: selection,
          pageLabel: t('selection.page'),
          rowLabel: (reservation) => t('selection.row', { number: reservation.number }),
        }}
        filters={
          tab === 'other' ? (
            <ReservationFilters query={query} onChange={changeFilters} onClear={clearFilters} />
          ) : null
        }
        panelId="reservations-list"
        skeleton={{ label: t('list.loading'), columns: [1, 1, 1, 1, 3, 2, 2, 2, 1, 2, 2] }}
        error={t('list.error')}
        empty={{
          icon: <TabIcon />,
          title: t(`empty.${tab}.title`),
          description: t(`empty.${tab}.description`),
        }}
        paging={{ page: query.page, rowsPerPage: query.rowsPerPage, onChange: update }}
      />
      {statusChange.dialog}
    </Stack>
  );
}
