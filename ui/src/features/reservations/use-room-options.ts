import { useTranslation } from 'react-i18next';
import { usePermission } from '../../components/use-current-hotel';
import { useGetHousekeepingQuery } from '../housekeeping';
import { useListRoomTypesQuery } from '../room-types';
import { type RoomChoice, useRoomChoicesQuery } from '../../shared/reservations/room-choices-api';
import type { Reservation } from '../../shared/reservations/reservations-api';

/**
 * The rooms a stay may be given (./room-assignment.tsx): its room type's rooms, each labelled
 * as an assignment there would meet it (free, occupied by whom, blocked: the server's rule)
 * and whether it is dirty (for staff who see housekeeping); an occupied or blocked one is
 * taken. Nothing is asked while the room cannot change.
 */
export function useRoomOptions(slug: string, reservation: Reservation, changeRoom: boolean) {
  const { t } = useTranslation('reservations');
  const roomTypes = useListRoomTypesQuery({ slug });
  const rooms =
    roomTypes.data?.data.find((type) => type.id === reservation.roomTypeClone.roomTypeId)?.rooms ??
    [];
  // Each room as an assignment there would meet it (the server's rule), and whether it is
  // clean (for staff who see housekeeping).
  const choices = useRoomChoicesQuery({ slug, id: reservation.id }, { skip: !changeRoom }).data
    ?.rooms;
  const seesHousekeeping = usePermission('manage-room-cleans');
  const housekeeping = useGetHousekeepingQuery(
    { slug },
    { skip: !changeRoom || !seesHousekeeping },
  );
  const dirty = new Set(
    (housekeeping.data?.roomTypes ?? [])
      .flatMap((type) => type.rooms)
      .filter((room) => room.status === 'dirty')
      .map((room) => room.id),
  );
  const choiceOf = (roomId: string): RoomChoice | undefined =>
    choices?.find((choice) => choice.roomId === roomId);
  const labelOf = (room: { id: string; name: string }): string => {
    const choice = choiceOf(room.id);
    const parts = [room.name];
    if (choice?.state === 'occupied') {
      parts.push(
        choice.number
          ? t('room.stateOccupiedBy', { number: choice.number, date: choice.date })
          : t('room.stateOccupied', { date: choice.date }),
      );
    } else if (choice?.state === 'blocked') {
      parts.push(t('room.stateBlocked', { date: choice.date }));
    } else if (choice?.state === 'free') {
      parts.push(t('room.stateFree'));
    }
    if (dirty.has(room.id)) parts.push(t('room.stateDirty'));
    return parts.join(' · ');
  };
  const takenRoom = (roomId: string) => {
    const state = choiceOf(roomId)?.state;
    return state === 'occupied' || state === 'blocked';
  };

  return { rooms, loading: roomTypes.isLoading, labelOf, takenRoom };
}
