import { Badge, Button, HStack, Input, Text } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { BanIcon, PlusIcon, ShareIcon } from '../../components/icons';
import { actionsColumn } from '../../components/list-table/actions-column';
import type { ListColumn } from '../../components/list-table/list-table';
import { formatDateTime } from '../../lib/time-zone';
import type { CalendarExportRow } from './calendar-export-rows';
import { feedUrlOf } from './calendar-exports-api';

export interface CalendarExportActions {
  create: (row: CalendarExportRow) => void;
  copy: (url: string) => void;
  revoke: (row: CalendarExportRow) => void;
  /** The row whose feed is being created (its button waits). */
  creating: string | null;
}

/** The row's own name as a screen reader hears it in a button ("room 101", "room type Double"). */
export type RowName = (row: CalendarExportRow) => string;

/** The table's columns: what it is, its link, when made, and what can be done with it. */
export const calendarExportColumns = (
  t: TFunction<'channels'>,
  nameOf: RowName,
  shownName: RowName,
  actions: CalendarExportActions,
): ListColumn<CalendarExportRow>[] => [
  {
    id: 'name',
    header: t('columns.name'),
    sticky: true,
    cell: (row) =>
      row.target === 'roomType' ? (
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold">{shownName(row)}</Text>
          <Badge variant="subtle" colorPalette="gray">
            {t('roomType')}
          </Badge>
        </HStack>
      ) : (
        <Text ps="4">{shownName(row)}</Text>
      ),
  },
  {
    id: 'link',
    header: t('columns.link'),
    cell: (row) =>
      row.export ? (
        <Input
          size="sm"
          readOnly
          minW="56"
          value={feedUrlOf(row.export.token)}
          aria-label={t('link', { name: nameOf(row) })}
          onFocus={(event) => event.currentTarget.select()}
          fontFamily="mono"
          fontSize="xs"
        />
      ) : (
        <Text color="fg.muted" fontSize="sm">
          {t('noLink')}
        </Text>
      ),
  },
  {
    id: 'createdAt',
    header: t('columns.createdAt'),
    collapse: 1,
    cellProps: { whiteSpace: 'nowrap', fontSize: 'sm', fontVariantNumeric: 'tabular-nums' },
    cell: (row) => (row.export ? formatDateTime(row.export.createdAt) : ''),
  },
  actionsColumn(t('columns.actions'), (row) => {
    const feed = row.export;
    return feed ? (
      <HStack gap="1" justify="flex-end">
        <Button
          size="xs"
          variant="outline"
          aria-label={t('actions.copyFor', { name: nameOf(row) })}
          onClick={() => actions.copy(feedUrlOf(feed.token))}
        >
          <ShareIcon />
          {t('actions.copy')}
        </Button>
        <Button
          size="xs"
          variant="ghost"
          colorPalette="red"
          aria-label={t('actions.revokeFor', { name: nameOf(row) })}
          onClick={() => actions.revoke(row)}
        >
          <BanIcon />
          {t('actions.revoke')}
        </Button>
      </HStack>
    ) : (
      <Button
        size="xs"
        variant="outline"
        aria-label={t('actions.createFor', { name: nameOf(row) })}
        loading={actions.creating === row.id}
        disabled={actions.creating !== null}
        onClick={() => actions.create(row)}
      >
        <PlusIcon />
        {t('actions.create')}
      </Button>
    );
  }),
];
