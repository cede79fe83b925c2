import { whenFieldsValid } from '@hotel/events/fields';
import { z } from 'zod';
import { addDays, isIsoDate } from '@hotel/events/dates';
import { parseLanguage, translate } from '@hotel/events/messages';
import { DEFAULT_CHILD_AGE } from '@hotel/events/policies/events';
import { type AgePolicy, quoteCalendarRange, quoteStay } from '@hotel/events/pricing/quote';
import type { RateDay } from '@hotel/events/pricing/rate-calendar';
import { HttpProblemNotFound } from '@hotel/infra/http/auth';
import {
  type GuardedRoutes,
  propertyCallerOf,
  propertyRoute,
} from '@hotel/infra/http/route-policy';
import type { ReadStore } from '@hotel/infra/read-store/port';
import {
  CHILD_AGES,
  CHILD_POLICIES,
  type ChildAgeDoc,
  type ChildPolicyDoc,
  EXTRA_BED_POLICIES,
  type ExtraBedPolicyDoc,
} from '../policies/projection';
import { HOTEL_PROFILES, type HotelProfileDoc } from '../profile/projection';
import { ROOM_TYPES, type RoomTypeDoc } from '../room-types/projection';
import { SETTINGS_ITEMS, type SettingsItemDoc } from '../settings/projection';
import { RATE_DAYS, RATE_PLANS, type RateDayDoc, type RatePlanDoc } from './projection';
import { stayQuoteResponse } from './responses';

/** A list sent as `a,b,c` (or repeated parameters). */
const list = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) =>
      (Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : [])
        .map((s) => String(s).trim())
        .filter(Boolean),
    z.array(item),
  );

const date = () =>
  z
    .string({ error: 'validation.required' })
    .refine(isIsoDate, { error: 'validation.date', abort: true });

/** GET /api/quote: what the stay would cost (query string, as a form builds it). */
export const quoteQuerySchema = z
  .object({
    roomTypeId: z.string().uuid({ error: 'validation.invalid' }),
    ratePlanId: z.string().uuid({ error: 'validation.invalid' }).optional(),
    stayType: z.enum(['night', 'day', 'time'], { error: 'validation.invalid' }).default('night'),
    checkIn: date(),
    checkOut: date(),
    hours: z.coerce.number({ error: 'validation.number' }).int().min(0).max(24).optional(),
    adults: z.coerce.number({ error: 'validation.number' }).int().min(0).max(30).default(1),
    childrenAges: list(z.coerce.number().int().min(0).max(17)),
    partnerId: z.string().uuid({ error: 'validation.invalid' }).optional(),
    discountType: z.enum(['percent', 'currency'], { error: 'validation.invalid' }).optional(),
    discount: z.coerce.number({ error: 'validation.number' }).min(0).optional(),
    /** `policyId:nights`, comma separated. */
    extraBeds: list(z.string().regex(/^[0-9a-f-]{36}:\d{1,3}$/i, { error: 'validation.invalid' })),
    /** The taxes to apply; without it, the property's enabled taxes. */
    taxIds: z.preprocess(
      (v) => (v === undefined ? undefined : v),
      list(z.string().uuid({ error: 'validation.invalid' })).optional(),
    ),
  })
  .superRefine((v, ctx) => {
    if (v.checkOut < v.checkIn) {
      ctx.addIssue({ code: 'custom', path: ['checkOut'], message: 'validation.endBeforeStart' });
    } else if (addDays(v.checkIn, 366) < v.checkOut) {
      ctx.addIssue({ code: 'custom', path: ['checkOut'], message: 'validation.rangeTooLong' });
    }
  }, whenFieldsValid);

