import type { FolioEvent } from '@hotel/events/folio/events';
import type { FolioPayment, LiveReservation } from './reservation-state';

const sumOf = (payments: ReadonlyMap<string, FolioPayment>): number => {
  let sum = 0;
  for (const payment of payments.values()) sum += payment.amountMnt - (payment.refunded ?? 0);
  return sum;
};

/** A live reservation after one of its folio's events (payments, charges, routing, guests). */
export const evolveFolio = (state: LiveReservation, event: FolioEvent): LiveReservation => {
  switch (event.type) {
    case 'PaymentPosted': {
      const payments = new Map(state.payments).set(event.data.paymentId, {
        incomeType: event.data.incomeType,
        amountMnt: event.data.amountMnt,
        postedDate: event.data.postedDate,
        isPaid: event.data.incomeType !== 'receivable',
        ...(event.data.pays[0] ? { method: event.data.pays[0].paymentMethodClone } : {}),
        ...(event.data.windowId ? { windowId: event.data.windowId } : {}),
        ...(event.data.fromFee ? { fromFee: true } : {}),
      });
      return { ...state, payments, paid: sumOf(payments) };
    }
    case 'FolioRoutingSet':
      return { ...state, routing: event.data.routing };
    case 'PaymentWindowChanged': {
      const payment = state.payments.get(event.data.paymentId);
      if (!payment) return state;
      const payments = new Map(state.payments).set(event.data.paymentId, {
        ...payment,
        windowId: event.data.to,
      });
      return { ...state, payments };
    }
    case 'PaymentRefunded': {
      const payment = state.payments.get(event.data.paymentId);
      if (!payment) return state;
      const payments = new Map(state.payments).set(event.data.paymentId, {
        ...payment,
        refunded: (payment.refunded ?? 0) + event.data.amountMnt,
      });
      return { ...state, payments, paid: sumOf(payments) };
    }
    case 'PaymentDeleted': {
      const payments = new Map(state.payments);
      payments.delete(event.data.paymentId);
      return { ...state, payments, paid: sumOf(payments) };
    }
    case 'ServiceItemAdded':
      return {
        ...state,
        items: new Map(state.items).set(event.data.item.itemId, event.data.item),
        price: event.data.price,
      };
    case 'ServiceItemRemoved': {
      const items = new Map(state.items);
      items.delete(event.data.itemId);
      return { ...state, items, price: event.data.price };
    }
    case 'ExtraBedAdded':
      return {
        ...state,
        extraBeds: new Map(state.extraBeds).set(
          event.data.extraBed.extraBedId,
          event.data.extraBed,
        ),
        price: event.data.price,
      };
    case 'ExtraBedRemoved': {
      const extraBeds = new Map(state.extraBeds);
      extraBeds.delete(event.data.extraBedId);
      return { ...state, extraBeds, price: event.data.price };
    }
    case 'ReservationTaxAdded':
      return {
        ...state,
        taxClones: [...state.taxClones, event.data.taxClone],
        price: event.data.price,
      };
    case 'ReservationTaxRemoved':
      return {
        ...state,
        taxClones: state.taxClones.filter((tax) => tax.taxId !== event.data.taxId),
        price: event.data.price,
      };
    case 'StayGuestSaved':
      return {
        ...state,
        stayGuestIds: new Set(state.stayGuestIds).add(event.data.guest.guestCloneId),
      };
    case 'StayGuestRemoved': {
      const stayGuestIds = new Set(state.stayGuestIds);
      stayGuestIds.delete(event.data.guestCloneId);
      return { ...state, stayGuestIds };
    }
    case 'IncomeEdited':
      // Bill type and notes: nothing a rule reads.
      return state;
    case 'ReceivablePaid': {
      const payment = state.payments.get(event.data.paymentId);
      if (!payment) return state;
      const payments = new Map(state.payments).set(event.data.paymentId, {
        ...payment,
        isPaid: true,
      });
      return { ...state, payments };
    }
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
};
