import { HStack, Stack, Text } from '@chakra-ui/react';
import { type TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocalName } from '../../lib/names';
import { useNavigate } from 'react-router';
import { propertyPath } from '../../lib/property-pages';
import { InboxIcon } from '../../components/icons';
import { FilterSelect, optionsOf } from '../../components/list-filters';
import { StatusFilterRow } from '../../components/list-table/filter-chips';
import { openOnDoubleClick } from '../../components/list-table/open-on-double-click';
import { filterTextsOf, ListFilterBar } from '../../components/list-table/list-filter-bar';
import { useListQuery } from '../../components/list-paging';
import { ListHeader } from '../../components/list-table/list-header';
import {
  amountColumn,
  countColumn,
  createdAtColumn,
  stayDateColumns,
} from '../../components/list-table/columns';
import { type ListColumn, ListTable } from '../../components/list-table/list-table';
import { openColumn } from '../../components/list-table/open-column';
import { useRowSelection } from '../../components/list-table/use-row-selection';
import { NotFoundPage } from '../../components/not-found-page';
import { propertyPage } from '../../components/property-page';
import { useCurrentHotel } from '../../components/use-current-hotel';
import { useLocalizedPath } from '../../components/use-localized-path';
import { httpStatusOf } from '../../lib/problem';
import { ExportButton } from '../../components/export-button';
import { requestsWorkbook } from './export';
import {
  PaymentChip,
  REQUEST_STATUS_COLORS,
  REQUEST_STATUS_TEXT,
  RequestStatusBadge,
  listQueryOf,
} from './request-ui';
import {
  REQUEST_FILTER_TYPES,
  REQUEST_STATUSES,
  type RequestListQuery,
  type ReservationRequest,
  useListRequestsQuery,
} from './requests-api';
import { useMoney } from '../../components/use-money';

const FILTER_PARAMS = ['filterType', 'start', 'end', 'statuses', 'search'] as const;

/**
 * Route `/res-requests` (manage-reservations): the reservation requests (operations spec §2) —
 * filters by date (created, paid, check-in, check-out), statuses and a search, server paging,
 * selected rows exported to a spreadsheet, and the way to each request. Filters live in the
 * address.
 */
export const RequestsPage = propertyPage(RequestsList);

interface RequestColumnsContext {
  t: TFunction<'requests'>;
  money: (value: number) => string;
  local: ReturnType<typeof useLocalName>;
  pathOf: (request: ReservationRequest) => string;
}

/** The requests' columns (the number, the amount and the way to the request always stay). */
const requestColumns = ({
  t,
  money,
  local,
  pathOf,
}: RequestColumnsContext): ListColumn<ReservationRequest>[] => [
  {
    id: 'number',
    header: t('columns.number'),
    cellProps: { fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' },
    cell: (request) => request.label,
  },
  {
    id: 'guest',
    header: t('columns.guest'),
    cell: (request) => (
      <Text lineClamp="2" maxW="48" title={request.guestName}>
        {request.guestName}
      </Text>
    ),
  },
  {
    id: 'phone',
    header: t('columns.phone'),
    collapse: 3,
    cellProps: { whiteSpace: 'nowrap', fontSize: 'sm' },
    cell: (request) => request.guest.phoneNumber ?? '',
  },
  ...stayDateColumns<ReservationRequest>(t('columns.checkIn'), t('columns.checkOut')),
  countColumn({
    id: 'rooms',
    header: t('columns.rooms'),
    collapse: 4,
    cell: (request) => request.numberOfRooms,
  }),
  amountColumn({
    id: 'amount',
    header: t('columns.amount'),
    cell: (request) => money(request.amount),
  }),
  {
    id: 'status',
    header: t('columns.status'),
    cell: (request) => (
      <HStack gap="1.5" wrap="wrap">
        <RequestStatusBadge status={request.status} />
        <PaymentChip state={request.paymentState} />
      </HStack>
    ),
  },
  {
    id: 'channel',
    header: t('columns.channel'),
    collapse: 2,
    cell: (request) => (
      <Text truncate maxW="36" fontSize="sm">
        {local(request.sourceClone)}
      </Text>
    ),
  },
  createdAtColumn(t('columns.createdAt')),
  openColumn({
    header: t('columns.more'),
    label: (request) => t('list.open', { label: request.label }),
    pathOf,
    size: 'sm',
  }),
];

function RequestsList({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation('requests');
  const local = useLocalName();
  const { hotel } = useCurrentHotel();
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const { query, update, clear } = useListQuery(listQueryOf);
  const list = useListRequestsQuery({ slug, ...query });
  const selection = useRowSelection(list.data?.data ?? []);
  const { selected } = selection;
  const money = useMoney();

  if (httpStatusOf(list.error) === 404) return <NotFoundPage />;

  const workingDate = list.data?.workingDate ?? hotel?.workingDate ?? '';
  const pathOf = (request: ReservationRequest) =>
    localized(propertyPath(slug, 'resRequest', { id: request.id }));

  return (
    <Stack gap="5">
      <ListHeader description={t('list.description')}>
        <ExportButton
          count={selected.size}
          label={t('export.button', { count: selected.size })}
          failedMessage={t('export.failed')}
          workbook={(onProgress) =>
            requestsWorkbook([...selected.values()], t, i18n.language, onProgress)
          }
          fallbackName={t('export.sheet')}
          date={workingDate}
        />
      </ListHeader>
      <ListTable
        label={t('list.title')}
        query={list}
        columns={requestColumns({ t, money, local, pathOf })}
        rowProps={(request) => ({
          'data-testid': `request-${request.number}`,
          ...openOnDoubleClick(() => void navigate(pathOf(request)), t('list.doubleClick')),
        })}
        selection={{
          state: selection,
          pageLabel: t('selection.page'),
          rowLabel: (request) => t('selection.row', { label: request.label }),
        }}
        filters={
          <RequestFilters query={query} onChange={update} onClear={() => clear(FILTER_PARAMS)} />
        }
        skeleton={{ label: t('list.loading'), columns: [1, 3, 2, 2, 2, 1, 2, 2, 2] }}
        error={t('list.error')}
        empty={{
          icon: <InboxIcon />,
          title: t('empty.title'),
          description: t('empty.description'),
        }}
        paging={{ page: query.page, rowsPerPage: query.rowsPerPage, onChange: update }}
      />
    </Stack>
  );
}

/** The list's filters (operations spec §2): date kind and range, statuses, search. */
function RequestFilters({
  query,
  onChange,
  onClear,
}: {
  query: RequestListQuery;
  onChange: (change: Record<string, string>) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('requests');
  const statuses = query.statuses ?? [];
  const filtered = !!query.start || !!query.end || statuses.length > 0 || !!query.search;

  return (
    <ListFilterBar
      texts={filterTextsOf(t)}
      query={query}
      onChange={onChange}
      below={
        <StatusFilterRow
          label={t('filters.statuses')}
          values={REQUEST_STATUSES}
          selected={statuses}
          onChange={onChange}
          text={(status) => t(`status.${status}`)}
          colorsOf={(status) => ({
            background: REQUEST_STATUS_COLORS[status],
            color: REQUEST_STATUS_TEXT[status],
          })}
          clear={{ label: t('filters.clear'), filtered, onClear }}
        />
      }
    >
      <FilterSelect
        w="44"
        label={t('filters.filterType')}
        name="filterType"
        value={query.filterType ?? 'createdAt'}
        onChange={(value) => onChange({ filterType: value })}
        options={optionsOf(REQUEST_FILTER_TYPES, (type) => t(`filters.filterTypes.${type}`))}
      />
    </ListFilterBar>
  );
}
