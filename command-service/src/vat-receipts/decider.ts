import type { PaymentPosted, PaymentDeleted, ReceivablePaid } from '@hotel/events/folio/events';
import type { DomainEvent } from '@hotel/events/metadata';
import type { UserClone } from '@hotel/events/reservations/events';
import { NotFound, RuleBroken } from '@hotel/events/rule-broken';
import type { IssueVatReceipt, VoidVatReceipt } from '@hotel/events/vat-receipts/commands';
import type {
  VatReceiptEvent,
  VatReceiptFigures,
  VatReceiptIssued,
  VatReceiptVoided,
} from '@hotel/events/vat-receipts/events';
import {
  isSold,
  type VatPayLine,
  vatReceiptFigures,
  type VatReceiptSource,
} from '@hotel/events/vat-receipts/figures';
import type { Aggregate } from '../pipeline/aggregate';
import type { ProfileState } from '../profile/decider';
import type { PropertyState } from '../property/decider';
import type { GroupState, LiveReservation } from '../reservations/decider';
import type {
  EReceiptAnswer,
  EReceiptRequest,
  EReceiptVoidAnswer,
  EReceiptVoidRequest,
} from './port';

export type IssuedVatReceipt = VatReceiptIssued['data'];
export type VatCreditNote = VatReceiptVoided['data'];

/**
 * The property's receipt book: the last sequence given to a receipt and to a credit note (two
 * series), the live (not voided) receipt of each group, and every receipt by id with the
 * credit note that voided it.
 */
export interface VatReceiptBookState {
  readonly lastSequence: number;
  readonly lastCreditSequence: number;
  readonly byGroup: ReadonlyMap<string, IssuedVatReceipt>;
  readonly byId: ReadonlyMap<
    string,
    { readonly receipt: IssuedVatReceipt; readonly creditNote: VatCreditNote | null }
  >;
}

export const vatReceiptBook: Aggregate<VatReceiptBookState, VatReceiptEvent> = {
  initialState: () => ({
    lastSequence: 0,
    lastCreditSequence: 0,
    byGroup: new Map(),
    byId: new Map(),
  }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'VatReceiptIssued':
        return {
          ...state,
          lastSequence: Math.max(state.lastSequence, event.data.sequence),
          byGroup: new Map(state.byGroup).set(event.data.groupId, event.data),
          byId: new Map(state.byId).set(event.data.receiptId, {
            receipt: event.data,
            creditNote: null,
          }),
        };
      case 'VatReceiptVoided': {
        const entry = state.byId.get(event.data.receiptId);
        if (!entry) return state;
        const byGroup = new Map(state.byGroup);
        if (byGroup.get(event.data.groupId)?.receiptId === event.data.receiptId) {
          byGroup.delete(event.data.groupId);
        }
        return {
          ...state,
          lastCreditSequence: Math.max(state.lastCreditSequence, event.data.sequence),
          byGroup,
          byId: new Map(state.byId).set(event.data.receiptId, {
            ...entry,
            creditNote: event.data,
          }),
        };
      }
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  },
};

/** A reservation's folio payments by pay line (the reservation's own fold keeps only sums). */
export type PayLinesState = ReadonlyMap<string, readonly VatPayLine[]>;

const linesOf = (pays: PaymentPosted['data']['pays']): VatPayLine[] =>
  pays.map((pay) => ({
    methodName: pay.paymentMethodClone.name,
    isCash: pay.paymentMethodClone.isCash,
    amountMnt: pay.amountMnt,
  }));

/** Folds a reservation's stream for its payments' methods (every other event is ignored). */
export const payLines: Aggregate<PayLinesState, DomainEvent> = {
  initialState: () => new Map(),
  evolve: (state, event) => {
    switch (event.type) {
      case 'PaymentPosted': {
        const data = event.data as PaymentPosted['data'];
        return new Map(state).set(data.paymentId, linesOf(data.pays));
      }
      case 'PaymentDeleted': {
        const data = event.data as PaymentDeleted['data'];
        const next = new Map(state);
        next.delete(data.paymentId);
        return next;
      }
      case 'ReceivablePaid': {
        // A receivable paid by its payer counts as the methods it was paid with.
        const data = event.data as ReceivablePaid['data'];
        return state.has(data.paymentId)
          ? new Map(state).set(data.paymentId, linesOf(data.pays))
          : state;
      }
      default:
        return state;
    }
  },
};

