import { namesOf } from '@hotel/events/names';
import { addDays, dateInTimeZone, daysBetween } from '@hotel/events/dates';
import { deriveId } from '@hotel/events/ids';
import type { Language } from '@hotel/events/messages';
import { bankById } from '@hotel/events/reference/banks';
import type {
  ChangeRequestStatus,
  ConvertRequest,
  RecordRequestPayment,
  RequestPayment,
} from '@hotel/events/reservation-requests/commands';
import {
  ONLINE_CHANNEL,
  type RequestBankAccount,
  type RequestedRoomType,
  type RequestGuest,
  type RequestHoldEvent,
  type RequestStatus,
  type ReservationRequestEvent,
} from '@hotel/events/reservation-requests/events';
import {
  canCancel,
  canConfirm,
  canConvert,
  canRecordPayment,
  canRequestPayment,
  MAX_ONLINE_DAYS_AHEAD,
  PAYMENT_HOLD_HOURS,
  REQUEST_HOLD_HOURS,
} from '@hotel/events/reservation-requests/rules';
import { bookReservationSchema } from '@hotel/events/reservations/commands';
import type { HeldStay, SourceClone, Stay } from '@hotel/events/reservations/events';
import { NotFound, RuleBroken } from '@hotel/events/rule-broken';
import { requestPrepayments } from '../folio/decider';
import type { Aggregate } from '../pipeline/aggregate';
import {
  book,
  type DecisionContext,
  type ReservationDecision,
  requireAvailable,
} from '../reservations/decider';
import type { LedgerState } from '../reservations/ledger';
import {
  type BookingWorld,
  priceOf,
  quoteFor,
  sellable,
  stayOf,
  taxClonesOf,
} from '../reservations/world';

/** One reservation request (`resreq-{id}`): what its rules and conversion need. */
export type RequestState =
  | { readonly exists: false }
  | {
      readonly exists: true;
      readonly id: string;
      readonly propertyId: string;
      readonly number: number;
      readonly status: RequestStatus;
      readonly channel: string;
      readonly sourceClone: SourceClone;
      readonly checkIn: string;
      readonly checkOut: string;
      readonly stayNights: number;
      readonly guest: RequestGuest;
      readonly roomTypes: readonly RequestedRoomType[];
      readonly amount: number;
      readonly amountPaid: number;
      /** The notes staff wrote when recording the payment (the prepayment's notes). */
      readonly paymentNotes: string | null;
      readonly isPaid: boolean;
      readonly isFetchPayment: boolean;
      readonly notes: string | null;
      readonly language: Language;
    };

export type LiveRequest = Extract<RequestState, { exists: true }>;

