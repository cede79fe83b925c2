import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query';
import { describe, expect, it } from 'vitest';
import { createBaseQuery } from './base-query';
import { readPositionSlice } from './read-position-slice';
import { sessionSlice, tokenReceived } from './session-slice';

const setup = (respond: (request: Request) => Response) => {
  const requests: Request[] = [];
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
    }),
    endpoints: (build) => ({
      list: build.query<unknown, string>({ query: (url) => url }),
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
  const store = configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      session: sessionSlice.reducer,
      readPosition: readPositionSlice.reducer,
    },
    middleware: (m) => m().concat(api.middleware),
  });
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
    store.dispatch(tokenReceived('t0k3n'));
    await store.dispatch(api.endpoints.list.initiate('/rooms'));
    const second = requests[1]!;
    expect(second.headers.get('X-Language')).toBe('en');
    expect(second.headers.get('X-Slug')).toBe('khan-palace');
    expect(second.headers.get('Authorization')).toBe('Bearer t0k3n');
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
