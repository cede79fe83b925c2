import type {
  MealList,
  Partner,
  PartnerList,
  RateCalendar,
  RateIntervalList,
  RatePlan,
  RatePlanDetail,
  RatePlanList,
  RoomType,
  RoomTypeList,
} from '../../lib/api-types.gen';
import { injectPropertyEndpoints } from '../../lib/property-endpoints';
import {
  type CommandAnswer,
  deleteCommand,
  type InLanguage,
  type OfProperty,
  postCommand,
  type PropertyCommand,
  propertyHeaders,
  readOf,
} from '../../lib/property-requests';

/**
 * What the rate plan queries answer, as the API's document declares it (generated:
 * ui/src/lib/api-types.gen.ts, `npm run api-types`; the schemas live in
 * projection-service/src/rates/responses.ts).
 */
export type {
  /** A meal a rate plan may include (GET /api/meals), named in the interface language. */
  Meal,
  /** The discount at one occupancy of a plan (the main row is the room type's full occupancy). */
  OccupancyRatePlan,
  /** A rate plan (price type) of a room type (GET /api/rate/plans). */
  RatePlan,
  /** A night's price as set: tugrik, or a percent change of the room type's default price. */
  RatePrice,
  /** One date of a plan's calendar (GET /api/rate/plans/{id}/rates). */
  RateDay,
  RateCalendar,
  /** A named range with a price per weekday (GET /api/rate/plans/{id}/intervals). */
  RateInterval,
} from '../../lib/api-types.gen';
export type RatePlanType = RatePlan['type'];

/** What the rate screens read of a room type (GET /api/room/types; generated). */
export type RateRoomType = Pick<
  RoomType,
  'id' | 'name' | 'shortName' | 'defaultPrice' | 'occupancy' | 'roomCount'
> &
  Partial<Pick<RoomType, 'nameEn' | 'shortNameEn'>>;

/** A partner organisation a plan may be for (GET /api/partners; generated). */
export type RatePartner = Pick<Partner, 'id' | 'name' | 'type'>;

/** POST /api/rate/plans: without `id` a new plan, with it a change. */
export interface SaveRatePlanRequest {
  id?: string;
  name: string;
  nameEn: string;
  roomType: { id: string };
  type: RatePlanType;
  nonRef: boolean;
  isOta: boolean;
  isOnlineBook: boolean;
  partners: { id: string }[];
  meals: { id: string }[];
}

/** The fields of the rate plan form, as the server names them in its errors (form order). */
export const RATE_PLAN_FIELDS = [
  'name',
  'nameEn',
  'roomType.id',
  'type',
  'nonRef',
  'meals',
  'partners',
  'isOta',
  'isOnlineBook',
] as const;

/** POST /api/rate/plans/occupancy: the discount per occupancy (the main row is left out). */
export interface SaveOccupancyRequest {
  id: string;
  occupancyRatePlans: { occupancy: number; discount: number | ''; isActive: boolean }[];
}

/** Restriction choices of the rate forms: null leaves the dates as they are. */
export type Restriction = boolean | null;

/**
 * POST /api/rate/plans/{id}/daily/rates: a price (or '' to leave it) and restrictions on the
 * chosen weekdays (1 = Monday … 7 = Sunday) of a range. `priceOp` 1: tugrik, 2: percent.
 */
export interface SetDailyRatesRequest {
  days: number[];
  startDate: string;
  endDate: string;
  rate: string;
  priceOp: 1 | 2;
  /** '' leaves it; 1 = no minimum. */
  minLos: string;
  /** '' leaves it; 0 = no maximum. */
  maxLos: string;
  closedToArrival: Restriction;
  closedToDeparture: Restriction;
  stopSell: Restriction;
}

/** The fields of the daily rates forms, as the server names them. */
export const DAILY_RATE_FIELDS = [
  'startDate',
  'endDate',
  'days',
  'rate',
  'priceOp',
  'minLos',
  'maxLos',
  'closedToArrival',
  'closedToDeparture',
  'stopSell',
] as const;

export const WEEKDAY_RATE_FIELDS = [
  'mondayRate',
  'tuesdayRate',
  'wednesdayRate',
  'thursdayRate',
  'fridayRate',
  'saturdayRate',
  'sundayRate',
] as const;
export type WeekdayRateField = (typeof WEEKDAY_RATE_FIELDS)[number];

/** POST /api/intervals: without `id` a new interval, with it a change. */
export type SaveIntervalRequest = {
  id?: string;
  name: string;
  ratePlan: { id: string };
  startDate: string;
  endDate: string;
  minLos: string;
  maxLos: string;
} & Record<WeekdayRateField, string>;

