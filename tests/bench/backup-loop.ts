/**
 * The backup bench's other process (tests/bench/backup.ts forks it, as an operator runs
 * `npm run backup` beside the app): takes backups of DATA_DIR one after another until told to
 * stop, each into a new folder removed once measured, and reports each one's manifest figures.
 * argv: <data dir> <folder for the copies> <backup|vacuum> <events|full> [<nice>].
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { BackupManifest } from '@hotel/infra/backup/manifest';
import { yieldToTheApp } from '@hotel/infra/backup/priority';
import { takeBackup } from '@hotel/infra/backup/take';
import { LEASES } from '@hotel/projection-service/runtime/lease';

export interface BackupLoopReport {
  readonly durationMs: number;
  readonly timings: BackupManifest['timings'];
  readonly bytes: number;
  readonly position: string;
}

const [dataDir = '', outRoot = '', method = 'backup', copy = 'events', nice = '10'] =
  process.argv.slice(2);
// As `npm run backup` does by default.
yieldToTheApp(Number(nice));
let stopping = false;
process.on('message', (message) => {
  if (message === 'stop') stopping = true;
});
process.send?.('ready');
for (let i = 0; !stopping; i++) {
  const folder = join(outRoot, String(i));
  const manifest = await takeBackup({
    dataDir,
    folder,
    method: method === 'vacuum' ? 'vacuum' : 'backup',
    appVersion: 'bench',
    transientCollections: [LEASES],
    withReadModels: copy === 'full',
  });
  const report: BackupLoopReport = {
    durationMs: manifest.durationMs,
    timings: manifest.timings,
    bytes: manifest.files.reduce((sum, file) => sum + file.bytes, 0),
    position: manifest.position,
  };
  process.send?.(report);
  await rm(folder, { recursive: true, force: true });
}
process.disconnect?.();
