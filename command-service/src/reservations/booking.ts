import { deriveId } from '@hotel/events/ids';
import type { BookReservation } from '@hotel/events/reservations/commands';
import { chargeKinds, type Routing } from '@hotel/events/folio/routing';
import type { FolioRoutingSet } from '@hotel/events/folio/events';
import type {
  CancellationPolicyClone,
  GroupEvent,
  GuestClone,
  HeldStay,
  PartnerClone,
  ReservationEvent,
  ReservationStatus,
  SourceClone,
  Stay,
  TaxClone,
} from '@hotel/events/reservations/events';
import { keepsPending } from '@hotel/events/reservations/walk-in';
import { NotFound, RuleBroken } from '@hotel/events/rule-broken';
import { requireAvailable, requireNotTooEarly } from './availability';
import type { DecisionContext, ReservationDecision } from './decision';
import type { GroupState } from './group';
import type { LedgerState } from './ledger';
import {
  type BookingWorld,
  cancellationPolicyCloneOf,
  partnerCloneOf,
  priceOf,
  quoteFor,
  ratePlanCloneOf,
  roomCloneOf,
  roomTypeCloneOf,
  sellable,
  sourceCloneOf,
  stayOf,
  taxClonesOf,
} from './world';

export interface BookedIds {
  readonly groupId: string;
  readonly groupNumber: number;
  readonly reservationIds: readonly string[];
}

/**
 * Where a booking comes from when it is not staff's own: a reservation request being
 * converted, a channel's booking, or a site's channel hold made a reservation. Its source is
 * theirs, and the request's or the site's own hold gives way to the stays.
 */
export interface BookingOrigin {
  readonly resReqId?: string | null;
  readonly channelHoldId?: string | null;
  readonly sourceClone: SourceClone;
}

/** Who the booking is for, as each of its reservations keeps it. */
const guestCloneOf = (command: BookReservation): GuestClone => ({
  name: command.guest.name,
  surname: command.guest.surname,
  nationality: command.guest.nationality,
  phoneNumber: command.guest.phoneNumber,
  email: command.guest.email,
});

/** The booking's lines, the room picked on the calendar first among its type's rooms. */
const linesOf = (command: BookReservation, world: BookingWorld) => {
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
  return lines;
};

type BookingLine = ReturnType<typeof linesOf>[number];

/** What every reservation of the booking shares. */
interface Terms {
  readonly command: BookReservation;
  readonly world: BookingWorld;
  readonly context: DecisionContext;
  readonly stay: Stay;
  readonly status: ReservationStatus;
  readonly groupId: string;
  readonly groupNumber: number;
  readonly sourceClone: SourceClone;
  readonly partnerClone: PartnerClone | null;
  readonly taxClones: TaxClone[];
  readonly cancellationPolicyClone: CancellationPolicyClone | null;
  readonly guestClone: GuestClone;
}

/** The group the booking joins (`gid`), or the one it opens. */
const groupOf = (
  terms: Omit<Terms, 'groupId' | 'groupNumber' | 'status'>,
  ledger: LedgerState,
  existingGroup: GroupState | null,
): { groupId: string; groupNumber: number; events: GroupEvent[] } => {
  const { command, world, context } = terms;
  if (command.gid) {
    if (!existingGroup?.exists || existingGroup.propertyId !== world.propertyId) {
      throw new NotFound('group');
    }
    return { groupId: command.gid, groupNumber: existingGroup.number, events: [] };
  }
  const groupId = deriveId(context.commandId, 'group');
  const groupNumber = ledger.lastGroupNumber + 1;
  const opened: GroupEvent = {
    type: 'GroupOpened',
    data: {
      propertyId: world.propertyId,
      groupId,
      number: groupNumber,
      sourceClone: terms.sourceClone,
      partnerClone: terms.partnerClone,
      guestClone: terms.guestClone,
      createdAt: context.now,
    },
  };
  return { groupId, groupNumber, events: [opened] };
};

