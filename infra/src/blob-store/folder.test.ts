import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FolderBlobStore } from './folder';
import { InvalidBlobKeyError, isBlobKey } from './port';

let dir = '';
let store: FolderBlobStore;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'pms-blobs-'));
  store = new FolderBlobStore(join(dir, 'blobs'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('folder blob store', () => {
  it('stores, reads, tells and deletes blobs under nested keys', async () => {
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
  });

  it.each([
    '../secret.txt',
    'p-1/../../secret.txt',
    'p-1/./a.jpg',
    '/etc/passwd',
    'p-1\\..\\a.jpg',
    'p-1//a.jpg',
    'p-1/.hidden',
    'p-1/a.jpg/',
    '',
    'C:/a.jpg',
    'p-1/a b.jpg',
    `p-1/${'a'.repeat(500)}`,
  ])('refuses the key %j before touching the disk', async (key) => {
    expect(isBlobKey(key)).toBe(false);
    await expect(store.put(key, Buffer.from('x'))).rejects.toBeInstanceOf(InvalidBlobKeyError);
    await expect(store.get(key)).rejects.toBeInstanceOf(InvalidBlobKeyError);
    await expect(store.exists(key)).rejects.toBeInstanceOf(InvalidBlobKeyError);
    await expect(store.delete(key)).rejects.toBeInstanceOf(InvalidBlobKeyError);
  });

  it('never reads a file beside its folder', async () => {
    writeFileSync(join(dir, 'secret.txt'), 'secret');
    await expect(store.get('../secret.txt')).rejects.toBeInstanceOf(InvalidBlobKeyError);
    expect(store.pathOf('a/b.png')).toBe(join(dir, 'blobs', 'a', 'b.png'));
  });
});
