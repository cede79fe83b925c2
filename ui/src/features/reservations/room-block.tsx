import { Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PencilIcon, PercentIcon } from '../../components/icons';
import { localName, localShortName } from '../../lib/names';
import { Block, Fact, Facts } from '../../shared/reservations/detail-ui';
import type { ReservationViewProps } from './reservation-view';
import { RoomAssignment, RoomValue } from './room-assignment';
import { useMoney } from '../../components/use-money';

/**
 * The reservation's room: its type, the room (assigned, changed or cleared here) and the
 * discount, with the buttons that open the room-type and discount dialogs while the type may
 * still change.
 */
export function RoomBlock({
  slug,
  reservation,
  readOnly,
  workingDate,
  onChangeRoomType,
  onChangeDiscount,
}: ReservationViewProps & {
  workingDate: string;
  onChangeRoomType: () => void;
  onChangeDiscount: () => void;
}) {
  const { t, i18n } = useTranslation('reservations');
  const money = useMoney();
  const { changeRoomType } = reservation.allowed;
  return (
    <Block
      title={t('room.title')}
      testId="room-block"
      actions={
        changeRoomType ? (
          <>
            <Button size="sm" variant="outline" onClick={onChangeRoomType}>
              <PencilIcon />
              {t('roomType.open')}
            </Button>
            <Button size="sm" variant="outline" onClick={onChangeDiscount}>
              <PercentIcon />
              {t('discount.open')}
            </Button>
          </>
        ) : null
      }
    >
      <Stack gap="4">
        <Facts>
          <Fact label={t('room.roomType')}>
            <Text fontWeight="semibold">
              {t('room.roomTypeValue', {
                name: localName(reservation.roomTypeClone, i18n.language),
                shortName: localShortName(reservation.roomTypeClone, i18n.language),
              })}
            </Text>
          </Fact>
          <Fact label={t('room.room')}>
            <RoomValue reservation={reservation} />
          </Fact>
          <Fact label={t('discount.label')}>
            {reservation.discount > 0
              ? reservation.discountType === 'percent'
                ? t('discount.percentValue', {
                    value: reservation.discount,
                    amount: money(reservation.price.discountAmount),
                  })
                : money(reservation.discount)
              : t('general.none')}
          </Fact>
        </Facts>
        {readOnly ? null : (
          <RoomAssignment
            key={reservation.roomClone?.roomId ?? 'none'}
            slug={slug}
            reservation={reservation}
            workingDate={workingDate}
          />
        )}
        {!changeRoomType && !readOnly ? (
          <Text fontSize="xs" color="fg.muted" data-testid="room-type-locked">
            {t('roomType.locked')}
          </Text>
        ) : null}
      </Stack>
    </Block>
  );
}
