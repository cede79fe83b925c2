import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');

/**
 * The production bundle (`npm run build:server`) built into a folder of this test's own under
 * .tmp/ (inside the repository, so the bundle's packages resolve from its node_modules), which
 * another test rebuilding dist/ at the same time cannot change under it.
 */
export const buildServerBundle = (name: string): { dir: string; remove: () => void } => {
  const relative = join('.tmp', `${name}-${process.pid}`);
  execFileSync('npm', ['run', 'build:server', '--silent', '--', '--outdir', relative], {
    cwd: ROOT,
    stdio: 'pipe',
  });
  const dir = join(ROOT, relative);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
};

export interface ServiceProcess {
  readonly name: string;
  readonly port: number;
  readonly child: ChildProcess;
  output(): string;
  /** kill -9: no shutdown hook runs, nothing is flushed or released. */
  kill(): Promise<void>;
  /** SIGTERM, then SIGKILL after 10 s. */
  stop(): Promise<void>;
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

const signal = (child: ChildProcess, name: NodeJS.Signals, thenKillAfterMs?: number) =>
  new Promise<void>((resolve) => {
    if (exited(child)) return resolve();
    child.once('exit', () => resolve());
    child.kill(name);
    if (thenKillAfterMs) setTimeout(() => child.kill('SIGKILL'), thenKillAfterMs).unref();
  });

/**
 * Starts a compiled entry point (`node <bundle>/<entry>`, plain node: no tsx) with exactly
 * `env` (and PATH), and resolves once its /healthz answers on `port`.
 */
export const startService = async (
  bundle: string,
  entry: 'command.js' | 'projection.js' | 'start.js',
  name: string,
  port: number,
  env: Record<string, string>,
): Promise<ServiceProcess> => {
  const child = spawn(process.execPath, ['--enable-source-maps', join(bundle, entry)], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-100_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const service: ServiceProcess = {
    name,
    port,
    child,
    output: () => output,
    kill: () => signal(child, 'SIGKILL'),
    stop: () => signal(child, 'SIGTERM', 10_000),
  };
  const started = Date.now();
  for (;;) {
    if (exited(child)) throw new Error(`${name} exited early: ${output}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return service;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 60_000) {
      await service.kill();
      throw new Error(`${name} did not start: ${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
};
