import { describe, expect, it } from 'vitest';
import {
  createSessionStore,
  expiresWithin,
  restoredSession,
  sessionTokenOf,
  storedSessionOf,
} from './session';
import { parseStoredSession } from './session-storage';

describe('session', () => {
  it('reads the token answer of login and refresh, with the clock difference', () => {
    const now = Date.parse('2026-11-22T10:00:00Z');
    const response = new Response(null, { headers: { Date: 'Sun, 22 Nov 2026 10:00:30 GMT' } });
    expect(
      sessionTokenOf(
        { accessToken: 'a', tokenType: 'Bearer', expiresAt: '2026-11-22T10:15:30.000Z' },
        response,
        now,
      ),
    ).toEqual({ token: 'a', expiresAt: '2026-11-22T10:15:30.000Z', clockSkewMs: 30_000 });
    expect(sessionTokenOf({ accessToken: 'a', expiresAt: 'soon' }, null, now)).toEqual({
      token: 'a',
      expiresAt: null,
      clockSkewMs: 0,
    });
    expect(sessionTokenOf({ token: 'a' })).toBeNull();
    expect(sessionTokenOf(null)).toBeNull();
  });

  it('knows when a token is about to expire, in server time', () => {
    const now = Date.parse('2026-11-22T10:00:00Z');
    const state = { expiresAt: '2026-11-22T10:01:00Z', clockSkewMs: 0 };
    expect(expiresWithin(state, 30_000, now)).toBe(false);
    expect(expiresWithin({ ...state, clockSkewMs: 45_000 }, 30_000, now)).toBe(true);
    expect(expiresWithin({ expiresAt: null, clockSkewMs: 0 }, 30_000, now)).toBe(false);
  });

  it('records how a session ended, and tells its listeners what changed', () => {
    const session = createSessionStore();
    const changes: string[] = [];
    session.subscribe((change) => changes.push(change));
    session.tokenReceived({ token: 't', expiresAt: null, clockSkewMs: 0 });
    session.loggedOut();
    expect(session.get()).toMatchObject({ token: null, ended: 'loggedOut' });
    expect(storedSessionOf(session.get())).toBeNull();
    session.loggedIn({ token: 'u', expiresAt: null, clockSkewMs: 0 });
    expect(session.get()).toMatchObject({ token: 'u', ended: null });
    session.sessionExpired();
    expect(session.get()).toMatchObject({ token: null, ended: 'expired' });
    expect(changes).toEqual(['tokenReceived', 'loggedOut', 'loggedIn', 'sessionExpired']);
  });

  it('stores the token and reads it back, ignoring anything unreadable', () => {
    const session = createSessionStore();
    session.tokenReceived({ token: 't', expiresAt: '2026-11-22T10:15:00Z', clockSkewMs: 5 });
    const stored = storedSessionOf(session.get());
    expect(parseStoredSession(JSON.stringify(stored))).toEqual(stored);
    expect(restoredSession(parseStoredSession(JSON.stringify(stored)))).toMatchObject({
      token: 't',
      ended: null,
    });
    expect(parseStoredSession('{"token":""}')).toBeNull();
    expect(parseStoredSession('not json')).toBeNull();
    expect(parseStoredSession(null)).toBeNull();
    expect(parseStoredSession('{"token":"t","clockSkewMs":"x"}')).toEqual({
      token: 't',
      expiresAt: null,
      clockSkewMs: 0,
    });
  });
});