/** The partner pays some charges (routing at booking): window 2 from the first event. */
const partnerRouting = (terms: Terms, reservationId: string): FolioRoutingSet[] => {
  const { command, context, partnerClone } = terms;
  if (!partnerClone || command.partnerPays.length === 0) return [];
  return [
    {
      type: 'FolioRoutingSet',
      data: {
        propertyId: terms.world.propertyId,
        reservationId,
        routing: {
          windows: [{ windowId: '2' as const, partnerClone }],
          routes: Object.fromEntries(
            chargeKinds.map((kind) => [kind, command.partnerPays.includes(kind) ? '2' : '1']),
          ) as Routing['routes'],
        },
        previous: null,
        userClone: context.user,
        at: context.now,
      },
    },
  ];
};

/** One line's reservations (one per room of its quantity) and the stays they hold. */
const lineReservations = (
  terms: Terms,
  line: BookingLine,
  lineIndex: number,
  firstNumber: number,
): { reservationId: string; events: ReservationEvent[]; held: HeldStay & { number: number } }[] => {
  const { command, world, context, stay } = terms;
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
        partnerDiscount: terms.partnerClone?.discount ?? 0,
        discount: null,
        taxes: terms.taxClones,
        timePrice: command.timePrice,
      }),
      context.language,
    ),
  );
  return Array.from({ length: line.quantity }, (_, i) => {
    const reservationId = deriveId(context.commandId, `reservation-${lineIndex}-${i}`);
    const roomClone = roomCloneOf(world, line.roomTypeId, line.roomIds[i] ?? null);
    const number = firstNumber + i;
    const created: ReservationEvent = {
      type: 'ReservationCreated',
      data: {
        propertyId: world.propertyId,
        reservationId,
        number,
        groupId: terms.groupId,
        groupNumber: terms.groupNumber,
        status: terms.status,
        ...stay,
        numberOfGuests: line.numberOfGuests,
        childrenAges: line.ageOfChildren,
        roomTypeClone,
        roomClone,
        sourceClone: terms.sourceClone,
        partnerClone: terms.partnerClone,
        userClone: context.user,
        ratePlanClone,
        cancellationPolicyClone: terms.cancellationPolicyClone,
        taxClones: terms.taxClones,
        guestClone: terms.guestClone,
        timePrice: stay.stayType === 'night' ? null : command.timePrice,
        price,
        notes: command.notes,
        isSendEmail: command.isSendEmail,
        createdAt: context.now,
      },
    };
    const held = {
      reservationId,
      number,
      roomTypeId: line.roomTypeId,
      roomId: roomClone?.roomId ?? null,
      ...stay,
      ...(terms.partnerClone ? { partnerId: terms.partnerClone.partnerId } : {}),
    };
    return { reservationId, events: [created, ...partnerRouting(terms, reservationId)], held };
  });
};

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
  const shared = {
    command,
    world,
    context,
    stay,
    sourceClone,
    partnerClone,
    taxClones,
    cancellationPolicyClone: cancellationPolicyCloneOf(world),
    guestClone: guestCloneOf(command),
  };
  const lines = linesOf(command, world);
  const { groupId, groupNumber, events: groupEvents } = groupOf(shared, ledger, existingGroup);

  // The default-source rule (operations spec §4; the stepper shows the same rule).
  const walkIn = keepsPending({
    sourceIsDefault: sourceClone.isDefault,
    serviceName: sourceClone.serviceName,
    checkIn: stay.checkIn,
    workingDate: world.workingDate,
    roomChosen: lines.some((l) => l.roomIds.length > 0),
  });
  const status: ReservationStatus = walkIn ? 'pending' : command.status;
  const terms: Terms = { ...shared, status, groupId, groupNumber };

  const reservations = new Map<string, ReservationEvent[]>();
  const held: (HeldStay & { number: number })[] = [];
  for (const [lineIndex, line] of lines.entries()) {
    const booked = lineReservations(terms, line, lineIndex, ledger.lastNumber + held.length + 1);
    for (const one of booked) {
      reservations.set(one.reservationId, one.events);
      held.push(one.held);
    }
  }
  requireAvailable(
    ledger,
    held.map(({ number: _n, ...stay }) => stay),
    world,
    {
      at: context.now,
      except: origin?.resReqId ?? null,
      replacing: origin?.channelHoldId ?? null,
    },
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
