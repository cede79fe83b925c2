import {
  Button,
  Field,
  Flex,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DataTable, TableSkeleton } from '../../components/data-table';
import {
  BanIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  PencilIcon,
  PlusIcon,
  TrashIcon,
} from '../../components/icons';
import { ListStates } from '../../components/list-states';
import { NotFoundPage } from '../../components/not-found-page';
import { useCurrentHotel } from '../../components/use-current-hotel';
import { useDialog } from '../../components/use-dialog';
import { newIdempotencyKey } from '../../lib/idempotency';
import { httpStatusOf } from '../../lib/problem';
import { toaster } from '../../lib/toaster';
import { formatDateTime } from '../reservations/reservation-rules';
import { useListRoomTypesQuery } from '../room-types/room-types-api';
import { BlockDialog } from './block-dialog';
import {
  BLOCK_FILTER_TYPES,
  type Block,
  type BlockFilterType,
  type BlockListQuery,
  useDeleteBlockMutation,
  useListBlocksQuery,
} from './blocks-api';

const PAGE_SIZES = [10, 25, 50, 100, 0] as const;
const FILTER_PARAMS = ['filterType', 'start', 'end'] as const;

const isFilterType = (value: string | null): value is BlockFilterType =>
  value !== null && (BLOCK_FILTER_TYPES as readonly string[]).includes(value);

/** The list's query from the address (`?filterType=startDate&start=…&page=2&rows=50`). */
export const blockQueryOf = (params: URLSearchParams): BlockListQuery => {
  const filterType = params.get('filterType');
  const rows = Number(params.get('rows') ?? '25');
  const page = Number(params.get('page') ?? '1');
  return {
    ...(isFilterType(filterType) ? { filterType } : {}),
    ...(params.get('start') ? { start: params.get('start') as string } : {}),
    ...(params.get('end') ? { end: params.get('end') as string } : {}),
    page: Number.isInteger(page) && page > 0 ? page : 1,
    rowsPerPage: (PAGE_SIZES as readonly number[]).includes(rows) ? rows : 25,
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
  const { hotel } = useCurrentHotel();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => blockQueryOf(params), [params]);
  const list = useListBlocksQuery({ slug, ...query });
  const roomTypes = useListRoomTypesQuery({ slug });
  const dialog = useDialog<Block>();
  const removal = useDialog<Block>();
  const [remove, removing] = useDeleteBlockMutation();
  const types = roomTypes.data?.data ?? [];
  const hasRooms = types.some((type) => type.rooms.length > 0);

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
          <Table.ColumnHeader>{t('columns.roomType')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('columns.span')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('columns.kind')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('columns.description')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('columns.createdAt')}</Table.ColumnHeader>
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
            <Table.Cell>{block.roomTypeName ?? ''}</Table.Cell>
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
        <Field.Root w={{ base: 'full', sm: '44' }}>
          <Field.Label>{t('filters.filterType')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              name="filterType"
              value={query.filterType ?? 'startDate'}
              onChange={(e) => update({ filterType: e.target.value })}
            >
              {BLOCK_FILTER_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`filters.filterTypes.${type}`)}
                </option>
              ))}
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
            onChange={(e) => update({ start: e.target.value })}
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
            onChange={(e) => update({ end: e.target.value })}
          />
        </Field.Root>
        <Button
          size="sm"
          variant="ghost"
          colorPalette="gray"
          disabled={!filtered}
          onClick={() => update(Object.fromEntries(FILTER_PARAMS.map((name) => [name, ''])))}
        >
          {t('filters.clear')}
        </Button>
      </Flex>

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

      <BlockDialog
        slug={slug}
        block={dialog.item}
        roomTypes={types}
        workingDate={hotel?.workingDate ?? new Date().toISOString().slice(0, 10)}
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
