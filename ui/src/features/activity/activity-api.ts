import { api } from '../../lib/api';

/** The property's activity log (docs/activity.md): GET /api/activity and /api/activity/users. */

export const ACTIVITY_AREAS = [
  'reservations',
  'folio',
  'invoices',
  'requests',
  'blocks',
  'housekeeping',
  'guests',
  'rates',
  'rooms',
  'settings',
  'staff',
  'nightAudit',
  'other',
] as const;
export type ActivityArea = (typeof ACTIVITY_AREAS)[number];

export const ACTIVITY_FIELDS = [
  'status',
  'checkIn',
  'checkOut',
  'roomType',
  'room',
  'discount',
  'notes',
] as const;
export type ActivityField = (typeof ACTIVITY_FIELDS)[number];

export interface ActivityPerson {
  userId: string;
  /** As they were named then; null when unknown. */
  name: string | null;
  email: string | null;
}

/** Who did it, as the reservation history names them. */
export type ActivityActor =
  | { kind: 'user'; user: ActivityPerson }
  | { kind: 'nightAudit'; user: ActivityPerson | null }
  | { kind: 'onlineBooking' }
  | { kind: 'system'; name: string | null };

export interface ActivityChange {
  number: number | null;
  field: ActivityField;
  before: string | number | null;
  after: string | number | null;
}

export interface ActivityEntry {
  id: string;
  /** ISO instant. */
  at: string;
  commandType: string;
  area: ActivityArea;
  actor: ActivityActor;
  reservations: { id: string; number: number | null }[];
  reservationCount: number;
  subject: string | null;
  amount: number | null;
  changes: ActivityChange[];
  moreChanges: number;
}

export interface ActivityPage {
  data: ActivityEntry[];
  total: number;
  page: number;
  limit: number;
  timeZone: string;
}

export interface ActivityQuery {
  from?: string;
  to?: string;
  userId?: string;
  area?: ActivityArea;
  reservationId?: string;
  page: number;
  limit: number;
}

export interface ActivityUser {
  userId: string;
  actor: ActivityActor;
  count: number;
}

const activityApi = api.injectEndpoints({
  endpoints: (build) => ({
    listActivity: build.query<ActivityPage, { slug: string } & ActivityQuery>({
      query: ({ slug, ...query }) => ({
        url: '/activity',
        params: Object.fromEntries(
          Object.entries(query).filter(([, v]) => v !== undefined && v !== ''),
        ),
        headers: { 'X-Slug': slug },
      }),
      providesTags: ['activity'],
    }),
    listActivityUsers: build.query<{ data: ActivityUser[] }, { slug: string }>({
      query: ({ slug }) => ({ url: '/activity/users', headers: { 'X-Slug': slug } }),
      providesTags: ['activity'],
    }),
  }),
});

export const { useListActivityQuery, useLazyListActivityQuery, useListActivityUsersQuery } =
  activityApi;
