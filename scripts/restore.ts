/**
 * `npm run restore -- <folder> [<data dir>] [--force]`: puts a backup taken by `npm run backup`
 * back into a DATA_DIR (default: the configured one), the app stopped. Every file is checked
 * against the manifest's SHA-256 first: a damaged backup is refused and nothing is changed. A
 * DATA_DIR that is not empty is refused unless --force. The projections catch up from their
 * restored checkpoints when the app starts.
 */
import { resolve } from 'node:path';
import { BackupError } from '@hotel/infra/backup/manifest';
import { restoreBackup } from '@hotel/infra/backup/restore';
import { ConfigError, loadConfig } from '@hotel/infra/config';

const USAGE = 'Usage: npm run restore -- <folder> [<data dir>] [--force]';

const main = async (): Promise<void> => {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const unknown = args.filter((arg) => arg.startsWith('--') && arg !== '--force');
  const positional = args.filter((arg) => !arg.startsWith('--'));
  if (unknown.length > 0 || positional.length < 1 || positional.length > 2) {
    throw new BackupError(USAGE);
  }
  const [folder = '', target] = positional;
  const dataDir = target ? resolve(target) : loadConfig().dataDir;
  const manifest = await restoreBackup({ folder: resolve(folder), dataDir, force });
  console.log(
    `restored ${resolve(folder)} (taken ${manifest.startedAt}, position ${manifest.position}, ${manifest.files.length} files, checksums verified) into ${dataDir}`,
  );
  if (manifest.readModels === 'rebuilt') {
    console.log(
      'the read models are not in this backup: the app rebuilds them from the events when it starts (/readyz answers once they are caught up)',
    );
  }
};

main().catch((error: unknown) => {
  console.error(
    error instanceof BackupError || error instanceof ConfigError ? error.message : error,
  );
  process.exit(1);
});
