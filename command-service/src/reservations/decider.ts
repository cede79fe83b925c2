import { addDays } from '@hotel/events/dates';
import { deriveId } from '@hotel/events/ids';
import type { Language } from '@hotel/events/messages';
import { namesOf } from '@hotel/events/names';
import type {
  BookReservation,
  ChangeCancellationFee,
  ChangeDates,
  ChangeStatus,
} from '@hotel/events/reservations/commands';
import {
  type CancellationFee,
  type FeeMethod,
  type FeePayment,
  feeKindOf,
  isFeeAudited,
  policyFee,
} from '@hotel/events/reservations/fees';
import { englishNameOf } from '@hotel/events/settings/events';
import type {
  ExtraBed,
  PaymentIncomeType,
  PaymentMethodClone,
  ServiceItem,
} from '@hotel/events/folio/events';
import {
  chargeKinds,
  type FolioWindow,
  type Routing,
  type WindowId,
  unsettledOf,
  windowsOf,
} from '@hotel/events/folio/routing';
import type {
  CancellationPolicyClone,
  DiscountType,
  GroupEvent,
  GuestClone,
  HeldStay,
  PartnerClone,
  Price,
  RatePlanClone,
  ReservationEvent,
  ReservationStatus,
  RoomClone,
  RoomSegment,
  RoomTypeClone,
  SourceClone,
  Stay,
  TaxClone,
  UserClone,
} from '@hotel/events/reservations/events';
import {
  balanceOf,
  canChangeDates,
  canChangeRoom,
  canChangeRoomType,
  canClearRoom,
  holdsRoom,
  noNightsLeft,
  owesFee,
  sleptInRoomType,
  type StatusState,
  statusRefusal,
} from '@hotel/events/reservations/rules';
import { keepsPending } from '@hotel/events/reservations/walk-in';
import { keptFeePayment } from './kept-fee';
import { NotFound, RuleBroken, Unavailable } from '@hotel/events/rule-broken';
import type { Aggregate } from '../pipeline/aggregate';
import {
  findShortage,
  type HoldsAt,
  type LedgerEvent,
  type LedgerState,
  type Shortage,
} from './ledger';
import {
  type BookingWorld,
  cancellationPolicyCloneOf,
  partnerCloneOf,
  priceOf,
  quoteFor,
  ratePlanCloneOf,
  roomCloneOf,
  roomsView,
  roomTypeCloneOf,
  sellable,
  sourceCloneOf,
  stayOf,
  taxClonesOf,
} from './world';

/** One reservation (`reservation-{id}`): what the rules and re-pricing need of it. */
export type ReservationState =
  | { readonly exists: false }
  | {
      readonly exists: true;
      readonly id: string;
      readonly propertyId: string;
      readonly number: number;
      readonly groupId: string;
      /** The booking's guest (the primary one). */
      readonly guest: GuestClone;
      readonly status: ReservationStatus;
      readonly stay: Stay;
      readonly numberOfGuests: number;
      readonly childrenAges: readonly number[];
      readonly roomTypeClone: RoomTypeClone;
      readonly roomClone: RoomClone | null;
      /** The rooms slept in before a mid-stay move, oldest first (the current room from the last's `to`). */
      readonly roomSegments: readonly RoomSegment[];
      readonly sourceClone: SourceClone;
      readonly partnerClone: PartnerClone | null;
      readonly ratePlanClone: RatePlanClone | null;
      /** The cancellation policy it was booked under (its fees follow it). */
      readonly cancellationPolicyClone: CancellationPolicyClone | null;
      readonly taxClones: readonly TaxClone[];
      readonly discount: { readonly type: DiscountType; readonly value: number } | null;
      readonly timePrice: number | null;
      /**
       * A night stay's room price per night fixed by staff (a room-type change that kept the
       * price or took a typed one): later re-pricings of the same nights (a discount) keep it;
       * new dates or another room type's rate plan price by the plan again.
       */
      readonly fixedNightPrices?: readonly number[] | null;
      readonly price: Price;
      /** The folio's charges besides the room: services and extra beds by id. */
      readonly items: ReadonlyMap<string, ServiceItem>;
      readonly extraBeds: ReadonlyMap<string, ExtraBed>;
      /** Guests staying besides the booking's own (ids). */
      readonly stayGuestIds: ReadonlySet<string>;
      /** The folio's payments by id, and their sum in tugrik (what the balance subtracts). */
      readonly payments: ReadonlyMap<string, FolioPayment>;
      readonly paid: number;
      /** Who pays which charges (null: the guest, everything). */
      readonly routing: Routing | null;
      /** The fee of a canceled or no-show stay, and the working date it was charged on. */
      readonly cancellation: CancellationFee | null;
      readonly feeDate: string | null;
      readonly notes: string | null;
    };

