/**
 * A client of the deployment over plain HTTP (fetch), as a browser reaches it through the
 * gateway: an account's token, a property (X-Slug) and read-after-write (X-Min-Position from
 * the last write's answer).
 */
export interface Answer {
  readonly status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly body: any;
  readonly text: string;
  readonly headers: Headers;
}

export const gatewayClient = (base: string) => {
  const headers: Record<string, string> = { 'X-Language': 'en' };
  let position: string | undefined;
  const call = async (
    method: string,
    path: string,
    body?: object,
    extra: Record<string, string> = {},
  ): Promise<Answer> => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...headers,
        // Read-your-writes on queries, and on commands that read (a mailed document).
        ...(position ? { 'X-Min-Position': position } : {}),
        ...(body ? { 'Content-Type': 'application/json' } : {}),
        ...extra,
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    let parsed: unknown = undefined;
    if (res.headers.get('content-type')?.includes('json') && text) parsed = JSON.parse(text);
    if (method !== 'GET' && res.ok) {
      const at = (parsed as { position?: unknown } | undefined)?.position;
      if (typeof at === 'string') position = at;
    }
    return { status: res.status, body: parsed, text, headers: res.headers };
  };
  return {
    get: (path: string, extra?: Record<string, string>) =>
      call('GET', `/api${path}`, undefined, extra),
    post: (path: string, body: object, extra?: Record<string, string>) =>
      call('POST', `/api${path}`, body, extra),
    /** A path outside /api (health, readiness, the UI). */
    raw: (path: string) => call('GET', path),
    authorize: (accessToken: string) => {
      headers.Authorization = `Bearer ${accessToken}`;
    },
    inProperty: (propertyId: string) => {
      headers['X-Slug'] = propertyId;
    },
    get headers(): Readonly<Record<string, string>> {
      return headers;
    },
  };
};

export type GatewayClient = ReturnType<typeof gatewayClient>;

/**
 * The live feed as the UI opens it, through the gateway: a ticket (`GET /api/events/ticket`),
 * then `GET /api/events?ticket=…` kept open. `until` reads on until a pattern shows.
 */
export const openGatewayFeed = async (client: GatewayClient, base: string) => {
  const issued = await client.get('/events/ticket');
  if (issued.status !== 200) throw new Error(`no ticket: ${issued.status} ${issued.text}`);
  const controller = new AbortController();
  const response = await fetch(
    `${base}/api/events?ticket=${encodeURIComponent(String(issued.body.ticket))}`,
    { signal: controller.signal },
  );
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let reading: Promise<void> | undefined;
  const readSome = () =>
    (reading ??= reader.read().then(({ value, done }) => {
      reading = undefined;
      if (done) throw new Error('the feed ended');
      text += decoder.decode(value);
    }));
  return {
    response,
    text: () => text,
    until: async (pattern: RegExp, timeoutMs = 10_000): Promise<boolean> => {
      const deadline = Date.now() + timeoutMs;
      while (!pattern.test(text)) {
        const left = deadline - Date.now();
        if (left <= 0) return false;
        await Promise.race([readSome(), new Promise((resolve) => setTimeout(resolve, left))]);
      }
      return true;
    },
    close: () => {
      controller.abort();
      reading?.catch(() => undefined);
    },
  };
};