/** Prices a stay from the read models with the same function the booking command uses. */
export const quoteQueries = (routes: GuardedRoutes, readStore: ReadStore): void => {
  routes.get(
    '/quote',
    propertyRoute('manage-reservations', 'show-reservations', 'manage-rates'),
    async (req, res) => {
      const query = quoteQuerySchema.parse(req.query);
      const { propertyId } = propertyCallerOf(res);
      const language = parseLanguage(req.header('x-language'));
      const roomType = await readStore
        .collection<RoomTypeDoc>(ROOM_TYPES)
        .findOne({ _id: query.roomTypeId, propertyId });
      const ratePlan = query.ratePlanId
        ? await readStore
            .collection<RatePlanDoc>(RATE_PLANS)
            .findOne({ _id: query.ratePlanId, propertyId, roomTypeId: query.roomTypeId })
        : null;
      if (!roomType || (query.ratePlanId && !ratePlan)) throw new HttpProblemNotFound(res);

      const range = quoteCalendarRange(query.checkIn, query.checkOut);
      const settings = readStore.collection<SettingsItemDoc>(SETTINGS_ITEMS);
      const [days, profile, childAge, childPolicies, bedPolicies, taxes, partner] =
        await Promise.all([
          ratePlan
            ? readStore.collection<RateDayDoc>(RATE_DAYS).find({
                ratePlanId: ratePlan._id,
                date: { $gte: range.from, $lt: range.to },
              })
            : [],
          readStore.collection<HotelProfileDoc>(HOTEL_PROFILES).findOne({ _id: propertyId }),
          readStore.collection<ChildAgeDoc>(CHILD_AGES).findOne({ _id: propertyId }),
          readStore.collection<ChildPolicyDoc>(CHILD_POLICIES).find({ propertyId }),
          readStore.collection<ExtraBedPolicyDoc>(EXTRA_BED_POLICIES).find({ propertyId }),
          settings.find({ propertyId, kind: 'Tax' }),
          query.partnerId
            ? settings.findOne({ _id: query.partnerId, propertyId, kind: 'Partner' })
            : null,
        ]);
      if (query.partnerId && !partner) throw new HttpProblemNotFound(res);

      const bedPolicy = new Map(bedPolicies.map((p) => [p._id, p]));
      const extraBeds = query.extraBeds.map((entry) => {
        const [policyId = '', nights = '0'] = entry.split(':');
        const policy = bedPolicy.get(policyId);
        if (!policy) throw new HttpProblemNotFound(res);
        return { policy: policy as unknown as AgePolicy, nights: Number(nights) };
      });
      const chosenTaxes = taxes
        .map(
          (t) =>
            t as unknown as {
              _id: string;
              name: string;
              percentage: number;
              inclusive: boolean;
              isEnabled: boolean;
            },
        )
        .filter((t) => (query.taxIds ? query.taxIds.includes(t._id) : t.isEnabled))
        .map((t) => ({
          id: t._id,
          name: t.name,
          percentage: t.percentage,
          inclusive: t.inclusive,
        }));

      const quote = quoteStay({
        stay: {
          type: query.stayType,
          checkIn: query.checkIn,
          checkOut: query.checkOut,
          ...(query.hours !== undefined ? { hours: query.hours } : {}),
        },
        roomType,
        ratePlan: ratePlan
          ? { isDaily: ratePlan.isDaily, occupancyRates: ratePlan.occupancyRates }
          : null,
        rateDays: new Map(
          days.map(({ _id: _i, propertyId: _p, ratePlanId: _r, ...day }) => [
            day.date,
            day as RateDay,
          ]),
        ),
        property: {
          hasTime: profile?.info.hasTime ?? false,
          maxTime: profile?.info.maxTime ?? null,
          childAge: childAge?.age ?? DEFAULT_CHILD_AGE,
        },
        adults: query.adults,
        childrenAges: query.childrenAges,
        childPolicies: childPolicies as unknown as AgePolicy[],
        extraBeds,
        partnerDiscount: (partner as { discount?: number } | null)?.discount ?? 0,
        discount:
          query.discountType && query.discount !== undefined
            ? { type: query.discountType, value: query.discount }
            : null,
        taxes: chosenTaxes,
        services: [],
      });
      res.json({
        ...quote,
        reasons: quote.reasons.map((reason) => ({
          ...reason,
          message: translate(reason.code, language, reason.params),
        })),
      });
    },
  );
  routes.describe('get', '/quote', { response: stayQuoteResponse });
};
