import { createServer } from 'node:http';
import type { AddressInfo, Server } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@hotel/infra/logging';
import {
  loopbackUrl,
  warmUpAfterCatchUp,
  warmUpQueries,
  warmUpReads,
} from '@hotel/projection-service/warm-up';
import { startTestApp } from '../support/app';
import { ownerWithProperty } from '../support/property-client';

/**
 * The start's warm-up (projection-service/src/warm-up.ts) over the composed app's own port:
 * every read it asks answers, it writes nothing, a failure is counted and not thrown, and
 * `/readyz` says `starting` while it runs.
 */
let warming = true;
let app: ReturnType<typeof startTestApp>;
let server: Server;
let baseUrl: string;
const logger = createLogger('silent');

beforeAll(async () => {
  app = startTestApp({ warmingUp: () => warming });
  server = app.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  baseUrl = loopbackUrl(server.address() as AddressInfo);
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await app.close();
});

const warmUp = () =>
  warmUpQueries({ baseUrl, readStore: app.readStore, tokens: app.tokens, logger });

describe('the start warm-up', () => {
  it('has nothing to warm in a store without a property, and /readyz says starting meanwhile', async () => {
    expect(await warmUp()).toMatchObject({ propertyId: null, calls: 0, failed: 0 });
    const starting = await request(app.app).get('/readyz').expect(503);
    expect(starting.body).toEqual({ status: 'starting' });
  });

  it("asks each of the day's first reads once as the owner: every one answers, nothing is written", async () => {
    const hotel = await ownerWithProperty(app);
    await hotel.post(
      '/room/types',
      { name: 'Стандарт', defaultPrice: 100_000, occupancy: 2, names: ['101', '102'] },
      201,
    );
    const head = await app.eventStore.headPosition();
    await app.host.waitForPosition(head!, 5000);
    const seen: string[] = [];
    const log = createLogger('silent');
    const outcome = await warmUpQueries({
      baseUrl,
      readStore: app.readStore,
      tokens: app.tokens,
      logger: Object.assign(Object.create(log) as typeof log, {
        warn: (entry: { path?: string; status?: number }) => seen.push(JSON.stringify(entry)),
      }),
    });
    expect(seen).toEqual([]);
    expect(outcome).toMatchObject({
      propertyId: hotel.propertyId,
      calls: warmUpReads('2026-12-05').length,
      failed: 0,
    });
    expect(await app.eventStore.headPosition()).toBe(head);
  });

  it('counts a read that cannot be asked, and goes on', async () => {
    const closed = app.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => closed.once('listening', resolve));
    const url = loopbackUrl(closed.address() as AddressInfo);
    await new Promise((resolve) => closed.close(resolve));
    const outcome = await warmUpQueries({
      baseUrl: url,
      readStore: app.readStore,
      tokens: app.tokens,
      logger,
    });
    expect(outcome.calls).toBe(warmUpReads('2026-12-05').length);
    expect(outcome.failed).toBe(outcome.calls);
  });

  it('stops asking once its time is spent', async () => {
    const slow = createServer((_req, res) => {
      setTimeout(() => res.end('{}'), 150);
    });
    slow.listen(0, '127.0.0.1');
    await new Promise((resolve) => slow.once('listening', resolve));
    try {
      const outcome = await warmUpQueries({
        baseUrl: loopbackUrl(slow.address() as AddressInfo),
        readStore: app.readStore,
        tokens: app.tokens,
        logger,
        budgetMs: 200,
      });
      // Asked while less than 200 ms had passed: the first one or two (150 ms each), not the
      // nineteen (2.9 s) it would ask without a budget.
      expect(outcome.calls).toBeGreaterThanOrEqual(1);
      expect(outcome.calls).toBeLessThanOrEqual(3);
      expect(outcome.failed).toBe(0);
      expect(outcome.ms).toBeLessThan(1500);
    } finally {
      await new Promise((resolve) => slow.close(resolve));
    }
  });

  it('waits for the projections, then warms; /readyz says ready once the start lets it', async () => {
    await warmUpAfterCatchUp({
      address: server.address(),
      eventStore: app.eventStore,
      host: app.host,
      readStore: app.readStore,
      tokens: app.tokens,
      logger,
    });
    warming = false;
    expect((await request(app.app).get('/readyz').expect(200)).body).toEqual({ status: 'ready' });
  });

  it('reaches a wildcard listener through the loopback address', () => {
    expect(loopbackUrl({ address: '0.0.0.0', family: 'IPv4', port: 3000 })).toBe(
      'http://127.0.0.1:3000',
    );
    expect(loopbackUrl({ address: '::', family: 'IPv6', port: 3000 })).toBe('http://[::1]:3000');
    expect(loopbackUrl({ address: '10.0.0.5', family: 'IPv4', port: 80 })).toBe(
      'http://10.0.0.5:80',
    );
  });
});
