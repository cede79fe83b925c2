import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { resolve } from 'node:path';
import { z } from 'zod';

const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const port = z.coerce.number().int().min(0).max(65535);

/** Comma-separated e-mail addresses, compared in lower case. */
const emailList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter((email) => email !== ''),
  )
  .pipe(z.array(z.email({ error: 'each entry must be an e-mail address' })));

/**
 * All configuration, from environment variables, validated once at start-up. A bad value
 * stops the process with a message naming the variable.
 */
export const configSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().default('0.0.0.0'),
  /**
   * Serve `/metrics` (Prometheus) on this port, a listener of its own beside the API's (never
   * through the gateway, no login). Unset: no metrics endpoint.
   */
  METRICS_PORT: port.optional(),
  /** The address the metrics listener binds to (default: HOST). */
  METRICS_HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().default('./data'),
  /** KurrentDB connection string; when unset the embedded SQLite event store is used. */
  EVENTSTORE_URL: z.string().url().optional(),
  /** MongoDB connection string; when unset the embedded SQLite + mingo read store is used. */
  MONGODB_URL: z.string().url().optional(),
  MONGODB_DB: z.string().min(1).default('hotel'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** FULL keeps every acknowledged append through a power cut. */
  SQLITE_SYNCHRONOUS: z.enum(['FULL', 'NORMAL']).default('FULL'),
  /**
   * On the embedded stores, run the projections in a worker thread of their own, so applying
   * events never holds up answering requests (docs/platform.md).
   */
  PROJECTIONS_IN_WORKER: booleanish.default(true),
  /**
   * The embedded read store's memory, per store (the query side's and the projection worker's
   * each): the JSON of the documents it keeps in memory, in MB. Past it, the properties used
   * least recently (and idle for 10 s) are dropped and read from the file again when next
   * asked for.
   */
  READ_STORE_MEMORY_MB: z.coerce.number().int().min(1).max(65_536).default(128),
  /**
   * How V8 scavenges the young generation (infra/src/gc.ts): `auto` scavenges on the
   * allocating thread alone on a machine of two cores or fewer, with helper threads on more.
   */
  GC_SCAVENGE: z.enum(['auto', 'parallel', 'serial']).default('auto'),
  /** How long a query waits for the read models to reach the caller's last write. */
  READ_YOUR_WRITES_TIMEOUT_MS: z.coerce.number().int().min(0).max(30_000).default(2000),
  /** /readyz fails when a projection is further behind than this many events. */
  READY_MAX_LAG_EVENTS: z.coerce.number().int().min(0).default(1000),
  /**
   * How often the command service looks for properties whose automatic night audit is due
   * (0: never — e.g. a deployment where one dedicated instance runs it).
   */
  NIGHT_AUDIT_CHECK_MS: z.coerce.number().int().min(0).default(60_000),
  /**
   * Calendar imports (docs/channels.md): how often each booking site's calendar is fetched
   * (0: never), the timeout and size limit of one fetch, and whether private, loopback and
   * link-local addresses may be fetched (off: a calendar address cannot reach the hotel's own
   * network; on for tests or a site served inside it).
   */
  CALENDAR_IMPORT_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(15 * 60_000),
  CALENDAR_IMPORT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  CALENDAR_IMPORT_MAX_BYTES: z.coerce.number().int().min(1000).default(2_000_000),
  CALENDAR_IMPORT_ALLOW_PRIVATE: booleanish.default(false),
  /**
   * The ARI push (docs/channels.md "ARI push"): how often the dispatcher looks for changes and
   * messages due (0: never), one message's timeout, the retries' first step and cap (exponential
   * backoff with full jitter), and whether private and loopback endpoints may be sent to.
   */
  ARI_DISPATCH_INTERVAL_MS: z.coerce.number().int().min(0).default(5_000),
  ARI_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  ARI_RETRY_BASE_MS: z.coerce.number().int().min(1).default(5_000),
  ARI_RETRY_CAP_MS: z.coerce
    .number()
    .int()
    .min(1)
    .default(15 * 60_000),
  ARI_ALLOW_PRIVATE: booleanish.default(false),
  /**
   * Before `/readyz` says ready, the app asks itself the day's first reads once, as one
   * property's owner, so the first clicks after a start do not pay for compiling the code
   * (projection-service/src/warm-up.ts).
   */
  WARM_UP: booleanish.default(true),
  /** Seed a demo property into an empty store on start. */
  DEMO_SEED: booleanish.default(true),
  /**
   * This instance's name in projection leases: one active runner per projection across
   * instances. Default: host name and port, so a restarted instance takes its lease back.
   */
  INSTANCE_ID: z.string().min(1).optional(),
  /**
   * How long a projection's lease lasts without a heartbeat (renewed every third of it): when
   * the instance holding it dies, another takes the projection over within this time.
   */
  PROJECTION_LEASE_TTL_MS: z.coerce.number().int().min(1000).max(600_000).default(15_000),
  /**
   * Key that signs access tokens (≥ 32 bytes, base64 or text). When unset, one is made and kept
   * in DATA_DIR/secrets; instances that do not share DATA_DIR must all be given the same key.
   */
  JWT_SECRET: z.string().min(1).optional(),
  /** The app's address as users reach it, for links in e-mails. Default http://localhost:PORT. */
  PUBLIC_URL: z.string().url().optional(),
  /** SMTP server (smtp://user:pass@host:port); when unset, e-mails are written to DATA_DIR/outbox. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('Hotel PMS <no-reply@localhost>'),
  /** Express "trust proxy": set behind a reverse proxy so login throttling sees real client IPs. */
  TRUST_PROXY: z.string().optional(),
  /** Serve the built UI (ui/dist) from the same port. */
  SERVE_UI: booleanish.default(true),
  /**
   * New properties wait for an operator's confirmation before they can be opened. Off by
   * default: in the embedded default a new property is active at once.
   */
  PROPERTY_APPROVAL: booleanish.default(false),
  /**
   * The operators: logged-in accounts with one of these e-mail addresses (comma-separated)
   * confirm properties waiting for confirmation (page /operator).
   */
  OPERATOR_EMAILS: emailList.default([]),
  /**
   * A company registry to look register numbers up in (step 1 of adding a property). May hold
   * `{registerNo}`; otherwise `?registerNo=` is added. Unset: the number's format and
   * uniqueness are checked here and the user types the company name.
   */
  COMPANY_REGISTRY_URL: z.string().url().optional(),
  /** How long a registry lookup may take before the local check answers instead. */
  COMPANY_REGISTRY_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
});

