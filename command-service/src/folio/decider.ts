import { namesOf } from '@hotel/events/names';
import type {
  CurrencyClone,
  FolioEvent,
  PayLine,
  PaymentIncomeType,
  PaymentMethodClone,
} from '@hotel/events/folio/events';
import type {
  DeletePayment,
  EditIncome,
  PayReceivable,
  PostPayment,
  RefundPayment,
} from '@hotel/events/folio/commands';
import type { UserClone } from '@hotel/events/reservations/events';
import { balanceOf } from '@hotel/events/reservations/rules';
import { NotFound, RuleBroken } from '@hotel/events/rule-broken';
import { type SettingsItem, englishNameOf } from '@hotel/events/settings/events';
import { isCashLine } from '@hotel/events/vat-receipts/figures';
import type { SettingsState } from '../settings/decider';
import {
  type FolioPayment,
  isAudited,
  type LiveReservation,
  type ReservationState,
  windowsNow,
} from '../reservations/decider';

/**
 * The folio's rules (operations spec §3 payment, income; settings spec §5 reservation panels):
 * what may be paid, in what, and what may be undone. Pure: the route loads the reservation
 * and the property's settings and appends what these return to the reservation's stream.
 */

export interface FolioContext {
  readonly propertyId: string;
  /** The property's working date: a payment's posted date. */
  readonly workingDate: string;
  readonly paymentId: string;
  readonly now: string;
  readonly user: UserClone;
}

const TUGRIK: CurrencyClone = { currencyId: null, name: 'Төгрөг', shortName: 'MNT', rate: 1 };

const live = (state: ReservationState, propertyId: string): LiveReservation => {
  if (!state.exists || state.propertyId !== propertyId) throw new NotFound('reservation');
  return state;
};

/** What the guest owes now (a negative balance is money to give back). */
export const balanceNow = (state: LiveReservation): number =>
  balanceOf({ ...state, amount: state.price.total });

/**
 * One payer window of the stay as it stands (`windowsNow`): a payment's window that no longer
 * exists counts in the guest's, as `windowsOf` counts it. `routed` is whether the stay has more
 * than the guest's window (the messages then name the window).
 */
const windowNow = (state: LiveReservation, windowId: string | undefined) => {
  const windows = windowsNow(state);
  const window =
    windows.find((w) => w.windowId === (windowId ?? '1')) ??
    windows.find((w) => w.windowId === '1');
  return { window: window!, routed: windows.length > 1 };
};

/** The currency asked for, or the property's default one (tugrik when the list is empty). */
const currencyOf = (settings: SettingsState, currencyId: string | null): CurrencyClone => {
  const currencies = [...settings.Currency.values()];
  const currency = currencyId
    ? settings.Currency.get(currencyId)
    : currencies.find((c) => c.isDefault);
  if (!currency) {
    if (currencyId) throw new RuleBroken('folio.unknownCurrency', {}, 'currency.id');
    return TUGRIK;
  }
  return {
    currencyId: currency.id,
    name: currency.name,
    ...englishNameOf(currency),
    shortName: currency.shortName,
    rate: currency.rate,
  };
};

/** What a payment keeps of its method: its names, colour and whether it is cash. */
const paymentMethodCloneOf = (method: SettingsItem<'PaymentMethod'>): PaymentMethodClone => ({
  paymentMethodId: method.id,
  name: method.name,
  ...englishNameOf(method),
  color: method.color,
  ...(method.isCash === undefined ? {} : { isCash: method.isCash }),
});

/**
 * Cash is what the method's "cash" switch says (settings → payment methods); a method saved
 * before the switch existed is cash when named so. The one definition the VAT receipt uses.
 */
export const isCashMethod = (method: Pick<SettingsItem<'PaymentMethod'>, 'name' | 'isCash'>) =>
  isCashLine({ methodName: method.name, isCash: method.isCash });

/**
 * The lines as the folio keeps them: each method cloned (it must exist and, when `incomeType`
 * is given, take that income type) and its amount converted to whole tugrik. A line that says
 * what the guest handed over (`tendered`) must be cash: change is given back only in cash; it
 * keeps the tendered money and the change (`tendered − amount`, never negative: the command's
 * schema refuses a tendered below the amount).
 */
