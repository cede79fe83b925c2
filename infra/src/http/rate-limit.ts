import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { type MessageKey, parseLanguage, translate } from '@hotel/events/messages';
import { problemTypes, sendProblem } from './problem';

/**
 * How often one client (IP address; behind a proxy set TRUST_PROXY) may call the public
 * endpoints of the online booking page: `reads` per minute (property page, availability,
 * images), `requests` reservation requests per ten minutes.
 */
export interface PublicRateLimits {
  readonly reads: number;
  readonly requests: number;
}

export const defaultPublicRateLimits: PublicRateLimits = { reads: 120, requests: 5 };

/**
 * A per-client limiter (in memory, per process) answering 429 as problem details in the
 * caller's language, with `Retry-After` and the standard `RateLimit` headers.
 */
export const perClientLimit = (options: {
  readonly windowMs: number;
  readonly limit: number;
  readonly message?: MessageKey;
}): RequestHandler =>
  rateLimit({
    windowMs: options.windowMs,
    limit: options.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (req, res) => {
      const title = translate(
        options.message ?? 'online.tooManyRequests',
        parseLanguage(req.header('x-language')),
      );
      sendProblem(res, { type: problemTypes.tooManyRequests, title, status: 429 });
    },
  });
