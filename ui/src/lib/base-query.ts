import type {
  BaseQueryApi,
  BaseQueryFn,
  FetchArgs,
  FetchBaseQueryError,
  FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query';
import { fetchBaseQuery } from '@reduxjs/toolkit/query';
import { type ReadPositionState, positionSeen } from './read-position-slice';
import {
  type SessionStore,
  type SessionToken,
  session as appSession,
  expiresWithin,
  sessionTokenOf,
} from './session';

/** The slices of the store the API layer reads (the session is a store of its own: ./session.ts). */
export interface ApiRootState {
  readPosition: ReadPositionState;
}

export interface BaseQueryOptions {
  baseUrl: string;
  /** Interface language, sent as X-Language. */
  getLanguage: () => string;
  /** The property slug of the current route, sent as X-Slug. */
  getSlug: () => string | null;
  fetchFn?: typeof fetch;
  /** A call made this close (ms) to the token's expiry refreshes it first. */
  refreshAheadMs?: number;
  now?: () => number;
  /** Runs a refresh so that one tab of the browser refreshes at a time (see refresh-lock). */
  refreshLock?: <T>(run: () => Promise<T>) => Promise<T>;
  /** The session as other tabs last stored it, to take a token another tab just got. */
  readStoredSession?: () => SessionToken | null;
  /** Whose token the calls carry (the app's session unless a test gives its own). */
  session?: SessionStore;
}

/** POST here (with the httpOnly refresh cookie) gives a new access token. */
export const REFRESH_URL = '/auth/refresh';

/**
 * Calls whose 401 means "wrong credentials" or "no session", never "refresh and retry".
 * (Logout does refresh: with an expired access token it must still end the server session.)
 */
const NO_REFRESH = new Set(['/login', REFRESH_URL]);

/** A refused refresh: the session is over. Anything else (network, 5xx) may pass. */
const SESSION_OVER = new Set([400, 401, 403]);

const positionInBody = (data: unknown): string | null => {
  if (typeof data !== 'object' || data === null || !('position' in data)) return null;
  const { position } = data as { position: unknown };
  if (typeof position === 'string') return position;
  if (typeof position === 'number' && Number.isSafeInteger(position)) return String(position);
  return null;
};

const pathOf = (args: string | FetchArgs): string =>
  (typeof args === 'string' ? args : args.url).split(/[?#]/)[0] ?? '';

type Result = Awaited<
  ReturnType<
    BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta>
  >
>;

/**
 * fetchBaseQuery plus the headers every call carries (X-Requested-With, X-Language, X-Slug,
 * Authorization, X-Min-Position), read-your-writes bookkeeping (the position a command
 * answers with, from X-Position or `position` in the body, is kept in the store), and the
 * session: a 401 refreshes the access token once and repeats the call; a call made just
 * before the token expires refreshes it first. Concurrent refreshes share one request. When
 * the refresh is refused the session is cleared (`sessionExpired`) and the route guard sends
 * the user to the login page.
 */
export const createBaseQuery = ({
  baseUrl,
  getLanguage,
  getSlug,
  fetchFn,
  refreshAheadMs = 30_000,
  now = Date.now,
  refreshLock = (run) => run(),
  readStoredSession = () => null,
  session = appSession,
}: BaseQueryOptions): BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  object,
  FetchBaseQueryMeta
> => {
  const rawBaseQuery = fetchBaseQuery({
    baseUrl,
    ...(fetchFn ? { fetchFn } : {}),
    prepareHeaders: (headers, { getState }) => {
      const state = getState() as ApiRootState;
      headers.set('X-Requested-With', 'XMLHttpRequest');
      headers.set('X-Language', getLanguage());
      // An endpoint may name its property itself (its cache entry belongs to that property).
      const slug = getSlug();
      if (slug && !headers.has('X-Slug')) headers.set('X-Slug', slug);
      const { token } = session.get();
      if (token) headers.set('Authorization', `Bearer ${token}`);
      if (state.readPosition.position) headers.set('X-Min-Position', state.readPosition.position);
      if (!headers.has('Accept'))
        headers.set('Accept', 'application/json, application/problem+json');
      return headers;
    },
  });

  let refreshing: Promise<boolean> | null = null;

  /** A token another tab stored after `stale` was refused or went stale, if usable. */
  const adoptStored = (stale: string | null): boolean => {
    const stored = readStoredSession();
    if (!stored || stored.token === stale || expiresWithin(stored, refreshAheadMs, now())) {
      return false;
    }
    session.tokenReceived(stored);
    return true;
  };

  /**
   * One refresh at a time: every call of this tab waiting meanwhile shares its outcome, and
   * other tabs wait for the lock (then take the token this one stored).
   */
  const refresh = (api: BaseQueryApi): Promise<boolean> => {
    const stale = session.get().token;
    refreshing ??= refreshLock(async () => {
      if (adoptStored(stale)) return true;
      // Not tied to the call that noticed the expiry: its abort must not cancel the others.
      const detached = { ...api, signal: new AbortController().signal, endpoint: 'refresh' };
      const result: Result = await rawBaseQuery({ url: REFRESH_URL, method: 'POST' }, detached, {});
      const token = result.error
        ? null
        : sessionTokenOf(result.data, result.meta?.response ?? null, now());
      if (token) {
        session.tokenReceived(token);
        return true;
      }
      // Refused (or answered without a token): the session is over. A network failure or a
      // 5xx says nothing about the session, so the user stays logged in and may try again.
      const status = result.meta?.response?.status ?? 0;
      if (SESSION_OVER.has(status) || (status >= 200 && status < 300)) {
        session.sessionExpired();
      }
      return false;
    }).finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  const send = async (
    args: string | FetchArgs,
    api: BaseQueryApi,
    extraOptions: object,
  ): Promise<Result> => {
    const result: Result = await rawBaseQuery(args, api, extraOptions);
    const seen = [result.meta?.response?.headers.get('X-Position') ?? null];
    if (!result.error) seen.push(positionInBody(result.data));
    for (const position of seen) if (position) api.dispatch(positionSeen(position));
    return result;
  };

  return async (args, api, extraOptions = {}) => {
    const reauthenticates = !NO_REFRESH.has(pathOf(args));
    if (reauthenticates) {
      const current = session.get();
      if (current.token && expiresWithin(current, refreshAheadMs, now())) await refresh(api);
    }
    const sentWith = session.get().token;
    const result = await send(args, api, extraOptions);
    if (!reauthenticates || !sentWith || result.error?.status !== 401) return result;

    // Another call may have refreshed the token while this one was on its way.
    const current = session.get().token;
    const renewed = current !== null && current !== sentWith ? true : await refresh(api);
    return renewed ? send(args, api, extraOptions) : result;
  };
};
