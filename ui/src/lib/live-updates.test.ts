import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type ChangeNotice,
  type LiveStatus,
  parseChangeNotice,
  subscribeToChanges,
} from './live-updates';

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
  fail(readyState: 0 | 2) {
    this.readyState = readyState;
    this.dispatchEvent(new Event('error'));
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
}

const start = () => {
  const notices: ChangeNotice[] = [];
  const statuses: LiveStatus[] = [];
  const onResync = vi.fn();
  const stop = subscribeToChanges({
    url: '/api/events',
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

  it('passes each "changed" event on', () => {
    const { notices, statuses } = start();
    const es = FakeEventSource.instances[0]!;
    expect(es.url).toBe('/api/events');
    es.open();
    es.changed('{"readModels":["properties"],"position":"42"}');
    es.changed('garbage');
    expect(notices).toEqual([{ readModels: ['properties'], position: '42' }]);
    expect(statuses).toEqual(['connecting', 'open']);
  });

  it('asks for a resync after the browser reconnects by itself', () => {
    const { onResync, statuses } = start();
    const es = FakeEventSource.instances[0]!;
    es.open();
    es.fail(0);
    expect(statuses.at(-1)).toBe('reconnecting');
    es.open();
    expect(onResync).toHaveBeenCalledTimes(1);
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('reopens a connection the browser gave up on, with back-off', () => {
    const { onResync } = start();
    FakeEventSource.instances[0]!.fail(2);
    expect(FakeEventSource.instances[0]!.closed).toBe(true);
    vi.advanceTimersByTime(99);
    expect(FakeEventSource.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.instances).toHaveLength(2);
    FakeEventSource.instances[1]!.fail(2);
    vi.advanceTimersByTime(499);
    expect(FakeEventSource.instances).toHaveLength(2);
    vi.advanceTimersByTime(1);
    FakeEventSource.instances[2]!.open();
    expect(onResync).toHaveBeenCalledTimes(1);
  });

  it('stops cleanly', () => {
    const { stop } = start();
    const es = FakeEventSource.instances[0]!;
    es.fail(2);
    stop();
    vi.advanceTimersByTime(10_000);
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(es.closed).toBe(true);
  });
});
