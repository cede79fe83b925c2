import { api } from '../../lib/api';
import type { ReservationStatus } from '../../shared/reservations/reservations-api';

/** The home dashboard's tabs, in the spec's order, with the spec's colours. */
export const DASHBOARD_TABS = [
  'todayCheckin',
  'todayCheckout',
  'todayStaying',
  'tomorrowCheckin',
  'cancellations',
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export const TAB_COLORS: Record<DashboardTab, string> = {
  todayCheckin: '#007aff',
  todayCheckout: '#ff9503',
  todayStaying: '#ff2d55',
  tomorrowCheckin: '#5856d6',
  cancellations: '#ff3b30',
};

export const isDashboardTab = (value: string | null): value is DashboardTab =>
  (DASHBOARD_TABS as readonly string[]).includes(value ?? '');

/** One reservation of a tab. */
export interface DashboardRow {
  id: string;
  number: number;
  guestName: string;
  roomName: string | null;
  roomTypeName: string;
  /** The room type's English name, when the booking has one. */
  roomTypeNameEn?: string;
  stayType: 'night' | 'day' | 'time';
  checkIn: string;
  checkOut: string;
  status: ReservationStatus;
  numberOfGuests: number;
  numberOfChildren: number;
  amount: number;
  balance: number;
  statusAt: string;
}

/** GET /api/dashboard (docs/dashboard.md): the working date's figures and one tab's rows. */
export interface Dashboard {
  workingDate: string;
  calendarDate: string;
  timeZone: string;
  hasNightAudit: boolean;
  todayCheckin: number;
  todayCheckout: number;
  todayStaying: { count: number; occupancy: number; personCount: number; childCount: number };
  tomorrowCheckin: number;
  cancellations: number;
  todayBooking: number;
  roomNights: number;
  todayIncome: number;
  rooms: { total: number; outOfOrder: number; forSale: number };
  reservationRequests: {
    total: number;
    totalConfirmed: number;
    totalAmount: number;
    paidAmount: number;
  };
  tab: DashboardTab;
  reservations: DashboardRow[];
}

const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDashboard: build.query<Dashboard, { slug: string; tab: DashboardTab }>({
      query: ({ slug, tab }) => ({
        url: '/dashboard',
        params: { tab },
        headers: { 'X-Slug': slug },
      }),
      // Every read model the figures come from: a change notice of any refreshes the page, and
      // `properties` carries the working date the night audit moves.
      providesTags: [
        'reservations',
        'incomes',
        'reservationRequests',
        'blocks',
        'roomTypes',
        'properties',
      ],
    }),
  }),
});

export const { useGetDashboardQuery } = dashboardApi;
