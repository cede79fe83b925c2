import { useSyncExternalStore } from 'react';
import { loadSession, onSessionChangedElsewhere, saveSession } from './session-storage';

/** An access token from POST /api/login or /api/auth/refresh. */
export interface SessionToken {
  token: string;
  /** When the access token stops being accepted (ISO 8601, server clock), if the server said. */
  expiresAt: string | null;
  /** Server clock minus this browser's clock (ms), from the answer's Date header; 0 if unknown. */
  clockSkewMs: number;
}

/**
 * The session in an answer of POST /api/login or /api/auth/refresh
 * (`{ accessToken, tokenType: 'Bearer', expiresAt }`), or null when the body is not one.
 */
export const sessionTokenOf = (
  body: unknown,
  response?: Response | null,
  now: number = Date.now(),
): SessionToken | null => {
  if (typeof body !== 'object' || body === null) return null;
  const { accessToken, expiresAt } = body as Record<string, unknown>;
  if (typeof accessToken !== 'string' || accessToken.length === 0) return null;
  const serverNow = Date.parse(response?.headers.get('Date') ?? '');
  return {
    token: accessToken,
    expiresAt:
      typeof expiresAt === 'string' && !Number.isNaN(Date.parse(expiresAt)) ? expiresAt : null,
    clockSkewMs: Number.isNaN(serverNow) ? 0 : serverNow - now,
  };
};

/** True when the token expires within `marginMs` (in server time), false when unknown. */
export const expiresWithin = (
  session: Pick<SessionState, 'expiresAt' | 'clockSkewMs'>,
  marginMs: number,
  now: number = Date.now(),
): boolean => {
  if (!session.expiresAt) return false;
  return Date.parse(session.expiresAt) - (now + session.clockSkewMs) < marginMs;
};

/**
 * Who is signed in. The access token lives here (and in localStorage, so a reload keeps the
 * session); the refresh token is an httpOnly cookie the browser sends to /api/auth only.
 */
export interface SessionState {
  token: string | null;
  expiresAt: string | null;
  clockSkewMs: number;
  /**
   * How the last session ended: 'loggedOut' by the user (the login page needs no way back),
   * 'expired' when the refresh failed (the login page remembers the page). Never persisted.
   */
  ended: 'loggedOut' | 'expired' | null;
}

const initialState: SessionState = { token: null, expiresAt: null, clockSkewMs: 0, ended: null };

/** What changed the session (a listener may act on some: a new user clears the API's cache). */
export type SessionChange =
  'tokenReceived' | 'loggedIn' | 'loggedOut' | 'sessionExpired' | 'sessionSynced' | 'restored';

export type SessionListener = (change: SessionChange, state: SessionState) => void;

/**
 * The session as a small store of its own, outside Redux: the login page reads and sets it
 * without downloading Redux (which comes with the first screen that reads the API). React
 * reads it with `useSession`, the API layer with `get`.
 */
export interface SessionStore {
  get(): SessionState;
  subscribe(listener: SessionListener): () => void;
  /** A new or refreshed access token. */
  tokenReceived(token: SessionToken): void;
  /** A user logged in (a token from POST /api/login): nothing cached for another may show. */
  loggedIn(token: SessionToken): void;
  /** The user logged out. */
  loggedOut(): void;
  /** The token was refused and could not be refreshed. */
  sessionExpired(): void;
  /** Another tab of this browser changed the stored session. */
  sessionSynced(token: SessionToken | null): void;
  /** Starts over from `state` (a page's stored session; a component test's). */
  restore(state: SessionState): void;
}

export const createSessionStore = (initial: SessionState = initialState): SessionStore => {
  let state = initial;
  const listeners = new Set<SessionListener>();
  const set = (change: SessionChange, next: SessionState) => {
    state = next;
    for (const listener of [...listeners]) listener(change, state);
  };
  const withToken = (token: SessionToken): SessionState => ({
    token: token.token,
    expiresAt: token.expiresAt,
    clockSkewMs: token.clockSkewMs,
    ended: null,
  });
  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    tokenReceived: (token) => set('tokenReceived', withToken(token)),
    loggedIn: (token) => set('loggedIn', withToken(token)),
    loggedOut: () =>
      set('loggedOut', { ...state, token: null, expiresAt: null, ended: 'loggedOut' }),
    sessionExpired: () =>
      set('sessionExpired', { ...state, token: null, expiresAt: null, ended: 'expired' }),
    sessionSynced: (token) =>
      set(
        'sessionSynced',
        token ? withToken(token) : { ...state, token: null, expiresAt: null, clockSkewMs: 0 },
      ),
    restore: (next) => set('restored', next),
  };
};

/** The part of the store that is kept in localStorage. */
export const storedSessionOf = (state: SessionState): SessionToken | null =>
  state.token
    ? { token: state.token, expiresAt: state.expiresAt, clockSkewMs: state.clockSkewMs }
    : null;

/** The session a page starts with (read from localStorage by the store). */
export const restoredSession = (stored: SessionToken | null): SessionState => ({
  ...initialState,
  ...(stored ?? {}),
});

/** The app's session. */
export const session = createSessionStore();

const sameStoredSession = (a: SessionState, b: SessionState) =>
  a.token === b.token && a.expiresAt === b.expiresAt && a.clockSkewMs === b.clockSkewMs;

/**
 * Keeps the app's session in localStorage (a reload stays logged in): reads it back now, writes
 * it whenever it changes, and follows logins and logouts in other tabs of this browser.
 * Called once by main.tsx (component tests keep theirs in memory).
 */
export const persistSession = (store: SessionStore = session): void => {
  store.restore(restoredSession(loadSession()));
  let saved = store.get();
  store.subscribe((_change, state) => {
    if (sameStoredSession(state, saved)) return;
    saved = state;
    saveSession(storedSessionOf(state));
  });
  onSessionChangedElsewhere((stored) => {
    if (stored?.token === store.get().token) return;
    store.sessionSynced(stored);
  });
};

/** A value of the app's session, re-rendering when it changes (return a primitive). */
export const useSession = <T>(select: (state: SessionState) => T): T =>
  useSyncExternalStore(session.subscribe, () => select(session.get()));
