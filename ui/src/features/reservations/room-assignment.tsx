import { Button, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey } from '../../lib/idempotency';
import { toaster } from '../../lib/toaster';
import { useListRoomTypesQuery } from '../room-types/room-types-api';
import { type Reservation, useAssignRoomMutation } from './reservations-api';

/**
 * The reservation's room: assign one of its room type's rooms, change it, or clear it
 * (POST /api/reservation/room). What is offered follows `allowed` (a canceled or checked-out
 * stay keeps its room; a guest in the house or a no-show cannot be left without one).
 */
export function RoomAssignment({ slug, reservation }: { slug: string; reservation: Reservation }) {
  const { t } = useTranslation('reservations');
  const roomTypes = useListRoomTypesQuery({ slug });
  const [assignRoom, { isLoading, originalArgs }] = useAssignRoomMutation();
  const current = reservation.roomClone?.roomId ?? '';
  const [chosen, setChosen] = useState(current);
  const { changeRoom, clearRoom } = reservation.allowed;
  const rooms =
    roomTypes.data?.data.find((type) => type.id === reservation.roomTypeClone.roomTypeId)?.rooms ??
    [];
  const busy = (roomId: string | null) => isLoading && originalArgs?.roomId === roomId;

  const send = async (roomId: string | null) => {
    try {
      await assignRoom({
        slug,
        id: reservation.id,
        roomId,
        idempotencyKey: newIdempotencyKey(),
      }).unwrap();
      const name = rooms.find((room) => room.id === roomId)?.name ?? '';
      toaster.create({
        type: 'success',
        title: roomId ? t('room.assigned', { room: name }) : t('room.cleared'),
        closable: true,
      });
      if (!roomId) setChosen('');
    } catch {
      // The error notification says why (the room was taken meanwhile, …).
      setChosen(current);
    }
  };

  return (
    <Stack gap="2">
      <HStack gap="2" align="flex-end" wrap="wrap">
        <NativeSelect.Root
          size="sm"
          flex="1"
          minW="40"
          disabled={!changeRoom || roomTypes.isLoading}
        >
          <NativeSelect.Field
            aria-label={t('room.select')}
            value={chosen}
            onChange={(e) => setChosen(e.target.value)}
          >
            <option value="">{t('room.choose')}</option>
            {reservation.roomClone && !rooms.some((room) => room.id === current) ? (
              <option value={current}>{reservation.roomClone.name}</option>
            ) : null}
            {rooms.map((room) => (
              <option key={room.id} value={room.id}>
                {room.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button
          size="sm"
          disabled={!changeRoom || chosen === '' || chosen === current}
          loading={busy(chosen)}
          onClick={() => void send(chosen)}
        >
          {current ? t('room.change') : t('room.assign')}
        </Button>
        {current ? (
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            disabled={!clearRoom}
            loading={busy(null)}
            onClick={() => void send(null)}
          >
            {t('room.clear')}
          </Button>
        ) : null}
      </HStack>
      {!changeRoom ? (
        <Text fontSize="xs" color="fg.muted">
          {t('room.locked')}
        </Text>
      ) : current && !clearRoom ? (
        <Text fontSize="xs" color="fg.muted">
          {t('room.clearLocked')}
        </Text>
      ) : null}
    </Stack>
  );
}
