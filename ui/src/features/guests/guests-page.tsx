import {
  Badge,
  Box,
  Button,
  Checkbox,
  Flex,
  HStack,
  IconButton,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNationalityName } from '../../components/country-select';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DataTable, TableSkeleton } from '../../components/data-table';
import { PencilIcon, PlusIcon, TrashIcon, UsersIcon } from '../../components/icons';
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
import { newIdempotencyKey } from '../../lib/idempotency';
import { httpStatusOf } from '../../lib/problem';
import { toaster } from '../../lib/toaster';
import { ExportButton } from '../../components/export-button';
import { downloadFile, exportFileName } from '../../lib/xlsx';
import { formatDateTime } from '../../shared/reservations/reservation-rules';
import { guestsWorkbook } from './export';
import { GuestDialog } from './guest-dialog';
import {
  type Guest,
  type GuestListQuery,
  useDeleteGuestsMutation,
  useListGuestsQuery,
} from './guests-api';

const FILTER_PARAMS = ['blacklist', 'start', 'end', 'search'] as const;

/** The list's query from the address (`?blacklist=true&start=…&page=2`). */
export const guestQueryOf = (params: URLSearchParams): GuestListQuery => {
  const blacklist = params.get('blacklist');
  return {
    ...(blacklist === 'true' || blacklist === 'false' ? { blacklist } : {}),
    ...(params.get('start') ? { start: params.get('start') as string } : {}),
    ...(params.get('end') ? { end: params.get('end') as string } : {}),
    ...(params.get('search') ? { search: params.get('search') as string } : {}),
    ...pagingOf(params),
  };
};

const nameOf = (guest: Guest) => [guest.name, guest.surname].filter(Boolean).join(' ');

/**
 * Route `/guests` (manage-guests): the guest register (operations spec §2) — filters
 * (blacklist, created between, search), paging, add, edit, delete one or the selected rows,
 * export of the selected rows.
 */
export function GuestsPage() {
  const { slug } = useCurrentHotel();
  if (!slug) return <NotFoundPage />;
  return <GuestsList slug={slug} />;
}

