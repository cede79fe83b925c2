/** A "read model changed" notice from GET /api/events (`event: changed`). */
export interface ChangeNotice {
  readModels: string[];
  position: string | null;
}

export type LiveStatus = 'connecting' | 'open' | 'reconnecting';

export interface LiveUpdatesOptions {
  url: string;
  onChange: (notice: ChangeNotice) => void;
  /** The connection came back after a break: notices may have been missed. */
  onResync: () => void;
  onStatus?: (status: LiveStatus) => void;
  createEventSource?: (url: string) => EventSource;
  /** Waits before reopening a connection the browser gave up on (ms); the last one repeats. */
  retryDelays?: readonly number[];
}

export const parseChangeNotice = (data: string): ChangeNotice | null => {
  try {
    const value: unknown = JSON.parse(data);
    if (typeof value !== 'object' || value === null) return null;
    const { readModels, position } = value as { readModels?: unknown; position?: unknown };
    if (!Array.isArray(readModels)) return null;
    return {
      readModels: readModels.filter((m): m is string => typeof m === 'string'),
      position:
        typeof position === 'string'
          ? position
          : typeof position === 'number'
            ? String(position)
            : null,
    };
  } catch {
    return null;
  }
};

const CLOSED = 2;

/**
 * Subscribes to the server's change notices. The browser retries a dropped stream by itself;
 * when it gives up (an error status, a wrong content type) we reopen it with a back-off.
 * Returns the function that unsubscribes.
 */
export const subscribeToChanges = ({
  url,
  onChange,
  onResync,
  onStatus,
  createEventSource = (u) => new EventSource(u),
  retryDelays = [1000, 2000, 5000, 10000, 30000],
}: LiveUpdatesOptions): (() => void) => {
  let source: EventSource | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let failures = 0;
  let interrupted = false;
  let stopped = false;

  const handleChanged = (event: MessageEvent<string>) => {
    const notice = parseChangeNotice(event.data);
    if (notice) onChange(notice);
  };

  const connect = () => {
    onStatus?.(interrupted ? 'reconnecting' : 'connecting');
    const es = createEventSource(url);
    source = es;
    es.addEventListener('changed', handleChanged as EventListener);
    es.addEventListener('open', () => {
      failures = 0;
      onStatus?.('open');
      if (interrupted) {
        interrupted = false;
        onResync();
      }
    });
    es.addEventListener('error', () => {
      if (stopped) return;
      interrupted = true;
      onStatus?.('reconnecting');
      if (es.readyState === CLOSED) {
        es.close();
        const delay = retryDelays[Math.min(failures, retryDelays.length - 1)] ?? 5000;
        failures += 1;
        retryTimer = setTimeout(connect, delay);
      }
    });
  };

  connect();

  return () => {
    stopped = true;
    if (retryTimer) clearTimeout(retryTimer);
    source?.close();
  };
};
