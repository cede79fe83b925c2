import { Stack } from '@chakra-ui/react';
import { PageIntro } from '../../components/page-intro';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { CalendarIcon } from '../../components/icons';
import { ListTable } from '../../components/list-table/list-table';
import { NotFoundPage } from '../../components/not-found-page';
import { useConfirmedDelete } from '../../components/use-confirmed-delete';
import { newIdempotencyKey } from '../../lib/idempotency';
import { useLocalName } from '../../lib/names';
import { httpStatusOf } from '../../lib/problem';
import { toastDone } from '../../components/done-toast';
import { calendarExportColumns } from './calendar-export-columns';
import { CalendarImportsSection, type SyncRoom } from './calendar-imports-section';
import { type CalendarExportRow, calendarExportRows } from './calendar-export-rows';
import {
  feedUrlOf,
  useCreateCalendarExportMutation,
  useListCalendarExportsQuery,
  useRevokeCalendarExportMutation,
} from './calendar-exports-api';
import { useCopyFeedUrl } from './use-copy-feed-url';
import { propertyPage } from '../../components/property-page';
import { filteredEmptyOf } from '../../components/list-table/list-filter-bar';

/**
 * Route `/p/{slug}/s/calendar/sync` (manage-settings): each room type and room with its secret
 * iCal link for Airbnb, Booking.com or Vrbo — create one, copy it, revoke it; then the sites'
 * calendars imported into rooms, and the conflicts (docs/channels.md).
 */
export const CalendarSyncPage = propertyPage(CalendarSync);

function CalendarSync({ slug }: { slug: string }) {
  const { t } = useTranslation('channels');
  const local = useLocalName();
  const list = useListCalendarExportsQuery({ slug });
  const [create] = useCreateCalendarExportMutation();
  const [revoke, revoking] = useRevokeCalendarExportMutation();
  const [creating, setCreating] = useState<string | null>(null);
  const copy = useCopyFeedUrl();
  const rows = useMemo(() => (list.data ? calendarExportRows(list.data) : []), [list.data]);
  const rooms = useMemo(
    (): SyncRoom[] =>
      (list.data?.roomTypes ?? []).flatMap((type) =>
        type.rooms.map((room) => ({
          id: room.id,
          name: room.name,
          roomType: local(type),
          feedUrl: room.export ? feedUrlOf(room.export.token) : null,
        })),
      ),
    [list.data, local],
  );
  const shownName = (row: CalendarExportRow) => (row.target === 'room' ? row.name : local(row));
  const nameOf = (row: CalendarExportRow) =>
    t(row.target === 'room' ? 'name.room' : 'name.roomType', { name: shownName(row) });
  const remover = useConfirmedDelete(
    (row: CalendarExportRow, idempotencyKey) =>
      revoke({ slug, id: row.export?.id ?? '', idempotencyKey }).unwrap(),
    (row) => t('revoke.done', { name: nameOf(row) }),
  );

  if (httpStatusOf(list.error) === 404) return <NotFoundPage />;

  const createFor = async (row: CalendarExportRow) => {
    setCreating(row.id);
    try {
      await create({
        slug,
        target: row.target,
        targetId: row.id,
        idempotencyKey: newIdempotencyKey(),
      }).unwrap();
      toastDone(t('create.done', { name: nameOf(row) }));
    } catch {
      // The app's error notice shows the server's message.
    } finally {
      setCreating(null);
    }
  };

  return (
    <Stack gap="5">
      <PageIntro maxW="3xl">{t('description')}</PageIntro>
      <ListTable
        label={t('title')}
        query={{ ...list, data: list.data ? { data: rows } : undefined }}
        errorAboveList={false}
        columns={calendarExportColumns(t, nameOf, shownName, {
          create: (row) => void createFor(row),
          copy: (url) => void copy(url),
          revoke: remover.show,
          creating,
        })}
        rowProps={(row) => ({ 'data-testid': `calendar-export-${row.target}-${row.name}` })}
        skeleton={{ label: t('loading'), columns: [2, 4, 2, 2] }}
        error={t('error')}
        empty={filteredEmptyOf(t, false, <CalendarIcon />)}
      />
      <ConfirmDialog
        dialog={remover}
        title={t('revoke.title')}
        description={t('revoke.description', {
          name: remover.item ? nameOf(remover.item) : '',
        })}
        confirmLabel={t('revoke.confirm')}
        loading={revoking.isLoading}
        onConfirm={remover.confirm}
      />
      <CalendarImportsSection slug={slug} rooms={rooms} copy={(url) => void copy(url)} />
    </Stack>
  );
}
