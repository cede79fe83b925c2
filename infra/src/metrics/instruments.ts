import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's metrics, in one registry (Prometheus text format, served on METRICS_PORT by
 * ./endpoint.ts). Services call the small API below; names carry the `pms_` prefix, labels stay
 * few and bounded (a route's pattern, never its URL; a command's type; an outcome). Recording
 * is a label lookup and an add: cheap enough for every request, so it is always on, whether or
 * not anything scrapes it.
 */

/** Latencies from a millisecond to 10 s (requests, commands, appends, waits). */
const LATENCY_BUCKETS = [
  0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10,
] as const;

/** Events in one append (a command's events and its record). */
const BATCH_BUCKETS = [1, 2, 3, 5, 8, 13, 21, 50, 100, 250, 1000] as const;

/** How a command ended: committed, answered again from its record, refused, or given up on. */
export type CommandOutcome = 'committed' | 'replayed' | 'rejected' | 'conflict';

/** Why a command was decided again. */
export type CommandRetryReason = 'conflict' | 'busy' | 'cascade' | 'same-command';

export type AppendOutcome = 'ok' | 'conflict' | 'error';

export interface ProjectionLag {
  readonly projection: string;
  /** Events in the log after the projection's position (saturates at the source's cap). */
  readonly events: number;
  /** How long the oldest event it has not applied has waited (0 when caught up). */
  readonly seconds: number;
}

/** Figures read when scraped (not on the request path). */
export type ProjectionLagSource = () => Promise<readonly ProjectionLag[]>;
export type OutboxSizeSource = () => Promise<number>;

export const createMetrics = () => {
  const registry = new Registry();
  const registers = [registry];

  const httpRequests = new Counter({
    name: 'pms_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const httpDuration = new Histogram({
    name: 'pms_http_request_duration_seconds',
    help: 'Time from a request to its answer, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [...LATENCY_BUCKETS],
    registers,
  });
  const commandDuration = new Histogram({
    name: 'pms_command_duration_seconds',
    help: 'Time to handle a command (load, decide, append, retries), by command type and outcome',
    labelNames: ['command', 'outcome'] as const,
    buckets: [...LATENCY_BUCKETS],
    registers,
  });
  const commandConflicts = new Counter({
    name: 'pms_command_conflicts_total',
    help: 'Appends of a command refused for an expected revision (another writer was first)',
    labelNames: ['command'] as const,
    registers,
  });
  const commandRetries = new Counter({
    name: 'pms_command_retries_total',
    help: 'Commands decided again on fresh state, by command type and reason',
    labelNames: ['command', 'reason'] as const,
    registers,
  });
  const appendDuration = new Histogram({
    name: 'pms_event_store_append_duration_seconds',
    help: "Time of a command's atomic append to the event store, by outcome",
    labelNames: ['outcome'] as const,
    buckets: [...LATENCY_BUCKETS],
    registers,
  });
  const appendEvents = new Histogram({
    name: 'pms_event_store_append_events',
    help: 'Events in one atomic append (a command’s events and its record)',
    buckets: [...BATCH_BUCKETS],
    registers,
  });
  const readYourWrites = new Histogram({
    name: 'pms_read_your_writes_wait_seconds',
    help: 'Waits for the read models to reach a caller’s last write, by outcome (reached, timeout)',
    labelNames: ['outcome'] as const,
    buckets: [...LATENCY_BUCKETS],
    registers,
  });

  let lagSource: ProjectionLagSource | undefined;
  // Both lag gauges are filled from one reading of the log per scrape.
  let lagReading: { at: number; lags: Promise<readonly ProjectionLag[]> } | undefined;
  const readLag = (): Promise<readonly ProjectionLag[]> => {
    if (!lagSource) return Promise.resolve([]);
    const now = Date.now();
    if (!lagReading || now - lagReading.at > 1000) {
      // A failed reading leaves the gauges empty for this scrape (the source logs why).
      lagReading = { at: now, lags: lagSource().catch(() => []) };
    }
    return lagReading.lags;
  };
  new Gauge({
    name: 'pms_projection_lag_events',
    help: 'Events in the log a projection has not applied yet',
    labelNames: ['projection'] as const,
    registers,
    async collect() {
      this.reset();
      for (const lag of await readLag()) this.set({ projection: lag.projection }, lag.events);
    },
  });
  new Gauge({
    name: 'pms_projection_lag_seconds',
    help: 'How long the oldest event a projection has not applied has waited (0: caught up)',
    labelNames: ['projection'] as const,
    registers,
    async collect() {
      this.reset();
      for (const lag of await readLag()) this.set({ projection: lag.projection }, lag.seconds);
    },
  });

  // Registered by the first watchOutbox: a process that sends no mail shows no outbox figure.
  let outboxSource: OutboxSizeSource | undefined;
  const outboxGauge = () =>
    new Gauge({
      name: 'pms_mail_outbox_messages',
      help: 'Messages in the mail outbox folder (mail written to files when there is no SMTP)',
      registers,
      async collect() {
        // NaN: the folder could not be read at this scrape.
        this.set(outboxSource ? await outboxSource().catch(() => Number.NaN) : Number.NaN);
      },
    });

  let processMetrics = false;

  return {
    registry,
    /** One answered request; `route` is its pattern (`/api/reservation/:id`), never its URL. */
    httpRequest(method: string, route: string, status: number, seconds: number): void {
      const labels = { method, route, status: String(status) };
      httpRequests.inc(labels);
      httpDuration.observe(labels, seconds);
    },
    command(command: string, outcome: CommandOutcome, seconds: number): void {
      commandDuration.observe({ command, outcome }, seconds);
    },
    commandConflict(command: string): void {
      commandConflicts.inc({ command });
    },
    commandRetry(command: string, reason: CommandRetryReason): void {
      commandRetries.inc({ command, reason });
    },
    append(outcome: AppendOutcome, events: number, seconds: number): void {
      appendDuration.observe({ outcome }, seconds);
      appendEvents.observe(events);
    },
    readYourWritesWait(reached: boolean, seconds: number): void {
      readYourWrites.observe({ outcome: reached ? 'reached' : 'timeout' }, seconds);
    },
    /** Where the projection lag is read from at each scrape (a process running projections). */
    watchProjectionLag(source: ProjectionLagSource): void {
      lagSource = source;
      lagReading = undefined;
    },
    /** Where the outbox size is read from at each scrape (a process that sends mail). */
    watchOutbox(source: OutboxSizeSource): void {
      if (!outboxSource) outboxGauge();
      outboxSource = source;
    },
    /**
     * Node's own figures under their usual names (process_resident_memory_bytes,
     * nodejs_heap_size_used_bytes, process_cpu_seconds_total, nodejs_eventloop_lag_seconds,
     * nodejs_gc_duration_seconds, ...). Once per registry; started with the endpoint.
     */
    enableProcessMetrics(): void {
      if (processMetrics) return;
      processMetrics = true;
      collectDefaultMetrics({ register: registry });
    },
  };
};

export type Metrics = ReturnType<typeof createMetrics>;

/** The process's metrics (one registry per process; a worker thread's are not served). */
export const metrics: Metrics = createMetrics();

/** Seconds since `started` (a `performance.now()` reading). */
export const secondsSince = (started: number): number => (performance.now() - started) / 1000;
