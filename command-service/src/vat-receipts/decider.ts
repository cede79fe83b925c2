import type { PaymentPosted, PaymentDeleted, ReceivablePaid } from '@hotel/events/folio/events';
import type { DomainEvent } from '@hotel/events/metadata';
import type { UserClone } from '@hotel/events/reservations/events';
import { NotFound, RuleBroken } from '@hotel/events/rule-broken';
import type { IssueVatReceipt } from '@hotel/events/vat-receipts/commands';
import type {
  VatReceiptEvent,
  VatReceiptFigures,
  VatReceiptIssued,
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
import type { EReceiptAnswer, EReceiptRequest } from './port';

export type IssuedVatReceipt = VatReceiptIssued['data'];

/** The property's receipt book: the last sequence given, and the receipt of each group. */
export interface VatReceiptBookState {
  readonly lastSequence: number;
  readonly byGroup: ReadonlyMap<string, IssuedVatReceipt>;
}

export const vatReceiptBook: Aggregate<VatReceiptBookState, VatReceiptEvent> = {
  initialState: () => ({ lastSequence: 0, byGroup: new Map() }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'VatReceiptIssued':
        return {
          lastSequence: Math.max(state.lastSequence, event.data.sequence),
          byGroup: new Map(state.byGroup).set(event.data.groupId, event.data),
        };
      default: {
        const unknown: never = event.type;
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
