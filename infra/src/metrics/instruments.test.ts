import { describe, expect, it } from 'vitest';
import { createMetrics } from './instruments';
import { parsePrometheusText, samplesOf, valueOf } from './test-support';

const scrape = async (metrics: ReturnType<typeof createMetrics>) =>
  parsePrometheusText(await metrics.registry.metrics());

describe('the metrics module', () => {
  it('counts requests by method, route pattern and status, with their durations', async () => {
    const metrics = createMetrics();
    metrics.httpRequest('GET', '/api/reservation/:id', 200, 0.004);
    metrics.httpRequest('GET', '/api/reservation/:id', 200, 0.3);
    metrics.httpRequest('POST', '/api/reservations/book', 409, 0.02);
    const samples = await scrape(metrics);
    const read = { method: 'GET', route: '/api/reservation/:id', status: '200' };
    expect(valueOf(samples, 'pms_http_requests_total', read)).toBe(2);
    expect(valueOf(samples, 'pms_http_request_duration_seconds_count', read)).toBe(2);
    expect(valueOf(samples, 'pms_http_request_duration_seconds_sum', read)).toBeCloseTo(0.304);
    expect(
      valueOf(samples, 'pms_http_request_duration_seconds_bucket', { ...read, le: '0.005' }),
    ).toBe(1);
    expect(
      valueOf(samples, 'pms_http_requests_total', {
        route: '/api/reservations/book',
        status: '409',
      }),
    ).toBe(1);
  });

  it('records commands by type and outcome, conflicts, retries and appends', async () => {
    const metrics = createMetrics();
    metrics.command('BookReservation', 'committed', 0.01);
    metrics.command('BookReservation', 'conflict', 2);
    metrics.commandConflict('BookReservation');
    metrics.commandRetry('BookReservation', 'conflict');
    metrics.commandRetry('BookReservation', 'busy');
    metrics.append('ok', 3, 0.002);
    metrics.append('conflict', 2, 0.001);
    const samples = await scrape(metrics);
    const booked = { command: 'BookReservation' };
    expect(
      valueOf(samples, 'pms_command_duration_seconds_count', { ...booked, outcome: 'committed' }),
    ).toBe(1);
    expect(
      valueOf(samples, 'pms_command_duration_seconds_count', { ...booked, outcome: 'conflict' }),
    ).toBe(1);
    expect(valueOf(samples, 'pms_command_conflicts_total', booked)).toBe(1);
    expect(valueOf(samples, 'pms_command_retries_total', { ...booked, reason: 'busy' })).toBe(1);
    expect(valueOf(samples, 'pms_command_retries_total', booked)).toBe(2);
    expect(valueOf(samples, 'pms_event_store_append_duration_seconds_count')).toBe(2);
    expect(
      valueOf(samples, 'pms_event_store_append_duration_seconds_count', { outcome: 'ok' }),
    ).toBe(1);
    expect(valueOf(samples, 'pms_event_store_append_events_sum')).toBe(5);
    expect(valueOf(samples, 'pms_event_store_append_events_bucket', { le: '2' })).toBe(1);
  });

  it('records read-your-writes waits and their timeouts', async () => {
    const metrics = createMetrics();
    metrics.readYourWritesWait(true, 0.003);
    metrics.readYourWritesWait(false, 2);
    const samples = await scrape(metrics);
    const name = 'pms_read_your_writes_wait_seconds_count';
    expect(valueOf(samples, name, { outcome: 'reached' })).toBe(1);
    expect(valueOf(samples, name, { outcome: 'timeout' })).toBe(1);
  });

  it('reads the projection lag and the outbox when scraped, once per scrape for both gauges', async () => {
    const metrics = createMetrics();
    let reads = 0;
    metrics.watchProjectionLag(() => {
      reads += 1;
      return Promise.resolve([
        { projection: 'reservations', events: 0, seconds: 0 },
        { projection: 'incomes', events: 12, seconds: 1.5 },
      ]);
    });
    let outbox = 3;
    metrics.watchOutbox(() => Promise.resolve(outbox));
    const samples = await scrape(metrics);
    expect(reads).toBe(1);
    expect(valueOf(samples, 'pms_projection_lag_events', { projection: 'incomes' })).toBe(12);
    expect(valueOf(samples, 'pms_projection_lag_seconds', { projection: 'incomes' })).toBe(1.5);
    expect(samplesOf(samples, 'pms_projection_lag_events')).toHaveLength(2);
    expect(valueOf(samples, 'pms_mail_outbox_messages')).toBe(3);
    outbox = 4;
    expect(valueOf(await scrape(metrics), 'pms_mail_outbox_messages')).toBe(4);
  });

  it('leaves the lag empty when it cannot be read, and shows no outbox where nothing is sent', async () => {
    const metrics = createMetrics();
    metrics.watchProjectionLag(() => Promise.reject(new Error('store down')));
    const samples = await scrape(metrics);
    expect(samplesOf(samples, 'pms_projection_lag_events')).toEqual([]);
    expect(samplesOf(samples, 'pms_mail_outbox_messages')).toEqual([]);
  });

  it('adds the process figures (memory, CPU, event loop, GC) once enabled', async () => {
    const metrics = createMetrics();
    expect(samplesOf(await scrape(metrics), 'process_resident_memory_bytes')).toEqual([]);
    metrics.enableProcessMetrics();
    metrics.enableProcessMetrics();
    const samples = await scrape(metrics);
    expect(valueOf(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(samplesOf(samples, 'process_cpu_seconds_total')).toHaveLength(1);
    expect(samplesOf(samples, 'nodejs_heap_size_used_bytes')).toHaveLength(1);
    expect(samplesOf(samples, 'nodejs_eventloop_lag_seconds')).toHaveLength(1);
  });
});
