import type { BlockChanged, BlockRemoved, RoomsBlocked } from '@hotel/events/blocks/events';
import { dateInTimeZone, DEFAULT_TIME_ZONE } from '@hotel/events/dates';
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
import type {
  RoomChanged,
  RoomRemoved,
  RoomsAdded,
  RoomTypeAdded,
} from '@hotel/events/inventory/events';
import type { NightAuditPerformed } from '@hotel/events/night-audit/events';
import { type FigureStay, roomNightsOf, roomRevenueOn } from '@hotel/events/night-audit/figures';
import type { PropertyRegistered } from '@hotel/events/property/events';
import { type CancellationFee, feeKindOf } from '@hotel/events/reservations/fees';
import type {
  CancellationFeeChanged,
  Price,
  ReservationCreated,
  ReservationDatesChanged,
  ReservationRoomTypeChanged,
  ReservationStatusChanged,
} from '@hotel/events/reservations/events';
import type { ReadSession } from '@hotel/infra/read-store/port';
import { paidCancellationFee, paidFeeOf } from '../incomes/cancellation-fees';
import type { ProjectedEvent, Projection } from '../runtime/projection';
import {
  addTo,
  applyStay,
  blockSpanOf,
  type DayMoney,
  dayId,
  emptyDay,
  SALES_DAYS,
  SALES_PROPERTIES,
  SALES_STAYS,
  type SalesDayDoc,
  type SalesPropertyDoc,
  type SalesStayDoc,
  stayDates,
  type StayPayment,
} from './facts';

/** The events that change the property's document (its dates, rooms, room types, blocks). */
const propertyEvents = [
  'PropertyRegistered',
  'NightAuditPerformed',
  'RoomTypeAdded',
  'RoomTypeChanged',
  'RoomsAdded',
  'RoomChanged',
  'RoomRemoved',
  'RoomsBlocked',
  'BlockChanged',
  'BlockRemoved',
] as const;

const handled = [
  ...propertyEvents,
  'ReservationCreated',
  'ReservationStatusChanged',
  'ReservationDatesChanged',
  'ReservationRoomTypeChanged',
  'ReservationDiscountSet',
  'CancellationFeeChanged',
  'ServiceItemAdded',
  'ServiceItemRemoved',
  'ExtraBedAdded',
  'ExtraBedRemoved',
  'ReservationTaxAdded',
  'ReservationTaxRemoved',
  'PaymentPosted',
  'PaymentDeleted',
  'PaymentRefunded',
  'ReceivablePaid',
] as const;
type Handled = (typeof handled)[number];

const propertyOf = (data: unknown): string => (data as { propertyId: string }).propertyId;

const newProperty = (propertyId: string): SalesPropertyDoc => ({
  _id: propertyId,
  workingDate: null,
  openedOn: null,
  lastAudit: null,
  rooms: {},
  roomDates: {},
  roomTypeNames: {},
  blocks: {},
});

const PROPERTY_EVENTS: ReadonlySet<string> = new Set(propertyEvents);

/**
 * What the other events read of the property: its dates. The rooms and blocks are the report's
 * (tens of kB in a hotel of 500 rooms); read and copied for every booking's events, they were
 * most of what the projection worker copied.
 */
const DATES_ONLY = { projection: { workingDate: 1, openedOn: 1, lastAudit: 1 } } as const;

/** The property's state and the day documents one event touches, written back at the end. */
class Batch {
  private readonly days = new Map<string, SalesDayDoc>();
  private propertyChanged = false;

  constructor(
    private readonly session: ReadSession,
    readonly property: SalesPropertyDoc,
    private readonly event: ProjectedEvent,
    /** The property was read whole (a PROPERTY_EVENTS event), so it may be written back. */
    private readonly whole: boolean,
  ) {}

  static async open(session: ReadSession, propertyId: string, event: ProjectedEvent) {
    const whole = PROPERTY_EVENTS.has(event.type);
    const found = await session
      .collection<SalesPropertyDoc>(SALES_PROPERTIES)
      .findOne({ _id: propertyId }, whole ? {} : DATES_ONLY);
    const batch = new Batch(session, found ?? newProperty(propertyId), event, whole || !found);
    if (!found) batch.propertyChanged = true;
    return batch;
  }

