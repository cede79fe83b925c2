import type {
  ExtraBedAdded,
  ExtraBedRemoved,
  PaymentDeleted,
  PaymentPosted,
  PaymentRefunded,
  ReceivablePaid,
  ServiceItemAdded,
  ServiceItemRemoved,
} from '@hotel/events/folio/events';
import { type FigureStay, roomNightsOf } from '@hotel/events/night-audit/figures';
import { type CancellationFee, feeKindOf } from '@hotel/events/reservations/fees';
import type {
  CancellationFeeChanged,
  Price,
  ReservationCreated,
  ReservationDatesChanged,
  ReservationRoomTypeChanged,
  ReservationStatusChanged,
} from '@hotel/events/reservations/events';
import { paidCancellationFee, paidFeeOf } from '../incomes/cancellation-fees';
import type { ProjectedEvent } from '../runtime/projection';
import { addTo, type DayMoney, type SalesStayDoc, type StayPayment } from './facts';
import type { Batch } from './batch';
import type { Handled } from './handled';

/** A stay's events: what it counts (its room nights and revenue) and its folio's money. */

export const figureStayOf = (d: ReservationCreated['data']): FigureStay => ({
  status: d.status,
  roomTypeId: d.roomTypeClone.roomTypeId,
  roomTypeName: d.roomTypeClone.name,
  channel: d.sourceClone.name,
  stayType: d.stayType,
  checkIn: d.checkIn,
  checkOut: d.checkOut,
  nights: roomNightsOf(d.price),
  numberOfGuests: d.numberOfGuests,
  children: d.childrenAges.length,
});

const withPrice = (stay: FigureStay, price: Price): FigureStay => ({
  ...stay,
  nights: roomNightsOf(price),
});

/** The stay after an event of its stream (null: the event does not change what it counts). */
export const nextStay = (event: ProjectedEvent, stay: FigureStay): FigureStay => {
  switch (event.type as Handled) {
    case 'ReservationStatusChanged': {
      const d = event.data as ReservationStatusChanged['data'];
      return { ...stay, status: d.to, checkOut: d.checkOut ?? stay.checkOut };
    }
    case 'ReservationDatesChanged': {
      const d = event.data as ReservationDatesChanged['data'];
      return {
        ...stay,
        stayType: d.stayType,
        checkIn: d.checkIn,
        checkOut: d.checkOut,
        nights: roomNightsOf(d.price),
      };
    }
    case 'ReservationRoomTypeChanged': {
      const d = event.data as ReservationRoomTypeChanged['data'];
      return {
        ...stay,
        roomTypeId: d.roomTypeClone.roomTypeId,
        roomTypeName: d.roomTypeClone.name,
        nights: roomNightsOf(d.price),
      };
    }
    default: {
      const price = (event.data as { price?: Price }).price;
      return price ? withPrice(stay, price) : stay;
    }
  }
};

export const sameCount = (a: FigureStay, b: FigureStay) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Counts a stay's fee as it now stands (`fee`: null or unpaid → nothing), booking on `date` the
 * difference from what was counted: the income of type cancellation (no-show fees too, as the
 * incomes read model types them) and, when the fee names its method, that method's payments.
 */
const countFee = async (
  batch: Batch,
  stay: SalesStayDoc,
  fee: CancellationFee | null,
  date: string,
) => {
  const amount = paidFeeOf(fee);
  const method = amount > 0 ? fee?.payment?.paymentMethodClone : undefined;
  const lines: StayPayment['lines'] = method
    ? [
        {
          methodId: method.paymentMethodId,
          name: method.name,
          color: method.color,
          amountMnt: amount,
        },
      ]
    : [];
  const before = stay.feeLines ?? [];
  if (amount === stay.cancellationFee && JSON.stringify(lines) === JSON.stringify(before)) return;
  const money = await batch.money(date);
  addTo(money.incomes, 'cancellation', amount - stay.cancellationFee);
  addPayments(money, before, -1);
  addPayments(money, lines, 1);
  stay.cancellationFee = amount;
  stay.feeLines = lines;
};

