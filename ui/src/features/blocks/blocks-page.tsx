import { Stack, Text } from '@chakra-ui/react';
import { type TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocalName } from '../../lib/names';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EditDeleteButtons } from '../../components/edit-delete-buttons';
import { BanIcon } from '../../components/icons';
import { FilterSelect } from '../../components/list-filters';
import { listAddressQueryOf } from '../../components/list-table/address-query';
import {
  filteredEmptyOf,
  filterTextsOf,
  ListFilterBar,
} from '../../components/list-table/list-filter-bar';
import { CreateListHeader } from '../../components/list-table/create-list-header';
import { actionsColumn } from '../../components/list-table/actions-column';
import { createdAtColumn, dateColumn } from '../../components/list-table/columns';
import { useListFilters } from '../../components/list-table/use-list-filters';
import { type ListColumn, ListTable } from '../../components/list-table/list-table';
import { NotFoundPage } from '../../components/not-found-page';
import { useDialog } from '../../components/use-dialog';
import { useConfirmedCommand } from '../../components/use-confirmed-command';
import { httpStatusOf } from '../../lib/problem';
import { isOneOf } from '../../lib/one-of';
import { useListRoomTypesQuery } from '../room-types';
import { BlockDialog } from './block-dialog';
import {
  BLOCK_FILTER_TYPES,
  type Block,
  type BlockListQuery,
  useDeleteBlockMutation,
  useListBlocksQuery,
} from './blocks-api';
import { propertyPage } from '../../components/property-page';

const FILTER_PARAMS = ['filterType', 'start', 'end'] as const;

/** A range filters the list (which date it is about alone does not). */
const isFiltered = (query: BlockListQuery) => !!query.start || !!query.end;

/** The list's query from the address (`?filterType=startDate&start=…&page=2&rows=50`). */
export const blockQueryOf = (params: URLSearchParams): BlockListQuery => {
  const filterType = params.get('filterType');
  return {
    ...(isOneOf(BLOCK_FILTER_TYPES, filterType) ? { filterType } : {}),
    ...listAddressQueryOf(params, { search: false }),
  };
};

/**
 * Route `/blocks` (manage-blocks): rooms taken out of sale (operations spec §2) — filters by
 * created, start or end date, paging, block several rooms at once, change or delete one.
 */
export const BlocksPage = propertyPage(BlocksList);

const spanOf = (block: Block) =>
  block.isTime
    ? `${block.startDate} ${block.startTime ?? ''} – ${block.endDate} ${block.endTime ?? ''}`
    : `${block.startDate} – ${block.endDate}`;

/** The blocks' columns (the room, the span and the actions always stay). */
const blockColumns = (
  t: TFunction<'blocks'>,
  local: ReturnType<typeof useLocalName>,
  edit: (block: Block) => void,
  remove: (block: Block) => void,
): ListColumn<Block>[] => [
  {
    id: 'room',
    header: t('columns.room'),
    sticky: true,
    cellProps: { fontWeight: 'semibold' },
    cell: (block) => block.roomName ?? t('removedRoom'),
  },
  {
    id: 'roomType',
    header: t('columns.roomType'),
    collapse: 3,
    cell: (block) =>
      block.roomTypeName
        ? local({ name: block.roomTypeName, nameEn: block.roomTypeNameEn ?? null })
        : '',
  },
  dateColumn({ id: 'span', header: t('columns.span'), cell: spanOf }),
  {
    id: 'kind',
    header: t('columns.kind'),
    collapse: 2,
    cellProps: { whiteSpace: 'nowrap' },
    cell: (block) => (block.isTime ? t('kind.hours') : t('kind.nights')),
  },
  {
    id: 'description',
    header: t('columns.description'),
    cell: (block) => (
      <Text truncate maxW="64" title={block.description ?? ''}>
        {block.description ?? ''}
      </Text>
    ),
  },
  createdAtColumn(t('columns.createdAt')),
  actionsColumn(t('columns.actions'), (block) => (
    <EditDeleteButtons
      display="inline-flex"
      edit={{
        label: t('actions.edit', { room: block.roomName ?? '' }),
        onClick: () => edit(block),
      }}
      remove={{
        label: t('actions.delete', { room: block.roomName ?? '' }),
        onClick: () => remove(block),
      }}
    />
  )),
];

function BlocksList({ slug }: { slug: string }) {
  const { t } = useTranslation('blocks');
  const local = useLocalName();
  const filters = useListFilters(blockQueryOf, FILTER_PARAMS, isFiltered);
  const { query, update, filtered } = filters;
  const list = useListBlocksQuery({ slug, ...query });
  const roomTypes = useListRoomTypesQuery({ slug });
  const dialog = useDialog<Block>();
  const [remove] = useDeleteBlockMutation();
  const removal = useConfirmedCommand(
    (block: Block, idempotencyKey) => remove({ slug, idempotencyKey, id: block.id }).unwrap(),
    () => t('delete.done'),
  );
  const types = roomTypes.data?.data ?? [];
  const hasRooms = types.some((type) => type.rooms.length > 0);

  if (httpStatusOf(list.error) === 404) return <NotFoundPage />;

  return (
    <Stack gap="5">
      <CreateListHeader
        description={t('description')}
        createLabel={t('actions.create')}
        onCreate={() => dialog.show(null)}
        disabled={!hasRooms}
        note={roomTypes.isSuccess && !hasRooms ? t('noRooms') : null}
      />

      <ListTable
        label={t('title')}
        query={list}
        columns={blockColumns(t, local, dialog.show, removal.show)}
        rowProps={(block) => ({ 'data-testid': `block-${block.roomName ?? block.roomId}` })}
        filters={
          <ListFilterBar texts={filterTextsOf(t, 'filters', { search: false })} {...filters.bar}>
            <FilterSelect
              w="44"
              label={t('filters.filterType')}
              {...filters.select('filterType', 'startDate')}
            >
              {BLOCK_FILTER_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`filters.filterTypes.${type}`)}
                </option>
              ))}
            </FilterSelect>
          </ListFilterBar>
        }
        skeleton={{ label: t('loading'), columns: [1, 2, 3, 1, 3, 2] }}
        error={t('error')}
        empty={filteredEmptyOf(t, filtered, <BanIcon />)}
        paging={{ page: query.page, rowsPerPage: query.rowsPerPage, onChange: update }}
      />

      <BlockDialog slug={slug} dialog={dialog} roomTypes={types} />
      <ConfirmDialog
        {...removal.confirmProps}
        title={t('delete.title', { room: removal.item?.roomName ?? '' })}
        description={t('delete.description')}
        confirmLabel={t('delete.confirm')}
      />
    </Stack>
  );
}
