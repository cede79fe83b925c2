import { bankById } from '@hotel/events/reference/banks';
import type { CreateInvoice, SendInvoice } from '@hotel/events/invoices/commands';
import type { InvoiceCreated, InvoiceEvent } from '@hotel/events/invoices/events';
import { invoiceCandidates, invoiceLines, type InvoiceSource } from '@hotel/events/invoices/lines';
import type { Language } from '@hotel/events/messages';
import { translate } from '@hotel/events/messages';
import type { UserClone } from '@hotel/events/reservations/events';
import { NotFound, RuleBroken } from '@hotel/events/rule-broken';
import type { Aggregate } from '../pipeline/aggregate';
import type { ProfileState } from '../profile/decider';
import type { PropertyState } from '../property/decider';
import type { GroupState, LiveReservation } from '../reservations/decider';

/** The property's invoice book: the last number given, and each invoice's address once sent. */
export interface InvoiceBookState {
  readonly lastNumber: number;
  readonly invoices: ReadonlyMap<
    string,
    InvoiceCreated['data'] & { readonly sentTo: string | null }
  >;
}

export const invoiceBook: Aggregate<InvoiceBookState, InvoiceEvent> = {
  initialState: () => ({ lastNumber: 0, invoices: new Map() }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'InvoiceCreated':
        return {
          lastNumber: Math.max(state.lastNumber, event.data.number),
          invoices: new Map(state.invoices).set(event.data.invoiceId, {
            ...event.data,
            sentTo: null,
          }),
        };
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
  const sources = billed.map(invoiceSourceOf);
  const candidates = invoiceCandidates(sources, {
    extraBed: translate('invoice.extraBed', world.language),
  });
  const { items, totalAmount, fullTotalAmount } = invoiceLines(candidates, command.items, sources);
  const first = billed[0]!;
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
