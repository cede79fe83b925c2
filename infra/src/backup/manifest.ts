import { open, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { SqliteCopyMethod } from './sqlite-copy';

/** The manifest's name in a backup folder; written last, so a folder without it is no backup. */
export const MANIFEST = 'manifest.json';

/** This format's number: a restore refuses a manifest it does not know. */
export const BACKUP_FORMAT = 1;

const fileSchema = z.object({
  path: z.string().min(1),
  bytes: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  /** Permission bits (e.g. 0o600 for the signing key), restored with the file. */
  mode: z.number().int().min(0).max(0o777),
});

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  /** When the copy started and ended (ISO 8601, UTC). */
  startedAt: z.string(),
  finishedAt: z.string(),
  /** The copy's time in ms (both stores, blobs, secrets, outbox; checksums included). */
  durationMs: z.number(),
  /** The app that took it (the services' package version) and the Node.js it ran on. */
  appVersion: z.string(),
  node: z.string(),
  method: z.enum(['vacuum', 'backup']),
  /**
   * `copied`: the read store is in the backup (checkpoints at or before `position`); `rebuilt`:
   * it is not, and a restored app's projections rebuild it from the events as they catch up.
   */
  readModels: z.enum(['copied', 'rebuilt']),
  /** Where the time went: each store's copy, the two files' checksums, the folders' copy. */
  timings: z.object({
    readStoreMs: z.number(),
    eventStoreMs: z.number(),
    checksumMs: z.number(),
    filesMs: z.number(),
  }),
  /** The copied event store's last position ("0": empty); every read-model checkpoint is ≤. */
  position: z.string().regex(/^\d+$/),
  files: z.array(fileSchema),
});

export type BackupManifest = z.infer<typeof manifestSchema> & { method: SqliteCopyMethod };

/** Writes the manifest and flushes it, and the folder's entries, to the disk. */
export const writeManifest = async (folder: string, manifest: BackupManifest): Promise<void> => {
  const file = await open(join(folder, MANIFEST), 'wx');
  try {
    await file.writeFile(`${JSON.stringify(manifest, null, 2)}\n`);
    await file.sync();
  } finally {
    await file.close();
  }
  const dir = await open(folder, 'r');
  try {
    await dir.sync();
  } finally {
    await dir.close();
  }
};

/** Reads and checks a backup's manifest; a missing or malformed one is a BackupError. */
export const readManifest = async (folder: string): Promise<BackupManifest> => {
  let text: string;
  try {
    text = await readFile(join(folder, MANIFEST), 'utf8');
  } catch {
    throw new BackupError(`${folder} holds no ${MANIFEST}: not a backup (or an unfinished one)`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupError(`${join(folder, MANIFEST)} is not JSON: the backup is damaged`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    throw new BackupError(
      `${join(folder, MANIFEST)} is not a backup manifest of format ${BACKUP_FORMAT}: ${parsed.error.issues
        .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
        .join('; ')}`,
    );
  }
  return parsed.data;
};

/** A backup or restore refused, with what the operator needs to know (printed as is). */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}
