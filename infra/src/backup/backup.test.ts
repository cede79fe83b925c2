import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteEventStore } from '../event-store/sqlite';
import { EmbeddedReadStore } from '../read-store/embedded';
import { BackupError, readManifest } from './manifest';
import { restoreBackup } from './restore';
import { takeBackup } from './take';

let root: string;
let dataDir: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'backup-test-'));
  dataDir = join(root, 'data');
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

/** A DATA_DIR as the embedded app leaves it: both stores open, an image, the key, an e-mail. */
const givenData = async () => {
  await mkdir(dataDir);
  const events = new SqliteEventStore({ path: join(dataDir, 'events.sqlite') });
  const reads = new EmbeddedReadStore({ path: join(dataDir, 'read-models.sqlite') });
  for (let i = 0; i < 5; i++) {
    await events.append(
      `reservation-${i}`,
      [{ id: randomUUID(), type: 'Booked', data: { i }, metadata: {} }],
      'no_stream',
    );
  }
  await reads.collection('reservations').insertOne({ _id: 'r1', guest: 'Бат' });
  await reads.collection('_leases').insertOne({ _id: 'reservations', owner: 'a', expiresAt: 1 });
  await mkdir(join(dataDir, 'blobs', 'p1'), { recursive: true });
  await writeFile(join(dataDir, 'blobs', 'p1', 'room.png'), 'png bytes');
  await writeFile(join(dataDir, 'blobs', 'p1', '.half.tmp'), 'partial');
  await mkdir(join(dataDir, 'secrets'), { mode: 0o700 });
  await writeFile(join(dataDir, 'secrets', 'jwt-secret'), 'key\n', { mode: 0o600 });
  await mkdir(join(dataDir, 'outbox'), { mode: 0o700 });
  await writeFile(join(dataDir, 'outbox', '20260101T000000.000Z-a.eml'), 'Subject: hi\n');
  await mkdir(join(dataDir, 'blobs-cache'));
  await writeFile(join(dataDir, 'blobs-cache', 'thumb.webp'), 'cache');
  return { events, reads };
};

