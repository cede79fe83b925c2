import {
  Box,
  Button,
  Checkbox,
  Flex,
  HStack,
  IconButton,
  Stack,
  Table,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalName } from '../../lib/names';
import { Link as RouterLink, useNavigate } from 'react-router';
import { propertyPath } from '../../lib/property-pages';
import { DataTable, TableSkeleton } from '../../components/data-table';
import { InboxIcon, MoreIcon } from '../../components/icons';
import {
  DateRangeFields,
  FilterBar,
  FilterRow,
  FilterSelect,
  SearchField,
} from '../../components/list-filters';
import { ListPaging, useListAddress } from '../../components/list-paging';
import { ListStates } from '../../components/list-states';
import { NotFoundPage } from '../../components/not-found-page';
import { useCurrentHotel } from '../../components/use-current-hotel';
import { useLocalizedPath } from '../../components/use-localized-path';
import { formatMoney } from '../../lib/format';
import { httpStatusOf } from '../../lib/problem';
import { ExportButton } from '../../components/export-button';
import { downloadFile, exportFileName } from '../../lib/xlsx';
import { formatDateTime } from '../../shared/reservations/reservation-rules';
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
  type RequestStatus,
  type ReservationRequest,
  useListRequestsQuery,
} from './requests-api';

const FILTER_PARAMS = ['filterType', 'start', 'end', 'statuses', 'search'] as const;

/**
 * Route `/res-requests` (manage-reservations): the reservation requests (operations spec §2) —
 * filters by date (created, paid, check-in, check-out), statuses and a search, server paging,
 * selected rows exported to a spreadsheet, and the way to each request. Filters live in the
 * address.
 */
export function RequestsPage() {
  const { slug } = useCurrentHotel();
  if (!slug) return <NotFoundPage />;
  return <RequestsList slug={slug} />;
}

