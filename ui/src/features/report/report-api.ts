import { api } from '../../lib/api';
import type { components } from '../../lib/api-types.gen';

/** The sales report (docs/report.md): GET /api/report/sales, the read model `sales`. */

export const REPORT_TYPES = ['today', 'week', 'month', 'year'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/**
 * What the report answers, as the API's document declares it (generated:
 * ui/src/lib/api-types.gen.ts, `npm run api-types`; the schema lives in
 * projection-service/src/sales/responses.ts).
 */
type Schemas = components['schemas'];
export type SalesReport = Schemas['SalesReport'];
export type Span = SalesReport['period'];
/** A figure now, in the previous period, and the change in percent (null: nothing before). */
export type Compared = Schemas['Compared'];
export type RoomTypeSales = Schemas['RoomTypeSales'];
export type DayFacts = Schemas['DayFacts'];

export interface SalesReportQuery {
  slug: string;
  type: ReportType;
  from?: string;
  to?: string;
}

const reportApi = api.injectEndpoints({
  endpoints: (build) => ({
    salesReport: build.query<SalesReport, SalesReportQuery>({
      query: ({ slug, type, from, to }) => ({
        url: '/report/sales',
        params: from && to ? { type, from, to } : { type },
        headers: { 'X-Slug': slug },
      }),
      providesTags: ['sales'],
    }),
  }),
});

export const { useSalesReportQuery } = reportApi;
