import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createMetrics } from './instruments';

const deploy = new URL('../../deploy/', import.meta.url);

interface Panel {
  type: string;
  title: string;
  gridPos: { h: number; w: number; x: number; y: number };
  datasource?: { type: string };
  targets?: { refId: string; expr: string }[];
}

const dashboard = JSON.parse(readFileSync(new URL('grafana-dashboard.json', deploy), 'utf8')) as {
  schemaVersion: number;
  uid: string;
  panels: Panel[];
};

/** Every series name the registry exposes (a histogram's _bucket, _sum and _count too). */
const exposedNames = async (): Promise<Set<string>> => {
  const metrics = createMetrics();
  metrics.enableProcessMetrics();
  metrics.watchOutbox(() => Promise.resolve(0));
  const text = await metrics.registry.metrics();
  const names = new Set<string>();
  for (const [, name, type] of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    names.add(name!);
    if (type === 'histogram')
      for (const end of ['_bucket', '_sum', '_count']) names.add(name! + end);
  }
  return names;
};

describe('the Grafana dashboard (infra/deploy/grafana-dashboard.json)', () => {
  const graphs = dashboard.panels.filter((panel) => panel.type !== 'row');

  it('is a dashboard Grafana imports: schema version, uid, panels on the 24-column grid', () => {
    expect(dashboard.schemaVersion).toBeGreaterThanOrEqual(36);
    expect(dashboard.uid).toBe('hotel-pms');
    expect(graphs.length).toBeGreaterThanOrEqual(12);
    for (const panel of dashboard.panels) {
      expect(panel.gridPos.x + panel.gridPos.w, panel.title).toBeLessThanOrEqual(24);
    }
    for (const panel of graphs) {
      expect(panel.datasource?.type, panel.title).toBe('prometheus');
      expect(panel.targets?.length, panel.title).toBeGreaterThan(0);
    }
  });

  it('asks only for series the services expose', async () => {
    const exposed = await exposedNames();
    const asked = graphs.flatMap((panel) =>
      (panel.targets ?? []).flatMap((target) => [
        ...target.expr.matchAll(/\b(?:pms|process|nodejs)_[a-z0-9_]+/g),
      ]),
    );
    const names = [...new Set(asked.map((match) => match[0]))];
    expect(names.filter((name) => !exposed.has(name))).toEqual([]);
    // Each area the issue names has a panel.
    for (const name of [
      'pms_http_requests_total',
      'pms_command_duration_seconds_bucket',
      'pms_command_conflicts_total',
      'pms_event_store_append_duration_seconds_bucket',
      'pms_projection_lag_events',
      'pms_projection_lag_seconds',
      'pms_read_your_writes_wait_seconds_count',
      'pms_mail_outbox_messages',
      'process_resident_memory_bytes',
    ]) {
      expect(names, name).toContain(name);
    }
  });

  it('is scraped on the port compose gives the services', () => {
    const compose = readFileSync(new URL('docker-compose.yml', deploy), 'utf8');
    const prometheus = readFileSync(new URL('prometheus.yml', deploy), 'utf8');
    const ports = [...compose.matchAll(/METRICS_PORT: '(\d+)'/g)].map((m) => m[1]);
    expect(ports).toHaveLength(2);
    const scraped = [...prometheus.matchAll(/port: (\d+)/g)].map((m) => m[1]);
    expect(new Set([...ports, ...scraped])).toEqual(new Set(['9464']));
  });
});