function RequestsList({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation('requests');
  const local = useLocalName();
  const { hotel } = useCurrentHotel();
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const { params, update, clear } = useListAddress();
  const query = useMemo(() => listQueryOf(params), [params]);
  const list = useListRequestsQuery({ slug, ...query });
  const [selected, setSelected] = useState<Map<string, ReservationRequest>>(() => new Map());
  const money = (value: number) => formatMoney(value, i18n.language);

  if (httpStatusOf(list.error) === 404) return <NotFoundPage />;

  const rows = list.data?.data ?? [];
  const total = list.data?.total ?? 0;
  const workingDate = list.data?.workingDate ?? hotel?.workingDate ?? '';
  const open = (request: ReservationRequest) =>
    void navigate(localized(propertyPath(slug, 'resRequest', { id: request.id })));

  const toggle = (request: ReservationRequest, on: boolean) => {
    const next = new Map(selected);
    if (on) next.set(request.id, request);
    else next.delete(request.id);
    setSelected(next);
  };
  const pageSelected = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const pageSome = rows.some((r) => selected.has(r.id));
  const togglePage = (on: boolean) => {
    const next = new Map(selected);
    for (const row of rows) {
      if (on) next.set(row.id, row);
      else next.delete(row.id);
    }
    setSelected(next);
  };

  const table = (items: ReservationRequest[]) => (
    <DataTable label={t('list.title')}>
      <Table.Header>
        <Table.Row bg="bg.subtle">
          <Table.ColumnHeader w="10">
            <Checkbox.Root
              size="sm"
              checked={pageSelected ? true : pageSome ? 'indeterminate' : false}
              onCheckedChange={(details) => togglePage(details.checked === true)}
              aria-label={t('selection.page')}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
            </Checkbox.Root>
          </Table.ColumnHeader>
          <Table.ColumnHeader>{t('columns.number')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('columns.guest')}</Table.ColumnHeader>
          {/* data-collapse: the order columns are hidden in while the table is too wide. */}
          <Table.ColumnHeader data-collapse="3">{t('columns.phone')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('columns.checkIn')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('columns.checkOut')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end" data-collapse="4">
            {t('columns.rooms')}
          </Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('columns.amount')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('columns.status')}</Table.ColumnHeader>
          <Table.ColumnHeader data-collapse="2">{t('columns.channel')}</Table.ColumnHeader>
          <Table.ColumnHeader data-collapse="1">{t('columns.createdAt')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">
            <Box as="span" srOnly>
              {t('columns.more')}
            </Box>
          </Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {items.map((request) => (
          <Table.Row
            key={request.id}
            data-testid={`request-${request.number}`}
            aria-selected={selected.has(request.id)}
            _hover={{ bg: 'bg.muted' }}
            onDoubleClick={(event) => {
              if ((event.target as HTMLElement).closest('button, a, input, label')) return;
              open(request);
            }}
            title={t('list.doubleClick')}
          >
            <Table.Cell>
              <Checkbox.Root
                size="sm"
                checked={selected.has(request.id)}
                onCheckedChange={(details) => toggle(request, details.checked === true)}
                aria-label={t('selection.row', { label: request.label })}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
              </Checkbox.Root>
            </Table.Cell>
            <Table.Cell fontWeight="semibold" fontVariantNumeric="tabular-nums">
              {request.label}
            </Table.Cell>
            <Table.Cell>
              <Text lineClamp="2" maxW="48" title={request.guestName}>
                {request.guestName}
              </Text>
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap" fontSize="sm">
              {request.guest.phoneNumber ?? ''}
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
              {request.checkIn}
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
              {request.checkOut}
            </Table.Cell>
            <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
              {request.numberOfRooms}
            </Table.Cell>
            <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
              {money(request.amount)}
            </Table.Cell>
            <Table.Cell>
              <HStack gap="1.5" wrap="wrap">
                <RequestStatusBadge status={request.status} />
                <PaymentChip state={request.paymentState} />
              </HStack>
            </Table.Cell>
            <Table.Cell>
              <Text truncate maxW="36" fontSize="sm">
                {local(request.sourceClone)}
              </Text>
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap" fontSize="sm" fontVariantNumeric="tabular-nums">
              {formatDateTime(request.createdAt)}
            </Table.Cell>
            <Table.Cell textAlign="end">
              <IconButton
                asChild
                variant="ghost"
                colorPalette="gray"
                size="sm"
                aria-label={t('list.open', { label: request.label })}
              >
                <RouterLink to={localized(propertyPath(slug, 'resRequest', { id: request.id }))}>
                  <MoreIcon />
                </RouterLink>
              </IconButton>
            </Table.Cell>
          </Table.Row>
        ))}
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
          {t('list.description')}
        </Text>
        <ExportButton
          count={selected.size}
          label={t('export.button', { count: selected.size })}
          failedMessage={t('export.failed')}
          onExport={async (onProgress) =>
            downloadFile(
              await requestsWorkbook([...selected.values()], t, i18n.language, onProgress),
              exportFileName(hotel?.name ?? '', workingDate, t('export.sheet')),
            )
          }
        />
      </Flex>
      <RequestFilters query={query} onChange={update} onClear={() => clear(FILTER_PARAMS)} />
      <ListStates
        query={list}
        errorAboveList
        loading={<TableSkeleton label={t('list.loading')} columns={[1, 3, 2, 2, 2, 1, 2, 2, 2]} />}
        error={t('list.error')}
        empty={{
          icon: <InboxIcon />,
          title: t('empty.title'),
          description: t('empty.description'),
        }}
      >
        {(items) => table(items)}
      </ListStates>
      <ListPaging
        page={query.page}
        rowsPerPage={query.rowsPerPage}
        total={total}
        onChange={update}
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

  const toggleStatus = (status: RequestStatus) => {
    const next = statuses.includes(status)
      ? statuses.filter((s) => s !== status)
      : REQUEST_STATUSES.filter((s) => s === status || statuses.includes(s));
    onChange({ statuses: next.join(',') });
  };
  const filtered = !!query.start || !!query.end || statuses.length > 0 || !!query.search;

  return (
    <FilterBar label={t('filters.label')}>
      <FilterRow>
        <FilterSelect
          w="44"
          label={t('filters.filterType')}
          name="filterType"
          value={query.filterType ?? 'createdAt'}
          onChange={(value) => onChange({ filterType: value })}
        >
          {REQUEST_FILTER_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`filters.filterTypes.${type}`)}
            </option>
          ))}
        </FilterSelect>
        <DateRangeFields
          start={query.start}
          end={query.end}
          startLabel={t('filters.start')}
          endLabel={t('filters.end')}
          onChange={onChange}
        />
        <SearchField
          value={query.search}
          label={t('filters.search')}
          placeholder={t('filters.searchPlaceholder')}
          onSearch={(search) => onChange({ search })}
        />
      </FilterRow>
      <Flex gap="3" wrap="wrap" align="center" justify="space-between">
        <HStack gap="2" wrap="wrap" role="group" aria-label={t('filters.statuses')}>
          <Text fontSize="sm" color="fg.muted">
            {t('filters.statuses')}
          </Text>
          <Wrap gap="1.5">
            {REQUEST_STATUSES.map((status) => {
              const on = statuses.includes(status);
              return (
                <Button
                  key={status}
                  size="xs"
                  borderRadius="full"
                  variant={on ? 'solid' : 'outline'}
                  colorPalette="gray"
                  aria-pressed={on}
                  onClick={() => toggleStatus(status)}
                  style={
                    on
                      ? {
                          background: REQUEST_STATUS_COLORS[status],
                          color: REQUEST_STATUS_TEXT[status],
                        }
                      : undefined
                  }
                >
                  {t(`status.${status}`)}
                </Button>
              );
            })}
          </Wrap>
        </HStack>
        <Button
          size="xs"
          variant="ghost"
          colorPalette="gray"
          disabled={!filtered}
          onClick={onClear}
        >
          {t('filters.clear')}
        </Button>
      </Flex>
    </FilterBar>
  );
}
