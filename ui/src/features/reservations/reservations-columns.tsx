import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { type TFunction } from 'i18next';
import { localShortName, type useLocalName } from '../../lib/names';
import { amountColumn, countColumn, stayDateColumns } from '../../components/list-table/columns';
import { openColumn } from '../../components/list-table/open-column';
import type { ListColumn } from '../../components/list-table/list-table';
import {
  formatDateTime,
  guestNameOf,
  isPaymentIncomplete,
  tabStatusChoices,
} from '../../shared/reservations/reservation-rules';
import type { Reservation, ReservationTab } from '../../shared/reservations/reservations-api';
import { StatusBadge } from '../../shared/reservations/status';
import type { StatusChangeTarget } from './status-change-dialog';
import { StatusMenu } from './status-menu';
import { PageLink } from '../../components/page-link';

export interface ReservationColumnsContext {
  t: TFunction<'reservations'>;
  language: string;
  local: ReturnType<typeof useLocalName>;
  money: (value: number) => string;
  tab: ReservationTab;
  /** The path of a reservation's page and of a group's page. */
  reservationPath: (reservation: Reservation) => string;
  groupPath: (reservation: Reservation) => string;
  /** Opens the status change dialog. */
  changeStatus: (target: StatusChangeTarget) => void;
}

/**
 * The reservation list's columns: the number stays pinned; who registered it goes first on a
 * narrower screen (data-collapse), the balance and the way to the detail always stay.
 */
export const reservationColumns = (c: ReservationColumnsContext): ListColumn<Reservation>[] => [
  ...stayColumns(c),
  ...saleColumns(c),
  ...recordColumns(c),
];

/** The stay: its number and group, room, guest, dates, status and guests. */
const stayColumns = (c: ReservationColumnsContext): ListColumn<Reservation>[] => {
  const { t } = c;
  return [
    {
      id: 'number',
      header: t('columns.number'),
      sticky: true,
      cellProps: { fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' },
      cell: (reservation) => reservation.number,
    },
    {
      id: 'group',
      header: t('columns.group'),
      collapse: 2,
      cellProps: { fontVariantNumeric: 'tabular-nums' },
      cell: (reservation) =>
        reservation.isGroup ? (
          <PageLink
            to={c.groupPath(reservation)}
            aria-label={t('list.groupLink', { number: reservation.groupNumber })}
            color="brand.fg"
          >
            {reservation.groupNumber}
          </PageLink>
        ) : (
          reservation.groupNumber
        ),
    },
    {
      id: 'room',
      header: t('columns.room'),
      cell: (reservation) =>
        reservation.roomClone ? (
          reservation.roomClone.name
        ) : (
          <Text as="span" color="fg.subtle" fontSize="sm">
            {t('room.none')}
          </Text>
        ),
    },
    {
      id: 'roomType',
      header: t('columns.roomType'),
      collapse: 6,
      cellProps: (reservation) => ({ title: c.local(reservation.roomTypeClone) }),
      cell: (reservation) => localShortName(reservation.roomTypeClone, c.language),
    },
    {
      id: 'guest',
      header: t('columns.guest'),
      cell: (reservation) => {
        const guest = guestNameOf(reservation.guestClone);
        return (
          <Text lineClamp="2" minW="24" maxW="40" title={guest}>
            {guest}
          </Text>
        );
      },
    },
    ...stayDateColumns<Reservation>(t('columns.checkIn'), t('columns.checkOut')),
    {
      id: 'status',
      header: t('columns.status'),
      cell: (reservation) => <StatusCell reservation={reservation} context={c} />,
    },
    countColumn({
      id: 'guests',
      header: t('columns.guests'),
      collapse: 4,
      cell: (reservation) => reservation.numberOfGuests + reservation.numberOfChildren,
    }),
  ];
};

/** How it was sold (channel, partner) and what it comes to and still owes. */
const saleColumns = (c: ReservationColumnsContext): ListColumn<Reservation>[] => {
  const { t } = c;
  return [
    {
      id: 'channel',
      header: t('columns.channel'),
      collapse: 3,
      cell: (reservation) => (
        <HStack gap="1.5">
          <Box
            w="2"
            h="2"
            borderRadius="full"
            flexShrink="0"
            style={{
              background: reservation.sourceClone.color ?? 'var(--chakra-colors-gray-400)',
            }}
          />
          <Text truncate maxW="32">
            {c.local(reservation.sourceClone)}
          </Text>
        </HStack>
      ),
    },
    {
      id: 'partner',
      header: t('columns.partner'),
      collapse: 5,
      cell: (reservation) => (
        <Text lineClamp="2" maxW="40" title={reservation.partnerClone?.name}>
          {reservation.partnerClone?.name ?? ''}
        </Text>
      ),
    },
    amountColumn({
      id: 'total',
      header: t('columns.total'),
      collapse: 7,
      cell: (reservation) => c.money(reservation.amount),
    }),
    {
      id: 'balance',
      header: t('columns.balance'),
      align: 'end',
      cellProps: (reservation) => ({
        whiteSpace: 'nowrap',
        fontVariantNumeric: 'tabular-nums',
        color: reservation.balance > 0 ? 'fg.error' : undefined,
      }),
      cell: (reservation) => c.money(reservation.balance),
    },
  ];
};

/** Who registered it and when, and the way to its page. */
const recordColumns = (c: ReservationColumnsContext): ListColumn<Reservation>[] => {
  const { t } = c;
  return [
    {
      // Who registered it and when, in one column: the first to go on a narrower screen.
      id: 'registered',
      header: (
        <>
          <Box>{t('columns.registeredBy')}</Box>
          <Box fontSize="xs" fontWeight="normal" color="fg.muted">
            {t('columns.createdAt')}
          </Box>
        </>
      ),
      collapse: 1,
      cell: (reservation) => (
        <>
          <Text truncate maxW="36" fontSize="sm">
            {reservation.userClone.name ?? reservation.userClone.email ?? ''}
          </Text>
          <Text
            whiteSpace="nowrap"
            fontSize="xs"
            color="fg.muted"
            fontVariantNumeric="tabular-nums"
          >
            {formatDateTime(reservation.createdAt)}
          </Text>
        </>
      ),
    },
    openColumn({
      header: t('columns.more'),
      label: (reservation) => t('list.open', { number: reservation.number }),
      pathOf: c.reservationPath,
      size: 'xs',
    }),
  ];
};

/** The status, a note while a payment is incomplete, and the day tabs' status actions. */
function StatusCell({
  reservation,
  context: c,
}: {
  reservation: Reservation;
  context: ReservationColumnsContext;
}) {
  const showStatusActions = c.tab !== 'other';
  return (
    <Stack gap="1.5" align="flex-start">
      <StatusBadge status={reservation.status} />
      {showStatusActions && isPaymentIncomplete(c.tab, reservation) ? (
        <Badge colorPalette="orange" variant="subtle" data-testid="incomplete-payment">
          {c.t('status.incompletePayment')}
        </Badge>
      ) : null}
      {showStatusActions ? (
        <StatusMenu
          statuses={tabStatusChoices(c.tab, reservation)}
          label={c.t('status.changeFor', { number: reservation.number })}
          onChoose={(status) => c.changeStatus({ reservation, status })}
        />
      ) : null}
    </Stack>
  );
}