/** A payment's lines as the read model keeps them (the method as the payment cloned it). */
const linesOf = (pays: PaymentPosted['data']['pays']): StayPayment['lines'] =>
  pays.map((line) => ({
    methodId: line.paymentMethodClone.paymentMethodId,
    name: line.paymentMethodClone.name,
    color: line.paymentMethodClone.color,
    amountMnt: line.amountMnt,
  }));

/** Money and charges of a folio event, booked on the stay's day documents. */
export const applyFolio = async (event: ProjectedEvent, batch: Batch, stay: SalesStayDoc) => {
  switch (event.type as Handled) {
    case 'ReservationStatusChanged': {
      const d = event.data as ReservationStatusChanged['data'];
      if (paidCancellationFee(d) !== null) {
        await countFee(batch, stay, d.cancellation, d.workingDate);
      } else if (feeKindOf(d.from) && stay.cancellationFee > 0) {
        // Reinstated: the fee counted is taken back on that working date.
        await countFee(batch, stay, null, d.workingDate);
      }
      return;
    }
    case 'CancellationFeeChanged': {
      // Changed afterwards (amount, paid or not, method): the difference on that working date.
      const d = event.data as CancellationFeeChanged['data'];
      await countFee(batch, stay, d.after, d.workingDate);
      return;
    }
    case 'ServiceItemAdded': {
      const d = event.data as ServiceItemAdded['data'];
      const amount = d.item.quantity * d.item.price;
      (await batch.money()).services += amount;
      stay.charges[d.item.itemId] = amount;
      return;
    }
    case 'ExtraBedAdded': {
      const d = event.data as ExtraBedAdded['data'];
      (await batch.money()).services += d.extraBed.totalAmount;
      stay.charges[d.extraBed.extraBedId] = d.extraBed.totalAmount;
      return;
    }
    case 'ServiceItemRemoved':
    case 'ExtraBedRemoved': {
      const d = event.data as ServiceItemRemoved['data'] & ExtraBedRemoved['data'];
      const id = event.type === 'ServiceItemRemoved' ? d.itemId : d.extraBedId;
      const amount = stay.charges[id];
      if (amount === undefined) return;
      (await batch.money()).services -= amount;
      delete stay.charges[id];
      return;
    }
    case 'PaymentPosted': {
      const d = event.data as PaymentPosted['data'];
      const payment = {
        incomeType: d.incomeType,
        amountMnt: d.amountMnt,
        lines: linesOf(d.pays),
      };
      const money = await batch.money(d.postedDate);
      addTo(money.incomes, d.incomeType, d.amountMnt);
      // A receivable is owed, not received: its money counts when its payer pays.
      if (d.incomeType !== 'receivable') addPayments(money, payment.lines, 1);
      stay.payments[d.paymentId] = payment;
      return;
    }
    case 'PaymentDeleted': {
      const d = event.data as PaymentDeleted['data'];
      const payment = stay.payments[d.paymentId];
      if (!payment) return;
      const money = await batch.money();
      addTo(money.incomes, payment.incomeType, -payment.amountMnt);
      if (payment.incomeType !== 'receivable') addPayments(money, payment.lines, -1);
      delete stay.payments[d.paymentId];
      return;
    }
    case 'PaymentRefunded': {
      // Money given back: less by its method(s) and an income of type refund, negative, on the
      // date it was paid out (a reversal, never a change of the day the payment was received).
      const d = event.data as PaymentRefunded['data'];
      const money = await batch.money(d.postedDate);
      addTo(money.incomes, 'refund', -d.amountMnt);
      addPayments(money, linesOf(d.pays), -1);
      return;
    }
    case 'ReceivablePaid': {
      const d = event.data as ReceivablePaid['data'];
      const lines = linesOf(d.pays);
      addPayments(await batch.money(d.workingDate), lines, 1);
      return;
    }
    default:
      return;
  }
};

const addPayments = (
  money: DayMoney,
  lines: SalesStayDoc['payments'][string]['lines'],
  sign: 1 | -1,
) => {
  for (const line of lines) {
    const current = money.payments[line.methodId] ?? {
      name: line.name,
      color: line.color,
      total: 0,
    };
    const total = current.total + sign * line.amountMnt;
    // The method's name and colour as the latest payment cloned them.
    money.payments[line.methodId] = { name: line.name, color: line.color, total };
  }
};
