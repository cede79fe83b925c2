import { NotFound, RuleBroken } from '@hotel/events/rule-broken';
import { holdsRoom } from '@hotel/events/reservations/rules';
import { requireReservation } from './decision';
import type { ReservationState } from './reservation-state';
import { currentRoomFromOf, heldAfterMove, roomMoveOf } from './room-move';
import type { LedgerState } from './ledger';
import { findShortage } from './ledger-queries';
import { type BookingWorld, roomsView } from './world';

/** A room of the stay's type as the room picker offers it. */
export interface RoomChoice {
  readonly roomId: string;
  readonly name: string;
  /**
   * `current`: the stay's room now; `free`: it can be moved (or assigned) there; `occupied`:
   * another stay holds it on some of the nights (`number`: that reservation); `blocked`: a
   * block holds it (`blockId`).
   */
  readonly state: 'current' | 'free' | 'occupied' | 'blocked';
  /** The first night it is taken on (occupied or blocked). */
  readonly date?: string;
  readonly number?: number | null;
  readonly blockId?: string;
}

/**
 * The rooms of a reservation's room type for the room picker, each with what an assignment
 * there would meet — decided by the same rule `assignRoom` applies (the nights that would move:
 * from the working date for a guest in the house who slept a night, else the stay), so the
 * picker never offers a room the server refuses and says why a room is not free. `from` is the
 * first night that would move.
 */
export const roomChoices = (
  current: ReservationState,
  world: BookingWorld,
  ledger: LedgerState,
  now: string,
): { from: string; to: string; rooms: RoomChoice[] } => {
  const state = requireReservation(current, world.propertyId);
  if (state.status === 'canceled' || state.status === 'checked-out')
    throw new NotFound('reservation');
  let move: ReturnType<typeof roomMoveOf> = null;
  try {
    move = roomMoveOf(state, world.workingDate);
  } catch (error) {
    // No night left to move: every room is shown as it is, none can be taken.
    if (!(error instanceof RuleBroken)) throw error;
  }
  const rooms = roomsView(world);
  const currentId = state.roomClone?.roomId ?? null;
  const choices = [...rooms.roomsOfType(state.roomTypeClone.roomTypeId)]
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true }))
    .map((room): RoomChoice => {
      if (room.id === currentId) return { roomId: room.id, name: room.name, state: 'current' };
      if (!holdsRoom(state.status)) return { roomId: room.id, name: room.name, state: 'free' };
      const held = heldAfterMove(state, move, { roomId: room.id });
      const shortage = findShortage(ledger, [held], rooms, { at: now });
      if (shortage?.kind !== 'room') return { roomId: room.id, name: room.name, state: 'free' };
      // A booking site's hold closes the room as a block does (docs/channels.md).
      if (shortage.holder.kind === 'channelHold') {
        return { roomId: room.id, name: room.name, state: 'blocked', date: shortage.date };
      }
      return shortage.holder.kind === 'block'
        ? {
            roomId: room.id,
            name: room.name,
            state: 'blocked',
            date: shortage.date,
            blockId: shortage.holder.blockId,
          }
        : {
            roomId: room.id,
            name: room.name,
            state: 'occupied',
            date: shortage.date,
            number: shortage.holder.number,
          };
    });
  return {
    from: move?.from ?? currentRoomFromOf(state),
    to: state.stay.checkOut,
    rooms: choices,
  };
};
