import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { ShareIcon, TrashIcon } from '../../components/icons';
import { actionsColumn } from '../../components/list-table/actions-column';
import type { ListColumn } from '../../components/list-table/list-table';
import { formatDateTime } from '../../lib/time-zone';
import type { CalendarImport } from './calendar-imports-api';
import { SiteWithCode } from './channel-site-booking-columns';

/** An import as the table shows it: with its room's number, and our feed's address for the site. */
export interface CalendarImportRow extends CalendarImport {
  roomName: string;
  /** Our room's feed for this site (its own holds left out), when the room has a live feed. */
  ourFeedUrl: string | null;
}

export interface CalendarImportActions {
  copy: (url: string) => void;
  remove: (row: CalendarImportRow) => void;
}

const STATUS_PALETTE = { ok: 'green', notModified: 'gray', error: 'red' } as const;

/** The imports table: room, site, address, last fetch, holds, actions. */
export const calendarImportColumns = (
  t: TFunction<'channels'>,
  actions: CalendarImportActions,
): ListColumn<CalendarImportRow>[] => [
  {
    id: 'room',
    header: t('imports.columns.room'),
    sticky: true,
    cell: (row) => <Text fontWeight="semibold">{row.roomName}</Text>,
  },
  {
    id: 'channel',
    header: t('imports.columns.channel'),
    cell: (row) => <SiteWithCode site={row.channel} code={row.url} />,
  },
  {
    id: 'lastFetch',
    header: t('imports.columns.lastFetch'),
    cell: (row) =>
      row.lastFetch ? (
        <Stack gap="1" maxW="xs">
          <HStack gap="2" wrap="wrap">
            <Badge variant="subtle" colorPalette={STATUS_PALETTE[row.lastFetch.status]}>
              {t(`imports.status.${row.lastFetch.status}`)}
            </Badge>
            <Text fontSize="sm" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
              {formatDateTime(row.lastFetch.at)}
            </Text>
          </HStack>
          {row.lastFetch.error ? (
            <Text fontSize="sm" color="fg.error">
              {row.lastFetch.error}
            </Text>
          ) : null}
          {row.lastFetch.status === 'error' && row.lastOkAt ? (
            <Text fontSize="xs" color="fg.muted">
              {t('imports.keptSince', { at: formatDateTime(row.lastOkAt) })}
            </Text>
          ) : null}
        </Stack>
      ) : (
        <Text color="fg.muted" fontSize="sm">
          {t('imports.status.pending')}
        </Text>
      ),
  },
  {
    id: 'holds',
    header: t('imports.columns.holds'),
    collapse: 1,
    cell: (row) => (
      <Stack gap="0">
        <Text fontVariantNumeric="tabular-nums">{t('imports.holds', { count: row.holds })}</Text>
        {row.conflicts > 0 ? (
          <Text fontSize="sm" color="fg.error">
            {t('imports.conflictCount', { count: row.conflicts })}
          </Text>
        ) : null}
      </Stack>
    ),
  },
  actionsColumn(t('columns.actions'), (row) => (
    <HStack gap="1" justify="flex-end">
      {row.ourFeedUrl ? (
        <Button
          size="xs"
          variant="outline"
          aria-label={t('imports.actions.copyOursFor', {
            room: row.roomName,
            channel: row.channel,
          })}
          onClick={() => actions.copy(row.ourFeedUrl ?? '')}
        >
          <ShareIcon />
          {t('imports.actions.copyOurs')}
        </Button>
      ) : null}
      <Button
        size="xs"
        variant="ghost"
        colorPalette="red"
        aria-label={t('imports.actions.removeFor', { room: row.roomName, channel: row.channel })}
        onClick={() => actions.remove(row)}
      >
        <TrashIcon />
        {t('imports.actions.remove')}
      </Button>
    </HStack>
  )),
];
