import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readdir, rename, rm } from 'node:fs/promises';
import { dirname, isAbsolute, join, normalize, sep } from 'node:path';
import { copyWithChecksum } from './checksum';
import { APP_ENTRIES, EVENT_FILE } from './layout';
import { BackupError, type BackupManifest, readManifest } from './manifest';

export interface RestoreOptions {
  /** The backup's folder (with its manifest.json). */
  readonly folder: string;
  /** The DATA_DIR to restore into: created, or empty unless `force`. */
  readonly dataDir: string;
  /** Replace what the app keeps in a DATA_DIR that is not empty (the app stopped). */
  readonly force?: boolean;
}

/** The manifest's paths stay inside the folder: `blobs/a/b.png`, never `../x` or `/x`. */
const assertInside = (path: string): void => {
  const normal = normalize(path);
  if (isAbsolute(path) || normal.startsWith('..') || normal.split(sep).includes('..')) {
    throw new BackupError(`the manifest names a file outside the backup: ${path}`);
  }
};

/**
 * Copies every file of the manifest into `stage`, checking each one's size and SHA-256 as it
 * is read: the damaged ones, named, refuse the restore.
 */
const copyChecked = async (manifest: BackupManifest, folder: string, stage: string) => {
  const damaged: string[] = [];
  for (const file of manifest.files) {
    const target = join(stage, file.path);
    await mkdir(dirname(target), { recursive: true, mode: 0o700 });
    try {
      const copied = await copyWithChecksum(join(folder, file.path), target, file.mode);
      await chmod(target, file.mode);
      if (copied.sha256 !== file.sha256 || copied.bytes !== file.bytes) {
        damaged.push(
          `${file.path}: ${copied.bytes} bytes, SHA-256 ${copied.sha256.slice(0, 12)}…; the manifest says ${file.bytes} bytes, ${file.sha256.slice(0, 12)}…`,
        );
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      damaged.push(`${file.path}: missing`);
    }
  }
  return damaged;
};

/**
 * Puts a backup back into a DATA_DIR (the app stopped): every file is checked against the
 * manifest's checksum while it is copied into a folder beside the data, and only when all
 * match are they moved into place. A damaged backup, or a DATA_DIR that is not empty (unless
 * `force`), is refused with a BackupError and leaves the DATA_DIR as it was.
 */
export const restoreBackup = async (options: RestoreOptions): Promise<BackupManifest> => {
  const { folder, dataDir } = options;
  const manifest = await readManifest(folder);
  for (const file of manifest.files) assertInside(file.path);
  if (!manifest.files.some((file) => file.path === EVENT_FILE)) {
    throw new BackupError(`${folder}/manifest.json lists no ${EVENT_FILE}: not a full backup`);
  }
  await mkdir(dataDir, { recursive: true });
  const present = await readdir(dataDir);
  if (present.length > 0 && !options.force) {
    throw new BackupError(
      `${dataDir} is not empty (${present.slice(0, 5).join(', ')}${present.length > 5 ? ', …' : ''}): stop the app and restore into an empty folder, or pass --force to replace its data`,
    );
  }
  const stage = join(dataDir, `.restore-${randomBytes(6).toString('hex')}`);
  await mkdir(stage, { mode: 0o700 });
  try {
    const damaged = await copyChecked(manifest, folder, stage);
    if (damaged.length > 0) {
      throw new BackupError(
        `the backup in ${folder} is damaged, nothing was restored:\n  ${damaged.join('\n  ')}`,
      );
    }
    for (const name of APP_ENTRIES) await rm(join(dataDir, name), { recursive: true, force: true });
    for (const name of await readdir(stage)) await rename(join(stage, name), join(dataDir, name));
  } finally {
    await rm(stage, { recursive: true, force: true });
  }
  return manifest;
};
