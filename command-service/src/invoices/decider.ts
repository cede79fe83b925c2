import { bankById } from '@hotel/events/reference/banks';
import type { CreateInvoice, CreditInvoice, SendInvoice } from '@hotel/events/invoices/commands';
import type {
  InvoiceCreated,
  InvoiceCredited,
  InvoiceEvent,
  InvoiceItem,
} from '@hotel/events/invoices/events';
import {
  invoiceCandidates,
  invoiceLines,
  type InvoiceSource,
  stayTaxLines,
  windowInvoiceLines,
} from '@hotel/events/invoices/lines';
import type { Language } from '@hotel/events/messages';
import { translate } from '@hotel/events/messages';
import type { TaxClone, UserClone } from '@hotel/events/reservations/events';
import { NotFound, RuleBroken } from '@hotel/events/rule-broken';
import type { Aggregate } from '../pipeline/aggregate';
import type { ProfileState } from '../profile/decider';
import type { PropertyState } from '../property/decider';
import type { GroupState, LiveReservation } from '../reservations/decider';

/** What the credit notes of an invoice took back of one line (positive: units and tugrik). */
export interface CreditedLine {
  readonly quantity: number;
  readonly amount: number;
}

/** An invoice as the book keeps it: as issued, where it was sent, what its credit notes took. */
export type BookedInvoice = InvoiceCreated['data'] & {
  readonly sentTo: string | null;
  /** By line key. */
  readonly credited: ReadonlyMap<string, CreditedLine>;
};

/**
 * The property's invoice book: the last invoice number and the last credit note number (two
 * series), and each invoice with its address once sent and what its credit notes took back.
 */
export interface InvoiceBookState {
  readonly lastNumber: number;
  readonly lastCreditNoteNumber: number;
  readonly invoices: ReadonlyMap<string, BookedInvoice>;
}

