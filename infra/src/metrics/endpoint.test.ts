import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from '../../../tests/support/temp-dir';
import { createLogger } from '../logging';
import { type MetricsEndpoint, startMetrics } from './endpoint';
import { createMetrics } from './instruments';
import { parsePrometheusText, valueOf } from './test-support';

const logger = createLogger('silent');
const dir = tempDir('metrics');
const open: MetricsEndpoint[] = [];
afterAll(async () => {
  await Promise.all(open.map((endpoint) => endpoint.close()));
  dir.remove();
});

const config = {
  HOST: '0.0.0.0',
  METRICS_HOST: '127.0.0.1',
  METRICS_PORT: 0,
  SMTP_URL: undefined,
  dataDir: dir.path,
};

describe('the metrics endpoint', () => {
  it('is off without METRICS_PORT', async () => {
    expect(
      await startMetrics({ ...config, METRICS_PORT: undefined }, logger, {}, createMetrics()),
    ).toBeNull();
  });

  it('serves GET /metrics in the text format on its own port, 404 for anything else', async () => {
    const metrics = createMetrics();
    metrics.httpRequest('GET', '/healthz', 200, 0.001);
    const endpoint = (await startMetrics(config, logger, {}, metrics))!;
    open.push(endpoint);
    const base = `http://127.0.0.1:${endpoint.port}`;
    const res = await fetch(`${base}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const samples = parsePrometheusText(await res.text());
    expect(valueOf(samples, 'pms_http_requests_total', { route: '/healthz' })).toBe(1);
    expect(valueOf(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect((await fetch(`${base}/`)).status).toBe(404);
    expect((await fetch(`${base}/api/metrics`)).status).toBe(404);
    expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);
  });

  it('shows the outbox size where mail goes to the outbox, and none with SMTP', async () => {
    const outbox = join(dir.path, 'outbox');
    mkdirSync(outbox);
    writeFileSync(join(outbox, '20260314T101502.123Z-aa.eml'), 'x');
    writeFileSync(join(outbox, '20260314T101502.124Z-bb.eml'), 'x');
    writeFileSync(join(outbox, '.20260314T101502.125Z-cc.eml.tmp'), 'x');
    const scrape = async (smtp: string | undefined) => {
      const metrics = createMetrics();
      const endpoint = (await startMetrics(
        { ...config, SMTP_URL: smtp },
        logger,
        { mail: true },
        metrics,
      ))!;
      open.push(endpoint);
      const res = await fetch(`http://127.0.0.1:${endpoint.port}/metrics`);
      return parsePrometheusText(await res.text());
    };
    expect(valueOf(await scrape(undefined), 'pms_mail_outbox_messages')).toBe(2);
    const withSmtp = await scrape('smtp://mail.example.mn:587');
    expect(withSmtp.some((s) => s.name === 'pms_mail_outbox_messages')).toBe(false);
  });
});
