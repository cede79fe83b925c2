import { Badge, Button, Stack, Text } from '@chakra-ui/react';
import { type TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { propertyPath } from '../../lib/property-pages';
import { ListIcon } from '../../components/icons';
import { FilterSelect, optionsOf, yesNoOptions } from '../../components/list-filters';
import { useListFilters } from '../../components/list-table/use-list-filters';
import { listAddressQueryOf } from '../../components/list-table/address-query';
import {
  filteredEmptyOf,
  filterTextsOf,
  ListFilterBar,
} from '../../components/list-table/list-filter-bar';
import { ListHeader } from '../../components/list-table/list-header';
import { type ListColumn, ListTable } from '../../components/list-table/list-table';
import { NotFoundPage } from '../../components/not-found-page';
import { propertyPage } from '../../components/property-page';
import { useLocalizedPath } from '../../components/use-localized-path';
import { httpStatusOf } from '../../lib/problem';
import { CreditStatusBadge } from './invoice-credit-notes';
import { type Invoice, type InvoiceListQuery, useListInvoicesQuery } from './invoices-api';
import { yesNoParamOf } from '../../components/list-table/yes-no-param';
import { useMoney } from '../../components/use-money';
import { PageLink } from '../../components/page-link';

const FILTER_PARAMS = ['isSent', 'filterType', 'start', 'end', 'search'] as const;
/** Which date the range means is no filter of its own. */
const isFiltered = (query: InvoiceListQuery) =>
  !!query.isSent || !!query.start || !!query.end || !!query.search;

/** The list's query from the address (`?isSent=false&filterType=paymentPeriod&page=2`). */
export const invoiceQueryOf = (params: URLSearchParams): InvoiceListQuery => ({
  ...yesNoParamOf(params, 'isSent'),
  ...(params.get('filterType') === 'paymentPeriod' ? { filterType: 'paymentPeriod' as const } : {}),
  ...listAddressQueryOf(params),
});

/**
 * Route `/invoices` (manage-invoices): every invoice of the property (operations spec §2) —
 * filters (sent or not, invoice date or payment period range, search), server-side paging;
 * a row opens the printable invoice. "New invoice" opens the new-invoice page, which first asks
 * for the stay (a group's page and a reservation's open it with theirs).
 */
export const InvoicesPage = propertyPage(InvoicesList);

/** The invoices' columns (the number, the customer and the total always stay). */
const invoiceColumns = (
  t: TFunction<'invoices'>,
  money: (value: number) => string,
  pathOf: (invoice: Invoice) => string,
): ListColumn<Invoice>[] => [
  {
    id: 'number',
    header: t('columns.number'),
    sticky: true,
    cell: (invoice) => (
      <PageLink
        to={pathOf(invoice)}
        aria-label={t('open', { number: invoice.number })}
        color="brand.fg"
        fontWeight="semibold"
      >
        №{invoice.number}
      </PageLink>
    ),
  },
  {
    id: 'invoiceDate',
    header: t('columns.invoiceDate'),
    cellProps: { fontVariantNumeric: 'tabular-nums' },
    cell: (invoice) => invoice.invoiceDate,
  },
  {
    id: 'paymentPeriod',
    header: t('columns.paymentPeriod'),
    collapse: 2,
    cellProps: { fontVariantNumeric: 'tabular-nums' },
    cell: (invoice) => invoice.paymentPeriod,
  },
  {
    id: 'customer',
    header: t('columns.customer'),
    cell: (invoice) => (
      <>
        <Text fontWeight="medium">{invoice.customer.customerName}</Text>
        {invoice.customer.registerNo ? (
          <Text fontSize="xs" color="fg.muted">
            {invoice.customer.registerNo}
          </Text>
        ) : null}
      </>
    ),
  },
  {
    id: 'guest',
    header: t('columns.guest'),
    collapse: 1,
    cellProps: { fontSize: 'sm' },
    cell: (invoice) => [invoice.guestName, invoice.guestSurname].filter(Boolean).join(' '),
  },
  {
    id: 'reservation',
    header: t('columns.reservation'),
    cellProps: { fontSize: 'sm' },
    cell: (invoice) =>
      invoice.reservationNumber !== null
        ? t('reservationNumber', { number: invoice.reservationNumber })
        : t('groupNumber', { number: invoice.groupNumber }),
  },
  {
    id: 'total',
    header: t('columns.total'),
    align: 'end',
    cellProps: { fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' },
    cell: (invoice) => (
      <>
        {money(invoice.fullTotalAmount)}
        {invoice.creditStatus !== 'none' ? (
          <Stack gap="0.5" align="flex-end" fontWeight="normal" mt="1">
            <CreditStatusBadge status={invoice.creditStatus} />
            <Text fontSize="xs" color="fg.muted">
              {t('creditNotes.remaining', { amount: money(invoice.remainingAmount) })}
            </Text>
          </Stack>
        ) : null}
      </>
    ),
  },
  {
    id: 'sent',
    header: t('columns.sent'),
    cellProps: { fontSize: 'sm' },
    cell: (invoice) =>
      invoice.isSent ? (
        <Text>{invoice.sentTo}</Text>
      ) : (
        <Badge size="sm" variant="subtle" colorPalette="gray">
          {t('notSent')}
        </Badge>
      ),
  },
];

function InvoicesList({ slug }: { slug: string }) {
  const { t } = useTranslation('invoices');
  const money = useMoney();
  const localized = useLocalizedPath();
  const filters = useListFilters(invoiceQueryOf, FILTER_PARAMS, isFiltered);
  const { query, update, filtered } = filters;
  const list = useListInvoicesQuery({ slug, ...query });

  if (httpStatusOf(list.error) === 404) return <NotFoundPage />;

  return (
    <Stack gap="5">
      <ListHeader description={t('description')}>
        <Button asChild flexShrink="0">
          <RouterLink to={localized(propertyPath(slug, 'newInvoice'))}>
            {t('newInvoice')}
          </RouterLink>
        </Button>
      </ListHeader>
      <ListTable
        label={t('title')}
        query={list}
        columns={invoiceColumns(t, money, (invoice) =>
          localized(propertyPath(slug, 'invoice', { id: invoice.id })),
        )}
        rowProps={(invoice) => ({ 'data-testid': `invoice-${invoice.number}` })}
        filters={
          <ListFilterBar texts={filterTextsOf(t)} {...filters.bar}>
            <FilterSelect
              w="36"
              label={t('filters.isSent')}
              {...filters.select('isSent')}
              options={yesNoOptions(t('filters.all'), t('filters.sent'), t('filters.notSent'))}
            />
            <FilterSelect
              w="40"
              label={t('filters.filterType')}
              {...filters.select('filterType', 'invoiceDate')}
              options={optionsOf(['invoiceDate', 'paymentPeriod'], (type) => t(`filters.${type}`))}
            />
          </ListFilterBar>
        }
        skeleton={{ label: t('loading'), columns: [1, 2, 2, 3, 2, 2, 2, 2] }}
        error={t('error')}
        empty={filteredEmptyOf(t, filtered, <ListIcon />)}
        paging={{ page: query.page, rowsPerPage: query.rowsPerPage, onChange: update }}
      />
    </Stack>
  );
}
