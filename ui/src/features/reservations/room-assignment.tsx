import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorsShownByScreen } from '../../lib/api';
import { newIdempotencyKey } from '../../lib/idempotency';
import { errorMessageOf, fieldErrorsOf, httpStatusOf } from '../../lib/problem';
import { roomFromOf, roomSplitDate } from '../../shared/reservations/reservation-rules';
import {
  type Reservation,
  useAssignRoomMutation,
} from '../../shared/reservations/reservations-api';
import { useRoomOptions } from './use-room-options';
import { toastDone } from '../../components/done-toast';
import { SelectBox } from '../../components/select-box';

/**
 * Refusals of a room change this screen shows under the picker: a room taken or blocked
 * meanwhile names its field (`roomId`), which the app's error notification would leave to a
 * form, so the refusal would pass silently.
 */
const ROOM_REFUSALS: readonly number[] = [400, 404, 409, 422];
errorsShownByScreen('assignRoom', ROOM_REFUSALS);

/**
 * The reservation's room: assign one of its room type's rooms, change it, or clear it
 * (POST /api/reservation/room). What is offered follows `allowed` (a canceled or checked-out
 * stay keeps its room; a guest in the house or a no-show cannot be left without one). A guest
 * in the house moved after a night keeps the nights slept on the old room: the picker says so
 * before the change, with the working date. A refusal is said under the picker.
 */
export function RoomAssignment({
  slug,
  reservation,
  workingDate,
}: {
  slug: string;
  reservation: Reservation;
  /** The property's working date (from when a guest in the house is in the new room). */
  workingDate: string;
}) {
  const { t } = useTranslation('reservations');
  const [assignRoom, { isLoading, originalArgs }] = useAssignRoomMutation();
  const current = reservation.roomClone?.roomId ?? '';
  const [chosen, setChosen] = useState(current);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { changeRoom, clearRoom } = reservation.allowed;
  const { rooms, loading, labelOf, takenRoom } = useRoomOptions(slug, reservation, changeRoom);
  const busy = (roomId: string | null) => isLoading && originalArgs?.roomId === roomId;
  const nameOf = (roomId: string | null) => rooms.find((room) => room.id === roomId)?.name ?? '';
  const split =
    current && chosen && chosen !== current
      ? roomSplitDate({ ...reservation, roomFrom: roomFromOf(reservation) }, workingDate)
      : null;

  const send = async (roomId: string | null) => {
    setRefusal(null);
    try {
      await assignRoom({
        slug,
        id: reservation.id,
        roomId,
        idempotencyKey: newIdempotencyKey(),
      }).unwrap();
      const name = nameOf(roomId);
      toastDone(
        !roomId
          ? t('room.cleared')
          : split
            ? t('room.movedFrom', { room: name, date: split })
            : t('room.assigned', { room: name }),
      );
      if (!roomId) setChosen('');
    } catch (error: unknown) {
      const status = httpStatusOf(error);
      // A refusal is said here; other failures (network, 5xx) by the app's notification.
      if (status !== null && ROOM_REFUSALS.includes(status)) {
        const fields = Object.values(fieldErrorsOf(error)).flat();
        setRefusal(fields.length > 0 ? fields.join(' ') : errorMessageOf(error, t));
      }
      setChosen(current);
    }
  };

  return (
    <Stack gap="2">
      <HStack gap="2" align="flex-end" wrap="wrap">
        <SelectBox
          aria-label={t('room.select')}
          value={chosen}
          onChange={(e) => {
            setChosen(e.target.value);
            setRefusal(null);
          }}
          box={{ size: 'sm', flex: '1', minW: '40', disabled: !changeRoom || loading }}
        >
          <option value="">{t('room.choose')}</option>
          {reservation.roomClone && !rooms.some((room) => room.id === current) ? (
            <option value={current}>{reservation.roomClone.name}</option>
          ) : null}
          {rooms.map((room) => (
            <option key={room.id} value={room.id} disabled={takenRoom(room.id)}>
              {labelOf(room)}
            </option>
          ))}
        </SelectBox>
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
      {split ? (
        <Alert.Root
          status="info"
          variant="subtle"
          size="sm"
          borderRadius="md"
          data-testid="split-note"
        >
          <Alert.Indicator />
          <Alert.Description>
            {t('room.split', {
              date: split,
              from: reservation.roomClone?.name ?? '',
              to: nameOf(chosen),
            })}
          </Alert.Description>
        </Alert.Root>
      ) : null}
      {refusal ? (
        <Alert.Root status="error" variant="subtle" size="sm" borderRadius="md" role="alert">
          <Alert.Indicator />
          <Alert.Description>{refusal}</Alert.Description>
        </Alert.Root>
      ) : null}
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

/**
 * The reservation's room as the desk reads it: "209", or after a mid-stay move "209 (from
 * 2026-11-28)" with the rooms before it, "Before: 202 2026-11-26 → 2026-11-28".
 */
export function RoomValue({ reservation }: { reservation: Reservation }) {
  const { t } = useTranslation('reservations');
  const segments = reservation.roomSegments ?? [];
  if (!reservation.roomClone) return <Text color="fg.subtle">{t('room.none')}</Text>;
  if (segments.length === 0) {
    return <Text fontWeight="semibold">{reservation.roomClone.name}</Text>;
  }
  return (
    <Stack gap="0.5" data-testid="room-history">
      <Text>
        <Text as="span" fontWeight="semibold">
          {reservation.roomClone.name}
        </Text>{' '}
        <Text as="span" color="fg.muted" fontSize="sm">
          {t('room.since', { date: roomFromOf(reservation) })}
        </Text>
      </Text>
      <Text fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums">
        {t('room.before', {
          rooms: segments
            .map((segment) =>
              t('room.segment', {
                room: segment.roomClone.name,
                from: segment.from,
                to: segment.to,
              }),
            )
            .join(', '),
        })}
      </Text>
    </Stack>
  );
}
