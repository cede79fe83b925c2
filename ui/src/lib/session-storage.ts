import type { SessionToken } from './session';

/** localStorage key of the access token (the refresh token is an httpOnly cookie). */
export const SESSION_STORAGE_KEY = 'pms.session';

/** Reads a stored session; anything unreadable counts as none. */
export const parseStoredSession = (raw: string | null): SessionToken | null => {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as unknown;
    if (typeof value !== 'object' || value === null) return null;
    const { token, expiresAt, clockSkewMs } = value as Record<string, unknown>;
    if (typeof token !== 'string' || token.length === 0) return null;
    return {
      token,
      expiresAt: typeof expiresAt === 'string' ? expiresAt : null,
      clockSkewMs:
        typeof clockSkewMs === 'number' && Number.isFinite(clockSkewMs) ? clockSkewMs : 0,
    };
  } catch {
    return null;
  }
};

/** The browser's localStorage, or null where it is unavailable (private modes, tests). */
const storage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

export const loadSession = (): SessionToken | null => {
  try {
    return parseStoredSession(storage()?.getItem(SESSION_STORAGE_KEY) ?? null);
  } catch {
    return null;
  }
};

export const saveSession = (session: SessionToken | null): void => {
  try {
    const store = storage();
    if (!store) return;
    if (session) store.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    else store.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Storage full or blocked: the session still works until the page is reloaded.
  }
};

/** Calls back when another tab of this browser logs in, refreshes or logs out. */
export const onSessionChangedElsewhere = (
  listener: (session: SessionToken | null) => void,
): (() => void) => {
  if (typeof window === 'undefined') return () => undefined;
  const handle = (event: StorageEvent) => {
    if (event.key === SESSION_STORAGE_KEY || event.key === null) {
      listener(parseStoredSession(event.newValue));
    }
  };
  window.addEventListener('storage', handle);
  return () => window.removeEventListener('storage', handle);
};