/** A reservation as a VAT receipt sells it. */
export const vatSourceOf = (state: LiveReservation, lines: PayLinesState): VatReceiptSource => ({
  reservationId: state.id,
  status: state.status,
  roomTypeName: state.roomTypeClone.name,
  roomName: state.roomClone?.name ?? null,
  stayType: state.stay.stayType,
  price: state.price,
  taxClones: state.taxClones,
  payLines: [...lines.values()].flat(),
});

export interface VatReceiptWorld {
  readonly propertyId: string;
  readonly place: PropertyState;
  readonly profile: ProfileState;
  readonly group: GroupState;
  /** The group's reservations (of this property) and each one's pay lines. */
  readonly reservations: readonly LiveReservation[];
  readonly payLines: ReadonlyMap<string, PayLinesState>;
  readonly extraBedName: string;
}

/** What deciding an issue gives: the receipt already issued, or one to number and record. */
export type VatReceiptDecision =
  | { readonly kind: 'issued'; readonly receipt: IssuedVatReceipt }
  | {
      readonly kind: 'new';
      readonly request: EReceiptRequest;
      readonly draft: Omit<
        IssuedVatReceipt,
        'receiptId' | 'provider' | 'ddtd' | 'lottery' | 'qrData' | 'issuedAt' | 'userClone'
      > &
        VatReceiptFigures;
    };

/**
 * Issuing a group's VAT receipt (settings spec §2 VAT print page): the group is this
 * property's; a group already holding a receipt gets it back (the same number, whatever
 * command asks — issuing is idempotent), unless asked for another buyer (a rule: an issued
 * receipt is never changed); something must be sold (not every stay canceled or no-show) and
 * fully paid. The figures are the folios' (events/src/vat-receipts/figures.ts).
 */
export const decideVatReceipt = (
  command: IssueVatReceipt,
  book: VatReceiptBookState,
  world: VatReceiptWorld,
): VatReceiptDecision => {
  const { group, place } = world;
  if (
    !group.exists ||
    group.propertyId !== world.propertyId ||
    place.status === 'none' ||
    place.id !== world.propertyId
  ) {
    throw new NotFound('group');
  }
  const issued = book.byGroup.get(command.groupId);
  if (issued) {
    if (
      issued.billType !== command.billType ||
      (issued.customer?.registerNo ?? null) !== command.registerNo
    ) {
      throw new RuleBroken('vatReceipt.alreadyIssued', { ddtd: issued.ddtd }, 'billType');
    }
    return { kind: 'issued', receipt: issued };
  }
  const members = world.reservations.filter(
    (r) => group.reservationIds.includes(r.id) && r.propertyId === world.propertyId,
  );
  const sold = members.filter(isSold);
  if (sold.length === 0) throw new RuleBroken('vatReceipt.nothingSold');
  const due = sold.reduce((sum, r) => sum + (r.price.total - r.paid), 0);
  if (due > 0)
    throw new RuleBroken('vatReceipt.balanceDue', { balance: due.toLocaleString('en-US') });
  const figures = vatReceiptFigures(
    sold.map((r) => vatSourceOf(r, world.payLines.get(r.id) ?? new Map())),
    { extraBed: world.extraBedName },
  );
  const sequence = book.lastSequence + 1;
  const seller = {
    name: world.profile.info?.name ?? place.name,
    companyName: place.companyName,
    registerNo: place.registerNo,
  };
  return {
    kind: 'new',
    request: {
      propertyId: world.propertyId,
      sequence,
      sellerRegisterNo: place.registerNo,
      billType: command.billType,
      customerRegisterNo: command.registerNo,
      date: place.workingDate,
      figures,
    },
    draft: {
      propertyId: world.propertyId,
      sequence,
      groupId: command.groupId,
      groupNumber: group.number,
      reservationIds: sold.map((r) => r.id),
      billType: command.billType,
      customer: null,
      seller,
      date: place.workingDate,
      ...figures,
    },
  };
};