export const INTERVAL_FIELDS = [
  'name',
  'startDate',
  'endDate',
  'minLos',
  'maxLos',
  ...WEEKDAY_RATE_FIELDS,
  'ratePlan.id',
] as const;

type Command = PropertyCommand;

const PLANS = { type: 'ratePlans', id: 'LIST' } as const;
const ratesOf = (planId: string) => ({ type: 'rates' as const, id: planId });

const ratesApi = injectPropertyEndpoints((property, build) => ({
  // Partners' and room types' names come with the plans.
  listRatePlans: property.read<RatePlanList, InLanguage>(
    '/rate/plans',
    PLANS,
    'partners',
    'roomTypes',
  ),
  getRatePlan: build.query<RatePlan, OfProperty & { id: string; language: string }>({
    query: ({ slug, id }) => readOf(`/rate/plans/${encodeURIComponent(id)}`)({ slug }),
    transformResponse: (response: RatePlanDetail) => response.ratePlan,
    providesTags: (_result, _error, { id }) => [{ type: 'ratePlans', id }, PLANS],
  }),
  /** The room types, for the rate screens (their own cache entry: no rooms asked for). */
  listRateRoomTypes: property.read<RoomTypeList>('/room/types', 'roomTypes'),
  listRatePartners: property.listWith<PartnerList>('/partners', { rowsPerPage: 0 }, 'partners'),
  listMeals: property.reference<MealList>('/meals'),
  saveRatePlan: build.mutation<CommandAnswer, Command & { plan: SaveRatePlanRequest }>({
    query: ({ plan, ...command }) => postCommand('/rate/plans', plan, command),
    // A plan that became (or stopped being) daily prices its dates differently.
    invalidatesTags: (result, _error, { plan }) =>
      result ? [PLANS, { type: 'ratePlans', id: plan.id ?? '' }, ratesOf(plan.id ?? '')] : [],
  }),
  saveOccupancyRates: build.mutation<CommandAnswer, Command & { occupancy: SaveOccupancyRequest }>({
    query: ({ occupancy, ...command }) => postCommand('/rate/plans/occupancy', occupancy, command),
    invalidatesTags: (result, _error, { occupancy }) =>
      result ? [PLANS, { type: 'ratePlans', id: occupancy.id }] : [],
  }),
  deleteRatePlan: property.remove('/rate/plans', PLANS),
  /** The plan's calendar from `from` to `to` (both included, at most 400 days). */
  getRates: build.query<RateCalendar, OfProperty & { planId: string; from: string; to: string }>({
    query: ({ slug, planId, from, to }) => ({
      url: `/rate/plans/${encodeURIComponent(planId)}/rates`,
      params: { from, to },
      headers: propertyHeaders({ slug }),
    }),
    // The default price of an unset date is the room type's.
    providesTags: (_result, _error, { planId }) => [ratesOf(planId), 'roomTypes'],
  }),
  setDailyRates: build.mutation<
    CommandAnswer,
    Command & { planId: string; rates: SetDailyRatesRequest }
  >({
    query: ({ planId, rates, ...command }) =>
      postCommand(`/rate/plans/${encodeURIComponent(planId)}/daily/rates`, rates, command),
    invalidatesTags: (result, _error, { planId }) => (result ? [ratesOf(planId)] : []),
  }),
  listIntervals: build.query<RateIntervalList, OfProperty & { planId: string }>({
    query: ({ slug, planId }) =>
      readOf(`/rate/plans/${encodeURIComponent(planId)}/intervals`)({ slug }),
    providesTags: (_result, _error, { planId }) => [ratesOf(planId)],
  }),
  saveInterval: build.mutation<CommandAnswer, Command & { interval: SaveIntervalRequest }>({
    query: ({ interval, ...command }) => postCommand('/intervals', interval, command),
    invalidatesTags: (result, _error, { interval }) =>
      result ? [ratesOf(interval.ratePlan.id)] : [],
  }),
  deleteInterval: build.mutation<CommandAnswer, Command & { planId: string; id: string }>({
    query: ({ planId, id, ...command }) =>
      deleteCommand(`/rate/plans/${encodeURIComponent(planId)}/intervals`, id, command),
    invalidatesTags: (result, _error, { planId }) => (result ? [ratesOf(planId)] : []),
  }),
}));

export const {
  useListRatePlansQuery,
  useGetRatePlanQuery,
  useListRateRoomTypesQuery,
  useListRatePartnersQuery,
  useListMealsQuery,
  useSaveRatePlanMutation,
  useSaveOccupancyRatesMutation,
  useDeleteRatePlanMutation,
  useGetRatesQuery,
  useSetDailyRatesMutation,
  useListIntervalsQuery,
  useSaveIntervalMutation,
  useDeleteIntervalMutation,
} = ratesApi;
