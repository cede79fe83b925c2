import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from './base-query';
import { currentLanguage } from './i18n';
import { slugFromPath } from './locale';
import { withRefreshLock } from './refresh-lock';
import { loadSession } from './session-storage';
import { isOneOf } from './one-of';

/**
 * Cache tags are named after the server's read models, so a "read model changed" notice
 * (server-sent events) invalidates exactly the lists and details built from it. `user` is the
 * signed-in user (GET /api/user): their hotels and their role (permissions) in each, so a
 * role changed by the owner reaches the staff member's menu without a reload.
 */
export const READ_MODELS = [
  'properties',
  'roles',
  'users',
  'user',
  'sources',
  'paymentMethods',
  'currencies',
  'taxes',
  'partners',
  'serviceCategories',
  'cancellationPolicy',
  'childPolicies',
  'extraBedPolicies',
  'hotelProfile',
  'contacts',
  'roomTypes',
  'ratePlans',
  'rates',
  'reservations',
  'groups',
  'calendar',
  'reservationRequests',
  'blocks',
  'housekeeping',
  'guests',
  'incomes',
  'invoices',
  'sales',
  'activity',
  'calendarExports',
  'calendarImports',
  'allotments',
  'channels',
  'ari',
] as const;
export type ReadModel = (typeof READ_MODELS)[number];

export const isReadModel = (name: string): name is ReadModel => isOneOf(READ_MODELS, name);

/** The one API of the app. Features add their endpoints with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: createBaseQuery({
    baseUrl: '/api',
    getLanguage: currentLanguage,
    getSlug: () => slugFromPath(window.location.pathname),
    refreshLock: withRefreshLock,
    readStoredSession: loadSession,
  }),
  tagTypes: [...READ_MODELS],
  endpoints: () => ({}),
});

const shownByScreen = new Map<string, ReadonlySet<number>>();

/**
 * Declares failures (HTTP statuses) of an endpoint that its screen shows itself, e.g. "wrong
 * password" on the login form; the global error notifications leave them alone.
 */
export const errorsShownByScreen = (endpointName: string, statuses: readonly number[]): void => {
  shownByScreen.set(endpointName, new Set(statuses));
};

export const isShownByScreen = (endpointName: string | undefined, status: number | null) =>
  endpointName !== undefined && status !== null && !!shownByScreen.get(endpointName)?.has(status);
