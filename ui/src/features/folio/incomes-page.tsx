import { Badge, Button, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { type TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalName } from '../../lib/names';
import { propertyPath } from '../../lib/property-pages';
import { CoinsIcon } from '../../components/icons';
import { FilterCheckbox, FilterSelect, yesNoOptions } from '../../components/list-filters';
import { actionsColumn } from '../../components/list-table/actions-column';
import { type ListFilters, useListFilters } from '../../components/list-table/use-list-filters';
import { listAddressQueryOf } from '../../components/list-table/address-query';
import {
  filteredEmptyOf,
  filterTextsOf,
  ListFilterBar,
} from '../../components/list-table/list-filter-bar';
import { amountColumn } from '../../components/list-table/columns';
import { ListHeader } from '../../components/list-table/list-header';
import { type ListColumn, ListTable } from '../../components/list-table/list-table';
import { useRowSelection } from '../../components/list-table/use-row-selection';
import { NotFoundPage } from '../../components/not-found-page';
import { propertyPage } from '../../components/property-page';
import { useCurrentHotel } from '../../components/use-current-hotel';
import { useDialog } from '../../components/use-dialog';
import { useLocalizedPath } from '../../components/use-localized-path';
import { httpStatusOf } from '../../lib/problem';
import { ExportButton } from '../../components/export-button';
import {
  INCOME_TYPES,
  type Income,
  type IncomeListQuery,
  type IncomeType,
  payerOf,
  useListIncomesQuery,
} from '../../shared/reservations/folio-api';
import { incomesWorkbook } from './export';
import { EditIncomeDialog, IncomeDetailDialog } from './income-dialogs';
import { PayReceivableDialog } from './pay-receivable-dialog';
import { yesNoParamOf } from '../../components/list-table/yes-no-param';
import { useMoney } from '../../components/use-money';
import { isOneOf } from '../../lib/one-of';
import { PageLink } from '../../components/page-link';

const FILTER_PARAMS = ['isPaid', 'filterType', 'start', 'end', 'types', 'search'] as const;
/** Which date the range means is no filter of its own. */
const isFiltered = (query: IncomeListQuery) =>
  !!query.isPaid || !!query.start || !!query.end || !!query.search || !!query.incomeTypes;
const TABS = ['all', 'receivable', 'prepaid'] as const;
type Tab = (typeof TABS)[number];

/** The list's query from the address (`?types=receivable&isPaid=false&page=2`). */
export const incomeQueryOf = (params: URLSearchParams): IncomeListQuery => {
  const types = (params.get('types') ?? '')
    .split(',')
    .filter((type) => isOneOf(INCOME_TYPES, type));
  return {
    ...yesNoParamOf(params, 'isPaid'),
    ...(params.get('filterType') === 'paidAt' ? { filterType: 'paidAt' as const } : {}),
    ...(types.length > 0 ? { incomeTypes: types } : {}),
    ...listAddressQueryOf(params),
  };
};

const tabOf = (query: IncomeListQuery): Tab =>
  query.incomeTypes?.length === 1 &&
  (query.incomeTypes[0] === 'receivable' || query.incomeTypes[0] === 'prepaid')
    ? query.incomeTypes[0]
    : 'all';

/**
 * Route `/incomes` (manage-reservations): every income of the property (operations spec §2) —
 * tabs for receivables and prepayments, filters (paid or not, posting or payment date, income
 * types, search), server-side paging, the pay dialog of an unpaid receivable, export of the
 * selected rows.
 */
export const IncomesPage = propertyPage(IncomesList);

/** The badge colour of each kind of income. */
const TYPE_COLORS: Record<IncomeType, string> = {
  paid: 'green',
  prepaid: 'blue',
  receivable: 'orange',
  cancellation: 'red',
  refund: 'purple',
};

interface IncomeColumnsContext {
  t: TFunction<'folio'>;
  slug: string;
  money: (value: number) => string;
  localized: (path: string) => string;
  methodsOf: (income: Income) => string;
  view: (income: Income) => void;
  edit: (income: Income) => void;
  pay: (income: Income) => void;
}

/** The incomes' columns (the amount and the actions always stay; the user goes first). */
const incomeColumns = (c: IncomeColumnsContext): ListColumn<Income>[] => [
  {
    id: 'date',
    header: c.t('columns.date'),
    collapse: 3,
    cellProps: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', fontSize: 'sm' },
    cell: (income) => income.postedDate,
  },
  {
    id: 'reservation',
    header: c.t('columns.reservation'),
    cellProps: { whiteSpace: 'nowrap' },
    cell: (income) => (
      <>
        <PageLink
          to={c.localized(propertyPath(c.slug, 'reservation', { id: income.reservation.id }))}
          aria-label={c.t('incomes.openReservation', { number: income.reservation.number })}
          color="brand.fg"
          fontWeight="semibold"
        >
          №{income.reservation.number}
        </PageLink>
        <Text fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums">
          {income.reservation.checkIn} – {income.reservation.checkOut}
        </Text>
      </>
    ),
  },
  {
    id: 'payer',
    header: c.t('columns.payer'),
    cellProps: { fontSize: 'sm' },
    cell: (income) => (
      <Text lineClamp="2" maxW="48">
        {payerOf(income)}
      </Text>
    ),
  },
  {
    id: 'incomeType',
    header: c.t('columns.incomeType'),
    cell: (income) => (
      <Badge size="sm" variant="subtle" colorPalette={TYPE_COLORS[income.incomeType]}>
        {c.t(`incomeTypes.${income.incomeType}`)}
      </Badge>
    ),
  },
  {
    id: 'methods',
    header: c.t('columns.methods'),
    collapse: 4,
    cellProps: { fontSize: 'sm' },
    cell: c.methodsOf,
  },
  amountColumn({
    id: 'amount',
    header: c.t('columns.amount'),
    cell: (income) => (
      <>
        <Text fontWeight="semibold" color={income.amount < 0 ? 'red.fg' : undefined}>
          {c.money(income.amount)}
        </Text>
        {income.currency !== 'MNT' ? (
          <Text fontSize="xs" color="fg.muted">
            {income.currencyAmount} {income.currency}
          </Text>
        ) : null}
      </>
    ),
  }),
  {
    id: 'paidAt',
    header: c.t('columns.paidAt'),
    collapse: 2,
    cellProps: { whiteSpace: 'nowrap', fontSize: 'sm' },
    cell: (income) =>
      income.isPaid ? (
        <Text fontVariantNumeric="tabular-nums">{income.paidAt}</Text>
      ) : (
        <Badge size="sm" colorPalette="orange" variant="solid">
          {c.t('incomes.unpaid')}
        </Badge>
      ),
  },
  {
    id: 'user',
    header: c.t('columns.user'),
    collapse: 1,
    cellProps: { fontSize: 'sm' },
    cell: (income) => income.userName ?? '',
  },
  actionsColumn(c.t('columns.actions'), (income) => <IncomeActions income={income} context={c} />),
];

/** A row's detail, edit and pay buttons. */
function IncomeActions({ income, context: c }: { income: Income; context: IncomeColumnsContext }) {
  const number = income.reservation.number;
  return (
    <HStack gap="1" justify="flex-end">
      <RowButton label={c.t('incomes.detailFor', { number })} onClick={() => c.view(income)}>
        {c.t('incomes.detail.open')}
      </RowButton>
      {income.allowed.edit ? (
        <RowButton label={c.t('incomes.editFor', { number })} onClick={() => c.edit(income)}>
          {c.t('incomes.edit.open')}
        </RowButton>
      ) : null}
      {income.allowed.pay ? (
        <RowButton
          variant="outline"
          label={c.t('incomes.payFor', { number, amount: c.money(income.amount) })}
          onClick={() => c.pay(income)}
        >
          {c.t('incomes.pay')}
        </RowButton>
      ) : null}
    </HStack>
  );
}

/** A small button of a row, named for its row (`label`) for a screen reader. */
function RowButton({
  label,
  variant = 'ghost',
  onClick,
  children,
}: {
  label: string;
  variant?: 'ghost' | 'outline';
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button size="xs" variant={variant} aria-label={label} onClick={onClick}>
      {children}
    </Button>
  );
}

function IncomesList({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation('folio');
  const local = useLocalName();
  const money = useMoney();
  const { hotel } = useCurrentHotel();
  const localized = useLocalizedPath();
  const filters = useListFilters(incomeQueryOf, FILTER_PARAMS, isFiltered);
  const { query, update, filtered } = filters;
  const list = useListIncomesQuery({ slug, ...query });
  const paying = useDialog<Income>();
  const viewing = useDialog<Income>();
  const editing = useDialog<Income>();
  const rows = list.data?.data ?? [];
  const selection = useRowSelection(rows);
  const { selected } = selection;

  if (httpStatusOf(list.error) === 404) return <NotFoundPage />;

  const pageSum = rows.reduce((sum, income) => sum + income.amount, 0);

  // A paid receivable: what it was posted on, then how its payer paid it. A split payment
  // gives each method its own amount (in the income's currency).
  const methodsOf = (income: Income) =>
    [income.incomePays, income.paidPays]
      .filter((lines) => lines.length > 0)
      .map((lines) =>
        lines
          .map((line) =>
            lines.length > 1
              ? `${local(line.paymentMethod)} ${
                  income.currency === 'MNT'
                    ? money(line.amount)
                    : `${line.amount.toLocaleString('en-US')} ${income.currency}`
                }`
              : local(line.paymentMethod),
          )
          .join(', '),
      )
      .join(' → ');

  return (
    <Stack gap="5">
      <ListHeader description={t('incomes.description')} stackBelow="md">
        <ExportButton
          count={selected.size}
          label={t('incomes.export', { count: selected.size })}
          failedMessage={t('incomes.exportFailed')}
          workbook={(onProgress) =>
            incomesWorkbook([...selected.values()], t, i18n.language, onProgress)
          }
          fallbackName={t('incomes.sheet')}
        />
      </ListHeader>

      <Tabs.Root
        ids={{ content: () => 'incomes-list' }}
        value={tabOf(query)}
        onValueChange={(details) => update({ types: details.value === 'all' ? '' : details.value })}
        variant="line"
      >
        <Tabs.List>
          {TABS.map((tab) => (
            <Tabs.Trigger key={tab} value={tab}>
              {t(`incomes.tabs.${tab}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>

      <ListTable
        label={t('incomes.sheet')}
        query={list}
        columns={incomeColumns({
          t,
          slug,
          money,
          localized,
          methodsOf,
          view: viewing.show,
          edit: editing.show,
          pay: paying.show,
        })}
        rowProps={(income) => ({
          'data-testid': `income-${income.reservation.number}-${income.incomeType}`,
        })}
        selection={{
          state: selection,
          pageLabel: t('incomes.selectPage'),
          rowLabel: (income) => t('incomes.selectRow', { number: income.reservation.number }),
        }}
        filters={<IncomeFilters filters={filters} />}
        panelId="incomes-list"
        skeleton={{ label: t('incomes.loading'), columns: [1, 2, 2, 3, 2, 3, 2, 2, 2] }}
        error={t('incomes.error')}
        empty={filteredEmptyOf(t, filtered, <CoinsIcon />, 'incomes.empty')}
        paging={{
          page: query.page,
          rowsPerPage: query.rowsPerPage,
          onChange: update,
          summary: (
            <Text fontSize="sm" color="fg.muted" data-testid="incomes-page-sum">
              {t('incomes.sum', { amount: money(pageSum) })}
            </Text>
          ),
        }}
      />

      <IncomeDetailDialog dialog={viewing} />
      <EditIncomeDialog slug={slug} dialog={editing} />
      <PayReceivableDialog
        slug={slug}
        income={paying.item}
        workingDate={hotel?.workingDate ?? ''}
        open={paying.open}
        onOpenChange={paying.onOpenChange}
      />
    </Stack>
  );
}

function IncomeFilters({ filters }: { filters: ListFilters<IncomeListQuery> }) {
  const { t } = useTranslation('folio');
  return (
    <ListFilterBar
      texts={filterTextsOf(t, 'incomes.filters')}
      {...filters.bar}
      below={<IncomeTypeFilter query={filters.query} onChange={filters.update} />}
    >
      <FilterSelect
        w="36"
        label={t('incomes.filters.isPaid')}
        {...filters.select('isPaid')}
        options={yesNoOptions(
          t('incomes.filters.all'),
          t('incomes.filters.paid'),
          t('incomes.filters.unpaid'),
        )}
      />
      <FilterSelect
        w="36"
        label={t('incomes.filters.filterType')}
        {...filters.select('filterType', 'createdAt')}
      >
        <option value="createdAt">{t('incomes.filters.createdAt')}</option>
        <option value="paidAt">{t('incomes.filters.paidAt')}</option>
      </FilterSelect>
    </ListFilterBar>
  );
}

/** The income types the list shows (none ticked: all). */
function IncomeTypeFilter({
  query,
  onChange,
}: {
  query: IncomeListQuery;
  onChange: (change: Record<string, string>) => void;
}) {
  const { t } = useTranslation('folio');
  const types = query.incomeTypes ?? [];
  const toggleType = (type: IncomeType, on: boolean) => {
    const next = on ? [...types, type] : types.filter((t) => t !== type);
    onChange({ types: INCOME_TYPES.filter((t) => next.includes(t)).join(',') });
  };
  return (
    <HStack gap="4" wrap="wrap" role="group" aria-label={t('incomes.filters.incomeTypes')}>
      <Text fontSize="sm" color="fg.muted">
        {t('incomes.filters.incomeTypes')}
      </Text>
      {INCOME_TYPES.map((type) => (
        <FilterCheckbox
          key={type}
          label={t(`incomeTypes.${type}`)}
          checked={types.includes(type)}
          onChange={(on) => toggleType(type, on)}
        />
      ))}
    </HStack>
  );
}