function GuestsList({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation('guests');
  const nationalityOf = useNationalityName();
  const { hotel } = useCurrentHotel();
  const { params, update, clear } = useListAddress();
  const query = useMemo(() => guestQueryOf(params), [params]);
  const list = useListGuestsQuery({ slug, ...query });
  const dialog = useDialog<Guest>();
  const removal = useDialog<Guest[]>();
  const [remove, removing] = useDeleteGuestsMutation();
  const [selected, setSelected] = useState<Map<string, Guest>>(() => new Map());

  if (httpStatusOf(list.error) === 404) return <NotFoundPage />;

  const rows = list.data?.data ?? [];
  const total = list.data?.total ?? 0;
  const filtered = !!query.blacklist || !!query.start || !!query.end || !!query.search;

  const toggle = (guest: Guest, on: boolean) => {
    const next = new Map(selected);
    if (on) next.set(guest.id, guest);
    else next.delete(guest.id);
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

  const confirmRemove = async () => {
    const guests = removal.item ?? [];
    if (guests.length === 0) return;
    try {
      await remove({
        slug,
        idempotencyKey: newIdempotencyKey(),
        ids: guests.map((g) => g.id),
      }).unwrap();
      toaster.create({
        type: 'success',
        title: t('delete.done', { count: guests.length }),
        closable: true,
      });
      setSelected((current) => {
        const next = new Map(current);
        for (const guest of guests) next.delete(guest.id);
        return next;
      });
      removal.onOpenChange(false);
    } catch {
      // The app's error notice shows the server's message; the dialog stays to try again.
    }
  };

  const table = (items: Guest[]) => (
    <DataTable label={t('title')}>
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
          <Table.ColumnHeader>{t('columns.guest')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('columns.phone')}</Table.ColumnHeader>
          {/* data-collapse: the order columns are hidden in while the table is too wide. */}
          <Table.ColumnHeader data-collapse="4">{t('columns.email')}</Table.ColumnHeader>
          <Table.ColumnHeader data-collapse="2">{t('columns.passport')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('columns.nationality')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end" data-collapse="3">
            {t('columns.resCount')}
          </Table.ColumnHeader>
          <Table.ColumnHeader>{t('columns.blacklist')}</Table.ColumnHeader>
          <Table.ColumnHeader data-collapse="1">{t('columns.createdAt')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">
            <Box as="span" srOnly>
              {t('columns.actions')}
            </Box>
          </Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {items.map((guest) => (
          <Table.Row
            key={guest.id}
            data-testid={`guest-${guest.name}`}
            aria-selected={selected.has(guest.id)}
          >
            <Table.Cell>
              <Checkbox.Root
                size="sm"
                checked={selected.has(guest.id)}
                onCheckedChange={(details) => toggle(guest, details.checked === true)}
                aria-label={t('selection.row', { name: nameOf(guest) })}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
              </Checkbox.Root>
            </Table.Cell>
            <Table.Cell fontWeight="semibold">
              <Text truncate maxW="48" title={nameOf(guest)}>
                {nameOf(guest)}
              </Text>
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap" fontSize="sm">
              {guest.phoneNumber ?? ''}
            </Table.Cell>
            <Table.Cell fontSize="sm">
              <Text truncate maxW="48">
                {guest.email ?? ''}
              </Text>
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap" fontSize="sm">
              {guest.passportNumber ?? ''}
            </Table.Cell>
            <Table.Cell fontSize="sm">{nationalityOf(guest.nationality)}</Table.Cell>
            <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
              {guest.resCount}
            </Table.Cell>
            <Table.Cell>
              {guest.isBlacklist ? (
                <Badge colorPalette="red" variant="solid" title={guest.blacklistReason ?? ''}>
                  {t('blacklisted')}
                </Badge>
              ) : null}
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap" fontSize="sm" fontVariantNumeric="tabular-nums">
              {formatDateTime(guest.createdAt)}
            </Table.Cell>
            <Table.Cell textAlign="end" whiteSpace="nowrap">
              <IconButton
                size="sm"
                variant="ghost"
                colorPalette="gray"
                aria-label={t('actions.edit', { name: nameOf(guest) })}
                onClick={() => dialog.show(guest)}
              >
                <PencilIcon />
              </IconButton>
              <IconButton
                size="sm"
                variant="ghost"
                colorPalette="red"
                aria-label={t('actions.delete', { name: nameOf(guest) })}
                onClick={() => removal.show([guest])}
              >
                <TrashIcon />
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
        direction={{ base: 'column', md: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', md: 'center' }}
        gap="3"
      >
        <Text color="fg.muted" maxW="2xl">
          {t('description')}
        </Text>
        <HStack gap="2" flexShrink="0" wrap="wrap">
          <Button
            variant="outline"
            colorPalette="red"
            disabled={selected.size === 0}
            onClick={() => removal.show([...selected.values()])}
          >
            <TrashIcon />
            {t('actions.deleteSelected', { count: selected.size })}
          </Button>
          <ExportButton
            count={selected.size}
            label={t('export.button', { count: selected.size })}
            failedMessage={t('export.failed')}
            onExport={async (onProgress) =>
              downloadFile(
                await guestsWorkbook([...selected.values()], t, onProgress, i18n.language),
                exportFileName(hotel?.name ?? '', hotel?.workingDate ?? '', t('export.sheet')),
              )
            }
          />
          <Button onClick={() => dialog.show(null)}>
            <PlusIcon />
            {t('actions.create')}
          </Button>
        </HStack>
      </Flex>

      <GuestFilters
        query={query}
        onChange={update}
        onClear={() => clear(FILTER_PARAMS)}
        filtered={filtered}
      />

      <ListStates
        query={list}
        errorAboveList
        loading={<TableSkeleton label={t('loading')} columns={[1, 3, 2, 3, 2, 2, 1, 1, 2]} />}
        error={t('error')}
        empty={{
          icon: <UsersIcon />,
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

      <GuestDialog
        slug={slug}
        guest={dialog.item}
        open={dialog.open}
        onOpenChange={dialog.onOpenChange}
      />
      <ConfirmDialog
        open={removal.open}
        onOpenChange={removal.onOpenChange}
        title={t('delete.title', { count: removal.item?.length ?? 0 })}
        description={t('delete.description', {
          names: (removal.item ?? []).slice(0, 5).map(nameOf).join(', '),
        })}
        confirmLabel={t('delete.confirm')}
        loading={removing.isLoading}
        onConfirm={() => void confirmRemove()}
      />
    </Stack>
  );
}

function GuestFilters({
  query,
  onChange,
  onClear,
  filtered,
}: {
  query: GuestListQuery;
  onChange: (change: Record<string, string>) => void;
  onClear: () => void;
  filtered: boolean;
}) {
  const { t } = useTranslation('guests');

  return (
    <FilterBar label={t('filters.label')}>
      <FilterRow>
        <FilterSelect
          w="44"
          label={t('filters.blacklist')}
          name="blacklist"
          value={query.blacklist ?? ''}
          onChange={(value) => onChange({ blacklist: value })}
        >
          <option value="">{t('filters.all')}</option>
          <option value="true">{t('filters.blacklisted')}</option>
          <option value="false">{t('filters.notBlacklisted')}</option>
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