  touchProperty() {
    if (!this.whole) throw new Error(`${this.event.type} read only the property's dates`);
    this.propertyChanged = true;
  }

  /** Audited: from the property's first day up to its last audit (earlier days never were). */
  isClosed(date: string): boolean {
    const audit = this.property.lastAudit;
    const openedOn = this.property.openedOn ?? null;
    return audit !== null && date <= audit.date && (openedOn === null || date >= openedOn);
  }

  /**
   * The business date money is booked on: the event's own date while that day is open, else
   * the working date when the event happened (a closed day is never rewritten).
   */
  bookingDate(explicit?: string): string {
    if (explicit && !this.isClosed(explicit)) return explicit;
    return (
      this.property.workingDate ??
      explicit ??
      dateInTimeZone(this.event.metadata.occurredAt, DEFAULT_TIME_ZONE)
    );
  }

  async day(date: string): Promise<SalesDayDoc> {
    const id = dayId(this.property._id, date);
    let day = this.days.get(id);
    if (!day) {
      day =
        (await this.session.collection<SalesDayDoc>(SALES_DAYS).findOne({ _id: id })) ??
        emptyDay(this.property._id, date);
      this.days.set(id, day);
    }
    return day;
  }

  async money(explicit?: string): Promise<DayMoney> {
    return (await this.day(this.bookingDate(explicit))).money;
  }

  /** A stay changed from `before` to `after` (null: not there): the days it counts on follow. */
  async restate(before: FigureStay | null, after: FigureStay | null) {
    const dates = new Set([
      ...(before ? stayDates(before) : []),
      ...(after ? stayDates(after) : []),
    ]);
    const audit = this.property.lastAudit;
    for (const date of [...dates].sort()) {
      if (!this.isClosed(date)) {
        const day = await this.day(date);
        if (before) applyStay(day.live, before, date, -1);
        if (after) applyStay(day.live, after, date, 1);
        continue;
      }
      // The audit's own changes (its no-shows) are already in the figures it froze.
      if (audit && date === audit.date && this.event.metadata.commandId === audit.commandId) {
        continue;
      }
      // A closed night's revenue changes by what the stay earns on it as an audited night (a
      // guest who came): a late check-in books the nights the audit left out, a pending stay
      // canceled or re-priced books nothing (its nights were never counted).
      const money = await this.money();
      const book = (stay: FigureStay | null, sign: 1 | -1) => {
        if (!stay) return;
        const revenue = sign * roomRevenueOn(stay, date, true);
        if (revenue === 0) return;
        money.roomCorrection += revenue;
        addTo(money.roomCorrectionByRoomType, stay.roomTypeId, revenue);
        addTo(money.roomCorrectionByChannel, stay.channel, revenue);
      };
      book(before, -1);
      book(after, 1);
    }
  }

  async commit() {
    if (this.propertyChanged) {
      await this.session
        .collection<SalesPropertyDoc>(SALES_PROPERTIES)
        .replaceOne({ _id: this.property._id }, this.property, { upsert: true });
    }
    const days = this.session.collection<SalesDayDoc>(SALES_DAYS);
    for (const day of this.days.values()) {
      await days.replaceOne({ _id: day._id }, day, { upsert: true });
    }
  }
}

