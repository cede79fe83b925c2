import type { RequestHandler } from 'express';
import { metrics, secondsSince } from '@hotel/infra/metrics/instruments';
import type { ProjectionHostPort } from './host';

const POSITION = /^\d{1,30}$/;

/**
 * Read-your-writes: a caller that just wrote sends the command's position back as
 * `X-Min-Position`; the query waits (bounded) until every read model has applied it. If the
 * bound passes first, the answer says so (`X-Read-Models-Behind: true`) instead of hanging.
 */
export const readYourWrites =
  (host: ProjectionHostPort, timeoutMs: number): RequestHandler =>
  async (req, res, next) => {
    const header = req.headers['x-min-position'];
    if (typeof header === 'string' && POSITION.test(header.trim())) {
      const started = performance.now();
      const reached = await host.waitForPosition(BigInt(header.trim()), timeoutMs);
      metrics.readYourWritesWait(reached, secondsSince(started));
      if (!reached) res.setHeader('X-Read-Models-Behind', 'true');
    }
    next();
  };
