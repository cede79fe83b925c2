import { AsyncLocalStorage } from 'node:async_hooks';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { GuardedRoutes } from '@hotel/infra/http/route-policy';

/**
 * Folds that keep only the recent past in memory (the occupancy ledger forgets stays that ended
 * long before the last closed date: docs/platform.md, "The ledger keeps the recent past") answer
 * a question about older times by throwing `HistoryNeeded`. The work is then done again with
 * such aggregates folded whole from their streams (`Aggregate.withHistory`, read fresh, never
 * cached): a command is decided again, a route answers again. Nothing has been written when
 * it is thrown (a fold is asked before anything is decided or sent).
 */
export class HistoryNeeded extends Error {
  constructor(what: string) {
    super(`${what} reaches before the history kept in memory`);
    this.name = 'HistoryNeeded';
  }
}

const wholeHistory = new AsyncLocalStorage<true>();

/** Whether loads should fold aggregates with their whole history (see `withHistory`). */
export const wantsWholeHistory = (): boolean => wholeHistory.getStore() === true;

/** Runs `work`; when it needs history a cached fold forgot, runs it again with the whole. */
export const withHistory = async <T>(work: () => Promise<T>): Promise<T> => {
  if (wantsWholeHistory()) return work();
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof HistoryNeeded)) throw error;
    return wholeHistory.run(true, work);
  }
};

/**
 * A route handler that answers again on whole folds when it fails for history a cached fold
 * forgot: thrown, rejected, or handed to `next` (handlers that catch their errors do).
 */
const retried = (handler: RequestHandler): RequestHandler =>
  // The handler's own properties (its declared contract) stay on it.
  Object.assign((req: Request, res: Response, next: NextFunction) => {
    if (wantsWholeHistory()) return handler(req, res, next);
    const again = () =>
      wholeHistory.run(true, async () => {
        await handler(req, res, next);
      });
    const firstNext: NextFunction = (error?: unknown) => {
      if (error instanceof HistoryNeeded) again().catch(next);
      else next(error as Parameters<NextFunction>[0]);
    };
    try {
      const result: unknown = handler(req, res, firstNext);
      return result instanceof Promise
        ? result.catch((error: unknown) => {
            if (error instanceof HistoryNeeded) return again();
            throw error;
          })
        : result;
    } catch (error) {
      if (error instanceof HistoryNeeded) return again();
      throw error;
    }
  }, handler);

/** Routes whose handlers answer again with whole folds when they need forgotten history. */
export const routesWithHistory = (routes: GuardedRoutes): GuardedRoutes => ({
  ...routes,
  get: (path, policy, ...handlers) => routes.get(path, policy, ...handlers.map(retried)),
  post: (path, policy, ...handlers) => routes.post(path, policy, ...handlers.map(retried)),
  delete: (path, policy, ...handlers) => routes.delete(path, policy, ...handlers.map(retried)),
});
