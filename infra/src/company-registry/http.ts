import type { Logger } from '../logging';
import { localCompanyRegistry } from './local';
import type { CompanyLookup, CompanyRegistry } from './port';

export interface HttpCompanyRegistryOptions {
  /**
   * The registry's lookup address. `{registerNo}` in it is replaced by the number; without it,
   * `registerNo=<number>` is added to the query.
   */
  readonly url: string;
  /** A lookup slower than this is abandoned and the local check answers. */
  readonly timeoutMs?: number;
  readonly logger: Logger;
  /** What answers when the registry cannot (down, slow, odd answer). */
  readonly fallback?: CompanyRegistry;
  readonly fetch?: typeof fetch;
}

export const lookupUrl = (url: string, registerNo: string): string => {
  const value = encodeURIComponent(registerNo);
  if (url.includes('{registerNo}')) return url.replaceAll('{registerNo}', value);
  const target = new URL(url);
  target.searchParams.set('registerNo', registerNo);
  return target.toString();
};

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 200) : null;

/**
 * A company registry over HTTP (GET, JSON). The contract:
 *  - 200 with `{ "companyName": "…" }` (or `{ "name": "…" }`): the company; a body without a
 *    name means the number exists but the user types the name; `{ "found": false }` or 404:
 *    no such company;
 *  - anything else — an error status, a timeout, a network failure, a body that is not JSON —
 *    is logged and the lookup falls back to the local check, so adding a property never
 *    depends on the registry being up.
 * A registry with another shape gets a small adapter of its own behind the same port.
 */
export const createHttpCompanyRegistry = ({
  url,
  timeoutMs = 3000,
  logger,
  fallback = localCompanyRegistry,
  fetch: fetchImpl = fetch,
}: HttpCompanyRegistryOptions): CompanyRegistry => ({
  kind: 'http',
  lookup: async (registerNo): Promise<CompanyLookup> => {
    try {
      const response = await fetchImpl(lookupUrl(url, registerNo), {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.status === 404) return { found: false };
      if (!response.ok) throw new Error(`company registry answered ${response.status}`);
      const body = (await response.json()) as unknown;
      if (body === null || typeof body !== 'object' || Array.isArray(body)) {
        throw new Error('company registry answered something other than a JSON object');
      }
      const answer = body as Record<string, unknown>;
      if (answer.found === false) return { found: false };
      return { found: true, companyName: text(answer.companyName) ?? text(answer.name) };
    } catch (error) {
      logger.warn(
        { err: error, registerNo },
        'company registry lookup failed; checking the register number locally',
      );
      return fallback.lookup(registerNo);
    }
  },
});
