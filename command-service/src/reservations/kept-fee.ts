import type { PaymentMethodClone, PaymentPosted } from '@hotel/events/folio/events';
import { deriveId } from '@hotel/events/ids';
import { feeKindOf } from '@hotel/events/reservations/fees';
import type { ReservationStatus } from '@hotel/events/reservations/events';
import { owesFee } from '@hotel/events/reservations/rules';
import { RuleBroken } from '@hotel/events/rule-broken';
import { englishNameOf } from '@hotel/events/settings/events';
import type { LiveReservation } from './reservation-state';
import type { BookingWorld } from './world';

/**
 * A canceled or no-show stay whose fee was paid, reinstated (back to pending or confirmed, or a
 * no-show checked in): the guest's money is not lost with the fee. It becomes a payment of the
 * stay, in the method the fee was paid by, posted on the working date and marked `fromFee`:
 * the reinstatement takes the fee's income back on that date (the incomes and the sales report
 * book it negative) and this payment books the same money again, so the day the fee was
 * received keeps it, nothing is counted twice and the balance counts what the guest paid.
 * A fee stored without its method (before issue 31) is kept in the property's default method.
 * Null when there is no paid fee to keep.
 */
export const keptFeePayment = (
  state: LiveReservation,
  to: ReservationStatus,
  world: Pick<BookingWorld, 'propertyId' | 'workingDate' | 'settings'>,
  context: {
    readonly commandId: string;
    readonly now: string;
    readonly user: PaymentPosted['data']['userClone'];
  },
): PaymentPosted | null => {
  const fee = state.cancellation;
  if (!owesFee(state) || feeKindOf(to) || !fee?.isPaid || fee.amount <= 0) return null;
  const method = fee.payment?.paymentMethodClone ?? defaultMethodOf(world.settings);
  const windowId = state.routing?.routes.room;
  return {
    type: 'PaymentPosted',
    data: {
      propertyId: world.propertyId,
      reservationId: state.id,
      paymentId: deriveId(context.commandId, 'kept-fee'),
      incomeType: to === 'checked-in' ? 'paid' : 'prepaid',
      billType: 'individual',
      currencyClone: { currencyId: null, name: 'Төгрөг', shortName: 'MNT', rate: 1 },
      pays: [{ paymentMethodClone: method, amount: fee.amount, amountMnt: fee.amount }],
      amount: fee.amount,
      amountMnt: fee.amount,
      notes: null,
      postedDate: world.workingDate,
      userClone: context.user,
      createdAt: context.now,
      ...(windowId && windowId !== '1' ? { windowId } : {}),
      fromFee: { paidDate: fee.payment?.paidDate ?? state.feeDate ?? world.workingDate },
    },
  };
};

/** The property's default payment method (else its first), for a fee stored without one. */
const defaultMethodOf = (settings: BookingWorld['settings']): PaymentMethodClone => {
  const methods = [...settings.PaymentMethod.values()];
  const method = methods.find((m) => m.isDefault) ?? methods[0];
  if (!method) throw new RuleBroken('reservation.feeMethodRequired', {}, 'paymentMethodId');
  return {
    paymentMethodId: method.id,
    name: method.name,
    ...englishNameOf(method),
    color: method.color,
    ...(method.isCash === undefined ? {} : { isCash: method.isCash }),
  };
};
