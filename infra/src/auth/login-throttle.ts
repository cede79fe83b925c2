/**
 * Login rate limiting, after OWASP's Authentication and Credential Stuffing guidance.
 *
 * Failed logins are counted in three scopes, each with a free budget, after which every further
 * failure locks that scope for an exponentially growing, capped delay:
 *
 * | scope            | free failures | delay after that        | stops                          |
 * |------------------|---------------|-------------------------|--------------------------------|
 * | (account, IP)    | 5             | 1 s, 2 s, 4 s … ≤ 15 min | one attacker guessing one user |
 * | account, any IP  | 20            | 1 s, 2 s, 4 s … ≤ 60 s   | a distributed guess at one user|
 * | IP, any account  | 50            | 1 s, 2 s, 4 s … ≤ 15 min | password spraying from one IP  |
 *
 * The account-wide lock is deliberately short: anyone can trigger it, so it must not become a
 * way to lock the real user out. On top of that, a pair that logged in successfully within the
 * last 30 days (the user's usual network) is exempt from the account-wide lock, though still
 * subject to its own pair and IP limits. A success clears that pair's and the account's
 * failures (not the IP's: one valid account must not reset a spraying IP).
 *
 * Counters are forgotten after 15 minutes without failures (counted from the end of any lock).
 * IPv6 addresses are counted per /64, the block a single subscriber usually gets, and
 * IPv4-mapped IPv6 addresses as IPv4. Account keys are e-mails, compared case-insensitively.
 *
 * State is IN MEMORY AND PER PROCESS: it is lost on restart, and with several instances each
 * keeps its own counts (limits are then per instance; sticky routing or a shared store would be
 * needed for exact limits). Memory is bounded: each table holds at most `maxEntries` entries,
 * stale ones are dropped as new ones arrive, and the least recently written go first when full.
 *
 * Use: `check` before verifying the password (refuse with 429 + Retry-After when not allowed),
 * then `recordFailure` or `recordSuccess`. Concurrent requests can all pass `check` before any
 * failure is recorded; the cost of argon2 keeps such bursts small.
 */
import { isIPv4, isIPv6 } from 'node:net';

export interface ThrottleKey {
  /** The e-mail the login was attempted for (known or not). */
  account: string;
  /** The client address. */
  ip: string;
}

export type ThrottleDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface ScopeLimit {
  /** Failures allowed before any delay; the next failure starts the delay. */
  freeFailures: number;
  /** Delay after the first failure beyond the budget; doubles with each further failure. */
  baseDelayMs: number;
  /** Upper bound of the delay. */
  maxDelayMs: number;
}

export interface LoginThrottleOptions {
  pair: ScopeLimit;
  account: ScopeLimit;
  ip: ScopeLimit;
  /** A scope's failures are forgotten after this long without failures or lock. */
  windowMs: number;
  /** A pair with a success this recent ignores the account-wide lock. 0 turns this off. */
  trustedPairMs: number;
  /** Upper bound on entries per table (pairs, accounts, IPs, trusted pairs). */
  maxEntries: number;
  /** Clock, for tests. */
  now: () => Date;
}

export type LoginThrottleConfig = Partial<Omit<LoginThrottleOptions, 'pair' | 'account' | 'ip'>> & {
  pair?: Partial<ScopeLimit>;
  account?: Partial<ScopeLimit>;
  ip?: Partial<ScopeLimit>;
};

export interface LoginThrottle {
  check(key: ThrottleKey): ThrottleDecision;
  recordFailure(key: ThrottleKey): void;
  recordSuccess(key: ThrottleKey): void;
  /** Entries held in all tables (for metrics and tests). */
  size(): number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;

export const DEFAULT_LOGIN_THROTTLE: Omit<LoginThrottleOptions, 'now'> = {
  pair: { freeFailures: 5, baseDelayMs: SECOND, maxDelayMs: 15 * MINUTE },
  account: { freeFailures: 20, baseDelayMs: SECOND, maxDelayMs: 60 * SECOND },
  ip: { freeFailures: 50, baseDelayMs: SECOND, maxDelayMs: 15 * MINUTE },
  windowMs: 15 * MINUTE,
  trustedPairMs: 30 * 24 * 60 * MINUTE,
  maxEntries: 50_000,
};

/** Stale entries removed from the front of a table per write (amortised clean-up). */
const SWEEP_PER_WRITE = 4;
/** E-mails are at most 254 characters; longer keys are cut so they cannot bloat memory. */
const MAX_KEY_LENGTH = 320;

/**
 * A Map kept in order of last write, bounded in size. Entries that `isStale` are dropped when
 * read and swept from the front (oldest writes) on each write.
 */
class BoundedTable<T> {
  private readonly map = new Map<string, T>();

  constructor(
    private readonly maxEntries: number,
    private readonly isStale: (entry: T, now: number) => boolean,
  ) {}

  get size(): number {
    return this.map.size;
  }

  get(key: string, now: number): T | undefined {
    const entry = this.map.get(key);
    if (entry !== undefined && this.isStale(entry, now)) {
      this.map.delete(key);
      return undefined;
    }
    return entry;
  }

