import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { assertBlobKey, type BlobStore, InvalidBlobKeyError } from './port';

const isMissing = (error: unknown): boolean =>
  (error as NodeJS.ErrnoException).code === 'ENOENT' ||
  (error as NodeJS.ErrnoException).code === 'ENOTDIR';

/**
 * Blobs as files in a folder (the embedded default: `DATA_DIR/blobs`): a key is a relative
 * path inside it. Keys are checked twice — their shape (./port.ts) and that the resolved path
 * stays inside the folder — so no key reaches a file outside it.
 */
export class FolderBlobStore implements BlobStore {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** The file of `key`, inside the folder. */
  pathOf(key: string): string {
    assertBlobKey(key);
    const path = resolve(this.root, key);
    if (!path.startsWith(this.root + sep)) throw new InvalidBlobKeyError(key);
    return path;
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Written aside, then renamed over: a reader never sees half a file.
    const temporary = join(dirname(path), `.${randomUUID()}.tmp`);
    try {
      await writeFile(temporary, bytes);
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    const path = this.pathOf(key);
    try {
      return await readFile(path);
    } catch (error) {
      if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    const path = this.pathOf(key);
    try {
      return (await stat(path)).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}

/** The blob stores of the embedded setup: uploads, and resized copies (safe to delete). */
export const openFolderBlobStores = (dataDir: string) => ({
  blobs: new FolderBlobStore(join(dataDir, 'blobs')),
  thumbnails: new FolderBlobStore(join(dataDir, 'blobs-cache')),
});
