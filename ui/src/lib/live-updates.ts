/**
 * Which documents of one read model a notice says changed: the reservations, blocks and holds
 * (`ids`; absent: too many, or not known) and the nights — the first night to the departure
 * day, both inclusive (`from`/`to`; absent: anywhere). Ids and dates only, never guest data.
 */
export interface ChangedDocuments {
  ids?: string[];
  from?: string;
  to?: string;
}

/** A "read model changed" notice from GET /api/events (`event: changed`). */
export interface ChangeNotice {
  readModels: string[];
  position: string | null;
  /** Per read model, which documents changed (a read model not here: anything may have). */
  changed?: Record<string, ChangedDocuments>;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** One read model's entry of `changed`, what of it is well formed (dates: both or neither). */
const parseChanged = (value: unknown): ChangedDocuments | null => {
  if (typeof value !== 'object' || value === null) return null;
  const { ids, from, to } = value as { ids?: unknown; from?: unknown; to?: unknown };
  const documents: ChangedDocuments = {};
  if (Array.isArray(ids) && ids.every((id) => typeof id === 'string')) {
    documents.ids = ids as string[];
  }
  if (typeof from === 'string' && typeof to === 'string' && DATE.test(from) && DATE.test(to)) {
    documents.from = from;
    documents.to = to;
  }
  return documents;
};

const parseChangedMap = (value: unknown): Record<string, ChangedDocuments> | undefined => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const changed: Record<string, ChangedDocuments> = {};
  for (const [name, entry] of Object.entries(value)) {
    const documents = parseChanged(entry);
    if (documents) changed[name] = documents;
  }
  return changed;
};

/** A calendar query's cache tag id: its range (`from` up to, not including, `to`). */
export const rangeTagId = (from: string, to: string): string => `${from}..${to}`;

/** A cached query, as RTK Query's `selectInvalidatedBy` lists them. */
export interface CachedQuery {
  endpointName: string;
  originalArgs: unknown;
}

const rangeOf = (args: unknown): { from: string; to: string } | null => {
  if (typeof args !== 'object' || args === null) return null;
  const { from, to } = args as { from?: unknown; to?: unknown };
  return typeof from === 'string' && typeof to === 'string' ? { from, to } : null;
};

/**
 * Which cached queries of a read model whose screens show a range of dates (the calendar:
 * `rangedEndpoint`, `{from, to}` with `to` excluded) a notice makes refetch: the tag ids of
 * the ranges its nights overlap, or 'all' — when the notice names no nights, or a query of the
 * read model shows no range (it refetches as before).
 */
export const rangesToRefetch = (
  changed: ChangedDocuments | undefined,
  cached: readonly CachedQuery[],
  rangedEndpoint: string,
): 'all' | string[] => {
  const { from, to } = changed ?? {};
  if (!from || !to) return 'all';
  const ids: string[] = [];
  for (const query of cached) {
    const range = query.endpointName === rangedEndpoint ? rangeOf(query.originalArgs) : null;
    if (!range) return 'all';
    if (from < range.to && to >= range.from) ids.push(rangeTagId(range.from, range.to));
  }
  return [...new Set(ids)];
};

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
    const changed = parseChangedMap((value as { changed?: unknown }).changed);
    return {
      readModels: readModels.filter((m): m is string => typeof m === 'string'),
      position:
        typeof position === 'string'
          ? position
          : typeof position === 'number'
            ? String(position)
            : null,
      ...(changed ? { changed } : {}),
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
