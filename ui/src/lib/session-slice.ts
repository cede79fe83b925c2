import { type PayloadAction, createSlice } from '@reduxjs/toolkit';

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

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** A new or refreshed access token. */
    tokenReceived(state, action: PayloadAction<SessionToken>) {
      state.token = action.payload.token;
      state.expiresAt = action.payload.expiresAt;
      state.clockSkewMs = action.payload.clockSkewMs;
      state.ended = null;
    },
    /** A user logged in (a token from POST /api/login): nothing cached for another may show. */
    loggedIn(state, action: PayloadAction<SessionToken>) {
      state.token = action.payload.token;
      state.expiresAt = action.payload.expiresAt;
      state.clockSkewMs = action.payload.clockSkewMs;
      state.ended = null;
    },
    /** The user logged out. */
    loggedOut(state) {
      state.token = null;
      state.expiresAt = null;
      state.ended = 'loggedOut';
    },
    /** The token was refused and could not be refreshed. */
    sessionExpired(state) {
      state.token = null;
      state.expiresAt = null;
      state.ended = 'expired';
    },
    /** Another tab of this browser changed the stored session. */
    sessionSynced(state, action: PayloadAction<SessionToken | null>) {
      state.token = action.payload?.token ?? null;
      state.expiresAt = action.payload?.expiresAt ?? null;
      state.clockSkewMs = action.payload?.clockSkewMs ?? 0;
      if (action.payload) state.ended = null;
    },
  },
});

export const { tokenReceived, loggedIn, loggedOut, sessionExpired, sessionSynced } =
  sessionSlice.actions;

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
