import {
  Badge,
  Box,
  Button,
  Checkbox,
  Flex,
  HStack,
  Link,
  Stack,
  Table,
  Tabs,
  Text,
} from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalName } from '../../lib/names';
import { Link as RouterLink } from 'react-router';
import { propertyPath } from '../../lib/property-pages';
import { DataTable, TableSkeleton } from '../../components/data-table';
import { CoinsIcon } from '../../components/icons';
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
import { useDialog } from '../../components/use-dialog';
import { useLocalizedPath } from '../../components/use-localized-path';
import { formatMoney } from '../../lib/format';
import { httpStatusOf } from '../../lib/problem';
import { ExportButton } from '../../components/export-button';
import { downloadFile, exportFileName } from '../../lib/xlsx';
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

const FILTER_PARAMS = ['isPaid', 'filterType', 'start', 'end', 'types', 'search'] as const;
const TABS = ['all', 'receivable', 'prepaid'] as const;
type Tab = (typeof TABS)[number];

const isIncomeType = (value: string): value is IncomeType =>
  (INCOME_TYPES as readonly string[]).includes(value);

/** The list's query from the address (`?types=receivable&isPaid=false&page=2`). */
export const incomeQueryOf = (params: URLSearchParams): IncomeListQuery => {
  const isPaid = params.get('isPaid');
  const types = (params.get('types') ?? '').split(',').filter(isIncomeType);
  return {
    ...(isPaid === 'true' || isPaid === 'false' ? { isPaid } : {}),
    ...(params.get('filterType') === 'paidAt' ? { filterType: 'paidAt' as const } : {}),
    ...(params.get('start') ? { start: params.get('start') as string } : {}),
    ...(params.get('end') ? { end: params.get('end') as string } : {}),
    ...(types.length > 0 ? { incomeTypes: types } : {}),
    ...(params.get('search') ? { search: params.get('search') as string } : {}),
    ...pagingOf(params),
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
export function IncomesPage() {
  const { slug } = useCurrentHotel();
  if (!slug) return <NotFoundPage />;
  return <IncomesList slug={slug} />;
}

function IncomesList({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation('folio');
  const local = useLocalName();
  const money = (value: number) => formatMoney(value, i18n.language);
  const { hotel } = useCurrentHotel();
  const localized = useLocalizedPath();
  const { params, update, clear } = useListAddress();
  const query = useMemo(() => incomeQueryOf(params), [params]);
  const list = useListIncomesQuery({ slug, ...query });
  const paying = useDialog<Income>();
  const viewing = useDialog<Income>();
  const editing = useDialog<Income>();
  const [selected, setSelected] = useState<Map<string, Income>>(() => new Map());

  if (httpStatusOf(list.error) === 404) return <NotFoundPage />;

  const rows = list.data?.data ?? [];
  const total = list.data?.total ?? 0;
  const filtered =
    !!query.isPaid || !!query.start || !!query.end || !!query.search || !!query.incomeTypes;
  const pageSum = rows.reduce((sum, income) => sum + income.amount, 0);

  const toggle = (income: Income, on: boolean) => {
    const next = new Map(selected);
    if (on) next.set(income.id, income);
    else next.delete(income.id);
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

  const table = (items: Income[]) => (
    <DataTable label={t('incomes.sheet')}>
      <Table.Header>
        <Table.Row bg="bg.subtle">
          <Table.ColumnHeader w="10">
            <Checkbox.Root
              size="sm"
              checked={pageSelected ? true : pageSome ? 'indeterminate' : false}
              onCheckedChange={(details) => togglePage(details.checked === true)}
              aria-label={t('incomes.selectPage')}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
            </Checkbox.Root>
          </Table.ColumnHeader>
          {/* data-collapse: the order columns are hidden in while the table is too wide for
              its frame (the user first); the amount and the actions always stay. */}
          <Table.ColumnHeader data-collapse="3">{t('columns.date')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('columns.reservation')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('columns.payer')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('columns.incomeType')}</Table.ColumnHeader>
          <Table.ColumnHeader data-collapse="4">{t('columns.methods')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('columns.amount')}</Table.ColumnHeader>
          <Table.ColumnHeader data-collapse="2">{t('columns.paidAt')}</Table.ColumnHeader>
          <Table.ColumnHeader data-collapse="1">{t('columns.user')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">
            <Box as="span" srOnly>
              {t('columns.actions')}
            </Box>
          </Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {items.map((income) => (
          <Table.Row
            key={income.id}
            data-testid={`income-${income.reservation.number}-${income.incomeType}`}
            aria-selected={selected.has(income.id)}
          >
            <Table.Cell>
              <Checkbox.Root
                size="sm"
                checked={selected.has(income.id)}
                onCheckedChange={(details) => toggle(income, details.checked === true)}
                aria-label={t('incomes.selectRow', { number: income.reservation.number })}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
              </Checkbox.Root>
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap" fontVariantNumeric="tabular-nums" fontSize="sm">
              {income.postedDate}
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">
              <Link asChild color="brand.fg" fontWeight="semibold">
                <RouterLink
                  to={localized(propertyPath(slug, 'reservation', { id: income.reservation.id }))}
                  aria-label={t('incomes.openReservation', { number: income.reservation.number })}
                >
                  №{income.reservation.number}
                </RouterLink>
              </Link>
              <Text fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums">
                {income.reservation.checkIn} – {income.reservation.checkOut}
              </Text>
            </Table.Cell>
            <Table.Cell fontSize="sm">
              <Text lineClamp="2" maxW="48">
                {payerOf(income)}
              </Text>
            </Table.Cell>
            <Table.Cell>
              <Badge
                size="sm"
                variant="subtle"
                colorPalette={
                  income.incomeType === 'receivable'
                    ? 'orange'
                    : income.incomeType === 'cancellation'
                      ? 'red'
                      : income.incomeType === 'refund'
                        ? 'purple'
                        : income.incomeType === 'prepaid'
                          ? 'blue'
                          : 'green'
                }
              >
                {t(`incomeTypes.${income.incomeType}`)}
              </Badge>
            </Table.Cell>
            <Table.Cell fontSize="sm">{methodsOf(income)}</Table.Cell>
            <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
              <Text fontWeight="semibold" color={income.amount < 0 ? 'red.fg' : undefined}>
                {money(income.amount)}
              </Text>
              {income.currency !== 'MNT' ? (
                <Text fontSize="xs" color="fg.muted">
                  {income.currencyAmount} {income.currency}
                </Text>
              ) : null}
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap" fontSize="sm">
              {income.isPaid ? (
                <Text fontVariantNumeric="tabular-nums">{income.paidAt}</Text>
              ) : (
                <Badge size="sm" colorPalette="orange" variant="solid">
                  {t('incomes.unpaid')}
                </Badge>
              )}
            </Table.Cell>
            <Table.Cell fontSize="sm">{income.userName ?? ''}</Table.Cell>
            <Table.Cell textAlign="end" whiteSpace="nowrap">
              <HStack gap="1" justify="flex-end">
                <Button
                  size="xs"
                  variant="ghost"
                  aria-label={t('incomes.detailFor', { number: income.reservation.number })}
                  onClick={() => viewing.show(income)}
                >
                  {t('incomes.detail.open')}
                </Button>
                {income.allowed.edit ? (
                  <Button
                    size="xs"
                    variant="ghost"
                    aria-label={t('incomes.editFor', { number: income.reservation.number })}
                    onClick={() => editing.show(income)}
                  >
                    {t('incomes.edit.open')}
                  </Button>
                ) : null}
                {income.allowed.pay ? (
                  <Button
                    size="xs"
                    variant="outline"
                    aria-label={t('incomes.payFor', {
                      number: income.reservation.number,
                      amount: money(income.amount),
                    })}
                    onClick={() => paying.show(income)}
                  >
                    {t('incomes.pay')}
                  </Button>
                ) : null}
              </HStack>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </DataTable>
  );

  return (
    <Stack gap="5">
      <Flex
        direction={{ base: 'column', md: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', md: 'center' }}
        gap="3"
      >
        <Text color="fg.muted" maxW="2xl">
          {t('incomes.description')}
        </Text>
        <ExportButton
          count={selected.size}
          label={t('incomes.export', { count: selected.size })}
          failedMessage={t('incomes.exportFailed')}
          onExport={async (onProgress) =>
            downloadFile(
              await incomesWorkbook([...selected.values()], t, i18n.language, onProgress),
              exportFileName(hotel?.name ?? '', hotel?.workingDate ?? '', t('incomes.sheet')),
            )
          }
        />
      </Flex>

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

      <IncomeFilters
        query={query}
        onChange={update}
        onClear={() => clear(FILTER_PARAMS)}
        filtered={filtered}
      />

      <Box id="incomes-list">
        <ListStates
          query={list}
          errorAboveList
          loading={
            <TableSkeleton label={t('incomes.loading')} columns={[1, 2, 2, 3, 2, 3, 2, 2, 2]} />
          }
          error={t('incomes.error')}
          empty={{
            icon: <CoinsIcon />,
            title: filtered ? t('incomes.empty.filteredTitle') : t('incomes.empty.title'),
            description: filtered
              ? t('incomes.empty.filteredDescription')
              : t('incomes.empty.description'),
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
        summary={
          <Text fontSize="sm" color="fg.muted" data-testid="incomes-page-sum">
            {t('incomes.sum', { amount: money(pageSum) })}
          </Text>
        }
      />

      <IncomeDetailDialog
        income={viewing.item}
        open={viewing.open}
        onOpenChange={viewing.onOpenChange}
      />
      <EditIncomeDialog
        slug={slug}
        income={editing.item}
        open={editing.open}
        onOpenChange={editing.onOpenChange}
      />
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

function IncomeFilters({
  query,
  onChange,
  onClear,
  filtered,
}: {
  query: IncomeListQuery;
  onChange: (change: Record<string, string>) => void;
  onClear: () => void;
  filtered: boolean;
}) {
  const { t } = useTranslation('folio');
  const types = query.incomeTypes ?? [];
  const toggleType = (type: IncomeType, on: boolean) => {
    const next = on ? [...types, type] : types.filter((t) => t !== type);
    onChange({ types: INCOME_TYPES.filter((t) => next.includes(t)).join(',') });
  };

  return (
    <FilterBar label={t('incomes.filters.label')}>
      <FilterRow>
        <FilterSelect
          w="36"
          label={t('incomes.filters.isPaid')}
          name="isPaid"
          value={query.isPaid ?? ''}
          onChange={(value) => onChange({ isPaid: value })}
        >
          <option value="">{t('incomes.filters.all')}</option>
          <option value="true">{t('incomes.filters.paid')}</option>
          <option value="false">{t('incomes.filters.unpaid')}</option>
        </FilterSelect>
        <FilterSelect
          w="36"
          label={t('incomes.filters.filterType')}
          name="filterType"
          value={query.filterType ?? 'createdAt'}
          onChange={(value) => onChange({ filterType: value === 'paidAt' ? 'paidAt' : '' })}
        >
          <option value="createdAt">{t('incomes.filters.createdAt')}</option>
          <option value="paidAt">{t('incomes.filters.paidAt')}</option>
        </FilterSelect>
        <DateRangeFields
          start={query.start}
          end={query.end}
          startLabel={t('incomes.filters.start')}
          endLabel={t('incomes.filters.end')}
          onChange={onChange}
        />
        <SearchField
          value={query.search}
          label={t('incomes.filters.search')}
          placeholder={t('incomes.filters.searchPlaceholder')}
          onSearch={(search) => onChange({ search })}
        />
        <Button
          size="sm"
          variant="ghost"
          colorPalette="gray"
          disabled={!filtered}
          onClick={onClear}
        >
          {t('incomes.filters.clear')}
        </Button>
      </FilterRow>
      <HStack gap="4" wrap="wrap" role="group" aria-label={t('incomes.filters.incomeTypes')}>
        <Text fontSize="sm" color="fg.muted">
          {t('incomes.filters.incomeTypes')}
        </Text>
        {INCOME_TYPES.map((type) => (
          <Checkbox.Root
            key={type}
            size="sm"
            checked={types.includes(type)}
            onCheckedChange={(details) => toggleType(type, details.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t(`incomeTypes.${type}`)}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </HStack>
    </FilterBar>
  );
}
