import { namesOf } from '@hotel/events/names';
import type { ChangeCancellationFee, ChangeStatus } from '@hotel/events/reservations/commands';
import {
  type CancellationFee,
  type FeeMethod,
  type FeePayment,
  feeKindOf,
  isFeeAudited,
  policyFee,
} from '@hotel/events/reservations/fees';
import { RuleBroken } from '@hotel/events/rule-broken';
import { englishNameOf } from '@hotel/events/settings/events';
import {
  type DecisionContext,
  type ReservationDecision,
  requireReservation,
  single,
} from './decision';
import type { LiveReservation, ReservationState } from './reservation-state';
import type { BookingWorld } from './world';

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
