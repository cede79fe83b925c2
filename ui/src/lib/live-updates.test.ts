import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type ChangeNotice,
  type LiveStatus,
  parseChangeNotice,
  rangesToRefetch,
  subscribeToChanges,
} from './live-updates';

let ticketCount = 0;

class FakeEventSource extends EventTarget {
  static instances: FakeEventSource[] = [];
  readyState = 0;
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.instances.push(this);
  }
  open() {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }
  changed(data: string) {
    this.dispatchEvent(new MessageEvent('changed', { data }));
  }
  renew() {
    this.dispatchEvent(new MessageEvent('renew', { data: '{}' }));
  }
  fail(readyState: 0 | 2) {
    this.readyState = readyState;
    this.dispatchEvent(new Event('error'));
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
}

/** Lets the awaited ticket (a resolved promise) arrive. */
const settle = () => vi.advanceTimersByTimeAsync(0);

const start = (tickets: () => Promise<string> = async () => `t${++ticketCount}`) => {
  const notices: ChangeNotice[] = [];
  const statuses: LiveStatus[] = [];
  const onResync = vi.fn();
  const stop = subscribeToChanges({
    openUrl: async () => `/api/events?ticket=${await tickets()}`,
    onChange: (n) => notices.push(n),
    onResync,
    onStatus: (s) => statuses.push(s),
    createEventSource: (url) => new FakeEventSource(url) as unknown as EventSource,
    retryDelays: [100, 500],
  });
  return { notices, statuses, onResync, stop };
};

