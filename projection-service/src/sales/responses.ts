import { z } from 'zod';
import { apiSchema } from '@hotel/infra/http/api-schemas';

/**
 * What GET /api/report/sales answers (docs/report.md defines each figure; the UI's types are
 * generated from this: see docs/adding-a-feature.md, "Generated types").
 */

const span = z.object({ from: z.string(), to: z.string() });

/** A figure of the period against the previous one. */
export const comparedResponse = apiSchema(
  'Compared',
  z.object({
    now: z.number(),
    before: z.number(),
    diff: z
      .number()
      .nullable()
      .describe('Percent change from `before`, one decimal; null when `before` is 0'),
  }),
);

/** A room type's sales (`nameEn` when the room type has an English name). */
export const roomTypeSalesResponse = apiSchema(
  'RoomTypeSales',
  z.object({ id: z.string(), name: z.string(), nameEn: z.string().optional(), total: z.number() }),
);

/** One business date's facts, as the report shows and sums them. */
export const dayFactsResponse = apiSchema(
  'DayFacts',
  z.object({
    date: z.string(),
    closed: z.boolean().describe('Audited: room figures as the night audit froze them'),
    roomsTotal: z.number(),
    outOfOrder: z.number(),
    roomsAvailable: z.number(),
    roomsSold: z.number(),
    guests: z.number(),
    roomRevenue: z.number(),
    servicesRevenue: z.number(),
    totalSales: z.number(),
    payments: z.number(),
    incomes: z.number(),
    occupancy: z.number(),
    adr: z.number(),
    revpar: z.number(),
  }),
);

export const salesReportResponse = apiSchema(
  'SalesReport',
  z.object({
    workingDate: z.string(),
    asOf: z.string().nullable(),
    period: span,
    previous: span,
    sales: z.object({
      total: comparedResponse,
      roomTypes: comparedResponse,
      services: comparedResponse,
    }),
    roomSales: z.object({
      roomTypes: z.array(roomTypeSalesResponse),
      max: roomTypeSalesResponse.nullable(),
      min: roomTypeSalesResponse.nullable(),
      total: z.object({ now: z.number(), before: z.number() }),
      adr: comparedResponse,
      revpar: comparedResponse,
      occupancy: comparedResponse,
      roomsSold: comparedResponse,
      roomsAvailable: comparedResponse,
    }),
    paymentMethods: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        nameEn: z.string().optional(),
        color: z.string(),
        total: z.number(),
      }),
    ),
    incomeType: z.array(z.object({ type: z.string(), total: z.number() })),
    channels: z.array(
      z.object({ name: z.string(), nameEn: z.string().optional(), total: z.number() }),
    ),
    days: z.array(dayFactsResponse),
  }),
);
