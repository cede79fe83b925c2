import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateInTimeZone } from '@hotel/events/dates';
import { tempDir } from '../support/temp-dir';

/**
 * Two app processes (`npm start`'s entry, real child processes) on one DATA_DIR, as the docs
 * allow: rounds of concurrent bookings of the last room, spread over both. Every round has
 * exactly one winner, and no request ever answers a 5xx (SQLITE_BUSY included).
 *
 * RACE_ROUNDS (default 10) and RACE_REQUESTS (default 50) size it; the issue's full run is
 * RACE_ROUNDS=100.
 */
const ROOT = join(import.meta.dirname, '..', '..');
const ROUNDS = Number(process.env.RACE_ROUNDS ?? 10);
const REQUESTS = Number(process.env.RACE_REQUESTS ?? 50);

const children = new Set<ChildProcess>();

/**
 * Starts the one-process app over `dataDir` on a port the system gives it (PORT=0: a port
 * picked here and released before the child binds it could be taken meanwhile by another test
 * file's server, which would then answer in the child's name); resolves with its base URL
 * once it says where it listens and its /healthz answers.
 */
const startApp = async (dataDir: string, name: string): Promise<string> => {
  const child = spawn(process.execPath, ['--import', 'tsx/esm', join(ROOT, 'scripts/start.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      SERVE_UI: 'false',
      DEMO_SEED: 'false',
      LOG_LEVEL: 'info',
      JWT_SECRET: 'two-processes-test-secret-of-enough-length',
      INSTANCE_ID: name,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-100_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.once('exit', () => children.delete(child));
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited early: ${output}`);
    const port = /hotel PMS listening on http:\/\/localhost:(\d+)/.exec(output)?.[1];
    if (port) {
      try {
        const base = `http://127.0.0.1:${port}`;
        if ((await fetch(`${base}/healthz`)).ok) return base;
      } catch {
        // not answering yet
      }
    }
    // From source through tsx: beside the rest of the suite on two cores, a start has taken
    // over 60 s. Within beforeAll's time.
    if (Date.now() - started > 110_000) {
      throw new Error(`${name} did not start in ${Date.now() - started} ms: ${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
};

const stop = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });

let dir: ReturnType<typeof tempDir>;
let bases: string[] = [];
let headers: Record<string, string> = {};
let roomTypeId = '';

const call = async (
  base: string,
  method: string,
  path: string,
  body?: object,
  extra: Record<string, string> = {},
) => {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', 'X-Language': 'en', ...headers, ...extra },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  return {
    status: res.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    replayed: res.headers.get('idempotent-replayed') === 'true',
  };
};

/** Books the one room for `nights` from `checkIn`; its reservation id. */
const bookRoom = async (checkIn: string, nights: number, name: string) => {
  const answer = await call(bases[0]!, 'POST', '/reservations/book', {
    stayType: 'night',
    checkIn,
    checkOut: addDays(checkIn, nights),
    roomTypes: [{ roomTypeId, ratePlanId: null, numberOfGuests: 1, quantity: 1 }],
    guest: { name },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return String((answer.body.reservationIds as string[])[0]);
};

beforeAll(async () => {
  dir = tempDir('two-processes');
  // The first creates the stores; the second opens them as they are.
  bases = [await startApp(dir.path, 'one'), await startApp(dir.path, 'two')];
  const owner = {
    name: 'Бат Болд',
    position: 'Захирал',
    phoneNumber: '+976 9911 2233',
    email: 'race@hotel.mn',
    password: 'race-password-2026',
  };
  expect((await call(bases[0]!, 'POST', '/register', owner)).status).toBe(201);
  const login = await call(bases[1]!, 'POST', '/login', {
    email: owner.email,
    password: owner.password,
  });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  headers = { Authorization: `Bearer ${String(login.body.accessToken)}` };
  const hotel = await call(bases[0]!, 'POST', '/hotels', {
    name: 'Сүүлчийн Өрөө',
    registerNo: '7777777',
    companyName: 'Өрөө ХХК',
  });
  expect(hotel.status).toBe(201);
  headers['X-Slug'] = String(hotel.body.id);
  const roomType = await call(bases[1]!, 'POST', '/room/types', {
    name: 'Ганц',
    defaultPrice: 100000,
    occupancy: 2,
    names: ['101'],
  });
  expect(roomType.status, JSON.stringify(roomType.body)).toBe(201);
  roomTypeId = String(roomType.body.id);
}, 180_000);

afterAll(async () => {
  await Promise.all([...children].map(stop));
  dir?.remove();
});

describe('two app processes on one DATA_DIR', () => {
  it(`${REQUESTS} concurrent bookings of the last room × ${ROUNDS} rounds: one winner each, no 5xx`, async () => {
    const today = dateInTimeZone(new Date(), 'Asia/Ulaanbaatar');
    const statuses = new Map<number, number>();
    const serverErrors: unknown[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const checkIn = addDays(today, 2 + round);
      const answers = await Promise.all(
        Array.from({ length: REQUESTS }, (_, i) =>
          call(bases[i % 2]!, 'POST', '/reservations/book', {
            stayType: 'night',
            checkIn,
            checkOut: addDays(checkIn, 1),
            roomTypes: [{ roomTypeId, ratePlanId: null, numberOfGuests: 1, quantity: 1 }],
            guest: { name: `Зочин ${round}-${i}` },
          }),
        ),
      );
      for (const a of answers) {
        statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
        if (a.status >= 500) serverErrors.push(a.body);
      }
      const winners = answers.filter((a) => a.status === 201);
      expect(winners, `round ${round}: ${answers.map((a) => a.status).join(',')}`).toHaveLength(1);
      for (const a of answers) if (a.status !== 201) expect(a.status).toBe(409);
    }
    console.info(
      `two processes: ${ROUNDS} rounds × ${REQUESTS} requests →`,
      Object.fromEntries(statuses),
    );
    expect(serverErrors).toEqual([]);
  }, 600_000);

  it('20 concurrent payments on one folio over both: every one that fits is accepted, none told to try again', async () => {
    const today = dateInTimeZone(new Date(), 'Asia/Ulaanbaatar');
    const id = await bookRoom(addDays(today, 20), 1, 'Төлбөр');
    const cash = (
      (await call(bases[0]!, 'GET', '/payment/methods')).body.data as {
        id: string;
        isDefault: boolean;
      }[]
    ).find((m) => m.isDefault)!.id;
    const pay = (i: number) =>
      call(bases[i % 2]!, 'POST', '/payments', {
        id,
        pays: [{ paymentMethod: { id: cash }, amount: 5_000 }],
      });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => pay(i)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    // Read once the read model holds the last of them (read-your-writes).
    const last = Math.max(...answers.map((a) => Number(a.body.position)));
    const after = await call(bases[1]!, 'GET', `/reservations/${id}`, undefined, {
      'X-Min-Position': String(last),
    });
    expect(after.body.reservation).toMatchObject({ paid: 100_000, balance: 0 });
    // Nothing is due any more: refused by the rule, not a conflict.
    expect((await pay(0)).status).toBe(400);
  }, 120_000);

  it('one keyed cancel re-sent 50 times at once over both: one effect, every answer the first one', async () => {
    const today = dateInTimeZone(new Date(), 'Asia/Ulaanbaatar');
    const id = await bookRoom(addDays(today, 30), 1, 'Цуцлах');
    const key = { 'Idempotency-Key': `cancel-${id}` };
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(bases[i % 2]!, 'POST', '/reservations/status', { id, status: 'canceled' }, key),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    const history = await call(bases[0]!, 'GET', `/reservations/${id}/history`);
    const changes = (history.body.entries as { type: string }[]).filter(
      (e) => e.type === 'ReservationStatusChanged',
    );
    expect(changes).toHaveLength(1);
  }, 120_000);

  it('the night audit pressed 40 times at once over both: one audit, every other press told it is done', async () => {
    const today = dateInTimeZone(new Date(), 'Asia/Ulaanbaatar');
    const late = await bookRoom(today, 1, 'Ирээгүй');
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        call(bases[i % 2]!, 'POST', '/night-audit/perform', { date: today, noShows: [late] }),
      ),
    );
    expect(
      answers.map((a) => a.status),
      JSON.stringify(answers.filter((a) => a.status !== 200).map((a) => a.body)),
    ).toEqual(Array(40).fill(200));
    expect(answers.filter((a) => a.body.alreadyDone === false)).toHaveLength(1);
    // Read once the read model holds the audit (read-your-writes).
    const audit = answers.find((a) => a.body.alreadyDone === false)!;
    const stay = await call(bases[1]!, 'GET', `/reservations/${late}`, undefined, {
      'X-Min-Position': String(audit.body.position),
    });
    expect((stay.body.reservation as { status: string }).status).toBe('no-show');
  }, 120_000);
});
