import { namesOf } from '@hotel/events/names';
import { addDays } from '@hotel/events/dates';
import { deriveId } from '@hotel/events/ids';
import type { ConvertRequest } from '@hotel/events/reservation-requests/commands';
import { canConvert } from '@hotel/events/reservation-requests/rules';
import { bookReservationSchema } from '@hotel/events/reservations/commands';
import { RuleBroken } from '@hotel/events/rule-broken';
import { requestPrepayments } from '../folio/decider';
import { book, type DecisionContext, type ReservationDecision } from '../reservations/decider';
import type { LedgerState } from '../reservations/ledger';
import type { BookingWorld } from '../reservations/world';
import { type RequestDecision, requireRequest } from './decision';
import { released } from './holds';
import type { RequestState } from './request-state';

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
