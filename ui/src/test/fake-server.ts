import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  url: string;
  /** The query string (`?a=1`, or empty). */
  search: string;
  headers: Headers;
  body: unknown;
}

type Handler = (request: RecordedRequest) => Response | Promise<Response>;

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': status >= 400 ? 'application/problem+json' : 'application/json',
      ...headers,
    },
  });

/**
 * Replaces fetch for component tests: each call is recorded and answered by `handler`.
 * Node's Request rejects relative URLs ('/api/...'), so it is made to resolve them against
 * the jsdom page address, as a browser does.
 */
export const installFakeServer = (handler: Handler) => {
  const requests: RecordedRequest[] = [];
  const NodeRequest = globalThis.Request;
  class PageRequest extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
    }
  }
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new PageRequest(input, init);
      const text = await request.text();
      const recorded: RecordedRequest = {
        method: request.method,
        url: new URL(request.url).pathname,
        search: new URL(request.url).search,
        headers: request.headers,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      };
      requests.push(recorded);
      return handler(recorded);
    }),
  );
  return requests;
};
