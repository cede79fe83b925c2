import type { RequestHandler } from 'express';
import type { Logger } from '../logging';

/** One structured log line per request: method, path, status, duration (health checks at debug). */
export const requestLog =
  (logger: Logger): RequestHandler =>
  (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const entry = {
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
    next();
  };
