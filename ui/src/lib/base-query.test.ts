import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query';
import { describe, expect, it, vi } from 'vitest';
import { type BaseQueryOptions, createBaseQuery } from './base-query';
import { readPositionSlice } from './read-position-slice';
import { type SessionToken, createSessionStore } from './session';

const token = (value: string, expiresAt: string | null = null): SessionToken => ({
  token: value,
  expiresAt,
  clockSkewMs: 0,
});

const setup = (
  respond: (request: Request) => Response | Promise<Response>,
  {
    now,
    readStoredSession,
    refreshLock,
  }: Pick<BaseQueryOptions, 'now' | 'readStoredSession' | 'refreshLock'> = {},
) => {
  const requests: Request[] = [];
  const session = createSessionStore();
  let language = 'mn';
  let slug: string | null = null;
  const api = createApi({
    baseQuery: createBaseQuery({
      baseUrl: 'http://pms.test/api',
      getLanguage: () => language,
      getSlug: () => slug,
      fetchFn: async (input) => {
        const request = input as Request;
        requests.push(request);
        return respond(request);
      },
      ...(now ? { now } : {}),
      ...(readStoredSession ? { readStoredSession } : {}),
      ...(refreshLock ? { refreshLock } : {}),
      session,
    }),
    endpoints: (build) => ({
      list: build.query<unknown, string>({ query: (url) => url }),
      ofProperty: build.query<unknown, string>({
        query: (slug) => ({ url: '/roles', headers: { 'X-Slug': slug } }),
      }),
      login: build.mutation<unknown, void>({
        query: () => ({ url: '/login', method: 'POST', body: {} }),
      }),
      command: build.mutation<unknown, { body: unknown; key: string }>({
        query: ({ body, key }) => ({
          url: '/hotels',
          method: 'POST',
          body,
          headers: { 'Idempotency-Key': key },
        }),
      }),
    }),
  });
  // The session is a store of its own (./session.ts), kept beside the Redux store here.
  const store = Object.assign(
    configureStore({
      reducer: {
        [api.reducerPath]: api.reducer,
        readPosition: readPositionSlice.reducer,
      },
      middleware: (m) => m().concat(api.middleware),
    }),
    { session },
  );
  return {
    api,
    store,
    requests,
    setLanguage: (l: string) => (language = l),
    setSlug: (s: string | null) => (slug = s),
  };
};

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });

