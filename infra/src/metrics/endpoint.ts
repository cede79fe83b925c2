import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Config } from '../config';
import type { EventStore } from '../event-store/port';
import type { Logger } from '../logging';
import { countOutboxMessages } from '../mail/outbox';
import { type Metrics, metrics as processMetrics } from './instruments';
import { type ProjectionPositions, projectionLagSource } from './projection-lag';

export interface MetricsEndpoint {
  readonly port: number;
  close(): Promise<void>;
}

/**
 * `GET /metrics` (Prometheus text format) on a listener of its own, never on the API's port: it
 * is not reachable through the gateway and needs no login. Anything else answers 404.
 */
export const serveMetrics = async ({
  port,
  host,
  logger,
  metrics = processMetrics,
}: {
  port: number;
  host: string;
  logger: Logger;
  metrics?: Metrics;
}): Promise<MetricsEndpoint> => {
  metrics.enableProcessMetrics();
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => {
        res.writeHead(200, { 'content-type': metrics.registry.contentType });
        res.end(req.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        logger.warn({ err: error }, 'metrics could not be collected');
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('error\n');
      },
    );
  });
  server.listen(port, host);
  await once(server, 'listening');
  const bound = (server.address() as AddressInfo).port;
  return {
    port: bound,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

export interface MetricsSources {
  /** A process running projections: their lag, read from the log when scraped. */
  readonly projections?: { host: ProjectionPositions; eventStore: Pick<EventStore, 'readAll'> };
  /** A process that sends mail: without SMTP_URL, the size of the outbox folder it writes. */
  readonly mail?: boolean;
}

/**
 * What each service's start calls: with METRICS_PORT set, watches the given sources and serves
 * /metrics on METRICS_HOST (default HOST); unset, nothing (null) — instruments still count.
 */
export const startMetrics = async (
  config: Pick<Config, 'METRICS_PORT' | 'METRICS_HOST' | 'HOST' | 'SMTP_URL' | 'dataDir'>,
  logger: Logger,
  sources: MetricsSources = {},
  metrics: Metrics = processMetrics,
): Promise<MetricsEndpoint | null> => {
  if (config.METRICS_PORT === undefined) return null;
  if (sources.projections) {
    const { host, eventStore } = sources.projections;
    metrics.watchProjectionLag(projectionLagSource(host, eventStore, { logger }));
  }
  if (sources.mail && !config.SMTP_URL) {
    // The folder the mailer writes to without SMTP (auth/services.ts).
    const outbox = join(config.dataDir, 'outbox');
    metrics.watchOutbox(() => countOutboxMessages(outbox));
  }
  const host = config.METRICS_HOST ?? config.HOST;
  const endpoint = await serveMetrics({ port: config.METRICS_PORT, host, logger, metrics });
  logger.info({ port: endpoint.port, host }, 'metrics on /metrics');
  return endpoint;
};
