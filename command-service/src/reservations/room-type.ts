import { namesOf } from '@hotel/events/names';
import type { Language } from '@hotel/events/messages';
import { translate } from '@hotel/events/messages';
import type { RoomTypeCalcType } from '@hotel/events/reservations/commands';
import type { Price } from '@hotel/events/reservations/events';
import { canChangeRoomType, holdsRoom } from '@hotel/events/reservations/rules';
import { RuleBroken } from '@hotel/events/rule-broken';
import { heldStay, requireAvailable } from './availability';
import {
  type DecisionContext,
  editable,
  type ReservationDecision,
  requireReservation,
  single,
} from './decision';
import { chargesOf } from './repricing';
import type { LiveReservation, ReservationState } from './reservation-state';
import { requireRoomTypeChangeable } from './room-move';
import type { LedgerEvent, LedgerState } from './ledger';
import { freeRoomsFor } from './ledger-queries';
import {
  type BookingWorld,
  priceOf,
  quoteFor,
  ratePlanCloneOf,
  roomCloneOf,
  roomsView,
  roomTypeCloneOf,
  sellable,
} from './world';

/**
 * Changing a reservation's room type (`POST /api/update/roomtype`) and the check before it
 * (`POST /api/room/types/check`), docs/reservations.md "Changing the room type".
 *
 * The room is priced by one of three choices: the new room type's rate plan (the quote engine),
 * the current price kept night by night, or a room amount typed in tugrik spread over the nights.
 * A day or hourly stay has no nights to keep or rate: its price is always typed (spec §4).
 * Children, extra beds, services, the discount and taxes are priced on top as a booking is.
 */

export interface RoomTypeChoice {
  readonly roomTypeId: string;
  readonly ratePlanId: string | null;
  readonly calcTypeValue?: RoomTypeCalcType;
  readonly calcValue?: number | null;
}

/**
 * `amount` spread over `count` nights in whole tugrik: the report's largest-remainder rule with
 * equal weights (events/src/pricing/nightly-revenue.ts) — each night the amount ÷ nights rounded
 * down, the tugrik left one each to the latest nights. The nights add up to `amount` exactly.
 */
export const spreadOverNights = (amount: number, count: number): number[] => {
  if (count < 1) return [];
  const base = Math.floor(amount / count);
  const left = amount - base * count;
  return Array.from({ length: count }, (_, index) => base + (index >= count - left ? 1 : 0));
};

/** The quote of the stay in another room type under one price choice (not yet judged sellable). */
const quoteChoice = (world: BookingWorld, state: LiveReservation, choice: RoomTypeChoice) => {
  const calcType = choice.calcTypeValue ?? 'ratePlan';
  const night = state.stay.stayType === 'night';
  if (!night && calcType !== 'currency') {
    throw new RuleBroken('reservation.roomTypePriceTyped', {}, 'calcTypeValue');
  }
  const typed = calcType === 'currency' ? (choice.calcValue ?? 0) : null;
  const nightPrices =
    !night || calcType === 'ratePlan'
      ? null
      : calcType === 'keep'
        ? state.price.dayRates.map((rate) => rate.value)
        : spreadOverNights(typed as number, state.price.nights);
  return quoteFor(world, {
    roomTypeId: choice.roomTypeId,
    ratePlanId: choice.ratePlanId,
    stay: state.stay,
    adults: state.numberOfGuests,
    childrenAges: state.childrenAges,
    partnerDiscount: state.partnerClone?.discount ?? 0,
    discount: state.discount,
    taxes: state.taxClones,
    timePrice: night ? null : typed,
    nightPrices,
    ...chargesOf(state),
  });
};

/** The reservation's price in another room type under one price choice. */
export const priceForChoice = (
  world: BookingWorld,
  state: LiveReservation,
  choice: RoomTypeChoice,
  language: Language,
): Price => priceOf(sellable(quoteChoice(world, state, choice), language));

export const changeRoomType = (
  command: RoomTypeChoice & { id: string; roomId: string | null },
  current: ReservationState,
  world: BookingWorld,
  ledger: LedgerState,
  context: DecisionContext,
): ReservationDecision => {
  const state = requireReservation(current, world.propertyId);
  if (!canChangeRoomType(editable(state))) throw new RuleBroken('reservation.roomTypeLocked');
  requireRoomTypeChangeable(state, world.workingDate);
  const roomTypeClone = roomTypeCloneOf(world, command.roomTypeId);
  const ratePlanClone = ratePlanCloneOf(world, command.roomTypeId, command.ratePlanId);
  const roomClone = roomCloneOf(world, command.roomTypeId, command.roomId);
  if (state.status === 'checked-in' && !roomClone) {
    throw new RuleBroken('reservation.checkedInRoomClear', {}, 'roomId');
  }
  const calcType = command.calcTypeValue ?? 'ratePlan';
  const price = priceForChoice(world, state, command, context.language);
  const ledgerEvents: LedgerEvent[] = [];
  if (holdsRoom(state.status)) {
    const held = heldStay(state, {
      roomTypeId: command.roomTypeId,
      roomId: roomClone?.roomId ?? null,
    });
    requireAvailable(ledger, [held], world, { at: context.now });
    ledgerEvents.push({ type: 'StayChanged', data: { propertyId: world.propertyId, stay: held } });
  }
  return single(
    state.id,
    [
      {
        type: 'ReservationRoomTypeChanged',
        data: {
          propertyId: world.propertyId,
          reservationId: state.id,
          roomTypeClone,
          ratePlanClone,
          roomClone,
          price,
          calcType,
          previous: {
            roomTypeClone: state.roomTypeClone,
            roomAmount: state.price.roomAmount,
            total: state.price.total,
          },
        },
      },
    ],
    ledgerEvents,
  );
};