const figureStayOf = (d: ReservationCreated['data']): FigureStay => ({
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
const nextStay = (event: ProjectedEvent, stay: FigureStay): FigureStay => {
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

const sameCount = (a: FigureStay, b: FigureStay) => JSON.stringify(a) === JSON.stringify(b);

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
const applyFolio = async (event: ProjectedEvent, batch: Batch, stay: SalesStayDoc) => {
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

/**
 * The sales report's read model (`sales`, docs/report.md): per property and business date the
 * day's room figures (live until the night audit freezes them) and the money booked that day.
 */
export const salesProjection: Projection = {
  name: 'sales',
  // 2: net room revenue per night, rooms sold by arrival, rooms counted from their first day.
  version: 2,
  collections: [SALES_PROPERTIES, SALES_STAYS, SALES_DAYS],
  readModels: ['sales'],
  handles: handled,
  setup: async (store) => {
    await store.collection(SALES_DAYS).createIndex({ propertyId: 1, date: 1 });
    await store.collection(SALES_STAYS).createIndex({ propertyId: 1 });
  },
  apply: async (event, session) => {
    const batch = await Batch.open(session, propertyOf(event.data), event);
    const property = batch.property;
    const stays = session.collection<SalesStayDoc>(SALES_STAYS);
    switch (event.type as Handled) {
      case 'PropertyRegistered': {
        property.workingDate = (event.data as PropertyRegistered['data']).workingDate;
        property.openedOn = property.workingDate;
        batch.touchProperty();
        break;
      }
      case 'NightAuditPerformed': {
        const d = event.data as NightAuditPerformed['data'];
        const day = await batch.day(d.date);
        day.closed = true;
        day.frozen = d.figures;
        property.workingDate = d.nextDate;
        property.lastAudit = { date: d.date, commandId: event.metadata.commandId };
        batch.touchProperty();
        break;
      }
      case 'RoomTypeAdded':
      case 'RoomTypeChanged': {
        const d = event.data as RoomTypeAdded['data'];
        property.roomTypeNames[d.roomTypeId] = d.name;
        batch.touchProperty();
        break;
      }
      case 'RoomsAdded': {
        const d = event.data as RoomsAdded['data'];
        for (const room of d.rooms) {
          property.rooms[room.roomId] = d.roomTypeId;
          property.roomDates[room.roomId] = { from: property.workingDate ?? '', until: null };
        }
        batch.touchProperty();
        break;
      }
      case 'RoomChanged': {
        const d = event.data as RoomChanged['data'];
        property.rooms[d.roomId] = d.roomTypeId;
        property.roomDates[d.roomId] ??= { from: property.workingDate ?? '', until: null };
        batch.touchProperty();
        break;
      }
      case 'RoomRemoved': {
        const { roomId } = event.data as RoomRemoved['data'];
        delete property.rooms[roomId];
        // The room stops counting from the working date it was removed on.
        const span = property.roomDates[roomId];
        if (span && property.workingDate !== null) span.until = property.workingDate;
        else delete property.roomDates[roomId];
        batch.touchProperty();
        break;
      }
      case 'RoomsBlocked': {
        for (const block of (event.data as RoomsBlocked['data']).blocks) {
          property.blocks[block.blockId] = blockSpanOf(block);
        }
        batch.touchProperty();
        break;
      }
      case 'BlockChanged': {
        const { block } = event.data as BlockChanged['data'];
        property.blocks[block.blockId] = blockSpanOf(block);
        batch.touchProperty();
        break;
      }
      case 'BlockRemoved': {
        delete property.blocks[(event.data as BlockRemoved['data']).blockId];
        batch.touchProperty();
        break;
      }
      case 'ReservationCreated': {
        const d = event.data as ReservationCreated['data'];
        const stay: SalesStayDoc = {
          _id: d.reservationId,
          propertyId: d.propertyId,
          stay: figureStayOf(d),
          charges: {},
          payments: {},
          cancellationFee: 0,
          feeLines: [],
        };
        await batch.restate(null, stay.stay);
        await stays.replaceOne({ _id: stay._id }, stay, { upsert: true });
        break;
      }
      default: {
        const reservationId = (event.data as { reservationId?: string }).reservationId;
        if (!reservationId) return;
        const stay = await stays.findOne({ _id: reservationId });
        if (!stay) return;
        const next = nextStay(event, stay.stay);
        if (!sameCount(stay.stay, next)) await batch.restate(stay.stay, next);
        await applyFolio(event, batch, stay);
        await stays.replaceOne({ _id: stay._id }, { ...stay, stay: next });
      }
    }
    await batch.commit();
  },
};
