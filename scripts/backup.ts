/**
 * `npm run backup -- <folder> [--with-read-models] [--method vacuum|backup]`: a consistent copy
 * of the embedded stores in DATA_DIR (the events — and with `--with-read-models` the read
 * models, for a restore ready at once; without, a restored app rebuilds them from the events —
 * uploaded images, the signing key, the mail outbox) while the app serves, with a manifest.json (the event store's last position, checksums).
 * Put it back with `npm run restore`. KurrentDB and MongoDB: infra/deploy/backup.sh.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { BackupError } from '@hotel/infra/backup/manifest';
import { yieldToTheApp } from '@hotel/infra/backup/priority';
import type { SqliteCopyMethod } from '@hotel/infra/backup/sqlite-copy';
import { takeBackup } from '@hotel/infra/backup/take';
import { ConfigError, loadConfig } from '@hotel/infra/config';
import { projectRoot } from '@hotel/infra/paths';
import { LEASES } from '@hotel/projection-service/runtime/lease';

const USAGE =
  'Usage: npm run backup -- <folder> [--with-read-models] [--method backup|vacuum] [--nice 0-19]';

/** The services' version (their package's), written into the manifest. */
const appVersion = (): string => {
  try {
    const manifest = join(projectRoot(import.meta.url), 'command-service', 'package.json');
    return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
  } catch {
    // The image keeps only the root manifest.
    return 'unknown';
  }
};

interface Args {
  readonly folder: string;
  readonly method: SqliteCopyMethod;
  /** The process's CPU priority while it copies: 10 by default, 0 to copy at the app's. */
  readonly nice: number;
  /** Copy the read store too, for a restore ready at once (default: rebuilt from the events). */
  readonly withReadModels: boolean;
}

const parseArgs = (args: readonly string[]): Args => {
  const positional: string[] = [];
  let method: SqliteCopyMethod = 'backup';
  let nice = 10;
  let withReadModels = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--with-read-models') withReadModels = true;
    else if (arg === '--nice') {
      nice = Number(args[++i]);
      if (!Number.isInteger(nice) || nice < 0 || nice > 19) throw new BackupError(USAGE);
    } else if (arg === '--method') {
      const value = args[++i];
      if (value !== 'vacuum' && value !== 'backup') throw new BackupError(USAGE);
      method = value;
    } else if (arg?.startsWith('--')) throw new BackupError(`Unknown option ${arg}. ${USAGE}`);
    else if (arg !== undefined) positional.push(arg);
  }
  const [folder] = positional;
  if (!folder || positional.length > 1) throw new BackupError(USAGE);
  return { folder: resolve(folder), method, nice, withReadModels };
};

const main = async (): Promise<void> => {
  const { folder, method, nice, withReadModels } = parseArgs(process.argv.slice(2));
  yieldToTheApp(nice);
  const config = loadConfig();
  if (config.EVENTSTORE_URL || config.MONGODB_URL) {
    throw new BackupError(
      'EVENTSTORE_URL or MONGODB_URL is set: back up KurrentDB and MongoDB with infra/deploy/backup.sh (infra/deploy/README.md, "Backups")',
    );
  }
  const manifest = await takeBackup({
    dataDir: config.dataDir,
    folder,
    method,
    appVersion: appVersion(),
    transientCollections: [LEASES],
    withReadModels,
  });
  const bytes = manifest.files.reduce((sum, file) => sum + file.bytes, 0);
  console.log(
    `backed up ${config.dataDir} to ${folder}: position ${manifest.position}, ${manifest.files.length} files, ${(bytes / 1e6).toFixed(1)} MB in ${manifest.durationMs} ms (${manifest.method}; read models ${manifest.readModels === 'copied' ? 'copied' : 'not copied: rebuilt from the events when the restored app starts'})`,
  );
};

main().catch((error: unknown) => {
  console.error(
    error instanceof BackupError || error instanceof ConfigError ? error.message : error,
  );
  process.exit(1);
});
