import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccountCommand } from '@hotel/command-service/account/routes';
import { systemContext } from '@hotel/command-service/pipeline/context';
import { createCommandPipeline } from '@hotel/command-service/pipeline/handle-command';
import { registerPropertyCommand } from '@hotel/command-service/property/routes';
import { validateEvent } from '@hotel/events/catalogue';
import { deriveEventId, deriveId, newId } from '@hotel/events/ids';
import { streams } from '@hotel/events/streams';
import { SqliteEventStore } from '@hotel/infra/event-store/sqlite';
import { createLogger } from '@hotel/infra/logging';
import { EmbeddedReadStore } from '@hotel/infra/read-store/embedded';
import { projections } from '@hotel/projection-service/projections';
import { rebuildProjections } from '@hotel/projection-service/runtime/rebuild';
import { CHECKPOINTS } from '@hotel/projection-service/runtime/runner';
import { dumpCollections } from '../support/dump';
import { tempDir } from '../support/temp-dir';
import { buildServerBundle } from '../support/service-process';

const ROOT = join(import.meta.dirname, '..', '..');
const KILLS = Number(process.env.CRASH_TEST_KILLS ?? 20);

/**
 * The production bundle (dist/projection.js, built once into .tmp/): each of the 21 starts
 * takes half the CPU of one through tsx, and the process is the one the image runs.
 */
let bundle: ReturnType<typeof buildServerBundle>;

/** Starts the projection service alone on the data folder; resolves once it listens. */
const startProjectionService = (dataDir: string): Promise<ChildProcess> =>
  new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--enable-source-maps', join(bundle.dir, 'projection.js')],
      {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    children.add(child);
    child.once('exit', () => children.delete(child));
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('projection service listening')) {
        child.stdout?.off('data', onData);
        child.stdout?.resume();
        resolve(child);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code, signal) => {
      if (code !== null || signal !== null) {
        if (!output.includes('projection service listening')) {
          reject(new Error(`projection service exited early (${code ?? signal}): ${output}`));
        }
      }
    });
  });

const kill = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Every child started, so a failing test never leaves one running. */
const children = new Set<ChildProcess>();

describe('projection crash safety', () => {
  beforeAll(() => {
    bundle = buildServerBundle('projection-kill');
  });
  afterAll(() => bundle?.remove());

  it(`survives ${KILLS} SIGKILLs while events stream in: read models equal a clean rebuild`, async () => {
    const dir = tempDir('crash');
    const eventStore = new SqliteEventStore({ path: join(dir.path, 'events.sqlite') });
    const pipeline = createCommandPipeline({ eventStore });
    const owner = await pipeline(
      registerAccountCommand.handler,
      {
        name: 'Эзэмшигч',
        position: 'Захирал',
        phoneNumber: '+976 9911 2233',
        email: 'owner@crash.test',
        password: 'long-enough-password',
      },
      systemContext(newId(), registerAccountCommand.type),
    );
    // A guest profile whose reservation count every `GuestBooked` adds to ($inc): applied
    // twice after a crash, or lost, its count would tell.
    const guestStream = streams.guests('p-crash');
    const guestEvent = (n: number, type: string, data: Record<string, unknown>) => {
      validateEvent(type, data);
      const commandId = `guest-${n}`;
      const metadata = {
        propertyId: 'p-crash',
        userId: 'system',
        commandId,
        commandType: 'Test',
        correlationId: commandId,
        causationId: commandId,
        occurredAt: new Date().toISOString(),
        schemaVersion: 1,
      };
      return { id: deriveEventId(commandId, guestStream, 0), type, data, metadata };
    };
    await eventStore.append(
      guestStream,
      [
        guestEvent(0, 'GuestRegistered', {
          propertyId: 'p-crash',
          guestId: 'g-crash',
          name: 'Бат',
          surname: null,
          phoneNumber: null,
          email: null,
          passportNumber: null,
          nationality: 'MN',
          description: null,
          isBlacklist: false,
          blacklistReason: null,
          origin: 'staff',
          createdAt: '2026-11-27T00:00:00.000Z',
        }),
      ],
      'no_stream',
    );
    let appending = true;
    let registered = 0;
    let booked = 0;
    const appender = (async () => {
      while (appending) {
        await eventStore.append(
          guestStream,
          [
            guestEvent(registered + 1, 'GuestBooked', {
              propertyId: 'p-crash',
              guestId: 'g-crash',
              groupId: `group-${registered}`,
              reservationIds: [`r-${registered}`],
            }),
          ],
          'any',
        );
        booked += 1;
        const commandId = newId();
        await pipeline(
          registerPropertyCommand.handler,
          {
            name: `Буудал ${registered}`,
            registerNo: String(1_000_000 + registered),
            companyName: `Компани ${registered} ХХК`,
            email: null,
            phone: null,
          },
          systemContext(commandId, registerPropertyCommand.type, {
            userId: String(owner.body.id),
            propertyId: deriveId(commandId, 'property'),
          }),
        );
        registered += 1;
        if (registered % 5 === 0) await sleep(1);
      }
    })();

    try {
      for (let round = 0; round < KILLS; round++) {
        const child = await startProjectionService(dir.path);
        await sleep(50 + Math.random() * 400);
        await kill(child);
      }
      appending = false;
      await appender;

      // One last clean run until every projection reaches the head.
      const head = await eventStore.headPosition();
      const child = await startProjectionService(dir.path);
      const live = new EmbeddedReadStore({ path: join(dir.path, 'read-models.sqlite') });
      const deadline = Date.now() + 60_000;
      for (;;) {
        const checkpoints = await live.collection(CHECKPOINTS).find({});
        const done =
          checkpoints.length === projections.length &&
          checkpoints.every((c) => BigInt(String(c.position)) >= (head ?? 0n));
        if (done) break;
        if (Date.now() > deadline) throw new Error('projections did not catch up');
        await sleep(100);
      }
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));

      const clean = new EmbeddedReadStore({ path: join(dir.path, 'clean.sqlite') });
      await rebuildProjections({
        eventStore,
        readStore: clean,
        logger: createLogger('silent'),
        projections,
      });
      const collections = projections.flatMap((p) => p.collections);
      const liveDump = await dumpCollections(live, collections);
      const cleanDump = await dumpCollections(clean, collections);

      expect(registered).toBeGreaterThan(50);
      // Nothing applied twice, nothing lost.
      expect(liveDump.guests?.find((g) => g._id === 'g-crash')).toMatchObject({
        resCount: booked,
      });
      expect(liveDump.properties).toHaveLength(registered);
      expect(liveDump).toEqual(cleanDump);
      await live.close();
      await clean.close();
    } finally {
      appending = false;
      await appender.catch(() => undefined);
      await eventStore.close();
      dir.remove();
    }
  }, 300_000);
});
