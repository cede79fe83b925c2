import type { Routing } from '@hotel/events/folio/routing';
import type { BillType, IncomeKind, PaymentPosted } from '@hotel/events/folio/events';
import type { GuestClone, ReservationStatus } from '@hotel/events/reservations/events';
import type { Document, ReadSession } from '@hotel/infra/read-store/port';
import { englishNameOf } from '@hotel/events/settings/events';

/** The incomes read model's documents and the row helpers every handler writes with. */
export const INCOMES = 'incomes';
/** The few fields of each reservation an income shows (kept current as the stay changes). */
export const INCOME_RESERVATIONS = 'income_reservations';

export interface IncomeReservation {
  id: string;
  number: number;
  groupId: string;
  checkIn: string;
  checkOut: string;
  status: ReservationStatus;
}

export interface IncomeReservationDoc extends Document, Omit<IncomeReservation, 'id'> {
  propertyId: string;
  payer: GuestClone;
  /** Who pays which charges (payer routing; absent or null: the guest, everything). */
  routing?: Routing | null;
}

/** The partner paying a payer window of the stay (null: the guest's window, or none such). */
export const partnerOfWindow = (
  ref: Pick<IncomeReservationDoc, 'routing'>,
  windowId: string | undefined,
): IncomePartner | null => {
  const partner = ref.routing?.windows.find((w) => w.windowId === windowId)?.partnerClone;
  return partner ? { partnerId: partner.partnerId, name: partner.name } : null;
};

/** The partner (a company) who pays an income of a routed window (docs/folio.md "Payer routing"). */
export interface IncomePartner {
  partnerId: string;
  name: string;
}

export interface IncomePay {
  paymentMethod: { id: string; name: string; color: string };
  /** In the income's currency. */
  amount: number;
}

/**
 * One income of the incomes page (operations spec §3 income): a payment of a folio (`_id` =
 * the payment's id), a cancellation fee paid on the spot (`{reservationId}|cancellation`) or a
 * refund (`_id` = the refund's id, type `refund`, a negative amount, `refundOf` the payment).
 */
export interface IncomeFields {
  _id: string;
  propertyId: string;
  /** The reservation it belongs to. */
  refId: string;
  reservation: IncomeReservation;
  incomeType: IncomeKind;
  /** A refund: the payment (income) it gives money of back. */
  refundOf?: string;
  /** A refund: why the money was given back. */
  reason?: string;
  /** In tugrik (negative for a refund); `currencyAmount` in `currency` at `rate`. */
  amount: number;
  currency: string;
  rate: number;
  currencyAmount: number;
  /** The lines it was posted with; for a receivable, `paidPays` are how its payer paid. */
  incomePays: IncomePay[];
  paidPays: IncomePay[];
  /** Every method in either list (the filter and the report read it). */
  paymentMethodIds: string[];
  payer: GuestClone;
  /**
   * The payer window of the stay it belongs to (absent: the guest's, `1`) and, for a partner's
   * window, the partner who pays it (a company's receivable: who owes it).
   */
  windowId?: string;
  payerPartner?: IncomePartner | null;
  userName: string | null;
  /** The working date it was posted on, and the date it was paid (null: owed). */
  postedDate: string;
  paidAt: string | null;
  notes: string | null;
  billType: BillType;
  isPaid: boolean;
  isAudited: boolean;
  createdAt: string;
}

export type IncomeDoc = Document &
  IncomeFields & {
    /** Reservation number, payer and notes in lower case (the list's search). */
    searchText: string;
  };

export const byId = async <T extends Document>(
  session: ReadSession,
  collection: string,
  id: string,
) => (await session.collection<T>(collection).find({ _id: id }))[0] ?? null;

export const refOf = (doc: IncomeReservationDoc): IncomeReservation => ({
  id: doc._id,
  number: doc.number,
  groupId: doc.groupId,
  checkIn: doc.checkIn,
  checkOut: doc.checkOut,
  status: doc.status,
});

export const searchTextOf = (income: IncomeFields) =>
  [
    income.reservation.number,
    income.payer.name,
    income.payer.surname,
    income.payer.phoneNumber,
    income.payerPartner?.name,
    income.notes,
  ]
    .filter((part) => part !== null && part !== undefined && part !== '')
    .join(' ')
    .toLowerCase();

export const withSearch = (income: IncomeFields): IncomeDoc => ({
  ...income,
  searchText: searchTextOf(income),
});

export const withoutSearch = ({ searchText: _s, ...income }: IncomeDoc): IncomeFields => income;

export const methodIds = (...lists: IncomePay[][]) => [
  ...new Set(lists.flatMap((list) => list.map((pay) => pay.paymentMethod.id))),
];

export const paysOf = (pays: PaymentPosted['data']['pays'], sign = 1): IncomePay[] =>
  pays.map((line) => ({
    paymentMethod: {
      id: line.paymentMethodClone.paymentMethodId,
      name: line.paymentMethodClone.name,
      ...englishNameOf(line.paymentMethodClone),
      color: line.paymentMethodClone.color,
    },
    amount: sign * line.amount,
  }));

/** Keeps the reservation fields of a reservation's incomes current. */
export const refresh = async (session: ReadSession, ref: IncomeReservationDoc) => {
  await session
    .collection<IncomeDoc>(INCOMES)
    .updateMany(
      { propertyId: ref.propertyId, refId: ref._id },
      { $set: { reservation: refOf(ref) } },
    );
};
