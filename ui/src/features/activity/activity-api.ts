import type {
  ActivityPage,
  ActivityUsers,
  HistoryActor,
  HistoryPerson,
} from '../../lib/api-types.gen';
import { injectPropertyEndpoints } from '../../lib/property-endpoints';

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

/**
 * What GET /api/activity and /api/activity/users answer, as the API's document declares it
 * (generated: ui/src/lib/api-types.gen.ts, `npm run api-types`; the schemas live in
 * projection-service/src/activity/responses.ts).
 */
export type ActivityPerson = HistoryPerson;
/** Who did it, as the reservation history names them. */
export type ActivityActor = HistoryActor;
export type { ActivityChange, ActivityEntry, ActivityPage } from '../../lib/api-types.gen';

export interface ActivityQuery {
  from?: string;
  to?: string;
  userId?: string;
  area?: ActivityArea;
  reservationId?: string;
  page: number;
  limit: number;
}

export type ActivityUser = ActivityUsers['data'][number];

const activityApi = injectPropertyEndpoints((property) => ({
  listActivity: property.list<ActivityPage, ActivityQuery>('/activity', 'activity'),
  listActivityUsers: property.read<ActivityUsers>('/activity/users', 'activity'),
}));

export const { useListActivityQuery, useLazyListActivityQuery, useListActivityUsersQuery } =
  activityApi;
