/** A "read model changed" notice from GET /api/events (`event: changed`). */
export interface ChangeNotice {
  readModels: string[];
  position: string | null;
}

export type LiveStatus = 'connecting' | 'open' | 'reconnecting';

export interface LiveUpdatesOptions {
  /**
   * The feed's URL with a new ticket (GET /api/events/ticket), asked for before every new
   * connection: a ticket opens the feed for one minute only.
   */
  openUrl: () => Promise<string>;
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
 * when it gives up (an error status such as an expired ticket, a wrong content type) we
 * reopen it with a new ticket and a back-off. When the server asks for a renewal (`renew`:
 * a connection lives ten minutes), a new connection opens first and the old one closes once
 * the new one is open, so no notice falls between them. Returns the function that unsubscribes.
 */
export const subscribeToChanges = ({
  openUrl,
  onChange,
  onResync,
  onStatus,
  createEventSource = (u) => new EventSource(u),
  retryDelays = [1000, 2000, 5000, 10000, 30000],
}: LiveUpdatesOptions): (() => void) => {
  /** The connection whose breaks count (a renewal's replacement takes over once open). */
  let current: EventSource | null = null;
  const sources = new Set<EventSource>();
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let failures = 0;
  let interrupted = false;
  let stopped = false;

  const handleChanged = (event: MessageEvent<string>) => {
    const notice = parseChangeNotice(event.data);
    if (notice) onChange(notice);
  };

  const close = (es: EventSource) => {
    es.close();
    sources.delete(es);
  };

  const retryLater = () => {
    interrupted = true;
    onStatus?.('reconnecting');
    const delay = retryDelays[Math.min(failures, retryDelays.length - 1)] ?? 5000;
    failures += 1;
    retryTimer = setTimeout(() => void connect(), delay);
  };

  /** A new connection; with `renewing`, the one it replaces once it is open. */
  const connect = async (renewing?: EventSource) => {
    if (!renewing) onStatus?.(interrupted ? 'reconnecting' : 'connecting');
    let url: string;
    try {
      url = await openUrl();
    } catch {
      // No ticket (offline, logged out): try again later. A renewal leaves the old
      // connection on; when the server ends it, its error starts the retries.
      if (!stopped && !renewing) retryLater();
      return;
    }
    if (stopped || (renewing && current !== renewing)) return;
    const es = createEventSource(url);
    sources.add(es);
    if (!renewing) current = es;
    es.addEventListener('changed', handleChanged as EventListener);
    es.addEventListener('renew', () => {
      if (es === current) void connect(es);
    });
    es.addEventListener('open', () => {
      if (renewing) {
        if (current !== renewing) return close(es);
        close(renewing);
        current = es;
      }
      failures = 0;
      onStatus?.('open');
      if (interrupted) {
        interrupted = false;
        onResync();
      }
    });
    es.addEventListener('error', () => {
      if (stopped) return;
      // A renewal that did not open: the current connection goes on.
      if (es !== current) return close(es);
      interrupted = true;
      onStatus?.('reconnecting');
      if (es.readyState === CLOSED) {
        close(es);
        retryLater();
      }
    });
  };

  void connect();

  return () => {
    stopped = true;
    if (retryTimer) clearTimeout(retryTimer);
    for (const es of sources) es.close();
    sources.clear();
  };
};
