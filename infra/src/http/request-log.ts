import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import { type Logger, requestContext } from '../logging';

/** A request id taken from the proxy must be a plain token (no log or header injection). */
const PROXY_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * One structured log line per request: method, path, status, duration (health checks at
 * debug). Every request gets an id: the proxy's `X-Request-Id` when it sent a plain one (nginx
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
