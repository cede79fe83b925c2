import { api } from '../../lib/api';
import type { Dashboard } from '../../lib/api-types.gen';
import { isOneOf } from '../../lib/one-of';

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
  isOneOf(DASHBOARD_TABS, value);

/**
 * What GET /api/dashboard answers, as the API's document declares it (generated:
 * ui/src/lib/api-types.gen.ts, `npm run api-types`; the schema lives in
 * projection-service/src/dashboard/responses.ts; docs/dashboard.md says what each counts).
 */
export type {
  /** One reservation of a tab. */
  DashboardRow,
  /** The working date's figures and one tab's rows. */
  Dashboard,
} from '../../lib/api-types.gen';

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
