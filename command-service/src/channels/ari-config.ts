import type { Config } from '@hotel/infra/config';
import type { EventStore } from '@hotel/infra/event-store/port';
import type { Logger } from '@hotel/infra/logging';
import type { CommandPipeline } from '../pipeline/handle-command';
import { adapterByFormat, webhookAdapter } from './ari-adapter';
import { openTravelAdapter } from './ari-opentravel';
import { type AriDispatcher, createAriDispatcher } from './ari-dispatcher';

type AriConfig = Pick<
  Config,
  | 'ARI_DISPATCH_INTERVAL_MS'
  | 'ARI_TIMEOUT_MS'
  | 'ARI_RETRY_BASE_MS'
  | 'ARI_RETRY_CAP_MS'
  | 'ARI_ALLOW_PRIVATE'
>;

/** Each endpoint's messages through the adapter of its format: the JSON webhook or OpenTravel. */
const adaptersOf = (config: AriConfig, now?: () => Date) => {
  const options = {
    timeoutMs: config.ARI_TIMEOUT_MS,
    allowPrivate: config.ARI_ALLOW_PRIVATE,
    ...(now ? { now } : {}),
  };
  return adapterByFormat({
    json: webhookAdapter(options),
    opentravel: openTravelAdapter(options),
  });
};

/**
 * The ARI dispatcher as the configuration asks for it (none when ARI_DISPATCH_INTERVAL_MS is 0),
 * with its adapters: what `npm start` and the command service both start.
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
        adapter: adaptersOf(config, now),
        checkMs: config.ARI_DISPATCH_INTERVAL_MS,
        retry: { baseMs: config.ARI_RETRY_BASE_MS, capMs: config.ARI_RETRY_CAP_MS },
        // A taken message is the instance's for a few timeouts: a crash frees it after that.
        leaseMs: config.ARI_TIMEOUT_MS * 3,
        ...(now ? { now } : {}),
      })
    : null;
