import { describe, expect, it } from 'vitest';
import { MemoryEventStore } from '@hotel/infra/event-store/memory';
import { StoreBusyError } from '@hotel/infra/event-store/port';
import { metrics } from '@hotel/infra/metrics/instruments';
import { parsePrometheusText, valueOf } from '@hotel/infra/metrics/test-support';
import { type CommandHandler, createCommandPipeline } from './handle-command';
import { context, counter, increment, validateEvent } from './test-counter';

/** What the pipeline records in the process's metrics (each test under a command type of its own). */
const scrape = async () => parsePrometheusText(await metrics.registry.metrics());
const as = (commandType: string, commandId: string) => ({ ...context(commandId), commandType });

describe('the command pipeline’s metrics', () => {
  it('times each command by type and outcome, and its append with the events in it', async () => {
    const before = await scrape();
    const handle = createCommandPipeline({ eventStore: new MemoryEventStore(), validateEvent });
    await handle(increment, { by: 2 }, as('CountOutcomes', 'cmd-1'));
    await handle(increment, { by: 2 }, as('CountOutcomes', 'cmd-1'));
    await expect(handle(increment, { by: 11 }, as('CountOutcomes', 'cmd-2'))).rejects.toThrow();
    const after = await scrape();
    const count = (outcome: string) =>
      valueOf(after, 'pms_command_duration_seconds_count', { command: 'CountOutcomes', outcome });
    expect([count('committed'), count('replayed'), count('rejected')]).toEqual([1, 1, 1]);
    const ok = (samples: typeof after) =>
      valueOf(samples, 'pms_event_store_append_duration_seconds_count', { outcome: 'ok' });
    expect(ok(after) - ok(before)).toBe(1);
    // The event and the command's own record.
    const events = 'pms_event_store_append_events_sum';
    expect(valueOf(after, events) - valueOf(before, events)).toBe(2);
  });

  it('counts conflicts and the retries they cause, and a command that gives up', async () => {
    const store = new MemoryEventStore();
    const handle = createCommandPipeline({ eventStore: store, maxAttempts: 2, validateEvent });
    const alwaysStale: CommandHandler<object> = async (_c, _ctx, { load }) => {
      await load('counter-1', counter);
      await store.append(
        'counter-1',
        [{ id: crypto.randomUUID(), type: 'Incremented', data: { by: 0 }, metadata: {} }],
        'any',
      );
      return {
        events: { 'counter-1': [{ type: 'Incremented', data: { by: 1 } }] },
        status: 200,
        body: {},
      };
    };
    await expect(handle(alwaysStale, {}, as('AlwaysStale', 'cmd-x'))).rejects.toThrow();
    const samples = await scrape();
    const command = { command: 'AlwaysStale' };
    expect(valueOf(samples, 'pms_command_conflicts_total', command)).toBe(2);
    expect(valueOf(samples, 'pms_command_retries_total', { ...command, reason: 'conflict' })).toBe(
      1,
    );
    expect(
      valueOf(samples, 'pms_command_duration_seconds_count', { ...command, outcome: 'conflict' }),
    ).toBe(1);
  });

  it('counts retries after the store was busy, which are no conflicts', async () => {
    const store = new MemoryEventStore();
    let busy = 2;
    const flaky = Object.assign(Object.create(store) as MemoryEventStore, {
      appendMulti: (appends: Parameters<MemoryEventStore['appendMulti']>[0]) =>
        busy-- > 0
          ? Promise.reject(new StoreBusyError(new Error('database is locked')))
          : store.appendMulti(appends),
    });
    const handle = createCommandPipeline({ eventStore: flaky, validateEvent });
    await handle(increment, { by: 1 }, as('BusyStore', 'cmd-busy'));
    const samples = await scrape();
    const command = { command: 'BusyStore' };
    expect(valueOf(samples, 'pms_command_retries_total', { ...command, reason: 'busy' })).toBe(2);
    expect(valueOf(samples, 'pms_command_conflicts_total', command)).toBe(0);
    expect(
      valueOf(samples, 'pms_command_duration_seconds_count', { ...command, outcome: 'committed' }),
    ).toBe(1);
  });
});
