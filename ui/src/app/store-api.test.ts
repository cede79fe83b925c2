// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { restoredSession, session } from '../lib/session';
import { sessionApi } from '../lib/session-api';
import { installFakeServer, json } from '../test/fake-server';
import { createStore } from './store';
import { attachApi } from './store-api';

afterEach(() => vi.unstubAllGlobals());

const user = (name: string) => ({ id: name, name, email: `${name}@hotel.mn`, hotels: [] });

describe('the store and the session', () => {
  it('clears the API cache when a new user logs in, or another tab logs out', async () => {
    let name = 'bold';
    const requests = installFakeServer(() => json(user(name)));
    session.restore(restoredSession({ token: 't1', expiresAt: null, clockSkewMs: 0 }));
    const store = createStore();
    attachApi(store);
    const cached = () => Object.keys(store.getState().api?.queries ?? {}).length;

    await store.dispatch(sessionApi.endpoints.currentUser.initiate());
    expect(cached()).toBe(1);
    expect(requests[0]!.headers.get('Authorization')).toBe('Bearer t1');

    // Another user logs in here: nothing cached for the first may show.
    name = 'saraa';
    session.loggedIn({ token: 't2', expiresAt: null, clockSkewMs: 0 });
    expect(cached()).toBe(0);
    const next = await store.dispatch(sessionApi.endpoints.currentUser.initiate());
    expect(next.data).toMatchObject({ name: 'saraa' });
    expect(requests[1]!.headers.get('Authorization')).toBe('Bearer t2');

    // A refreshed token is the same user: the cache stays.
    session.tokenReceived({ token: 't3', expiresAt: null, clockSkewMs: 0 });
    expect(cached()).toBe(1);

    // Another tab logged out.
    session.sessionSynced(null);
    expect(cached()).toBe(0);
  });
});
