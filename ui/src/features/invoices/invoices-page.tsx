import {
  Badge,
  Button,
  Field,
  Flex,
  HStack,
  IconButton,
  Input,
  InputGroup,
  Link,
  NativeSelect,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { propertyPath } from '../../app/property-nav';
import { DataTable, TableSkeleton } from '../../components/data-table';
import { ChevronLeftIcon, ChevronRightIcon, ListIcon, SearchIcon } from '../../components/icons';
import { ListStates } from '../../components/list-states';
import { NotFoundPage } from '../../components/not-found-page';
import { useCurrentHotel } from '../../components/use-current-hotel';
import { useLocalizedPath } from '../../components/use-localized-path';
import { formatMoney } from '../../lib/format';
import { httpStatusOf } from '../../lib/problem';
import { type Invoice, type InvoiceListQuery, useListInvoicesQuery } from './invoices-api';

const PAGE_SIZES = [10, 25, 50, 100, 0] as const;
const FILTER_PARAMS = ['isSent', 'filterType', 'start', 'end', 'search'] as const;
const SEARCH_DELAY_MS = 300;

/** The list's query from the address (`?isSent=false&filterType=paymentPeriod&page=2`). */
export const invoiceQueryOf = (params: URLSearchParams): InvoiceListQuery => {
  const isSent = params.get('isSent');
  const rows = Number(params.get('rows') ?? '25');
  const page = Number(params.get('page') ?? '1');
  return {
    ...(isSent === 'true' || isSent === 'false' ? { isSent } : {}),
    ...(params.get('filterType') === 'paymentPeriod'
      ? { filterType: 'paymentPeriod' as const }
      : {}),
    ...(params.get('start') ? { start: params.get('start') as string } : {}),
    ...(params.get('end') ? { end: params.get('end') as string } : {}),
    ...(params.get('search') ? { search: params.get('search') as string } : {}),
    page: Number.isInteger(page) && page > 0 ? page : 1,
    rowsPerPage: (PAGE_SIZES as readonly number[]).includes(rows) ? rows : 25,
  };
};

/**
 * Route `/invoices` (manage-invoices): every invoice of the property (operations spec §2) —
 * filters (sent or not, invoice date or payment period range, search), server-side paging;
 * a row opens the printable invoice. Invoices are made from a group's page.
 */
export function InvoicesPage() {
  const { slug } = useCurrentHotel();
  if (!slug) return <NotFoundPage />;
  return <InvoicesList slug={slug} />;
}

function InvoicesList({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation('invoices');
  const money = (value: number) => formatMoney(value, i18n.language);
  const localized = useLocalizedPath();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => invoiceQueryOf(params), [params]);
  const list = useListInvoicesQuery({ slug, ...query });

  const update = useCallback(
    (change: Record<string, string>, resetPage = true) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(change)) {
            if (value === '') next.delete(name);
            else next.set(name, value);
          }
          if (resetPage) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  if (httpStatusOf(list.error) === 404) return <NotFoundPage />;
  const total = list.data?.total ?? 0;
  const from =
    total === 0 ? 0 : query.rowsPerPage === 0 ? 1 : (query.page - 1) * query.rowsPerPage + 1;
  const to = query.rowsPerPage === 0 ? total : Math.min(total, query.page * query.rowsPerPage);
  const lastPage = query.rowsPerPage === 0 ? 1 : Math.max(1, Math.ceil(total / query.rowsPerPage));
  const filtered = !!query.isSent || !!query.start || !!query.end || !!query.search;

  const table = (items: Invoice[]) => (
    <DataTable label={t('title')}>
      <Table.Header>
        <Table.Row bg="bg.subtle">
          <Table.ColumnHeader>{t('columns.number')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('columns.invoiceDate')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('columns.paymentPeriod')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('columns.customer')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('columns.guest')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('columns.reservation')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('columns.total')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('columns.sent')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {items.map((invoice) => (
          <Table.Row key={invoice.id} data-testid={`invoice-${invoice.number}`}>
            <Table.Cell>
              <Link asChild color="brand.fg" fontWeight="semibold">
                <RouterLink
                  to={localized(propertyPath(slug, 'invoice', { id: invoice.id }))}
                  aria-label={t('open', { number: invoice.number })}
                >
                  №{invoice.number}
                </RouterLink>
              </Link>
            </Table.Cell>
            <Table.Cell fontVariantNumeric="tabular-nums">{invoice.invoiceDate}</Table.Cell>
            <Table.Cell fontVariantNumeric="tabular-nums">{invoice.paymentPeriod}</Table.Cell>
            <Table.Cell>
              <Text fontWeight="medium">{invoice.customer.customerName}</Text>
              {invoice.customer.registerNo ? (
                <Text fontSize="xs" color="fg.muted">
                  {invoice.customer.registerNo}
                </Text>
              ) : null}
            </Table.Cell>
            <Table.Cell fontSize="sm">
              {[invoice.guestName, invoice.guestSurname].filter(Boolean).join(' ')}
            </Table.Cell>
            <Table.Cell fontSize="sm">
              {invoice.reservationNumber !== null
                ? t('reservationNumber', { number: invoice.reservationNumber })
                : t('groupNumber', { number: invoice.groupNumber })}
            </Table.Cell>
            <Table.Cell textAlign="end" fontWeight="semibold" fontVariantNumeric="tabular-nums">
              {money(invoice.fullTotalAmount)}
            </Table.Cell>
            <Table.Cell fontSize="sm">
              {invoice.isSent ? (
                <Text>{invoice.sentTo}</Text>
              ) : (
                <Badge size="sm" variant="subtle" colorPalette="gray">
                  {t('notSent')}
                </Badge>
              )}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </DataTable>
  );

  return (
    <Stack gap="5">
      <Text color="fg.muted" maxW="2xl">
        {t('description')}
      </Text>
      <InvoiceFilters
        query={query}
        onChange={update}
        onClear={() => update(Object.fromEntries(FILTER_PARAMS.map((name) => [name, ''])))}
        filtered={filtered}
      />
      <ListStates
        query={list}
        errorAboveList
        loading={<TableSkeleton label={t('loading')} columns={[1, 2, 2, 3, 2, 2, 2, 2]} />}
        error={t('error')}
        empty={{
          icon: <ListIcon />,
          title: filtered ? t('empty.filteredTitle') : t('empty.title'),
          description: filtered ? t('empty.filteredDescription') : t('empty.description'),
        }}
      >
        {(items) => table(items)}
      </ListStates>
      {total > 0 ? (
        <Flex
          gap="4"
          align="center"
          justify="space-between"
          wrap="wrap"
          as="nav"
          aria-label={t('paging.label')}
        >
          <HStack gap="2">
            <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap">
              {t('paging.rowsPerPage')}
            </Text>
            <NativeSelect.Root size="sm" w="24">
              <NativeSelect.Field
                aria-label={t('paging.rowsPerPage')}
                value={String(query.rowsPerPage)}
                onChange={(e) => update({ rows: e.target.value === '25' ? '' : e.target.value })}
              >
                {PAGE_SIZES.map((size) => (
                  <option key={size} value={size}>
                    {size === 0 ? t('paging.all') : size}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </HStack>
          <HStack gap="2">
            <Text fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums">
              {t('paging.range', { from, to, total })}
            </Text>
            <IconButton
              size="sm"
              variant="outline"
              colorPalette="gray"
              aria-label={t('paging.previous')}
              disabled={query.page <= 1}
              onClick={() => update({ page: String(query.page - 1) }, false)}
            >
              <ChevronLeftIcon />
            </IconButton>
            <IconButton
              size="sm"
              variant="outline"
              colorPalette="gray"
              aria-label={t('paging.next')}
              disabled={query.page >= lastPage}
              onClick={() => update({ page: String(query.page + 1) }, false)}
            >
              <ChevronRightIcon />
            </IconButton>
          </HStack>
        </Flex>
      ) : null}
    </Stack>
  );
}

function InvoiceFilters({
  query,
  onChange,
  onClear,
  filtered,
}: {
  query: InvoiceListQuery;
  onChange: (change: Record<string, string>) => void;
  onClear: () => void;
  filtered: boolean;
}) {
  const { t } = useTranslation('invoices');
  const [search, setSearch] = useState(query.search ?? '');
  useEffect(() => setSearch(query.search ?? ''), [query.search]);
  useEffect(() => {
    if (search.trim() === (query.search ?? '')) return undefined;
    const timer = setTimeout(() => onChange({ search: search.trim() }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, query.search, onChange]);
  return (
    <Flex
      gap="3"
      wrap="wrap"
      align="flex-end"
      borderWidth="1px"
      borderRadius="xl"
      bg="bg"
      p="4"
      as="section"
      aria-label={t('filters.label')}
    >
      <Field.Root w={{ base: 'full', sm: '36' }}>
        <Field.Label>{t('filters.isSent')}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            name="isSent"
            value={query.isSent ?? ''}
            onChange={(e) => onChange({ isSent: e.target.value })}
          >
            <option value="">{t('filters.all')}</option>
            <option value="true">{t('filters.sent')}</option>
            <option value="false">{t('filters.notSent')}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root w={{ base: 'full', sm: '40' }}>
        <Field.Label>{t('filters.filterType')}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            name="filterType"
            value={query.filterType ?? 'invoiceDate'}
            onChange={(e) =>
              onChange({ filterType: e.target.value === 'paymentPeriod' ? 'paymentPeriod' : '' })
            }
          >
            <option value="invoiceDate">{t('filters.invoiceDate')}</option>
            <option value="paymentPeriod">{t('filters.paymentPeriod')}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root w={{ base: 'full', sm: '40' }}>
        <Field.Label>{t('filters.start')}</Field.Label>
        <Input
          size="sm"
          type="date"
          name="start"
          value={query.start ?? ''}
          max={query.end}
          onChange={(e) => onChange({ start: e.target.value })}
        />
      </Field.Root>
      <Field.Root w={{ base: 'full', sm: '40' }}>
        <Field.Label>{t('filters.end')}</Field.Label>
        <Input
          size="sm"
          type="date"
          name="end"
          value={query.end ?? ''}
          min={query.start}
          onChange={(e) => onChange({ end: e.target.value })}
        />
      </Field.Root>
      <InputGroup
        startElement={<SearchIcon boxSize="4" />}
        flex="1"
        minW={{ base: 'full', sm: '56' }}
      >
        <Input
          size="sm"
          type="search"
          name="search"
          aria-label={t('filters.search')}
          placeholder={t('filters.searchPlaceholder')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </InputGroup>
      <Button size="sm" variant="ghost" colorPalette="gray" disabled={!filtered} onClick={onClear}>
        {t('filters.clear')}
      </Button>
    </Flex>
  );
}
