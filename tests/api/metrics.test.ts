import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@hotel/infra/config';
import { createLogger } from '@hotel/infra/logging';
import { type MetricsEndpoint, startMetrics } from '@hotel/infra/metrics/endpoint';
import { metrics } from '@hotel/infra/metrics/instruments';
import { parsePrometheusText, type Sample, valueOf } from '@hotel/infra/metrics/test-support';
import { projections } from '@hotel/projection-service/projections';
import { startTestApp } from '../support/app';
import { ownerWithProperty } from '../support/property-client';

/**
 * /metrics: the composed app started as `npm start` starts it with METRICS_PORT set; a few
 * requests and commands, then the counters and histograms found on the metrics listener with
 * route patterns (never raw URLs) and command types as labels. The API's port has no /metrics.
 */
let app: ReturnType<typeof startTestApp>;
let api: Server;
let metricsEndpoint: MetricsEndpoint;
let samples: Sample[] = [];
const missingReservation = randomUUID();

const scrape = async (): Promise<Sample[]> => {
  const res = await fetch(`http://127.0.0.1:${metricsEndpoint.port}/metrics`);
  expect(res.status).toBe(200);
  return parsePrometheusText(await res.text());
};

beforeAll(async () => {
  // The counts below are this file's own: the suite's files share a process (vitest's
  // isolate: false), and the registry is the process's.
  metrics.registry.resetMetrics();
  app = startTestApp();
  const config = loadConfig({
    HOST: '127.0.0.1',
    METRICS_PORT: '0',
    DATA_DIR: app.dataDir,
    DEMO_SEED: 'false',
  });
  metricsEndpoint = (await startMetrics(config, createLogger('silent'), {
    projections: { host: app.host, eventStore: app.eventStore },
    mail: true,
  }))!;
  api = app.app.listen(0, '127.0.0.1');
  // Commands (register, log in, a property) and reads that wait for them (X-Min-Position).
  const hotel = await ownerWithProperty(app, { email: 'metrics@hotel.mn' });
  await hotel.get('/roles').expect(200);
  await hotel.get(`/reservations/${missingReservation}`).expect(404);
  await hotel.get('/roles').expect(200);
  samples = await scrape();
}, 60_000);

afterAll(async () => {
  await metricsEndpoint?.close();
  api?.close();
  await app?.close();
});

describe('/metrics on METRICS_PORT', () => {
  it('counts requests by route pattern and status, with a duration histogram', () => {
    const roles = { method: 'GET', route: '/api/roles', status: '200' };
    expect(valueOf(samples, 'pms_http_requests_total', roles)).toBe(2);
    expect(valueOf(samples, 'pms_http_request_duration_seconds_count', roles)).toBe(2);
    expect(
      valueOf(samples, 'pms_http_request_duration_seconds_bucket', { ...roles, le: '+Inf' }),
    ).toBe(2);
    const hotels = { method: 'POST', route: '/api/hotels', status: '201' };
    expect(valueOf(samples, 'pms_http_requests_total', hotels)).toBe(1);
    // The pattern, never the URL: no label holds the id that was asked for.
    expect(
      valueOf(samples, 'pms_http_requests_total', {
        route: '/api/reservations/:id',
        status: '404',
      }),
    ).toBe(1);
    expect(
      samples.some((s) => Object.values(s.labels).some((v) => v.includes(missingReservation))),
    ).toBe(false);
  });

  it('times commands by type, and the appends they make', () => {
    expect(
      valueOf(samples, 'pms_command_duration_seconds_count', {
        command: 'RegisterProperty',
        outcome: 'committed',
      }),
    ).toBe(1);
    const appends = valueOf(samples, 'pms_event_store_append_duration_seconds_count', {
      outcome: 'ok',
    });
    expect(appends).toBeGreaterThanOrEqual(2);
    expect(valueOf(samples, 'pms_event_store_append_events_count')).toBe(
      valueOf(samples, 'pms_event_store_append_duration_seconds_count'),
    );
    // A command appends its events and its own record: at least two events each time.
    expect(valueOf(samples, 'pms_event_store_append_events_sum')).toBeGreaterThanOrEqual(
      2 * appends,
    );
  });

  it('counts read-your-writes waits, and shows every projection’s lag and the process', () => {
    expect(
      valueOf(samples, 'pms_read_your_writes_wait_seconds_count', { outcome: 'reached' }),
    ).toBeGreaterThanOrEqual(3);
    const lagged = samples
      .filter((s) => s.name === 'pms_projection_lag_events')
      .map((s) => s.labels.projection)
      .sort();
    expect(lagged).toEqual(projections.map((p) => p.name).sort());
    expect(samples.some((s) => s.name === 'pms_projection_lag_seconds')).toBe(true);
    expect(valueOf(samples, 'pms_mail_outbox_messages')).toBeGreaterThanOrEqual(0);
    expect(valueOf(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(samples.some((s) => s.name === 'nodejs_eventloop_lag_seconds')).toBe(true);
  });

  it('is not served on the API port', async () => {
    const base = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    expect((await fetch(`${base}/metrics`)).status).toBe(404);
    expect((await request(app.app).get('/api/metrics')).status).toBe(404);
  });
});
