import { existsSync, readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_FEEDS_PER_CLIENT } from '@hotel/projection-service/runtime/changes-feed';
import {
  REGISTRATIONS_PER_10_MINUTES,
  RESET_MAILS_PER_HOUR,
} from '@hotel/command-service/account/routes';
import { startTestApp } from '../support/app';

/**
 * The public surface's limits (issue 32, docs/platform.md): the reset answer is the same, and as
 * quick, for known and unknown addresses and mails one address a bounded number of times;
 * registrations per client are limited; the OpenAPI document is served from a cache with an
 * ETag; a client holds a bounded number of live-update feeds.
 */

let app: ReturnType<typeof startTestApp>;
const known = {
  name: 'Бат Болд',
  position: 'Захирал',
  phoneNumber: '+976 9911 2233',
  email: 'known@hotel.mn',
  password: 'known-password-2026',
};

beforeAll(async () => {
  app = startTestApp();
  await request(app.app).post('/api/register').send(known).expect(201);
});

afterAll(async () => {
  await app.close();
});

const reset = (email: string) =>
  request(app.app).post('/api/password/email').set('X-Language', 'en').send({ email });

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

describe('password reset', () => {
  it('answers a known and an unknown address alike and as quickly; mails one address at most 3 times an hour', async () => {
    const times = { known: [] as number[], unknown: [] as number[] };
    const bodies = new Set<string>();
    for (let i = 0; i < 30; i++) {
      for (const [kind, email] of [
        ['known', known.email],
        ['unknown', `nobody-${i}@hotel.mn`],
      ] as const) {
        const started = performance.now();
        const answer = await reset(email).expect(200);
        times[kind].push(performance.now() - started);
        bodies.add(JSON.stringify({ ...answer.body, position: undefined }));
      }
    }
    expect(bodies.size).toBe(1);
    const [a, b] = [median(times.known), median(times.unknown)];
    // Within 20 % of each other (a few milliseconds of slack for a busy machine).
    expect(Math.abs(a - b), `medians ${a.toFixed(1)} / ${b.toFixed(1)} ms`).toBeLessThanOrEqual(
      Math.max(0.2 * Math.max(a, b), 5),
    );
    // Thirty requests, three mails.
    const outbox = join(app.dataDir, 'outbox');
    const mails = () =>
      existsSync(outbox) ? readdirSync(outbox).filter((f) => f.endsWith('.eml')) : [];
    await vi.waitFor(() => expect(mails()).toHaveLength(RESET_MAILS_PER_HOUR));
    await new Promise((r) => setTimeout(r, 200));
    expect(mails()).toHaveLength(RESET_MAILS_PER_HOUR);
  });
});

describe('registration', () => {
  it(`takes at most ${REGISTRATIONS_PER_10_MINUTES} from one client in ten minutes`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < REGISTRATIONS_PER_10_MINUTES; i++) {
      const answer = await request(app.app)
        .post('/api/register')
        .send({ ...known, email: `owner-${i}@hotel.mn` });
      statuses.push(answer.status);
    }
    // One was registered before (beforeAll).
    expect(statuses.filter((s) => s === 201)).toHaveLength(REGISTRATIONS_PER_10_MINUTES - 1);
    const refused = await request(app.app)
      .post('/api/register')
      .set('X-Language', 'en')
      .send({ ...known, email: 'one-more@hotel.mn' })
      .expect(429);
    expect(refused.body.title).toBe('Too many registrations from this address. Try again later.');
    expect(refused.headers['retry-after']).toBeDefined();
  }, 120_000);
});

describe('GET /api/openapi.json', () => {
  it('is served from a cache with an ETag (304 when the client has it)', async () => {
    const first = await request(app.app).get('/api/openapi.json').expect(200);
    expect(first.body.openapi).toMatch(/^3\.1/);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    await request(app.app).get('/api/openapi.json').set('If-None-Match', etag).expect(304);
  });
});

/** The known account's Authorization header (a login of its own). */
const knownLogin = async (): Promise<string> => {
  const login = await request(app.app)
    .post('/api/login')
    .send({ email: known.email, password: known.password })
    .expect(200);
  return `Bearer ${login.body.accessToken as string}`;
};

describe('GET /api/events', () => {
  it('opens only with a live-feed ticket: none, junk or an access token is a 401', async () => {
    for (const query of [
      '',
      '?ticket=',
      '?ticket=abc',
      `?ticket=${(await knownLogin()).slice(7)}`,
    ]) {
      const refused = await request(app.app).get(`/api/events${query}`).set('X-Language', 'en');
      expect(refused.status, query).toBe(401);
      expect(refused.headers['content-type']).toMatch(/application\/problem\+json/);
    }
    await request(app.app).get('/api/events/ticket').expect(401);
  });

  it(`holds at most ${MAX_FEEDS_PER_CLIENT} live feeds per client; a closed one frees its place`, async () => {
    const authorization = await knownLogin();
    const ticket = (
      await request(app.app)
        .get('/api/events/ticket')
        .set('Authorization', authorization)
        .expect(200)
    ).body.ticket as string;
    const server = app.app.listen(0);
    const { port } = server.address() as AddressInfo;
    const controllers: AbortController[] = [];
    // Every answer is kept: undici cancels the body of a response the collector takes, which
    // closes its feed (a CI run under load saw the 65th open succeed so).
    const answers: Response[] = [];
    const open = async () => {
      const controller = new AbortController();
      controllers.push(controller);
      const answer = await fetch(`http://127.0.0.1:${port}/api/events?ticket=${ticket}`, {
        signal: controller.signal,
      });
      answers.push(answer);
      return answer;
    };
    try {
      for (let i = 0; i < MAX_FEEDS_PER_CLIENT; i++) expect((await open()).status).toBe(200);
      const refused = await open();
      expect(refused.status).toBe(429);
      controllers[0]!.abort();
      await vi.waitFor(async () => {
        const again = await open();
        if (again.status !== 200) throw new Error(`still ${again.status}`);
      });
    } finally {
      for (const controller of controllers) controller.abort();
      server.closeAllConnections();
      server.close();
    }
  });
});
