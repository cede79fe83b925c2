import type {
  ExtraBedAdded,
  ExtraBedRemoved,
  FolioRoutingSet,
  IncomeEdited,
  PaymentDeleted,
  PaymentPosted,
  PaymentRefunded,
  PaymentWindowChanged,
  ReceivablePaid,
  ReservationTaxAdded,
  ReservationTaxRemoved,
  ServiceItemAdded,
  ServiceItemRemoved,
  StayGuestRemoved,
  StayGuestSaved,
} from '@hotel/events/folio/events';
import { paidOf, paymentViewOf, refundViewOf } from './payment-views';
import { change, type Handler, priced } from './rows';

/** The folio's events on the reservation: routing, payments and refunds, charges, stay guests. */
export const folioHandlers = {
  FolioRoutingSet: async (event, session) => {
    const data = event.data as FolioRoutingSet['data'];
    await change(session, event, data.reservationId, () => ({
      routing: data.routing,
    }));
  },
  PaymentWindowChanged: async (event, session) => {
    const data = event.data as PaymentWindowChanged['data'];
    await change(session, event, data.reservationId, (doc) => ({
      payments: (doc.payments ?? []).map((p) =>
        p.id === data.paymentId ? { ...p, windowId: data.to } : p,
      ),
    }));
  },
  PaymentPosted: async (event, session) => {
    const data = event.data as PaymentPosted['data'];
    await change(session, event, data.reservationId, (doc) => {
      const payments = [
        ...(doc.payments ?? []).filter((p) => p.id !== data.paymentId),
        paymentViewOf(data),
      ];
      return { payments, paid: paidOf(payments) };
    });
  },
  PaymentDeleted: async (event, session) => {
    const data = event.data as PaymentDeleted['data'];
    await change(session, event, data.reservationId, (doc) => {
      const payments = (doc.payments ?? []).filter((p) => p.id !== data.paymentId);
      return { payments, paid: paidOf(payments) };
    });
  },
  ReceivablePaid: async (event, session) => {
    const data = event.data as ReceivablePaid['data'];
    await change(session, event, data.reservationId, (doc) => ({
      payments: (doc.payments ?? []).map((p) =>
        p.id === data.paymentId ? { ...p, isPaid: true, paidAt: data.paidAt } : p,
      ),
    }));
  },
  PaymentRefunded: async (event, session) => {
    const data = event.data as PaymentRefunded['data'];
    await change(session, event, data.reservationId, (doc) => {
      const payments = (doc.payments ?? []).map((p) =>
        p.id === data.paymentId
          ? {
              ...p,
              refunds: [
                ...(p.refunds ?? []).filter((r) => r.id !== data.refundId),
                refundViewOf(data),
              ],
            }
          : p,
      );
      return { payments, paid: paidOf(payments) };
    });
  },
  IncomeEdited: async (event, session) => {
    const data = event.data as IncomeEdited['data'];
    await change(session, event, data.reservationId, (doc) => ({
      payments: (doc.payments ?? []).map((p) =>
        p.id === data.paymentId ? { ...p, billType: data.billType, notes: data.notes } : p,
      ),
    }));
  },
  ServiceItemAdded: async (event, session) => {
    const data = event.data as ServiceItemAdded['data'];
    await change(session, event, data.reservationId, (doc) => ({
      items: [...(doc.items ?? []).filter((i) => i.itemId !== data.item.itemId), data.item],
      ...priced(data.price),
    }));
  },
  ServiceItemRemoved: async (event, session) => {
    const data = event.data as ServiceItemRemoved['data'];
    await change(session, event, data.reservationId, (doc) => ({
      items: (doc.items ?? []).filter((i) => i.itemId !== data.itemId),
      ...priced(data.price),
    }));
  },
  ExtraBedAdded: async (event, session) => {
    const data = event.data as ExtraBedAdded['data'];
    await change(session, event, data.reservationId, (doc) => ({
      extraBeds: [
        ...(doc.extraBeds ?? []).filter((b) => b.extraBedId !== data.extraBed.extraBedId),
        data.extraBed,
      ],
      ...priced(data.price),
    }));
  },
  ExtraBedRemoved: async (event, session) => {
    const data = event.data as ExtraBedRemoved['data'];
    await change(session, event, data.reservationId, (doc) => ({
      extraBeds: (doc.extraBeds ?? []).filter((b) => b.extraBedId !== data.extraBedId),
      ...priced(data.price),
    }));
  },
  ReservationTaxAdded: async (event, session) => {
    const data = event.data as ReservationTaxAdded['data'];
    await change(session, event, data.reservationId, (doc) => ({
      taxClones: [...doc.taxClones.filter((t) => t.taxId !== data.taxClone.taxId), data.taxClone],
      ...priced(data.price),
    }));
  },
  ReservationTaxRemoved: async (event, session) => {
    const data = event.data as ReservationTaxRemoved['data'];
    await change(session, event, data.reservationId, (doc) => ({
      taxClones: doc.taxClones.filter((t) => t.taxId !== data.taxId),
      ...priced(data.price),
    }));
  },
  StayGuestSaved: async (event, session) => {
    const data = event.data as StayGuestSaved['data'];
    await change(session, event, data.reservationId, (doc) => {
      const guests = doc.guestClones ?? [];
      const known = guests.some((g) => g.guestCloneId === data.guest.guestCloneId);
      return {
        guestClones: known
          ? guests.map((g) => (g.guestCloneId === data.guest.guestCloneId ? data.guest : g))
          : [...guests, data.guest],
      };
    });
  },
  StayGuestRemoved: async (event, session) => {
    const data = event.data as StayGuestRemoved['data'];
    await change(session, event, data.reservationId, (doc) => ({
      guestClones: (doc.guestClones ?? []).filter((g) => g.guestCloneId !== data.guestCloneId),
    }));
  },
} satisfies Record<string, Handler>;
