import type { Request, Response } from 'express';
import { addDays, datesBetween } from '@hotel/events/dates';
import { parseLanguage } from '@hotel/events/messages';
import { nightPrice, openDay } from '@hotel/events/pricing/rate-calendar';
import { ratesQuerySchema } from '@hotel/events/rates/commands';
import { meals } from '@hotel/events/reference/meals';
import { HttpProblemNotFound } from '@hotel/infra/http/auth';
import {
  type GuardedRoutes,
  propertyCallerOf,
  propertyRoute,
} from '@hotel/infra/http/route-policy';
import type { ReadStore } from '@hotel/infra/read-store/port';
import { ROOM_TYPES, type RoomTypeDoc } from '../room-types/projection';
import { SETTINGS_ITEMS, type SettingsItemDoc } from '../settings/projection';
import {
  INTERVALS,
  type IntervalDoc,
  RATE_DAYS,
  RATE_PLANS,
  type RateDayDoc,
  type RatePlanDoc,
} from './projection';
import {
  mealListResponse,
  rateCalendarResponse,
  rateIntervalListResponse,
  ratePlanDetailResponse,
  ratePlanListResponse,
} from './responses';

/** Rate plans are read where prices are set and where stays are booked. */
const READ_RATES = propertyRoute('manage-rates', 'manage-reservations', 'show-reservations');

const mealsIn = (req: Request) => {
  const language = parseLanguage(req.header('x-language'));
  return meals.map((m) => ({ id: m.id, code: m.code, name: m[language] }));
};

export const ratesQueries = (routes: GuardedRoutes, readStore: ReadStore): void => {
  const plans = readStore.collection<RatePlanDoc>(RATE_PLANS);
  const roomTypes = readStore.collection<RoomTypeDoc>(ROOM_TYPES);

  /** A plan as the screens use it: its room type, meals, partners and occupancy rows. */
  const present = async (docs: RatePlanDoc[], req: Request) => {
    const propertyId = docs[0]?.propertyId;
    if (!propertyId) return [];
    const [types, partners] = await Promise.all([
      roomTypes.find({ propertyId }),
      readStore.collection<SettingsItemDoc>(SETTINGS_ITEMS).find({ propertyId, kind: 'Partner' }),
    ]);
    const typeById = new Map(types.map((t) => [t._id, t]));
    const partnerName = new Map(partners.map((p) => [p._id, (p as { name: string }).name]));
    const mealList = mealsIn(req);
    return docs.map(
      ({ _id, propertyId: _p, roomTypeId, partnerIds, mealIds, occupancyRates, ...plan }) => ({
        id: _id,
        ...plan,
        type: plan.isDaily ? 'daily' : 'other',
        roomType: {
          id: roomTypeId,
          name: typeById.get(roomTypeId)?.name ?? '',
          nameEn: typeById.get(roomTypeId)?.nameEn ?? null,
        },
        partners: partnerIds.map((id) => ({ id, name: partnerName.get(id) ?? '' })),
        meals: mealList.filter((m) => mealIds.includes(m.id)),
        occupancyRatePlans: occupancyRates,
      }),
    );
  };

  const planOf = async (req: Request, res: Response, propertyId: string) => {
    const plan = await plans.findOne({ _id: String(req.params.id), propertyId });
    if (!plan) throw new HttpProblemNotFound(res);
    return plan;
  };

  routes.get('/rate/plans', READ_RATES, async (req, res) => {
    const { propertyId } = propertyCallerOf(res);
    const roomTypeId = typeof req.query.roomTypeId === 'string' ? req.query.roomTypeId : undefined;
    const docs = await plans.find(
      { propertyId, ...(roomTypeId ? { roomTypeId } : {}) },
      { sort: { name: 1, _id: 1 } },
    );
    const data = await present(docs, req);
    res.json({ data, total: data.length });
  });

  routes.get('/rate/plans/:id', READ_RATES, async (req, res) => {
    const plan = await planOf(req, res, propertyCallerOf(res).propertyId);
    const [presented] = await present([plan], req);
    res.json({ ratePlan: presented });
  });

  routes.get('/rate/plans/:id/rates', READ_RATES, async (req, res) => {
    const { propertyId } = propertyCallerOf(res);
    const plan = await planOf(req, res, propertyId);
    const query = ratesQuerySchema.parse(req.query);
    const [roomType, days] = await Promise.all([
      roomTypes.findOne({ _id: plan.roomTypeId, propertyId }),
      readStore
        .collection<RateDayDoc>(RATE_DAYS)
        .find({ propertyId, ratePlanId: plan._id, date: { $gte: query.from, $lte: query.to } }),
    ]);
    const byDate = new Map(days.map((d) => [d.date, d]));
    const defaultPrice = roomType?.defaultPrice ?? 0;
    const data = datesBetween(query.from, addDays(query.to, 1)).map((date) => {
      const {
        _id: _i,
        propertyId: _p,
        ratePlanId: _r,
        ...day
      } = byDate.get(date) ?? {
        _id: '',
        propertyId,
        ratePlanId: plan._id,
        ...openDay(date),
      };
      return {
        ...day,
        value: plan.isDaily ? nightPrice(day.price, defaultPrice) : defaultPrice,
        isSet: day.price !== null,
      };
    });
    res.json({ data, defaultPrice });
  });

  routes.get('/rate/plans/:id/intervals', READ_RATES, async (req, res) => {
    const { propertyId } = propertyCallerOf(res);
    const plan = await planOf(req, res, propertyId);
    const docs = await readStore
      .collection<IntervalDoc>(INTERVALS)
      .find({ propertyId, ratePlanId: plan._id }, { sort: { startDate: 1, _id: 1 } });
    const data = docs.map(({ _id, propertyId: _p, ratePlanId, ...interval }) => ({
      id: _id,
      ratePlan: { id: ratePlanId },
      ...interval,
    }));
    res.json({ data, total: data.length });
  });

  routes.get('/meals', propertyRoute(), (req, res) => {
    const data = mealsIn(req);
    res.json({ data, total: data.length });
  });
  // The query each route above reads (OpenAPI, input sweeps).
  routes.describe('get', '/rate/plans/:id/rates', {
    query: ratesQuerySchema,
    response: rateCalendarResponse,
  });
  routes.describe('get', '/rate/plans', { response: ratePlanListResponse });
  routes.describe('get', '/rate/plans/:id', { response: ratePlanDetailResponse });
  routes.describe('get', '/rate/plans/:id/intervals', { response: rateIntervalListResponse });
  routes.describe('get', '/meals', { response: mealListResponse });
};