const payLinesOf = (
  settings: SettingsState,
  pays: PostPayment['pays'],
  rate: number,
  incomeType: PaymentIncomeType | null,
): PayLine[] =>
  pays.map((line, index) => {
    const method = settings.PaymentMethod.get(line.paymentMethod.id);
    const field = `pays.${index}.paymentMethod.id`;
    if (!method) throw new RuleBroken('folio.unknownPaymentMethod', {}, field);
    if (incomeType && !method.incomeTypes.includes(incomeType)) {
      throw new RuleBroken('folio.methodNotForIncomeType', { method: namesOf(method) }, field);
    }
    if (line.tendered !== undefined && !isCashMethod(method)) {
      throw new RuleBroken(
        'folio.tenderedNotCash',
        { method: namesOf(method) },
        `pays.${index}.tendered`,
      );
    }
    return {
      paymentMethodClone: paymentMethodCloneOf(method),
      amount: line.amount,
      amountMnt: Math.round(line.amount * rate),
      ...(line.tendered === undefined
        ? {}
        : { tendered: line.tendered, change: line.tendered - line.amount }),
    };
  });

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/**
 * A payment: only while something is due, never more than is due (the desk gives the change
 * back and posts the balance), in methods that take its income type.
 */
export const postPayment = (
  command: PostPayment,
  current: ReservationState,
  settings: SettingsState,
  context: FolioContext,
): FolioEvent[] => {
  const state = live(current, context.propertyId);
  const windowId = command.windowId ?? '1';
  const windows = windowsNow(state);
  const window = windows.find((w) => w.windowId === windowId);
  if (!window) throw new RuleBroken('folio.unknownWindow', { window: windowId }, 'windowId');
  const routed = windows.length > 1;
  // The window's balance (unrouted: the stay's, which is the one window's).
  const balance = window.balance;
  if (balance <= 0) {
    throw routed
      ? new RuleBroken('folio.nothingDueInWindow', { window: windowId }, 'windowId')
      : new RuleBroken('folio.nothingDue');
  }
  const currencyClone = currencyOf(settings, command.currency);
  const pays = payLinesOf(settings, command.pays, currencyClone.rate, command.incomeType);
  const amountMnt = sum(pays.map((line) => line.amountMnt));
  if (amountMnt > balance) {
    throw new RuleBroken(
      routed ? 'folio.exceedsWindowBalance' : 'folio.exceedsBalance',
      { over: amountMnt - balance, balance, ...(routed ? { window: windowId } : {}) },
      `pays.${pays.length - 1}.amount`,
    );
  }
  return [
    {
      type: 'PaymentPosted',
      data: {
        propertyId: context.propertyId,
        reservationId: state.id,
        paymentId: context.paymentId,
        incomeType: command.incomeType,
        billType: command.billType,
        currencyClone,
        pays,
        amount: sum(command.pays.map((line) => line.amount)),
        amountMnt,
        notes: command.notes,
        postedDate: context.workingDate,
        userClone: context.user,
        createdAt: context.now,
        ...(windowId === '1' ? {} : { windowId }),
      },
    },
  ];
};

/**
 * Deleting a payment taken by mistake, the day it was taken: refused once the night audit has
 * audited it (money once received and audited is reversed by a refund, never deleted), once
 * some of it was refunded, and for a receivable its payer has already paid (that money was
 * received).
 */
export const deletePayment = (
  command: DeletePayment,
  current: ReservationState,
  context: Omit<FolioContext, 'paymentId'>,
): FolioEvent[] => {
  const state = live(current, context.propertyId);
  const payment = state.payments.get(command.id);
  if (!payment) throw new NotFound('payment');
  if (isAudited(payment, context.workingDate)) throw new RuleBroken('folio.auditedPayment');
  if (payment.fromFee) throw new RuleBroken('folio.keptFeePayment');
  if ((payment.refunded ?? 0) > 0) throw new RuleBroken('folio.refundedPayment');
  if (payment.incomeType === 'receivable' && payment.isPaid) {
    throw new RuleBroken('folio.receivableSettled');
  }
  return [
    {
      type: 'PaymentDeleted',
      data: {
        propertyId: context.propertyId,
        reservationId: state.id,
        paymentId: command.id,
        userClone: context.user,
        at: context.now,
      },
    },
  ];
};