/** What one price choice would cost: the total, or why it cannot be sold. */
export interface ChoicePrice {
  readonly total: number | null;
  readonly roomAmount: number | null;
  readonly reasons: readonly string[];
}

export interface RoomTypeFit {
  readonly roomTypeId: string;
  readonly name: string;
  readonly nameEn: string | null;
  readonly shortName: string;
  readonly shortNameEn: string | null;
  readonly current: boolean;
  /** Whether the stay fits: a free room for all its dates (the occupancy ledger). */
  readonly available: boolean;
  readonly freeRooms: readonly { readonly id: string; readonly name: string }[];
  readonly message: string | null;
  readonly ratePlans: readonly ({
    readonly id: string | null;
    readonly name: string;
    readonly nameEn: string | null;
    readonly nonRef: boolean;
  } & ChoicePrice)[];
  /** The current price kept (night stays only). */
  readonly keep: ChoicePrice | null;
  /** The typed price, when one was sent. */
  readonly currency: ChoicePrice | null;
}

const judged = (
  world: BookingWorld,
  state: LiveReservation,
  choice: RoomTypeChoice,
  language: Language,
): ChoicePrice => {
  const quote = quoteChoice(world, state, choice);
  return quote.sellable
    ? { total: quote.total, roomAmount: quote.roomAmount, reasons: [] }
    : {
        total: null,
        roomAmount: null,
        reasons: quote.reasons.map((r) => translate(r.code, language, r.params)),
      };
};

/**
 * Each room type of the property with whether it can take the reservation's stay (free rooms
 * from the occupancy ledger, the reservation's own stay left out) and the price of each choice.
 */
export const checkRoomTypes = (
  command: { id: string; calcValue?: number | null },
  current: ReservationState,
  world: BookingWorld,
  ledger: LedgerState,
  context: Pick<DecisionContext, 'now' | 'language'>,
): { roomTypes: RoomTypeFit[] } => {
  const state = requireReservation(current, world.propertyId);
  if (!canChangeRoomType(editable(state))) throw new RuleBroken('reservation.roomTypeLocked');
  requireRoomTypeChangeable(state, world.workingDate);
  const rooms = roomsView(world);
  const night = state.stay.stayType === 'night';
  const { language } = context;
  const types = [...world.inventory.roomTypes.values()].sort(
    (a, b) =>
      Number(b.isPriority) - Number(a.isPriority) ||
      a.name.localeCompare(b.name, undefined, { numeric: true }),
  );
  const roomTypes = types.map((type): RoomTypeFit => {
    const typeRooms = rooms.roomsOfType(type.id);
    const { freeRoomIds } = freeRoomsFor(
      ledger,
      type.id,
      state.stay,
      rooms,
      { at: context.now },
      state.id,
      state.partnerClone?.partnerId ?? null,
    );
    const available = typeRooms.length > 0 && freeRoomIds.length > 0;
    const plans = [...world.ratePlans.values()].filter((p) => p.roomTypeId === type.id);
    const choice = (ratePlanId: string | null) => ({ roomTypeId: type.id, ratePlanId });
    return {
      roomTypeId: type.id,
      name: type.name,
      nameEn: type.nameEn ?? null,
      shortName: type.shortName,
      shortNameEn: type.shortNameEn ?? null,
      current: type.id === state.roomTypeClone.roomTypeId,
      available,
      freeRooms: typeRooms
        .filter((room) => freeRoomIds.includes(room.id))
        .map((room) => ({ id: room.id, name: room.name }))
        .sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true })),
      message: available
        ? null
        : translate(
            typeRooms.length === 0 ? 'reservation.noRooms' : 'reservation.notAvailable',
            language,
            { roomType: namesOf(type), date: state.stay.checkIn },
          ),
      ratePlans: !night
        ? []
        : plans.length > 0
          ? plans.map((plan) => ({
              id: plan.id,
              name: plan.name,
              nameEn: plan.nameEn ?? null,
              nonRef: plan.nonRef,
              ...judged(world, state, choice(plan.id), language),
            }))
          : [
              {
                id: null,
                name: type.name,
                nameEn: type.nameEn ?? null,
                nonRef: false,
                ...judged(world, state, choice(null), language),
              },
            ],
      keep: night
        ? judged(world, state, { ...choice(null), calcTypeValue: 'keep' }, language)
        : null,
      currency:
        command.calcValue && command.calcValue > 0
          ? judged(
              world,
              state,
              { ...choice(null), calcTypeValue: 'currency', calcValue: command.calcValue },
              language,
            )
          : null,
    };
  });
  return { roomTypes };
};
