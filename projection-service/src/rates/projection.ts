import { addDays } from '@hotel/events/dates';
import { type RateDay, rateCalendar } from '@hotel/events/pricing/rate-calendar';
import type {
  IntervalRemoved,
  IntervalSaved,
  RateCalendarEvent,
  RatePlanAdded,
  RatePlanFields,
  RatePlanRemoved,
} from '@hotel/events/rates/events';
import type { Document, ReadSession } from '@hotel/infra/read-store/port';
import type { Projection } from '../runtime/projection';

export const RATE_PLANS = 'rate_plans';
export const RATE_WRITES = 'rate_writes';
export const RATE_DAYS = 'rate_days';
export const INTERVALS = 'rate_intervals';

export interface RatePlanDoc extends Document, RatePlanFields {
  propertyId: string;
}

/** One write to a plan's calendar, kept so a day can be folded again when an interval goes. */
interface RateWriteDoc extends Document {
  propertyId: string;
  ratePlanId: string;
  position: number;
  event: RateCalendarEvent;
}

/** One date of a plan's calendar: what is set there (a price is resolved when read). */
export interface RateDayDoc extends Document, Omit<RateDay, 'date'> {
  propertyId: string;
  ratePlanId: string;
  date: string;
}

export interface IntervalDoc extends Document {
  propertyId: string;
  ratePlanId: string;
  name: string;
  startDate: string;
  endDate: string;
  minLos: number | null;
  maxLos: number | null;
  rates: number[];
}

/** Folds the plan's writes again over [start, end] and stores each date. */
const refold = async (
  session: ReadSession,
  propertyId: string,
  ratePlanId: string,
  start: string,
  end: string,
): Promise<void> => {
  const writes = await session
    .collection<RateWriteDoc>(RATE_WRITES)
    .find({ propertyId, ratePlanId }, { sort: { position: 1 } });
  const days = rateCalendar(
    writes.map((w) => w.event),
    start,
    addDays(end, 1),
  );
  const collection = session.collection<RateDayDoc>(RATE_DAYS);
  for (const day of days.values()) {
    await collection.replaceOne(
      { _id: `${ratePlanId}:${day.date}` },
      { _id: `${ratePlanId}:${day.date}`, propertyId, ratePlanId, ...day },
      { upsert: true },
    );
  }
};

/** Rate plans (`ratePlans`) and their calendars (`rates`). */
export const ratesProjection: Projection = {
  name: 'rates',
  // 2: the rate writes carry their property (the embedded store reads one property's only).
  version: 2,
  collections: [RATE_PLANS, RATE_WRITES, RATE_DAYS, INTERVALS],
  readModels: ['ratePlans', 'rates'],
  handles: [
    'RatePlanAdded',
    'RatePlanChanged',
    'RatePlanRemoved',
    'DailyRatesSet',
    'IntervalSaved',
    'IntervalRemoved',
  ],
  setup: async (store) => {
    await store.collection(RATE_PLANS).createIndex({ propertyId: 1 });
    await store.collection(RATE_WRITES).createIndex({ ratePlanId: 1, position: 1 });
    await store.collection(RATE_DAYS).createIndex({ ratePlanId: 1, date: 1 });
  },
  apply: async (event, session) => {
    switch (event.type) {
      case 'RatePlanAdded':
      case 'RatePlanChanged': {
        const { ratePlanId, ...plan } = event.data as RatePlanAdded['data'];
        await session
          .collection<RatePlanDoc>(RATE_PLANS)
          .replaceOne({ _id: ratePlanId }, { _id: ratePlanId, ...plan }, { upsert: true });
        return;
      }
      case 'RatePlanRemoved': {
        const { propertyId, ratePlanId } = event.data as RatePlanRemoved['data'];
        await session.collection(RATE_PLANS).deleteOne({ _id: ratePlanId });
        await session.collection(RATE_DAYS).deleteMany({ propertyId, ratePlanId });
        await session.collection(RATE_WRITES).deleteMany({ propertyId, ratePlanId });
        await session.collection(INTERVALS).deleteMany({ propertyId, ratePlanId });
        return;
      }
      case 'DailyRatesSet':
      case 'IntervalSaved':
      case 'IntervalRemoved': {
        const calendarEvent = { type: event.type, data: event.data } as RateCalendarEvent;
        const { propertyId, ratePlanId } = calendarEvent.data;
        await session.collection<RateWriteDoc>(RATE_WRITES).replaceOne(
          { _id: event.id },
          {
            _id: event.id,
            propertyId,
            ratePlanId,
            position: Number(event.position),
            event: calendarEvent,
          },
          { upsert: true },
        );
        const intervals = session.collection<IntervalDoc>(INTERVALS);
        if (calendarEvent.type === 'DailyRatesSet') {
          await refold(
            session,
            propertyId,
            ratePlanId,
            calendarEvent.data.startDate,
            calendarEvent.data.endDate,
          );
          return;
        }
        const { intervalId } = calendarEvent.data as IntervalRemoved['data'];
        const before = await intervals.findOne({ _id: intervalId });
        if (calendarEvent.type === 'IntervalSaved') {
          const { intervalId: _i, ...interval } = calendarEvent.data as IntervalSaved['data'];
          await intervals.replaceOne(
            { _id: intervalId },
            { _id: intervalId, ...interval },
            { upsert: true },
          );
        } else {
          await intervals.deleteOne({ _id: intervalId });
        }
        // The dates it covers now and the ones it covered before (moved or removed).
        for (const range of [calendarEvent.data as Partial<IntervalSaved['data']>, before]) {
          if (range?.startDate && range.endDate) {
            await refold(session, propertyId, ratePlanId, range.startDate, range.endDate);
          }
        }
        return;
      }
    }
  },
};
