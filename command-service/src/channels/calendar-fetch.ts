import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { readLimited } from './read-limited';

/**
 * Reading a site's calendar over HTTP (docs/channels.md): a conditional request (`If-None-Match`,
 * `If-Modified-Since` from the last answer), a timeout over the whole exchange, a size limit
 * counted while reading, redirects followed by hand (at most 5, each checked again), and no
 * private, loopback or link-local address unless allowed (the server fetches what a user typed:
 * without this check a calendar address could read the hotel's own network).
 */

export interface CalendarFetchOptions {
  readonly timeoutMs: number;
  readonly maxBytes: number;
  /** Fetch private and loopback addresses too (tests, or a site on the hotel's own network). */
  readonly allowPrivate: boolean;
}

export const defaultCalendarFetchOptions: CalendarFetchOptions = {
  timeoutMs: 10_000,
  maxBytes: 2_000_000,
  allowPrivate: false,
};

/** Why a fetch failed: a message key of calendar-import-messages and its parameters. */
export interface FetchProblem {
  readonly key: string;
  readonly params: Record<string, string | number>;
}

export type FetchOutcome =
  | {
      readonly status: 'ok';
      readonly text: string;
      readonly etag: string | null;
      readonly lastModified: string | null;
    }
  | {
      readonly status: 'notModified';
      readonly etag: string | null;
      readonly lastModified: string | null;
    }
  | { readonly status: 'error'; readonly error: FetchProblem };

const MAX_REDIRECTS = 5;

const notPublic = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  notPublic.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  notPublic.addSubnet(net, prefix, 'ipv6');
}

/** Whether an IP address is private, loopback, link-local, multicast or reserved. */
export const isPrivateAddress = (address: string): boolean => {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return notPublic.check(mapped[1] as string, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return notPublic.check(address, family === 4 ? 'ipv4' : 'ipv6');
};

class Refused extends Error {
  constructor(readonly problem: FetchProblem) {
    super(problem.key);
  }
}

/** Refuses a host that is (or resolves to) a private address, unless allowed. */
const checkHost = async (url: URL, options: CalendarFetchOptions): Promise<void> => {
  if (options.allowPrivate) return;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
  if (addresses.length === 0 || addresses.some(isPrivateAddress)) {
    throw new Refused({ key: 'calendarImport.fetch.privateAddress', params: { host } });
  }
};

/** The body, read up to the size limit (beyond it: refused, and the rest never read). */
const readWithin = async (response: Response, maxBytes: number): Promise<string> => {
  const text = await readLimited(response, maxBytes);
  if (text === null) {
    throw new Refused({ key: 'calendarImport.fetch.tooLarge', params: { limit: maxBytes } });
  }
  return text;
};

const reasonOf = (error: unknown): string => {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const code = (cause as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return code;
  return cause instanceof Error ? cause.message.slice(0, 120) : 'unknown';
};

/** Fetches a calendar: never throws, every failure is an `error` outcome with its reason. */
export const fetchCalendar = async (
  address: string,
  previous: { readonly etag: string | null; readonly lastModified: string | null },
  options: CalendarFetchOptions = defaultCalendarFetchOptions,
): Promise<FetchOutcome> => {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  const headers: Record<string, string> = {
    accept: 'text/calendar, */*;q=0.5',
    'user-agent': 'hotel-pms calendar import',
  };
  if (previous.etag) headers['if-none-match'] = previous.etag;
  if (previous.lastModified) headers['if-modified-since'] = previous.lastModified;
  try {
    let url = new URL(address);
    for (let hop = 0; ; hop++) {
      await checkHost(url, options);
      const response = await fetch(url, {
        headers,
        redirect: 'manual',
        signal: controller.signal,
      });
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && response.status !== 304 && location) {
        await response.body?.cancel();
        if (hop >= MAX_REDIRECTS) {
          return {
            status: 'error',
            error: { key: 'calendarImport.fetch.tooManyRedirects', params: {} },
          };
        }
        url = new URL(location, url);
        if (url.protocol !== 'http:' && url.protocol !== 'https:') {
          return {
            status: 'error',
            error: { key: 'calendarImport.fetch.unreachable', params: { reason: url.protocol } },
          };
        }
        continue;
      }
      const etag = response.headers.get('etag');
      const lastModified = response.headers.get('last-modified');
      if (response.status === 304) {
        await response.body?.cancel();
        return { status: 'notModified', etag, lastModified };
      }
      if (!response.ok) {
        await response.body?.cancel();
        return {
          status: 'error',
          error: { key: 'calendarImport.fetch.httpStatus', params: { status: response.status } },
        };
      }
      const text = await readWithin(response, options.maxBytes);
      return { status: 'ok', text, etag, lastModified };
    }
  } catch (error) {
    if (error instanceof Refused) return { status: 'error', error: error.problem };
    if (controller.signal.aborted) {
      return {
        status: 'error',
        error: {
          key: 'calendarImport.fetch.timeout',
          params: { seconds: Math.round(options.timeoutMs / 100) / 10 },
        },
      };
    }
    return {
      status: 'error',
      error: { key: 'calendarImport.fetch.unreachable', params: { reason: reasonOf(error) } },
    };
  } finally {
    clearTimeout(timer);
  }
};
