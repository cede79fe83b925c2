import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { type TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNationalityName } from '../../components/country-select';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useConfirmedCommand } from '../../components/use-confirmed-command';
import { EditDeleteButtons } from '../../components/edit-delete-buttons';
import { PlusIcon, TrashIcon, UsersIcon } from '../../components/icons';
import { FilterSelect, yesNoOptions } from '../../components/list-filters';
import { useListFilters } from '../../components/list-table/use-list-filters';
import { listAddressQueryOf } from '../../components/list-table/address-query';
import {
  filteredEmptyOf,
  filterTextsOf,
  ListFilterBar,
} from '../../components/list-table/list-filter-bar';
import { ListHeader } from '../../components/list-table/list-header';
import { actionsColumn } from '../../components/list-table/actions-column';
import { countColumn, createdAtColumn } from '../../components/list-table/columns';
import { type ListColumn, ListTable } from '../../components/list-table/list-table';
import { useRowSelection } from '../../components/list-table/use-row-selection';
import { NotFoundPage } from '../../components/not-found-page';
import { propertyPage } from '../../components/property-page';
import { useDialog } from '../../components/use-dialog';
import { httpStatusOf } from '../../lib/problem';
import { ExportButton } from '../../components/export-button';
import { guestsWorkbook } from './export';
import { GuestDialog } from './guest-dialog';
import {
  type Guest,
  type GuestListQuery,
  useDeleteGuestsMutation,
  useListGuestsQuery,
} from './guests-api';
import { yesNoParamOf } from '../../components/list-table/yes-no-param';

const FILTER_PARAMS = ['blacklist', 'start', 'end', 'search'] as const;
const isFiltered = (query: GuestListQuery) =>
  !!query.blacklist || !!query.start || !!query.end || !!query.search;

/** The list's query from the address (`?blacklist=true&start=…&page=2`). */
export const guestQueryOf = (params: URLSearchParams): GuestListQuery => ({
  ...yesNoParamOf(params, 'blacklist'),
  ...listAddressQueryOf(params),
});

const nameOf = (guest: Guest) => [guest.name, guest.surname].filter(Boolean).join(' ');

/**
 * Route `/guests` (manage-guests): the guest register (operations spec §2) — filters
 * (blacklist, created between, search), paging, add, edit, delete one or the selected rows,
 * export of the selected rows.
 */
export const GuestsPage = propertyPage(GuestsList);

/** The register's columns; `edit` and `remove` open the row's dialogs. */
const guestColumns = (
  t: TFunction<'guests'>,
  nationalityOf: (code: string | null) => string,
  edit: (guest: Guest) => void,
  remove: (guest: Guest) => void,
): ListColumn<Guest>[] => [
  {
    id: 'guest',
    header: t('columns.guest'),
    cellProps: { fontWeight: 'semibold' },
    cell: (guest) => (
      <Text truncate maxW="48" title={nameOf(guest)}>
        {nameOf(guest)}
      </Text>
    ),
  },
  {
    id: 'phone',
    header: t('columns.phone'),
    cellProps: { whiteSpace: 'nowrap', fontSize: 'sm' },
    cell: (guest) => guest.phoneNumber ?? '',
  },
  {
    id: 'email',
    header: t('columns.email'),
    collapse: 4,
    cellProps: { fontSize: 'sm' },
    cell: (guest) => (
      <Text truncate maxW="48">
        {guest.email ?? ''}
      </Text>
    ),
  },
  {
    id: 'passport',
    header: t('columns.passport'),
    collapse: 2,
    cellProps: { whiteSpace: 'nowrap', fontSize: 'sm' },
    cell: (guest) => guest.passportNumber ?? '',
  },
  {
    id: 'nationality',
    header: t('columns.nationality'),
    cellProps: { fontSize: 'sm' },
    cell: (guest) => nationalityOf(guest.nationality),
  },
  countColumn({
    id: 'resCount',
    header: t('columns.resCount'),
    collapse: 3,
    cell: (guest) => guest.resCount,
  }),
  {
    id: 'blacklist',
    header: t('columns.blacklist'),
    cell: (guest) =>
      guest.isBlacklist ? (
        <Badge colorPalette="red" variant="solid" title={guest.blacklistReason ?? ''}>
          {t('blacklisted')}
        </Badge>
      ) : null,
  },
  createdAtColumn(t('columns.createdAt')),
  actionsColumn(t('columns.actions'), (guest) => (
    <EditDeleteButtons
      display="inline-flex"
      edit={{ label: t('actions.edit', { name: nameOf(guest) }), onClick: () => edit(guest) }}
      remove={{ label: t('actions.delete', { name: nameOf(guest) }), onClick: () => remove(guest) }}
    />
  )),
];

function GuestsList({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation('guests');
  const nationalityOf = useNationalityName();
  const filters = useListFilters(guestQueryOf, FILTER_PARAMS, isFiltered);
  const { query, update, filtered } = filters;
  const list = useListGuestsQuery({ slug, ...query });
  const dialog = useDialog<Guest>();
  const [remove] = useDeleteGuestsMutation();
  const selection = useRowSelection(list.data?.data ?? []);
  const { selected } = selection;
  const removal = useConfirmedCommand<Guest[]>(
    async (guests, idempotencyKey) => {
      await remove({ slug, idempotencyKey, ids: guests.map((g) => g.id) }).unwrap();
      selection.deselect(guests);
    },
    (guests) => t('delete.done', { count: guests.length }),
  );

  if (httpStatusOf(list.error) === 404) return <NotFoundPage />;

  return (
    <Stack gap="5">
      <ListHeader description={t('description')} stackBelow="md">
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
            workbook={(onProgress) =>
              guestsWorkbook([...selected.values()], t, onProgress, i18n.language)
            }
            fallbackName={t('export.sheet')}
          />
          <Button onClick={() => dialog.show(null)}>
            <PlusIcon />
            {t('actions.create')}
          </Button>
        </HStack>
      </ListHeader>

      <ListTable
        label={t('title')}
        query={list}
        columns={guestColumns(t, nationalityOf, dialog.show, (guest) => removal.show([guest]))}
        rowProps={(guest) => ({ 'data-testid': `guest-${guest.name}` })}
        selection={{
          state: selection,
          pageLabel: t('selection.page'),
          rowLabel: (guest) => t('selection.row', { name: nameOf(guest) }),
        }}
        filters={
          <ListFilterBar texts={filterTextsOf(t)} {...filters.bar}>
            <FilterSelect
              w="44"
              label={t('filters.blacklist')}
              {...filters.select('blacklist')}
              options={yesNoOptions(
                t('filters.all'),
                t('filters.blacklisted'),
                t('filters.notBlacklisted'),
              )}
            />
          </ListFilterBar>
        }
        skeleton={{ label: t('loading'), columns: [1, 3, 2, 3, 2, 2, 1, 1, 2] }}
        error={t('error')}
        empty={filteredEmptyOf(t, filtered, <UsersIcon />)}
        paging={{ page: query.page, rowsPerPage: query.rowsPerPage, onChange: update }}
      />

      <GuestDialog slug={slug} dialog={dialog} />
      <ConfirmDialog
        {...removal.confirmProps}
        title={t('delete.title', { count: removal.item?.length ?? 0 })}
        description={t('delete.description', {
          names: (removal.item ?? []).slice(0, 5).map(nameOf).join(', '),
        })}
        confirmLabel={t('delete.confirm')}
      />
    </Stack>
  );
}