describe('base query', () => {
  it('sends X-Requested-With, X-Language and, when known, X-Slug and the bearer token', async () => {
    const { api, store, requests, setLanguage, setSlug } = setup(() => json({ data: [] }));
    await store.dispatch(api.endpoints.list.initiate('/hotels'));
    const first = requests[0]!;
    expect(first.url).toBe('http://pms.test/api/hotels');
    expect(first.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(first.headers.get('X-Language')).toBe('mn');
    expect(first.headers.has('X-Slug')).toBe(false);
    expect(first.headers.has('Authorization')).toBe(false);
    expect(first.headers.has('X-Min-Position')).toBe(false);

    setLanguage('en');
    setSlug('khan-palace');
    store.session.tokenReceived(token('t0k3n'));
    await store.dispatch(api.endpoints.list.initiate('/rooms'));
    const second = requests[1]!;
    expect(second.headers.get('X-Language')).toBe('en');
    expect(second.headers.get('X-Slug')).toBe('khan-palace');
    expect(second.headers.get('Authorization')).toBe('Bearer t0k3n');
  });

  it('keeps the property an endpoint names itself (X-Slug of its cache entry)', async () => {
    const { api, store, requests, setSlug } = setup(() => json({ data: [] }));
    setSlug('from-the-route');
    await store.dispatch(api.endpoints.ofProperty.initiate('p-1'));
    expect(requests[0]!.headers.get('X-Slug')).toBe('p-1');
  });

  it('keeps the position a command answers with and sends it back as X-Min-Position', async () => {
    const { api, store, requests } = setup((request) =>
      request.method === 'POST'
        ? json({ id: 'p1', position: '41' }, { status: 201, headers: { 'X-Position': '41' } })
        : json({ data: [] }),
    );
    await store.dispatch(
      api.endpoints.command.initiate({ body: { name: 'Хан Палас' }, key: 'k-1' }),
    );
    expect(requests[0]!.headers.get('Idempotency-Key')).toBe('k-1');
    expect(store.getState().readPosition.position).toBe('41');

    await store.dispatch(api.endpoints.list.initiate('/hotels'));
    expect(requests[1]!.headers.get('X-Min-Position')).toBe('41');
  });

  it('reads the position from the body when the header is missing, and never goes back', async () => {
    let position = '90';
    const { api, store } = setup(() => json({ id: 'x', position }, { status: 201 }));
    await store.dispatch(api.endpoints.command.initiate({ body: {}, key: 'a' }));
    expect(store.getState().readPosition.position).toBe('90');
    position = '12';
    await store.dispatch(api.endpoints.command.initiate({ body: {}, key: 'b' }));
    expect(store.getState().readPosition.position).toBe('90');
  });

  it('hands problem details through as the error', async () => {
    const problem = { title: 'Invalid', status: 422, errors: { name: ['Required'] } };
    const { api, store } = setup(() =>
      json(problem, { status: 422, headers: { 'Content-Type': 'application/problem+json' } }),
    );
    const result = await store.dispatch(api.endpoints.command.initiate({ body: {}, key: 'a' }));
    expect(result.error).toEqual({ status: 422, data: problem });
  });
});

/** Resolves when `resolve()` is called: lets a test hold an answer back. */
const gate = () => {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
};

const unauthorized = () =>
  json(
    { title: 'Нэвтэрнэ үү.', status: 401 },
    { status: 401, headers: { 'Content-Type': 'application/problem+json' } },
  );

const bearer = (request: Request) => request.headers.get('Authorization');
const isRefresh = (request: Request) => new URL(request.url).pathname === '/api/auth/refresh';

describe('base query: session refresh', () => {
  it('refreshes once for concurrent 401s and repeats each call with the new token', async () => {
    const refreshAnswer = gate();
    const { api, store, requests } = setup(async (request) => {
      if (isRefresh(request)) {
        await refreshAnswer.opened;
        return json({ accessToken: 'new', tokenType: 'Bearer', expiresAt: null });
      }
      return bearer(request) === 'Bearer new' ? json({ data: [request.url] }) : unauthorized();
    });
    store.session.tokenReceived(token('old'));

    const calls = [
      store.dispatch(api.endpoints.list.initiate('/hotels')),
      store.dispatch(api.endpoints.list.initiate('/user')),
      store.dispatch(api.endpoints.command.initiate({ body: {}, key: 'k' })),
    ];
    await vi.waitFor(() => expect(requests.filter(isRefresh)).toHaveLength(1));
    refreshAnswer.open();
    const results = await Promise.all(calls);

    expect(results.map((r) => r.error)).toEqual([undefined, undefined, undefined]);
    expect(requests.filter(isRefresh)).toHaveLength(1);
    expect(store.session.get().token).toBe('new');
    const retried = requests.filter((r) => !isRefresh(r) && bearer(r) === 'Bearer new');
    expect(retried.map((r) => new URL(r.url).pathname).sort()).toEqual([
      '/api/hotels',
      '/api/hotels',
      '/api/user',
    ]);
    // The repeated command keeps its idempotency key.
    expect(retried.find((r) => r.method === 'POST')?.headers.get('Idempotency-Key')).toBe('k');
  });

  it('does not refresh again for a 401 of a call sent before the last refresh', async () => {
    const slow = gate();
    const { api, store, requests } = setup(async (request) => {
      if (isRefresh(request)) return json({ accessToken: 'new', expiresAt: null });
      if (new URL(request.url).pathname === '/api/slow') await slow.opened;
      return bearer(request) === 'Bearer new' ? json({ ok: true }) : unauthorized();
    });
    store.session.tokenReceived(token('old'));
    // Sent with the old token; its 401 arrives only after another call has refreshed.
    const late = store.dispatch(api.endpoints.list.initiate('/slow'));
    await store.dispatch(api.endpoints.list.initiate('/fast'));
    expect(store.session.get().token).toBe('new');
    slow.open();
    expect((await late).error).toBeUndefined();
    expect(requests.filter(isRefresh)).toHaveLength(1);
  });

  it('ends the session when the refresh is refused, without retrying', async () => {
    const { api, store, requests } = setup(() => unauthorized());
    store.session.tokenReceived(token('old'));
    const [a, b] = await Promise.all([
      store.dispatch(api.endpoints.list.initiate('/hotels')),
      store.dispatch(api.endpoints.list.initiate('/user')),
    ]);
    expect(a.error).toMatchObject({ status: 401 });
    expect(b.error).toMatchObject({ status: 401 });
    expect(requests.filter(isRefresh)).toHaveLength(1);
    expect(requests).toHaveLength(3);
    expect(store.session.get()).toMatchObject({ token: null, ended: 'expired' });
  });

  it('keeps the session when the refresh fails for another reason (network, 5xx)', async () => {
    const { api, store } = setup((request) => {
      if (isRefresh(request)) throw new TypeError('Failed to fetch');
      return unauthorized();
    });
    store.session.tokenReceived(token('old'));
    const result = await store.dispatch(api.endpoints.list.initiate('/hotels'));
    expect(result.error).toMatchObject({ status: 401 });
    expect(store.session.get().token).toBe('old');
  });

  it('never refreshes for the login call itself, nor without a session', async () => {
    const { api, store, requests } = setup(() => unauthorized());
    await store.dispatch(api.endpoints.list.initiate('/user'));
    store.session.tokenReceived(token('old'));
    const login = await store.dispatch(api.endpoints.login.initiate());
    expect(login.error).toMatchObject({ status: 401 });
    expect(requests.filter(isRefresh)).toHaveLength(0);
    expect(store.session.get().token).toBe('old');
  });

  it('refreshes first when the token is about to expire (in server time)', async () => {
    const now = Date.parse('2026-11-22T10:00:00Z');
    const { api, store, requests } = setup(
      (request) =>
        isRefresh(request)
          ? json({ accessToken: 'fresh', expiresAt: '2026-11-22T10:15:00Z' })
          : json({ ok: true }),
      { now: () => now },
    );
    // The server's clock is 14m50s ahead: it is 10:14:50 there, 10 s before expiry.
    store.session.tokenReceived({
      token: 'old',
      expiresAt: '2026-11-22T10:15:00Z',
      clockSkewMs: 890_000,
    });
    await Promise.all([
      store.dispatch(api.endpoints.list.initiate('/a')),
      store.dispatch(api.endpoints.list.initiate('/b')),
    ]);
    expect(requests.filter(isRefresh)).toHaveLength(1);
    expect(requests.filter((r) => !isRefresh(r)).map(bearer)).toEqual([
      'Bearer fresh',
      'Bearer fresh',
    ]);

    // Far from expiry (in server time): no refresh.
    store.session.tokenReceived({
      token: 'later',
      expiresAt: '2026-11-22T10:15:00Z',
      clockSkewMs: 0,
    });
    await store.dispatch(api.endpoints.list.initiate('/c'));
    expect(requests.filter(isRefresh)).toHaveLength(1);
  });

  it('refreshes under the cross-tab lock, taking a token another tab has just stored', async () => {
    let stored: SessionToken | null = null;
    let locked = 0;
    const lock = <T>(run: () => Promise<T>): Promise<T> => {
      locked += 1;
      // Another tab held the lock and refreshed meanwhile.
      stored = { token: 'from-other-tab', expiresAt: null, clockSkewMs: 0 };
      return run();
    };
    const { api, store, requests } = setup(
      (request) =>
        bearer(request) === 'Bearer from-other-tab' ? json({ ok: true }) : unauthorized(),
      { readStoredSession: () => stored, refreshLock: lock },
    );
    store.session.tokenReceived(token('old'));
    const result = await store.dispatch(api.endpoints.list.initiate('/hotels'));
    expect(result.error).toBeUndefined();
    expect(locked).toBe(1);
    expect(requests.filter(isRefresh)).toHaveLength(0);
    expect(store.session.get().token).toBe('from-other-tab');
  });
});
