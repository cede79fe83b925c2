/**
 * Refreshing the session must happen in one tab of the browser at a time: the server rotates
 * the refresh cookie on every use and ends the whole session when an already-rotated cookie
 * comes back, which is exactly what two tabs refreshing at once would send.
 *
 * `withRefreshLock` runs a refresh under a browser-wide lock: the Web Locks API where there is
 * one (secure contexts), otherwise a best-effort lease in localStorage (plain http on the
 * hotel network). Inside the lock the caller first looks whether another tab has just stored
 * a new token, and takes that one instead of refreshing again.
 */
const LOCK_NAME = 'pms.session.refresh';
const LEASE_KEY = 'pms.session.refreshing';
const LEASE_MS = 10_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const storage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

const withLease = async <T>(run: () => Promise<T>): Promise<T> => {
  const store = storage();
  if (!store) return run();
  const giveUpAt = Date.now() + LEASE_MS;
  for (;;) {
    const held = Number(store.getItem(LEASE_KEY) ?? 0);
    if (!(held > Date.now()) || Date.now() > giveUpAt) break;
    await sleep(100 + Math.random() * 100);
  }
  const lease = String(Date.now() + LEASE_MS);
  try {
    store.setItem(LEASE_KEY, lease);
  } catch {
    return run();
  }
  try {
    return await run();
  } finally {
    if (store.getItem(LEASE_KEY) === lease) store.removeItem(LEASE_KEY);
  }
};

export const withRefreshLock = <T>(run: () => Promise<T>): Promise<T> => {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks && typeof locks.request === 'function') {
    return locks.request(LOCK_NAME, { mode: 'exclusive' }, run) as Promise<T>;
  }
  return withLease(run);
};
