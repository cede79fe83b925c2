import { Badge, Button, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { propertyPath } from '../../lib/property-pages';
import { DataTable, TableSkeleton } from '../../components/data-table';
import { ListIcon } from '../../components/icons';
import {
  DateRangeFields,
  FilterBar,
  FilterRow,
  FilterSelect,
  SearchField,
} from '../../components/list-filters';
import { ListPaging, pagingOf, useListAddress } from '../../components/list-paging';
import { ListStates } from '../../components/list-states';
import { NotFoundPage } from '../../components/not-found-page';
import { useCurrentHotel } from '../../components/use-current-hotel';
import { useLocalizedPath } from '../../components/use-localized-path';
import { formatMoney } from '../../lib/format';
import { httpStatusOf } from '../../lib/problem';
import { CreditStatusBadge } from './invoice-credit-notes';
import { type Invoice, type InvoiceListQuery, useListInvoicesQuery } from './invoices-api';

const FILTER_PARAMS = ['isSent', 'filterType', 'start', 'end', 'search'] as const;

/** The list's query from the address (`?isSent=false&filterType=paymentPeriod&page=2`). */
export const invoiceQueryOf = (params: URLSearchParams): InvoiceListQuery => {
  const isSent = params.get('isSent');
  return {
    ...(isSent === 'true' || isSent === 'false' ? { isSent } : {}),
    ...(params.get('filterType') === 'paymentPeriod'
      ? { filterType: 'paymentPeriod' as const }
      : {}),
    ...(params.get('start') ? { start: params.get('start') as string } : {}),
    ...(params.get('end') ? { end: params.get('end') as string } : {}),
    ...(params.get('search') ? { search: params.get('search') as string } : {}),
    ...pagingOf(params),
  };
};

/**
 * Route `/invoices` (manage-invoices): every invoice of the property (operations spec §2) —
 * filters (sent or not, invoice date or payment period range, search), server-side paging;
 * a row opens the printable invoice. "New invoice" opens the new-invoice page, which first asks
 * for the stay (a group's page and a reservation's open it with theirs).
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
  const { params, update, clear } = useListAddress();
  const query = useMemo(() => invoiceQueryOf(params), [params]);
  const list = useListInvoicesQuery({ slug, ...query });

  if (httpStatusOf(list.error) === 404) return <NotFoundPage />;
  const total = list.data?.total ?? 0;
  const filtered = !!query.isSent || !!query.start || !!query.end || !!query.search;

  const table = (items: Invoice[]) => (
    <DataTable label={t('title')}>
      <Table.Header>
        <Table.Row bg="bg.subtle">
          <Table.ColumnHeader>{t('columns.number')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('columns.invoiceDate')}</Table.ColumnHeader>
          {/* data-collapse: the order columns are hidden in while the table is too wide. */}
          <Table.ColumnHeader data-collapse="2">{t('columns.paymentPeriod')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('columns.customer')}</Table.ColumnHeader>
          <Table.ColumnHeader data-collapse="1">{t('columns.guest')}</Table.ColumnHeader>
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
              {invoice.creditStatus !== 'none' ? (
                <Stack gap="0.5" align="flex-end" fontWeight="normal" mt="1">
                  <CreditStatusBadge status={invoice.creditStatus} />
                  <Text fontSize="xs" color="fg.muted">
                    {t('creditNotes.remaining', { amount: money(invoice.remainingAmount) })}
                  </Text>
                </Stack>
              ) : null}
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
      <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <Text color="fg.muted" maxW="2xl">
          {t('description')}
        </Text>
        <Button asChild>
          <RouterLink to={localized(propertyPath(slug, 'newInvoice'))}>
            {t('newInvoice')}
          </RouterLink>
        </Button>
      </HStack>
      <InvoiceFilters
        query={query}
        onChange={update}
        onClear={() => clear(FILTER_PARAMS)}
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
      <ListPaging
        page={query.page}
        rowsPerPage={query.rowsPerPage}
        total={total}
        onChange={update}
      />
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
  return (
    <FilterBar label={t('filters.label')}>
      <FilterRow>
        <FilterSelect
          w="36"
          label={t('filters.isSent')}
          name="isSent"
          value={query.isSent ?? ''}
          onChange={(value) => onChange({ isSent: value })}
        >
          <option value="">{t('filters.all')}</option>
          <option value="true">{t('filters.sent')}</option>
          <option value="false">{t('filters.notSent')}</option>
        </FilterSelect>
        <FilterSelect
          w="40"
          label={t('filters.filterType')}
          name="filterType"
          value={query.filterType ?? 'invoiceDate'}
          onChange={(value) =>
            onChange({ filterType: value === 'paymentPeriod' ? 'paymentPeriod' : '' })
          }
        >
          <option value="invoiceDate">{t('filters.invoiceDate')}</option>
          <option value="paymentPeriod">{t('filters.paymentPeriod')}</option>
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
        <Button
          size="sm"
          variant="ghost"
          colorPalette="gray"
          disabled={!filtered}
          onClick={onClear}
        >
          {t('filters.clear')}
        </Button>
      </FilterRow>
    </FilterBar>
  );
}