describe('live updates', () => {
  beforeEach(() => {
    FakeEventSource.instances = [];
    ticketCount = 0;
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('parses change notices', () => {
    expect(parseChangeNotice('{"readModels":["properties"],"position":"42"}')).toEqual({
      readModels: ['properties'],
      position: '42',
    });
    expect(parseChangeNotice('{"readModels":["a",1],"position":7}')).toEqual({
      readModels: ['a'],
      position: '7',
    });
    expect(parseChangeNotice('not json')).toBeNull();
    expect(parseChangeNotice('{"position":"1"}')).toBeNull();
  });

  it('parses which documents a notice says changed; an older notice without them still works', () => {
    expect(parseChangeNotice('{"readModels":["calendar"]}')).toEqual({
      readModels: ['calendar'],
      position: null,
    });
    expect(
      parseChangeNotice(
        JSON.stringify({
          readModels: ['calendar', 'reservations', 'incomes'],
          changed: {
            calendar: { ids: ['r1'], from: '2026-03-01', to: '2026-03-04' },
            // Malformed parts are left out: ids not all strings, one date only, a bad date.
            reservations: { ids: ['r1', 2], from: '2026-03-01' },
            incomes: { ids: ['r9'], from: '1 March', to: '2026-03-04' },
            blocks: 'many',
          },
        }),
      ),
    ).toEqual({
      readModels: ['calendar', 'reservations', 'incomes'],
      position: null,
      changed: {
        calendar: { ids: ['r1'], from: '2026-03-01', to: '2026-03-04' },
        reservations: {},
        incomes: { ids: ['r9'] },
      },
    });
  });

  it('refetches the calendar ranges a notice’s nights overlap, or all without nights', () => {
    const march = {
      endpointName: 'getCalendar',
      originalArgs: { slug: 'h', from: '2026-03-01', to: '2026-04-01' },
    };
    const april = {
      endpointName: 'getCalendar',
      originalArgs: { slug: 'h', from: '2026-04-01', to: '2026-05-01' },
    };
    const cached = [march, april];
    // The departure day counts: a stay leaving on 1 April shows on April's first day.
    expect(
      rangesToRefetch({ from: '2026-03-30', to: '2026-04-01' }, cached, 'getCalendar'),
    ).toEqual(['2026-03-01..2026-04-01', '2026-04-01..2026-05-01']);
    expect(
      rangesToRefetch({ from: '2026-02-20', to: '2026-03-01' }, cached, 'getCalendar'),
    ).toEqual(['2026-03-01..2026-04-01']);
    expect(
      rangesToRefetch({ from: '2026-07-01', to: '2026-07-04' }, cached, 'getCalendar'),
    ).toEqual([]);
    expect(rangesToRefetch({ ids: ['r1'] }, cached, 'getCalendar')).toBe('all');
    expect(rangesToRefetch(undefined, cached, 'getCalendar')).toBe('all');
    // A query of the read model that shows no range (the room picker) refetches as before.
    const picker = { endpointName: 'roomChoices', originalArgs: { slug: 'h', id: 'r1' } };
    expect(
      rangesToRefetch({ from: '2026-07-01', to: '2026-07-04' }, [...cached, picker], 'getCalendar'),
    ).toBe('all');
  });

  it('opens the feed with a ticket and passes each "changed" event on', async () => {
    const { notices, statuses } = start();
    await settle();
    const es = FakeEventSource.instances[0]!;
    expect(es.url).toBe('/api/events?ticket=t1');
    es.open();
    es.changed('{"readModels":["properties"],"position":"42"}');
    es.changed('garbage');
    expect(notices).toEqual([{ readModels: ['properties'], position: '42' }]);
    expect(statuses).toEqual(['connecting', 'open']);
  });

  it('asks for a resync after the browser reconnects by itself', async () => {
    const { onResync, statuses } = start();
    await settle();
    const es = FakeEventSource.instances[0]!;
    es.open();
    es.fail(0);
    expect(statuses.at(-1)).toBe('reconnecting');
    es.open();
    expect(onResync).toHaveBeenCalledTimes(1);
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('reopens a connection the browser gave up on, with a new ticket and back-off', async () => {
    const { onResync } = start();
    await settle();
    FakeEventSource.instances[0]!.fail(2);
    expect(FakeEventSource.instances[0]!.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(99);
    expect(FakeEventSource.instances).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(FakeEventSource.instances[1]!.url).toBe('/api/events?ticket=t2');
    FakeEventSource.instances[1]!.fail(2);
    await vi.advanceTimersByTimeAsync(499);
    expect(FakeEventSource.instances).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    FakeEventSource.instances[2]!.open();
    expect(onResync).toHaveBeenCalledTimes(1);
  });

  it('stops cleanly', async () => {
    const { stop } = start();
    await settle();
    const es = FakeEventSource.instances[0]!;
    es.fail(2);
    stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(es.closed).toBe(true);
  });

  it('renews without a gap: the new connection opens before the old one closes, no resync', async () => {
    const { notices, onResync, statuses } = start();
    await settle();
    const old = FakeEventSource.instances[0]!;
    old.open();
    old.renew();
    await settle();
    const next = FakeEventSource.instances[1]!;
    expect(next.url).toBe('/api/events?ticket=t2');
    old.changed('{"readModels":["calendar"]}');
    expect(old.closed).toBe(false);
    next.open();
    expect(old.closed).toBe(true);
    next.changed('{"readModels":["incomes"]}');
    expect(notices.map((n) => n.readModels)).toEqual([['calendar'], ['incomes']]);
    expect(onResync).not.toHaveBeenCalled();
    expect(statuses).toEqual(['connecting', 'open', 'open']);
  });

  it('keeps trying when no ticket can be had (offline), then resyncs', async () => {
    let offline = true;
    const { onResync, statuses } = start(async () => {
      if (offline) throw new Error('offline');
      return 'late';
    });
    await settle();
    expect(FakeEventSource.instances).toHaveLength(0);
    expect(statuses.at(-1)).toBe('reconnecting');
    offline = false;
    await vi.advanceTimersByTimeAsync(100);
    FakeEventSource.instances[0]!.open();
    expect(FakeEventSource.instances[0]!.url).toBe('/api/events?ticket=late');
    expect(onResync).toHaveBeenCalledTimes(1);
  });
});