export const reservationRequest: Aggregate<RequestState, ReservationRequestEvent> = {
  initialState: () => ({ exists: false }),
  evolve: (state, event) => {
    if (event.type === 'ReservationRequestReceived') {
      const d = event.data;
      return {
        exists: true,
        id: d.resReqId,
        propertyId: d.propertyId,
        number: d.number,
        status: 'pending',
        channel: d.channel,
        sourceClone: d.sourceClone,
        checkIn: d.checkIn,
        checkOut: d.checkOut,
        stayNights: d.stayNights,
        guest: d.guest,
        roomTypes: d.roomTypes,
        amount: d.amount,
        amountPaid: 0,
        paymentNotes: null,
        isPaid: false,
        isFetchPayment: false,
        notes: d.notes,
        language: d.language,
      };
    }
    if (!state.exists) return state;
    switch (event.type) {
      case 'ReservationRequestConfirmed':
        return { ...state, status: 'confirmed' };
      case 'ReservationRequestCanceled':
        return { ...state, status: 'canceled' };
      case 'ReservationRequestPaymentRequested':
        return { ...state, isFetchPayment: true };
      case 'ReservationRequestPaid':
        return {
          ...state,
          isPaid: true,
          amountPaid: state.amountPaid + event.data.amount,
          paymentNotes: event.data.notes ?? state.paymentNotes,
        };
      case 'ReservationRequestConverted':
        return { ...state, status: 'reservation' };
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  },
};

/** What a request decision writes: the request's events and the ledger's. */
export interface RequestDecision {
  readonly request: readonly ReservationRequestEvent[];
  readonly ledger: readonly RequestHoldEvent[];
}

const requireRequest = (state: RequestState, propertyId: string): LiveRequest => {
  if (!state.exists || state.propertyId !== propertyId) throw new NotFound('reservationRequest');
  return state;
};

/** An instant `hours` after `now`. */
const hoursAfter = (now: string, hours: number): string =>
  new Date(Date.parse(now) + hours * 3_600_000).toISOString();

/** The night stay of a request at the hotel's check-in and check-out times. */
const nightStay = (world: BookingWorld, now: string, checkIn: string, checkOut: string): Stay =>
  stayOf(world, now, {
    stayType: 'night',
    checkIn,
    checkOut,
    arrivalTime: null,
    exitTime: null,
    hours: null,
  });

/** The request's rooms as ledger candidates (no room assigned), to check a hold against. */
const holdCandidates = (
  resReqId: string,
  rooms: readonly { roomTypeId: string; quantity: number }[],
  stay: Stay,
): HeldStay[] =>
  rooms.flatMap((room, line) =>
    Array.from({ length: room.quantity }, (_, n) => ({
      reservationId: `${resReqId}#${line}-${n}`,
      roomTypeId: room.roomTypeId,
      roomId: null,
      ...stay,
    })),
  );

/** Holds the request's rooms until `until`: refused (409) when they are no longer free. */
const hold = (
  request: {
    id: string;
    number: number;
    roomTypes: readonly { roomTypeId: string; quantity: number }[];
  },
  stay: Stay,
  until: string | null,
  world: BookingWorld,
  ledger: LedgerState,
  now: string,
): RequestHoldEvent => {
  requireAvailable(ledger, holdCandidates(request.id, request.roomTypes, stay), world, {
    at: now,
    except: request.id,
  });
  return {
    type: 'RequestRoomsHeld',
    data: {
      propertyId: world.propertyId,
      resReqId: request.id,
      number: request.number,
      until,
      stay,
      rooms: request.roomTypes.map((r) => ({ roomTypeId: r.roomTypeId, quantity: r.quantity })),
    },
  };
};

const released = (ledger: LedgerState, state: LiveRequest): RequestHoldEvent[] =>
  ledger.requestHolds.has(state.id)
    ? [{ type: 'RequestRoomsReleased', data: { propertyId: state.propertyId, resReqId: state.id } }]
    : [];

/** The rate plan a room type sells online (the one flagged for online booking). */
export const onlinePlanOf = (world: BookingWorld, roomTypeId: string) =>
  [...world.ratePlans.values()].find((p) => p.roomTypeId === roomTypeId && p.isOnlineBook) ?? null;

/** The source a request's reservations carry: the online booking page, or the channel. */
export const requestSourceOf = (
  channel: string,
  name: string,
  nameEn: string | null = null,
): SourceClone => ({
  sourceId: null,
  name,
  ...(nameEn ? { nameEn } : {}),
  shortName: channel === ONLINE_CHANNEL ? 'ОЗ' : channel.slice(0, 2).toUpperCase(),
  color: '#0ea5e9',
  isDefault: false,
  serviceName: channel,
});

// ---------------------------------------------------------------------------------------------
// Receive (the port: the online booking page, or a channel)

/** What any channel hands over: a night stay, rooms by type, the guest. */
export interface RequestIntake {
  readonly channel: string;
  readonly syncId: string | null;
  readonly sourceName: string;
  /** The source's English name (the online booking page has one; a channel is its own name). */
  readonly sourceNameEn?: string | null;
  readonly checkIn: string;
  readonly checkOut: string;
  readonly rooms: readonly {
    readonly roomTypeId: string;
    readonly quantity: number;
    readonly numberOfGuests: number | null;
  }[];
  readonly guest: RequestGuest;
  readonly notes: string | null;
  readonly language: Language;
}

/**
 * A request arrives: its dates lie between the property's today and a year ahead, every room
 * type exists and (online) is sold online, each room holds its adults, the stay is priced by
 * the type's online plan (or the type's own prices for a type without one, channels only),
 * and the rooms are held for REQUEST_HOLD_HOURS — refused with 409 when they are not free.
 */
export const receiveRequest = (
  intake: RequestIntake,
  world: BookingWorld,
  ledger: LedgerState,
  context: { readonly commandId: string; readonly now: string; readonly language: Language },
): RequestDecision & { readonly id: string; readonly number: number; readonly until: string } => {
  const { propertyId } = world;
  const id = deriveId(context.commandId, 'reservation-request');
  const today = dateInTimeZone(context.now, world.timeZone);
  const earliest = world.workingDate > today ? world.workingDate : today;
  if (intake.checkIn < earliest) {
    throw new RuleBroken('request.checkInPast', { date: earliest }, 'checkIn');
  }
  const latest = addDays(earliest, MAX_ONLINE_DAYS_AHEAD);
  if (intake.checkIn > latest) {
    throw new RuleBroken('request.tooFarAhead', { date: latest }, 'checkIn');
  }
  const stay = nightStay(world, context.now, intake.checkIn, intake.checkOut);
  const taxes = taxClonesOf(world);
  const roomTypes: RequestedRoomType[] = intake.rooms.map((room, index) => {
    const type = world.inventory.roomTypes.get(room.roomTypeId);
    if (!type) throw new RuleBroken('request.roomTypeUnknown', {}, `rooms.${index}.roomTypeId`);
    const plan = onlinePlanOf(world, type.id);
    if (!plan && intake.channel === ONLINE_CHANNEL) {
      throw new RuleBroken('request.roomTypeNotOnline', {}, `rooms.${index}.roomTypeId`);
    }
    const adults = room.numberOfGuests ?? type.occupancy;
    if (adults > type.occupancy) {
      throw new RuleBroken(
        'request.tooManyGuests',
        { roomType: namesOf(type), max: type.occupancy },
        `rooms.${index}.numberOfGuests`,
      );
    }
    const price = priceOf(
      sellable(
        quoteFor(world, {
          roomTypeId: type.id,
          ratePlanId: plan?.id ?? null,
          stay,
          adults,
          childrenAges: [],
          partnerDiscount: 0,
          discount: null,
          taxes,
          timePrice: null,
        }),
        context.language,
      ),
    );
    return {
      roomTypeId: type.id,
      name: type.name,
      ...(type.nameEn ? { nameEn: type.nameEn } : {}),
      ratePlanId: plan?.id ?? null,
      ratePlanName: plan?.name ?? null,
      quantity: room.quantity,
      numberOfGuests: adults,
      amount: price.total * room.quantity,
    };
  });
  const number = ledger.lastRequestNumber + 1;
  const until = hoursAfter(context.now, REQUEST_HOLD_HOURS);
  const held = hold({ id, number, roomTypes }, stay, until, world, ledger, context.now);
  return {
    id,
    number,
    until,
    request: [
      {
        type: 'ReservationRequestReceived',
        data: {
          propertyId,
          resReqId: id,
          number,
          channel: intake.channel,
          syncId: intake.syncId,
          sourceClone: requestSourceOf(intake.channel, intake.sourceName, intake.sourceNameEn),
          checkIn: intake.checkIn,
          checkOut: intake.checkOut,
          stayNights: daysBetween(intake.checkIn, intake.checkOut),
          guest: intake.guest,
          roomTypes,
          numberOfGuests: roomTypes.reduce((sum, r) => sum + r.numberOfGuests * r.quantity, 0),
          numberOfRooms: roomTypes.reduce((sum, r) => sum + r.quantity, 0),
          amount: roomTypes.reduce((sum, r) => sum + r.amount, 0),
          notes: intake.notes,
          language: intake.language,
          createdAt: context.now,
        },
      },
    ],
    ledger: [held],
  };
};

// ---------------------------------------------------------------------------------------------
// Confirm, cancel

export const changeRequestStatus = (
  command: ChangeRequestStatus,
  current: RequestState,
  ledger: LedgerState,
  { propertyId, now }: { readonly propertyId: string; readonly now: string },
): RequestDecision => {
  const state = requireRequest(current, propertyId);
  if (command.status === 'confirmed') {
    if (!canConfirm(state)) throw new RuleBroken('request.cannotConfirm');
    return {
      request: [
        { type: 'ReservationRequestConfirmed', data: { propertyId, resReqId: state.id, at: now } },
      ],
      ledger: [],
    };
  }
  if (!canCancel(state)) throw new RuleBroken('request.cannotCancel');
  return {
    request: [
      {
        type: 'ReservationRequestCanceled',
        data: { propertyId, resReqId: state.id, at: now, reason: command.reason },
      },
    ],
    ledger: released(ledger, state),
  };
};

// ---------------------------------------------------------------------------------------------
// Payment

/**
 * Asks the guest to pay the request's amount into one of the property's accounts (the route
 * e-mails it once stored). The rooms are held again for PAYMENT_HOLD_HOURS (refused with 409
 * when they are no longer free); asking again (another account, a lost e-mail) is allowed
 * until the payment arrives.
 */
export const requestPayment = (
  command: RequestPayment,
  current: RequestState,
  world: BookingWorld,
  ledger: LedgerState,
  { now, language }: { readonly now: string; readonly language: Language },
): RequestDecision & {
  readonly bankAccount: RequestBankAccount;
  readonly email: string;
  readonly until: string | null;
} => {
  const state = requireRequest(current, world.propertyId);
  if (state.isPaid) throw new RuleBroken('request.alreadyPaid');
  if (state.status === 'canceled') throw new RuleBroken('request.canceled');
  if (!canRequestPayment(state)) throw new RuleBroken('request.paymentNeedsConfirmation');
  if (!state.guest.email) throw new RuleBroken('request.noEmail');
  const account = world.profile.banks.get(command.bankAccountId);
  if (!account) throw new RuleBroken('request.bankAccountUnknown', {}, 'bankAccountId');
  const bank = bankById(account.bankId);
  const bankAccount: RequestBankAccount = {
    id: account.id,
    bankId: account.bankId,
    bankName: bank ? bank[language] : account.bankId,
    accountName: account.accountName,
    number: account.number,
    currency: account.currency,
  };
  // A converted request's rooms are reservations already: nothing to hold.
  const until = state.status === 'reservation' ? null : hoursAfter(now, PAYMENT_HOLD_HOURS);
  const ledgerEvents =
    state.status === 'reservation'
      ? []
      : [
          hold(
            state,
            nightStay(world, now, state.checkIn, state.checkOut),
            until,
            world,
            ledger,
            now,
          ),
        ];
  return {
    bankAccount,
    email: state.guest.email,
    until,
    request: [
      {
        type: 'ReservationRequestPaymentRequested',
        data: {
          propertyId: world.propertyId,
          resReqId: state.id,
          at: now,
          amount: state.amount - state.amountPaid,
          bankAccount,
          email: state.guest.email,
        },
      },
    ],
    ledger: ledgerEvents,
  };
};

/**
 * The guest's payment arrived: the request is paid. Its rooms are then held until it is
 * converted or canceled — when they are still free; money that arrived is recorded either
 * way (`held` says whether the rooms are kept; the conversion's date dialog finds others).
 */
export const recordPayment = (
  command: RecordRequestPayment,
  current: RequestState,
  world: BookingWorld,
  ledger: LedgerState,
  { now }: { readonly now: string },
): RequestDecision & { readonly held: boolean } => {
  const state = requireRequest(current, world.propertyId);
  if (!canRecordPayment(state)) {
    throw new RuleBroken(state.isPaid ? 'request.alreadyPaid' : 'request.canceled');
  }
  let ledgerEvents: RequestHoldEvent[] = [];
  if (state.status !== 'reservation') {
    try {
      ledgerEvents = [
        hold(state, nightStay(world, now, state.checkIn, state.checkOut), null, world, ledger, now),
      ];
    } catch (error) {
      if (!(error instanceof RuleBroken)) throw error;
    }
  }
  return {
    held: ledgerEvents.length > 0,
    request: [
      {
        type: 'ReservationRequestPaid',
        data: {
          propertyId: world.propertyId,
          resReqId: state.id,
          amount: command.amount,
          paidAt: now,
          notes: command.notes,
        },
      },
    ],
    ledger: ledgerEvents,
  };
};

// ---------------------------------------------------------------------------------------------
// Convert

/**
 * Books a paid request as reservations (one group) through the booking decider — the same
 * rules, prices and ledger as staff bookings — on the dates staff chose (check-out defaults to
 * check-in plus the request's nights). The request's own hold gives way to the stays and is
 * released; the request becomes `reservation` and names the reservations.
 */
export const convertRequest = (
  command: ConvertRequest,
  current: RequestState,
  world: BookingWorld,
  ledger: LedgerState,
  context: DecisionContext,
): RequestDecision & {
  readonly booking: ReservationDecision & {
    readonly groupId: string;
    readonly groupNumber: number;
    readonly reservationIds: readonly string[];
  };
  readonly checkOut: string;
  readonly total: number;
  /** What was posted as prepayments (0 when nothing was paid or no method takes prepayments). */
  readonly prepaid: number;
} => {
  const state = requireRequest(current, world.propertyId);
  if (!canConvert(state)) {
    throw new RuleBroken(state.isPaid ? 'request.closed' : 'request.notPaid');
  }
  const checkOut = command.checkOut ?? addDays(command.checkIn, state.stayNights);
  for (const line of state.roomTypes) {
    if (!world.inventory.roomTypes.has(line.roomTypeId)) {
      throw new RuleBroken('request.roomTypeGone', { roomType: namesOf(line) });
    }
  }
  const bookCommand = bookReservationSchema.parse({
    stayType: 'night',
    checkIn: command.checkIn,
    checkOut,
    notes: state.notes,
    roomTypes: state.roomTypes.map((line) => {
      // The plan it was priced by, while it still belongs to the type; else the type's prices.
      const plan = line.ratePlanId ? world.ratePlans.get(line.ratePlanId) : undefined;
      return {
        roomTypeId: line.roomTypeId,
        ratePlanId: plan && plan.roomTypeId === line.roomTypeId ? plan.id : null,
        numberOfGuests: line.numberOfGuests,
        quantity: line.quantity,
      };
    }),
    guest: {
      name: state.guest.name,
      surname: state.guest.surname,
      phoneNumber: state.guest.phoneNumber,
      email: state.guest.email,
      nationality: state.guest.nationality,
    },
    status: 'confirmed',
  });
  const booking = book(bookCommand, world, ledger, null, context, {
    resReqId: state.id,
    sourceClone: state.sourceClone,
  });
  const created = [...booking.reservations.entries()].flatMap(([id, events]) =>
    events[0]?.type === 'ReservationCreated' ? [{ id, total: events[0].data.price.total }] : [],
  );
  const total = created.reduce((sum, r) => sum + r.total, 0);
  // What the guest paid for the request becomes the reservations' prepayments.
  const prepayments = requestPrepayments(
    { amount: state.amountPaid, notes: state.paymentNotes },
    created,
    world.settings,
    {
      propertyId: world.propertyId,
      workingDate: world.workingDate,
      now: context.now,
      user: context.user,
      paymentIdOf: (id) => deriveId(context.commandId, `prepayment-${id}`),
    },
  );
  const reservations = new Map(
    [...booking.reservations].map(([id, events]) => [
      id,
      [...events, ...(prepayments.get(id) ?? [])],
    ]),
  );
  return {
    booking: {
      ...booking,
      reservations,
      ledger: [...booking.ledger, ...released(ledger, state)],
    },
    prepaid: [...prepayments.values()].length > 0 ? state.amountPaid : 0,
    checkOut,
    total,
    request: [
      {
        type: 'ReservationRequestConverted',
        data: {
          propertyId: world.propertyId,
          resReqId: state.id,
          at: context.now,
          groupId: booking.groupId,
          groupNumber: booking.groupNumber,
          reservationIds: [...booking.reservationIds],
          checkIn: command.checkIn,
          checkOut,
        },
      },
    ],
    ledger: [],
  };
};
