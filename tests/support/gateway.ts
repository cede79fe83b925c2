import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, closeSync, existsSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

/**
 * The compose deployment's gateway (infra/deploy/nginx.conf) run by Debian's nginx as the
 * current user, with the deployment's own configuration changed only where a test on one
 * machine must differ from Docker. Every change is in GATEWAY_CHANGES, and each must match:
 * when nginx.conf changes shape, the test fails here instead of quietly testing something else.
 */

export const NGINX = '/usr/sbin/nginx';
export const NGINX_CONF = join(import.meta.dirname, '..', '..', 'infra', 'deploy', 'nginx.conf');

/** Why the gateway cannot run here (undefined: it can). */
export const nginxMissing = (): string | undefined =>
  existsSync(NGINX) ? undefined : `${NGINX} not found (apt-get install nginx)`;

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });

export interface GatewayTopology {
  /** The port the gateway listens on (Docker: 3000). */
  readonly port: number;
  /** A folder nginx may write to (temp files, pid). */
  readonly prefix: string;
  /** The ports of the projection service's instances (Docker: `projection:3002`, scaled). */
  readonly projection: readonly number[];
  /** The ports of the command service's instances (Docker: `command:3001`, scaled). */
  readonly command: readonly number[];
}

interface Change {
  readonly from: string;
  readonly to: string;
  readonly why: string;
}

/** What differs from Docker, and why: nothing else in nginx.conf is touched. */
export const GATEWAY_CHANGES = (topology: GatewayTopology): Change[] => {
  const pool = (ports: readonly number[]) =>
    ports.map((port) => `server 127.0.0.1:${port};`).join(' ');
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `${kind}_temp_path ${join(topology.prefix, kind)};`)
    .join(' ');
  return [
    {
      from: 'listen 3000;',
      to: `listen 127.0.0.1:${topology.port};`,
      why: 'a free port on the loopback instead of the container port',
    },
    {
      from: 'http://projection:3002',
      to: 'http://projection_instances',
      why: 'the instances are the upstream block below, not a Docker DNS name',
    },
    {
      from: 'http://command:3001',
      to: 'http://command_instances',
      why: 'the instances are the upstream block below, not a Docker DNS name',
    },
    {
      from: 'http {',
      to: [
        'http {',
        // Docker's DNS answers a scaled service's name with every instance's address, which
        // nginx uses round-robin; here the same two-instance rotation is an upstream block.
        `  upstream projection_instances { ${pool(topology.projection)} }`,
        `  upstream command_instances { ${pool(topology.command)} }`,
        // Debian's nginx writes its temp files under /var/lib/nginx, which is root's.
        `  ${temp}`,
      ].join('\n'),
      why: "the two instances of each service, and temp paths in the test's folder",
    },
  ];
};

/** infra/deploy/nginx.conf with GATEWAY_CHANGES applied (each must match at least once). */
export const gatewayConf = (topology: GatewayTopology, source = readFileSync(NGINX_CONF, 'utf8')) =>
  GATEWAY_CHANGES(topology).reduce((conf, change) => {
    if (!conf.includes(change.from)) {
      throw new Error(`nginx.conf no longer has "${change.from}" (${change.why})`);
    }
    return conf.split(change.from).join(change.to);
  }, source);

export interface Gateway {
  readonly base: string;
  /** What nginx wrote (its access log is stdout: a line a request, with $upstream_addr). */
  output(): string;
  stop(): Promise<void>;
}

/** Starts nginx in the foreground on the templated configuration; resolves once it answers. */
export const startGateway = async (topology: GatewayTopology): Promise<Gateway> => {
  const conf = join(topology.prefix, 'nginx.conf');
  writeFileSync(conf, gatewayConf(topology));
  // Run as root (CI), nginx's workers drop to `nobody`: they must reach the temp paths.
  chmodSync(topology.prefix, 0o755);
  // nginx.conf logs to /dev/stdout and /dev/stderr, which nginx opens by name: that works on a
  // file (not on the socket a piped child gets), so both go to one in the prefix.
  const log = join(topology.prefix, 'nginx.out');
  const fd = openSync(log, 'a');
  const child: ChildProcess = spawn(
    NGINX,
    [
      '-p',
      topology.prefix,
      '-c',
      conf,
      '-g',
      `daemon off; pid ${join(topology.prefix, 'nginx.pid')}; error_log stderr warn;`,
    ],
    { stdio: ['ignore', fd, fd] },
  );
  closeSync(fd);
  const output = () => readFileSync(log, 'utf8');
  const base = `http://127.0.0.1:${topology.port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${output()}`);
    try {
      // Any answer (even 502 while no instance listens yet) means nginx is up.
      await fetch(`${base}/healthz`);
      break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 20_000) throw new Error(`nginx did not start: ${output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        // SIGTERM: nginx's fast shutdown (a graceful one would wait for open live feeds).
        child.kill('SIGTERM');
      }),
  };
};

/** The upstream addresses in the access log (which instance answered each request). */
export const upstreamsServed = (accessLog: string): Map<string, number> => {
  const counts = new Map<string, number>();
  for (const match of accessLog.matchAll(/ (127\.0\.0\.1:\d+) [0-9a-f]{32}$/gm)) {
    counts.set(match[1]!, (counts.get(match[1]!) ?? 0) + 1);
  }
  return counts;
};
