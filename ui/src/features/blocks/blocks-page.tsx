import { Button, Flex, IconButton, Stack, Table, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalName } from '../../lib/names';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DataTable, TableSkeleton } from '../../components/data-table';
import { BanIcon, PencilIcon, PlusIcon, TrashIcon } from '../../components/icons';
import { DateRangeFields, FilterBar, FilterRow, FilterSelect } from '../../components/list-filters';
import { ListPaging, pagingOf, useListAddress } from '../../components/list-paging';
import { ListStates } from '../../components/list-states';
import { NotFoundPage } from '../../components/not-found-page';
import { useCurrentHotel } from '../../components/use-current-hotel';
import { useDialog } from '../../components/use-dialog';
import { newIdempotencyKey } from '../../lib/idempotency';
import { browserToday } from '../../lib/dates';
import { httpStatusOf } from '../../lib/problem';
import { toaster } from '../../lib/toaster';
import { formatDateTime } from '../../shared/reservations/reservation-rules';
import { useListRoomTypesQuery } from '../room-types';
import { BlockDialog } from './block-dialog';
import {
  BLOCK_FILTER_TYPES,
  type Block,
  type BlockFilterType,
  type BlockListQuery,
  useDeleteBlockMutation,
  useListBlocksQuery,
} from './blocks-api';

const FILTER_PARAMS = ['filterType', 'start', 'end'] as const;

const isFilterType = (value: string | null): value is BlockFilterType =>
  value !== null && (BLOCK_FILTER_TYPES as readonly string[]).includes(value);

/** The list's query from the address (`?filterType=startDate&start=…&page=2&rows=50`). */
export const blockQueryOf = (params: URLSearchParams): BlockListQuery => {
  const filterType = params.get('filterType');
  return {
    ...(isFilterType(filterType) ? { filterType } : {}),
    ...(params.get('start') ? { start: params.get('start') as string } : {}),
    ...(params.get('end') ? { end: params.get('end') as string } : {}),
    ...pagingOf(params),
  };
};

/**
 * Route `/blocks` (manage-blocks): rooms taken out of sale (operations spec §2) — filters by
 * created, start or end date, paging, block several rooms at once, change or delete one.
 */
export function BlocksPage() {
  const { slug } = useCurrentHotel();
  if (!slug) return <NotFoundPage />;
  return <BlocksList slug={slug} />;
}

