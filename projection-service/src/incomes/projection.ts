import type { NightAuditPerformed } from '@hotel/events/night-audit/events';
import type { Routing } from '@hotel/events/folio/routing';
import type {
  BillType,
  FolioRoutingSet,
  IncomeKind,
  PaymentDeleted,
  PaymentPosted,
  PaymentRefunded,
  IncomeEdited,
  PaymentWindowChanged,
  ReceivablePaid,
} from '@hotel/events/folio/events';
import { type CancellationFee, feeKindOf } from '@hotel/events/reservations/fees';
import type {
  CancellationFeeChanged,
  GuestClone,
  ReservationCreated,
  ReservationDatesChanged,
  ReservationStatus,
  ReservationStatusChanged,
} from '@hotel/events/reservations/events';
import type { Document, ReadSession } from '@hotel/infra/read-store/port';
import type { Projection } from '../runtime/projection';
import { englishNameOf } from '@hotel/events/settings/events';

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

interface IncomeReservationDoc extends Document, Omit<IncomeReservation, 'id'> {
  propertyId: string;
  payer: GuestClone;
  /** Who pays which charges (payer routing; absent or null: the guest, everything). */
  routing?: Routing | null;
}

/** The partner paying a payer window of the stay (null: the guest's window, or none such). */
const partnerOfWindow = (
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

const byId = async <T extends Document>(session: ReadSession, collection: string, id: string) =>
  (await session.collection<T>(collection).find({ _id: id }))[0] ?? null;

const refOf = (doc: IncomeReservationDoc): IncomeReservation => ({
  id: doc._id,
  number: doc.number,
  groupId: doc.groupId,
  checkIn: doc.checkIn,
  checkOut: doc.checkOut,
  status: doc.status,
});

const searchTextOf = (income: IncomeFields) =>
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

const withSearch = (income: IncomeFields): IncomeDoc => ({
  ...income,
  searchText: searchTextOf(income),
});

const withoutSearch = ({ searchText: _s, ...income }: IncomeDoc): IncomeFields => income;

const methodIds = (...lists: IncomePay[][]) => [
  ...new Set(lists.flatMap((list) => list.map((pay) => pay.paymentMethod.id))),
];

const paysOf = (pays: PaymentPosted['data']['pays'], sign = 1): IncomePay[] =>
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
const refresh = async (session: ReadSession, ref: IncomeReservationDoc) => {
  await session
    .collection<IncomeDoc>(INCOMES)
    .updateMany({ refId: ref._id }, { $set: { reservation: refOf(ref) } });
};

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
const takeBack = async (
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
const applyCancellationFee = async (
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

const handled = [
  'ReservationCreated',
  'ReservationStatusChanged',
  'CancellationFeeChanged',
  'ReservationDatesChanged',
  'PaymentPosted',
  'PaymentDeleted',
  'ReceivablePaid',
  'IncomeEdited',
  'PaymentRefunded',
  'FolioRoutingSet',
  'PaymentWindowChanged',
  'NightAuditPerformed',
] as const;
type Handled = (typeof handled)[number];

/**
 * Incomes (read model `incomes`): every payment of every folio, and every cancellation fee
 * paid when the reservation was canceled. What the incomes page lists and the night audit
 * will audit. Built from event data only.
 */
export const incomesProjection: Projection = {
  name: 'incomes',
  // 3: payment methods' English names. (Refunds added no rebuild: no store held one before.)
  // 4: the payer window and partner of a routed stay's incomes.
  version: 4,
  collections: [INCOMES, INCOME_RESERVATIONS],
  readModels: ['incomes'],
  handles: handled,
  setup: async (store) => {
    const incomes = store.collection(INCOMES);
    await incomes.createIndex({ refId: 1 });
    await incomes.createIndex({ propertyId: 1, postedDate: -1 });
    await incomes.createIndex({ propertyId: 1, paidAt: -1 });
    await incomes.createIndex({ propertyId: 1 });
  },
  apply: async (event, session) => {
    const incomes = session.collection<IncomeDoc>(INCOMES);
    const refs = session.collection<IncomeReservationDoc>(INCOME_RESERVATIONS);
    switch (event.type as Handled) {
      case 'ReservationCreated': {
        const d = event.data as ReservationCreated['data'];
        await refs.replaceOne(
          { _id: d.reservationId },
          {
            _id: d.reservationId,
            propertyId: d.propertyId,
            number: d.number,
            groupId: d.groupId,
            checkIn: d.checkIn,
            checkOut: d.checkOut,
            status: d.status,
            payer: d.guestClone,
          },
          { upsert: true },
        );
        return;
      }
      case 'ReservationStatusChanged': {
        const d = event.data as ReservationStatusChanged['data'];
        const ref = await byId<IncomeReservationDoc>(session, INCOME_RESERVATIONS, d.reservationId);
        if (!ref) return;
        const next = { ...ref, status: d.to, checkOut: d.checkOut ?? ref.checkOut };
        await refs.replaceOne({ _id: ref._id }, next);
        await refresh(session, next);
        // A fee paid on the spot is a cancellation income; reinstating the stay takes it back.
        if (paidCancellationFee(d) !== null || feeKindOf(d.from)) {
          await applyCancellationFee(session, next, d.cancellation, {
            workingDate: d.workingDate,
            time: d.at,
            notes: d.notes,
            propertyId: d.propertyId,
          });
        }
        return;
      }
      case 'CancellationFeeChanged': {
        const d = event.data as CancellationFeeChanged['data'];
        const ref = await byId<IncomeReservationDoc>(session, INCOME_RESERVATIONS, d.reservationId);
        if (!ref) return;
        await applyCancellationFee(session, ref, d.after, {
          workingDate: d.workingDate,
          time: d.at,
          notes: d.reason,
          propertyId: d.propertyId,
        });
        return;
      }
      case 'ReservationDatesChanged': {
        const d = event.data as ReservationDatesChanged['data'];
        const ref = await byId<IncomeReservationDoc>(session, INCOME_RESERVATIONS, d.reservationId);
        if (!ref) return;
        const next = { ...ref, checkIn: d.checkIn, checkOut: d.checkOut };
        await refs.replaceOne({ _id: ref._id }, next);
        await refresh(session, next);
        return;
      }
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
      case 'FolioRoutingSet': {
        const d = event.data as FolioRoutingSet['data'];
        const ref = await byId<IncomeReservationDoc>(session, INCOME_RESERVATIONS, d.reservationId);
        if (!ref) return;
        await refs.replaceOne({ _id: ref._id }, { ...ref, routing: d.routing });
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
  },
};
