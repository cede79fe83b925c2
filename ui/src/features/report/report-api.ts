import type { SalesReport } from '../../lib/api-types.gen';
import { injectPropertyEndpoints } from '../../lib/property-endpoints';

/** The sales report (docs/report.md): GET /api/report/sales, the read model `sales`. */

export const REPORT_TYPES = ['today', 'week', 'month', 'year'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/**
 * What the report answers, as the API's document declares it (generated:
 * ui/src/lib/api-types.gen.ts, `npm run api-types`; the schema lives in
 * projection-service/src/sales/responses.ts).
 */
export type {
  SalesReport,
  /** A figure now, in the previous period, and the change in percent (null: nothing before). */
  Compared,
  RoomTypeSales,
  DayFacts,
} from '../../lib/api-types.gen';
export type Span = SalesReport['period'];

export interface SalesReportQuery {
  slug: string;
  type: ReportType;
  from?: string;
  to?: string;
}

const reportApi = injectPropertyEndpoints((property) => ({
  // `from` and `to` come both (a range chosen) or neither (the type's current period).
  salesReport: property.list<SalesReport, SalesReportQuery>('/report/sales', 'sales'),
}));

export const { useSalesReportQuery } = reportApi;