/** A receivable paid in full by its payer, in any of the property's payment methods. */
export const payReceivable = (
  command: PayReceivable,
  current: ReservationState,
  settings: SettingsState,
  context: Omit<FolioContext, 'paymentId'>,
): FolioEvent[] => {
  const state = live(current, context.propertyId);
  const payment = state.payments.get(command.id);
  if (!payment) throw new NotFound('payment');
  if (payment.incomeType !== 'receivable') throw new RuleBroken('folio.notReceivable');
  if (payment.isPaid) throw new RuleBroken('folio.alreadyPaid');
  if (command.paidAt > context.workingDate) {
    throw new RuleBroken('folio.paidAtFuture', { workingDate: context.workingDate }, 'paidAt');
  }
  const pays = payLinesOf(settings, command.pays, 1, null);
  if (sum(pays.map((line) => line.amountMnt)) !== payment.amountMnt) {
    throw new RuleBroken(
      'folio.receivableAmount',
      { amount: payment.amountMnt },
      `pays.${pays.length - 1}.amount`,
    );
  }
  return [
    {
      type: 'ReceivablePaid',
      data: {
        propertyId: context.propertyId,
        reservationId: state.id,
        paymentId: command.id,
        pays,
        paidAt: command.paidAt,
        workingDate: context.workingDate,
        userClone: context.user,
        at: context.now,
      },
    },
  ];
};

/** What is left of a payment to give back: its tugrik less what was refunded of it. */
export const refundableOf = (payment: FolioPayment): number =>
  payment.amountMnt - (payment.refunded ?? 0);

/**
 * Money of a payment given back (a refund), in tugrik, on the working date: a whole positive
 * amount (the schema), no more than is left of that payment and no more than its payer window
 * owes back (the window's credit, −balance; unrouted, the folio's: a refund never makes a payer
 * owe money — an in-house guest who wants money back while the stay still costs it is refused
 * too). A receivable is
 * refunded only once its payer has paid it. In the payment's method (its first line's) unless
 * another of the property's methods is named.
 */
export const refundPayment = (
  command: RefundPayment,
  current: ReservationState,
  settings: SettingsState,
  context: Omit<FolioContext, 'paymentId'> & { readonly refundId: string },
): FolioEvent[] => {
  const state = live(current, context.propertyId);
  const payment = state.payments.get(command.paymentId);
  if (!payment) throw new NotFound('payment');
  if (payment.incomeType === 'receivable' && !payment.isPaid) {
    throw new RuleBroken('folio.refundReceivableUnpaid');
  }
  const left = refundableOf(payment);
  if (command.amount > left) {
    throw new RuleBroken('folio.refundAboveLeft', { left }, 'amount');
  }
  // The credit of the payment's window: a company's window may owe while the guest's is in credit.
  const { window, routed } = windowNow(state, payment.windowId);
  const balance = window.balance;
  if (balance >= 0) {
    throw routed
      ? new RuleBroken(
          'folio.nothingToRefundInWindow',
          { balance, window: window.windowId },
          'amount',
        )
      : new RuleBroken('folio.nothingToRefund', { balance }, 'amount');
  }
  if (command.amount > -balance) {
    throw routed
      ? new RuleBroken(
          'folio.refundAboveWindowCredit',
          { credit: -balance, window: window.windowId },
          'amount',
        )
      : new RuleBroken('folio.refundAboveCredit', { credit: -balance }, 'amount');
  }
  let method: PaymentMethodClone | undefined = payment.method;
  if (command.paymentMethod) {
    const named = settings.PaymentMethod.get(command.paymentMethod);
    if (!named) throw new RuleBroken('folio.unknownPaymentMethod', {}, 'paymentMethod.id');
    method = paymentMethodCloneOf(named);
  }
  if (!method) throw new RuleBroken('folio.unknownPaymentMethod', {}, 'paymentMethod.id');
  return [
    {
      type: 'PaymentRefunded',
      data: {
        propertyId: context.propertyId,
        reservationId: state.id,
        paymentId: command.paymentId,
        refundId: context.refundId,
        pays: [{ paymentMethodClone: method, amount: command.amount, amountMnt: command.amount }],
        amountMnt: command.amount,
        reason: command.reason,
        postedDate: context.workingDate,
        userClone: context.user,
        createdAt: context.now,
      },
    },
  ];
};