function BlocksList({ slug }: { slug: string }) {
  const { t } = useTranslation('blocks');
  const local = useLocalName();
  const { hotel } = useCurrentHotel();
  const { params, update, clear } = useListAddress();
  const query = useMemo(() => blockQueryOf(params), [params]);
  const list = useListBlocksQuery({ slug, ...query });
  const roomTypes = useListRoomTypesQuery({ slug });
  const dialog = useDialog<Block>();
  const removal = useDialog<Block>();
  const [remove, removing] = useDeleteBlockMutation();
  const types = roomTypes.data?.data ?? [];
  const hasRooms = types.some((type) => type.rooms.length > 0);

  if (httpStatusOf(list.error) === 404) return <NotFoundPage />;

  const total = list.data?.total ?? 0;
  const filtered = !!query.start || !!query.end;

  const confirmRemove = async () => {
    const block = removal.item;
    if (!block) return;
    try {
      await remove({ slug, idempotencyKey: newIdempotencyKey(), id: block.id }).unwrap();
      toaster.create({ type: 'success', title: t('delete.done'), closable: true });
      removal.onOpenChange(false);
    } catch {
      // The app's error notice shows the server's message; the dialog stays to try again.
    }
  };

  const spanOf = (block: Block) =>
    block.isTime
      ? `${block.startDate} ${block.startTime ?? ''} – ${block.endDate} ${block.endTime ?? ''}`
      : `${block.startDate} – ${block.endDate}`;

  const table = (items: Block[]) => (
    <DataTable label={t('title')}>
      <Table.Header>
        <Table.Row bg="bg.subtle">
          <Table.ColumnHeader>{t('columns.room')}</Table.ColumnHeader>
          {/* data-collapse: the order columns are hidden in while the table is too wide. */}
          <Table.ColumnHeader data-collapse="3">{t('columns.roomType')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('columns.span')}</Table.ColumnHeader>
          <Table.ColumnHeader data-collapse="2">{t('columns.kind')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('columns.description')}</Table.ColumnHeader>
          <Table.ColumnHeader data-collapse="1">{t('columns.createdAt')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">
            <Text as="span" srOnly>
              {t('columns.actions')}
            </Text>
          </Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {items.map((block) => (
          <Table.Row key={block.id} data-testid={`block-${block.roomName ?? block.roomId}`}>
            <Table.Cell fontWeight="semibold">{block.roomName ?? t('removedRoom')}</Table.Cell>
            <Table.Cell>
              {block.roomTypeName
                ? local({ name: block.roomTypeName, nameEn: block.roomTypeNameEn ?? null })
                : ''}
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
              {spanOf(block)}
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">
              {block.isTime ? t('kind.hours') : t('kind.nights')}
            </Table.Cell>
            <Table.Cell>
              <Text truncate maxW="64" title={block.description ?? ''}>
                {block.description ?? ''}
              </Text>
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap" fontSize="sm" fontVariantNumeric="tabular-nums">
              {formatDateTime(block.createdAt)}
            </Table.Cell>
            <Table.Cell textAlign="end" whiteSpace="nowrap">
              <IconButton
                size="sm"
                variant="ghost"
                colorPalette="gray"
                aria-label={t('actions.edit', { room: block.roomName ?? '' })}
                onClick={() => dialog.show(block)}
              >
                <PencilIcon />
              </IconButton>
              <IconButton
                size="sm"
                variant="ghost"
                colorPalette="red"
                aria-label={t('actions.delete', { room: block.roomName ?? '' })}
                onClick={() => removal.show(block)}
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
        direction={{ base: 'column', sm: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', sm: 'center' }}
        gap="3"
      >
        <Text color="fg.muted" maxW="2xl">
          {t('description')}
        </Text>
        <Button onClick={() => dialog.show(null)} disabled={!hasRooms} flexShrink="0">
          <PlusIcon />
          {t('actions.create')}
        </Button>
      </Flex>
      {roomTypes.isSuccess && !hasRooms ? (
        <Text color="fg.muted" fontSize="sm">
          {t('noRooms')}
        </Text>
      ) : null}

      <FilterBar label={t('filters.label')}>
        <FilterRow>
          <FilterSelect
            w="44"
            label={t('filters.filterType')}
            name="filterType"
            value={query.filterType ?? 'startDate'}
            onChange={(value) => update({ filterType: value })}
          >
            {BLOCK_FILTER_TYPES.map((type) => (
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
            onChange={update}
          />
          <Button
            size="sm"
            variant="ghost"
            colorPalette="gray"
            disabled={!filtered}
            onClick={() => clear(FILTER_PARAMS)}
          >
            {t('filters.clear')}
          </Button>
        </FilterRow>
      </FilterBar>

      <ListStates
        query={list}
        errorAboveList
        loading={<TableSkeleton label={t('loading')} columns={[1, 2, 3, 1, 3, 2]} />}
        error={t('error')}
        empty={{
          icon: <BanIcon />,
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

      <BlockDialog
        slug={slug}
        block={dialog.item}
        roomTypes={types}
        workingDate={hotel?.workingDate ?? browserToday()}
        open={dialog.open}
        onOpenChange={dialog.onOpenChange}
      />
      <ConfirmDialog
        open={removal.open}
        onOpenChange={removal.onOpenChange}
        title={t('delete.title', { room: removal.item?.roomName ?? '' })}
        description={t('delete.description')}
        confirmLabel={t('delete.confirm')}
        loading={removing.isLoading}
        onConfirm={() => void confirmRemove()}
      />
    </Stack>
  );
}
