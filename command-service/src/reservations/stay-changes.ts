import { addDays } from '@hotel/events/dates';
import type { ChangeDates } from '@hotel/events/reservations/commands';
import type {
  DiscountType,
  Price,
  ReservationEvent,
  Stay,
} from '@hotel/events/reservations/events';
import {
  balanceOf,
  canChangeDates,
  canChangeRoom,
  canChangeRoomType,
  canClearRoom,
  holdsRoom,
} from '@hotel/events/reservations/rules';
import { RuleBroken } from '@hotel/events/rule-broken';
import { requireAvailable, requireNotTooEarly } from './availability';
import {
  type DecisionContext,
  editable,
  type ReservationDecision,
  requireReservation,
  single,
} from './decision';
import type { LedgerEvent, LedgerState } from './ledger';
import type { LiveReservation, ReservationState } from './reservation-state';
import { livePlanId, repriced } from './repricing';
import { heldAfterMove, requireDatesAfterMove, roomMoveOf } from './room-move';
import { type BookingWorld, roomCloneOf, stayOf } from './world';

// Changes to a booked stay: its dates, its room (the room type in ./room-type.ts), its discount
// and its notes.

/** The new stay of a date change, checked against the editing rules. */
export const newStayOf = (
  command: ChangeDates,
  state: LiveReservation,
  world: BookingWorld,
  now: string,
): Stay => {
  if (!canChangeDates(editable(state))) {
    throw new RuleBroken('reservation.datesLocked');
  }
  const stayType = command.stayType ?? state.stay.stayType;
  const checkOut =
    stayType === 'night' ? (command.checkOut ?? addDays(command.checkIn, 1)) : command.checkIn;
  if (stayType === 'night' && checkOut <= command.checkIn) {
    throw new RuleBroken('validation.checkOutAfterCheckIn', {}, 'checkOut');
  }
  if (state.status === 'checked-in' && command.checkIn !== state.stay.checkIn) {
    throw new RuleBroken('reservation.checkInLocked', {}, 'checkIn');
  }
  if (command.checkIn !== state.stay.checkIn) requireNotTooEarly(command.checkIn, world);
  const sameType = stayType === state.stay.stayType;
  return stayOf(world, now, {
    stayType,
    checkIn: command.checkIn,
    checkOut,
    arrivalTime: command.arrivalTime ?? (sameType ? state.stay.arrivalTime : null),
    exitTime: command.exitTime ?? (sameType && stayType !== 'time' ? state.stay.exitTime : null),
    hours: command.resTime ?? (sameType ? state.stay.hours : null),
  });
};

export const changeDates = (
  command: ChangeDates,
  current: ReservationState,
  world: BookingWorld,
  ledger: LedgerState,
  context: DecisionContext,
): ReservationDecision & { price: Price; balance: number; stay: Stay } => {
  const state = requireReservation(current, world.propertyId);
  const stay = newStayOf(command, state, world, context.now);
  requireDatesAfterMove(state, stay);
  const timePrice = stay.stayType === 'night' ? null : (command.timePrice ?? state.timePrice);
  const price = repriced(
    world,
    { ...state, ratePlanClone: state.ratePlanClone },
    { stay, timePrice, ratePlanId: livePlanId(world, state) },
    context.language,
  );
  // A move to another room of the type in the same step (a calendar drag).
  const roomClone =
    command.roomId === undefined
      ? state.roomClone
      : roomCloneOf(world, state.roomTypeClone.roomTypeId, command.roomId);
  const roomChanged = (roomClone?.roomId ?? null) !== (state.roomClone?.roomId ?? null);
  if (roomChanged && !canChangeRoom(editable(state))) {
    throw new RuleBroken('reservation.canceledRoom');
  }
  // A guest in the house moved in the same step keeps the nights slept on the old room.
  const move = roomChanged ? roomMoveOf(state, world.workingDate, stay.checkOut) : null;
  const ledgerEvents: LedgerEvent[] = [];
  if (holdsRoom(state.status)) {
    const held = heldAfterMove(state, move, { ...stay, roomId: roomClone?.roomId ?? null });
    requireAvailable(ledger, [held], world, { at: context.now });
    ledgerEvents.push({ type: 'StayChanged', data: { propertyId: world.propertyId, stay: held } });
  }
  const balance = balanceOf({ ...state, amount: price.total });
  const events: ReservationEvent[] = [
    {
      type: 'ReservationDatesChanged',
      data: { propertyId: world.propertyId, reservationId: state.id, ...stay, timePrice, price },
    },
  ];
  if (roomChanged) {
    events.push({
      type: 'ReservationRoomAssigned',
      data: { propertyId: world.propertyId, reservationId: state.id, roomClone, ...move },
    });
  }
  return {
    ...single(state.id, events, ledgerEvents),
    price,
    balance,
    stay,
  };
};