/** The receipt as numbered by the e-receipt service, recorded on the property's book. */
export const issueVatReceipt = (
  draft: Extract<VatReceiptDecision, { kind: 'new' }>['draft'],
  answer: EReceiptAnswer,
  context: {
    readonly receiptId: string;
    readonly now: string;
    readonly user: UserClone;
    readonly customer: IssuedVatReceipt['customer'];
  },
): VatReceiptEvent[] => [
  {
    type: 'VatReceiptIssued',
    data: {
      ...draft,
      receiptId: context.receiptId,
      customer: context.customer,
      provider: answer.provider,
      ddtd: answer.ddtd,
      lottery: answer.lottery,
      qrData: answer.qrData,
      issuedAt: context.now,
      userClone: context.user,
    },
  },
];

/** A receipt's figures reversed: every product's quantity and amount, and every sum, negated. */
export const negatedFigures = (figures: VatReceiptFigures): VatReceiptFigures => ({
  products: figures.products.map((p) => ({
    name: p.name,
    quantity: -p.quantity,
    price: p.price,
    amount: -p.amount,
  })),
  amount: -figures.amount,
  discount: -figures.discount,
  vat: -figures.vat,
  otherTaxes: figures.otherTaxes.map((tax) => ({ ...tax, amount: -tax.amount })),
  total: -figures.total,
  cash: -figures.cash,
  card: -figures.card,
});

const figuresOf = (receipt: IssuedVatReceipt): VatReceiptFigures => ({
  products: receipt.products,
  amount: receipt.amount,
  discount: receipt.discount,
  vat: receipt.vat,
  otherTaxes: receipt.otherTaxes,
  total: receipt.total,
  cash: receipt.cash,
  card: receipt.card,
});

/** What deciding a void gives: the request for the e-receipt service and the credit note to record. */
export interface VatVoidDecision {
  readonly request: EReceiptVoidRequest;
  readonly draft: Omit<
    VatCreditNote,
    'creditNoteId' | 'provider' | 'ddtd' | 'qrData' | 'voidedAt' | 'userClone'
  >;
}

/**
 * Voiding a VAT receipt (docs/documents.md, credit notes): the receipt is this property's
 * (its book holds it; any other id is a 404) and not voided yet; the credit note takes the
 * next number of the credit notes' series, the working date, the reason, and the receipt's
 * figures negated. The group's receipt is then free: a new one may be issued.
 */
export const decideVatVoid = (
  command: VoidVatReceipt,
  book: VatReceiptBookState,
  world: { readonly propertyId: string; readonly place: PropertyState },
): VatVoidDecision => {
  const entry = book.byId.get(command.id);
  if (
    !entry ||
    entry.receipt.propertyId !== world.propertyId ||
    world.place.status === 'none' ||
    world.place.id !== world.propertyId
  ) {
    throw new NotFound('vatReceipt');
  }
  const { receipt, creditNote } = entry;
  if (creditNote) {
    throw new RuleBroken('vatReceipt.alreadyVoided', {
      ddtd: receipt.ddtd,
      creditNote: creditNote.ddtd,
    });
  }
  const sequence = book.lastCreditSequence + 1;
  const figures = negatedFigures(figuresOf(receipt));
  return {
    request: {
      propertyId: world.propertyId,
      sequence,
      sellerRegisterNo: world.place.registerNo,
      receiptDdtd: receipt.ddtd,
      receiptDate: receipt.date,
      date: world.place.workingDate,
      figures,
    },
    draft: {
      propertyId: world.propertyId,
      receiptId: receipt.receiptId,
      receiptDdtd: receipt.ddtd,
      groupId: receipt.groupId,
      groupNumber: receipt.groupNumber,
      sequence,
      reason: command.reason,
      date: world.place.workingDate,
      ...figures,
    },
  };
};

/** The credit note as the e-receipt service numbered it, recorded on the property's book. */
export const voidVatReceipt = (
  draft: VatVoidDecision['draft'],
  answer: EReceiptVoidAnswer,
  context: { readonly creditNoteId: string; readonly now: string; readonly user: UserClone },
): VatReceiptEvent[] => [
  {
    type: 'VatReceiptVoided',
    data: {
      ...draft,
      creditNoteId: context.creditNoteId,
      provider: answer.provider,
      ddtd: answer.ddtd,
      qrData: answer.qrData,
      voidedAt: context.now,
      userClone: context.user,
    },
  },
];
