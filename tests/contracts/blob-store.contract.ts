import { describe, expect, it } from 'vitest';
import type { BlobStore } from '@hotel/infra/blob-store/port';
import { InvalidBlobKeyError } from '@hotel/infra/blob-store/port';

export interface OpenedBlobStore {
  /** Two handles on the same blobs, as two service instances would hold them. */
  readonly store: BlobStore;
  readonly other: BlobStore;
  readonly cleanup: () => Promise<void>;
}

/** The contract every blob store adapter passes. */
export const blobStoreContract = (name: string, open: () => Promise<OpenedBlobStore>): void => {
  describe(`${name} blob store contract`, () => {
    const withStore = async (body: (opened: OpenedBlobStore) => Promise<void>) => {
      const opened = await open();
      try {
        await body(opened);
      } finally {
        await opened.cleanup();
      }
    };

    it('stores, replaces, reads, tells and deletes blobs under nested keys', () =>
      withStore(async ({ store }) => {
        const key = 'p-1/room-types/3f1c.jpg';
        expect(await store.get(key)).toBeNull();
        expect(await store.exists(key)).toBe(false);
        await store.put(key, Buffer.from('first'));
        await store.put(key, Buffer.from('second'));
        expect((await store.get(key))?.toString()).toBe('second');
        expect(await store.exists(key)).toBe(true);
        expect(await store.exists('p-1/room-types')).toBe(false);
        expect(await store.get('p-1/room-types')).toBeNull();
        await store.delete(key);
        await store.delete(key);
        expect(await store.get(key)).toBeNull();
        expect(await store.exists(key)).toBe(false);
      }));

    it('keeps bytes exactly, large ones included', () =>
      withStore(async ({ store }) => {
        const bytes = Buffer.alloc(600_000);
        for (let i = 0; i < bytes.length; i += 1) bytes[i] = (i * 31 + 7) % 256;
        await store.put('p-1/big.png', bytes);
        expect((await store.get('p-1/big.png'))?.equals(bytes)).toBe(true);
        await store.put('p-1/empty.png', new Uint8Array(0));
        expect((await store.get('p-1/empty.png'))?.length).toBe(0);
      }));

    it('what one instance stores, another reads and deletes', () =>
      withStore(async ({ store, other }) => {
        await store.put('p-2/logo.png', Buffer.from('logo'));
        expect((await other.get('p-2/logo.png'))?.toString()).toBe('logo');
        await other.put('p-2/logo.png', Buffer.from('new logo'));
        expect((await store.get('p-2/logo.png'))?.toString()).toBe('new logo');
        await other.delete('p-2/logo.png');
        expect(await store.exists('p-2/logo.png')).toBe(false);
      }));

    it('a reader during replacements sees one whole version, never a mix', () =>
      withStore(async ({ store, other }) => {
        const versions = ['a', 'b', 'c', 'd'].map((c) => Buffer.alloc(300_000, c));
        const first = versions[0];
        if (!first) throw new Error('no versions');
        await store.put('p-3/photo.jpg', first);
        const writes = (async () => {
          for (const version of versions.slice(1)) await store.put('p-3/photo.jpg', version);
        })();
        const reads: (Buffer | null)[] = [];
        for (let i = 0; i < 6; i += 1) reads.push(await other.get('p-3/photo.jpg'));
        await writes;
        for (const read of reads) {
          expect(read).not.toBeNull();
          expect(versions.some((version) => read?.equals(version))).toBe(true);
        }
      }));

    it('refuses malformed keys before any I/O', () =>
      withStore(async ({ store }) => {
        for (const key of ['../secret.txt', '/etc/passwd', 'p-1//a.jpg', 'p-1/.hidden', '']) {
          await expect(store.put(key, Buffer.from('x'))).rejects.toBeInstanceOf(
            InvalidBlobKeyError,
          );
          await expect(store.get(key)).rejects.toBeInstanceOf(InvalidBlobKeyError);
        }
      }));
  });
};
