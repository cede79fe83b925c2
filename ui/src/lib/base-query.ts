import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { fetchBaseQuery } from '@reduxjs/toolkit/query';
import { type ReadPositionState, positionSeen } from './read-position-slice';
import type { SessionState } from './session-slice';

/** The slices of the store the API layer reads. */
export interface ApiRootState {
  session: SessionState;
  readPosition: ReadPositionState;
}

export interface BaseQueryOptions {
  baseUrl: string;
  /** Interface language, sent as X-Language. */
  getLanguage: () => string;
  /** The property slug of the current route, sent as X-Slug. */
  getSlug: () => string | null;
  fetchFn?: typeof fetch;
}

const positionInBody = (data: unknown): string | null => {
  if (typeof data !== 'object' || data === null || !('position' in data)) return null;
  const { position } = data as { position: unknown };
  if (typeof position === 'string') return position;
  if (typeof position === 'number' && Number.isSafeInteger(position)) return String(position);
  return null;
};

/**
 * fetchBaseQuery plus the headers every call carries (X-Requested-With, X-Language, X-Slug,
 * Authorization, X-Min-Position) and read-your-writes bookkeeping: the position a command
 * answers with (X-Position header or `position` in the body) is kept in the store.
 */
export const createBaseQuery = ({
  baseUrl,
  getLanguage,
  getSlug,
  fetchFn,
}: BaseQueryOptions): BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> => {
  const rawBaseQuery = fetchBaseQuery({
    baseUrl,
    ...(fetchFn ? { fetchFn } : {}),
    prepareHeaders: (headers, { getState }) => {
      const state = getState() as ApiRootState;
      headers.set('X-Requested-With', 'XMLHttpRequest');
      headers.set('X-Language', getLanguage());
      const slug = getSlug();
      if (slug) headers.set('X-Slug', slug);
      if (state.session.token) headers.set('Authorization', `Bearer ${state.session.token}`);
      if (state.readPosition.position) headers.set('X-Min-Position', state.readPosition.position);
      if (!headers.has('Accept'))
        headers.set('Accept', 'application/json, application/problem+json');
      return headers;
    },
  });

  return async (args, api, extraOptions) => {
    const result = await rawBaseQuery(args, api, extraOptions);
    const seen = [result.meta?.response?.headers.get('X-Position') ?? null];
    if (!result.error) seen.push(positionInBody(result.data));
    for (const position of seen) if (position) api.dispatch(positionSeen(position));
    return result;
  };
};
