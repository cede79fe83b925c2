import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { type Logger, requestContext } from '../logging';
import { metrics } from '../metrics/instruments';

/** A request id taken from the proxy must be a plain token (no log or header injection). */
const PROXY_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The label of requests no route answered (the UI's files, 404s): never the raw URL. */
export const UNMATCHED_ROUTE = '(unmatched)';

/** The pattern of the route that answered (`/api/reservation/:id`), for the metrics. */
export const routePattern = (req: Request): string => {
  const path: unknown = (req.route as { path?: unknown } | undefined)?.path;
  return typeof path === 'string' ? `${req.baseUrl}${path}` : UNMATCHED_ROUTE;
};

/**
 * One structured log line per request: method, path, status, duration (health checks at
 * debug), and the request counted in the metrics by its route's pattern. Every request gets an id: the proxy's `X-Request-Id` when it sent a plain one (nginx
 * in infra/deploy does), a new UUID otherwise; it is answered in `X-Request-Id` and carried by
 * every log line written while the request is served.
 */
export const requestLog =
  (logger: Logger): RequestHandler =>
  (req, res, next) => {
    const started = process.hrtime.bigint();
    const sent = req.get('x-request-id');
    const requestId = sent !== undefined && PROXY_REQUEST_ID.test(sent) ? sent : randomUUID();
    res.setHeader('X-Request-Id', requestId);
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      metrics.httpRequest(req.method, routePattern(req), res.statusCode, ms / 1000);
      const entry = {
        requestId,
        method: req.method,
        url: req.originalUrl,
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
        position: res.getHeader('x-position'),
      };
      const quiet = req.path === '/healthz' || req.path === '/readyz';
      if (quiet) logger.debug(entry, 'request');
      else if (res.statusCode >= 500) logger.error(entry, 'request');
      else logger.info(entry, 'request');
    });
    requestContext.run({ requestId }, next);
  };
