import { dateInTimeZone, DEFAULT_TIME_ZONE } from '@hotel/events/dates';
import { type FigureStay, roomRevenueOn } from '@hotel/events/night-audit/figures';
import type { ReadSession } from '@hotel/infra/read-store/port';
import type { ProjectedEvent } from '../runtime/projection';
import {
  addTo,
  applyStay,
  type DayMoney,
  dayId,
  emptyDay,
  SALES_DAYS,
  SALES_PROPERTIES,
  type SalesDayDoc,
  type SalesPropertyDoc,
  stayDates,
} from './facts';
import { PROPERTY_EVENTS } from './handled';

export const propertyOf = (data: unknown): string => (data as { propertyId: string }).propertyId;

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

/**
 * What the other events read of the property: its dates. The rooms and blocks are the report's
 * (tens of kB in a hotel of 500 rooms); read and copied for every booking's events, they were
 * most of what the projection worker copied.
 */
const DATES_ONLY = { projection: { workingDate: 1, openedOn: 1, lastAudit: 1 } } as const;

/** The property's state and the day documents one event touches, written back at the end. */
export class Batch {
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
