import { z } from 'zod';
import { apiSchema } from '@hotel/infra/http/api-schemas';
import { dateInTimeZone } from '@hotel/events/dates';
import { HttpProblemNotFound } from '@hotel/infra/http/auth';
import {
  type GuardedRoutes,
  propertyCallerOf,
  propertyRoute,
} from '@hotel/infra/http/route-policy';
import type { ReadStore } from '@hotel/infra/read-store/port';
import { PROPERTIES, type PropertyDoc } from './projection';

/** What the route answers (named in the API's document). */
const todayAnswer = apiSchema(
  'Today',
  z.object({
    date: z.string().describe('The working date (moved by the night audit)'),
    timeZone: z.string(),
    calendarDate: z.string().describe("Today's date in the property's time zone"),
  }),
);

/**
 * GET /api/today (the spec's global "GET today", called on each guarded route entry): the
 * property's working (business) date — advanced only by the night audit — and, beside it, the
 * calendar date in the property's time zone, so the UI can tell when the audit is due.
 */
export const todayQuery = (
  routes: GuardedRoutes,
  readStore: ReadStore,
  now: () => Date = () => new Date(),
): void => {
  routes.get('/today', propertyRoute(), async (_req, res) => {
    const { propertyId } = propertyCallerOf(res);
    const property = await readStore
      .collection<PropertyDoc>(PROPERTIES)
      .findOne({ _id: propertyId });
    if (!property) throw new HttpProblemNotFound(res);
    res.json({
      date: property.workingDate,
      timeZone: property.timeZone,
      calendarDate: dateInTimeZone(now(), property.timeZone),
    });
  });
  routes.describe('get', '/today', {
    summary: "The property's working date",
    response: todayAnswer,
  });
};
