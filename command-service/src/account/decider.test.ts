import { describe, expect, it } from 'vitest';
import type { SessionEvent } from '@hotel/events/account/events';
import { systemContext } from '../pipeline/context';
import { refreshSession, session } from './decider';

const at = (now: string) => systemContext('c-1', 'RefreshSession', { now });
const given = (events: SessionEvent[]) => events.reduce(session.evolve, session.initialState());

const started: SessionEvent = {
  type: 'SessionStarted',
  data: {
    sessionId: 's-1',
    accountId: 'a-1',
    refreshTokenHash: 'h0',
    expiresAt: '2026-12-01T00:00:00.000Z',
    startedAt: '2026-11-01T00:00:00.000Z',
    ip: null,
    userAgent: null,
  },
};
const refreshed = (hash: string, refreshedAt: string): SessionEvent => ({
  type: 'SessionRefreshed',
  data: {
    sessionId: 's-1',
    refreshTokenHash: hash,
    expiresAt: '2026-12-31T00:00:00.000Z',
    refreshedAt,
  },
});
const refresh = (presentedHash: string) => ({ presentedHash, nextHash: 'next', validForDays: 30 });

describe('refresh a session', () => {
  it('given an active session, when its current token is presented, then it rotates', () => {
    const outcome = refreshSession(refresh('h0'), given([started]), at('2026-11-02T00:00:00.000Z'));
    expect(outcome).toMatchObject({ valid: true, rotate: true });
    expect(outcome.events).toEqual([
      {
        type: 'SessionRefreshed',
        data: {
          sessionId: 's-1',
          refreshTokenHash: 'next',
          expiresAt: '2026-12-02T00:00:00.000Z',
          refreshedAt: '2026-11-02T00:00:00.000Z',
        },
      },
    ]);
  });

  it('given a rotation seconds ago, when the replaced token comes, then it is accepted without rotating', () => {
    const state = given([started, refreshed('h1', '2026-11-02T00:00:00.000Z')]);
    expect(refreshSession(refresh('h0'), state, at('2026-11-02T00:00:20.000Z'))).toEqual({
      valid: true,
      rotate: false,
      events: [],
    });
  });

  it('given a rotation long ago, when the replaced token comes, then the session ends', () => {
    const state = given([started, refreshed('h1', '2026-11-02T00:00:00.000Z')]);
    const outcome = refreshSession(refresh('h0'), state, at('2026-11-02T00:05:00.000Z'));
    expect(outcome.valid).toBe(false);
    expect(outcome.events.map((e) => e.type)).toEqual(['SessionEnded']);
  });

  it('refuses an unknown token, an expired session and an ended one, writing nothing', () => {
    const now = at('2026-11-02T00:00:00.000Z');
    expect(refreshSession(refresh('other'), given([started]), now)).toMatchObject({
      valid: false,
      events: [],
    });
    expect(
      refreshSession(refresh('h0'), given([started]), at('2026-12-01T00:00:00.000Z')),
    ).toMatchObject({ valid: false, events: [] });
    const ended: SessionEvent = {
      type: 'SessionEnded',
      data: { sessionId: 's-1', reason: 'logout', endedAt: '2026-11-01T01:00:00.000Z' },
    };
    expect(refreshSession(refresh('h0'), given([started, ended]), now)).toMatchObject({
      valid: false,
      events: [],
    });
  });
});