  set(key: string, entry: T, now: number): void {
    this.map.delete(key); // re-insert at the end: the Map's order is the order of last write
    this.map.set(key, entry);
    let swept = 0;
    for (const [k, e] of this.map) {
      if (swept >= SWEEP_PER_WRITE || k === key || !this.isStale(e, now)) break;
      this.map.delete(k);
      swept += 1;
    }
    for (const k of this.map.keys()) {
      if (this.map.size <= this.maxEntries) break;
      this.map.delete(k); // full of live entries: forget the least recently written
    }
  }

  delete(key: string): void {
    this.map.delete(key);
  }
}

interface Counter {
  failures: number;
  lastFailureAt: number;
  /** Epoch ms until which this scope is locked; 0 when never locked. */
  lockedUntil: number;
}

/** The delay imposed by the `failures`-th failure: 0 within the budget, then doubling, capped. */
const delayFor = (limit: ScopeLimit, failures: number): number => {
  const beyond = failures - limit.freeFailures;
  if (beyond <= 0) return 0;
  return Math.min(limit.maxDelayMs, limit.baseDelayMs * 2 ** Math.min(beyond - 1, 40));
};

/** Case-insensitive account key. */
const accountKey = (account: string): string =>
  account.normalize('NFC').trim().toLowerCase().slice(0, MAX_KEY_LENGTH);

/** The first four groups (/64) of a valid IPv6 address, as `a:b:c:d::/64`. */
const ipv6Prefix64 = (ip: string): string => {
  const groups = (part: string): string[] =>
    part === '' ? [] : part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g]));
  const [head = '', tail] = ip.split('::');
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const zeros = Array.from({ length: 8 - left.length - right.length }, () => '0');
  const full = tail === undefined ? left : [...left, ...zeros, ...right];
  return `${full
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
};

/**
 * The key an address is counted under: IPv4 as is, IPv4-mapped IPv6 as IPv4, other IPv6 by
 * its /64 prefix, anything else (not an address) lower-cased as given.
 */
export const throttleIpKey = (ip: string): string => {
  const address = ip.trim().toLowerCase().split('%')[0] ?? ''; // drop an IPv6 zone id
  if (isIPv4(address)) return address;
  if (isIPv6(address)) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address)?.[1];
    return mapped !== undefined && isIPv4(mapped) ? mapped : ipv6Prefix64(address);
  }
  return ip.trim().toLowerCase().slice(0, MAX_KEY_LENGTH);
};

export const createLoginThrottle = (config: LoginThrottleConfig = {}): LoginThrottle => {
  const d = DEFAULT_LOGIN_THROTTLE;
  const o: LoginThrottleOptions = {
    ...d,
    ...config,
    pair: { ...d.pair, ...config.pair },
    account: { ...d.account, ...config.account },
    ip: { ...d.ip, ...config.ip },
    now: config.now ?? (() => new Date()),
  };

  // A counter is stale once the window has passed since its last failure and since its lock
  // ended; measuring from the lock's end keeps a capped lock from also resetting the budget.
  const counterStale = (c: Counter, now: number): boolean =>
    now - Math.max(c.lastFailureAt, c.lockedUntil) >= o.windowMs;
  const scopes = [
    { limit: o.pair, table: new BoundedTable<Counter>(o.maxEntries, counterStale) },
    { limit: o.account, table: new BoundedTable<Counter>(o.maxEntries, counterStale) },
    { limit: o.ip, table: new BoundedTable<Counter>(o.maxEntries, counterStale) },
  ] as const;
  const [pairs, accounts, ips] = scopes;
  /** Pair key → time of its last success. */
  const trusted = new BoundedTable<number>(o.maxEntries, (at, now) => now - at >= o.trustedPairMs);

  /** Table keys for the three scopes, in the order of `scopes`. */
  const keysOf = (key: ThrottleKey): [string, string, string] => {
    const account = accountKey(key.account);
    const ip = throttleIpKey(key.ip);
    return [`${account}\n${ip}`, account, ip];
  };
  const nowMs = (): number => o.now().getTime();

  return {
    check(key) {
      const now = nowMs();
      const [pairKey, account, ip] = keysOf(key);
      const isTrusted = o.trustedPairMs > 0 && trusted.get(pairKey, now) !== undefined;
      const until = Math.max(
        pairs.table.get(pairKey, now)?.lockedUntil ?? 0,
        ips.table.get(ip, now)?.lockedUntil ?? 0,
        isTrusted ? 0 : (accounts.table.get(account, now)?.lockedUntil ?? 0),
      );
      if (until <= now) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((until - now) / SECOND)) };
    },

    recordFailure(key) {
      const now = nowMs();
      keysOf(key).forEach((k, i) => {
        const scope = scopes[i];
        if (scope === undefined) return;
        const c = scope.table.get(k, now) ?? { failures: 0, lastFailureAt: now, lockedUntil: 0 };
        c.failures += 1;
        c.lastFailureAt = now;
        const delay = delayFor(scope.limit, c.failures);
        if (delay > 0) c.lockedUntil = Math.max(c.lockedUntil, now + delay);
        scope.table.set(k, c, now);
      });
    },

    recordSuccess(key) {
      const now = nowMs();
      const [pairKey, account] = keysOf(key);
      pairs.table.delete(pairKey);
      accounts.table.delete(account);
      if (o.trustedPairMs > 0) trusted.set(pairKey, now, now);
    },

    size() {
      return pairs.table.size + accounts.table.size + ips.table.size + trusted.size;
    },
  };
};