describe('a backup of the embedded DATA_DIR, taken while the stores are open', () => {
  it('by default copies the event store alone (the read models are rebuilt from it)', async () => {
    const { events, reads } = await givenData();
    const folder = join(root, 'backup');
    const manifest = await takeBackup({ dataDir, folder, appVersion: '0.1.0' });
    await events.close();
    await reads.close();

    expect(manifest.readModels).toBe('rebuilt');
    expect(manifest.timings.readStoreMs).toBe(0);
    expect(manifest.files.map((f) => f.path).sort()).toEqual([
      'blobs/p1/room.png',
      'events.sqlite',
      'outbox/20260101T000000.000Z-a.eml',
      'secrets/jwt-secret',
    ]);
    const restored = join(root, 'restored');
    await restoreBackup({ folder, dataDir: restored });
    expect((await readdir(restored)).sort()).toEqual([
      'blobs',
      'events.sqlite',
      'outbox',
      'secrets',
    ]);
  });

  it('with read models copies both stores, the images, the key and the outbox, and lists each with its checksum', async () => {
    const { events, reads } = await givenData();
    const folder = join(root, 'backup');
    const manifest = await takeBackup({
      dataDir,
      folder,
      appVersion: '0.1.0',
      transientCollections: ['_leases'],
      withReadModels: true,
    });
    await events.close();
    await reads.close();

    expect(manifest.position).toBe('5');
    expect(manifest.readModels).toBe('copied');
    expect(manifest.files.map((f) => f.path).sort()).toEqual([
      'blobs/p1/room.png',
      'events.sqlite',
      'outbox/20260101T000000.000Z-a.eml',
      'read-models.sqlite',
      'secrets/jwt-secret',
    ]);
    expect(manifest.files.find((f) => f.path === 'secrets/jwt-secret')?.mode).toBe(0o600);
    expect(await readManifest(folder)).toEqual(manifest);
    // Nothing but the listed files and the manifest (no SQLite log files left beside them).
    expect((await readdir(folder)).sort()).toEqual([
      'blobs',
      'events.sqlite',
      'manifest.json',
      'outbox',
      'read-models.sqlite',
      'secrets',
    ]);
  });

  it('is restored into an empty folder: the same events and documents, without the leases', async () => {
    const { events, reads } = await givenData();
    const folder = join(root, 'backup');
    await takeBackup({
      dataDir,
      folder,
      appVersion: '0.1.0',
      transientCollections: ['_leases'],
      withReadModels: true,
    });
    await events.close();
    await reads.close();

    const restored = join(root, 'restored');
    await restoreBackup({ folder, dataDir: restored });

    const events2 = new SqliteEventStore({ path: join(restored, 'events.sqlite') });
    const reads2 = new EmbeddedReadStore({ path: join(restored, 'read-models.sqlite') });
    try {
      expect(await events2.headPosition()).toBe(5n);
      expect(await reads2.collection('reservations').findOne({ _id: 'r1' })).toEqual({
        _id: 'r1',
        guest: 'Бат',
      });
      expect(await reads2.collection('_leases').countDocuments({})).toBe(0);
    } finally {
      await events2.close();
      await reads2.close();
    }
    expect(await readFile(join(restored, 'blobs', 'p1', 'room.png'), 'utf8')).toBe('png bytes');
    expect((await stat(join(restored, 'secrets', 'jwt-secret'))).mode & 0o777).toBe(0o600);
    expect((await readdir(restored)).sort()).toEqual([
      'blobs',
      'events.sqlite',
      'outbox',
      'read-models.sqlite',
      'secrets',
    ]);
  });

  it('refuses a damaged backup, naming the file, and leaves the target as it was', async () => {
    const { events, reads } = await givenData();
    const folder = join(root, 'backup');
    await takeBackup({ dataDir, folder, appVersion: '0.1.0' });
    await events.close();
    await reads.close();
    const file = join(folder, 'events.sqlite');
    const bytes = await readFile(file);
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 100) ^ 0xff, bytes.length - 100);
    await writeFile(file, bytes);

    const restored = join(root, 'restored');
    const refused = restoreBackup({ folder, dataDir: restored });
    await expect(refused).rejects.toThrow(BackupError);
    await expect(refused).rejects.toThrow(/damaged, nothing was restored:\n {2}events\.sqlite: /);
    expect(await readdir(restored)).toEqual([]);
  });

  it('refuses a folder without a manifest, and a missing file', async () => {
    const { events, reads } = await givenData();
    await expect(restoreBackup({ folder: dataDir, dataDir: join(root, 'x') })).rejects.toThrow(
      /holds no manifest\.json/,
    );
    const folder = join(root, 'backup');
    await takeBackup({ dataDir, folder, appVersion: '0.1.0' });
    await events.close();
    await reads.close();
    await rm(join(folder, 'blobs', 'p1', 'room.png'));
    await expect(restoreBackup({ folder, dataDir: join(root, 'y') })).rejects.toThrow(
      /blobs\/p1\/room\.png: missing/,
    );
  });

  it('refuses to restore over data unless forced, then replaces it', async () => {
    const { events, reads } = await givenData();
    const folder = join(root, 'backup');
    await takeBackup({ dataDir, folder, appVersion: '0.1.0' });
    await events.append(
      'reservation-late',
      [{ id: randomUUID(), type: 'Booked', data: {}, metadata: {} }],
      'no_stream',
    );
    await events.close();
    await reads.close();

    await expect(restoreBackup({ folder, dataDir })).rejects.toThrow(/is not empty.*--force/);
    await restoreBackup({ folder, dataDir, force: true });
    const events2 = new SqliteEventStore({ path: join(dataDir, 'events.sqlite') });
    try {
      expect(await events2.headPosition()).toBe(5n);
    } finally {
      await events2.close();
    }
    // The read models of the replaced data are gone with it (they had seen the later event):
    // the app rebuilds them from the restored events.
    expect((await readdir(dataDir)).sort()).toEqual([
      'blobs',
      'events.sqlite',
      'outbox',
      'secrets',
    ]);
  });

  it('refused as damaged even with --force, leaves the data it would have replaced', async () => {
    const { events, reads } = await givenData();
    const folder = join(root, 'backup');
    await takeBackup({ dataDir, folder, appVersion: '0.1.0' });
    await events.append(
      'reservation-late',
      [{ id: randomUUID(), type: 'Booked', data: {}, metadata: {} }],
      'no_stream',
    );
    await events.close();
    await reads.close();
    await writeFile(join(folder, 'secrets', 'jwt-secret'), 'another key\n');

    await expect(restoreBackup({ folder, dataDir, force: true })).rejects.toThrow(
      /secrets\/jwt-secret: /,
    );
    const events2 = new SqliteEventStore({ path: join(dataDir, 'events.sqlite') });
    try {
      expect(await events2.headPosition()).toBe(6n);
    } finally {
      await events2.close();
    }
    expect(await readFile(join(dataDir, 'secrets', 'jwt-secret'), 'utf8')).toBe('key\n');
    expect((await readdir(dataDir)).filter((name) => name.startsWith('.restore'))).toEqual([]);
  });

  it('goes only into a new or empty folder', async () => {
    const { events, reads } = await givenData();
    try {
      await expect(takeBackup({ dataDir, folder: dataDir, appVersion: '0.1.0' })).rejects.toThrow(
        /is not empty/,
      );
      await expect(
        takeBackup({ dataDir: join(root, 'none'), folder: join(root, 'b'), appVersion: '0.1.0' }),
      ).rejects.toThrow(/holds no events\.sqlite/);
    } finally {
      await events.close();
      await reads.close();
    }
  });

  it('copies with the backup API as well as with VACUUM INTO', async () => {
    const { events, reads } = await givenData();
    const folder = join(root, 'backup');
    const manifest = await takeBackup({ dataDir, folder, appVersion: '0.1.0', method: 'backup' });
    await events.close();
    await reads.close();
    expect(manifest).toMatchObject({ method: 'backup', position: '5' });
    await restoreBackup({ folder, dataDir: join(root, 'restored') });
  });
});
