import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FolderBlobStore } from '@hotel/infra/blob-store/folder';
import { blobStoreContract } from './blob-store.contract';

blobStoreContract('Folder', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pms-blob-contract-'));
  return Promise.resolve({
    store: new FolderBlobStore(join(dir, 'blobs')),
    other: new FolderBlobStore(join(dir, 'blobs')),
    cleanup: () => Promise.resolve(rmSync(dir, { recursive: true, force: true })),
  });
});
