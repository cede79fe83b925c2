import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { progress } from './support';

/** The peer we compare appends with: Emmett's SQLite event store. */
export const PEER_DEPENDENCIES = {
  '@event-driven-io/emmett': '0.38.5',
  '@event-driven-io/emmett-sqlite': '0.38.5',
  sqlite3: '5.1.7',
} as const;

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
/** Outside every workspace (and gitignored): the peer never touches our node_modules. */
export const PEER_DIR = join(repoRoot, '.bench', 'peer');
const PEER_SCRIPT = fileURLToPath(new URL('./peer-append.mjs', import.meta.url));
const INSTALL_TIMEOUT_MS = 30 * 60_000;

export type PeerMode = 'serialized' | 'shared' | 'per-writer';

export interface PeerRun {
  readonly mode: PeerMode;
  readonly appendsPerSec: number;
  readonly appends: number;
  readonly seconds: number;
  readonly errorCount: number;
  readonly errors: Readonly<Record<string, number>>;
  readonly timedOut: boolean;
  /** PRAGMA synchronous of a connection the peer opens (2 = FULL). */
  readonly synchronous: number | null;
  /** Set when the child could not run or report. */
  readonly failure?: string;
}

const installedVersion = async (name: string): Promise<string | undefined> => {
  try {
    const raw = await readFile(join(PEER_DIR, 'node_modules', name, 'package.json'), 'utf8');
    const parsed = JSON.parse(raw) as { version?: unknown };
    return typeof parsed.version === 'string' ? parsed.version : undefined;
  } catch {
    return undefined;
  }
};

const isInstalled = async (): Promise<boolean> => {
  for (const [name, version] of Object.entries(PEER_DEPENDENCIES)) {
    if ((await installedVersion(name)) !== version) return false;
  }
  return existsSync(
    join(PEER_DIR, 'node_modules', 'sqlite3', 'build', 'Release', 'node_sqlite3.node'),
  );
};

/** Environment for child processes without what `npm run` exports (npm_config_prefix etc.). */
const cleanEnv = (): NodeJS.ProcessEnv =>
  Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith('npm_')),
  );

export interface PeerInstall {
  readonly cached: boolean;
  readonly seconds: number;
}

/**
 * Installs the peer into .bench/peer with its own package.json (skipped when the right
 * versions are already there). sqlite3 compiles from source here, which takes minutes.
 */
export const ensurePeerInstalled = async (): Promise<PeerInstall> => {
  if (await isInstalled()) return { cached: true, seconds: 0 };
  await mkdir(PEER_DIR, { recursive: true });
  const manifest = {
    name: 'hotel-pms-bench-peer',
    private: true,
    type: 'module',
    description: 'Written by tests/bench/peer.ts: the peer event store for npm run bench.',
    dependencies: PEER_DEPENDENCIES,
  };
  await writeFile(join(PEER_DIR, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  progress(
    `peer: installing ${Object.entries(PEER_DEPENDENCIES)
      .map(([n, v]) => `${n}@${v}`)
      .join(' ')}`,
  );
  progress(`peer: into ${PEER_DIR} (sqlite3 compiles from source: this can take minutes)`);
  const start = performance.now();
  await new Promise<void>((resolve, reject) => {
    const child = spawn(
      'npm',
      [
        'install',
        '--no-save',
        '--ignore-scripts=false',
        '--no-audit',
        '--no-fund',
        '--prefix',
        PEER_DIR,
      ],
      { cwd: PEER_DIR, env: cleanEnv(), stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child.stdout.pipe(process.stderr);
    child.stderr.pipe(process.stderr);
    const heartbeat = setInterval(() => {
      progress(`peer: still installing (${Math.round((performance.now() - start) / 1000)} s)`);
    }, 15_000);
    const timer = setTimeout(() => {
      progress('peer: install timed out');
      child.kill('SIGKILL');
    }, INSTALL_TIMEOUT_MS);
    child.on('error', (error) => {
      clearInterval(heartbeat);
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearInterval(heartbeat);
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`npm install exited with ${code ?? signal ?? 'unknown'}`));
    });
  });
  if (!(await isInstalled())) throw new Error('npm install finished but the peer is incomplete');
  const seconds = (performance.now() - start) / 1000;
  progress(`peer: installed in ${Math.round(seconds)} s`);
  return { cached: false, seconds };
};

export interface PeerWorkload {
  readonly writers: number;
  readonly streams: number;
  readonly warmupMs: number;
  readonly durationMs: number;
}

const asRun = (mode: PeerMode, value: unknown): PeerRun | undefined => {
  if (value === null || typeof value !== 'object') return undefined;
  const v = value as Record<string, unknown>;
  if (typeof v.appendsPerSec !== 'number' || typeof v.appends !== 'number') return undefined;
  const errors: Record<string, number> = {};
  if (v.errors !== null && typeof v.errors === 'object') {
    for (const [key, count] of Object.entries(v.errors)) {
      if (typeof count === 'number') errors[key] = count;
    }
  }
  return {
    mode,
    appendsPerSec: v.appendsPerSec,
    appends: v.appends,
    seconds: typeof v.seconds === 'number' ? v.seconds : 0,
    errorCount: typeof v.errorCount === 'number' ? v.errorCount : 0,
    errors,
    timedOut: v.timedOut === true,
    synchronous: typeof v.synchronous === 'number' ? v.synchronous : null,
  };
};

const failed = (mode: PeerMode, failure: string): PeerRun => ({
  mode,
  appendsPerSec: 0,
  appends: 0,
  seconds: 0,
  errorCount: 0,
  errors: {},
  timedOut: false,
  synchronous: null,
  failure,
});

/** Runs the peer workload in a child `node` process in the peer's folder. */
export const runPeer = (mode: PeerMode, workload: PeerWorkload): Promise<PeerRun> => {
  const deadlineMs = workload.warmupMs + workload.durationMs + 5000;
  return new Promise<PeerRun>((resolve) => {
    const child = spawn(
      process.execPath,
      [
        PEER_SCRIPT,
        '--peer-dir',
        PEER_DIR,
        '--mode',
        mode,
        '--writers',
        String(workload.writers),
        '--streams',
        String(workload.streams),
        '--warmup-ms',
        String(workload.warmupMs),
        '--duration-ms',
        String(workload.durationMs),
        '--deadline-ms',
        String(deadlineMs),
      ],
      { cwd: PEER_DIR, env: cleanEnv(), stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const killer = setTimeout(() => child.kill('SIGKILL'), deadlineMs + 20_000);
    child.on('error', (error) => {
      clearTimeout(killer);
      resolve(failed(mode, error.message));
    });
    child.on('close', (code, signal) => {
      clearTimeout(killer);
      const line = stdout.trim().split('\n').at(-1) ?? '';
      let parsed: unknown;
      try {
        parsed = JSON.parse(line);
      } catch {
        parsed = undefined;
      }
      const run = asRun(mode, parsed);
      if (run) resolve(run);
      else {
        if (stderr.trim()) process.stderr.write(`${stderr.trim()}\n`);
        const lines = stderr.split('\n').map((l) => l.trim());
        const summary = lines.find((l) => /error/i.test(l)) ?? lines.filter(Boolean).at(-1) ?? '';
        resolve(
          failed(mode, `exited with ${code ?? signal ?? 'unknown'}: ${summary.slice(0, 200)}`),
        );
      }
    });
  });
};
