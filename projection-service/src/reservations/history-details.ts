import type {
  CancellationFeeChanged,
  ReservationStatusChanged,
} from '@hotel/events/reservations/events';
import { chargeKinds, type Routing, windowOfKind } from '@hotel/events/folio/routing';
import type {
  ExtraBedAdded,
  FolioRoutingSet,
  IncomeEdited,
  PaymentPosted,
  PaymentRefunded,
  PaymentWindowChanged,
  ReceivablePaid,
  ReservationTaxAdded,
  ServiceItemAdded,
  StayGuestSaved,
} from '@hotel/events/folio/events';
import type {
  ReservationCreated,
  ReservationDiscountSet,
  ReservationRoomAssigned,
  ReservationRoomTypeChanged,
} from '@hotel/events/reservations/events';
import { guestNameOf, type ReservationDoc } from './projection';

/**
 * What the UI's sentence for each event of a reservation's history says (`detailsOf`), from
 * the event's data and the detail document before and after it.
 */

/**
 * Who pays which charges under a routing, as the history's sentence names it: the guest's
 * window (partner null) and each partner's, with the charge kinds routed there.
 */
export const payersOf = (routing: Routing | null | undefined) => [
  { windowId: '1', partner: null as string | null, kinds: kindsTo(routing, '1') },
  ...(routing?.windows ?? []).map((w) => ({
    windowId: w.windowId as string,
    partner: w.partnerClone.name as string | null,
    kinds: kindsTo(routing, w.windowId),
  })),
];
const kindsTo = (routing: Routing | null | undefined, windowId: string) =>
  chargeKinds.filter((kind) => windowOfKind(routing, kind) === windowId);

/** The partner paying a window of the stay (null: the guest, or a window not listed). */
const partnerOfWindow = (doc: ReservationDoc | null, windowId: string): string | null =>
  doc?.routing?.windows.find((w) => w.windowId === windowId)?.partnerClone.name ?? null;

type Details = Record<string, unknown> | undefined;

/** The stay's own events: created, status, fee, room, room type, discount. */
const stayDetailsOf = (
  record: { readonly type: string; readonly commandType: string },
  data: unknown,
  before: ReservationDoc | null,
): Details => {
  switch (record.type) {
    case 'ReservationCreated': {
      const d = data as ReservationCreated['data'];
      return {
        number: d.number,
        guestName: guestNameOf(d.guestClone),
        checkIn: d.checkIn,
        checkOut: d.checkOut,
        stayType: d.stayType,
        status: d.status,
        roomType: d.roomTypeClone.name,
        ...(d.roomTypeClone.nameEn ? { roomTypeEn: d.roomTypeClone.nameEn } : {}),
        room: d.roomClone?.name ?? null,
        source: d.sourceClone.name,
        ...(d.sourceClone.nameEn ? { sourceEn: d.sourceClone.nameEn } : {}),
        amount: d.price.total,
        fromRequest: record.commandType === 'ConvertReservationRequest',
      };
    }
    case 'ReservationStatusChanged': {
      const d = data as ReservationStatusChanged['data'];
      return {
        from: d.from,
        to: d.to,
        workingDate: d.workingDate,
        cancellation: d.cancellation,
        notes: d.notes,
      };
    }
    case 'CancellationFeeChanged': {
      const d = data as CancellationFeeChanged['data'];
      return { before: d.before, after: d.after, reason: d.reason };
    }
    case 'ReservationRoomAssigned': {
      const d = data as ReservationRoomAssigned['data'];
      return {
        room: d.roomClone?.name ?? null,
        previousRoom: before?.roomClone?.name ?? null,
        // A guest in the house moved mid-stay: from which night, and the room that keeps the
        // nights before (absent: the whole stay moved).
        ...(d.from ? { from: d.from } : {}),
        ...(d.segment ? { keptRoom: d.segment.roomClone.name } : {}),
      };
    }
    case 'ReservationRoomTypeChanged': {
      const d = data as ReservationRoomTypeChanged['data'];
      return {
        roomType: d.roomTypeClone.name,
        ...(d.roomTypeClone.nameEn ? { roomTypeEn: d.roomTypeClone.nameEn } : {}),
        ratePlan: d.ratePlanClone?.name ?? null,
        ...(d.ratePlanClone?.nameEn ? { ratePlanEn: d.ratePlanClone.nameEn } : {}),
        room: d.roomClone?.name ?? null,
        // The price before → after (issue 31 §7; `previous` is absent on older events).
        calcType: d.calcType ?? null,
        amount: d.price.total,
        previousAmount: d.previous?.total ?? before?.amount ?? null,
      };
    }
    case 'ReservationDiscountSet': {
      const d = data as ReservationDiscountSet['data'];
      return { discountType: d.discountType, discount: d.discount };
    }
    default:
      return undefined;
  }
};