/**
 * An income's bill type and notes, corrected while it is still owed and not audited (operations
 * spec §4: edit only when unpaid and not audited). Its amount and lines are not edited: a wrong
 * amount is a payment deleted and posted again, which the folio's history shows.
 */
export const editIncome = (
  command: EditIncome,
  current: ReservationState,
  context: Omit<FolioContext, 'paymentId'>,
): FolioEvent[] => {
  const state = live(current, context.propertyId);
  const payment = state.payments.get(command.id);
  if (!payment) throw new NotFound('payment');
  if (payment.isPaid) throw new RuleBroken('folio.incomePaid');
  if (isAudited(payment, context.workingDate)) throw new RuleBroken('folio.incomeAudited');
  return [
    {
      type: 'IncomeEdited',
      data: {
        propertyId: context.propertyId,
        reservationId: state.id,
        paymentId: command.id,
        billType: command.billType,
        notes: command.notes,
        userClone: context.user,
        at: context.now,
      },
    },
  ];
};

/**
 * The method money paid online for a reservation request arrives in, never cash: among the
 * methods that take prepayments and are not cash, the one marked for online payments (the
 * method's `isOnline` switch; the default first when several are), else the default one when
 * it is such, else the first in the order the settings list them. Null when there is none.
 */
export const onlineMethodOf = (settings: SettingsState): SettingsItem<'PaymentMethod'> | null => {
  const methods = [...settings.PaymentMethod.values()].filter(
    (m) => m.incomeTypes.includes('prepaid') && !isCashMethod(m),
  );
  const marked = methods.filter((m) => m.isOnline === true);
  const pick = (list: typeof methods) => list.find((m) => m.isDefault) ?? list[0] ?? null;
  return pick(marked) ?? pick(methods);
};

/**
 * The money a reservation request was paid in advance, posted as prepayments on the
 * reservations it became (docs/reservation-requests.md): each reservation takes up to its
 * price in booking order; what is left over stays on the first (a balance to give back, never
 * lost). The money arrived online or by bank transfer, never in cash: it is posted in the
 * property's online method (`onlineMethodOf`); with none, nothing is posted and the answer
 * says so (the desk posts it by hand in the method it arrived in).
 */
export const requestPrepayments = (
  paid: { readonly amount: number; readonly notes: string | null },
  reservations: readonly { readonly id: string; readonly total: number }[],
  settings: SettingsState,
  context: Omit<FolioContext, 'paymentId'> & { readonly paymentIdOf: (id: string) => string },
): Map<string, FolioEvent[]> => {
  const posted = new Map<string, FolioEvent[]>();
  if (paid.amount <= 0 || reservations.length === 0) return posted;
  const method = onlineMethodOf(settings);
  if (!method) return posted;
  const shares = reservations.map(() => 0);
  let left = paid.amount;
  reservations.forEach((r, index) => {
    const share = Math.min(left, Math.max(0, r.total));
    shares[index] = share;
    left -= share;
  });
  shares[0] = (shares[0] ?? 0) + left;
  reservations.forEach((r, index) => {
    const amount = shares[index] ?? 0;
    if (amount <= 0) return;
    posted.set(r.id, [
      {
        type: 'PaymentPosted',
        data: {
          propertyId: context.propertyId,
          reservationId: r.id,
          paymentId: context.paymentIdOf(r.id),
          incomeType: 'prepaid',
          billType: 'individual',
          currencyClone: currencyOf(settings, null),
          pays: [
            {
              paymentMethodClone: paymentMethodCloneOf(method),
              amount,
              amountMnt: amount,
            },
          ],
          amount,
          amountMnt: amount,
          notes: paid.notes,
          postedDate: context.workingDate,
          userClone: context.user,
          createdAt: context.now,
        },
      },
    ]);
  });
  return posted;
};
