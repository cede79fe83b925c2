import { existsSync } from 'node:fs';
import { lstat, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { EmbeddedReadStore } from '../read-store/embedded';
import { type BackupFile, checksumOf, copyWithChecksum, syncFile } from './checksum';
import { COPIED_FOLDERS, EVENT_FILE, isPartialFile, READ_FILE } from './layout';
import { BACKUP_FORMAT, BackupError, type BackupManifest, writeManifest } from './manifest';
import { copySqlite, lastPositionOf, settleCopy, type SqliteCopyMethod } from './sqlite-copy';

export interface TakeBackupOptions {
  /** The live DATA_DIR. */
  readonly dataDir: string;
  /** The backup's folder: created, or empty. */
  readonly folder: string;
  readonly appVersion: string;
  /**
   * Default `backup`: at 20,000 reservations under booking load it copied in a third of
   * VACUUM INTO's time (docs/platform.md, "Backups").
   */
  readonly method?: SqliteCopyMethod;
  /**
   * Read-store collections emptied in the copy: state of the running instances, not of the
   * hotel (the projections' leases, which would hold a restored app's projections back until
   * they expire).
   */
  readonly transientCollections?: readonly string[];
  /**
   * Copy the read store too (a restore is then ready at once). Default: no — the event store is
   * the record, and a restored app's projections rebuild the read models from it as they catch
   * up (docs/backups.md): the backup is less than half the bytes and time.
   */
  readonly withReadModels?: boolean;
  readonly now?: () => Date;
}

const isMissing = (error: unknown): boolean => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Copies a folder's files (recursively, partial files left out), answering them as listed. */
const copyFolder = async (
  dataDir: string,
  folder: string,
  relative: string,
): Promise<BackupFile[]> => {
  let entries;
  try {
    entries = await readdir(join(dataDir, relative), { withFileTypes: true });
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
  const { mode: folderMode } = await lstat(join(dataDir, relative));
  await mkdir(join(folder, relative), { recursive: true, mode: folderMode & 0o777 });
  const files: BackupFile[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const path = `${relative}/${entry.name}`;
    if (entry.isDirectory()) files.push(...(await copyFolder(dataDir, folder, path)));
    if (!entry.isFile() || isPartialFile(entry.name)) continue;
    try {
      const mode = (await lstat(join(dataDir, path))).mode & 0o777;
      const copied = await copyWithChecksum(join(dataDir, path), join(folder, path), mode);
      files.push({ path, mode, ...copied });
    } catch (error) {
      // Removed meanwhile (an e-mail the operator deleted): not part of this backup.
      if (!isMissing(error)) throw error;
    }
  }
  return files;
};

/** Empties per-instance collections in a copied read store (nothing else has it open). */
const clearTransient = async (file: string, collections: readonly string[]): Promise<void> => {
  if (collections.length === 0) return;
  const store = new EmbeddedReadStore({ path: file });
  try {
    for (const name of collections) await store.collection(name).deleteMany({});
  } finally {
    await store.close();
  }
};

/** A copied SQLite file, flushed to the disk (VACUUM INTO does not) and listed. */
const listed = async (folder: string, path: string): Promise<BackupFile> => {
  settleCopy(join(folder, path));
  await syncFile(join(folder, path));
  return { path, mode: 0o600, ...(await checksumOf(join(folder, path))) };
};

/**
 * Takes a consistent copy of the embedded stores while the app serves: with `withReadModels`
 * the read store first, then the event store (without, the event store alone), so every projection checkpoint in the copy is at or before the copied
 * event store's last position (the projections catch up after a restore, never skip); then
 * the uploads, the signing key and the mail outbox (an image is stored before the event that
 * names it, so every image the copied events name is there). The manifest, written last,
 * lists every file with its size and SHA-256.
 */
export const takeBackup = async (options: TakeBackupOptions): Promise<BackupManifest> => {
  const { dataDir, folder } = options;
  const now = options.now ?? (() => new Date());
  const method = options.method ?? 'backup';
  if (!existsSync(join(dataDir, EVENT_FILE))) {
    throw new BackupError(`${dataDir} holds no ${EVENT_FILE}: is DATA_DIR right?`);
  }
  await mkdir(folder, { recursive: true });
  if ((await readdir(folder)).length > 0) {
    throw new BackupError(`${folder} is not empty: a backup goes into a new or empty folder`);
  }
  const startedAt = now();
  const started = performance.now();
  const lap = (() => {
    let last = started;
    return () => {
      const at = performance.now();
      const ms = Math.round(at - last);
      last = at;
      return ms;
    };
  })();
  const files: BackupFile[] = [];
  let readStoreMs = 0;
  const hasReadStore = options.withReadModels === true && existsSync(join(dataDir, READ_FILE));
  if (hasReadStore) {
    await copySqlite(join(dataDir, READ_FILE), join(folder, READ_FILE), method);
    await clearTransient(join(folder, READ_FILE), options.transientCollections ?? []);
    readStoreMs = lap();
  }
  await copySqlite(join(dataDir, EVENT_FILE), join(folder, EVENT_FILE), method);
  const eventStoreMs = lap();
  const position = lastPositionOf(join(folder, EVENT_FILE)) ?? 0n;
  files.push(await listed(folder, EVENT_FILE));
  if (hasReadStore) files.push(await listed(folder, READ_FILE));
  const checksumMs = lap();
  for (const name of COPIED_FOLDERS) files.push(...(await copyFolder(dataDir, folder, name)));
  const filesMs = lap();
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    startedAt: startedAt.toISOString(),
    finishedAt: now().toISOString(),
    durationMs: Math.round(performance.now() - started),
    appVersion: options.appVersion,
    node: process.version,
    method,
    readModels: hasReadStore ? 'copied' : 'rebuilt',
    position: position.toString(),
    timings: { readStoreMs, eventStoreMs, checksumMs, filesMs },
    files,
  };
  await writeManifest(folder, manifest);
  return manifest;
};
