import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A file of a backup as the manifest lists it: its path (relative, `/`), size and SHA-256. */
export interface BackupFile {
  readonly path: string;
  readonly bytes: number;
  readonly sha256: string;
  readonly mode: number;
}

/** The SHA-256 (hex) and size of a file, read once. */
export const checksumOf = async (file: string): Promise<{ bytes: number; sha256: string }> => {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return { bytes: (await stat(file)).size, sha256: hash.digest('hex') };
};

/**
 * Copies a file, hashing what it reads on the way (one pass): the copy's SHA-256 and size.
 * `mode` is given to the new file (0600 for a secret).
 */
export const copyWithChecksum = async (
  from: string,
  to: string,
  mode?: number,
): Promise<{ bytes: number; sha256: string }> => {
  const hash = createHash('sha256');
  let bytes = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(
    createReadStream(from),
    tap,
    createWriteStream(to, { flags: 'wx', ...(mode === undefined ? {} : { mode }) }),
  );
  return { bytes, sha256: hash.digest('hex') };
};