export type Config = z.infer<typeof configSchema> & {
  readonly dataDir: string;
  readonly instanceId: string;
  readonly publicUrl: string;
};

export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((i) => `  - ${i}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Variables that carry secrets (a signing key; connection strings with passwords): each may
 * instead be given as `NAME_FILE`, the path of a file holding it (Docker/compose secrets,
 * Kubernetes secret volumes), so it never shows in the process's environment.
 */
export const SECRET_VARIABLES = [
  'JWT_SECRET',
  'SMTP_URL',
  'MONGODB_URL',
  'EVENTSTORE_URL',
] as const;

/** The environment with every `NAME_FILE` of a secret read into `NAME` (trailing newline off). */
const withSecretFiles = (
  env: Record<string, string>,
  readFile: (path: string) => string,
): { env: Record<string, string>; issues: string[] } => {
  const resolved = { ...env };
  const issues: string[] = [];
  for (const name of SECRET_VARIABLES) {
    const path = env[`${name}_FILE`];
    if (path === undefined) continue;
    delete resolved[`${name}_FILE`];
    if (env[name] !== undefined) {
      issues.push(`${name}: set ${name} or ${name}_FILE, not both`);
      continue;
    }
    try {
      const value = readFile(path).replace(/\r?\n$/, '');
      // An empty file is an unset variable (an optional secret left out).
      if (value !== '') resolved[name] = value;
    } catch (error) {
      issues.push(`${name}_FILE: cannot read ${path} (${(error as Error).message})`);
    }
  }
  return { env: resolved, issues };
};

export const loadConfig = (
  env: NodeJS.ProcessEnv = process.env,
  readFile: (path: string) => string = (path) => readFileSync(path, 'utf8'),
): Config => {
  const given = Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => {
      const [, v] = entry;
      return v !== undefined && v !== '';
    }),
  );
  const { env: defined, issues } = withSecretFiles(given, readFile);
  if (issues.length > 0) throw new ConfigError(issues);
  const parsed = configSchema.safeParse(defined);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
    );
  }
  const { METRICS_PORT, PORT } = parsed.data;
  if (METRICS_PORT !== undefined && METRICS_PORT !== 0 && METRICS_PORT === PORT) {
    throw new ConfigError(['METRICS_PORT: must differ from PORT (metrics stay off the API port)']);
  }
  return {
    ...parsed.data,
    dataDir: resolve(parsed.data.DATA_DIR),
    instanceId: parsed.data.INSTANCE_ID ?? `${hostname()}:${parsed.data.PORT}`,
    publicUrl: (parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`).replace(
      /\/$/,
      '',
    ),
  };
};

/** Whether an account's e-mail address is one of OPERATOR_EMAILS (compared in lower case). */
export const isOperatorEmail = (operators: readonly string[], email: string): boolean =>
  operators.includes(email.trim().toLowerCase());
