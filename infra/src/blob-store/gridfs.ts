import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type Db, GridFSBucket, MongoClient, type ObjectId } from 'mongodb';
import { assertBlobKey, type BlobStore } from './port';

/**
 * Blobs in MongoDB's GridFS (the scaled-out deployment: every command and projection instance
 * reads the same blobs). A key is a GridFS file name. `put` uploads a new revision and then
 * removes the older ones: GridFS writes the file document only after all its chunks, so a
 * reader finds the old revision or the whole new one, never half a file; `get` reads the
 * newest revision.
 */
export class GridFsBlobStore implements BlobStore {
  private readonly bucket: GridFSBucket;

  constructor(
    db: Db,
    bucketName = 'blobs',
    private readonly onClose: () => Promise<void> = () => Promise.resolve(),
  ) {
    this.bucket = new GridFSBucket(db, { bucketName });
  }

  /** Its own client, closed with the store (`url`: a MongoDB connection string). */
  static async connect(url: string, dbName: string, bucketName?: string): Promise<GridFsBlobStore> {
    const client = new MongoClient(url, { ignoreUndefined: true });
    await client.connect();
    return new GridFsBlobStore(client.db(dbName), bucketName, () => client.close());
  }

  private async revisions(key: string): Promise<{ _id: ObjectId }[]> {
    return this.bucket
      .find({ filename: key }, { sort: { uploadDate: -1, _id: -1 }, projection: { _id: 1 } })
      .toArray();
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    assertBlobKey(key);
    const upload = this.bucket.openUploadStream(key);
    await pipeline(Readable.from([Buffer.from(bytes)]), upload);
    const older = (await this.revisions(key)).filter(({ _id }) => !_id.equals(upload.id));
    for (const { _id } of older) await this.deleteRevision(_id);
  }

  async get(key: string, attempt = 1): Promise<Buffer | null> {
    assertBlobKey(key);
    const [newest] = await this.revisions(key);
    if (!newest) return null;
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of this.bucket.openDownloadStream(newest._id)) {
        chunks.push(chunk as Buffer);
      }
    } catch (error) {
      // Replaced (and the old revision removed) while it was being read: read the new one.
      if (isFileNotFound(error) && attempt < 3) return this.get(key, attempt + 1);
      throw error;
    }
    return Buffer.concat(chunks);
  }

  async exists(key: string): Promise<boolean> {
    assertBlobKey(key);
    return (await this.revisions(key)).length > 0;
  }

  async delete(key: string): Promise<void> {
    assertBlobKey(key);
    for (const { _id } of await this.revisions(key)) await this.deleteRevision(_id);
  }

  private async deleteRevision(id: ObjectId): Promise<void> {
    try {
      await this.bucket.delete(id);
    } catch (error) {
      // Another instance removed it first.
      if (!isFileNotFound(error)) throw error;
    }
  }

  close(): Promise<void> {
    return this.onClose();
  }
}

/**
 * The driver's errors for a revision removed under it (MongoRuntimeError "FileNotFound: …",
 * "File not found for id …", "ChunkIsMissing: …"; the driver has no classes for them yet).
 */
const isFileNotFound = (error: unknown): boolean =>
  error instanceof Error && /FileNotFound|File not found|ChunkIsMissing/i.test(error.message);
