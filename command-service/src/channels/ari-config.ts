import type { Config } from '@hotel/infra/config';
import type { EventStore } from '@hotel/infra/event-store/port';
import type { Logger } from '@hotel/infra/logging';
import type { CommandPipeline } from '../pipeline/handle-command';
import { webhookAdapter } from './ari-adapter';
import { type AriDispatcher, createAriDispatcher } from './ari-dispatcher';

type AriConfig = Pick<
  Config,
  | 'ARI_DISPATCH_INTERVAL_MS'
  | 'ARI_TIMEOUT_MS'
  | 'ARI_RETRY_BASE_MS'
  | 'ARI_RETRY_CAP_MS'
  | 'ARI_ALLOW_PRIVATE'
>;

/**
 * The ARI dispatcher as the configuration asks for it (none when ARI_DISPATCH_INTERVAL_MS is 0),
 * with the JSON webhook adapter: what `npm start` and the command service both start.
 */
export const ariDispatcherFromConfig = (
  config: AriConfig,
  pipeline: CommandPipeline,
  eventStore: EventStore,
  logger: Logger,
  now?: () => Date,
): AriDispatcher | null =>
  config.ARI_DISPATCH_INTERVAL_MS > 0
    ? createAriDispatcher({
        pipeline,
        eventStore,
        logger,
        adapter: webhookAdapter({
          timeoutMs: config.ARI_TIMEOUT_MS,
          allowPrivate: config.ARI_ALLOW_PRIVATE,
          ...(now ? { now } : {}),
        }),
        checkMs: config.ARI_DISPATCH_INTERVAL_MS,
        retry: { baseMs: config.ARI_RETRY_BASE_MS, capMs: config.ARI_RETRY_CAP_MS },
        // A taken message is the instance's for a few timeouts: a crash frees it after that.
        leaseMs: config.ARI_TIMEOUT_MS * 3,
        ...(now ? { now } : {}),
      })
    : null;
