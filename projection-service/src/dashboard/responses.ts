import { z } from 'zod';
import { reservationStatuses, stayTypes } from '@hotel/events/reservations/events';
import { apiSchema } from '@hotel/infra/http/api-schemas';

/**
 * What GET /api/dashboard answers (docs/dashboard.md says what each figure counts; the UI's
 * types are generated from this: see docs/adding-a-feature.md, "Generated types").
 */

/** The tabs of the dashboard, each a set of the working date's reservations. */
export const dashboardTabs = [
  'todayCheckin',
  'todayCheckout',
  'todayStaying',
  'tomorrowCheckin',
  'cancellations',
] as const;

/** One reservation as a dashboard tab lists it. */
export const dashboardRowResponse = apiSchema(
  'DashboardRow',
  z.object({
    id: z.string(),
    number: z.number().int(),
    guestName: z.string(),
    roomName: z.string().nullable(),
    roomTypeName: z.string(),
    roomTypeNameEn: z.string().optional(),
    stayType: z.enum(stayTypes),
    checkIn: z.string(),
    checkOut: z.string(),
    status: z.enum(reservationStatuses),
    numberOfGuests: z.number().int(),
    numberOfChildren: z.number().int(),
    amount: z.number(),
    balance: z.number(),
    statusAt: z.string(),
  }),
);

/** The reservation requests of a period: how many, confirmed, and their money. */
export const requestFiguresResponse = apiSchema(
  'RequestFigures',
  z.object({
    total: z.number().int(),
    totalConfirmed: z.number().int(),
    totalAmount: z.number(),
    paidAmount: z.number(),
  }),
);

export const dashboardResponse = apiSchema(
  'Dashboard',
  z.object({
    workingDate: z.string(),
    calendarDate: z.string(),
    timeZone: z.string(),
    hasNightAudit: z.boolean().describe('The working date is behind the calendar: audit due'),
    todayCheckin: z.number().int(),
    todayCheckout: z.number().int(),
    todayStaying: z.object({
      count: z.number().int(),
      occupancy: z.number(),
      personCount: z.number().int(),
      childCount: z.number().int(),
    }),
    tomorrowCheckin: z.number().int(),
    cancellations: z.number().int(),
    todayBooking: z.number().int(),
    roomNights: z.number().int(),
    todayIncome: z.number(),
    rooms: z.object({
      total: z.number().int(),
      outOfOrder: z.number().int(),
      forSale: z.number().int(),
    }),
    reservationRequests: requestFiguresResponse,
    tab: z.enum(dashboardTabs),
    reservations: z.array(dashboardRowResponse),
  }),
);
