import type { NightAuditPerformed } from '@hotel/events/night-audit/events';
import type {
  PaymentDeleted,
  PaymentPosted,
  PaymentRefunded,
  IncomeEdited,
  PaymentWindowChanged,
  ReceivablePaid,
} from '@hotel/events/folio/events';
import type { ReadSession } from '@hotel/infra/read-store/port';
import type { ProjectedEvent } from '../runtime/projection';
import {
  byId,
  INCOMES,
  INCOME_RESERVATIONS,
  type IncomeDoc,
  type IncomeReservationDoc,
  methodIds,
  partnerOfWindow,
  paysOf,
  refOf,
  withSearch,
  withoutSearch,
} from './documents';

/** The folio's payments, refunds and receivables, and the night audit that closes them. */
export const applyPaymentEvent = async (
  event: ProjectedEvent,
  session: ReadSession,
): Promise<void> => {
  const incomes = session.collection<IncomeDoc>(INCOMES);
  switch (event.type) {
    case 'PaymentPosted': {
      const d = event.data as PaymentPosted['data'];
      const ref = await byId<IncomeReservationDoc>(session, INCOME_RESERVATIONS, d.reservationId);
      if (!ref) return;
      const incomePays = paysOf(d.pays);
      const isPaid = d.incomeType !== 'receivable';
      await incomes.replaceOne(
        { _id: d.paymentId },
        withSearch({
          _id: d.paymentId,
          propertyId: d.propertyId,
          refId: d.reservationId,
          reservation: refOf(ref),
          incomeType: d.incomeType,
          amount: d.amountMnt,
          currency: d.currencyClone.shortName,
          rate: d.currencyClone.rate,
          currencyAmount: d.amount,
          incomePays,
          paidPays: [],
          paymentMethodIds: methodIds(incomePays),
          payer: ref.payer,
          ...(d.windowId && d.windowId !== '1'
            ? { windowId: d.windowId, payerPartner: partnerOfWindow(ref, d.windowId) }
            : {}),
          userName: d.userClone.name ?? d.userClone.email,
          postedDate: d.postedDate,
          paidAt: isPaid ? d.postedDate : null,
          notes: d.notes,
          billType: d.billType,
          isPaid,
          isAudited: false,
          createdAt: d.createdAt,
        }),
        { upsert: true },
      );
      return;
    }
    case 'PaymentDeleted': {
      const d = event.data as PaymentDeleted['data'];
      await incomes.deleteOne({ _id: d.paymentId });
      return;
    }
    case 'ReceivablePaid': {
      const d = event.data as ReceivablePaid['data'];
      const income = await byId<IncomeDoc>(session, INCOMES, d.paymentId);
      if (!income) return;
      const paidPays = paysOf(d.pays);
      await incomes.replaceOne(
        { _id: income._id },
        {
          ...income,
          paidPays,
          paymentMethodIds: methodIds(income.incomePays, paidPays),
          paidAt: d.paidAt,
          isPaid: true,
        },
      );
      return;
    }
    case 'PaymentRefunded': {
      // Money given back: a negative income of type refund on the day it was paid out.
      const d = event.data as PaymentRefunded['data'];
      const ref = await byId<IncomeReservationDoc>(session, INCOME_RESERVATIONS, d.reservationId);
      if (!ref) return;
      const incomePays = paysOf(d.pays, -1);
      // Given back to whoever paid it: the refunded payment's window and partner.
      const refunded = await byId<IncomeDoc>(session, INCOMES, d.paymentId);
      await incomes.replaceOne(
        { _id: d.refundId },
        withSearch({
          _id: d.refundId,
          propertyId: d.propertyId,
          refId: d.reservationId,
          reservation: refOf(ref),
          incomeType: 'refund',
          refundOf: d.paymentId,
          reason: d.reason,
          amount: -d.amountMnt,
          currency: 'MNT',
          rate: 1,
          currencyAmount: -d.amountMnt,
          incomePays,
          paidPays: [],
          paymentMethodIds: methodIds(incomePays),
          payer: ref.payer,
          ...(refunded?.windowId
            ? { windowId: refunded.windowId, payerPartner: refunded.payerPartner ?? null }
            : {}),
          userName: d.userClone.name ?? d.userClone.email,
          postedDate: d.postedDate,
          paidAt: d.postedDate,
          notes: d.reason,
          billType: 'individual',
          isPaid: true,
          isAudited: false,
          createdAt: d.createdAt,
        }),
        { upsert: true },
      );
      return;
    }
    case 'PaymentWindowChanged': {
      // The payment now pays another window: its payer is that window's.
      const d = event.data as PaymentWindowChanged['data'];
      const ref = await byId<IncomeReservationDoc>(session, INCOME_RESERVATIONS, d.reservationId);
      const income = await byId<IncomeDoc>(session, INCOMES, d.paymentId);
      if (!ref || !income) return;
      const { windowId: _w, payerPartner: _p, ...rest } = withoutSearch(income);
      await incomes.replaceOne(
        { _id: income._id },
        withSearch({
          ...rest,
          ...(d.to === '1' ? {} : { windowId: d.to, payerPartner: partnerOfWindow(ref, d.to) }),
        }),
      );
      return;
    }
    case 'IncomeEdited': {
      const d = event.data as IncomeEdited['data'];
      const income = await byId<IncomeDoc>(session, INCOMES, d.paymentId);
      if (!income) return;
      await incomes.replaceOne(
        { _id: income._id },
        withSearch({ ...withoutSearch(income), billType: d.billType, notes: d.notes }),
      );
      return;
    }
    case 'NightAuditPerformed': {
      // The audit closes its date: every income posted on or before it is audited.
      const d = event.data as NightAuditPerformed['data'];
      await incomes.updateMany(
        { propertyId: d.propertyId, postedDate: { $lte: d.date }, isAudited: false },
        { $set: { isAudited: true } },
      );
      return;
    }
    default:
      return;
  }
};