/** The folio's events: payments, routing, services, extra beds, taxes, the stay's guests. */
const folioDetailsOf = (
  record: { readonly type: string; readonly commandType: string },
  data: unknown,
  before: ReservationDoc | null,
  after: ReservationDoc | null,
): Details => {
  switch (record.type) {
    case 'PaymentPosted': {
      const d = data as PaymentPosted['data'];
      return {
        amount: d.amount,
        amountMnt: d.amountMnt,
        currency: d.currencyClone.shortName,
        incomeType: d.incomeType,
        methods: d.pays.map((line) => line.paymentMethodClone.name),
        // In English: each method's English name, else its name (only when one has one).
        ...(d.pays.some((line) => line.paymentMethodClone.nameEn)
          ? {
              methodsEn: d.pays.map(
                (line) => line.paymentMethodClone.nameEn ?? line.paymentMethodClone.name,
              ),
            }
          : {}),
        // A payment of a partner's window (payer routing): which window and who pays it.
        ...(d.windowId && d.windowId !== '1'
          ? { windowId: d.windowId, payer: partnerOfWindow(before, d.windowId) }
          : {}),
      };
    }
    case 'FolioRoutingSet': {
      // Payer routing changed: who paid which charges before → after.
      const d = data as FolioRoutingSet['data'];
      return { before: payersOf(d.previous), after: payersOf(d.routing) };
    }
    case 'PaymentWindowChanged': {
      // A payment moved to another window: its amount, from → to and who pays each.
      const d = data as PaymentWindowChanged['data'];
      const payment = before?.payments?.find((p) => p.id === d.paymentId);
      return {
        amountMnt: payment?.amountMnt ?? null,
        from: d.from,
        to: d.to,
        fromPayer: partnerOfWindow(before, d.from),
        toPayer: partnerOfWindow(before, d.to),
      };
    }
    case 'PaymentDeleted':
    case 'IncomeEdited': {
      const { paymentId } = data as { paymentId: string };
      const payment = before?.payments?.find((p) => p.id === paymentId);
      const known = payment
        ? { amount: payment.amount, amountMnt: payment.amountMnt, currency: payment.currency }
        : { amount: null, amountMnt: null, currency: null };
      if (record.type === 'PaymentDeleted') return known;
      const d = data as IncomeEdited['data'];
      return {
        ...known,
        billType: { before: payment?.billType ?? null, after: d.billType },
        paymentNotes: { before: payment?.notes ?? null, after: d.notes },
      };
    }
    case 'PaymentRefunded': {
      // Money given back: how much, of which payment, in what method and why.
      const d = data as PaymentRefunded['data'];
      const payment = before?.payments?.find((p) => p.id === d.paymentId);
      const method = d.pays[0]?.paymentMethodClone;
      return {
        amountMnt: d.amountMnt,
        paymentAmountMnt: payment?.amountMnt ?? null,
        method: method?.name ?? null,
        ...(method?.nameEn ? { methodEn: method.nameEn } : {}),
        reason: d.reason,
      };
    }
    case 'ReceivablePaid': {
      const d = data as ReceivablePaid['data'];
      const payment = before?.payments?.find((p) => p.id === d.paymentId);
      return {
        amountMnt: payment?.amountMnt ?? d.pays.reduce((sum, line) => sum + line.amountMnt, 0),
        paidAt: d.paidAt,
      };
    }
    case 'ServiceItemAdded': {
      const { item } = data as ServiceItemAdded['data'];
      return {
        name: item.serviceClone.name,
        ...(item.serviceClone.nameEn ? { nameEn: item.serviceClone.nameEn } : {}),
        quantity: item.quantity,
        price: item.price,
      };
    }
    case 'ServiceItemRemoved': {
      const { itemId } = data as { itemId: string };
      const item = before?.items?.find((i) => i.itemId === itemId);
      return {
        name: item?.serviceClone.name ?? null,
        ...(item?.serviceClone.nameEn ? { nameEn: item.serviceClone.nameEn } : {}),
        quantity: item?.quantity ?? null,
      };
    }
    case 'ExtraBedAdded': {
      const { extraBed } = data as ExtraBedAdded['data'];
      return { nights: extraBed.nights, totalAmount: extraBed.totalAmount };
    }
    case 'ExtraBedRemoved': {
      const { extraBedId } = data as { extraBedId: string };
      const bed = before?.extraBeds?.find((b) => b.extraBedId === extraBedId);
      return { nights: bed?.nights ?? null, totalAmount: bed?.totalAmount ?? null };
    }
    case 'ReservationTaxAdded': {
      const { taxClone } = data as ReservationTaxAdded['data'];
      return {
        name: taxClone.name,
        ...(taxClone.nameEn ? { nameEn: taxClone.nameEn } : {}),
        percentage: taxClone.percentage,
      };
    }
    case 'ReservationTaxRemoved': {
      const { taxId } = data as { taxId: string };
      const tax = before?.taxClones.find((t) => t.taxId === taxId);
      return {
        name: tax?.name ?? null,
        ...(tax?.nameEn ? { nameEn: tax.nameEn } : {}),
        percentage: tax?.percentage ?? null,
      };
    }
    case 'StayGuestSaved': {
      const { guest } = data as StayGuestSaved['data'];
      const known = before?.guestClones?.some((g) => g.guestCloneId === guest.guestCloneId);
      return { name: guestNameOf(guest), added: !known };
    }
    case 'StayGuestRemoved': {
      const { guestCloneId } = data as { guestCloneId: string };
      const guest = (before ?? after)?.guestClones?.find((g) => g.guestCloneId === guestCloneId);
      return { name: guest ? guestNameOf(guest) : null };
    }
    default:
      return undefined;
  }
};

/** What the UI's sentence for an event needs, from its data and the state before it. */
export const detailsOf = (
  record: { readonly type: string; readonly commandType: string },
  data: unknown,
  before: ReservationDoc | null,
  after: ReservationDoc | null,
): Record<string, unknown> =>
  stayDetailsOf(record, data, before) ?? folioDetailsOf(record, data, before, after) ?? {};
