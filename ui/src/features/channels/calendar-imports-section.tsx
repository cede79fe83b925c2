import { Button, Stack } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { CalendarIcon, PlusIcon } from '../../components/icons';
import { ListTable } from '../../components/list-table/list-table';
import { useConfirmedDelete } from '../../components/use-confirmed-delete';
import { CalendarConflicts } from './calendar-conflicts';
import { ChannelHeldBookings } from './channel-held-bookings';
import { type CalendarImportRow, calendarImportColumns } from './calendar-import-columns';
import {
  useListCalendarImportsQuery,
  useRemoveCalendarImportMutation,
} from './calendar-imports-api';
import { type ImportRoom, RegisterImportDialog } from './register-import-dialog';
import { ChannelSection } from './channel-section';
import { filteredEmptyOf } from '../../components/list-table/list-filter-bar';

/** A room as the import section needs it: its name, type, and our live feed's address. */
export interface SyncRoom extends ImportRoom {
  feedUrl: string | null;
}

/** Our feed's address for one site: its own holds left out (docs/channels.md). */
const forSite = (feedUrl: string, channel: string) =>
  `${feedUrl}?channel=${encodeURIComponent(channel)}`;

/**
 * The sites' calendars imported into rooms (docs/channels.md): each with its site, address,
 * last fetch and holds; add one, remove one; then the conflicts.
 */
export function CalendarImportsSection({
  slug,
  rooms,
  copy,
}: {
  slug: string;
  rooms: readonly SyncRoom[];
  copy: (url: string) => void;
}) {
  const { t } = useTranslation('channels');
  const list = useListCalendarImportsQuery({ slug });
  const [remove, removing] = useRemoveCalendarImportMutation();
  const [adding, setAdding] = useState(false);
  const rows = useMemo(() => {
    const byId = new Map(rooms.map((room) => [room.id, room]));
    return list.data?.imports.map((item): CalendarImportRow => {
      const room = byId.get(item.roomId);
      return {
        ...item,
        roomName: room?.name ?? '',
        ourFeedUrl: room?.feedUrl ? forSite(room.feedUrl, item.channel) : null,
      };
    });
  }, [list.data, rooms]);
  const remover = useConfirmedDelete(
    (row: CalendarImportRow, idempotencyKey) =>
      remove({ slug, id: row.id, idempotencyKey }).unwrap(),
    (row) => t('imports.remove.done', { channel: row.channel, room: row.roomName }),
  );

  return (
    <Stack gap="8">
      <ChannelSection
        id="calendar-imports"
        title={t('imports.title')}
        description={t('imports.description')}
        actions={
          <Button onClick={() => setAdding(true)} disabled={rooms.length === 0}>
            <PlusIcon />
            {t('imports.add.open')}
          </Button>
        }
      >
        <ListTable
          label={t('imports.title')}
          query={{ ...list, data: rows ? { data: rows } : undefined }}
          errorAboveList={false}
          columns={calendarImportColumns(t, { copy, remove: remover.show })}
          rowProps={(row) => ({ 'data-testid': `calendar-import-${row.roomName}-${row.channel}` })}
          skeleton={{ label: t('imports.loading'), columns: [1, 3, 3, 1, 2] }}
          error={t('imports.error')}
          empty={filteredEmptyOf(t, false, <CalendarIcon />, 'imports.empty')}
        />
      </ChannelSection>
      <ChannelHeldBookings slug={slug} list={list} rooms={rooms} />
      <CalendarConflicts list={list} rooms={rooms} />
      <RegisterImportDialog open={adding} onOpenChange={setAdding} slug={slug} rooms={rooms} />
      <ConfirmDialog
        dialog={remover}
        title={t('imports.remove.title')}
        description={t('imports.remove.description', {
          channel: remover.item?.channel ?? '',
          room: remover.item?.roomName ?? '',
        })}
        confirmLabel={t('imports.remove.confirm')}
        loading={removing.isLoading}
        onConfirm={remover.confirm}
      />
    </Stack>
  );
}
