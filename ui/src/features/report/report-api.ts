import { api } from '../../lib/api';

/** The sales report (docs/report.md): GET /api/report/sales, the read model `sales`. */

export const REPORT_TYPES = ['today', 'week', 'month', 'year'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export interface Span {
  from: string;
  to: string;
}

/** A figure now, in the previous period, and the change in percent (null: nothing before). */
export interface Compared {
  now: number;
  before: number;
  diff: number | null;
}

export interface RoomTypeSales {
  id: string;
  name: string;
  /** The room type's English name, when it has one (shown in English). */
  nameEn?: string;
  total: number;
}

export interface DayFacts {
  date: string;
  closed: boolean;
  roomsTotal: number;
  outOfOrder: number;
  roomsAvailable: number;
  roomsSold: number;
  guests: number;
  roomRevenue: number;
  servicesRevenue: number;
  totalSales: number;
  payments: number;
  incomes: number;
  occupancy: number;
  adr: number;
  revpar: number;
}

export interface SalesReport {
  workingDate: string;
  asOf: string | null;
  period: Span;
  previous: Span;
  sales: { total: Compared; roomTypes: Compared; services: Compared };
  roomSales: {
    roomTypes: RoomTypeSales[];
    max: RoomTypeSales | null;
    min: RoomTypeSales | null;
    total: { now: number; before: number };
    adr: Compared;
    revpar: Compared;
    occupancy: Compared;
    roomsSold: Compared;
    roomsAvailable: Compared;
  };
  /** `nameEn`: the method's English name now, when it has one (shown in English). */
  paymentMethods: { id: string; name: string; nameEn?: string; color: string; total: number }[];
  incomeType: { type: string; total: number }[];
  channels: { name: string; nameEn?: string; total: number }[];
  days: DayFacts[];
}

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
