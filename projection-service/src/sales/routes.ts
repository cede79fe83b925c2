import {
  type GuardedRoutes,
  propertyCallerOf,
  propertyRoute,
} from '@hotel/infra/http/route-policy';
import type { ReadStore } from '@hotel/infra/read-store/port';
import { salesReport, salesReportQuerySchema } from './report';
import { salesReportResponse } from './responses';

/** GET /api/report/sales (docs/report.md): staff with access-reports. */
export const salesReportQueries = (routes: GuardedRoutes, readStore: ReadStore): void => {
  routes.get('/report/sales', propertyRoute('access-reports'), async (req, res) => {
    const query = salesReportQuerySchema.parse(req.query);
    res.json(await salesReport(readStore, propertyCallerOf(res).propertyId, query));
  });
  routes.describe('get', '/report/sales', {
    summary: 'The sales report of a period against the previous one',
    query: salesReportQuerySchema,
    response: salesReportResponse,
  });
};
