import { AsyncLocalStorage } from 'node:async_hooks';
import pino from 'pino';

export type Logger = pino.Logger;

/** The request being served, for every log line written while serving it. */
export const requestContext = new AsyncLocalStorage<{ readonly requestId: string }>();

/**
 * Structured JSON logs (pino) on stdout. A line written while a request is served (by the
 * request log, a route, the pipeline, the error handler) carries its `requestId`.
 */
export const createLogger = (
  level: string,
  name = 'hotel-pms',
  destination?: pino.DestinationStream,
): Logger =>
  pino(
    {
      name,
      level,
      base: { pid: process.pid },
      mixin: () => {
        const context = requestContext.getStore();
        return context ? { requestId: context.requestId } : {};
      },
    },
    destination,
  );