export type LiveReservation = Extract<ReservationState, { exists: true }>;

/** One payment of the folio, as the rules need it. */
export interface FolioPayment {
  readonly incomeType: PaymentIncomeType;
  readonly amountMnt: number;
  /** The working date it was posted on: audited once the night audit has closed that date
   *  (the working date has moved past it; see `isAudited`). */
  readonly postedDate: string;
  /** A receivable is unpaid until its payer pays it; every other payment is paid. */
  readonly isPaid: boolean;
  /** Tugrik of it given back by refunds (absent: none). */
  readonly refunded?: number;
  /** The method of its first line (what a refund goes out in by default). */
  readonly method?: PaymentMethodClone;
  /** The payer window it pays (absent: the guest's, `1`). */
  readonly windowId?: WindowId;
  /** The paid fee of the stay kept as this payment when it was reinstated (refunded, never deleted). */
  readonly fromFee?: boolean;
}

/** A payment is audited once the night audit has closed its posted date. */
export const isAudited = (payment: FolioPayment, workingDate: string): boolean =>
  payment.postedDate < workingDate;

const sumOf = (payments: ReadonlyMap<string, FolioPayment>): number => {
  let sum = 0;
  for (const payment of payments.values()) sum += payment.amountMnt - (payment.refunded ?? 0);
  return sum;
};

const stayFields = (data: Stay): Stay => ({
  stayType: data.stayType,
  checkIn: data.checkIn,
  checkOut: data.checkOut,
  arrivalTime: data.arrivalTime,
  exitTime: data.exitTime,
  hours: data.hours,
});

