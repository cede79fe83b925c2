import { Button, DataList, Dialog, HStack, Link, Text } from '@chakra-ui/react';
import { DialogHeading } from '../../components/dialog-heading';
import { useTranslation } from 'react-i18next';
import { useLocalName } from '../../lib/names';
import { Link as RouterLink } from 'react-router';
import { propertyPath } from '../../lib/property-pages';
import { ArrowRightIcon } from '../../components/icons';
import { useLocalizedPath } from '../../components/use-localized-path';
import type { CalendarBooking } from '../../shared/reservations/reservations-api';
import { StatusBadge } from '../../shared/reservations/status';
import { formatMoney } from '../../lib/format';
import { canMove } from './moves';
import { currentFromOf, nightsOf } from './timeline';
import { CENTRED_DIALOG, DialogCloseButton, DialogFrame } from '../../components/dialog-frame';
import type { DialogControl } from '../../components/use-dialog';
import { DataFact } from '../../components/data-fact';

interface BookingDialogProps {
  slug: string;
  /** Its open state and the booking clicked. */
  dialog: DialogControl<CalendarBooking>;
  /** "Room type · room" (or unassigned). */
  roomName: (roomId: string | null, roomTypeId: string) => string;
  /** Opens the move dialog (the keyboard's way to drag). */
  onMove: (booking: CalendarBooking) => void;
}

/**
 * A booking clicked on the calendar: number, guest, dates, status, room, amount and balance,
 * with links to the reservation and its group, and Move (dates and room without dragging).
 */
export function BookingDialog({
  slug,
  dialog: { item: booking, open, onOpenChange },
  roomName,
  onMove,
}: BookingDialogProps) {
  const { t } = useTranslation('calendar');
  const localized = useLocalizedPath();
  return (
    <DialogFrame open={open} onOpenChange={onOpenChange} {...CENTRED_DIALOG} size="md">
      {booking ? (
        <>
          <DialogHeading
            title={t('booking.title', { number: booking.number })}
            aside={<StatusBadge status={booking.status} />}
            description={booking.guestName}
            gap="2"
          />
          <Dialog.Body>
            <BookingFacts booking={booking} roomName={roomName} />
            <HStack gap="4" mt="5" wrap="wrap">
              <Link asChild color="brand.fg" fontWeight="medium">
                <RouterLink to={localized(propertyPath(slug, 'reservation', { id: booking.id }))}>
                  {t('booking.openReservation')}
                  <ArrowRightIcon boxSize="3.5" />
                </RouterLink>
              </Link>
              <Link asChild color="brand.fg" fontWeight="medium">
                <RouterLink to={localized(propertyPath(slug, 'group', { id: booking.groupId }))}>
                  {t('booking.openGroup', { number: booking.groupNumber })}
                  <ArrowRightIcon boxSize="3.5" />
                </RouterLink>
              </Link>
              {booking.resReqId ? (
                <Link asChild color="brand.fg" fontWeight="medium">
                  <RouterLink
                    to={localized(propertyPath(slug, 'resRequest', { id: booking.resReqId }))}
                  >
                    {t('booking.openRequest')}
                    <ArrowRightIcon boxSize="3.5" />
                  </RouterLink>
                </Link>
              ) : null}
            </HStack>
            {!canMove(booking) ? (
              <Text mt="4" fontSize="sm" color="fg.muted">
                {t('booking.fixed')}
              </Text>
            ) : null}
          </Dialog.Body>
          <Dialog.Footer>
            <Dialog.ActionTrigger asChild>
              <Button variant="outline" colorPalette="gray">
                {t('common:actions.close')}
              </Button>
            </Dialog.ActionTrigger>
            {canMove(booking) ? (
              <Button onClick={() => onMove(booking)}>{t('booking.move')}</Button>
            ) : null}
          </Dialog.Footer>
          <DialogCloseButton colorPalette="gray" label={t('common:actions.close')} />
        </>
      ) : null}
    </DialogFrame>
  );
}

/** The booking's guests, dates, stay type, rooms (and earlier ones), source, amount and balance. */
function BookingFacts({
  booking,
  roomName,
}: {
  booking: CalendarBooking;
  roomName: BookingDialogProps['roomName'];
}) {
  const { t, i18n } = useTranslation('calendar');
  const local = useLocalName();
  const money = (value: number) => formatMoney(value, i18n.language);
  return (
    <DataList.Root orientation="horizontal" size="md">
      <DataFact label={t('booking.guests')}>
        {t('booking.guestCount', { count: booking.numberOfGuests })}
      </DataFact>
      <DataFact label={t('booking.dates')} fontVariantNumeric="tabular-nums">
        {booking.stayType === 'night'
          ? t('dates.nights', {
              checkIn: booking.checkIn,
              checkOut: booking.checkOut,
              count: nightsOf(booking),
            })
          : t('dates.hours', {
              date: booking.checkIn,
              from: booking.arrivalTime,
              to: booking.exitTime,
            })}
      </DataFact>
      <DataFact label={t('booking.stayType')}>{t(`common:stayType.${booking.stayType}`)}</DataFact>
      <DataFact label={t('booking.room')}>
        {booking.segments?.length
          ? t('booking.roomSince', {
              room: roomName(booking.roomId, booking.roomTypeId),
              date: currentFromOf(booking),
            })
          : roomName(booking.roomId, booking.roomTypeId)}
      </DataFact>
      {booking.segments?.length ? (
        <DataFact label={t('booking.roomsBefore')} flexDirection="column" alignItems="flex-start">
          {booking.segments.map((segment) => (
            <Text key={segment.from} color="fg.muted" fontVariantNumeric="tabular-nums">
              {t('booking.segment', {
                room: roomName(segment.roomId, booking.roomTypeId),
                from: segment.from,
                to: segment.to,
              })}
            </Text>
          ))}
        </DataFact>
      ) : null}
      {booking.sourceName ? (
        <DataFact label={t('booking.source')}>
          {local({
            name: booking.sourceName,
            nameEn: booking.sourceNameEn ?? null,
          })}
        </DataFact>
      ) : null}
      <DataFact label={t('booking.amount')} fontVariantNumeric="tabular-nums">
        {money(booking.amount)}
      </DataFact>
      <DataFact
        label={t('booking.balance')}
        fontVariantNumeric="tabular-nums"
        fontWeight="semibold"
        color={booking.balance > 0 ? 'red.fg' : 'fg'}
      >
        {money(booking.balance)}
      </DataFact>
    </DataList.Root>
  );
}
