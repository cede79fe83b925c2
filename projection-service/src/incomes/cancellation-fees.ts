import { type CancellationFee, feeKindOf } from '@hotel/events/reservations/fees';
import type { ReservationStatusChanged } from '@hotel/events/reservations/events';
import type { ReadSession } from '@hotel/infra/read-store/port';
import { englishNameOf } from '@hotel/events/settings/events';
import {
  byId,
  INCOMES,
  type IncomeDoc,
  type IncomeReservationDoc,
  methodIds,
  refOf,
  withSearch,
  withoutSearch,
  type IncomePay,
} from './documents';

/**
 * The fee a status change makes an income of: a cancellation or no-show fee paid on the spot
 * (income type `cancellation`, on the change's working date); null otherwise. A change away
 * from canceled or no-show takes that income back. The sales report counts it by the same rule.
 */
export const paidCancellationFee = (d: ReservationStatusChanged['data']): number | null =>
  feeKindOf(d.to) && d.cancellation?.isPaid && d.cancellation.amount > 0
    ? d.cancellation.amount
    : null;

/** What a fee counts as received: its amount when paid, else 0. */
export const paidFeeOf = (fee: CancellationFee | null): number => (fee?.isPaid ? fee.amount : 0);

/**
 * A fee received on an earlier day and no longer owed (the stay reinstated: its money became a
 * payment of the stay, `reservation.feeKept`): the day it was received keeps its income, and
 * the working date of the change gets the same income negative — reversed, never deleted. The
 * received one moves to an id of its own (`…|cancellation|{date}`) so a later fee of the same
 * stay (canceled again) never overwrites it.
 */
export const takeBack = async (
  session: ReadSession,
  received: IncomeDoc,
  at: { workingDate: string; time: string; notes: string | null },
) => {
  const incomes = session.collection<IncomeDoc>(INCOMES);
  const kept = `${received._id}|${received.postedDate}`;
  await incomes.deleteOne({ _id: received._id });
  await incomes.replaceOne({ _id: kept }, { ...received, _id: kept }, { upsert: true });
  const back = `${kept}|back`;
  const incomePays = received.incomePays.map((pay) => ({ ...pay, amount: -pay.amount }));
  await incomes.replaceOne(
    { _id: back },
    withSearch({
      ...withoutSearch(received),
      _id: back,
      amount: -received.amount,
      currencyAmount: -received.currencyAmount,
      incomePays,
      postedDate: at.workingDate,
      paidAt: at.workingDate,
      notes: at.notes,
      userName: null,
      isAudited: false,
      createdAt: at.time,
    }),
    { upsert: true },
  );
};

/**
 * The cancellation-fee income of a reservation (`{reservationId}|cancellation`): written when
 * its fee is paid (at cancellation or later, `CancellationFeeChanged`) with the method, the user
 * who took it and the day it was received; when the fee is no longer paid it is removed the
 * same day (a correction of the day's own entry) or, received on an earlier day (the stay
 * reinstated), taken back on the working date (`takeBack`).
 */
export const applyCancellationFee = async (
  session: ReadSession,
  ref: IncomeReservationDoc,
  fee: CancellationFee | null,
  at: { workingDate: string; time: string; notes: string | null; propertyId: string },
) => {
  const incomes = session.collection<IncomeDoc>(INCOMES);
  const feeId = `${ref._id}|cancellation`;
  if (!fee?.isPaid || fee.amount <= 0) {
    const received = await byId<IncomeDoc>(session, INCOMES, feeId);
    if (received && received.postedDate < at.workingDate) {
      await takeBack(session, received, at);
    } else {
      // The same day's own entry, corrected (or nothing was received).
      await incomes.deleteOne({ _id: feeId });
    }
    return;
  }
  const payment = fee.payment ?? null;
  const method = payment?.paymentMethodClone;
  const incomePays: IncomePay[] = method
    ? [
        {
          paymentMethod: {
            id: method.paymentMethodId,
            name: method.name,
            ...englishNameOf(method),
            color: method.color,
          },
          amount: fee.amount,
        },
      ]
    : [];
  const paidDate = payment?.paidDate ?? at.workingDate;
  await incomes.replaceOne(
    { _id: feeId },
    withSearch({
      _id: feeId,
      propertyId: at.propertyId,
      refId: ref._id,
      reservation: refOf(ref),
      incomeType: 'cancellation',
      amount: fee.amount,
      currency: 'MNT',
      rate: 1,
      currencyAmount: fee.amount,
      incomePays,
      paidPays: [],
      paymentMethodIds: methodIds(incomePays),
      payer: ref.payer,
      userName: payment ? (payment.userClone.name ?? payment.userClone.email) : null,
      postedDate: paidDate,
      paidAt: paidDate,
      notes: at.notes,
      billType: 'individual',
      isPaid: true,
      isAudited: false,
      createdAt: payment?.paidAt ?? at.time,
    }),
    { upsert: true },
  );
};
