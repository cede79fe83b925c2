import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { CalendarXIcon } from '../../components/icons';
import {
  type ListColumn,
  ListTable,
  type ListTableQuery,
} from '../../components/list-table/list-table';
import type { CalendarImportConflict, CalendarImportList } from './calendar-imports-api';
import { siteBookingColumns } from './channel-site-booking-columns';
import type { ImportRoom } from './register-import-dialog';
import { ChannelSection } from './channel-section';
import { filteredEmptyOf } from '../../components/list-table/list-filter-bar';

interface ConflictRow extends CalendarImportConflict {
  id: string;
  roomName: string;
}

/** What holds the room the site's event wants, in words. */
const partyOf = (t: TFunction<'channels'>, conflict: CalendarImportConflict): string => {
  const party = conflict.with;
  switch (party.kind) {
    case 'stay':
      return party.number === null
        ? t('conflicts.with.stayUnnumbered')
        : t('conflicts.with.stay', { number: party.number });
    case 'block':
      return t('conflicts.with.block');
    case 'channelHold':
      return t('conflicts.with.channelHold', { channel: party.channel, uid: party.uid });
    case 'roomType':
      return t('conflicts.with.roomType');
  }
};

const columns = (t: TFunction<'channels'>): ListColumn<ConflictRow>[] => [
  { id: 'room', header: t('conflicts.columns.room'), sticky: true, cell: (row) => row.roomName },
  ...siteBookingColumns<ConflictRow>(t, {
    site: t('conflicts.columns.site'),
    nights: t('conflicts.columns.nights'),
  }),
  { id: 'ours', header: t('conflicts.columns.ours'), cell: (row) => partyOf(t, row) },
  {
    id: 'date',
    header: t('conflicts.columns.date'),
    collapse: 1,
    cellProps: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
    cell: (row) => row.date,
  },
];

/**
 * The sites' events that collide with what holds their room here (docs/channels.md): both
 * parties, for a person to resolve — our side keeps the room until it goes away.
 */
export function CalendarConflicts({
  list,
  rooms,
}: {
  /** The imports' query (its conflicts are listed here). */
  list: Omit<ListTableQuery<ConflictRow>, 'data'> & { data?: CalendarImportList | undefined };
  rooms: readonly ImportRoom[];
}) {
  const { t } = useTranslation('channels');
  const names = new Map(rooms.map((room) => [room.id, room.name]));
  const data = list.data?.conflicts.map((conflict) => ({
    ...conflict,
    id: conflict.holdId,
    roomName: names.get(conflict.roomId) ?? '',
  }));
  return (
    <ChannelSection
      id="calendar-conflicts"
      title={t('conflicts.title')}
      description={t('conflicts.description')}
    >
      <ListTable
        label={t('conflicts.title')}
        query={{ ...list, data: data ? { data } : undefined }}
        errorAboveList={false}
        columns={columns(t)}
        rowProps={(row) => ({ 'data-testid': `calendar-conflict-${row.uid}` })}
        skeleton={{ label: t('conflicts.loading'), columns: [1, 3, 2, 3, 1] }}
        error={t('imports.error')}
        empty={filteredEmptyOf(t, false, <CalendarXIcon />, 'conflicts.empty')}
      />
    </ChannelSection>
  );
}