export const reservation: Aggregate<ReservationState, ReservationEvent> = {
  // A folio's stream grows with every payment, service and change; folding it whole on each
  // command was the largest cost of posting a payment. The fold is pure (new objects per
  // event), so the cached state is shared safely.
  cached: true,
  initialState: () => ({ exists: false }),
  evolve: (state, event) => {
    if (event.type === 'ReservationCreated') {
      const d = event.data;
      return {
        exists: true,
        id: d.reservationId,
        propertyId: d.propertyId,
        number: d.number,
        groupId: d.groupId,
        guest: d.guestClone,
        status: d.status,
        stay: stayFields(d),
        numberOfGuests: d.numberOfGuests,
        childrenAges: d.childrenAges,
        roomTypeClone: d.roomTypeClone,
        roomClone: d.roomClone,
        roomSegments: [],
        sourceClone: d.sourceClone,
        partnerClone: d.partnerClone,
        ratePlanClone: d.ratePlanClone,
        cancellationPolicyClone: d.cancellationPolicyClone,
        taxClones: d.taxClones,
        discount: null,
        timePrice: d.timePrice,
        price: d.price,
        items: new Map(),
        extraBeds: new Map(),
        stayGuestIds: new Set(),
        payments: new Map(),
        paid: 0,
        routing: null,
        cancellation: null,
        feeDate: null,
        notes: d.notes,
      };
    }
    if (!state.exists) return state;
    switch (event.type) {
      case 'ReservationStatusChanged':
        return {
          ...state,
          status: event.data.to,
          cancellation: event.data.cancellation,
          feeDate: event.data.cancellation ? event.data.workingDate : null,
          notes: event.data.notes ?? state.notes,
          stay: event.data.checkOut ? { ...state.stay, checkOut: event.data.checkOut } : state.stay,
        };
      case 'ReservationDatesChanged':
        return {
          ...state,
          stay: stayFields(event.data),
          timePrice: event.data.timePrice,
          fixedNightPrices: null,
          price: event.data.price,
        };
      case 'ReservationRoomAssigned':
        return {
          ...state,
          roomClone: event.data.roomClone,
          roomSegments: event.data.segment
            ? [...state.roomSegments, event.data.segment]
            : state.roomSegments,
        };
      case 'ReservationRoomTypeChanged':
        return {
          ...state,
          roomTypeClone: event.data.roomTypeClone,
          ratePlanClone: event.data.ratePlanClone,
          roomClone: event.data.roomClone,
          fixedNightPrices:
            event.data.calcType &&
            event.data.calcType !== 'ratePlan' &&
            state.stay.stayType === 'night'
              ? event.data.price.dayRates.map((rate) => rate.value)
              : null,
          price: event.data.price,
        };
      case 'ReservationDiscountSet':
        return {
          ...state,
          discount: { type: event.data.discountType, value: event.data.discount },
          price: event.data.price,
        };
      case 'ReservationNotesChanged':
        return { ...state, notes: event.data.notes };
      case 'CancellationFeeChanged':
        return { ...state, cancellation: event.data.after };
      case 'PaymentPosted': {
        const payments = new Map(state.payments).set(event.data.paymentId, {
          incomeType: event.data.incomeType,
          amountMnt: event.data.amountMnt,
          postedDate: event.data.postedDate,
          isPaid: event.data.incomeType !== 'receivable',
          ...(event.data.pays[0] ? { method: event.data.pays[0].paymentMethodClone } : {}),
          ...(event.data.windowId ? { windowId: event.data.windowId } : {}),
          ...(event.data.fromFee ? { fromFee: true } : {}),
        });
        return { ...state, payments, paid: sumOf(payments) };
      }
      case 'FolioRoutingSet':
        return { ...state, routing: event.data.routing };
      case 'PaymentWindowChanged': {
        const payment = state.payments.get(event.data.paymentId);
        if (!payment) return state;
        const payments = new Map(state.payments).set(event.data.paymentId, {
          ...payment,
          windowId: event.data.to,
        });
        return { ...state, payments };
      }
      case 'PaymentRefunded': {
        const payment = state.payments.get(event.data.paymentId);
        if (!payment) return state;
        const payments = new Map(state.payments).set(event.data.paymentId, {
          ...payment,
          refunded: (payment.refunded ?? 0) + event.data.amountMnt,
        });
        return { ...state, payments, paid: sumOf(payments) };
      }
      case 'PaymentDeleted': {
        const payments = new Map(state.payments);
        payments.delete(event.data.paymentId);
        return { ...state, payments, paid: sumOf(payments) };
      }
      case 'ServiceItemAdded':
        return {
          ...state,
          items: new Map(state.items).set(event.data.item.itemId, event.data.item),
          price: event.data.price,
        };
      case 'ServiceItemRemoved': {
        const items = new Map(state.items);
        items.delete(event.data.itemId);
        return { ...state, items, price: event.data.price };
      }
      case 'ExtraBedAdded':
        return {
          ...state,
          extraBeds: new Map(state.extraBeds).set(
            event.data.extraBed.extraBedId,
            event.data.extraBed,
          ),
          price: event.data.price,
        };
      case 'ExtraBedRemoved': {
        const extraBeds = new Map(state.extraBeds);
        extraBeds.delete(event.data.extraBedId);
        return { ...state, extraBeds, price: event.data.price };
      }
      case 'ReservationTaxAdded':
        return {
          ...state,
          taxClones: [...state.taxClones, event.data.taxClone],
          price: event.data.price,
        };
      case 'ReservationTaxRemoved':
        return {
          ...state,
          taxClones: state.taxClones.filter((tax) => tax.taxId !== event.data.taxId),
          price: event.data.price,
        };
      case 'StayGuestSaved':
        return {
          ...state,
          stayGuestIds: new Set(state.stayGuestIds).add(event.data.guest.guestCloneId),
        };
      case 'StayGuestRemoved': {
        const stayGuestIds = new Set(state.stayGuestIds);
        stayGuestIds.delete(event.data.guestCloneId);
        return { ...state, stayGuestIds };
      }
      case 'IncomeEdited':
        // Bill type and notes: nothing a rule reads.
        return state;
      case 'ReceivablePaid': {
        const payment = state.payments.get(event.data.paymentId);
        if (!payment) return state;
        const payments = new Map(state.payments).set(event.data.paymentId, {
          ...payment,
          isPaid: true,
        });
        return { ...state, payments };
      }
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  },
};

/** A group (`group-{id}`): its number and reservations. */
export type GroupState =
  | { readonly exists: false }
  | {
      readonly exists: true;
      readonly propertyId: string;
      readonly number: number;
      readonly reservationIds: readonly string[];
    };

export const group: Aggregate<GroupState, GroupEvent> = {
  cached: true,
  initialState: () => ({ exists: false }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'GroupOpened':
        return {
          exists: true,
          propertyId: event.data.propertyId,
          number: event.data.number,
          reservationIds: [],
        };
      case 'ReservationsJoinedGroup':
        return state.exists
          ? { ...state, reservationIds: [...state.reservationIds, ...event.data.reservationIds] }
          : state;
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  },
};

/** What a decision writes: per stream kind, the new events. */
export interface ReservationDecision {
  readonly reservations: ReadonlyMap<string, readonly ReservationEvent[]>;
  readonly group: readonly GroupEvent[];
  readonly ledger: readonly LedgerEvent[];
}

export interface DecisionContext {
  readonly commandId: string;
  readonly now: string;
  readonly language: Language;
  readonly user: UserClone;
}

/** The shortage as the 409 the user sees (the room was just taken, or none is left). */
const unavailable = (shortage: Shortage, world: BookingWorld): Unavailable => {
  const rooms = roomsView(world);
  return shortage.kind === 'room'
    ? new Unavailable(
        'reservation.roomTaken',
        { room: rooms.roomName(shortage.roomId), date: shortage.date },
        'roomId',
      )
    : new Unavailable('reservation.notAvailable', {
        roomType: rooms.roomTypeName(shortage.roomTypeId),
        date: shortage.date,
      });
};

/**
 * The stays fit the ledger: no room holds two at once, no room type is oversold, counting the
 * request holds still in force at `holds.at` (the command's `now`).
 */
export const requireAvailable = (
  ledger: LedgerState,
  stays: readonly HeldStay[],
  world: BookingWorld,
  holds: HoldsAt,
) => {
  const rooms = roomsView(world);
  for (const roomTypeId of new Set(stays.map((s) => s.roomTypeId))) {
    if (rooms.roomsOfType(roomTypeId).length === 0) {
      throw new Unavailable('reservation.noRooms', { roomType: rooms.roomTypeName(roomTypeId) });
    }
  }
  const shortage = findShortage(ledger, stays, rooms, holds);
  if (shortage) throw unavailable(shortage, world);
};

/** Staff may not book or move a stay to before the day before the working date. */
const requireNotTooEarly = (checkIn: string, world: BookingWorld) => {
  const earliest = addDays(world.workingDate, -1);
  if (checkIn < earliest) {
    throw new RuleBroken('reservation.tooEarly', { date: earliest }, 'checkIn');
  }
};

export const requireReservation = (
  state: ReservationState,
  propertyId: string,
): LiveReservation => {
  if (!state.exists || state.propertyId !== propertyId) throw new NotFound('reservation');
  return state;
};

/** The stay as the ledger holds it: with the rooms slept in before a mid-stay move, if any. */
export const heldStay = (state: LiveReservation, changes: Partial<HeldStay> = {}): HeldStay => ({
  reservationId: state.id,
  roomTypeId: state.roomTypeClone.roomTypeId,
  roomId: state.roomClone?.roomId ?? null,
  ...state.stay,
  ...(state.roomSegments.length > 0 ? { segments: heldSegmentsOf(state.roomSegments) } : {}),
  ...changes,
});

const heldSegmentsOf = (segments: readonly RoomSegment[]): NonNullable<HeldStay['segments']> =>
  segments.map((segment) => ({
    roomId: segment.roomClone.roomId,
    from: segment.from,
    to: segment.to,
  }));

// ---------------------------------------------------------------------------------------------
// Mid-stay room moves (docs/reservations.md "Moving a guest in the house")

/** The date the stay's current room holds from: the end of its last earlier room, or check-in. */
export const currentRoomFromOf = (state: LiveReservation): string =>
  state.roomSegments.at(-1)?.to ?? state.stay.checkIn;

/** The date of the stay's last mid-stay move (null: it never moved mid-stay). */
export const lastMoveOf = (state: LiveReservation): string | null =>
  state.roomSegments.at(-1)?.to ?? null;

/**
 * How a room change of a stay splits it, or null when the whole stay moves (a stay not in the
 * house, a day or hourly stay, or a guest who has not slept a night in the current room yet).
 * A guest in the house on a night stay keeps the nights already slept on the old room
 * (`segment`) and moves from the working date (`from`); a second move on the same working date
 * replaces the current room (`from` without a segment). A guest whose stay has no night left
 * (the working date on or past check-out) is not moved: they check out.
 */
export const roomMoveOf = (
  state: LiveReservation,
  workingDate: string,
  checkOut: string = state.stay.checkOut,
): { from: string; segment?: RoomSegment } | null => {
  if (
    noNightsLeft({ status: state.status, stayType: state.stay.stayType, checkOut }, workingDate)
  ) {
    throw new RuleBroken('reservation.moveNoNightsLeft', { date: checkOut }, 'roomId');
  }
  if (state.status !== 'checked-in' || state.stay.stayType !== 'night') return null;
  const from = currentRoomFromOf(state);
  if (workingDate > from && state.roomClone) {
    return {
      from: workingDate,
      segment: { roomClone: state.roomClone, from, to: workingDate },
    };
  }
  return state.roomSegments.length > 0 ? { from } : null;
};

/** The held stay after a room change `roomMoveOf` splits (its segments then grow by one). */
export const heldAfterMove = (
  state: LiveReservation,
  move: { segment?: RoomSegment } | null,
  changes: Partial<HeldStay>,
): HeldStay => {
  const segments = [...state.roomSegments, ...(move?.segment ? [move.segment] : [])];
  return heldStay(state, {
    ...(segments.length > 0 ? { segments: heldSegmentsOf(segments) } : {}),
    ...changes,
  });
};

/**
 * A stay that moved rooms mid-stay keeps its past: its check-in stays, and it ends after the
 * date of its last move (the nights before it are slept on the earlier rooms).
 */
const requireDatesAfterMove = (state: LiveReservation, stay: Stay): void => {
  const moved = lastMoveOf(state);
  if (moved === null) return;
  const room = state.roomSegments.at(-1)?.roomClone.name ?? '';
  if (stay.checkIn !== state.stay.checkIn) {
    throw new RuleBroken('reservation.datesBeforeMove', { date: moved, room }, 'checkIn');
  }
  if (stay.stayType !== 'night' || stay.checkOut <= moved) {
    throw new RuleBroken('reservation.datesBeforeMove', { date: moved, room }, 'checkOut');
  }
};

/**
 * The room type of a guest in the house who has slept a night in it stays: the desk moves the
 * guest to another room of the same type (a mid-stay type change, re-pricing only the nights
 * left, is not built; docs/reservations.md).
 */
export const requireRoomTypeChangeable = (state: LiveReservation, workingDate: string): void => {
  if (sleptInRoomType({ status: state.status, checkIn: state.stay.checkIn }, workingDate)) {
    throw new RuleBroken('reservation.roomTypeMidStay', {
      roomType: state.roomTypeClone.name,
    });
  }
};

export const single = (
  id: string,
  events: readonly ReservationEvent[],
  ledger: readonly LedgerEvent[] = [],
): ReservationDecision => ({
  reservations: new Map([[id, events]]),
  group: [],
  ledger,
});

/** The folio charges a re-pricing keeps: the reservation's services and extra beds. */
export const chargesOf = (state: LiveReservation) => ({
  services: [...state.items.values()].map((item) => ({
    name: item.serviceClone.name,
    price: item.price,
    quantity: item.quantity,
  })),
  extraBeds: [...state.extraBeds.values()].map((bed) => ({
    policy: { ...bed.policyClone, name: bed.policyClone.ageType },
    nights: bed.nights,
  })),
});

/** Re-prices a reservation as it stands, with some of its terms changed. */
const repriced = (
  world: BookingWorld,
  state: LiveReservation,
  changes: {
    roomTypeId?: string;
    ratePlanId?: string | null;
    stay?: Stay;
    discount?: { type: DiscountType; value: number } | null;
    timePrice?: number | null;
  },
  language: Language,
): Price =>
  priceOf(
    sellable(
      quoteFor(world, {
        roomTypeId: changes.roomTypeId ?? state.roomTypeClone.roomTypeId,
        ratePlanId:
          changes.ratePlanId !== undefined
            ? changes.ratePlanId
            : (state.ratePlanClone?.ratePlanId ?? null),
        stay: changes.stay ?? state.stay,
        adults: state.numberOfGuests,
        childrenAges: state.childrenAges,
        partnerDiscount: state.partnerClone?.discount ?? 0,
        discount: changes.discount !== undefined ? changes.discount : state.discount,
        taxes: state.taxClones,
        timePrice: changes.timePrice !== undefined ? changes.timePrice : state.timePrice,
        // Prices fixed by staff hold while the nights and the room type stay the same.
        nightPrices:
          changes.stay === undefined && changes.roomTypeId === undefined
            ? (state.fixedNightPrices ?? null)
            : null,
        ...chargesOf(state),
      }),
      language,
    ),
  );

export const editable = (state: LiveReservation) => ({
  status: state.status,
  serviceName: state.sourceClone.serviceName,
  paid: state.paid,
});

/** The rate plan still exists on this room type (a removed plan prices at the type's prices). */
const livePlanId = (world: BookingWorld, state: LiveReservation): string | null => {
  const id = state.ratePlanClone?.ratePlanId ?? null;
  const plan = id ? world.ratePlans.get(id) : undefined;
  return plan && plan.roomTypeId === state.roomTypeClone.roomTypeId ? (id as string) : null;
};

// ---------------------------------------------------------------------------------------------
// Book

export interface BookedIds {
  readonly groupId: string;
  readonly groupNumber: number;
  readonly reservationIds: readonly string[];
}

/**
 * Where a booking comes from when it is not staff's own: a reservation request being
 * converted. Its source is the request's, and its own hold gives way to the stays.
 */
export interface BookingOrigin {
  readonly resReqId: string;
  readonly sourceClone: SourceClone;
}

export const book = (
  command: BookReservation,
  world: BookingWorld,
  ledger: LedgerState,
  existingGroup: GroupState | null,
  context: DecisionContext,
  origin: BookingOrigin | null = null,
): ReservationDecision & BookedIds => {
  const { propertyId } = world;
  requireNotTooEarly(command.checkIn, world);
  const stay = stayOf(world, context.now, {
    stayType: command.stayType,
    checkIn: command.checkIn,
    checkOut: command.checkOut,
    arrivalTime: command.arrivalTime,
    exitTime: command.exitTime,
    hours: command.resTime,
  });
  const sourceClone = origin?.sourceClone ?? sourceCloneOf(world, command.source);
  // Hourly stays take no partner (operations spec §4).
  const partnerClone = stay.stayType === 'time' ? null : partnerCloneOf(world, command.partner);
  const taxClones = taxClonesOf(world);
  const cancellationPolicyClone = cancellationPolicyCloneOf(world);
  const guestClone: GuestClone = {
    name: command.guest.name,
    surname: command.guest.surname,
    nationality: command.guest.nationality,
    phoneNumber: command.guest.phoneNumber,
    email: command.guest.email,
  };

  // The room picked on the calendar goes to the first room of its type.
  const lines = command.roomTypes.map((line) => ({ ...line, roomIds: [...line.roomIds] }));
  if (command.roomId !== null) {
    const room = world.inventory.rooms.get(command.roomId);
    if (!room) throw new NotFound('room');
    const line = lines.find((l) => l.roomTypeId === room.roomTypeId);
    if (!line) throw new RuleBroken('reservation.roomNotOfType', { room: room.name }, 'roomId');
    if (!line.roomIds.includes(room.id)) {
      if (line.roomIds.length >= line.quantity) line.roomIds.pop();
      line.roomIds.unshift(room.id);
    }
  }

  let groupId: string;
  let groupNumber: number;
  const groupEvents: GroupEvent[] = [];
  if (command.gid) {
    if (!existingGroup?.exists || existingGroup.propertyId !== propertyId) {
      throw new NotFound('group');
    }
    groupId = command.gid;
    groupNumber = existingGroup.number;
  } else {
    groupId = deriveId(context.commandId, 'group');
    groupNumber = ledger.lastGroupNumber + 1;
    groupEvents.push({
      type: 'GroupOpened',
      data: {
        propertyId,
        groupId,
        number: groupNumber,
        sourceClone,
        partnerClone,
        guestClone,
        createdAt: context.now,
      },
    });
  }

  // The default-source rule (operations spec §4; the stepper shows the same rule).
  const walkIn = keepsPending({
    sourceIsDefault: sourceClone.isDefault,
    serviceName: sourceClone.serviceName,
    checkIn: stay.checkIn,
    workingDate: world.workingDate,
    roomChosen: lines.some((l) => l.roomIds.length > 0),
  });
  const status: ReservationStatus = walkIn ? 'pending' : command.status;

  const reservations = new Map<string, ReservationEvent[]>();
  const held: (HeldStay & { number: number })[] = [];
  let n = 0;
  for (const [lineIndex, line] of lines.entries()) {
    const roomTypeClone = roomTypeCloneOf(world, line.roomTypeId);
    const ratePlanClone = ratePlanCloneOf(world, line.roomTypeId, line.ratePlanId);
    const price = priceOf(
      sellable(
        quoteFor(world, {
          roomTypeId: line.roomTypeId,
          ratePlanId: line.ratePlanId,
          stay,
          adults: line.numberOfGuests,
          childrenAges: line.ageOfChildren,
          partnerDiscount: partnerClone?.discount ?? 0,
          discount: null,
          taxes: taxClones,
          timePrice: command.timePrice,
        }),
        context.language,
      ),
    );
    for (let i = 0; i < line.quantity; i++) {
      n += 1;
      const reservationId = deriveId(context.commandId, `reservation-${lineIndex}-${i}`);
      const roomClone = roomCloneOf(world, line.roomTypeId, line.roomIds[i] ?? null);
      const number = ledger.lastNumber + n;
      held.push({
        reservationId,
        number,
        roomTypeId: line.roomTypeId,
        roomId: roomClone?.roomId ?? null,
        ...stay,
      });
      reservations.set(reservationId, [
        {
          type: 'ReservationCreated',
          data: {
            propertyId,
            reservationId,
            number,
            groupId,
            groupNumber,
            status,
            ...stay,
            numberOfGuests: line.numberOfGuests,
            childrenAges: line.ageOfChildren,
            roomTypeClone,
            roomClone,
            sourceClone,
            partnerClone,
            userClone: context.user,
            ratePlanClone,
            cancellationPolicyClone,
            taxClones,
            guestClone,
            timePrice: stay.stayType === 'night' ? null : command.timePrice,
            price,
            notes: command.notes,
            isSendEmail: command.isSendEmail,
            createdAt: context.now,
          },
        },
        // The partner pays some charges (routing at booking): window 2 from the first event.
        ...(partnerClone && command.partnerPays.length > 0
          ? [
              {
                type: 'FolioRoutingSet' as const,
                data: {
                  propertyId,
                  reservationId,
                  routing: {
                    windows: [{ windowId: '2' as const, partnerClone }],
                    routes: Object.fromEntries(
                      chargeKinds.map((kind) => [
                        kind,
                        command.partnerPays.includes(kind) ? '2' : '1',
                      ]),
                    ) as Routing['routes'],
                  },
                  previous: null,
                  userClone: context.user,
                  at: context.now,
                },
              },
            ]
          : []),
      ]);
    }
  }
  requireAvailable(
    ledger,
    held.map(({ number: _n, ...stay }) => stay),
    world,
    { at: context.now, except: origin?.resReqId ?? null },
  );
  const reservationIds = [...reservations.keys()];
  groupEvents.push({
    type: 'ReservationsJoinedGroup',
    data: { propertyId, groupId, reservationIds },
  });
  return {
    groupId,
    groupNumber,
    reservationIds,
    reservations,
    group: groupEvents,
    ledger: [
      {
        type: 'StaysHeld',
        data: { propertyId, groupId, groupNumber: command.gid ? null : groupNumber, stays: held },
      },
    ],
  };
};

// ---------------------------------------------------------------------------------------------
// Status

/** What the status rules read of a reservation (events/src/reservations/rules.ts). */
/** The stay's payer windows as they stand (`@hotel/events/folio/routing`). */
export const windowsNow = (state: LiveReservation): FolioWindow[] =>
  windowsOf({
    routing: state.routing,
    price: state.price,
    fee: owesFee(state)
      ? state.cancellation?.isPaid
        ? 0
        : (state.cancellation?.amount ?? 0)
      : null,
    payments: [...state.payments.values()].map((p) => ({
      windowId: p.windowId ?? null,
      net: p.amountMnt - (p.refunded ?? 0),
    })),
  });

export const statusStateOf = (state: LiveReservation): StatusState => ({
  status: state.status,
  serviceName: state.sourceClone.serviceName,
  sourceName: state.sourceClone.name,
  stayType: state.stay.stayType,
  checkIn: state.stay.checkIn,
  checkOut: state.stay.checkOut,
  hasRoom: state.roomClone !== null,
  // Every payer window settled (a receivable counts): one unrouted window is the balance.
  balance: unsettledOf(windowsNow(state)),
});

export const changeStatus = (
  command: ChangeStatus,
  current: ReservationState,
  world: BookingWorld,
  ledger: LedgerState,
  context: DecisionContext,
): ReservationDecision => {
  const state = requireReservation(current, world.propertyId);
  const { status: to } = command;
  if (command.oldStatus !== undefined && command.oldStatus !== state.status) {
    throw new RuleBroken('reservation.statusStale');
  }
  const refusal = statusRefusal(statusStateOf(state), to, world.workingDate);
  if (refusal) throw new RuleBroken(refusal.rule, { ...refusal.params });

  const ledgerEvents: LedgerEvent[] = [];
  const { propertyId } = world;
  // An early check-out frees the rest of the stay (departure on the working date).
  let checkOut: string | null = null;
  if (
    to === 'checked-out' &&
    state.stay.stayType === 'night' &&
    world.workingDate < state.stay.checkOut
  ) {
    const earliest = addDays(state.stay.checkIn, 1);
    checkOut = world.workingDate > earliest ? world.workingDate : earliest;
    if (checkOut === state.stay.checkOut) checkOut = null;
  }
  const wasHolding = holdsRoom(state.status);
  const willHold = holdsRoom(to);
  if (wasHolding && !willHold) {
    ledgerEvents.push({ type: 'StayReleased', data: { propertyId, reservationId: state.id } });
  } else if (!wasHolding && willHold) {
    const stay = heldStay(state);
    requireAvailable(ledger, [stay], world, { at: context.now });
    ledgerEvents.push({ type: 'StayChanged', data: { propertyId, stay } });
  } else if (checkOut !== null) {
    ledgerEvents.push({
      type: 'StayChanged',
      data: { propertyId, stay: heldStay(state, { checkOut }) },
    });
  }
  return single(
    state.id,
    [
      {
        type: 'ReservationStatusChanged',
        data: {
          propertyId,
          reservationId: state.id,
          from: state.status,
          to,
          at: context.now,
          workingDate: world.workingDate,
          cancellation: feeOfMove(command, state, world, context),
          notes: command.notes,
          checkOut,
        },
      },
      // Reinstated after its fee was paid: the guest's money stays on the stay (./kept-fee.ts).
      ...[keptFeePayment(state, to, world, context)].filter((e) => e !== null),
    ],
    ledgerEvents,
  );
};

// ---------------------------------------------------------------------------------------------
// Cancellation and no-show fees (docs/reservations.md "Cancellation and no-show fees")

/** A payment method of the property that takes cancellation fees, as the fee keeps it. */
const feeMethodOf = (world: BookingWorld, id: string | null): FeeMethod => {
  if (!id) throw new RuleBroken('reservation.feeMethodRequired', {}, 'paymentMethodId');
  const method = world.settings.PaymentMethod.get(id);
  if (!method) throw new RuleBroken('reservation.feeMethodUnknown', {}, 'paymentMethodId');
  if (!method.incomeTypes.includes('cancellation')) {
    throw new RuleBroken(
      'reservation.feeMethodNotForCancellation',
      { method: namesOf(method) },
      'paymentMethodId',
    );
  }
  return {
    paymentMethodId: method.id,
    name: method.name,
    ...englishNameOf(method),
    color: method.color,
    ...(method.isCash === undefined ? {} : { isCash: method.isCash }),
  };
};

/** A fee is never more than the stay costs. */
const requireWithinTotal = (amount: number, state: LiveReservation, field: string): void => {
  const total = Math.max(0, state.price.total);
  if (amount > total) throw new RuleBroken('reservation.feeAboveTotal', { total }, field);
};

/** Money received now: its method, who took it, when and on which working date. */
const paymentNow = (
  method: FeeMethod,
  world: BookingWorld,
  context: DecisionContext,
): FeePayment => ({
  paymentMethodClone: method,
  userClone: context.user,
  paidAt: context.now,
  paidDate: world.workingDate,
});

/**
 * The fee a move to canceled or no-show charges (null for other moves): the amount staff typed,
 * or the policy's (the clone it was booked under) on the working date; the policy's rule kept
 * with it when the amount is the policy's. Paid on the spot: with its method, required.
 */
export const feeOfMove = (
  command: ChangeStatus,
  state: LiveReservation,
  world: BookingWorld,
  context: DecisionContext,
): CancellationFee | null => {
  const kind = feeKindOf(command.status);
  if (!kind) return null;
  const suggested = policyFee(
    state.cancellationPolicyClone,
    state.price,
    state.stay.checkIn,
    world.workingDate,
    kind,
  );
  const amount = command.cancellationPayment ?? suggested.amount;
  requireWithinTotal(amount, state, 'cancellationPayment');
  const isPaid = command.isPaid && amount > 0;
  return {
    amount,
    isPaid,
    rule: amount === suggested.amount ? suggested.rule : null,
    payment: isPaid
      ? paymentNow(feeMethodOf(world, command.paymentMethodId), world, context)
      : null,
  };
};

/**
 * POST /api/reservation/cancellation: the fee of a canceled or no-show stay changed afterwards.
 * Audited money is reversed, never rewritten: once the night audit has closed the date the fee
 * was charged on, its amount stays (a correction is a refund or a new charge), but an unpaid
 * fee may still be marked paid (money received today); a paid fee whose payment date was
 * audited stays paid by its method.
 */
export const changeCancellationFee = (
  command: ChangeCancellationFee,
  current: ReservationState,
  world: BookingWorld,
  context: DecisionContext,
): ReservationDecision => {
  const state = requireReservation(current, world.propertyId);
  const before = state.cancellation;
  if ((state.status !== 'canceled' && state.status !== 'no-show') || !before) {
    throw new RuleBroken('reservation.feeNotCharged');
  }
  const { workingDate } = world;
  const feeDate = state.feeDate ?? workingDate;
  const amountChanged = command.amount !== before.amount;
  if (amountChanged && isFeeAudited(feeDate, workingDate)) {
    throw new RuleBroken('reservation.feeAudited', { date: feeDate }, 'amount');
  }
  requireWithinTotal(command.amount, state, 'amount');
  const isPaid = command.isPaid && command.amount > 0;
  let payment: FeePayment | null = null;
  if (isPaid) {
    const method = feeMethodOf(world, command.paymentMethodId);
    const sameMethod =
      before.isPaid &&
      before.payment?.paymentMethodClone.paymentMethodId === method.paymentMethodId;
    payment = sameMethod && before.payment ? before.payment : paymentNow(method, world, context);
  }
  const paidOn = before.isPaid ? (before.payment?.paidDate ?? feeDate) : null;
  if (paidOn !== null && paidOn < workingDate && payment !== before.payment) {
    throw new RuleBroken(
      'reservation.feePaymentAudited',
      { date: paidOn },
      isPaid ? 'paymentMethodId' : 'isPaid',
    );
  }
  if (!amountChanged && isPaid === before.isPaid && payment === (before.payment ?? null)) {
    throw new RuleBroken('reservation.feeUnchanged');
  }
  const after: CancellationFee = {
    amount: command.amount,
    isPaid,
    rule: amountChanged ? null : (before.rule ?? null),
    payment,
  };
  return single(state.id, [
    {
      type: 'CancellationFeeChanged',
      data: {
        propertyId: world.propertyId,
        reservationId: state.id,
        before,
        after,
        reason: command.reason,
        userClone: context.user,
        at: context.now,
        workingDate,
      },
    },
  ]);
};

// ---------------------------------------------------------------------------------------------
// Dates

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

// ---------------------------------------------------------------------------------------------
// Room, room type (./room-type.ts), discount, notes

export { changeRoomType, checkRoomTypes } from './room-type';

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