export const invoiceBook: Aggregate<InvoiceBookState, InvoiceEvent> = {
  initialState: () => ({ lastNumber: 0, lastCreditNoteNumber: 0, invoices: new Map() }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'InvoiceCreated':
        return {
          ...state,
          lastNumber: Math.max(state.lastNumber, event.data.number),
          invoices: new Map(state.invoices).set(event.data.invoiceId, {
            ...event.data,
            sentTo: null,
            credited: new Map(),
          }),
        };
      case 'InvoiceCredited': {
        const invoice = state.invoices.get(event.data.invoiceId);
        const lastCreditNoteNumber = Math.max(state.lastCreditNoteNumber, event.data.number);
        if (!invoice) return { ...state, lastCreditNoteNumber };
        const credited = new Map(invoice.credited);
        for (const item of event.data.items) {
          const before = credited.get(item.key) ?? { quantity: 0, amount: 0 };
          credited.set(item.key, {
            quantity: before.quantity - item.quantity,
            amount: before.amount - item.amount,
          });
        }
        return {
          ...state,
          lastCreditNoteNumber,
          invoices: new Map(state.invoices).set(invoice.invoiceId, { ...invoice, credited }),
        };
      }
      case 'InvoiceSent': {
        const invoice = state.invoices.get(event.data.invoiceId);
        if (!invoice) return state;
        return {
          ...state,
          invoices: new Map(state.invoices).set(invoice.invoiceId, {
            ...invoice,
            sentTo: event.data.email,
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

/** A reservation as an invoice bills it. */
export const invoiceSourceOf = (state: LiveReservation): InvoiceSource => ({
  reservationId: state.id,
  number: state.number,
  roomTypeName: state.roomTypeClone.name,
  roomTypeNameEn: state.roomTypeClone.nameEn,
  roomName: state.roomClone?.name ?? null,
  stayType: state.stay.stayType,
  checkIn: state.stay.checkIn,
  checkOut: state.stay.checkOut,
  price: state.price,
  items: [...state.items.values()],
  extraBeds: [...state.extraBeds.values()],
  taxClones: state.taxClones,
  routing: state.routing,
});

export interface InvoiceWorld {
  readonly propertyId: string;
  readonly place: PropertyState;
  readonly profile: ProfileState;
  readonly group: GroupState;
  /** The group's reservations (of this property). */
  readonly reservations: readonly LiveReservation[];
  readonly invoiceId: string;
  readonly now: string;
  readonly language: Language;
  readonly user: UserClone;
}

/**
 * An invoice (operations spec §2 invoice creation): for the group, or the one reservation
 * asked for; every room billed, the services, extra beds and taxes picked; the hotel's
 * details and bank accounts as they are now; the next number of the property's book.
 */
export const createInvoice = (
  command: CreateInvoice,
  book: InvoiceBookState,
  world: InvoiceWorld,
): InvoiceEvent[] => {
  const { group, place, profile } = world;
  if (!group.exists || group.propertyId !== world.propertyId || place.status === 'none') {
    throw new NotFound('group');
  }
  const members = world.reservations.filter((r) => group.reservationIds.includes(r.id));
  const billed = command.resId ? members.filter((r) => r.id === command.resId) : members;
  if (command.resId && billed.length === 0) throw new RuleBroken('invoice.notInGroup', {}, 'resId');
  if (billed.length === 0) throw new NotFound('group');
  const names = { extraBed: translate('invoice.extraBed', world.language) };
  const windowId = command.windowId;
  // A payer window's invoice: the stays that have that window (a group's master payer: every
  // room routed to it), only the charges routed there.
  const windowed = windowId
    ? billed.filter(
        (r) => windowId === '1' || (r.routing?.windows ?? []).some((w) => w.windowId === windowId),
      )
    : billed;
  if (windowed.length === 0) {
    throw new RuleBroken('invoice.noSuchWindow', { window: windowId ?? '' }, 'windowId');
  }
  const sources = windowed.map(invoiceSourceOf);
  const { items, totalAmount, fullTotalAmount } = windowId
    ? windowInvoiceLines(sources, windowId, names)
    : invoiceLines(invoiceCandidates(sources, names), command.items, sources);
  const first = windowed[0]!;
  const info = profile.info;
  return [
    {
      type: 'InvoiceCreated',
      data: {
        propertyId: world.propertyId,
        invoiceId: world.invoiceId,
        number: book.lastNumber + 1,
        groupId: first.groupId,
        groupNumber: group.number,
        reservationId: command.resId,
        reservationNumber: command.resId ? first.number : null,
        customer: {
          customerName: command.customer.customerName,
          registerNo: command.customer.registerNo,
          address: command.customer.address,
          phoneNumber: command.customer.phoneNumber,
          contractNo: command.customer.contractNo,
          tourCode: command.customer.tourCode,
          voucherCode: command.customer.voucherCode,
        },
        invoiceDate: command.customer.invoiceDate,
        paymentPeriod: command.customer.paymentPeriod,
        guestName: first.guest.name,
        guestSurname: first.guest.surname,
        email: command.email,
        hotel: {
          name: info?.name ?? place.name,
          ...(info?.nameEn?.trim() ? { nameEn: info.nameEn.trim() } : {}),
          registerNo: place.registerNo || null,
          address: info?.address ?? null,
          phoneNumber: info?.phone ?? info?.resPhone ?? null,
          email: info?.email ?? info?.resEmail ?? null,
        },
        banks: [...profile.banks.values()].map((bank) => ({
          bankName: bankById(bank.bankId)?.[world.language] ?? bank.bankId,
          accountName: bank.accountName,
          number: bank.number,
          currency: bank.currency,
        })),
        items,
        totalAmount,
        fullTotalAmount,
        createdAt: world.now,
        userClone: world.user,
        ...(windowId ? { windowId } : {}),
      },
    },
  ];
};

/** The invoice exists in this property's book; sending records the address. */
export const sendInvoice = (
  command: SendInvoice,
  book: InvoiceBookState,
  context: { readonly propertyId: string; readonly now: string },
): InvoiceEvent[] => {
  const invoice = book.invoices.get(command.id);
  if (!invoice || invoice.propertyId !== context.propertyId) throw new NotFound('invoice');
  return [
    {
      type: 'InvoiceSent',
      data: {
        propertyId: context.propertyId,
        invoiceId: invoice.invoiceId,
        email: command.email,
        at: context.now,
      },
    },
  ];
};

/** What remains uncredited of each of an invoice's lines (amounts and units). */
export const remainingOf = (
  invoice: BookedInvoice,
): { readonly item: InvoiceItem; readonly quantity: number; readonly amount: number }[] =>
  invoice.items.map((item) => {
    const credited = invoice.credited.get(item.key) ?? { quantity: 0, amount: 0 };
    return {
      item,
      quantity: item.quantity - credited.quantity,
      amount: item.amount - credited.amount,
    };
  });

const aboveRemaining = (
  item: InvoiceItem,
  remaining: { readonly quantity: number; readonly amount: number },
  index: number,
) =>
  new RuleBroken(
    'invoice.creditAboveRemaining',
    {
      name: item.name,
      remaining: remaining.amount.toLocaleString('en-US'),
      quantity: remaining.quantity,
    },
    `lines.${index}`,
  );

/**
 * Crediting an invoice (docs/documents.md, credit notes). The invoice is this property's (any
 * other id is a 404) and not fully credited. With no lines, the credit note takes whatever
 * remains of every line and tax — the invoice then reads "credited". With lines, each names a
 * billed line (not a tax: taxes follow) and either whole units (at the line's price; the last
 * units take exactly what remains, so a line's credits add up to its amount) or an amount, never
 * above what remains of the line; the taxes are those of the invoice on the credited amounts
 * (the invoices' own rule, `taxLines`), each at most what remains of it, and exactly what remains
 * once every line is credited. The credit note's number is the next of the property's series.
 */
export const creditInvoice = (
  command: CreditInvoice,
  book: InvoiceBookState,
  world: {
    readonly propertyId: string;
    readonly place: PropertyState;
    readonly creditNoteId: string;
    readonly now: string;
    readonly user: UserClone;
  },
): InvoiceCredited[] => {
  const invoice = book.invoices.get(command.id);
  if (!invoice || invoice.propertyId !== world.propertyId || world.place.status === 'none') {
    throw new NotFound('invoice');
  }
  const remaining = remainingOf(invoice);
  const billed = remaining.filter((line) => line.item.itemType !== 'tax');
  const taxes = remaining.filter((line) => line.item.itemType === 'tax');
  if (remaining.every((line) => line.amount <= 0)) {
    throw new RuleBroken('invoice.fullyCredited', { number: invoice.number });
  }
  /** Positive: what this credit note takes of each billed line. */
  const taken = new Map<string, CreditedLine>();
  if (!command.lines) {
    for (const line of billed) {
      if (line.amount > 0) {
        taken.set(line.item.key, { quantity: Math.max(0, line.quantity), amount: line.amount });
      }
    }
  } else {
    command.lines.forEach((asked, index) => {
      const line = remaining.find((r) => r.item.key === asked.key);
      if (!line) throw new RuleBroken('invoice.creditUnknownLine', {}, `lines.${index}.key`);
      if (line.item.itemType === 'tax') {
        throw new RuleBroken('invoice.creditTaxLine', {}, `lines.${index}.key`);
      }
      if (asked.quantity !== undefined) {
        if (asked.quantity > line.quantity) throw aboveRemaining(line.item, line, index);
        const amount =
          asked.quantity === line.quantity ? line.amount : asked.quantity * line.item.price;
        if (amount <= 0 || amount > line.amount) throw aboveRemaining(line.item, line, index);
        taken.set(line.item.key, { quantity: asked.quantity, amount });
      } else {
        const amount = asked.amount ?? 0;
        if (amount > line.amount) throw aboveRemaining(line.item, line, index);
        taken.set(line.item.key, { quantity: 0, amount });
      }
    });
  }
  const everythingCredited = billed.every(
    (line) => line.amount - (taken.get(line.item.key)?.amount ?? 0) <= 0,
  );
  const creditedLines: InvoiceItem[] = billed
    .filter((line) => taken.has(line.item.key))
    .map((line) => {
      const take = taken.get(line.item.key) as CreditedLine;
      return { ...line.item, quantity: take.quantity, amount: take.amount };
    });
  const taxClones: TaxClone[] = taxes.map((line) => ({
    taxId: line.item.key.slice('tax:'.length),
    name: line.item.name,
    ...(line.item.nameEn ? { nameEn: line.item.nameEn } : {}),
    percentage: line.item.percentage ?? 0,
    inclusive: line.item.inclusive ?? true,
    isDefault: false,
  }));
  // The invoice's taxes on each credited stay's lines, by the invoices' own rule.
  const stays = [...new Set(creditedLines.map((line) => line.key.split(':')[1] ?? ''))];
  const computed = stayTaxLines(
    stays.map((reservationId) => ({ reservationId, taxClones })),
    creditedLines,
  );
  const creditedTaxes: InvoiceItem[] = taxes
    .map((line) => {
      const amount = everythingCredited
        ? Math.max(0, line.amount)
        : Math.min(
            Math.max(0, line.amount),
            computed.find((tax) => tax.key === line.item.key)?.amount ?? 0,
          );
      return { ...line.item, quantity: 1, price: amount, amount };
    })
    .filter((tax) => tax.amount > 0);
  const negate = (item: InvoiceItem): InvoiceItem => ({
    ...item,
    quantity: item.quantity === 0 ? 0 : -item.quantity,
    amount: -item.amount,
  });
  const totalAmount = creditedLines.reduce((sum, line) => sum + line.amount, 0);
  const added = creditedTaxes.filter((t) => !t.inclusive).reduce((sum, t) => sum + t.amount, 0);
  return [
    {
      type: 'InvoiceCredited',
      data: {
        propertyId: world.propertyId,
        invoiceId: invoice.invoiceId,
        invoiceNumber: invoice.number,
        creditNoteId: world.creditNoteId,
        number: book.lastCreditNoteNumber + 1,
        reason: command.reason,
        date: world.place.workingDate,
        items: [...creditedLines, ...creditedTaxes].map(negate),
        totalAmount: -totalAmount,
        fullTotalAmount: -(totalAmount + added),
        createdAt: world.now,
        userClone: world.user,
      },
    },
  ];
};
