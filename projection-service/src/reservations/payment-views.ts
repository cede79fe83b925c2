import type { PaymentPosted, PaymentRefunded } from '@hotel/events/folio/events';
import { englishNameOf } from '@hotel/events/settings/events';
import type { PaymentView, RefundView } from './documents';

export const refundViewOf = (data: PaymentRefunded['data']): RefundView => {
  const line = data.pays[0];
  return {
    id: data.refundId,
    postedDate: data.postedDate,
    amount: data.amountMnt,
    paymentMethod: {
      id: line?.paymentMethodClone.paymentMethodId ?? '',
      name: line?.paymentMethodClone.name ?? '',
      ...(line ? englishNameOf(line.paymentMethodClone) : {}),
      color: line?.paymentMethodClone.color ?? '',
    },
    reason: data.reason,
    userName: data.userClone.name ?? data.userClone.email,
    createdAt: data.createdAt,
  };
};

export const paymentViewOf = (data: PaymentPosted['data']): PaymentView => ({
  id: data.paymentId,
  postedDate: data.postedDate,
  incomeType: data.incomeType,
  billType: data.billType,
  currency: data.currencyClone.shortName,
  rate: data.currencyClone.rate,
  amount: data.amount,
  amountMnt: data.amountMnt,
  pays: data.pays.map((line) => ({
    paymentMethod: {
      id: line.paymentMethodClone.paymentMethodId,
      name: line.paymentMethodClone.name,
      ...englishNameOf(line.paymentMethodClone),
      color: line.paymentMethodClone.color,
    },
    amount: line.amount,
    ...(line.tendered === undefined ? {} : { tendered: line.tendered, change: line.change ?? 0 }),
  })),
  notes: data.notes,
  isPaid: data.incomeType !== 'receivable',
  paidAt: data.incomeType === 'receivable' ? null : data.postedDate,
  isAudited: false,
  userName: data.userClone.name ?? data.userClone.email,
  createdAt: data.createdAt,
  ...(data.windowId ? { windowId: data.windowId } : {}),
});

/** What the guest has paid: the payments less what was refunded of them. */
export const paidOf = (payments: readonly PaymentView[]): number =>
  payments.reduce(
    (sum, payment) =>
      sum + payment.amountMnt - (payment.refunds ?? []).reduce((r, refund) => r + refund.amount, 0),
    0,
  );
