import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateInTimeZone } from '@hotel/events/dates';
import { createLogger } from '@hotel/infra/logging';
import { EmbeddedReadStore } from '@hotel/infra/read-store/embedded';
import type { BackupManifest } from '@hotel/infra/backup/manifest';
import { projections } from '@hotel/projection-service/projections';
import { rebuildProjections } from '@hotel/projection-service/runtime/rebuild';
import { startTestApp } from '../support/app';
import { dumpCollections } from '../support/dump';
import { ownerWithProperty } from '../support/property-client';
import { tempDir } from '../support/temp-dir';

// `npm run backup` (the events alone, then both stores) while several clients book into the
// running app, `npm run restore` into new folders, and an app started on each: every booking
// acknowledged at or before the backup's position is there, once, none after it, and the read
// models equal a rebuild.

const run = promisify(execFile);
const CLIENTS = 6;
const root = join(import.meta.dirname, '..', '..');

/** One of the repository's scripts, as `npm run <name>` runs it, in its own process. */
const script = (name: 'backup' | 'restore', args: string[], dataDir: string) =>
  run(process.execPath, ['--import', 'tsx/esm', join(root, 'scripts', `${name}.ts`), ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
  });

interface Acknowledged {
  readonly ids: readonly string[];
  readonly position: bigint;
}

let app: ReturnType<typeof startTestApp>;
let hotel: Awaited<ReturnType<typeof ownerWithProperty>>;
let roomTypeId = '';
const folders = tempDir('backup');
const today = dateInTimeZone(new Date(), 'Asia/Ulaanbaatar');

beforeAll(async () => {
  app = startTestApp();
  hotel = await ownerWithProperty(app);
  const created = await hotel.post(
    '/room/types',
    {
      name: 'Стандарт',
      defaultPrice: 100000,
      occupancy: 2,
      occupancyChildren: 1,
      names: Array.from({ length: 30 }, (_, i) => String(101 + i)),
    },
    201,
  );
  roomTypeId = created.body.id as string;
});
afterAll(async () => {
  await app.close();
  folders.remove();
});

/** A client booking one-room stays until told to stop; what was answered 201, in order. */
const bookingClient = async (index: number, running: () => boolean): Promise<Acknowledged[]> => {
  const acknowledged: Acknowledged[] = [];
  for (let n = 0; running(); n++) {
    const checkIn = addDays(today, 1 + ((index * 37 + n * 11) % 300));
    const res = await request(app.app)
      .post('/api/reservations/book')
      .set('Authorization', hotel.owner.authorization)
      .set('X-Slug', hotel.propertyId)
      .set('X-Language', 'en')
      .send({
        stayType: 'night',
        checkIn,
        checkOut: addDays(checkIn, 1 + (n % 3)),
        roomTypes: [{ roomTypeId, ratePlanId: null, numberOfGuests: 2, quantity: 1 }],
        guest: { name: 'Бат', surname: `Дорж ${index}-${n}`, phoneNumber: '99112233' },
      });
    if (res.status === 201) {
      acknowledged.push({
        ids: res.body.reservationIds as string[],
        position: BigInt(res.body.position as string),
      });
    } else expect(res.status, JSON.stringify(res.body)).toBe(409);
  }
  return acknowledged;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The two kinds of backup: the events alone (default; read models rebuilt), or both stores. */
const KINDS = [
  { name: 'the events alone (the default)', folder: 'backup', args: [] },
  { name: 'both stores (--with-read-models)', folder: 'backup-full', args: ['--with-read-models'] },
] as const;

describe('backups taken while bookings run, restored into new folders', () => {
  const manifests = new Map<string, BackupManifest>();
  let acknowledged: Acknowledged[] = [];

  beforeAll(async () => {
    let booking = true;
    const clients = Array.from({ length: CLIENTS }, (_, i) => bookingClient(i, () => booking));
    try {
      await sleep(1500);
      for (const kind of KINDS) {
        await script('backup', [join(folders.path, kind.folder), ...kind.args], app.dataDir);
        await sleep(500);
      }
    } finally {
      booking = false;
    }
    acknowledged = (await Promise.all(clients)).flat();
    for (const kind of KINDS) {
      const backup = join(folders.path, kind.folder);
      const manifest = JSON.parse(readFileSync(join(backup, 'manifest.json'), 'utf8'));
      manifests.set(kind.folder, manifest as BackupManifest);
      await script('restore', [backup, join(folders.path, `restored-${kind.folder}`)], backup);
    }
  }, 150_000);

  it.each(KINDS)(
    '$name: holds every booking acknowledged at or before its position, once, and none after',
    async (kind) => {
      const manifest = manifests.get(kind.folder) as BackupManifest;
      expect(manifest.readModels).toBe(kind.args.length > 0 ? 'copied' : 'rebuilt');
      expect(manifest.files.some((f) => f.path === 'read-models.sqlite')).toBe(
        kind.args.length > 0,
      );
      const position = BigInt(manifest.position);
      const before = acknowledged.filter((a) => a.position <= position).flatMap((a) => a.ids);
      const after = acknowledged.filter((a) => a.position > position);
      // Bookings ran on both sides of the copy.
      expect(before.length).toBeGreaterThan(CLIENTS);
      expect(after.length).toBeGreaterThan(0);

      const second = startTestApp({ dataDir: join(folders.path, `restored-${kind.folder}`) });
      try {
        expect(await second.eventStore.headPosition()).toBe(position);
        // The owner's token from before: the signing key came back with the data.
        const list = await request(second.app)
          .get('/api/reservations?tab=other&rowsPerPage=0')
          .set('Authorization', hotel.owner.authorization)
          .set('X-Slug', hotel.propertyId)
          .set('X-Language', 'en')
          .set('X-Min-Position', manifest.position)
          .expect(200);
        const listed = (list.body.data as { id: string }[]).map((r) => r.id);
        expect(listed.length).toBe(new Set(listed).size);
        expect(new Set(listed)).toEqual(new Set(before));

        // The projections went on from their restored checkpoints (or from the first event):
        // the same as from scratch.
        const clean = new EmbeddedReadStore({
          path: join(folders.path, `clean-${kind.folder}.sqlite`),
        });
        try {
          await rebuildProjections({
            eventStore: second.eventStore,
            readStore: clean,
            logger: createLogger('silent'),
            projections,
          });
          const names = projections.flatMap((p) => p.collections);
          expect(await dumpCollections(second.readStore, names)).toEqual(
            await dumpCollections(clean, names),
          );
        } finally {
          await clean.close();
        }
      } finally {
        await second.close();
      }
    },
    60_000,
  );

  it('is refused when a file does not match its checksum, and nothing is restored', async () => {
    const backup = join(folders.path, 'backup-full');
    const file = join(backup, 'read-models.sqlite');
    const bytes = readFileSync(file);
    bytes.writeUInt8(bytes.readUInt8(4096) ^ 0xff, 4096);
    writeFileSync(file, bytes);
    const target = join(folders.path, 'refused');
    const refused = script('restore', [backup, target], target);
    await expect(refused).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/damaged, nothing was restored:\n {2}read-models\.sqlite: /),
    });
    expect(readdirSync(target)).toEqual([]);
  }, 60_000);
});