export const assignRoom = (
  command: { id: string; roomId: string | null },
  current: ReservationState,
  world: BookingWorld,
  ledger: LedgerState,
  { now }: Pick<DecisionContext, 'now'>,
): ReservationDecision => {
  const state = requireReservation(current, world.propertyId);
  if (state.status === 'canceled') throw new RuleBroken('reservation.canceledRoom');
  if (state.status === 'checked-out') throw new RuleBroken('reservation.checkedOutLocked');
  if (command.roomId === null) {
    if (state.status === 'no-show') throw new RuleBroken('reservation.noShowRoomClear');
    if (!canClearRoom(editable(state))) throw new RuleBroken('reservation.checkedInRoomClear');
  } else if (!canChangeRoom(editable(state))) {
    throw new RuleBroken('reservation.canceledRoom');
  }
  const roomClone = roomCloneOf(world, state.roomTypeClone.roomTypeId, command.roomId);
  if ((roomClone?.roomId ?? null) === (state.roomClone?.roomId ?? null)) {
    return single(state.id, []);
  }
  // A guest in the house keeps the nights already slept on the old room (`roomMoveOf`).
  const move = roomMoveOf(state, world.workingDate);
  const ledgerEvents: LedgerEvent[] = [];
  if (holdsRoom(state.status)) {
    const held = heldAfterMove(state, move, { roomId: roomClone?.roomId ?? null });
    requireAvailable(ledger, [held], world, { at: now });
    ledgerEvents.push({ type: 'StayChanged', data: { propertyId: world.propertyId, stay: held } });
  }
  return single(
    state.id,
    [
      {
        type: 'ReservationRoomAssigned',
        data: { propertyId: world.propertyId, reservationId: state.id, roomClone, ...move },
      },
    ],
    ledgerEvents,
  );
};

export const setDiscount = (
  command: { id: string; discountType: DiscountType; discount: number },
  current: ReservationState,
  world: BookingWorld,
  context: DecisionContext,
): ReservationDecision => {
  const state = requireReservation(current, world.propertyId);
  if (!canChangeRoomType(editable(state))) throw new RuleBroken('reservation.roomTypeLocked');
  const discount = { type: command.discountType, value: command.discount };
  const price = repriced(
    world,
    state,
    { discount, ratePlanId: livePlanId(world, state) },
    context.language,
  );
  return single(state.id, [
    {
      type: 'ReservationDiscountSet',
      data: {
        propertyId: world.propertyId,
        reservationId: state.id,
        discountType: command.discountType,
        discount: command.discount,
        price,
      },
    },
  ]);
};

export const changeNotes = (
  command: { id: string; notes: string | null },
  current: ReservationState,
  propertyId: string,
): ReservationDecision => {
  const state = requireReservation(current, propertyId);
  if (state.notes === command.notes) return single(state.id, []);
  return single(state.id, [
    {
      type: 'ReservationNotesChanged',
      data: { propertyId, reservationId: state.id, notes: command.notes },
    },
  ]);
};
