import { Button } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BedIcon, CalendarIcon } from '../../components/icons';
import { ListTable, type ListTableQuery } from '../../components/list-table/list-table';
import { usePermission } from '../../components/use-current-hotel';
import { useLocalName } from '../../lib/names';
import type { CalendarImportList } from './calendar-imports-api';
import { ChannelHoldConversionDialog, type HeldBooking } from './channel-hold-conversion-dialog';
import { useListChannelRatePlansQuery } from './channel-connections-api';
import { siteBookingColumns } from './channel-site-booking-columns';
import type { ImportRoom } from './register-import-dialog';
import { ChannelSection } from './channel-section';
import { filteredEmptyOf } from '../../components/list-table/list-filter-bar';

interface HeldRow extends HeldBooking {
  id: string;
  roomTypeId: string;
}

/**
 * The sites' bookings held on their rooms (docs/channels.md), each with "Make a reservation":
 * the hold becomes our reservation of its room and nights in one step (manage-reservations).
 */
export function ChannelHeldBookings({
  slug,
  list,
  rooms,
}: {
  slug: string;
  list: Omit<ListTableQuery<HeldRow>, 'data'> & { data?: CalendarImportList | undefined };
  rooms: readonly ImportRoom[];
}) {
  const { t } = useTranslation('channels');
  const local = useLocalName();
  const mayBook = usePermission('manage-reservations');
  const plans = useListChannelRatePlansQuery({ slug }, { skip: !mayBook });
  const [chosen, setChosen] = useState<HeldRow | null>(null);
  const names = new Map(rooms.map((room) => [room.id, room.name]));
  const data = list.data?.held.map((held): HeldRow => ({
    ...held,
    id: held.holdId,
    roomName: names.get(held.roomId) ?? '',
  }));
  // `?hold={id}` (the room calendar's "Make a reservation" on a site's bar) opens its
  // conversion once the held bookings are here; the address then forgets it.
  const [params, setParams] = useSearchParams();
  const asked = params.get('hold');
  const askedRow = asked ? data?.find((row) => row.id === asked) : undefined;
  useEffect(() => {
    if (!asked || !list.data) return;
    if (askedRow && mayBook) setChosen(askedRow);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('hold');
        return next;
      },
      { replace: true },
    );
  }, [asked, askedRow, list.data, mayBook, setParams]);
  const planChoices = useMemo(
    () =>
      (plans.data?.data ?? [])
        .filter((plan) => plan.roomType.id === chosen?.roomTypeId)
        .map((plan) => ({ id: plan.id, label: local(plan) })),
    [plans.data, chosen, local],
  );
  return (
    <ChannelSection id="calendar-held" title={t('held.title')} description={t('held.description')}>
      <ListTable
        label={t('held.title')}
        query={{ ...list, data: data ? { data } : undefined }}
        errorAboveList={false}
        columns={[
          { id: 'room', header: t('held.columns.room'), sticky: true, cell: (row) => row.roomName },
          ...siteBookingColumns<HeldRow>(t, {
            site: t('held.columns.site'),
            nights: t('held.columns.nights'),
          }),
          {
            id: 'actions',
            header: t('held.columns.actions'),
            headerHidden: true,
            align: 'end',
            cell: (row) =>
              mayBook ? (
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={t('held.convert.openFor', {
                    channel: row.channel,
                    room: row.roomName,
                    from: row.startDate,
                  })}
                  onClick={() => setChosen(row)}
                >
                  <BedIcon />
                  {t('held.convert.open')}
                </Button>
              ) : null,
          },
        ]}
        rowProps={(row) => ({ 'data-testid': `calendar-held-${row.uid}` })}
        skeleton={{ label: t('held.loading'), columns: [1, 3, 2, 2] }}
        error={t('imports.error')}
        empty={filteredEmptyOf(t, false, <CalendarIcon />, 'held.empty')}
      />
      {chosen ? (
        <ChannelHoldConversionDialog
          open
          onOpenChange={(open) => !open && setChosen(null)}
          slug={slug}
          held={chosen}
          ratePlans={planChoices}
        />
      ) : null}
    </ChannelSection>
  );
}
